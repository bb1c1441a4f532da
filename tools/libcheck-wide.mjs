// The library check's wider programs (issue #26): random formats and texts built from grammars
// where programs most often differ — sscanf/fscanf/scanf with every conversion, width, `*`, scan
// set and %n, and what a failed conversion leaves; strtod/strtol on odd texts; printf's floats at
// the rounding and %e/%f boundaries with flags, widths and stars; ecvt/fcvt/gcvt; math.h's error
// cases with the library's own matherr (its messages on stderr); string.h's state and overlaps;
// qsort's order of equal keys, bsearch among equal keys; itoa's bases; time.h. Each program has a
// seed of its own. tools/libcheck.mjs writes them (gen) and runs them in DOSBox (oracle).

/** A C string literal for the bytes of `s` (control and high characters as octal escapes). */
export function lit(s) {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i], c = s.charCodeAt(i);
    if (ch === '\\' || ch === '"') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\v') out += '\\v';
    else if (ch === '\f') out += '\\f';
    else if (c < 32 || c > 126) {
      // (TCC reads an octal escape on past three digits: no digit may follow one)
      if (/[0-9]/.test(s[i + 1] ?? '')) throw new Error(`lit: a digit after \\${c.toString(8)} in ${JSON.stringify(s)}`);
      out += `\\${c.toString(8).padStart(3, '0')}`;
    } else out += ch;
  }
  return `${out}"`;
}

/**
 * sscanf on inputs built to match, almost match, or not match each conversion: the count, every
 * target, and %n's count of characters read. `file`: fscanf instead, on the input written to a
 * file read in text or binary mode (a newline as CR LF now and then), and then ftell and the
 * character getc finds after (what the scan left, or gave back and ftell's flush dropped).
 */
function scanGrammar(r, name, count, file = false) {
  const INT_TEXT = () => r.pick([
    () => String(r.int(0, 99)), () => `-${r.int(0, 999)}`, () => `+${r.int(0, 99)}`, () => String(r.int(0, 4294967295) * (r.chance(0.5) ? 1 : 2)),
    () => `0x${r.int(0, 65535).toString(16)}`, () => `0${r.int(0, 511).toString(8)}`, () => r.pick(['0', '-0', '+', '-', '0x', '08', '09', '1e3', '12.5', '0X1G', 'ff', 'FfF', '-0x1']),
    () => r.pick(['32767', '32768', '-32768', '-32769', '65535', '65536', '2147483647', '2147483648', '4294967295', '4294967296', '99999999999']),
  ])();
  const FLT_TEXT = () => r.pick([
    () => `${r.int(0, 999)}.${r.int(0, 99)}`, () => `-${r.int(0, 9)}.${r.int(0, 9999)}e${r.int(-40, 40)}`, () => `.${r.int(0, 999)}`, () => `${r.int(1, 9)}e${r.int(-320, 320)}`,
    () => r.pick(['1e', '1e+', '-.', '.', '+.5', '5.', '1.5E3', '1e-5x', '3.14159265358979323846', '0.1', '1e400', '1e-400', '-0', 'e5', '1.2.3', '00.0012']),
  ])();
  const WORD_TEXT = () => r.pick(['abc', 'Hello', 'x', 'a1b2', 'zz9', 'foo-bar', 'A_B', 'ab]cd', '^x', 'q,r', 'tab', '...', 'UPPER', 'low']);
  const SEPS = ['', ' ', '  ', '\t', '\n', ',', ' , ', ';', ':', '-', 'x'];
  const SETS = ['[a-z]', '[^,]', '[0-9]', '[^ ]', '[]a-z]', '[^]x]', '[A-Z0-9]', '[-a-c]', '[a-c-]', '[^\n]', '[abc]', '[^0-9]', '[ a-z]', '[z-a]', '[^a-z0-9]', '[.0-9]'];
  const lines = [];
  for (let k = 0; k < count; k++) {
    const nconv = r.int(1, 4);
    let fmt = r.pick(['', '', '', ' ']);
    let input = r.pick(['', '', '', ' ', '  ', '\t', '\n']);
    const pool = { int: ['i1', 'i2', 'i3'], long: ['l1', 'l2'], flt: ['f1', 'f2'], dbl: ['g1', 'g2'], str: ['s1', 's2'] };
    const used = { int: 0, long: 0, flt: 0, dbl: 0, str: 0 };
    const targets = [];
    for (let c = 0; c < nconv; c++) {
      if (c > 0) {
        const sep = r.pick(SEPS);
        // the format's separator, and the input's: the same mostly, another now and then
        fmt += r.chance(0.2) ? r.pick(SEPS).replace('\n', ' ') : sep.replace('\n', ' ');
        input += r.chance(0.85) ? sep : r.pick(SEPS);
      }
      const star = r.chance(0.15) ? '*' : '';
      const width = r.chance(0.3) ? String(r.int(1, 7)) : '';
      const kind = r.pick(['int', 'int', 'int', 'long', 'flt', 'dbl', 'str', 'str', 'chr', 'set', 'set']);
      let conv, tkind;
      switch (kind) {
        case 'int': conv = r.pick(['d', 'i', 'u', 'o', 'x', 'X', 'hd', 'hu', 'hx', 'ho', 'hi']); tkind = 'int'; input += r.chance(0.9) ? INT_TEXT() : WORD_TEXT(); break;
        case 'long': conv = r.pick(['ld', 'li', 'lu', 'lo', 'lx', 'lX', 'D', 'O', 'U', 'I']); tkind = 'long'; input += r.chance(0.9) ? INT_TEXT() : WORD_TEXT(); break;
        case 'flt': conv = r.pick(['f', 'e', 'g', 'E', 'G']); tkind = 'flt'; input += r.chance(0.85) ? FLT_TEXT() : r.pick([INT_TEXT, WORD_TEXT])(); break;
        case 'dbl': conv = r.pick(['lf', 'le', 'lg', 'lE', 'lG']); tkind = 'dbl'; input += r.chance(0.85) ? FLT_TEXT() : r.pick([INT_TEXT, WORD_TEXT])(); break;
        case 'str': conv = 's'; tkind = 'str'; input += r.chance(0.8) ? WORD_TEXT() : r.pick([INT_TEXT, FLT_TEXT])(); break;
        case 'chr': conv = 'c'; tkind = 'str'; input += r.pick([WORD_TEXT, INT_TEXT])(); break;
        default: conv = r.pick(SETS); tkind = 'str'; input += r.pick([WORD_TEXT, INT_TEXT, FLT_TEXT])();
      }
      if (star) { fmt += `%*${width}${conv}`; continue; }
      if (used[tkind] >= pool[tkind].length) { fmt += `%*${width}${conv}`; continue; }
      fmt += `%${width}${conv}`;
      targets.push([tkind, pool[tkind][used[tkind]++]]);
    }
    if (r.chance(0.25)) input += r.pick([' rest', '\t9', ',', 'z']);
    // %n at the end: the characters read when every conversion matched (-7 when one did not)
    fmt += r.chance(0.85) ? '%n' : ' %n';
    const nv = used.int < 3 ? pool.int[used.int] : null;
    if (nv === null) fmt = fmt.replace(/ ?%n$/, '');
    const ptrs = targets.map(([t, v]) => (t === 'str' ? v : `&${v}`)).concat(nv ? [`&${nv}`] : []);
    const shows = targets.map(([t]) => ({ int: '%d', long: '%ld', flt: '%.7g', dbl: '%.15g', str: '[%s]' })[t]).concat(nv ? ['%d'] : []);
    const vals = targets.map(([t, v]) => (t === 'flt' ? `(double)${v}` : t === 'str' ? `V(${v}, ${v === 's1' ? 0 : 1})` : v)).concat(nv ? [nv] : []);
    const show = `fprintf(o, "%d${shows.map((s) => ` ${s}`).join('')}${file ? ' %ld %d' : ''}\\n", n${vals.map((v) => `, ${v}`).join('')}${file ? ', lt, ct' : ''});`;
    if (!file) lines.push(`R(); n = sscanf(${lit(input)}, ${lit(fmt)}${ptrs.map((p) => `, ${p}`).join('')}); ${show}`);
    else {
      if (r.chance(0.3)) input = input.replace(/\n/g, '\r\n');
      lines.push(`R(); F(${lit(input)}, ${input.length}, "${r.pick(['rb', 'rt', 'r'])}"); n = fscanf(f, ${lit(fmt)}${ptrs.map((p) => `, ${p}`).join('')}); lt = ftell(f); ct = getc(f); fclose(f); ${show}`);
    }
  }
  // (the targets' reset a function: TCC's 64 KB of code holds fewer cases otherwise)
  // (and a string shown as its first 12 characters, a control character as ~: one line a case)
  return [name, lines, `${file ? `FILE *f;
long lt;
int ct;
void F(char *text, int len, char *mode)
{
  f = fopen("SCF.DAT", "wb"); fwrite(text, 1, len, f); fclose(f);
  f = fopen("SCF.DAT", mode);
}
` : ''}void R(void)
{
  memset(s1, 64, 39); s1[39] = 0; memset(s2, 64, 39); s2[39] = 0; i1 = i2 = i3 = -7; l1 = l2 = -7L; f1 = f2 = -7; g1 = g2 = -7;
}
char vb[2][13];
char *V(char *s, int k)
{
  int i;
  for (i = 0; i < 12 && s[i]; i++) vb[k][i] = s[i] < 32 && s[i] >= 0 ? '~' : s[i];
  vb[k][i] = 0;
  return vb[k];
}
`];
}

/** fscanf on a file of random items: three calls with different formats, each one's count and target, ftell after each, then the character a failed conversion left. */
function fileScanProgram2(r) {
  const ITEMS = ['12', '-3', '+7', '4.5', '1e3', 'abc', 'x1', '0x1f', '077', '99999', ',', '-', '.', '1.5e', 'q', '65536', '-0'];
  const SEPS = [' ', '\\t', '\\r\\n', '\\n', ',', '', '  \\n  '];
  const FMTS = [['%d', 'i', '&i1'], ['%ld', 'l', '&l1'], ['%f', 'f', '&f1'], ['%lf', 'g', '&g1'], ['%s', 's', 's1'], ['%3s', 's', 's1'], ['%c', 'c', 's1'], ['%2c', 's', 's1'],
    ['%[^\\n]', 's', 's1'], ['%[0-9]', 's', 's1'], ['%[a-z]', 's', 's1'], ['%x', 'i', '&i1'], ['%i', 'i', '&i1'], ['%o', 'i', '&i1'], [' %c', 'c', 's1'], ['%d,', 'i', '&i1'],
    ['%*s', null, null], ['%*d', null, null], ['%2d', 'i', '&i1'], ['%*[^\\n]', null, null], ['%u', 'i', '&i1'], ['%e', 'f', '&f1'], ['\\n%d', 'i', '&i1'], ['x%d', 'i', '&i1']];
  const SHOW = { i: ['%d', 'i1'], l: ['%ld', 'l1'], f: ['%g', '(double)f1'], g: ['%g', 'g1'], s: ['[%s]', 's1'], c: ['%d', 's1[0]'] };
  const lines = [];
  for (let k = 0; k < 130; k++) {
    let text = '';
    const nt = r.int(0, 6);
    for (let t = 0; t < nt; t++) text += r.pick(ITEMS) + r.pick(SEPS);
    const mode = r.pick(['r', 'rb', 'rt']);
    let body = `W("${text}", sizeof("${text}") - 1, "${mode}");`;
    for (let c = 0; c < 3; c++) {
      const [fmt, t, at] = r.pick(FMTS);
      body += t ? ` R(); n = fscanf(f, "${fmt}", ${at}); fprintf(o, "%d:${SHOW[t][0]}:%ld ", n, ${SHOW[t][1]}, ftell(f));` : ` n = fscanf(f, "${fmt}"); fprintf(o, "%d:%ld ", n, ftell(f));`;
    }
    body += ' n = getc(f); fprintf(o, "<%d> %d\\n", n, feof(f) != 0); fclose(f);';
    lines.push(body);
  }
  lines.push('unlink("FS2.DAT"); fprintf(o, "end\\n");');
  return ['FS2', lines, `FILE *f;
void W(char *text, int len, char *mode)
{
  f = fopen("FS2.DAT", "wb");
  fwrite(text, 1, len, f);
  fclose(f);
  f = fopen("FS2.DAT", mode);
}
void R(void)
{
  i1 = -7; l1 = -7L; f1 = -7; g1 = -7; memset(s1, 0, 40);
}
`];
}

/** strtod and atof on texts of every shape: blanks, signs, digits with the point anywhere, exponents and what follows them; the double's bits, the characters read, errno. */
function strtodGrammar(r) {
  const lines = [];
  const digits = (n) => { let s = ''; for (let i = 0; i < n; i++) s += String(r.int(0, 9)); return s; };
  for (let k = 0; k < 400; k++) {
    let t = r.pick(['', '', '', ' ', '  ', '\t', '\n', '\v\f ', '\r']);
    t += r.pick(['', '', '', '+', '-', '-', '+-', '--', '- ', '+ ']);
    const shape = r.int(0, 9);
    if (shape === 0) t += r.pick(['inf', 'INF', 'nan', 'NaN', 'infinity', '0x1p3', '0x10', 'e5', '.e5', '', 'abc', '.', '..5', '1..5', 'E']);
    else if (shape === 1) t += `${r.pick(['0', '00', '0000000000'])}${r.chance(0.5) ? '.' : ''}${'0'.repeat(r.int(0, 30))}${digits(r.int(1, 6))}`;
    else if (shape === 2) t += `${'9'.repeat(r.int(1, 25))}${r.chance(0.5) ? `.${'9'.repeat(r.int(0, 20))}` : ''}`;
    else {
      const ip = r.chance(0.2) ? '' : digits(r.int(1, r.pick([3, 9, 20, 30])));
      const fp = r.chance(0.4) ? '' : digits(r.int(0, r.pick([3, 9, 20])));
      t += ip + (fp !== '' || r.chance(0.3) ? '.' : '') + fp;
    }
    if (r.chance(0.45)) {
      t += r.pick(['e', 'E']) + r.pick(['', '', '+', '-', '+-', ' ']);
      t += r.pick([() => '', () => String(r.int(0, 9)), () => String(r.int(0, 330)), () => String(r.int(290, 330)), () => String(r.int(300, 99999)), () => `000${r.int(0, 99)}`])();
    }
    if (r.chance(0.3)) t += r.pick(['x', ' 5', '.', 'e', 'd', 'f', 'L', '5', ',1', 'e+', '\t']);
    const s = lit(t);
    if (r.chance(0.2)) lines.push(`errno = 0; g1 = atof(${s}); H(g1); fprintf(o, " %d\\n", errno);`);
    else lines.push(`errno = 0; strcpy(b, ${s}); e = b + 150; g1 = strtod(b, &e); H(g1); fprintf(o, " %d %d\\n", e - b, errno);`);
  }
  return ['ST3', lines];
}

/** strtol, strtoul, atoi, atol: texts from a grammar of blanks, signs, prefixes, digits in and out of the base, lengths past 32 bits; every base 0..36. */
function strtolGrammar(r) {
  const lines = [];
  const DIG = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let k = 0; k < 360; k++) {
    const base = r.pick([0, 0, 0, 10, 10, 16, 16, 8, 2, 36, r.int(2, 36), r.int(2, 36), 1, 37, -5]);
    let t = r.pick(['', '', ' ', '\t', '\n\t ', '\v', '\r\f']);
    t += r.pick(['', '', '', '-', '+', '-', '--', '+-', '- ']);
    if (r.chance(0.25)) t += r.pick(['0x', '0X', '0', '00', '0x0', 'x', '0b']);
    const n = r.pick([0, 1, 2, 4, 8, 10, 11, 12, 16, 20, 33]);
    const alpha = base >= 2 && base <= 36 && r.chance(0.8) ? base : 16;
    for (let i = 0; i < n; i++) t += DIG[r.chance(0.1) ? r.int(0, 61) : r.int(0, alpha - 1)];
    if (r.chance(0.2)) t += r.pick(['x', ' 9', '.5', 'L', 'g', '!']);
    const s = lit(t);
    switch (r.pick(['strtol', 'strtol', 'strtoul', 'strtoul', 'atoi', 'atol'])) {
      case 'strtol': lines.push(`errno = 0; strcpy(b, ${s}); e = b + 150; l1 = strtol(b, &e, ${base}); fprintf(o, "%ld %d %d\\n", l1, e - b, errno);`); break;
      case 'strtoul': lines.push(`errno = 0; strcpy(b, ${s}); e = b + 150; l1 = strtoul(b, &e, ${base}); fprintf(o, "%lu %d %d\\n", l1, e - b, errno);`); break;
      case 'atoi': lines.push(`errno = 0; n = atoi(${s}); fprintf(o, "%d %d\\n", n, errno);`); break;
      default: lines.push(`errno = 0; l1 = atol(${s}); fprintf(o, "%ld %d\\n", l1, errno);`);
    }
  }
  return ['SX3', lines];
}

/** Doubles where printf's output turns: decimal ties (exact and not), the %g switch between %e and %f, powers of ten and their neighbours, -0, the ends of the range. */
function edgeDouble(r) {
  const kind = r.int(0, 9);
  const sign = r.chance(0.25) ? -1 : 1;
  let v;
  if (kind === 0) v = (2 * r.int(0, 999) + 1) / 2 ** r.int(1, 12); // exact binary ties
  else if (kind === 1) v = Number(`${r.int(0, 99999)}5e-${r.int(1, 8)}`); // decimal ties, mostly not exact
  else if (kind === 2) v = Number(`${'9'.repeat(r.int(1, 8))}5e${r.int(-12, 8)}`); // 9…95: rounds up a digit
  else if (kind === 3) v = 10 ** r.int(-8, 17) * r.pick([1, 1 - 2 ** -52, 1 + 2 ** -52, 0.99999995, 0.9999995, 1.0000005]);
  else if (kind === 4) v = r.pick([0, -0, 5e-324, 1e-320, 2.2250738585072014e-308, 1e-310, 1.7976931348623157e308, 1e308, 1e300, 1e-300, 1e-99, 1e99, 1e100, 9.9999e99]);
  else if (kind === 5) v = r.int(0, 100000) / r.pick([3, 7, 9, 11, 1000, 1024]);
  else if (kind === 6) v = 0.0001 * r.pick([0.95, 0.995, 0.9999995, 1, 0.99999999]); // %g's lower switch
  else if (kind === 7) v = r.int(1, 9) * 10 ** r.int(-30, 30);
  else if (kind === 8) v = Math.floor(r.next() * 2 ** r.int(1, 63));
  else v = Number(`${(r.next() * 9 + 1).toPrecision(r.int(1, 17))}e${r.int(-20, 20)}`);
  return sign * v;
}

/** printf's float conversions at their edges: flags, widths and precisions (some by `*`), several conversions a line; the text and its count. */
function printfFloatEdges(r, dbl, name) {
  const lines = [];
  for (let k = 0; k < 340; k++) {
    let fmt = '';
    const args = [];
    const nconv = r.int(1, 3);
    for (let c = 0; c < nconv; c++) {
      let fl = '';
      for (const ch of '-+ #0') if (r.chance(0.2)) fl += ch;
      let width = '';
      if (r.chance(0.4)) {
        if (r.chance(0.25)) { width = '*'; args.push(String(r.int(-30, 30))); } else width = String(r.int(1, 30));
      }
      const conv = r.pick(['e', 'E', 'f', 'g', 'G', 'g', 'e', 'f']);
      const v = edgeDouble(r);
      let prec = '';
      // (%f of a value past 1e30: short precisions, the digits are many already)
      if (conv === 'f' && Math.abs(v) > 1e30) prec = r.pick(['', '.0', '.1', '.3']);
      else if (r.chance(0.75)) {
        if (r.chance(0.2)) { prec = '.*'; args.push(String(r.pick([-1, 0, 0, 1, 2, 5, 17, r.int(0, 40)]))); } else prec = r.chance(0.1) ? '.' : `.${r.pick([0, 0, 1, 1, 2, 3, 5, 6, 7, 15, 16, 17, 18, 20, r.int(0, 50)])}`;
      }
      fmt += `|%${fl}${width}${prec}${conv}`;
      args.push(dbl(v));
    }
    lines.push(`n = fprintf(o, "${fmt}|"${args.map((a) => `, ${a}`).join('')}); fprintf(o, " %d\\n", n);`);
  }
  return [name, lines];
}

/** printf's integer conversions with every flag, width and precision (some by `*`), h and l, four conversions a line on values at the edges. */
function printfIntEdges(r) {
  const INTV = [0, 1, -1, 7, 8, 9, 10, 15, 16, 255, 256, 4095, 32767, -32768, -32767, 65535, 12345, -12345, 100, 0x7f, 0x80];
  const LONGV = ['0L', '1L', '-1L', '65535L', '65536L', '2147483647L', '(-2147483647L-1)', '123456789L', '-98765L', '0x80000000L', '16L', '8L'];
  const lines = [];
  for (let k = 0; k < 300; k++) {
    let fmt = '';
    const args = [];
    for (let c = 0; c < 4; c++) {
      let fl = '';
      for (const ch of '-+ #0') if (r.chance(0.25)) fl += ch;
      let width = '';
      if (r.chance(0.5)) {
        if (r.chance(0.3)) { width = '*'; args.push(String(r.int(-12, 12))); } else width = String(r.int(0, 14)).replace(/^0$/, '');
      }
      let prec = '';
      if (r.chance(0.4)) {
        if (r.chance(0.3)) { prec = '.*'; args.push(String(r.int(-3, 12))); } else prec = r.chance(0.15) ? '.' : `.${r.int(0, 12)}`;
      }
      const size = r.pick(['', '', '', 'l', 'h']);
      const conv = r.pick(['d', 'i', 'u', 'o', 'x', 'X', 'd', 'x', 'o']);
      fmt += `[%${fl}${width}${prec}${size}${conv}]`;
      args.push(size === 'l' ? r.pick(LONGV) : String(r.pick(INTV)));
    }
    lines.push(`n = fprintf(o, "${fmt}"${args.map((a) => `, ${a}`).join('')}); fprintf(o, " %d\\n", n);`);
  }
  return ['PI1', lines];
}

/** ecvt, fcvt and gcvt at the rounding edges: digits counts from 0 past 17 (fcvt's after the point), ties and runs of 9s. */
function cvtEdges(r, dbl) {
  const lines = [];
  for (let k = 0; k < 420; k++) {
    const x = edgeDouble(r);
    const v = dbl(x);
    let which = r.pick(['ecvt', 'ecvt', 'fcvt', 'fcvt', 'gcvt', 'gcvt']);
    // fcvt's digits are the integer part's and nd more: values under 1e15 only
    if (which === 'fcvt' && !(Math.abs(x) < 1e15)) which = 'ecvt';
    if (which === 'gcvt') {
      const nd = r.pick([1, 1, 2, 3, 5, 6, 7, 10, 15, 16, 17, r.int(1, 18)]);
      lines.push(`e = gcvt(${v}, ${nd}, b); fprintf(o, "%s %d\\n", b, e == b);`);
    } else if (which === 'ecvt') {
      const nd = r.pick([0, 1, 2, 3, 5, 8, 15, 16, 17, r.int(0, 20)]);
      lines.push(`e = ecvt(${v}, ${nd}, &i1, &i2); fprintf(o, "%s %d %d\\n", e, i1, i2 != 0);`);
    } else {
      const nd = r.pick([0, 0, 1, 2, 3, 4, 6, 8, 10, r.int(0, 15)]);
      lines.push(`e = fcvt(${v}, ${nd}, &i1, &i2); fprintf(o, "%s %d %d\\n", e, i1, i2 != 0);`);
    }
  }
  return ['CV2', lines];
}

/** math.h's error cases with the library's matherr (its message on stderr, into the file): arguments at and past each function's domain, over- and underflow. */
function mathErrors(r, dbl) {
  const lines = ['fclose(o); o = freopen("MX3.OUT", "wb", stderr); fprintf(o, "start\\n");'];
  const show = 'Y();';
  const big = () => r.pick([1, -1]) * r.pick([1e300, 1e308, 1e20, 1e19, 1e18, 1e16, 2 ** 63, 5e15, 1e10, 710, 709.7, 745, 746, -745.2, 1e-300, 5e-324]);
  const ONE = {
    sqrt: () => r.pick([-1, -1e-300, -0, -5e-324, -4, -1e300]) * (r.chance(0.8) ? 1 : -1),
    log: () => r.pick([0, -0, -1, -1e-300, 5e-324, -5e-324, 1e-320, -1e300, 1]), log10: () => r.pick([0, -0, -1, -1e-300, 5e-324, -10, 1e-320, 10]),
    exp: () => r.pick([709.78, 709.79, 710, 1000, -708.39, -708.4, -745.1, -745.2, -746, -1000, 1e300, -1e300]),
    asin: () => r.pick([1, -1, 1.0000000000000002, -1.0000000000000002, 2, -2, 1e300]), acos: () => r.pick([1, -1, 1.0000000000000002, -1.5, 10, -1e300]),
    sin: big, cos: big, tan: () => r.pick([big(), Math.PI / 2, -Math.PI / 2, 3 * Math.PI / 2]),
    sinh: () => r.pick([710.4, 710.5, 711, -711, 1000, -1e300]), cosh: () => r.pick([710.4, 710.5, 711, -711, 1000, -1e300]), tanh: big, atan: big,
    fabs: big, floor: big, ceil: big,
  };
  const TWO = {
    pow: () => [r.pick([0, -0, -1, -2, -0.5, 2, 10, 1e10, 1e-10, 1, 0.5, -8]), r.pick([0, -1, -2, 0.5, -0.5, 1.5, 3, 1024, 1025, -1075, 400, -400, 1e10, 1e300, 2 ** 53, 127, 128, -127, -128])],
    atan2: () => [r.pick([0, -0, 1, -1, 1e300, 5e-324]), r.pick([0, -0, 1, -1, 1e-300, 1e300])],
    fmod: () => [r.pick([0, 1, -3, 1e300, 5e-324, 7.5]), r.pick([0, -0, 1e-300, 1e300, 2, -2.5])],
    hypot: () => [r.pick([1e300, 1e308, -1e308, 1e154, 0, 3, 5e-324]), r.pick([1e300, 1e308, 1e154, 0, 4, 5e-324])],
    ldexp: () => [r.pick([1, -1, 0.5, 1.5, 5e-324, 1e300, 0]), r.pick([1023, 1024, 1025, -1022, -1074, -1075, -1100, 2000, -2000, 32767, -32768])],
  };
  for (let k = 0; k < 320; k++) {
    if (r.chance(0.55)) {
      const f = r.pick(Object.keys(ONE));
      lines.push(`errno = 0; g1 = ${f}(${dbl(ONE[f]())}); ${show}`);
    } else {
      const f = r.pick(Object.keys(TWO));
      const [x, y] = TWO[f]();
      lines.push(`errno = 0; g1 = ${f}(${dbl(x)}, ${f === 'ldexp' ? y : dbl(y)}); ${show}`);
    }
  }
  // poly: coefficient lists of each degree on edge arguments
  for (let k = 0; k < 60; k++) {
    const deg = r.int(0, 7);
    const cs = Array.from({ length: deg + 1 }, () => r.pick([0, 1, -1, 0.5, 2, 1e10, -3.25, 1e-10, r.int(-9, 9)]));
    const x = r.pick([0, 1, -1, 2, 0.5, -0.5, 10, 1e10, 1e100, 3.25]);
    lines.push(`${cs.map((v, i) => `pc[${i}] = ${dbl(v)};`).join(' ')} errno = 0; g1 = poly(${dbl(x)}, ${deg}, pc); ${show}`);
  }
  return ['MX3', lines, 'double pc[8];\nvoid Y(void)\n{\n  i3 = errno;\n  fprintf(o, "| ");\n  H(g1);\n  fprintf(o, " %d\\n", i3);\n}\n'];
}

/** string.h and mem.h with state: strtok's position across calls and delimiter changes, strncpy's padding, overlapping moves, strrev/strupr/strlwr/strset/strnset, the case-blind compares on high characters. */
function stringState(r) {
  const WORDS = ['', 'a', 'ab', 'abc', 'Hello', 'hello', 'HELLO', 'x y', 'a,b', ',,', ' lead', 'trail ', 'MiXeD', 'z\xe9\xc9', '\x80\xff', '123', 'aBc', 'AbC', '[`{@', 'a\tb'];
  const DELIMS = [' ', ',', ', ', ',;', '', 'a', 'ab', '\t ', 'xyz', ' ,;.'];
  const SHOW = 'S();';
  const lines = [];
  for (let k = 0; k < 380; k++) {
    const t1 = r.pick(WORDS), t2 = r.pick(WORDS);
    const w1 = lit(t1), w2 = lit(t2);
    switch (r.int(0, 9)) {
      case 0: case 1: {
        // strtok: a text of words and delimiters, the calls' delimiters changing
        let t = '';
        const nw = r.int(0, 6);
        for (let i = 0; i < nw; i++) t += r.pick(['', ' ', ',', ';', ', ', '  ']) + r.pick(['ab', 'c', 'xyz', 'a', 'b c', '.']);
        let body = `strcpy(b, ${lit(t)}); e = strtok(b, ${lit(r.pick(DELIMS))}); fprintf(o, "%d", e ? e - b : -1);`;
        for (let c = 0; c < r.int(1, 6); c++) body += ` e = strtok(NULL, ${lit(r.pick(DELIMS))}); fprintf(o, " %d", e ? e - b : -1);`;
        lines.push(`${body} ${SHOW}`);
        break;
      }
      case 2: lines.push(`memset(b, 35, 30); b[30] = 0; e = strncpy(b + ${r.int(0, 3)}, ${w1}, ${r.int(0, 12)}); fprintf(o, "%d ", e - b); ${SHOW}`); break;
      case 3: {
        const d = r.int(0, 10), s = r.int(0, 10), n = r.int(0, 12);
        lines.push(`strcpy(b, "0123456789ABCDEFGHIJ"); e = ${r.pick([`memmove(b + ${d}, b + ${s}, ${n})`, `memcpy(b + ${d}, b + ${s}, ${n})`, `strncpy(b + ${d}, b + ${s}, ${n})`, `strcpy(b + ${d}, b + ${s})`])}; fprintf(o, "%d ", e - b); ${SHOW}`);
        break;
      }
      case 4: lines.push(`strcpy(b, ${w1}); e = ${r.pick(['strrev', 'strupr', 'strlwr'])}(b); fprintf(o, "%d ", e - b); ${SHOW}`); break;
      case 5: lines.push(`strcpy(b, ${w1}); e = ${r.pick([`strset(b, ${r.pick([65, 0, 255, 32])})`, `strnset(b, ${r.pick([65, 0, 255])}, ${r.int(0, 8)})`])}; fprintf(o, "%d ", e - b); ${SHOW}`); break;
      case 6: {
        const n = r.int(0, 8);
        lines.push(`fprintf(o, "%d %d %d %d %d %d\\n", strnicmp(${w1}, ${w2}, ${n}), strncmpi(${w1}, ${w2}, ${n}), stricmp(${w1}, ${w2}), strcmpi(${w1}, ${w2}), memicmp(${w1}, ${w2}, ${Math.min(n, t1.length + 1, t2.length + 1)}), strncmp(${w1}, ${w2}, ${n}));`);
        break;
      }
      case 7: lines.push(`strcpy(b, ${w1}); e = strncat(b, ${w2}, ${r.int(0, 6)}); fprintf(o, "%d ", e - b); ${SHOW}`); break;
      case 8: {
        const c = r.pick([0, 97, 98, 32, 44, 255, 233, 65, -23]);
        lines.push(`e = strchr(${w1}, ${c}); i1 = e ? (int)strlen(e) : -1; e = strrchr(${w1}, ${c}); i2 = e ? (int)strlen(e) : -1; fprintf(o, "%d %d %d %d %d\\n", i1, i2, (int)strspn(${w1}, ${w2}), (int)strcspn(${w1}, ${w2}), strpbrk(${w1}, ${w2}) ? (int)strlen(strpbrk(${w1}, ${w2})) : -1);`);
        break;
      }
      default: {
        const d = r.int(0, 8), s = r.int(0, 8), n = r.int(0, 10);
        lines.push(`strcpy(b, "0123456789ABCDEFGHIJ"); ${r.pick([`movmem(b + ${s}, b + ${d}, ${n});`, `e = memccpy(b + ${d}, b + ${s}, '${r.pick(['5', 'A', 'z', '0'])}', ${n}); fprintf(o, "%d ", e ? e - b : -1);`, `setmem(b + ${d}, ${n}, 'q');`, `swab(b + ${s}, b + ${d}, ${n});`])} ${SHOW}`);
      }
    }
  }
  return ['SR3', lines, '#include <mem.h>\nvoid S(void)\n{\n  for (i1 = 0; i1 < 24; i1++) fputc(b[i1] ? b[i1] : \'.\', o);\n  fputc(\'\\n\', o);\n}\n'];
}

/** qsort on arrays with equal keys, elements of 1 to 12 bytes: the order equal keys end in (TC's algorithm's, not a stable one); bsearch among equal keys; rand after srand, random(n). */
function sortProgram(r) {
  const lines = [];
  for (let k = 0; k < 240; k++) {
    const n = r.pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 16, 20, 25, 31, 40, r.int(0, 40)]);
    const w = r.pick([1, 2, 2, 3, 4, 4, 6, 8, 12]);
    const nkeys = r.pick([1, 2, 3, 4, 10, 40]);
    let keys = '';
    for (let i = 0; i < n; i++) keys += String.fromCharCode(65 + r.int(0, nkeys - 1));
    if (r.chance(0.15)) keys = [...keys].sort().join('');
    if (r.chance(0.1)) keys = [...keys].sort().reverse().join('');
    lines.push(`QS("${keys}", ${w}, ${r.pick([0, 0, 1])});`);
  }
  // longer arrays: TC's partitioning over more levels (two bytes an element: key, index)
  for (let k = 0; k < 24; k++) {
    const n = r.int(41, 240);
    let keys = '';
    for (let i = 0; i < n; i++) keys += String.fromCharCode(65 + r.int(0, r.pick([1, 2, 5, 25])));
    if (r.chance(0.2)) keys = [...keys].sort().join('');
    lines.push(`QS("${keys}", 2, ${r.pick([0, 1])});`);
  }
  for (let k = 0; k < 100; k++) {
    const n = r.int(0, 24), w = r.pick([1, 2, 4, 6]);
    let keys = '';
    for (let i = 0; i < n; i++) keys += String.fromCharCode(65 + r.int(0, r.pick([2, 4, 8])));
    keys = [...keys].sort().join('');
    lines.push(`BS("${keys}", ${w}, ${65 + r.int(0, 9)});`);
  }
  for (let k = 0; k < 30; k++) {
    const seed = r.pick([r.int(0, 65535), r.int(0, 100)]);
    const m = r.pick([1, 2, 3, 5, 10, 16, 100, 255, 1000, 10000, 32767, 32768, 40000, 65535, 0]);
    lines.push(`srand(${seed}U); for (i1 = 0; i1 < 8; i1++) fprintf(o, "%d ", ${m ? `random(${m})` : 'rand()'}); fprintf(o, "\\n");`);
  }
  lines.push('srand(1); n = rand(); randomize(); i1 = rand(); fprintf(o, "%d %d\\n", n, i1 >= 0 && i1 <= 32767);');
  return ['QS2', lines, `char qb[500];
int cmp1(const void *a, const void *b)
{
  return *(char *)a - *(char *)b;
}
int cmp3(const void *a, const void *b)
{
  return *(char *)a < *(char *)b ? -1 : *(char *)a > *(char *)b;
}
/* keys in each element's first byte, its index in the second: the order qsort leaves the equal keys in */
void QS(char *keys, int w, int three)
{
  int k, m = strlen(keys);
  memset(qb, 0, sizeof qb);
  for (k = 0; k < m; k++) { qb[k * w] = keys[k]; if (w > 1) qb[k * w + 1] = '0' + k; }
  qsort(qb, m, w, three ? cmp3 : cmp1);
  for (k = 0; k < m; k++) { fputc(qb[k * w], o); if (w > 1) fputc(qb[k * w + 1], o); }
  fputc('\\n', o);
}
void BS(char *keys, int w, char key)
{
  int k, m = strlen(keys);
  char *p;
  memset(qb, 0, sizeof qb);
  for (k = 0; k < m; k++) qb[k * w] = keys[k];
  p = bsearch(&key, qb, m, w, cmp1);
  fprintf(o, "%d\\n", p ? (p - qb) / w : -1);
}
`];
}

/** itoa, ltoa, ultoa in every base 2..36 on values at the edges; div, ldiv, abs, labs. */
function radixProgram(r) {
  const lines = [];
  const IV = () => r.pick([0, 1, -1, 7, -7, 35, 36, -36, 255, 32767, -32768, -32767, 1000, r.int(-32768, 32767)]);
  const LV = () => r.pick(['0L', '1L', '-1L', '2147483647L', '(-2147483647L-1)', '65535L', '-65536L', '36L', '1295L', '-1296L', `${r.int(-2147483647, 2147483647)}L`]);
  for (let k = 0; k < 330; k++) {
    const radix = r.chance(0.85) ? r.int(2, 36) : r.pick([2, 8, 10, 16]);
    switch (r.pick(['itoa', 'ltoa', 'ultoa'])) {
      case 'itoa': lines.push(`memset(b, 64, 40); e = itoa(${IV()}, b, ${radix}); fprintf(o, "%s %d %d\\n", b, e == b, b[strlen(b) + 1]);`); break;
      case 'ltoa': lines.push(`memset(b, 64, 40); e = ltoa(${LV()}, b, ${radix}); fprintf(o, "%s %d\\n", b, e == b);`); break;
      default: lines.push(`memset(b, 64, 40); e = ultoa(${LV()}, b, ${radix}); fprintf(o, "%s %d\\n", b, e == b);`);
    }
  }
  for (let k = 0; k < 50; k++) {
    const a = r.pick([0, 1, -1, 32767, -32767, -32768, r.int(-32767, 32767)]);
    let d = r.pick([1, -1, 2, -2, 3, -3, 7, 32767, -32768, r.int(-500, 500)]);
    if (d === 0) d = 5;
    if (a === -32768 && d === -1) d = 3;
    lines.push(`dv = div(${a}, ${d}); fprintf(o, "%d %d %d\\n", dv.quot, dv.rem, abs(${a}));`);
  }
  for (let k = 0; k < 40; k++) {
    const a = r.pick(['0L', '1L', '-1L', '2147483647L', '-2147483647L', '(-2147483647L-1)', `${r.int(-2147483647, 2147483647)}L`]);
    let d = r.pick(['1L', '-1L', '2L', '-3L', '65536L', '-65536L', '2147483647L', `${r.int(-100000, 100000) || 7}L`]);
    if (a === '(-2147483647L-1)' && d === '-1L') d = '3L';
    lines.push(`lv = ldiv(${a}, ${d}); fprintf(o, "%ld %ld %ld\\n", lv.quot, lv.rem, labs(${a}));`);
  }
  return ['IT1', lines, 'div_t dv;\nldiv_t lv;\n'];
}

/** time.h on random times: gmtime, localtime (TC's default zone, EST5EDT) and ctime's text, asctime of random fields, difftime. */
function timeRandom(r) {
  const lines = [];
  const TM = 'tp->tm_sec, tp->tm_min, tp->tm_hour, tp->tm_mday, tp->tm_mon, tp->tm_year, tp->tm_wday, tp->tm_yday, tp->tm_isdst';
  for (let k = 0; k < 200; k++) {
    const t = r.chance(0.7) ? r.int(0, 2147483647) : r.pick([r.int(0, 86400 * 3), 946684800 + r.int(-86400, 86400), 68256000 + r.int(-3600, 3600), 2147483647 - r.int(0, 86400 * 400)]);
    switch (r.pick(['gm', 'local', 'ctime', 'asc'])) {
      case 'gm': lines.push(`t1 = ${t}L; tp = gmtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM});`); break;
      case 'local': lines.push(`t1 = ${t}L; tp = localtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM});`); break;
      case 'ctime': lines.push(`t1 = ${t}L; fprintf(o, "%s", ctime(&t1));`); break;
      default: lines.push(`t1 = ${t}L; fprintf(o, "%s", asctime(localtime(&t1)));`);
    }
  }
  for (let k = 0; k < 40; k++) {
    const f = [r.int(0, 59), r.int(0, 59), r.int(0, 23), r.int(1, 31), r.int(0, 11), r.int(0, 199), r.int(0, 6), r.int(0, 365), r.int(0, 1)];
    lines.push(`tm1.tm_sec = ${f[0]}; tm1.tm_min = ${f[1]}; tm1.tm_hour = ${f[2]}; tm1.tm_mday = ${f[3]}; tm1.tm_mon = ${f[4]}; tm1.tm_year = ${f[5]}; tm1.tm_wday = ${f[6]}; tm1.tm_yday = ${f[7]}; tm1.tm_isdst = ${f[8]}; fprintf(o, "%s", asctime(&tm1));`);
  }
  for (let k = 0; k < 30; k++) lines.push(`fprintf(o, "%.2f %g\\n", difftime(${r.int(0, 2147483647)}L, ${r.int(0, 2147483647)}L), difftime(${r.int(-100, 100)}L, 0L));`);
  // the machine's boot: 1 January 1980, 00:00 local (EST5EDT), time() 315550800, and the hours and days after it
  for (const dt of [0, 1, 59, 3600, 18000, 86399, 86400, 86400 * 31, 86400 * 59, 86400 * 60, 86400 * 96 + 3600 * 7, 86400 * 366]) {
    lines.push(`t1 = ${315550800 + dt}L; tp = localtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d %s", ${TM}, ctime(&t1));`);
  }
  return ['TM3', lines, '#include <time.h>\ntime_t t1;\nstruct tm *tp, tm1;\n'];
}

/**
 * The edges the probes behind the wider programs found, each kept as a case: strtod's "+INF" and
 * "-NAN" and the sign's -0.0 (probe PB), negative `*` widths that wrap (PC), copies one byte up
 * (PF: memcpy and its kind copy words), fscanf's look-ahead when it was the file's last character
 * (PA: ftell's flush drops it), the '0' flag with a precision of 0, random() of a long.
 */
function probedEdges() {
  const lines = [];
  const TEXTS = ['+INF', '-INF', 'INF', '+INFINITY', '+INFx', '+NAN', '-NAN', 'NAN', '+inf', '+IN', '+I', '-I', '+INF5', ' +INF', '+Inf', '-IND', '+NANx', '-', '+', ' -', '-x', '- 5', '+.', '-.', '-e5', '-NA', '+INFe5'];
  for (const t of TEXTS) {
    lines.push(`errno = 0; strcpy(s1, ${lit(t)}); g1 = strtod(s1, &e); H(g1); fprintf(o, " %d %d ", e - s1, errno); g1 = -7; i1 = -1; n = sscanf(${lit(t)}, "%lf%n", &g1, &i1); H(g1); fprintf(o, " %d %d ", n, i1); f1 = -7; n = sscanf(${lit(t)}, "%f", &f1); H(f1); fprintf(o, " %d ", n); H(atof(${lit(t)})); fprintf(o, "\\n");`);
  }
  for (const w of ['-1', '-5', '-1000', '-30000', '-32766', '-32767', '(-32767 - 1)', '32767', '30000']) {
    for (const f of ['%*d', '%-*d', '%*s', '%.*d', '%0*d', '%*c']) {
      const arg = f.endsWith('s') ? '"ab"' : f.endsWith('c') ? "'q'" : '42';
      lines.push(`t = fopen("ED.DAT", "wb"); n = fprintf(t, "[${f}]", ${w}, ${arg}); l1 = ftell(t); fclose(t); t = fopen("ED.DAT", "rb"); i1 = getc(t); i2 = getc(t); i3 = getc(t); fclose(t); fprintf(o, "%d %ld %d %d %d\\n", n, l1, i1, i2, i3);`);
    }
  }
  const INIT = 'strcpy(b, "0123456789ABCDEF");';
  const SHOW = 'for (i1 = 0; i1 < 16; i1++) fputc(b[i1] ? b[i1] : \'.\', o); fputc(\'\\n\', o);';
  for (const op of ['memcpy(b + 1, b, 6)', 'memcpy(b + 1, b, 7)', 'memcpy(b + 2, b + 1, 6)', 'memcpy(b + 3, b, 9)', "memccpy(b + 1, b, 'z', 6)", "memccpy(b + 1, b, 'z', 7)",
    "memccpy(b + 1, b, '4', 9)", "memccpy(b + 1, b, '5', 9)", "memccpy(b + 3, b + 2, 'A', 4)", 'b[8] = 0; strcpy(b + 1, b)', 'b[7] = 0; strcpy(b + 1, b)', 'strncpy(b + 1, b, 6)',
    'strncpy(b + 1, b, 7)', 'b[7] = 0; stpcpy(b + 1, b)', 'b[6] = 0; stpcpy(b + 1, b)', 'b[4] = 0; strcat(b, b + 1)', 'b[5] = 0; strcat(b, b + 1)', 'b[6] = 0; strncat(b + 1, b, 5)',
    'swab(b, b + 1, 6)', 'swab(b + 1, b, 6)', 'movmem(b, b + 1, 7)', 'memmove(b + 1, b, 7)', 'b[3] = 0; strncat(b, b + 1, 9)']) {
    lines.push(`${INIT} ${op}; ${SHOW}`);
  }
  const FILES = [['ab\n', '%[^\n]%n'], ['ab\n', '%[^\n]'], ['ab\nc', '%[^\n]'], ['ab,', '%[^,]'], ['abx', '%[a-b]'], ['abx', '%2[a-b]'], ['ab x', '%s'], ['ab ', '%s'], ['a,', '%c'],
    [',', '%[^,]'], ['12\n', '%[0-9]'], ['12x', '%d'], ['12x', '%s'], ['1.5x', '%f'], ['0x1fg', '%x'], ['12 ', '%d'], ['12', '%d'], ['ab', '%s'],
    // (probe PI: a field that fills its width reads no further, but %s reads one more)
    ['123', '%2d%n'], ['abc', '%2s%n'], ['123', '%2x%n'], ['abc', '%2c%n'], ['12', '%2d%n'], ['ab', '%2s%n'], ['-12', '%2d%n'], ['0x1', '%2x%n'], ['0x1', '%2i%n'],
    ['123 ', '%3d%n'], ['abc ', '%3s%n'], ['ab', '%1[a-z]%n'], ['a\nb', '%c%n'], ['ab\n', '%s%n'], ['a\r\nb', '%c%n'], ['ab\r\n', '%s%n'], ['12\r\n', '%d%n']];
  for (const [text, fmt] of FILES) {
    for (const mode of ['rb', 'rt']) {
      lines.push(`T(${lit(text)}, ${text.length}, "${mode}", ${lit(fmt)});`);
    }
  }
  for (const f of ['%05.0d', '%-05.0d', '%+05.0d', '% 05.0i', '%05.0u', '%05.0x', '%#06.0x', '%#06.0o', '%05.1d', '%05.d', '%05.0ld', '%5.0d']) {
    lines.push(`fprintf(o, "[${f}][${f}][${f}][${f}]\\n", 0, 1, -1, 300${f.includes('l') ? '' : ''});`.replace(/, 0, 1, -1, 300/, f.includes('l') ? ', 0L, 1L, -1L, 300L' : ', 0, 1, -1, 300'));
  }
  for (const m of ['40000', '65535', '100000L', '32767', '-5']) lines.push(`srand(3); for (i1 = 0; i1 < 6; i1++) fprintf(o, "%ld ", (long)random(${m})); fprintf(o, "\\n");`);
  lines.push('unlink("ED.DAT"); fprintf(o, "end\\n");');
  return ['ED1', lines, `FILE *t;
void T(char *text, int len, char *mode, char *fmt)
{
  t = fopen("ED.DAT", "wb"); fwrite(text, 1, len, t); fclose(t);
  t = fopen("ED.DAT", mode);
  memset(s1, 0, 40); i1 = -7;
  n = fscanf(t, fmt, s1, &i1);
  fprintf(o, "%d [%s] %d %ld", n, s1, i1, ftell(t));
  i2 = getc(t); fprintf(o, " %d %ld", i2, ftell(t));
  i2 = getc(t); fprintf(o, " %d\\n", i2);
  fclose(t);
}
`];
}

/**
 * stdin's typed lines read by scanf, gets, fgets and getchar in turn: two lines typed ahead (DOS
 * reads the second when the first is used up), two reads, then what the first left in stdin's
 * buffer (its level and characters): the newline scanf leaves, the rest of a line after %s or a
 * failed %d. `keys`: tools/libcheck.mjs's TYPE_KEYS (the BIOS keyboard buffer holds 15 keys).
 */
function stdinReads(r, keys) {
  const LINES = ['12 34', '5', 'abc', ' 7x', '-3', '1.5', 'a b', 'ff', '12,3', 'x', '  9', '0x1f', '3.5e1', 'hi yo'];
  const OPS = [
    ['n = scanf("%d", &i1);', '%d %d', 'n, i1'], ['n = scanf("%s", s1);', '%d [%s]', 'n, s1'], ['n = scanf("%c", s1);', '%d %d', 'n, s1[0]'],
    ['n = scanf(" %c", s1);', '%d %d', 'n, s1[0]'], ['n = scanf("%d%c", &i1, s1);', '%d %d %d', 'n, i1, s1[0]'], ['n = scanf("%[^\\n]", s1);', '%d [%s]', 'n, s1'],
    ['e = gets(s1);', '%d [%s]', 'e == s1, s1'], ['n = getchar();', '%d', 'n'], ['n = scanf("%2d", &i1);', '%d %d', 'n, i1'], ['n = scanf("%f", &f1);', '%d %g', 'n, f1'],
    ['n = scanf("%d,%d", &i1, &i2);', '%d %d %d', 'n, i1, i2'], ['n = scanf("%*d");', '%d', 'n'], ['n = scanf("%x", &i1);', '%d %d', 'n, i1'],
    ['e = fgets(s1, 4, stdin);', '%d [%s]', 'e == s1, s1'], ['n = scanf("%3s", s1);', '%d [%s]', 'n, s1'], ['n = scanf("%[a-z]", s1);', '%d [%s]', 'n, s1'],
    ['n = scanf("%i%n", &i1, &i2);', '%d %d %d', 'n, i1, i2'], ['n = scanf("%ld", &l1);', '%d %ld', 'n, l1'],
  ];
  const lines = [];
  for (let k = 0; k < 70; k++) {
    const l1 = r.pick(LINES), l2 = r.pick(LINES);
    const [a, af, av] = r.pick(OPS), [b, bf, bv] = r.pick(OPS);
    lines.push(`Z(); K("${l1}\\r${l2}\\r"); ${a} fprintf(o, "${af} | ", ${av}); ${b} fprintf(o, "${bf} |", ${bv}); L();`);
  }
  return ['SI2', lines, `#include <conio.h>
#include <dos.h>
${keys}/* the targets' reset */
void Z(void)
{
  i1 = i2 = -7; l1 = -7L; f1 = -7; memset(s1, 0, 40);
}
/* what stdin's buffer holds still, then the rest typed ahead dropped */
void L(void)
{
  fprintf(o, " %d:", stdin->level);
  while (stdin->level > 0) fprintf(o, " %d", getchar());
  fprintf(o, "\\n");
  fflush(stdin);
  clearerr(stdin);
  while (kbhit()) getch();
}
`, 'clrscr();'];
}

/** Every wider program: [name, case lines, head]. */
export function widePrograms({ rng, dbl, keys }) {
  return [
    scanGrammar(rng(2801), 'SC4', 350), scanGrammar(rng(2802), 'SC5', 350), fileScanProgram2(rng(2803)), strtodGrammar(rng(2804)), strtolGrammar(rng(2805)),
    printfFloatEdges(rng(2806), dbl, 'PF8'), printfFloatEdges(rng(2807), dbl, 'PF9'), printfIntEdges(rng(2808)), cvtEdges(rng(2809), dbl), mathErrors(rng(2810), dbl),
    stringState(rng(2811)), sortProgram(rng(2812)), radixProgram(rng(2813)), timeRandom(rng(2814)), probedEdges(), stdinReads(rng(2815), keys),
    scanGrammar(rng(2816), 'FS3', 300, true),
  ];
}
