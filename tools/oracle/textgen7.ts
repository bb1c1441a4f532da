/**
 * Generated text-mode programs, version 7 (programs `X00001.C` …; docs/FIDELITY.md "Generated
 * text-mode programs"), in version 4's form (textgen4.ts: its dump, numbers line and page 0's
 * cells): a mix versions 3–6 do not make —
 *
 * - stdout's buffering changed while it is on the console (setbuf, setvbuf _IOFBF, _IOLBF and
 *   _IONBF, the program's buffer or the heap's, sizes from 8 to 512) with DOS's output (printf,
 *   puts, putchar, fputc, putc, fputchar, fwrite, fprintf, write() on handle 1, stderr) and conio's
 *   between, fflush between them: what reaches the screen when;
 * - printf and cprintf of every conversion (d i u o x X c s e E f g G p n %, the l and h sizes,
 *   flags, widths and precisions, `*`), control characters through `%c` and `%s`, in windows;
 * - DOS's output and conio's of control characters (0, 7, 8, 9, 10, 13, 27, 255) in windows of one
 *   row, one column or one cell and at a window's edges, wherex/wherey after each kind of output;
 * - the ANSI sequences DOSBox's CON device reads (SGR, the cursor's moves, J, K, s/u) between
 *   conio's writes and in 40 columns;
 * - getpass, its keys typed while it waits (an INT 1Ch handler puts them into the type-ahead buffer
 *   once it is empty: getpass empties it first), cscanf with widths and several conversions,
 *   getche echoing at a window's edge;
 * - textmode sequences, gettext/puttext/movetext with rectangles past the screen, gettextinfo
 *   printed through DOS as well as conio.
 *
 * Each program saves the cursor (ESC[s) at the screen's start and resets the CON device's
 * attribute (ESC[0m) at its start and end, after writing what stdout still holds: DOSBox keeps
 * that state from one program to the next.
 */
import { Rng } from './generate.ts';
import { keys, textProgram4 } from './textgen4.ts';
import { drawScenes, WORDS } from './textgen-common.ts';

export const TEXTGEN7_SCENES = 6;

const hex = (n: number): string => `0x${n.toString(16)}`;

/**
 * The INT 1Ch handler that types getpass's keys: armed with a list (`tk`), it puts the keys into
 * the buffer after three ticks that found it empty, and again after three more if getpass's first
 * emptying of the buffer took them (the program disarms it as soon as getpass returns).
 */
const DECLARATIONS = `static char obuf[600];
static double fv;
static unsigned *tk;
static int tw;
static void interrupt (*oldtick)();
static void keys(unsigned *k);

static void interrupt tick(void)
{
  if (tk && peek(0x40, 0x1A) == peek(0x40, 0x1C) && ++tw >= 3) {
    keys(tk);
    tw = 0;
  }
}
`;

const MODES = ['BW40', 'C40', 'BW80', 'C80', 'MONO', 'LASTMODE', 'C80', '64'];

/** Texts with control characters for DOS and conio alike. */
const TEXTS = ['Hi', 'AB\\r\\nCD', 'x\\by', 'tab\\there', 'bell\\aX', 'end\\n', '\\r\\n', '\\n\\n', 'a\\tb\\tc\\td', 'nul', '\\377\\376', '\\033x', 'wrap-wrap-wrap-wrap-wrap', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz!#$&*', '\\b\\b\\bZ', '\\333\\262\\261', 'The quick brown fox'];
const text = (r: Rng): string => Array.from({ length: r.int(1, 3) }, () => r.pick(TEXTS)).join(r.pick(['', ' ', '\\r\\n', '\\n']));
/** ANSI sequences DOSBox's CON device reads (runtime/tc/dos-con.ts), complete in one string. */
const ANSI = ['\\033[1;31m', '\\033[0m', '\\033[5;44m', '\\033[7m', '\\033[2J', '\\033[K', '\\033[5;10H', '\\033[H', '\\033[2A', '\\033[3C', '\\033[s', '\\033[u', '\\033[M', '\\033[0;32;41m', '\\033[25;1f'];
const CONTROLS = [0, 7, 8, 9, 10, 13, 27, 255, 65, 32];

/** A printf/cprintf conversion and its argument(s). */
function conversion(r: Rng): [string, string] {
  switch (r.int(0, 9)) {
    case 0: case 1:
      return [r.pick(['%d', '%i', '%5d', '%-6i', '%+d', '% d', '%05d', '%.3d', '%hd', '%+.2i']), String(r.pick([0, 7, -1, r.int(-999, 999), -32768, 32767]))];
    case 2:
      return [r.pick(['%u', '%o', '%#o', '%x', '%#X', '%X', '%6x', '%-#8o', '%.5u']), `${r.pick([0, 8, 255, r.int(0, 65535), 65535])}u`];
    case 3:
      return [r.pick(['%ld', '%li', '%lu', '%lx', '%lX', '%lo', '%+ld', '%12ld', '%-11ld', '%#lx']), `${r.pick([0, 65536, 123456789, -2147483647, -1, r.int(-99999, 99999)])}L`];
    case 4:
      return [r.pick(['%c', '%3c', '%-2c']), String(r.pick(CONTROLS))];
    case 5:
      return [r.pick(['%s', '%10s', '%-10s', '%.3s', '%8.2s']), `"${r.pick([...WORDS, ...TEXTS])}"`];
    case 6: case 7:
      return [
        r.pick(['%f', '%.2f', '%10.3f', '%-10.1f', '%+f', '%e', '%E', '%.0e', '%12.4e', '%g', '%G', '%#g', '%.3g', '%#.0f', '%08.2f', '% .1e', '%.10g', '%.0f']),
        r.pick(['0.0', '1.5', '-2.25', '3.14159265', '123456789.0', '1e-5', '1e10', '-0.0001', '100.0', '0.5', '2.5', '1e100', '-1e-100', '65535.99', '0.125']),
      ];
    case 8:
      return r.pick([['%*d', `${r.int(-6, 9)}, ${r.int(-99, 999)}`], ['%-*d', `${r.int(0, 8)}, ${r.int(-99, 99)}`], ['%.*d', `${r.int(0, 6)}, ${r.int(0, 999)}`], ['%*.*s', `${r.int(0, 9)}, ${r.int(0, 5)}, "${r.pick(WORDS)}"`], ['%*.*f', `${r.int(0, 12)}, ${r.int(0, 4)}, ${r.pick(['1.5', '-3.25', '1234.5678'])}`]]);
    default:
      return r.pick([['%p', `(void *)${hex(r.int(0, 65535))}`], ['%Np', `(void near *)${hex(r.int(0, 65535))}`], ['%Fp', `(void far *)${hex(r.int(0, 0x7fffffff))}L`], ['%n', '&iv'], ['%%', ''], ['%5%', ''], ['%hn', '&jv']]);
  }
}

/** A format of one to three conversions and their arguments: text before, between and after. */
function format(r: Rng): string {
  const parts: string[] = [], args: string[] = [];
  for (let n = r.int(1, 3); n > 0; n--) {
    const [spec, arg] = conversion(r);
    parts.push(r.pick(['', '', '|', '<', '\\t', '\\a', 'x']), spec);
    if (arg) args.push(arg);
  }
  parts.push(r.pick(['', '', '|', '\\n', '\\r\\n', '\\a']));
  return `"${parts.join('')}"${args.map((a) => `, ${a}`).join('')}`;
}

/** A window: often of one row, one column or one cell, at the edges, inside 40 columns mostly. */
function windowStep(r: Rng): string {
  const w = r.pick([40, 40, 80]);
  switch (r.int(0, 8)) {
    case 0: return `window(1, 1, ${w}, 25);`;
    case 1: { const c = r.pick([1, w, r.int(1, w)]); return `window(${c}, ${r.int(1, 12)}, ${c}, ${r.int(12, 25)});`; }
    case 2: { const y = r.pick([1, 25, r.int(1, 25)]); return `window(${r.int(1, 20)}, ${y}, ${r.int(20, w)}, ${y});`; }
    case 3: { const c = r.pick([1, w, r.int(1, w)]), y = r.pick([1, 25, r.int(1, 25)]); return `window(${c}, ${y}, ${c}, ${y});`; }
    case 4: return `window(${r.int(w - 6, w - 1)}, ${r.int(20, 24)}, ${w}, 25);`;
    case 5: return `window(${r.int(1, 10)}, ${r.int(1, 5)}, ${r.int(1, 3) + 10}, ${r.int(6, 7)});`;
    default: {
      const l = r.int(1, w - 4), t = r.int(1, 21);
      return `window(${l}, ${t}, ${r.int(l + 1, Math.min(w, l + 25))}, ${r.int(t + 1, Math.min(25, t + 8))});`;
    }
  }
}

/** Where to go in the window before output: its edges and corners mostly. */
const edge = (r: Rng): string => r.pick([
  'gotoxy(ti.winright - ti.winleft + 1, ti.winbottom - ti.wintop + 1);',
  'gotoxy(1, ti.winbottom - ti.wintop + 1);',
  'gotoxy(ti.winright - ti.winleft + 1, 1);',
  'gotoxy(ti.winright - ti.winleft, ti.winbottom - ti.wintop + 1);',
  'gotoxy(1, 1);',
]);

/** The characters of a C string literal's text (an escape is one). */
const cLength = (t: string): number => t.replace(/\\[0-7]{3}|\\./g, '.').length;

/** DOS's output of one kind: through stdout's buffer, stderr, or handle 1 directly. */
function dosOut(r: Rng): string {
  switch (r.int(0, 11)) {
    case 0: case 1: return `rv = printf(${format(r)});`;
    case 2: return `rv = printf("${text(r)}");`;
    case 3: return `rv = puts("${text(r)}");`;
    case 4: return `rv = putchar(${r.pick(CONTROLS)});`;
    case 5: return `rv = fputc(${r.pick(CONTROLS)}, stdout); rz = putc(${r.pick(CONTROLS)}, stdout);`;
    case 6: return `rv = fputs("${text(r)}", stdout);`;
    case 7: { const t = r.pick(TEXTS); return `rv = fwrite("${t}", 1, ${r.int(1, cLength(t))}, stdout);`; }
    case 8: return `rv = fprintf(${r.pick(['stdout', 'stderr'])}, ${format(r)});`;
    case 9: { const t = r.pick(['w1', 'AB\\r\\nCD', 'x\\by', 'tab\\t!', '\\033[1;33mY\\033[0m']); return `rv = write(1, "${t}", ${t.includes('033') ? cLength(t) : r.int(1, cLength(t))});`; }
    case 10: return `rv = printf("${r.pick(ANSI)}${r.pick(['', 'ansi', 'A\\nB', '\\t|'])}${r.pick(ANSI)}");`;
    default: return `rv = fputchar(${r.pick(CONTROLS)});`;
  }
}

/** conio's output of one kind. */
function conioOut(r: Rng): string {
  switch (r.int(0, 5)) {
    case 0: case 1: return `rv = cprintf(${format(r)});`;
    case 2: case 3: return `rv = cputs("${text(r)}");`;
    default: return `rv = putch(${r.pick(CONTROLS)});`;
  }
}

/** wherex/wherey after an output, sometimes. */
const where = (r: Rng): string => (r.chance(0.5) ? ' rw = wherex() * 100 + wherey();' : '');

/** getpass's keys: characters, Backspace, extended keys; Enter, or more than 8 characters and no Enter. */
function passKeys(r: Rng): number[] {
  const pool = [0x1e61, 0x3062, 0x0231, 0x3920, 0x0e08, 0x0f09, 0x2c5a, 0x3b00, 0x4800, 0x011b, 0x2207];
  const n = r.pick([0, 1, 3, 5, 8, 9, 11]);
  const ks = Array.from({ length: n }, () => r.pick(pool));
  return n >= 8 && r.chance(0.5) ? ks : [...ks, 0x1c0d];
}

/** cscanf's format and keys that end every conversion (a format waiting for more keys would hang). */
const SCANS: readonly [string, string, string][] = [
  ['%d', '&iv', '305 '], ['%3d%d', '&iv, &jv', '12345 '], ['%2s%s', 'sv, sv + 20', 'abcd '], ['%d%c', '&iv, sv', '42x'],
  ['%x %o', '&iv, &jv', 'ff 17 '], ['%c%c%c', 'sv, sv + 1, sv + 2', 'abc'], ['%4s', 'sv', 'hello '], ['%d,%d', '&iv, &jv', '3,4 '],
  ['%hd', '&iv', '-7 '], ['%*d%d', '&iv', '1 2 '], ['%5c', 'sv', 'q\\bw e r'], ['%d', '&iv', '  -12\\r'],
];

function step(r: Rng, pass: boolean): string {
  switch (r.int(0, 31)) {
    case 0: case 1:
      // stdout's buffering on the console
      return r.pick([
        `rv = setvbuf(stdout, obuf, _IOFBF, ${r.pick([8, 16, 40, 512])});`,
        `rv = setvbuf(stdout, NULL, _IOFBF, ${r.pick([8, 32, 512])});`,
        `rv = setvbuf(stdout, ${r.pick(['NULL', 'obuf'])}, _IOLBF, ${r.pick([10, 20, 512])});`,
        'setbuf(stdout, NULL);',
        'setbuf(stdout, obuf);',
        'rv = setvbuf(stdout, NULL, _IONBF, 0);',
      ]);
    case 2:
      return `rv = fflush(stdout);${r.chance(0.5) ? ` ${conioOut(r)}` : ''}`;
    case 3: case 4: case 5: case 6: case 7:
      return `${dosOut(r)}${where(r)}`;
    case 8: case 9: case 10: case 11:
      return `${conioOut(r)}${where(r)}`;
    case 12: case 13:
      // at the window's edge: DOS's output or conio's
      return `gettextinfo(&ti); ${edge(r)} ${r.chance(0.5) ? dosOut(r) : conioOut(r)}${where(r)}`;
    case 14: case 15:
      return `${windowStep(r)}${r.chance(0.6) ? ` ${r.chance(0.6) ? conioOut(r) : dosOut(r)}` : ''}`;
    case 16:
      return `gotoxy(${r.pick([0, -1, 41, 81, 256, 257, r.int(1, 80)])}, ${r.pick([0, 26, -1, 256, r.int(1, 25)])}); ${r.chance(0.5) ? conioOut(r) : dosOut(r)}${where(r)}`;
    case 17: {
      // at the window's first or last row, or below it
      const y = r.pick(['1', 'ti.winbottom - ti.wintop + 1', 'ti.winbottom - ti.wintop + 2', '2']);
      const x = r.pick(['1', 'ti.winright - ti.winleft + 1', 'ti.winright - ti.winleft + 2', '3']);
      return `gettextinfo(&ti); gotoxy(${x}, ${y}); ${r.pick(['insline();', 'delline();', 'clreol();'])} rv = cputs("${r.pick(TEXTS)}");${where(r)}`;
    }
    case 18: {
      // rectangles past the screen's edges (in 40 columns too), overlapping copies
      const l = r.pick([1, r.int(1, 40), 38, 39, 40, 41, 79, 80]), t = r.pick([1, r.int(1, 25), 24, 25]);
      const rr = l + r.pick([0, 1, 2, r.int(0, 20)]), b = t + r.pick([0, 1, r.int(0, 5)]);
      // puttext's rectangle never inside out (version 3 has those: they copy the data segment)
      const pl = Math.max(1, l + r.int(-2, 2)), pt = Math.max(1, t + r.int(-1, 1));
      const pr = Math.max(pl, Math.max(1, rr + r.int(-2, 2)) < Math.max(1, l + r.int(-2, 2)) ? l : Math.max(l, rr));
      return r.pick([
        `rv = gettext(${l}, ${t}, ${rr}, ${b}, sbuf); rw = puttext(${pl}, ${pt}, ${pr}, ${b}, sbuf);`,
        `rv = movetext(${l}, ${t}, ${rr}, ${b}, ${Math.max(1, l + r.int(-3, 3))}, ${Math.max(1, t + r.int(-2, 2))});`,
      ]);
    }
    case 19:
      return r.pick([`textattr(${0x80 | r.int(0, 127)});`, `textattr(${r.int(0, 255)});`, `textcolor(BLINK + ${r.int(0, 15)});`, `textbackground(${r.int(0, 15)});`, 'highvideo();', 'lowvideo();', 'normvideo();']);
    case 20:
      return `${Array.from({ length: r.int(1, 3) }, () => `textmode(${r.pick(MODES)});`).join(' ')} ${r.chance(0.5) ? conioOut(r) : dosOut(r)}`;
    case 21:
      return `directvideo = ${r.int(0, 1)};`;
    case 22:
      return `gettextinfo(&ti); rv = ${r.pick(['printf', 'cprintf'])}("%d %d %d %d %d %d %d %d %d %d %d\\r\\n", ti.winleft, ti.wintop, ti.winright, ti.winbottom, ti.attribute, ti.normattr, ti.currmode, ti.screenheight, ti.screenwidth, ti.curx, ti.cury);`;
    case 23: case 24: {
      if (!pass) return `rv = cputs("${text(r)}");${where(r)}`;
      // getpass: its keys typed while it waits (the tick handler)
      const ks = passKeys(r);
      const prompt = r.pick(['Password:', '', 'pw\\r\\n', 'long prompt that wraps at the edge of a window', '\\a?', 'tab\\t:']);
      return `{ static unsigned k[] = { ${ks.map(hex).join(', ')}, 0 }; tw = 0; tk = k; } ps = getpass("${prompt}"); tk = 0; rv = strlen(ps); rw = ps[0]; rz = ps[1]; strcpy(sv, ps);${where(r)}`;
    }
    case 25: {
      const [fmt, into, typed] = r.pick(SCANS);
      return `${r.chance(0.3) ? `gettextinfo(&ti); ${edge(r)} ` : ''}${keys(typed.replace(/\\r/g, '\r').replace(/\\b/g, '\b'))} rv = cscanf("${fmt}", ${into});${where(r)}`;
    }
    case 26:
      // getche's echo at the window's edges
      return `gettextinfo(&ti); ${edge(r)} ${keys(r.pick(['a', '\r', '\b', '\t', '\x07', 'Z']))} rv = getche();${where(r)}`;
    case 27: {
      // an extended key: getch twice, kbhit between
      const w = r.pick([0x3b00, 0x4800, 0x1e00, 0x4be0]);
      return `{ static unsigned k[] = { ${hex(w)}, 0 }; keys(k); } rv = kbhit(); rw = getch(); rz = ${r.pick(['getch()', 'kbhit() * 1000 + getch()'])};`;
    }
    case 28:
      return `for (i = 0; i < ${r.int(3, 30)}; i++) ${r.pick(['printf("dos %d\\n", i);', 'cprintf("row %d\\r\\n", i);', 'putch(\'a\' + i % 26);', 'putchar(\'a\' + i % 26);', 'cputs("wrap me ");', 'printf("%c", i % 2 ? 10 : 65 + i);'])}`;
    case 29:
      return `rv = ${r.pick(['printf', 'cprintf'])}("%s", "${r.pick(ANSI)}${r.pick(['x', 'ansi\\r\\n', ''])}");${where(r)}`;
    case 30:
      return `fv = ${r.pick(['1.5', '-0.25', '1e6', '3.0'])} * ${r.int(1, 9)}; rv = ${r.pick(['printf', 'cprintf'])}("${r.pick(['%f', '%g', '%e', '%5.1f'])}|", fv);`;
    default:
      return `${r.pick(['clrscr();', 'clreol();', 'insline();', 'delline();'])} ${r.chance(0.5) ? conioOut(r) : dosOut(r)}`;
  }
}

/** The program of `seed`: the name is given by the caller (textgen.ts textProgramName). */
export function generateText7(seed: number): { body: string; scenes: string[][] } {
  const r = new Rng(seed * 2246822519 + 7);
  const pass = r.chance(0.5);
  const scenes = drawScenes(r, TEXTGEN7_SCENES, 5, 11, (rr) => step(rr, pass));
  // DOSBox's CON device keeps an extended key's scan code, its ANSI attribute, the cursor ESC[s
  // saved and the last character it wrote (an LF after anything but a CR gets one) across programs
  // (version 6; a first run's X00026, X00110: ESC[u went where an earlier program saved): each
  // program reads what is left, saves the cursor at the screen's start, resets the attribute and
  // writes a CR before its scenes; after them stdout's buffer goes out first, then the reset, then
  // the tick handler is put back
  const start = `  while (kbhit()) getch();\n  printf("\\033[s\\033[0m\\r");\n${pass ? '  oldtick = getvect(0x1c);\n  setvect(0x1c, tick);\n' : ''}`;
  const end = `  fflush(stdout);\n  setvbuf(stdout, NULL, _IONBF, 0);\n  printf("\\033[0m");\n${pass ? '  setvect(0x1c, oldtick);\n' : ''}  while (kbhit()) getch();\n`;
  const body = textProgram4(scenes, DECLARATIONS)
    .replace('#include <dos.h>\n', '#include <dos.h>\n#include <io.h>\n#include <string.h>\n')
    .replace('static int rv,', 'static char *ps;\nstatic int rv,')
    .replace('  f = fopen(', `${start}  f = fopen(`)
    .replace('  fclose(f);\n', `  fclose(f);\n${end}`);
  return { body, scenes };
}
