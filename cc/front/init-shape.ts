/**
 * Brace elision (K&R 2nd ed. A8.7, as Turbo C 2.0 accepts it): inside a braced initializer, an
 * aggregate member whose item is not itself braced takes as many items from the list as it has
 * scalars — `int p[3][3] = {1,3,7,0,5,4,2,8,6}` fills p row by row. This module turns such a list
 * into the fully braced shape, so the writers (layout.ts for the data segment, codegen/init.ts for
 * locals) and the sizing of `int a[][3] = {…}` see one element per item.
 */
import type { CType, Init } from '../c.ts';

/** `init` for an object of type `t`, with every elided brace put back. */
export function braceInit(t: CType, init: Init): Init {
  // `char s[] = {"ldu"}`, `char m[40][6] = {{".-"}, …}`: a braced string is the string (C's
  // 6.5.7), and sizes the array (corpus C409, C476)
  if (init.list && init.items.length === 1 && isStringFor(t, init.items)) return init.items[0]!;
  // `char ch = {' '}`: a scalar's one braced item is its expression (corpus C2014, which TCC
  // takes; the local's writer stored the list through an address the local has not)
  if (init.list && !isAggregate(t) && init.items.length === 1) return braceInit(t, init.items[0]!);
  if (!init.list || !isAggregate(t) || isStringFor(t, init.items)) return init;
  const r = fill(t, init.items, 0, init.line);
  // items past the object's end stay, so the writers report "Too many initializers"
  return r.pos < init.items.length ? { list: true, items: [...r.init.items, ...init.items.slice(r.pos)], line: init.line } : r.init;
}

type Filled = { init: Init & { list: true }; pos: number };

/** Fill aggregate `t` from `items` starting at `pos`, up to its last member or the list's end. */
function fill(t: CType, items: readonly Init[], pos: number, line: number): Filled {
  const out: Init[] = [];
  const members = memberTypes(t);
  for (let i = 0; pos < items.length && (members === null || i < members.length); i++) {
    const r = one(members === null ? (t as { of: CType }).of : members[i]!, items, pos);
    out.push(r.init);
    pos = r.pos;
  }
  return { init: { list: true, items: out, line }, pos };
}

/** The initializer of one member of type `t`, starting at items[pos]. */
function one(t: CType, items: readonly Init[], pos: number): { init: Init; pos: number } {
  const item = items[pos]!;
  if (item.list) return { init: braceInit(t, item), pos: pos + 1 };
  if (!isAggregate(t) || isStringFor(t, [item]) || (t.kind === 'struct' && item.expr.type.kind === 'struct')) return { init: item, pos: pos + 1 };
  const r = fill(t, items, pos, lineOf(item));
  return r.pos > pos ? r : { init: item, pos: pos + 1 }; // a member-less struct: the writers report it
}

/** The member types of an aggregate in order; null for an array of unknown length (any count). */
function memberTypes(t: CType): CType[] | null {
  if (t.kind === 'array') return t.length === null ? null : Array.from({ length: t.length }, () => t.of);
  if (t.kind === 'struct') return (t.fields ?? []).slice(0, t.union ? 1 : undefined).map((f) => f.type);
  return [];
}

function isAggregate(t: CType): boolean {
  return t.kind === 'array' || t.kind === 'struct';
}

/** A char array initialized by one string literal (braced or not). */
function isStringFor(t: CType, items: readonly Init[]): boolean {
  const it = items[0];
  return t.kind === 'array' && t.of.kind === 'int' && t.of.size === 1 && items.length >= 1 && !!it && !it.list && it.expr.kind === 'str';
}

function lineOf(item: Init): number {
  return item.list ? item.line : item.expr.line;
}
