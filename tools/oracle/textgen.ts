/**
 * Generated conio text-mode programs (tools/oracle/main.ts `textgen`, docs/FIDELITY.md "Text
 * mode"): each program mixes textmode (every mode TC 2.0's conio.h names, LASTMODE and numbers it
 * does not), window with odd and invalid rectangles, textcolor/textbackground/textattr with the
 * blink bit, high/low/normvideo, clrscr/clreol/insline/delline, gotoxy in and out of the window,
 * cprintf/cputs/putch with \r \n \t \a \b, wrapping and scrolling, printf/puts/fputs through DOS,
 * gettext/puttext/movetext with overlapping and invalid rectangles, directvideo 0 and 1, cprintf's
 * conversions with widths, zeros, signs and '#' beside '\a' (where its hand-overs end) — no
 * input. TC 2.0 has no _setcursortype and no C4350 (its conio.h names neither).
 *
 * gettext and puttext use a buffer 12 000 bytes into a 46 000-byte array (version 2): an inside-out
 * puttext copies 32 KB of the data segment from there onto the screen (runtime/tc/conio.ts), and
 * with directvideo 1 those bytes are then all the array's, the program's own (version 1's 4 000-byte
 * buffer showed TC's library data and stack, which mode12h does not hold). Each program first
 * clears what DOSBox keeps from the session's earlier programs (version 3): the off-screen video
 * memory and the RAM at B8000 that mode 07h leaves unmapped.
 *
 * After every few steps the program dumps a scene into TX.OUT: a line of numbers (BIOS mode,
 * columns, BIOS cursor, cursor shape, wherex/wherey, every gettextinfo field, the last return
 * values) and the screen's cells (character and attribute) as bytes, read from B800:0000 in the
 * colour modes and by gettext in mode 07h. The same text runs in DOSBox and on mode12h; the files
 * are compared scene by scene (cells that differ, numbers that differ). Deterministic per seed.
 */
import { Rng } from './generate.ts';
import { conversion, drawScenes, TEXT_FILE, WORDS } from './textgen-common.ts';
import { generateText4 } from './textgen4.ts';
import { generateText5 } from './textgen5.ts';
import { generateText6 } from './textgen6.ts';
import { generateText7 } from './textgen7.ts';

export { TEXT_FILE };

/** Bump when the text for a seed changes (the committed fixtures name the version they are of). */
export const TEXTGEN_VERSION = 3;
/** The versions whose fixtures are kept (test/fixtures/oracle-text/ for 3, oracle-text-vN/ for N = 4–7: textcompare.ts). */
export const TEXTGEN_VERSIONS = [3, 4, 5, 6, 7] as const;
export type TextgenVersion = (typeof TEXTGEN_VERSIONS)[number];
/** A program's 8.3 name: T (version 3), U (version 4, textgen4.ts), V (version 5, textgen5.ts), W (version 6, textgen6.ts) or X (version 7, textgen7.ts) and the seed. */
export const textProgramName = (seed: number, version: TextgenVersion = 3): string => `${'TUVWX'[version - 3]}${String(seed % 100000).padStart(5, '0')}`;
export const textSeedOf = (name: string): number | null => (/^[TUVWX]\d{5}$/.test(name) ? Number(name.slice(1)) : null);
/** The version a program's name is of: X 7, W 6, V 5, U (and version 4's probes, PV: textprobes4.ts) 4, T 3. */
export const textVersionOf = (name: string): TextgenVersion => (name.startsWith('X') ? 7 : name.startsWith('W') ? 6 : name.startsWith('V') ? 5 : name.startsWith('U') || name.startsWith('PV') ? 4 : 3);

/** Scenes a program dumps. */
export const TEXT_SCENES = 6;


const MODES = ['BW40', 'C40', 'BW80', 'C80', 'MONO', 'LASTMODE', 'C80', 'C80', 'C40', '4', '-2'];

/** A column: mostly on the screen, often at an edge, sometimes past it. */
function col(r: Rng): number {
  const k = r.next();
  if (k < 0.6) return r.int(1, 80);
  if (k < 0.85) return r.pick([0, 1, 2, 39, 40, 41, 79, 80, 81]);
  return r.int(-3, 90);
}
function row(r: Rng): number {
  const k = r.next();
  if (k < 0.6) return r.int(1, 25);
  if (k < 0.85) return r.pick([0, 1, 2, 12, 24, 25, 26]);
  return r.int(-3, 30);
}

const ESCAPES = ['\\r', '\\n', '\\t', '\\a', '\\b', '\\r\\n', '\\n\\r', '\\b\\b'];

/** A C string literal's text: words, escapes, long runs that wrap. */
function text(r: Rng): string {
  const parts: string[] = [];
  const n = r.int(1, 6);
  for (let i = 0; i < n; i++) {
    const k = r.next();
    if (k < 0.45) parts.push(r.pick(WORDS));
    else if (k < 0.75) parts.push(r.pick(ESCAPES));
    else if (k < 0.9) parts.push(r.pick(['-', '=', '*', '.']).repeat(r.int(5, 90)));
    else parts.push(' ');
  }
  return parts.join('');
}


function step(r: Rng): string {
  const k = r.int(0, 28);
  switch (k) {
    case 0:
      return `textmode(${r.pick(MODES)});`;
    case 1: case 2: {
      // mostly a valid rectangle, sometimes an odd or invalid one
      if (r.chance(0.6)) {
        const l = r.int(1, 60), t = r.int(1, 20);
        return `window(${l}, ${t}, ${r.int(l, Math.min(80, l + r.int(0, 40)))}, ${r.int(t, Math.min(25, t + r.int(0, 12)))});`;
      }
      return `window(${col(r)}, ${row(r)}, ${col(r)}, ${row(r)});`;
    }
    case 3:
      return `textcolor(${r.pick([r.int(0, 15), r.int(0, 15) + 128, r.int(16, 31), r.int(0, 255)])});`;
    case 4:
      return `textbackground(${r.pick([r.int(0, 7), r.int(8, 15), r.int(0, 255)])});`;
    case 5:
      return `textattr(${r.pick([r.int(0, 255), 0x80 | r.int(0, 127), 7, 0x1f, 0x70])});`;
    case 6:
      return r.pick(['highvideo();', 'lowvideo();', 'normvideo();']);
    case 7:
      return r.pick(['clrscr();', 'clreol();', 'clreol();']);
    case 8:
      return r.pick(['insline();', 'delline();']);
    case 9: case 10:
      return `gotoxy(${r.chance(0.7) ? r.int(1, 20) : col(r)}, ${r.chance(0.7) ? r.int(1, 8) : row(r)});`;
    case 11: case 12: case 13:
      return `rv = cprintf("${text(r)}");`;
    case 14:
      return `rv = cprintf("%d|%5s|%c|%-4d${r.pick(ESCAPES)}", ${r.int(-999, 99999)}, "${r.pick(WORDS)}", ${r.int(33, 126)}, ${r.int(0, 99)});`;
    case 15: case 16:
      return `rv = cputs("${text(r)}");`;
    case 17: case 18:
      return `rv = putch(${r.pick([r.int(32, 126), 7, 8, 9, 10, 13, r.int(0, 255)])});`;
    case 19:
      return r.pick([`printf("${text(r)}");`, `puts("${text(r)}");`, `fputs("${text(r)}", stdout);`, 'fflush(stdout);']);
    case 20: {
      const l = col(r), t = row(r);
      const rr = r.chance(0.8) ? Math.min(80, l + r.int(0, 30)) : col(r), b = r.chance(0.8) ? Math.min(25, t + r.int(0, 10)) : row(r);
      return `rv = gettext(${l}, ${t}, ${rr}, ${b}, buf + 12000);`;
    }
    case 21: case 22: {
      const l = col(r), t = row(r);
      const rr = r.chance(0.8) ? Math.min(80, l + r.int(0, 30)) : col(r), b = r.chance(0.8) ? Math.min(25, t + r.int(0, 10)) : row(r);
      return `rv = puttext(${l}, ${t}, ${rr}, ${b}, buf + 12000);`;
    }
    case 23: case 24: {
      const l = col(r), t = row(r);
      const rr = r.chance(0.8) ? Math.min(80, l + r.int(0, 30)) : col(r), b = r.chance(0.8) ? Math.min(25, t + r.int(0, 10)) : row(r);
      // overlapping: the destination near the source
      const dl = r.chance(0.6) ? l + r.int(-3, 3) : col(r), dt = r.chance(0.6) ? t + r.int(-2, 2) : row(r);
      return `rv = movetext(${l}, ${t}, ${rr}, ${b}, ${dl}, ${dt});`;
    }
    case 25:
      return `directvideo = ${r.int(0, 1)};`;
    case 26:
      return `rv = wherex() * 100 + wherey();`;
    case 27: {
      // one to three conversions, '\a' before, between or after them, sometimes after a long run (the formatter's 80-character buffer)
      const parts: string[] = [], args: string[] = [];
      if (r.chance(0.3)) parts.push('='.repeat(r.int(60, 82)));
      for (let n = r.int(1, 3); n > 0; n--) {
        const [spec, arg] = conversion(r).split('", ') as [string, string];
        parts.push(spec, r.pick(['', '|', '\\a', '']));
        args.push(arg);
      }
      parts.push(r.pick(['\\a', '\\a|', '', '\\r\\n']));
      return `rv = cprintf("${parts.join('')}", ${args.join(', ')});`;
    }
    default:
      return `for (i = 0; i < ${r.int(2, 30)}; i++) cprintf("${r.pick(['line %d\\r\\n', '%d ', 'ab%dcd\\n', '%3d\\t'])}", i);`;
  }
}

export interface TextProgram {
  seed: number;
  name: string;
  body: string;
  /** The steps before each scene's dump (for the report). */
  scenes: string[][];
}

const PRELUDE = `#include <stdio.h>
#include <conio.h>
#include <dos.h>

static FILE *f;
static char buf[46000];
static char sbuf[4000];
static int rv, i;
static unsigned u;

/* a scene: the numbers, then the screen's cells */
static void dump(int k)
{
  struct text_info ti;
  int n, j, mode;
  gettextinfo(&ti);
  mode = peekb(0x40, 0x49);
  fprintf(f, "s%d m%d c%d x%d y%d w%d,%d,%d,%d a%d n%d cm%d h%d w%d c%d,%d rv%d dv%d\\n", k, mode, peekb(0x40, 0x4A),
    wherex(), wherey(), ti.winleft, ti.wintop, ti.winright, ti.winbottom,
    ti.attribute, ti.normattr, ti.currmode, ti.screenheight, ti.screenwidth, ti.curx, ti.cury, rv, directvideo);
  n = (mode == 0 || mode == 1 ? 40 : 80) * 50;
  if (mode == 7) {
    j = gettext(1, 1, 80, 25, sbuf);
    fwrite(sbuf, 1, n, f);
  } else {
    for (j = 0; j < n; j++) fputc(peekb(0xB800, j), f);
  }
  fputc('\\n', f);
}

int main(void)
{
  /* a fresh start: DOSBox runs many programs in a session, each leaving its mode and memory: the
     RAM at B8000 that mode 07h leaves unmapped zeroed, then two mode sets to clear all 32 KB of
     B800 (a textmode to the mode it is in clears nothing) */
  textmode(MONO);
  for (u = 0; u < 32768u; u++) pokeb(0xB800, u, 0);
  textmode(C40);
  textmode(C80);
  window(1, 1, 80, 25);
  textattr(7);
  clrscr();
  directvideo = 1;
  for (u = 0; u < 46000u; u++) buf[u] = u & 1 ? (u * 7) & 0xFF : 'a' + (u / 2) % 26;
  f = fopen("${TEXT_FILE}", "wb");
`;

/** The program of `seed` in generator `version`. */
export function generateText(seed: number, version: TextgenVersion = 3): TextProgram {
  if (version === 4) return { seed, name: textProgramName(seed, 4), ...generateText4(seed) };
  if (version === 5) return { seed, name: textProgramName(seed, 5), ...generateText5(seed) };
  if (version === 6) return { seed, name: textProgramName(seed, 6), ...generateText6(seed) };
  if (version === 7) return { seed, name: textProgramName(seed, 7), ...generateText7(seed) };
  const r = new Rng(seed * 2654435761);
  const scenes = drawScenes(r, TEXT_SCENES, 3, 9, step);
  const lines = scenes.flatMap((steps, s) => [...steps.map((x) => `  ${x}`), `  dump(${s + 1});`]);
  const body = `${PRELUDE}${lines.join('\n')}\n  fclose(f);\n  /* the next program starts from mode 3, attribute 07h (its normattr is the cell's at the cursor) */\n  textmode(C80);\n  window(1, 1, 80, 25);\n  textattr(7);\n  clrscr();\n  return 0;\n}\n`;
  return { seed, name: textProgramName(seed), body, scenes };
}

/** One scene of a TX.OUT: its numbers line and its cells. */
export interface TextScene {
  numbers: string;
  cells: Uint8Array;
}

/** TX.OUT's scenes. */
export function parseTextOut(bytes: Uint8Array): TextScene[] {
  const scenes: TextScene[] = [];
  let at = 0;
  while (at < bytes.length) {
    const nl = bytes.indexOf(10, at);
    if (nl < 0) break;
    const numbers = new TextDecoder('latin1').decode(bytes.subarray(at, nl));
    const mode = Number(/ m(\d+) /.exec(numbers)?.[1] ?? 3);
    const n = (mode === 0 || mode === 1 ? 40 : 80) * 50;
    scenes.push({ numbers, cells: bytes.slice(nl + 1, nl + 1 + n) });
    at = nl + 1 + n + 1;
  }
  return scenes;
}

/** Cells (character + attribute pairs) that differ. */
export function cellsDiffering(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  const len = Math.max(a.length, b.length);
  for (let i = 0; i < len; i += 2) if (a[i] !== b[i] || a[i + 1] !== b[i + 1]) n++;
  return n;
}
