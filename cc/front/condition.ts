/** `#if` and `#elif`: C's integer operators over the expanded line, in long arithmetic. */
import type { Token } from '../c.ts';
import { CompileError } from '../errors.ts';

/** Evaluate a `#if` expression (C's integer operators, in long arithmetic). */
export function evalIf(toks: readonly Token[], at: Token): number {
  let i = 0;
  const fail = (msg: string): never => {
    throw new CompileError(at.file, at.line, `#if: ${msg}`);
  };
  const peek = (): string | undefined => toks[i]?.text;
  // primary: '(' conditional ')' | ('-' | '+' | '!' | '~') primary | integer-constant | character-constant
  const primary = (): number => {
    const t = toks[i++];
    if (!t) return fail('expression ends early');
    if (t.text === '(') {
      const v = ternary();
      if (toks[i++]?.text !== ')') fail('missing ")"');
      return v;
    }
    if (t.text === '-') return -primary();
    if (t.text === '+') return primary();
    if (t.text === '!') return primary() ? 0 : 1;
    if (t.text === '~') return ~primary();
    if (t.kind === 'num') {
      const n = Number.parseInt(t.text.replace(/[uUlL]+$/, ''), /^0[xX]/.test(t.text) ? 16 : /^0\d/.test(t.text) ? 8 : 10);
      if (Number.isNaN(n)) fail(`Incorrect number format ("${t.text}")`);
      return n;
    }
    if (t.kind === 'chr') return t.text.charCodeAt(1);
    return fail(`unexpected "${t.text}"`);
  };
  const LEVELS: string[][] = [['||'], ['&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<', '>', '<=', '>='], ['<<', '>>'], ['+', '-'], ['*', '/', '%']];
  // level n: level n+1 { op-of-level-n level n+1 }, from || (level 0) down to * / % (then primary)
  const binary = (level: number): number => {
    if (level === LEVELS.length) return primary();
    let v = binary(level + 1);
    while (peek() !== undefined && LEVELS[level]!.includes(peek()!)) {
      const op = toks[i++]!.text;
      const r = binary(level + 1);
      switch (op) {
        case '||': v = v || r ? 1 : 0; break;
        case '&&': v = v && r ? 1 : 0; break;
        case '|': v |= r; break;
        case '^': v ^= r; break;
        case '&': v &= r; break;
        case '==': v = v === r ? 1 : 0; break;
        case '!=': v = v !== r ? 1 : 0; break;
        case '<': v = v < r ? 1 : 0; break;
        case '>': v = v > r ? 1 : 0; break;
        case '<=': v = v <= r ? 1 : 0; break;
        case '>=': v = v >= r ? 1 : 0; break;
        case '<<': v <<= r; break;
        case '>>': v >>= r; break;
        case '+': v += r; break;
        case '-': v -= r; break;
        case '*': v *= r; break;
        case '/': if (r === 0) fail('division by zero'); v = Math.trunc(v / r); break;
        case '%': if (r === 0) fail('division by zero'); v %= r; break;
      }
    }
    return v;
  };
  // conditional: binary [ '?' conditional ':' conditional ]
  const ternary = (): number => {
    const c = binary(0);
    if (peek() !== '?') return c;
    i++;
    const a = ternary();
    if (toks[i++]?.text !== ':') fail('missing ":"');
    const b = ternary();
    return c ? a : b;
  };
  const v = ternary();
  if (i < toks.length) fail(`unexpected "${toks[i]!.text}"`);
  return v;
}
