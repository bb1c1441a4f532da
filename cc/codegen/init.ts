/**
 * Initial values in the generated code. A global held in a JS variable starts at its
 * initializer's constant, normalized to its type as a store would; a local array or struct with
 * an initializer is zeroed in its frame, then each item is stored. (Globals in the data segment
 * are in its image already: layout.ts.)
 */
import type { CType, Expr, Init, Layout, Program, Sym } from '../c.ts';
import { bitInsert, conv, store, type ExprGen } from './expressions.ts';
import { CompileError } from '../errors.ts';
import { initValue } from './layout.ts';
import { floatToInt } from '../front/constant.ts';
import { sizeOf, wrapInt } from '../front/types.ts';

/** The starting value of a global held in a JS variable (layout.ts inRegister). */
export function registerGlobalValue(p: Program, lay: Layout, g: Sym): number {
  if (!g.init) return 0;
  const x = g.init.list ? (g.init.items[0] && !g.init.items[0].list ? g.init.items[0].expr : null) : g.init.expr;
  if (!x) throw new CompileError(p.file, g.line, `${g.name}: a scalar needs one value`);
  return normalizeConst(initValue({ file: p.file, addr: lay.addr, strings: lay.strings, pointed: lay.pointed }, x), x.type, g.type);
}

function normalizeConst(v: number, from: CType, to: CType): number {
  if (to.kind === 'float') return to.size === 4 ? Math.fround(v) : v;
  const iv = from.kind === 'float' ? Math.trunc(v) : v;
  if (to.kind === 'ptr') return to.far ? iv >>> 0 : iv & 0xffff; // a far pointer: segment:offset
  if (to.kind === 'int') return from.kind === 'float' ? floatToInt(v, to) : wrapInt(iv, to);
  return iv;
}

/** A local array or struct initialized (its frame address `base`): zero it, then store each item. */
export function localInit(ex: ExprGen, file: string, base: string, sym: Sym, init: Init, ind: string): string {
  const out: string[] = [`${ind}$m.fill(0, ${base}, ${base} + ${sizeOf(sym.type)});`];
  const put = (at: string, t: CType, it: Init): void => {
    if (t.kind === 'array') {
      const es = sizeOf(t.of)!;
      if (!it.list && it.expr.kind === 'str') {
        const bytes = it.expr.bytes.slice(0, t.length ?? it.expr.bytes.length);
        out.push(`${ind}$m.set([${bytes.join(',')}], ${at});`);
        return;
      }
      if (!it.list) throw new CompileError(file, it.expr.line, 'an array needs { } to initialize it');
      it.items.forEach((sub, i) => put(`${at} + ${i * es}`, t.of, sub));
      return;
    }
    if (t.kind === 'struct') {
      if (!it.list) {
        out.push(`${ind}$copy(${at}, ${ex.gen(it.expr)}, ${sizeOf(t)});`);
        return;
      }
      it.items.forEach((sub, i) => {
        const f = t.fields![i]!;
        if (!f.bits) return put(`${at} + ${f.init ?? f.offset}`, f.type, sub);
        const x = sub.list ? (sub.items[0] as { expr: Expr }).expr : sub.expr;
        out.push(`${ind}${bitInsert(f.bits, `(${at} + ${f.init ?? f.offset})`, conv(ex.gen(x), x.type, f.type))};`);
      });
      return;
    }
    const x = it.list ? (it.items[0] as { expr: Expr }).expr : it.expr;
    // a negative floating constant made unsigned is TCC's all ones (constant.ts floatToInt)
    const folded = x.kind === 'num' && x.type.kind === 'float' && t.kind === 'int' && !t.signed && x.value <= -1 ? String(floatToInt(x.value, t)) : null;
    out.push(`${ind}${store(t, `(${at})`, folded ?? conv(ex.gen(x), x.type, t))};`);
  };
  put(base, sym.type, init);
  return out.join('\n');
}
