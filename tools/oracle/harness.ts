/**
 * The capture harness for real programs (docs/ORACLE.md, "Real programs"): a program of anyone's,
 * wrapped so that the same text runs in DOSBox under the real Turbo C 2.0 and on mode12h, and the
 * screens are taken at moments that do not depend on the CPU's speed.
 *
 * The program's text is put between a prelude and a harness, one file:
 * - the prelude includes stdio.h, conio.h, and of dos.h, stdlib.h, process.h and bios.h those the
 *   program includes itself (their include guards keep the program's own #includes from declaring
 *   twice; a program without stdlib.h may define its own qsort, C1006), then renames `main` and puts
 *   a hook before every call that
 *   waits for the user: `getch`, `getche`, `kbhit` (wrapped: mode12h takes no library function's
 *   address), `bioskey` (wrapped too: TC's bios.h has no include guard, and a function-like macro
 *   broke its prototype when the program included it again: C675), `getchar`, `gets` (a
 *   parenthesised call: a macro of the program's given `gets(s)` as its argument, C608's
 *   `isnull(gets(title))`, and `*gets(word)` (C631) need one expression), `scanf` (a comma
 *   expression before the call: no vscanf on mode12h; the corpus calls it as a statement),
 *   `cgets` (a line typed, as for gets: C604, C677), with a key script `cscanf` (as scanf:
 *   C4827, hooksCscanf); and
 *   `delay`/`sleep` (counted, not waited: the picture then depends on how many frames were drawn,
 *   not on how fast), `exit` (wrapped: TC's process.h has no include guard and declares it again),
 *   `randomize`, `time`, `clock`, `getdate` and `gettime` (a fixed seed, clock and date: DOSBox's
 *   date is the host's, and what clock() measures around a computation is the host's speed;
 *   gettime's clock starts at 10:08:30.00 and each counted delay moves it on a hundredth: corpus
 *   C966's analog clock; it keeps no variable of its own, which would move the program's data).
 *   A name the program defines a function of itself (C1060's `exit`) is not hooked; the harness
 *   reads the BIOS data area through far pointers of its own (C1022 has a `peek` of its own).
 * - the hook takes a shot (the screen now) and types the next item of a fixed script into the
 *   BIOS type-ahead buffer (0040:001A–003D), so the program's real input call reads it as the
 *   real DOS and BIOS would give it (echo, line editing); a key script's item longer than the
 *   buffer's room is typed in parts by an INT 1Ch handler as the program takes keys (feeder).
 *   A poll (`kbhit`, `bioskey(1)`) gets a key only after POLLS empty polls; an animation with no
 *   input ends after DELAYS delays.
 * - the harness' `main` calls the program's and takes a last shot when it returns or exits.
 *
 * A shot in SHOTS.SCR: the hook's tag (one byte), the BIOS video mode (0040:0049), then in a
 * graphics mode (12h, and EGAVGA.BGI's 0Eh and 10h) the four planes of the page shown (Read Map
 * Select, 3CEh index 4, from the CRTC's start address; 80 bytes a row, GRAPHICS_ROWS rows), in mode
 * 13h the 64 000 bytes of A000:0000 and the DAC's 768 components (3C7h/3C9h; the write index put
 * back), and in a text mode the 4 000 bytes of B800:0000. On mode12h the planes are taken by the
 * host: the harness writes the tag and the mode and waits for a key (INT 16h); the host reads the machine's
 * frame there — see runHarnessed. Mode 13h's shot is read by the same C on both sides.
 */

import { canonical, installDirectories, mkdir } from '../../runtime/dos/directories.ts';
import { dosName, driveOf, memoryStore, mountDrive, packDosStamp } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';
import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import type { DosDate } from '../../runtime/dos/calendar.ts';
import type { CompileTime } from '../../cc/front/preprocess.ts';
import type { Rom } from '../../runtime/process.ts';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dac8, DEFAULT_PALETTE_RGB, SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { boxText, diffFrames, diffImage, diffPalette } from '../../src/shared/frame-diff.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { asShown } from '../../src/shared/shown.ts';
import { BGI_DIRS, type OracleResult } from './dosbox.ts';
import { compileFilesForMode12h, compileForMode12h } from './mode12h.ts';
import { programFiles, projectModules, type ProgramFiles } from '../../src/shared/c-files.ts';
import type { SourceFile } from '../../cc/program.ts';
import { decodeShots } from './report.ts';
import { ROOM, type KeyItem } from './key-script.ts';

/** EGAVGA.BGI's size in bytes (TC 2.0's, as in the oracle's folder). */
const EGAVGA_BGI_SIZE = 5363;

/** The graphics modes a shot reads as planes, and their rows (the rest but 13h are read as text). */
export const GRAPHICS_ROWS: ReadonlyMap<number, number> = new Map([[0x0e, 200], [0x10, 350], [0x12, SCREEN_H]]);
/**
 * The modes a shot tags (its mode byte's bit 7: captures before had them read as text): 0Dh's
 * planes, 40 bytes a row (read as 100 rows of 80 bytes: the same bytes), and the CGA modes' 16 KB
 * at B800 (their rows interleaved, 2 bits a pixel in 04h/05h, 1 in 06h).
 */
const TAGGED_ROWS: ReadonlyMap<number, number> = new Map([[0x0d, 100]]);
const CGA_MODES: ReadonlySet<number> = new Set([0x04, 0x05, 0x06]);
const CGA_BYTES = 0x4000;

/** A CGA mode's 16 KB at B800 as colour indices: 320×200 (04h, 05h) or 640×200 (06h). */
function cgaPixels(bytes: Uint8Array, mode: number): Uint8Array {
  const bits = mode === 0x06 ? 1 : 2, w = bits === 1 ? 640 : 320, out = new Uint8Array(w * 200);
  for (let y = 0; y < 200; y++) {
    for (let x = 0; x < w; x++) {
      const b = bytes[(y & 1) * 0x2000 + (y >> 1) * 80 + ((x * bits) >> 3)]!, shift = 8 - bits - ((x * bits) & 7);
      out[y * w + x] = (b >> shift) & ((1 << bits) - 1);
    }
  }
  return out;
}

/** A graphics shot's width in pixels (its screen's rows are its length over it). */
const shotWidth = (mode: number): number => (mode === 0x0d || mode === 0x04 || mode === 0x05 ? 320 : SCREEN_W);
/** Mode 13h's shot: 320×200 bytes of A000:0000, then the DAC (256 × r, g, b of 6 bits). */
export const MODE_13H_PIXELS = 64000;
const MODE_13H_SHOT = MODE_13H_PIXELS + 768;

/** Empty polls (kbhit, bioskey(1)) before the script types the next item. */
export const POLLS = 40;
/** delay/sleep calls after which a program that asks for nothing more is ended (its last shot). */
export const DELAYS = 3000;
/** Input items after which the program is ended (its last shot). */
export const INPUTS = 14;

/** What took a shot (the tag byte in SHOTS.SCR). */
export const HOOKS = ['getch', 'getche', 'kbhit', 'bioskey', 'getchar', 'gets', 'scanf', 'end', 'exit', 'delays', 'inputs', 'cgets', 'cscanf'] as const;
export type Hook = (typeof HOOKS)[number];

/** The screen file. */
export const HARNESS_SHOTS = 'SHOTS.SCR';

const KEY_ITEMS = ['1', '\r', ' ', '2', '\x1b', '3', '\r', 'q', '\x1b', '4', ' ', '\x1b', 'n', '\x1b'];
/** Lines of four numbers (14 keys at most: the type-ahead buffer holds 15): a scanf of up to four conversions never starves. */
const LINE_ITEMS = ['5 100 150 200\r', '3 50 60 70\r', '2 20 30 40\r', '1 10 20 30\r', '4 80 90 99\r', '6 40 50 60\r', '0 0 0 0\r',
  '1 1 1 1\r', '2 2 2 2\r', '3 3 3 3\r', '4 4 4 4\r', '5 5 5 5\r', '6 6 6 6\r', '7 7 7 7\r'];

/** A C string literal of `s`. */
const cstr = (s: string): string =>
  '"' + [...s].map((ch) => (ch === '\r' ? '\\r' : ch === '\x1b' ? '\\033' : ch === '"' ? '\\"' : ch)).join('') + '"';

/** The call of the program's main the harness makes: with argc/argv when main takes them. */
export function mainCall(source: string): string {
  const m = /\bmain\s*\(([^)]*)\)\s*(?:[;{]|[a-z])/.exec(source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, ''));
  const params = (m?.[1] ?? '').trim();
  if (params === '' || params === 'void') return 'prog_main()';
  return `prog_main(${['1', 'h_argv', 'h_envp'].slice(0, params.split(',').length).join(', ')})`;
}

/** The headers of dos.h, stdlib.h, process.h and bios.h that the program includes itself. */
interface Includes { dos: boolean; stdlib: boolean; process: boolean; bios: boolean }
function includesOf(text: string): Includes {
  const has = (h: string): boolean => new RegExp(`^[ \\t]*#[ \\t]*include[ \\t]*[<"]${h}\\.h[>"]`, 'im').test(text);
  return { dos: has('dos'), stdlib: has('stdlib'), process: has('process'), bios: has('bios') };
}

/**
 * The prelude includes, of the headers its hooks touch, only those the program includes itself: a
 * program that includes neither stdlib.h nor dos.h may name its own qsort (C1006) or peek (C1022),
 * which those headers declare, and TCC would reject the program for the harness' header.
 */
/*
 * (A program's own `open` is renamed, as main is: TLINK would link the library's fopen to it, and
 * the harness' fopen of SHOTS.SCR would run the program's code at each shot (probes OP1, OP2 in
 * test/fixtures/unlinked; corpus C3590's title screen, whose getch shoots again: no end). Its
 * record was captured so, its `open` renamed.)
 */
function prelude(inc: Includes, text: string, script?: readonly KeyItem[]): string {
  return `#include <stdio.h>
#include <conio.h>
${inc.bios ? '#include <bios.h>\n' : ''}${inc.dos ? '#include <dos.h>\n' : ''}${inc.stdlib ? '#include <stdlib.h>\n' : ''}${inc.process ? '#include <process.h>\n' : ''}void h_pre(int hook);
void h_delay(void);
long h_time(long *t);
long h_clock(void);
${inc.dos ? 'void h_getdate(struct date *d);\nvoid h_gettime(struct time *t);' : 'void h_getdate();\nvoid h_gettime();'}
void h_exit();
#define main prog_main
${definesOwn(text, 'open') ? '#define open prog_open\n' : ''}int h_getch(void);
int h_getche(void);
int h_kbhit(void);
int h_bioskey(int cmd);
${HOOK_MACROS.filter(([name]) => !definesOwn(text, name) && (name !== 'cscanf' || hooksCscanf(text, script))).map(([name, lines]) => (VALUE_HOOKS.has(name) && usesValueOf(text, name) ? VALUE_HOOKS.get(name)! : lines)).join('\n')}
${biosKeys(inc, text, script) ? 'int h_int86(int n, union REGS *in, union REGS *out);\n#define int86 h_int86\n' : ''}`;
}

/**
 * With a key script of its own, a program that reads the keyboard through `int86(0x16, …)` (the
 * BIOS's key services: corpus C3548's getkey) has those calls hooked too — AH 0 and 10h as a
 * bioskey(0), AH 1 and 11h as a poll; without a script the harness' text stays as the earlier
 * batches' captures had it.
 */
const biosKeys = (inc: Includes, text: string, script?: readonly KeyItem[]): boolean =>
  script !== undefined && inc.dos && callsOwn(text, 'int86') && !definesOwn(text, 'int86');

/**
 * `cscanf` is hooked (as scanf, tag 12) in a program that calls it and has a key script of its
 * own (corpus C4827); any other program's text stays as the earlier captures had it (C1941's 15
 * shots without one).
 */
const hooksCscanf = (text: string, script?: readonly KeyItem[]): boolean => script !== undefined && callsOwn(text, 'cscanf');

/** The macros that hook the library's calls, by the name they take. */
const HOOK_MACROS: readonly (readonly [string, string])[] = [
  ['getch', '#define getch h_getch'],
  ['getche', '#define getche h_getche'],
  ['kbhit', '#define kbhit h_kbhit'],
  ['bioskey', '#define bioskey h_bioskey'],
  ['getchar', '#undef getchar\n#define getchar() (h_pre(4), getc(stdin))'],
  ['gets', '#define gets(s) (h_pre(5), gets(s))'],
  ['scanf', '#define scanf h_pre(6), scanf'],
  ['cgets', '#define cgets(s) (h_pre(11), cgets(s))'],
  ['cscanf', '#define cscanf h_pre(12), cscanf'],
  ['delay', '#define delay(ms) h_delay()'],
  ['sleep', '#define sleep(s) h_delay()'],
  ['exit', '#define exit h_exit'],
  ['randomize', '#undef randomize\n#define randomize() srand(1)'],
  ['time', '#define time(t) h_time(t)'],
  ['clock', '#define clock h_clock'],
  ['getdate', '#define getdate(d) h_getdate(d)'],
  ['gettime', '#define gettime(t) h_gettime(t)'],
];

/**
 * The scanf hooks for a program that uses the call's value (`c = scanf(…) + 1`, `f(scanf(…))`,
 * `2 == scanf(…)`): `h_pre(6), scanf` made such an expression the comma's, whose left operand is
 * void, so TCC refused the program ("Not an allowed type": corpus C1910's `c=scanf(…)+1`, probe
 * SV1) or an argument list got one more; `(h_pre(6), scanf)` calls scanf through the comma's
 * value, which TCC compiles and runs as the call (probe SV1: every value as unhooked). Any other
 * program's text stays as the earlier captures had it.
 */
const VALUE_HOOKS: ReadonlyMap<string, string> = new Map([
  ['scanf', '#define scanf (h_pre(6), scanf)'],
  ['cscanf', '#define cscanf (h_pre(12), cscanf)'],
]);

/**
 * Whether a call of `name` stands where its value is used: after an operator, a comma, or as a
 * function's argument (an opening parenthesis after a name that is not a statement's keyword).
 * At a statement's start, after `return` or in a condition's own parentheses the comma form is
 * the call's value already.
 */
export function usesValueOf(text: string, name: string): boolean {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, ' ').replace(/"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, '0');
  for (const m of code.matchAll(new RegExp(`\\b${name}\\s*\\(`, 'g'))) {
    const before = code.slice(0, m.index).trimEnd();
    const last = before.slice(-1);
    if (/[=+\-*/%<>!&|^?,~[]/.test(last)) return true;
    if (last === '(') {
      const word = /([A-Za-z_]\w*|[\])])\s*$/.exec(before.slice(0, -1))?.[1];
      if (word !== undefined && !['if', 'while', 'for', 'switch', 'return', 'sizeof'].includes(word)) return true;
    }
  }
  return false;
}

/**
 * Without dos.h the harness declares the port calls it makes after the program, unless the program
 * calls them itself: its call declared `int inportb()`, and TCC 2.0 refuses another type after it
 * ("Type mismatch in redeclaration of 'outportb'", probe RD7; corpus C532); the harness then takes
 * their low byte.
 */
const PORT_CALLS: readonly (readonly [string, string])[] = [
  ['inportb', 'unsigned char inportb(int portid);'],
  ['outportb', 'void outportb(int portid, unsigned char value);'],
];
const callsOwn = (text: string, name: string): boolean => new RegExp(`\\b${name}\\s*\\(`).test(text.replace(/\/\*[\s\S]*?\*\//g, ' '));

/** The program defines a function of this name itself (C1060's own `exit`): the harness leaves the name alone. */
function definesOwn(text: string, name: string): boolean {
  return new RegExp(`\\b${name}\\s*\\([^()]*\\)\\s*(?:[A-Za-z_][^;{}()]*;\\s*)*\\{`).test(text);
}

/**
 * Whether the oracle's harness flushes SHOTS.SCR after each shot (a DOS seek, INT 21h AX=4201h), so that a run
 * killed as hung keeps the shots it took: DOSBox's writes otherwise reach the host's file 4 KB at a
 * time. Not in a program that may list its folder (findfirst, DIR), whose listing of SHOTS.SCR
 * mode12h gives in whole 4096s as the captures before the commit showed it (harnessRun).
 */
export function commitsShots(text: string): boolean {
  return !/findfirst|\bdir\b/i.test(text);
}

/**
 * mode12h's harness hands its shot to the host file at once: a seek where the file is, after the
 * fflush (DOSBox's host buffer keeps what write() gave DOS until a seek, probe HB1; the host reads
 * SHOTS.SCR while the program waits, runHarnessed).
 */
const MODE12H_COMMIT = `
  fseek(h_f, 0L, 1);`;

/** The harness after the program; `readScreen` differs per side. */
function harness(call: string, side: 'oracle' | 'mode12h', inc: Includes, text: string, script?: readonly KeyItem[]): string {
  const planes = side === 'oracle'
    ? `  int p;
  unsigned start, at, n, total = rows * 80;
  /* the page shown: the CRTC's start address */
  outportb(0x3D4, 0x0C); start = (inportb(0x3D5) & 0xFF) << 8;
  outportb(0x3D4, 0x0D); start |= inportb(0x3D5) & 0xFF;
  for (p = 0; p < 4; p++) {
    outportb(0x3CE, 4); outportb(0x3CF, p);
    for (at = 0; at < total; at += n) {
      n = total - at < 9600 ? total - at : 9600;
      movedata(0xA000, start + at, _DS, (unsigned)h_buf, n);
      fwrite(h_buf, 1, n, h_f);
    }
  }
  outportb(0x3CE, 4); outportb(0x3CF, 0);
  fflush(h_f);`
    : `  int keys[16], n = 0, head;
  fflush(h_f);${MODE12H_COMMIT}
  /* the host's key must not take the script's: the waiting keys are set aside */
  for (head = h_peek(0x40, 0x1A); head != h_peek(0x40, 0x1C); head = head + 2 == 0x3E ? 0x1E : head + 2) keys[n++] = h_peek(0x40, head);
  h_poke(0x40, 0x1A, h_peek(0x40, 0x1C));
  /* the BIOS's key, not getch's: a character the program gave back by ungetch is its own (C1206) */
  _AH = 0;
  __int__(0x16);
  for (head = 0; head < n; head++) h_put(keys[head]);`;
  return `
#undef main
#undef getch
#undef getche
#undef kbhit
#undef bioskey
${biosKeys(inc, text, script) ? '#undef int86\n' : ''}#undef gets
#undef scanf
#undef cgets
${hooksCscanf(text, script) ? '#undef cscanf\n' : ''}#undef exit
#undef time
#undef clock
#undef getdate
#undef gettime
/* the BIOS data area and the text screen through far pointers: the program may have a peek of its own */
#define h_peek(s, o) (*(int far *)(((unsigned long)(s) << 16) | (unsigned)(o)))
#define h_peekb(s, o) (*(unsigned char far *)(((unsigned long)(s) << 16) | (unsigned)(o)))
#define h_poke(s, o, v) (*(int far *)(((unsigned long)(s) << 16) | (unsigned)(o)) = (v))
${inc.stdlib || inc.process ? '' : 'void exit(int status);\n'}${inc.dos ? '' : PORT_CALLS.filter(([name]) => !callsOwn(text, name)).map(([, line]) => `${line}\n`).join('')}static FILE *h_f;
${side === 'oracle' && commitsShots(text) ? 'void __int__(int);\n' : ''}static unsigned char h_buf[9600];
static int h_inputs, h_polls, h_delays, h_done;
static char *h_argv[] = { "PROG", 0 };
static char *h_envp[] = { 0 };
${script ? scriptArrays(script) : `static char *h_keys[] = { ${KEY_ITEMS.map(cstr).join(', ')} };
static char *h_lines[] = { ${LINE_ITEMS.map(cstr).join(', ')} };
`}
/* a key word into the BIOS type-ahead buffer, as INT 9 puts it: scan code high, character low */
static void h_put(int word)
{
  int tail = h_peek(0x40, 0x1C), next = tail + 2 == 0x3E ? 0x1E : tail + 2;
  if (next == h_peek(0x40, 0x1A)) return;
  h_poke(0x40, tail, word);
  h_poke(0x40, 0x1C, next);
}

${script ? (longItems(script) ? feeder(side, inc) : `static void h_typew(int *w)
{
  for (; *w; w++) h_put(*w);
}
`) : `static void h_type(char *s)
{
  int c, scan;
  for (; *s; s++) {
    c = *s;
    scan = c == '\\r' ? 0x1C : c == 27 ? 0x01 : c == ' ' ? 0x39 : c >= '1' && c <= '9' ? c - '1' + 2 : c == '0' ? 0x0B : 0x10;
    h_put((scan << 8) | c);
  }
}
`}
static void h_planes(int rows)
{
${planes}
}

/* mode 13h: video memory as it is, then the DAC read through its ports (the write index put back) */
static void h_vga13(void)
{
  unsigned at, i, w = inportb(0x3C8) & 0xFF;
  for (at = 0; at < ${MODE_13H_PIXELS}U; at += 6400) {
    movedata(0xA000, at, _DS, (unsigned)h_buf, 6400);
    fwrite(h_buf, 1, 6400, h_f);
  }
  outportb(0x3C7, 0);
  for (i = 0; i < 768; i++) fputc(inportb(0x3C9), h_f);
  outportb(0x3C8, w);
  fflush(h_f);
}

static void h_shot(int hook)
{
  int mode, rows, tag, i;
  if (h_f == NULL) h_f = fopen("${HARNESS_SHOTS}", "wb");
  mode = h_peekb(0x40, 0x49);
  tag = ${[...TAGGED_ROWS.keys(), ...CGA_MODES].map((m) => `mode == 0x${m.toString(16).toUpperCase().padStart(2, '0')}`).join(' || ')} ? 0x80 : 0;
  fputc(hook, h_f);
  fputc(mode | tag, h_f);
  rows = ${[...GRAPHICS_ROWS, ...TAGGED_ROWS].map(([mode, rows]) => `mode == 0x${mode.toString(16).toUpperCase().padStart(2, '0')} ? ${rows} : `).join('')}0;
  if (mode == 0x13) {
    h_vga13();
  } else if (rows) {
    h_planes(rows);
  } else if (tag) {
    for (i = 0; i < ${CGA_BYTES}; i++) fputc(h_peekb(0xB800, i), h_f);
    fflush(h_f);
  } else {
    for (i = 0; i < 4000; i++) fputc(h_peekb(0xB800, i), h_f);
    fflush(h_f);
  }${side === 'mode12h' ? MODE12H_COMMIT : ''}${side === 'oracle' && commitsShots(text) ? `
  /* a seek where the file is (AX=4201h): DOSBox's writes reach the host's file 4 KB at a time, so
     a run killed as hung lost the shots it took; its seek flushes them (DOSBox 0.74's commit,
     AH=68h, does not: probe HT1, two text shots and a loop, 4096 bytes kept) */
  _BX = h_f->fd;
  _CX = 0;
  _DX = 0;
  _AX = 0x4201;
  __int__(0x21);` : ''}
}

static void h_end(int hook)
{
  if (h_done) return;
  h_done = 1;${script && longItems(script) ? `
  if (h_rest) h_unfeed();` : ''}
  h_shot(hook);
  fclose(h_f);
}

void h_pre(int hook)
{
  int line = (hook >= 4 && hook <= 6) || hook == 11${hooksCscanf(text, script) ? ' || hook == 12' : ''};
  if (h_done) return;
  if (hook == 8) { h_end(8); return; }
  if (h_peek(0x40, 0x1A) != h_peek(0x40, 0x1C)${script && longItems(script) ? ' || h_rest' : ''}) return; /* keys are waiting: nothing to type */
  if (hook == 2 && ++h_polls < ${POLLS}) return;
  h_polls = 0;
  if (h_inputs == ${script ? script.length : INPUTS}) { h_end(10); exit(0); }
  h_shot(hook);
  ${script ? 'h_typew(line ? h_ll[h_inputs] : h_kk[h_inputs]);' : 'h_type(line ? h_lines[h_inputs] : h_keys[h_inputs]);'}
  h_inputs++;
}

int h_getch(void) { h_pre(0); return getch(); }
int h_getche(void) { h_pre(1); return getche(); }
int h_kbhit(void) { h_pre(2); return kbhit(); }
int h_bioskey(int cmd) { h_pre(cmd == 1 ? 2 : 3); return bioskey(cmd); }${biosKeys(inc, text, script) ? `
int h_int86(int n, union REGS *in, union REGS *out)
{
  if (n == 0x16 && (in->h.ah & 0xEE) == 0) h_pre(in->h.ah & 1 ? 2 : 3);
  return int86(n, in, out);
}` : ''}
void h_exit(int c) { h_pre(8); exit(c); }

void h_delay(void)
{
  if (h_done) return;
  if (++h_delays == ${DELAYS}) { h_end(9); exit(0); }
}

long h_time(long *t)
{
  long now = 0x2A000000L;
  if (t) *t = now;
  return now;
}

long h_clock(void)
{
  return 0L;
}

/* the date of h_time's clock (1992-05-01); without dos.h the program has no getdate to call */
${inc.dos ? `void h_getdate(struct date *d)
{
  d->da_year = 1992;
  d->da_mon = 5;
  d->da_day = 1;
}` : 'void h_getdate() {}'}

/* a clock from 10:08:30.00 on, a hundredth a delay (no data of its own: the program's addresses stay) */
${inc.dos ? `void h_gettime(struct time *t)
{
  long s = 36510L + h_delays / 100;
  t->ti_hour = (unsigned char)(s / 3600 % 24);
  t->ti_min = (unsigned char)(s / 60 % 60);
  t->ti_sec = (unsigned char)(s % 60);
  t->ti_hund = (unsigned char)(h_delays % 100);
}` : 'void h_gettime() {}'}

int main(void)
{
  /* a fresh start: no keys left by what ran before, a cleared screen (DOSBox runs many programs in a session) */
  h_poke(0x40, 0x1A, h_peek(0x40, 0x1C));
  window(1, 1, 80, 25);
  textattr(7);
  clrscr();
  ${call};
  h_end(7);
  return 0;
}
`;
}

/**
 * `#undef` lines for the program's macros that would rewrite the harness' own names: its locals,
 * parameters and members, the lower-case words of `after` not called (corpus C4875 and C4876,
 * `#define rows 24;`, made TCC refuse h_shot's `int mode, rows, tag, i;`; a program's `#define n
 * 10` would do as much to h_planes). A program that defines none of them is wrapped as before.
 */
export function harnessUndefs(text: string, after: string): string {
  const defined = new Set([...text.matchAll(/^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)/gm)].map((m) => m[1]!));
  const used = new Set([...after.replace(/\/\*[\s\S]*?\*\//g, ' ').matchAll(/\b([a-z]\w*)\b(?!\s*\()/g)].map((m) => m[1]!).filter((w) => !w.startsWith('h_')));
  return [...used].filter((w) => defined.has(w)).sort().map((w) => `#undef ${w}\n`).join('');
}

/** The program wrapped for one side. */
export function harnessed(source: string, side: 'oracle' | 'mode12h', script?: readonly KeyItem[]): string {
  // (TCC stops reading at a Ctrl+Z, which old files end with)
  const text = source.replace(/\x1a[\s\S]*$/, '');
  const inc = includesOf(text);
  const after = harness(mainCall(text), side, inc, text, script);
  return `${prelude(inc, text, script)}#line 1\n${text}\n${harnessUndefs(text, after)}${after}`;
}

/**
 * A program's own key script (key-script.ts) as the harness' arrays: each item's keys for key
 * hooks (h_kk) and for line hooks (h_ll), BIOS words ending in 0.
 */
function scriptArrays(script: readonly KeyItem[]): string {
  const arr = (name: string, words: readonly number[]): string => `static int ${name}[] = { ${[...words, 0].map((w) => `0x${w.toString(16).toUpperCase()}`).join(', ')} };\n`;
  return script.map((it, i) => arr(`h_k${i}`, it.keys) + arr(`h_l${i}`, it.line)).join('')
    + `static int *h_kk[] = { ${script.map((_, i) => `h_k${i}`).join(', ')} };\nstatic int *h_ll[] = { ${script.map((_, i) => `h_l${i}`).join(', ')} };\n`;
}

/** Whether an item of the script holds more keys than the type-ahead buffer's room. */
const longItems = (script: readonly KeyItem[]): boolean => script.some((it) => it.keys.length > ROOM || it.line.length > ROOM);

/**
 * The typing of a script with items longer than the type-ahead buffer's room (ROOM): what fits is
 * typed at the hook, the rest by an INT 1Ch handler at each timer tick, as the program's input
 * call (DOS's line read, cscanf's getche) takes keys out, until the item is typed whole; the
 * handler then puts back the vector it found. The oracle's handler writes the vector table itself
 * (no DOS call from a tick inside DOS's read); mode12h's table is setvect's. Both sides' input
 * calls wait with the timer running (DOSBox's INT 16h, mode12h's waitForKey): corpus C4845,
 * C4869 and C4999 (six and eight numbers to one scanf) typed so in DOSBox. A script of short
 * items gets the harness' text as before.
 */
function feeder(side: 'oracle' | 'mode12h', inc: Includes): string {
  return `${inc.dos ? '' : 'void interrupt (*getvect(int interruptno))();\nvoid setvect(int interruptno, void interrupt (*isr)());\n'}static int *h_rest;
static void interrupt (*h_old1c)();
static unsigned long h_oldv;

static void h_unfeed(void)
{
  h_rest = 0;
  ${side === 'oracle' ? '*(unsigned long far *)0x00000070L = h_oldv;' : 'setvect(0x1C, h_old1c);'}
}

/* what the buffer has room for of the item's rest */
static void h_fill(void)
{
  for (; *h_rest; h_rest++) {
    int tail = h_peek(0x40, 0x1C);
    if ((tail + 2 == 0x3E ? 0x1E : tail + 2) == h_peek(0x40, 0x1A)) return;
    h_put(*h_rest);
  }
}

static void interrupt h_feed()
{
  if (!h_rest) return;
  h_fill();
  if (!*h_rest) h_unfeed();
}

static void h_typew(int *w)
{
  h_rest = w;
  h_fill();
  if (!*h_rest) { h_rest = 0; return; }
  h_oldv = *(unsigned long far *)0x00000070L;
  h_old1c = getvect(0x1C);
  setvect(0x1C, h_feed);
}
`;
}

/**
 * A module of a project that is not main's: the prelude only (its calls hooked, its own `main`
 * none), the harness being main's module's.
 */
export function harnessedModule(source: string): string {
  const text = source.replace(/\x1a[\s\S]*$/, '');
  return `${prelude(includesOf(text), text)}#line 1\n${text}\n`;
}

/**
 * A program of the harness: one C file (`source`), or a project of several (`files`: its folder's
 * files by name, a subfolder's as `LEVELS/1.DAT`; `source` then unused) — corpus C3300–C3499.
 */
export interface HarnessProgram {
  name: string;
  source: string;
  files?: ReadonlyMap<string, Uint8Array>;
  /** Its own key script (NAME.KEY: key-script.ts), typed in place of the harness' fixed one. */
  keys?: readonly KeyItem[];
}

/** A file's bytes as latin1 text, and back. */
const latin1Text = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');
const latin1Bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/**
 * The modules a project links, as the CLI takes them from a folder (src/shared/c-files.ts
 * programFiles: the .PRJ's list, else every .C file; main's first), from its top folder's files.
 */
export function projectSources(files: ReadonlyMap<string, Uint8Array>): SourceFile[] {
  const top = [...files].filter(([f]) => !f.includes('/')).map(([name, bytes]) => ({ name, bytes }));
  try {
    return [...programFiles(top).sources];
  } catch {
    // a project file that lists a module the folder lacks: TCC is given its list all the same (and
    // refuses it); the CLI's message is mode12h's (compileProject)
    const prj = top.filter((f) => /\.PRJ$/i.test(f.name));
    const names = prj.length === 1 ? projectModules(latin1Text(prj[0]!.bytes)) : top.filter((f) => /\.C$/i.test(f.name)).map((f) => f.name.toUpperCase());
    return names.map((name) => ({ name, text: latin1Text(top.find((f) => f.name.toUpperCase() === name)?.bytes ?? new Uint8Array(0)) }));
  }
}

/**
 * The project's folder as one side has it: its modules wrapped (main's by the harness, the others
 * by the prelude), modules, headers and the .C files they include in CR LF (TCC 2.0 reads a bare-LF file as one line), every
 * other file's bytes as they are.
 */
export function harnessedProject(files: ReadonlyMap<string, Uint8Array>, side: 'oracle' | 'mode12h', script?: readonly KeyItem[]): Map<string, Uint8Array> {
  const modules = projectSources(files);
  const out = new Map<string, Uint8Array>();
  for (const [f, bytes] of files) {
    const k = modules.findIndex((m) => m.name === f.toUpperCase() && !f.includes('/'));
    const text = k < 0 ? latin1Text(bytes) : k === 0 ? harnessed(modules[k]!.text, side, script) : harnessedModule(modules[k]!.text);
    // (a .C file another includes is source too: corpus C3546's `#include "util.c"`, whose LF
    // lines TCC read as one, "Macro expansion too long")
    out.set(f, k >= 0 || /\.[HC]$/i.test(f) ? latin1Bytes(text.replace(/\r?\n/g, '\r\n')) : bytes);
  }
  return out;
}

/** A shot parsed from SHOTS.SCR. */
export interface HarnessShot {
  hook: Hook | string;
  mode: number;
  /** The picture is the planes' (the host takes it on mode12h), or a CGA mode's pixels; false: mode 13h's or a text screen. */
  graphics: boolean;
  /** A graphics mode: colour indices 640 × its rows (after the host or the planes filled it); mode 13h: 320 × 200 indices and the DAC; a text mode: 4 000 bytes. */
  screen: Uint8Array | null;
  /** A recorded shot (shot-record.ts): the hash of its bytes, its screen absent. */
  hash?: string;
}

/** An oracle result, or a record of one whose shots carry hashes in place of screens (shot-record.ts). */
export type OracleOrRecord = OracleResult & { recorded?: HarnessShot[] };

/** The hash a record keeps of a shot's bytes (shot-record.ts): SHA-1's first 64 bits, hex. */
export const shotHash = (screen: Uint8Array): string => createHash('sha1').update(screen).digest('hex').slice(0, 16);

/**
 * SHOTS.SCR's shots. `planes`: the screens of the graphics modes are in the file (the oracle's);
 * else they are not (mode12h's harness, whose host took them) and `screen` is null for them.
 */
export function parseShots(bytes: Uint8Array, planes: boolean): HarnessShot[] {
  const shots: HarnessShot[] = [];
  let at = 0;
  while (at + 2 <= bytes.length) {
    const hook = HOOKS[bytes[at]!] ?? `hook ${bytes[at]}`;
    const tagged = (bytes[at + 1]! & 0x80) !== 0, mode = bytes[at + 1]! & 0x7f;
    at += 2;
    const rows = (tagged ? TAGGED_ROWS : GRAPHICS_ROWS).get(mode);
    if (mode === 0x13) {
      if (at + MODE_13H_SHOT > bytes.length) break;
      shots.push({ hook, mode, graphics: false, screen: bytes.slice(at, at + MODE_13H_SHOT) });
      at += MODE_13H_SHOT;
    } else if (rows !== undefined) {
      if (!planes) { shots.push({ hook, mode, graphics: true, screen: null }); continue; }
      const size = 4 * rows * (SCREEN_W / 8);
      if (at + size > bytes.length) break;
      shots.push({ hook, mode, graphics: true, screen: decodeShots(bytes.subarray(at, at + size), rows)[0]! });
      at += size;
    } else if (tagged) {
      if (at + CGA_BYTES > bytes.length) break;
      shots.push({ hook, mode, graphics: true, screen: cgaPixels(bytes.subarray(at, at + CGA_BYTES), mode) });
      at += CGA_BYTES;
    } else {
      if (at + 4000 > bytes.length) break;
      shots.push({ hook, mode, graphics: false, screen: bytes.slice(at, at + 4000) });
      at += 4000;
    }
  }
  return shots;
}

/** What a harnessed program did on mode12h: its shots (screens filled), or why it stopped short. */
export interface HarnessRun {
  shots: HarnessShot[];
  error: string | null;
}

/** The bytes after the tag and mode that the oracle's harness writes for a shot in `mode`. */
function oracleShotSize(mode: number, graphics: boolean): number {
  if (mode === 0x13) return MODE_13H_SHOT;
  const rows = GRAPHICS_ROWS.get(mode) ?? TAGGED_ROWS.get(mode);
  if (rows !== undefined) return 4 * rows * (SCREEN_W / 8);
  return graphics ? CGA_BYTES : 4000;
}

/** Virtual time a harnessed program may take on mode12h (delays cost none). */
const RUN_MS = 120_000;
/** Wall time it may take (a long computation, a loop with no input). */
const RUN_WALL_MS = 60_000;

/**
 * The files of the user's Turbo C directory that the oracle's C:\TC holds and the graphics library
 * loads (its .CHR fonts and .BGI drivers: runtime/tc/bgi/files.ts looks in initgraph's path, "c:\\tc"
 * in real programs), put in mode12h's C:\TC too; none unless the harness is given the directory.
 */
let tcFiles: ReadonlyMap<string, Uint8Array> = new Map();
/**
 * Those of its drivers the oracle had beside each program and in BGI_DIRS too (harness --bgi,
 * dosbox.ts OracleOptions.drivers): a user's CGA.BGI where the program's initgraph looks.
 */
let besideDrivers: readonly string[] = [];

/** Take the .CHR and .BGI files of Turbo C directory `dir` for mode12h's C:\TC (tcFiles), and `drivers` of them beside each program (besideDrivers). */
export function useTcFiles(dir: string, drivers: readonly string[] = []): void {
  tcFiles = new Map(readdirSync(dir).filter((f) => /\.(CHR|BGI)$/i.test(f)).map((f) => [f.toUpperCase(), readFileSync(join(dir, f))]));
  besideDrivers = drivers.filter((f) => f !== 'EGAVGA.BGI' && tcFiles.has(f));
}

/**
 * The harnessed program (`harnessed(source, 'mode12h')`, compiled) on mode12h: whenever SHOTS.SCR
 * names a graphics shot the host has not taken, the program waits in the harness' INT 16h key read: the
 * machine's frame (the page shown) is that shot, and a key lets it go on.
 */
export function runHarnessed(rom: Rom, folder: ReadonlyMap<string, Uint8Array> = new Map(), dir = '', when?: number): HarnessRun {
  // the machine's clock starts when the oracle ran the program: DOSBox's date and time of day are the host's
  const clock = when === undefined ? null : hostClock(when);
  const m = new Machine(clock ? { date: clock.date, timeOfDay: clock.time } : {});
  // DOSBox dates the files on C: by the host's clock: what the program and the harness write is
  // dated when the oracle ran it (corpus C1594's DIR /AD: its folder and the one it made, 13:08)
  const t = when === undefined ? null : new Date(when);
  const drive = t === null ? driveOf(m) : mountDrive(m, memoryStore(), () => packDosStamp(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()));
  m.load(rom);
  // the oracle runs NAME.EXE in C:\NAME\, its current directory (corpus C1571's getcwd "C:\C1571",
  // C1572's getcurdir "C1572"); the root holds nothing of it
  if (dir !== '') {
    installDirectories(drive);
    // the oracle's C: holds Turbo C's folder and the driver's usual ones (dosbox.ts BGI_DIRS): a
    // program's open("\\tc\\ExTemp.txt", O_CREAT…) makes its file there (corpus C2027)
    for (const d of BGI_DIRS) {
      let path = '';
      for (const part of d.split('/')) {
        path = path === '' ? part : `${path}\\${part}`;
        if (!drive.dirs.has(canonical(drive, path))) mkdir(drive, path);
      }
    }
    for (const [f, bytes] of tcFiles) drive.write(`TC\\${f}`, bytes);
    mkdir(drive, dir);
    drive.cwd = dosName(dir);
    for (const f of besideDrivers) for (const d of ['', ...BGI_DIRS, dir]) drive.write(`${d === '' ? '' : `${d.replace(/\//g, '\\')}\\`}${f}`, tcFiles.get(f)!);
  }
  const at = (f: string): string => (dir === '' ? f : `${dosName(dir)}\\${f}`);
  for (const [f, bytes] of folder) {
    // a project's subfolder (`LEVELS/1.DAT`) made first, as the oracle's folder has it
    const parts = f.split('/');
    for (let i = 1; i < parts.length; i++) {
      const sub = `\\${at(parts.slice(0, i).join('\\'))}`; // (from the root: the current directory is the program's)
      if (!drive.dirs.has(canonical(drive, sub))) mkdir(drive, sub);
    }
    drive.write(at(parts.join('\\')), bytes);
  }
  const frames: Uint8Array[] = [];
  // SHOTS.SCR as a DIR saw it in DOSBox: the harness keeps it open, and DOSBox's writes reach the
  // host file 4 KB at a time (the C library's buffer), so a listing shows the oracle's shots so far
  // in whole 4096s (corpus C1620's DIR /W after one text shot: 0 bytes); the shots themselves are kept here
  let shotBytes = new Uint8Array(0);
  // (the drive's names here are from the root, as the library gives them)
  const shotsKey = at(HARNESS_SHOTS).toUpperCase();
  const write = drive.write.bind(drive);
  drive.write = (name: string, bytes: Uint8Array, kept?: boolean): void => {
    if (name.toUpperCase() !== shotsKey) return write(name, bytes, kept);
    shotBytes = bytes.slice();
    const oracleBytes = parseShots(shotBytes, false).reduce((n, s) => n + 2 + oracleShotSize(s.mode, s.graphics), 0);
    write(name, new Uint8Array(oracleBytes - (oracleBytes % 4096)));
  };
  // (DOS's write through the harness's handle adds to the shots themselves: io.ts release)
  const read = drive.read.bind(drive);
  drive.read = (name: string): Uint8Array | undefined => (name.toUpperCase() === shotsKey ? shotBytes : read(name));
  const shotsNow = (): HarnessShot[] => parseShots(shotBytes, false);
  const t0 = Date.now();
  let error: string | null = null;
  // checked between slices below, and inside one by the machine's guards: a program that never
  // yields within a slice (a computation whose loops each call the library now and then) is
  // stopped at its wall limit too, naming its line
  const overrun = (): string | null => (Date.now() - t0 > RUN_WALL_MS ? `still running after ${Math.round(m.nowMs / 1000)} s virtual, ${Math.round((Date.now() - t0) / 1000)} s wall` : null);
  m.hostStop = overrun;
  for (;;) {
    m.runFor(50);
    if (m.crash) { error = `crashed: ${m.crash.message}`; break; }
    if (m.state !== 'running') break;
    const pending = shotsNow().filter((s) => s.graphics && s.screen === null).length;
    if (pending > frames.length) {
      frames.push(m.vga.visual.slice());
      m.keyDown('Space');
      m.keyUp('Space', m.now + 1);
    } else if (m.nowMs > RUN_MS || overrun()) {
      error = `still running after ${Math.round(m.nowMs / 1000)} s virtual, ${Math.round((Date.now() - t0) / 1000)} s wall`;
      break;
    }
  }
  let k = 0;
  const shots = shotsNow().map((s) => (s.graphics && s.screen === null ? { ...s, screen: frames[k++] ?? null } : s));
  return { shots, error };
}

/**
 * The host's clock at `ms` since 1970 as DOSBox gives it to a program (the oracle's host keeps
 * UTC, DOSBox reads its local time): the date, the time of day to the hundredth, and TCC's
 * compile time (__DATE__, __TIME__).
 */
export function hostClock(ms: number): { date: DosDate; time: TimeOfDay; compiledAt: CompileTime } {
  const t = new Date(ms);
  const date = { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  const time = { hour: t.getUTCHours(), min: t.getUTCMinutes(), sec: t.getUTCSeconds(), hund: Math.floor(t.getUTCMilliseconds() / 10) };
  return { date, time, compiledAt: { ...date, hour: time.hour, min: time.min, sec: time.sec } };
}

/**
 * How far the further runs of a program that differs move the clock (compareShots): 11:11:11.11
 * changes every digit of a time of day (each field ±11, with its carry or borrow: no digit comes
 * back to itself), 5:27:43.37 the digits of a tick count the first might leave (one in ten); later
 * when that stays on the same day, else earlier (the date is known; the time of day is not).
 */
const CLOCK_SHIFTS_MS = [40_271_110, 19_663_370];

function shiftedClock(when: number, by: number): number {
  const later = when + by;
  return new Date(later).getUTCDate() === new Date(when).getUTCDate() ? later : when - by;
}

/**
 * What C:\NAME\ holds on the oracle's side while the program runs (tools/oracle/dosbox.ts: the
 * harnessed source, TCC's log, the .OBJ and .EXE it made, EGAVGA.BGI), for mode12h's drive: a
 * program that looks for files finds the same names (corpus C1055's findfirst("*.*") after
 * fnmerge wrote "*.*" at DS:0000). The source and the log are the oracle's bytes; the .OBJ and the
 * .EXE, TCC's, are there in zeros as long as the oracle saw them (empty when a capture did not
 * keep their sizes), the driver, Borland's, its size in zeros.
 */
export function oracleFolder(name: string, source: string, log: string, sizes: { exe: number; obj: number; objs?: Record<string, number> } = { exe: 0, obj: 0 }, files?: ReadonlyMap<string, Uint8Array>, script?: readonly KeyItem[]): Map<string, Uint8Array> {
  // a project's: its files as the oracle's folder has them, each module's .OBJ, the .EXE named after the folder
  const own: [string, Uint8Array][] = files
    ? [...harnessedProject(files, 'oracle', script), ...projectSources(files).map((m): [string, Uint8Array] => {
      const obj = m.name.replace(/\.C$/, '.OBJ');
      return [obj, new Uint8Array(sizes.objs?.[obj] ?? 0)];
    })]
    : [[`${name}.C`, latin1Bytes(harnessed(source, 'oracle', script).replace(/\r?\n/g, '\r\n'))], [`${name}.OBJ`, new Uint8Array(sizes.obj)]];
  return new Map([
    ...own,
    [`${name}.LOG`, latin1Bytes(log)],
    [`${name}.EXE`, new Uint8Array(sizes.exe)],
    // Borland's driver as long as it is (corpus C1618's stat: 5 363 bytes), its bytes 0
    ['EGAVGA.BGI', new Uint8Array(EGAVGA_BGI_SIZE)],
  ]);
}

/** A harnessed project's folder compiled on mode12h as the CLI compiles a folder (programFiles), run from C:\NAME\. */
function compileProject(files: ReadonlyMap<string, Uint8Array>, name: string, compiledAt?: CompileTime): Rom | string {
  let p: ProgramFiles;
  try {
    p = programFiles([...files].filter(([f]) => !f.includes('/')).map(([f, bytes]) => ({ name: f, bytes })));
  } catch (e) {
    return `compile: ${(e as Error).message}`;
  }
  return compileFilesForMode12h(p.sources, p.readInclude, name, compiledAt);
}

/** The first difference of two text screens (80×25 cells, character and attribute), or null. */
export function textDifference(oracle: Uint8Array, mode12h: Uint8Array): string | null {
  let first = -1, cells = 0;
  for (let i = 0; i < 4000; i += 2) {
    if (oracle[i] !== mode12h[i] || oracle[i + 1] !== mode12h[i + 1]) {
      cells++;
      if (first < 0) first = i;
    }
  }
  if (first < 0) return null;
  const cell = (b: Uint8Array): string => `${JSON.stringify(String.fromCharCode(b[first]!))}/${b[first + 1]!.toString(16).padStart(2, '0')}h`;
  const row = (b: Uint8Array): string => JSON.stringify(String.fromCharCode(...b.subarray(first - (first % 160), first - (first % 160) + 160).filter((_, i) => i % 2 === 0)).trimEnd());
  return `${cells} cells, first at row ${Math.floor(first / 160)} col ${(first % 160) / 2}: oracle ${cell(oracle)} ${row(oracle)}, mode12h ${cell(mode12h)} ${row(mode12h)}`;
}

/** A text screen's characters (80×25 cells), a row a line, its trailing blanks dropped. */
const textRows = (screen: Uint8Array): string =>
  Array.from({ length: 25 }, (_, r) => String.fromCharCode(...screen.subarray(r * 160, r * 160 + 160).filter((_, i) => i % 2 === 0)).trimEnd()).join('\n') + '\n';

/** One program's comparison. */
export interface HarnessResult {
  name: string;
  /** Shots the oracle took, and how many of them mode12h took the same at 0 px. */
  oracleShots: number;
  mode12hShots: number;
  equal: number;
  /**
   * Shots that differ only where the host's clock shows (a known difference, not the library's):
   * every cell or pixel that differs changes too when mode12h's clock is moved (compareShots).
   */
  clock?: number;
  /** The first thing that differs (or why nothing could be compared), '' when all match. */
  first: string;
}

/**
 * Every program of DIR against its oracle result in OUT: OUT/harness.txt (a line each),
 * OUT/harness.json, and OUT/diff/NAME-SS-{oracle,mode12h,diff}.png for the first differing screen.
 */
export function compareHarnessed(
  programs: HarnessProgram[],
  out: string,
  oracleOf: (name: string) => OracleOrRecord | null,
  only?: string,
): HarnessResult[] {
  mkdirSync(join(out, 'diff'), { recursive: true });
  const line = (r: HarnessResult): string => `${r.name.padEnd(8)} ${r.equal}/${r.oracleShots} at 0 px (mode12h ${r.mode12hShots}${r.clock ? `; ${r.clock} by the host's clock` : ''})${r.first ? `  ${r.first}` : ''}`;
  const results: HarnessResult[] = [];
  for (const p of programs) {
    if (only && p.name !== only) continue;
    const r = compareShots(p, oracleOf(p.name), join(out, 'diff'));
    results.push(r);
    console.log(line(r));
  }
  const total = results.reduce((n, r) => n + r.oracleShots, 0), equal = results.reduce((n, r) => n + r.equal, 0);
  const clock = results.reduce((n, r) => n + (r.clock ?? 0), 0);
  const text = `${results.map(line).join('\n')}\n\n${results.length} programs, ${total} oracle shots, ${equal} at 0 px${clock ? `, ${clock} more differ only by the host's clock` : ''}\n`;
  writeFileSync(join(out, only ? `harness-${only}.txt` : 'harness.txt'), text);
  if (!only) writeFileSync(join(out, 'harness.json'), JSON.stringify(results, null, 1));
  console.log(text.slice(text.lastIndexOf('\n\n') + 2));
  return results;
}

/** One program: its oracle shots against its run on mode12h (diff images of the differing screens into `diffDir` when given). */
export function compareShots(p: HarnessProgram, o: OracleOrRecord | null, diffDir: string | null): HarnessResult {
  const r: HarnessResult = { name: p.name, oracleShots: 0, mode12hShots: 0, equal: 0, first: '' };
  if (!o) { r.first = 'no oracle result'; return r; }
  if (o.status !== 'ok') { r.first = `oracle: ${o.status}${o.status === 'rejected' ? `: ${/^(?:Error|Fatal).*$/m.exec(o.log)?.[0] ?? o.log.trim().split('\n').pop()}` : ''}`; }
  const theirs = o.recorded ?? parseShots(o.files.get(HARNESS_SHOTS) ?? new Uint8Array(0), true);
  r.oracleShots = theirs.length;
  if (o.status === 'rejected') return r;
  // run from C:\NAME\ as the oracle runs it: the path on main's stack sets every frame's address;
  // compiled and started when the oracle ran it (DOSBox's clock is the host's)
  // (a project: its modules as the CLI takes them from its folder, main's wrapped by the harness)
  const runAt = (when: number | undefined): HarnessRun | string => {
    const at = when === undefined ? undefined : hostClock(when).compiledAt;
    const rom = p.files
      ? compileProject(harnessedProject(p.files, 'mode12h', p.keys), p.name, at)
      : compileForMode12h(harnessed(p.source, 'mode12h', p.keys), `${p.name}.C`, p.name, at);
    return typeof rom === 'string' ? rom : runHarnessed(rom, oracleFolder(p.name, p.source, o.log, o.sizes, p.files, p.keys), p.name, when);
  };
  const run = runAt(o.when);
  if (typeof run === 'string') { r.first = `mode12h ${run.split('\n')[0]}`; return r; }
  r.mode12hShots = run.shots.length;
  // the shots that differ; those that differ only where the clock shows are told apart below
  const differing: { i: number; why: string }[] = [];
  for (let i = 0; i < Math.max(theirs.length, run.shots.length); i++) {
    const a = theirs[i], b = run.shots[i];
    let why: string | null = null;
    if (!a || !b) why = `shot ${i + 1}: ${a ? `oracle ${a.hook}, mode12h none${run.error ? ` (${run.error})` : ''}` : `mode12h ${b!.hook}, oracle none`}`;
    else if (a.hook !== b.hook || a.mode !== b.mode) why = `shot ${i + 1}: oracle ${a.hook} mode ${a.mode.toString(16)}h, mode12h ${b.hook} mode ${b.mode.toString(16)}h`;
    else if (a.hash !== undefined) {
      if (!b.screen || shotHash(b.screen) !== a.hash) why = `shot ${i + 1} (${a.hook}, mode ${a.mode.toString(16)}h): not the recorded shot (its capture absent: recapture to see where)`;
    } else if (!a.screen || !b.screen) why = `shot ${i + 1} (${a.hook}): no screen`;
    else if (a.mode === 0x13) {
      const d = diffFrames(b.screen.subarray(0, MODE_13H_PIXELS), a.screen.subarray(0, MODE_13H_PIXELS), 320);
      const dac = a.screen.subarray(MODE_13H_PIXELS).findIndex((v, k) => v !== b.screen![MODE_13H_PIXELS + k]);
      if (d.count) why = `shot ${i + 1} (${a.hook}, mode 13h): ${d.count} px in ${boxText(d.box!)}`;
      else if (dac >= 0) why = `shot ${i + 1} (${a.hook}, mode 13h): DAC entry ${Math.floor(dac / 3)} differs`;
      if (d.count && diffDir !== null) {
        const base = join(diffDir, `${p.name}-${String(i + 1).padStart(2, '0')}`);
        const png = (shot: Uint8Array): Uint8Array => encodeIndexedPng(shot.subarray(0, MODE_13H_PIXELS), 320, 200, shot.subarray(MODE_13H_PIXELS).map(dac8));
        writeFileSync(`${base}-oracle.png`, png(a.screen));
        writeFileSync(`${base}-mode12h.png`, png(b.screen));
        const pal = a.screen.subarray(MODE_13H_PIXELS).map(dac8);
        writeFileSync(`${base}-diff.png`, encodeIndexedPng(diffImage(b.screen.subarray(0, MODE_13H_PIXELS), a.screen.subarray(0, MODE_13H_PIXELS), pal), 320, 200, diffPalette(pal)));
      }
    } else if (a.graphics) {
      const w = shotWidth(a.mode), rows = a.screen.length / w;
      const d = diffFrames(b.screen, a.screen, w);
      if (d.count) {
        why = `shot ${i + 1} (${a.hook}, mode ${a.mode.toString(16)}h): ${d.count} px in ${boxText(d.box!)}`;
      }
      if (d.count && diffDir !== null) {
        // as DOSBox's screenshots show them: a 640×200 mode's rows twice
        const base = join(diffDir, `${p.name}-${String(i + 1).padStart(2, '0')}`);
        const png = (pixels: Uint8Array, palette: ArrayLike<number>): Uint8Array => {
          const s = asShown(pixels, w, rows);
          return encodeIndexedPng(s.pixels, s.width, s.height, palette);
        };
        writeFileSync(`${base}-diff.png`, png(diffImage(b.screen, a.screen), diffPalette(DEFAULT_PALETTE_RGB)));
        writeFileSync(`${base}-oracle.png`, png(a.screen, DEFAULT_PALETTE_RGB));
        writeFileSync(`${base}-mode12h.png`, png(b.screen, DEFAULT_PALETTE_RGB));
      }
    } else {
      const t = textDifference(a.screen, b.screen);
      if (t) why = `shot ${i + 1} (${a.hook}, mode ${a.mode.toString(16)}h): ${t}`;
      // a text shot that differs: both screens' characters, a row a line, to read beside each other
      if (t && diffDir !== null) {
        const base = join(diffDir, `${p.name}-${String(i + 1).padStart(2, '0')}`);
        writeFileSync(`${base}-oracle.txt`, textRows(a.screen));
        writeFileSync(`${base}-mode12h.txt`, textRows(b.screen));
      }
    }
    if (why === null) r.equal++;
    else differing.push({ i, why });
  }
  // The host's time of day when DOSBox ran the program is known to the capture's minute at best
  // (its folder's time: dosbox.ts OracleResult.when), not to the second or the tick: a shot that
  // differs only in cells or pixels which move with mode12h's clock is a known difference of the
  // host's clock (C2071's __TIME__, C1448's biostime, C1568's file times), not a library's.
  // (run again only when a differing shot could be the clock's: both sides took it, of one hook and mode)
  const when = o.when;
  const comparable = differing.some(({ i }) => theirs[i]?.screen && run.shots[i]?.screen && theirs[i]!.hook === run.shots[i]!.hook && theirs[i]!.mode === run.shots[i]!.mode);
  const clockOnly = comparable && when !== undefined ? clockDependent(run, CLOCK_SHIFTS_MS.map((by) => runAt(shiftedClock(when, by))), theirs) : () => false;
  for (const d of differing) {
    if (clockOnly(d.i)) r.clock = (r.clock ?? 0) + 1;
    else if (r.first === '') r.first = d.why;
  }
  if (r.first === '' && r.clock) r.first = `${differing.find((d) => clockOnly(d.i))!.why} — a known host-clock difference: DOSBox's time of day when it ran is not known to the second (docs/ORACLE.md)`;
  if (r.first === '' && run.error) r.first = `mode12h: ${run.error}`;
  return r;
}

/**
 * Whether shot i differs from the oracle's only where mode12h's shot changes when its clock is
 * moved (`moved`: the runs with the clock shifted): every byte of the screen (a text cell's
 * character or attribute, a pixel, a DAC component) that differs from the oracle's differs in one
 * of those runs too.
 */
function clockDependent(run: HarnessRun, moved: readonly (HarnessRun | string)[], theirs: readonly HarnessShot[]): (i: number) => boolean {
  const runs = moved.filter((m): m is HarnessRun => typeof m !== 'string');
  return (i) => {
    // (a shot of another hook or mode is no clock's doing, whatever its bytes)
    if (theirs[i]?.hook !== run.shots[i]?.hook || theirs[i]?.mode !== run.shots[i]?.mode) return false;
    const a = theirs[i]?.screen, b = run.shots[i]?.screen;
    const others = runs.map((m) => (m.shots[i]?.hook === run.shots[i]?.hook ? m.shots[i]?.screen : null));
    if (!a || !b || a.length !== b.length || others.length === 0 || others.some((c) => !c || c.length !== b.length)) return false;
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k] && others.every((c) => c![k] === b[k])) return false;
    return true;
  };
}
