/**
 * Initial values in the generated code: a local array or struct with an initializer is zeroed in
 * its frame, then each item is stored. (Globals are in the data segment's image already: layout.ts.)
 */
import type { CType, Expr, Init, Sym } from '../c.ts';
import { bitInsert, conv, store, type ExprGen } from './expressions.ts';
import { CompileError } from '../errors.ts';
import { floatToInt } from '../front/constant.ts';
import { sizeOf } from '../front/types.ts';

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
