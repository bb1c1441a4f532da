/**
 * conio.h — Turbo C 2.0's console keyboard input, through DOS (INT 21h) to the CON device, which
 * reads the same BIOS buffer as bioskey (DOSBox 0.74 src/dos/dev_con.h); and its text output,
 * straight into the text screen's video memory (runtime/hw/textmode.ts).
 */
import { int16, INT16_WAIT } from '../bios/int16.ts';
import { NORMAL_ATTRIBUTE, TEXT_MEMORY_BYTES, TEXT_MODES, TEXT_ROWS, textConsole, type TextConsole } from '../hw/textmode.ts';
import { machine, type Machine } from '../machine.ts';
import { processKey, type Blocking } from '../process.ts';
import { sprintf } from './stdio.ts';
import { VGA_ROM_BYTES, vgaRomByte } from '../bios/vga-rom.ts';
import { stdinFileByte, stdinPlace } from './stdin-file.ts';

/**
 * CPU cost of getch()/kbhit(), in instructions: the C frame, one INT 21h into DOS, the CON
 * device call and its INT 16h. Small next to any delay(); only its order of magnitude matters.
 */
export const CONIO_INSTRUCTIONS = 60;


/** The CON device's one-byte read-ahead: the scan code owed after an extended key's 0. */
interface ConState {
  readcache: number;
  /**
   * The byte the last one-character read (AH=01h, 06h, 07h, 08h) took from a redirected stdin:
   * DOSBox 0.74 reads into the same byte each time, and at the file's end reads nothing, so AL is
   * that byte again (oracle DR1: "d" after a line read; DR3: "z" four times). Before any such
   * read it is 10, the LF that ended the batch file's line that started the program, which
   * DOSBox's shell read into that same byte (textgen11: getch at the end of a file stdio had read
   * whole is 10 in 90 programs, whatever the file's last byte).
   */
  last: number;
}

const CON = processKey<ConState>('conio.h CON read-ahead', () => ({ readcache: 0, last: 10 }));

function con(m: Machine): ConState {
  return m.process.local(CON);
}

/**
 * CON's read-ahead as a program ends, or set as it starts: DOSBox's CON device keeps it from one
 * program to the next of a session (textgen15 LG00208: LG00207's last getch read an extended
 * key's 0, and LG00208's first scanf reads the scan code "H…").
 */
export function carriedReadcache(m: Machine, set?: number): number {
  if (set !== undefined) con(m).readcache = set;
  return con(m).readcache;
}

/**
 * Whether DOSBox's CON has a key for a read (dev_con.h GetInformation, AX=4400h's bit 6 clear): one
 * in the BIOS buffer, or the scan code an extended key's 0 left (pcgen3 PD00067: F1 read by
 * AH=08h, the buffer emptied, then 4400h of CON is 8093h).
 */
export function conKeyWaiting(m: Machine): boolean {
  return !m.keyBuffer.isEmpty() || con(m).readcache !== 0;
}

/** The scan code an extended key's 0 left in CON's read-ahead (0: none), taken: stdin's line read starts with it. */
export function takeReadcache(m: Machine): number {
  const c = con(m);
  const r = c.readcache;
  c.readcache = 0;
  return r;
}

/**
 * int getch(void) — TC 2.0 [TC2 disasm, module GETCH]: INT 21h AX=0700h (no echo, no ^C check),
 * returns AL (0..255). DOSBox's CON reads with INT 16h AH=10h: an extended key (ascii 00, or E0
 * with a scan code: grey keys) gives 0 now and its scan code on the next call, so grey Up and
 * keypad 8 both give 0, 72. A Ctrl-Break word gives a single 0.
 */
export function* getch(): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace('getch()');
  yield* m.burn(CONIO_INSTRUCTIONS);
  const v = video(m);
  if (v.ungot >= 0) {
    const ch = v.ungot;
    v.ungot = -1;
    return ch;
  }
  return yield* readCon(m);
}

/** One character from DOS's CON device (INT 21h AH=07h): see getch. */
export function* readCon(m: Machine): Blocking<number> {
  const c = con(m);
  const file = stdinPlace(m);
  if (file) {
    // standard input redirected from a file: its next byte, no wait (see ConState.last)
    const b = stdinFileByte(file);
    if (b >= 0) c.last = b;
    return c.last;
  }
  if (c.readcache !== 0) {
    const scan = c.readcache;
    c.readcache = 0;
    return scan;
  }
  for (;;) {
    const r = int16(0x1000, m.keyBuffer, m.int9.flags);
    if (r === INT16_WAIT) {
      yield* m.waitForKey();
      continue;
    }
    const al = r!.ax & 0xff;
    const ah = r!.ax >> 8;
    if (al === 0 || (al === 0xe0 && ah !== 0)) {
      c.readcache = ah;
      return 0;
    }
    return al;
  }
}

/**
 * int kbhit(void) — TC 2.0 [TC2 disasm, module KBHIT]: INT 21h AH=0Bh, then `cbw`, so −1 when a
 * key waits and 0 otherwise; nothing is consumed. DOSBox's CON status (dev_con.h GetInformation)
 * counts a pending scan code as a key, and silently removes a Ctrl-Break word (0000h) at the head.
 * A `while(!kbhit()){}` loop is idle-skipped like bioskey(1). A character ungetch() pushed back
 * is not counted: TC's kbhit is INT 21h AH=0Bh alone (probe PK5: ungetch(-1), then kbhit is 0).
 */
export function* kbhit(): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace('kbhit()');
  yield* m.burn(CONIO_INSTRUCTIONS);
  // a redirected stdin always has a character for DOS, at its end too (oracle DR1, DR3: AH=0Bh FFh)
  if (con(m).readcache !== 0 || stdinPlace(m)) return -1;
  const head = m.keyBuffer.peek();
  if (head !== null && head !== 0) return -1;
  if (head === 0) m.keyBuffer.pop();
  return yield* m.emptyPoll(false);
}

// ---- text output: conio's direct video ----------------------------------------------------------
//
// Turbo C 2.0's conio writes characters with their attribute straight into video memory (the
// `directvideo` default) inside its text window, and keeps the BIOS cursor where the next one
// goes. Positions are 1-based and relative to the window. The attribute starts as the one on the
// screen under the cursor when conio is first used (TC reads it at start-up, for normvideo):
// LIGHTGRAY on BLACK at the prompt. Every rule below was measured with the real TC 2.0 in DOSBox
// (test/fixtures/conio: CW1–CW4 dump B800 and gettextinfo after each step).
// `directvideo = 0` (output through the BIOS) gives the same cells (CW1 steps 35–37).

/** conio's window (0-based, inclusive), text attribute and mode for this run. */
interface ConioVideo {
  left: number;
  top: number;
  right: number;
  bottom: number;
  attribute: number;
  /** The attribute found at start-up (normvideo). */
  normal: number;
  /** A character ungetch() pushed back (the next getch/getche returns it), or −1. */
  ungot: number;
}

const VIDEO = processKey<ConioVideo>('conio.h text window and attribute');

/**
 * The mode and columns conio works in (TC's _video.currmode and screenwidth): read from the BIOS
 * at start-up and by textmode only (CS.LIB module CRTINIT, read with objdump), so a mode set
 * behind conio's back (INT 10h AH=00h) leaves them as they were: its window is checked against
 * them, gettextinfo reports them, and its direct video writes at (row × its columns + column) × 2
 * in B000 (its mode 07h) or B800 (textgen6 W00003, W00006: mode 01h set by the BIOS, conio still
 * writes 80-column rows; mode 07h set, conio writes into B800, the RAM there).
 */
interface ConioMode {
  mode: number;
  cols: number;
}
const MODE = /* @__PURE__ */ processKey<ConioMode>('conio.h mode as crtinit read it');
function modeOf(m: Machine): ConioMode {
  const known = m.process.get(MODE);
  if (known !== undefined) return known;
  const con = textConsole(m.vga);
  return m.process.set(MODE, { mode: con.active ? con.mode : 3, cols: con.active ? con.cols : 80 });
}
/** The mode byte INT 10h AH=0Fh returns in a text mode (runtime/tc/bios-extra.ts: with bit 7 after a set that kept memory). */
export const BIOS_MODE: { byte?: (m: Machine) => number } = {};
/** The segment conio's direct video writes (TC's displayptr): B000 in its mode 07h, else B800. */
const segmentOf = (mode: number): number => (mode === 7 ? 0xb000 : 0xb800);
/** Is the screen in another mode than conio knows (columns or segment)? */
const skewed = (con: TextConsole, k: ConioMode): boolean => con.active && (k.cols !== con.cols || segmentOf(k.mode) !== segmentOf(con.mode));

function video(m: Machine): ConioVideo {
  const v = m.process.get(VIDEO);
  if (v !== undefined) return v;
  const con = textConsole(m.vga);
  const attr = con.active ? con.attributeAt(con.col, con.row) : NORMAL_ATTRIBUTE;
  return m.process.set(VIDEO, { left: 0, top: 0, right: con.cols - 1, bottom: TEXT_ROWS - 1, attribute: attr, normal: attr, ungot: -1 });
}

/** conio's window (0-based screen cells) and attribute as the running program has them, untraced: what a call left in AX follows from them (cc/support/library-ax.ts). */
export function conioWindow(): { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number; readonly attribute: number } {
  return video(machine());
}

/** The text console, which conio's calls need in text mode. */
function screen(m: Machine, call: string): TextConsole {
  const con = textConsole(m.vga);
  if (!con.active) throw new Error(`${call}: conio's direct video in a graphics mode is not modelled (call closegraph first)`);
  return con;
}

/**
 * Write characters as conio's direct video does: a character and the text attribute into the
 * cell at the cursor. '\n' moves one line down (no carriage return: conio does not translate
 * it), '\r' to the window's left edge, '\b' one column left within the window; '\t' is written
 * as its glyph (CW1 14–15). '\a' beeps (the BIOS beep is not modelled) and ends the call: the
 * rest of the string is not written and the cursor stays where the call found it (CW1 14, 36:
 * TC 2.0 returns without updating it). Past the window's right edge the text wraps to its left
 * edge on the next line; below its bottom the window scrolls up one line, the new line blank in
 * the text attribute, and the cursor goes one line up. The BIOS cursor ends after the last character. Returns the last
 * character handled (TC's __cputn's): 7 when a '\a' ended it.
 */
function conWrite(m: Machine, call: string, s: string, direct = true): number {
  // in a graphics mode the characters go to B800, which nothing maps: only the cursor moves (oracle G5)
  const con = textConsole(m.vga);
  const v = video(m);
  const k = modeOf(m), skew = direct && skewed(con, k);
  let col = con.col, row = con.row;
  // directvideo = 0: the BIOS cursor is put on each character's cell before it is written
  let biosCol = col, biosRow = row;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 255) throw new Error(`${call}: character U+${c.toString(16).toUpperCase()} at index ${i} is not a byte`);
    if (c === 0x07) {
      // textgen T00060: through the BIOS the cursor is left on the last character written
      if (!direct) con.placeCursor(biosCol, biosRow);
      // the beep is the BIOS teletype's BEL: nothing written, but from row 25 it scrolls the
      // screen and moves the cursor up (textgen4 U00076: cputs("bell\aX") with the cursor there)
      con.print('\x07');
      return c;
    }
    if (c === 0x0a) row++;
    else if (c === 0x0d) col = v.left;
    else if (c === 0x08) {
      if (col > v.left) col--;
    } else {
      if (skew) {
        // by conio's columns, in its segment (textgen6 W00003: 80-column rows on a 40-column screen)
        const o = ((row * k.cols + col) * 2) & 0xffff;
        writeVideo(con, segmentOf(k.mode), o, c);
        writeVideo(con, segmentOf(k.mode), o + 1, v.attribute);
      } else con.put(col, row, c, v.attribute);
      biosCol = col;
      biosRow = row;
      col++;
    }
    if (col > v.right) {
      col = v.left;
      row++;
    }
    if (row > v.bottom) {
      // one line up a character, not back to the bottom: a cursor below the window climbs (textgen
      // T00003 scene 5: a cprintf begun two lines under a one-line window writes its first
      // character there, its second a line higher, the rest on the bottom line)
      if (skew) skewedScroll(con, k, v.left, v.top, v.right, v.bottom, v.attribute, 1);
      else con.scrollUp(v.left, v.top, v.right, v.bottom, 1, v.attribute);
      row--;
    }
  }
  if (skew) con.redraw();
  // the BIOS cursor is put there as it is, below the screen too (textgen4 U00066, U00164, U00256: a
  // cursor on row 29 or 30 stays there, climbing a line a character; probe PV03)
  con.placeCursor(col, row);
  return s.length ? s.charCodeAt(s.length - 1) : 0;
}

/** The buffer of TC 2.0's cprintf formatter: the text goes out when it holds this many characters. */
const CPRINTF_BUFFER = 80;

/** int cputs(const char *str) — writes str with the text attribute (see conWrite); returns its last character. */
export function cputs(str: string, direct = true): number {
  const m = machine();
  if (m.tracing) m.trace(`cputs(${JSON.stringify(str)})`);
  // textgen T00037: cputs("Hi\a|") returns 7, the character it stopped at
  return conWrite(m, 'cputs', str, direct);
}

/**
 * cprintf's formatted `text` to the screen as TC 2.0's formatter (CS.LIB module VPRINTER) hands
 * it over: it keeps a count of the room left in its buffer, 80 at first and after each hand-over.
 * A character of the format's plain text or of a conversion's own text takes one; when none is
 * left, what the buffer holds goes out. A character `alone[i]` (the width's spaces, zeros, a sign
 * before zeros, "0x": library-conio.ts handedAlone) takes one too, and then the buffer goes out at
 * once — unless that left no room (TC's test is the wrong way round there): the buffer then runs
 * past 80 until the next plain character. What is left goes out at the end. A '\a' ends its hand-
 * over only, the cursor left where it began (textgen T00001: "\r\a\b\b" and 87 '=' leave the last
 * 11 '=' written; T00033: "%-4d\a" leaves the cursor after the number).
 */
export function cprintfPieces(text: string, alone: readonly boolean[], direct = true): number {
  const m = machine();
  let at = 0, room = CPRINTF_BUFFER;
  const handOver = (end: number): void => {
    conWrite(m, 'cprintf', text.slice(at, end), direct);
    at = end;
    room = CPRINTF_BUFFER;
  };
  for (let i = 0; i < text.length; i++) {
    room--;
    if (alone[i] === true ? room > 0 : room <= 0) handOver(i + 1);
  }
  if (room < CPRINTF_BUFFER) handOver(text.length);
  return text.length;
}

/** int cprintf(const char *format, ...) — formats as printf does, writes as cputs; returns the characters formatted (CW1: 7 for "42 hi\r\n"). */
export function cprintf(format: string, ...args: (number | string)[]): number {
  const m = machine();
  if (m.tracing) m.trace(`cprintf(${JSON.stringify(format)}${args.map((a) => `,${JSON.stringify(a)}`).join('')})`);
  const text = sprintf(format, ...args);
  return cprintfPieces(text, Array.from(text, () => false));
}

/** int putch(int ch) — one character as cputs writes it; returns ch. */
export function putch(ch: number, direct = true): number {
  const m = machine();
  if (m.tracing) m.traceCall('putch', ch);
  if (!Number.isInteger(ch)) throw new Error(`putch(${ch}): ch must be an int`);
  conWrite(m, 'putch', String.fromCharCode(ch & 0xff), direct);
  return ch & 0xff;
}

/** void clrscr(void) — blanks the window in the text attribute and puts the cursor at its top left. */
export function clrscr(): void {
  const m = machine();
  if (m.tracing) m.trace('clrscr()');
  const con = textConsole(m.vga); // a graphics mode too: the BIOS scroll fills the window's cells (oracle G5)
  const v = video(m);
  con.scrollUp(v.left, v.top, v.right, v.bottom, 0, v.attribute);
  home(con, modeOf(m), v.left, v.top);
}

/**
 * void clreol(void) — blanks from the cursor to the window's right edge in the text attribute; the
 * cursor stays. The BIOS blanks them (INT 10h AH=06h), on the page it shows, whatever directvideo
 * (textgen4 U00216 and U00199: page 3 shown, page 0's line kept; probe PV02).
 */
export function clreol(): void {
  const m = machine();
  if (m.tracing) m.trace('clreol()');
  const con = screen(m, 'clreol');
  const v = video(m);
  con.scrollUp(con.col, con.row, v.right, con.row, 0, v.attribute);
}

/**
 * void delline(void) — the window's lines below the cursor move up one, the bottom one blank in
 * the text attribute; the cursor stays (CW1 12). With the cursor below the window (DOS moved it),
 * direct video moves nothing and blanks the window's bottom line; the BIOS does nothing (probe DL9
 * in DOSBox; textgen T00267).
 */
export function delline(direct = true): void {
  const m = machine();
  if (m.tracing) m.trace('delline()');
  const con = screen(m, 'delline');
  const v = video(m), k = modeOf(m);
  if (direct && skewed(con, k)) return skewedScroll(con, k, v.left, con.row, v.right, v.bottom, v.attribute, 1);
  if (con.row > v.bottom) {
    if (direct) con.scrollUp(v.left, v.bottom, v.right, v.bottom, 0, v.attribute);
    return;
  }
  con.scrollUp(v.left, con.row, v.right, v.bottom, 1, v.attribute);
}

/**
 * void insline(void) — a blank line in the text attribute at the cursor, the window's lines below
 * move down one; the cursor stays (CW1 13). With the cursor below the window, direct video blanks
 * the window's columns on the cursor's line, outside the window; the BIOS does nothing (probe DL9).
 */
export function insline(direct = true): void {
  const m = machine();
  if (m.tracing) m.trace('insline()');
  const con = screen(m, 'insline');
  const v = video(m), k = modeOf(m);
  if (direct && skewed(con, k)) return skewedScroll(con, k, v.left, con.row, v.right, v.bottom, v.attribute, -1);
  if (con.row > v.bottom) {
    if (direct) con.scrollDown(v.left, con.row, v.right, con.row, 0, v.attribute);
    return;
  }
  con.scrollDown(v.left, con.row, v.right, v.bottom, 1, v.attribute);
}

/**
 * The BIOS cursor put by conio (INT 10h AH=02h): as given when the screen has fewer columns than
 * conio knows, and in a graphics mode, whose rows of 8×8 or 8×14 glyphs are not the 8×16 cells
 * the console counts (DOSBox probes CP5 and CT1–CT7: gotoxy(2, 25) then printf draws at y 192 in modes
 * 04h, 06h and 0Eh, 336 in 10h, not on the 12th or 21st row).
 */
function home(con: TextConsole, k: ConioMode, col: number, row: number): void {
  if (skewed(con, k)) con.placeCursor(col, row);
  else if (con.active) con.setCursor(col, row);
  else [con.col, con.row] = [col, row];
}

/**
 * void window(int left, int top, int right, int bottom) — the text window, 1-based screen
 * coordinates; the cursor goes to its top left. One that does not fit the screen (a side below 1
 * or past the last column or row) or is inside out is ignored (CW1 27–31, CW2 3).
 */
export function window(left: number, top: number, right: number, bottom: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('window', left, top, right, bottom);
  const con = textConsole(m.vga);
  const k = modeOf(m);
  if (left < 1 || top < 1 || right > k.cols || bottom > TEXT_ROWS || left > right || top > bottom) return;
  const v = video(m);
  v.left = left - 1;
  v.top = top - 1;
  v.right = right - 1;
  v.bottom = bottom - 1;
  home(con, k, v.left, v.top);
}

/**
 * void gotoxy(int x, int y) — the cursor to column x, row y of the window (1-based); outside it,
 * nothing happens (CW1 7–9), x and y taken modulo 256. TC sets it through the BIOS (INT 10h AH=02h), so in a graphics mode
 * it moves where printf's teletype draws next.
 */
export function gotoxy(x: number, y: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('gotoxy', x, y);
  if (!Number.isInteger(x) || !Number.isInteger(y)) throw new Error(`gotoxy(${x}, ${y}): x and y must be ints`);
  const con = textConsole(m.vga);
  const v = video(m);
  // GOTOXY (CS.LIB, read with objdump) adds in bytes and compares unsigned: x and y count modulo
  // 256 (gotoxy(257, 1) is column 1; 0 and below wrap past the window's right or bottom edge)
  const col = (v.left + x - 1) & 0xff, row = (v.top + y - 1) & 0xff;
  if (col < v.left || row < v.top || col > v.right || row > v.bottom) return;
  home(con, modeOf(m), col, row);
}

/** int wherex(void) — the cursor's column in the window, 1-based (below 1 when DOS moved it left of the window: CW3 after cgets). */
export function wherex(): number {
  const m = machine();
  if (m.tracing) m.trace('wherex()');
  return textConsole(m.vga).col - video(m).left + 1;
}

/** int wherey(void) — the cursor's row in the window, 1-based. */
export function wherey(): number {
  const m = machine();
  if (m.tracing) m.trace('wherey()');
  return textConsole(m.vga).row - video(m).top + 1;
}

/** void textcolor(int newcolor) — foreground 0..15 and the BLINK bit (128) of the text attribute. */
export function textcolor(newcolor: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('textcolor', newcolor);
  if (!Number.isInteger(newcolor)) throw new Error(`textcolor(${newcolor}): newcolor must be an int`);
  const v = video(m);
  v.attribute = (v.attribute & 0x70) | (newcolor & 0x8f);
}

/** void textbackground(int newcolor) — background 0..7 of the text attribute (LIGHTBLUE gives BLUE: CW1 18). */
export function textbackground(newcolor: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('textbackground', newcolor);
  if (!Number.isInteger(newcolor)) throw new Error(`textbackground(${newcolor}): newcolor must be an int`);
  const v = video(m);
  v.attribute = (v.attribute & 0x8f) | ((newcolor & 7) << 4);
}

/** void textattr(int newattr) — the whole attribute byte: blink, background, foreground. */
export function textattr(newattr: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('textattr', newattr);
  if (!Number.isInteger(newattr)) throw new Error(`textattr(${newattr}): newattr must be an int`);
  video(m).attribute = newattr & 0xff;
}

/** void highvideo(void) — sets the foreground's intensity bit (17h → 1Fh, CW1 19). */
export function highvideo(): void {
  const m = machine();
  if (m.tracing) m.trace('highvideo()');
  video(m).attribute |= 0x08;
}

/** void lowvideo(void) — clears the foreground's intensity bit (1Fh → 17h, CW1 20; blink kept, 21). */
export function lowvideo(): void {
  const m = machine();
  if (m.tracing) m.trace('lowvideo()');
  video(m).attribute &= ~0x08;
}

/** void normvideo(void) — the attribute conio found at start-up. */
export function normvideo(): void {
  const m = machine();
  if (m.tracing) m.trace('normvideo()');
  const v = video(m);
  v.attribute = v.normal;
}

/**
 * void textmode(int newmode) — BW40 (0), C40 (1), BW80 (2), C80 (3), MONO (7): the BIOS mode is
 * set only when it differs from the current one (the screen cleared, the cursor home); either
 * way the window becomes the whole screen and the attribute conio's normal one (CW4 1: C80 in
 * C80 keeps the screen and the cursor). LASTMODE (−1) is the mode conio knows (CW4 2–4, 8: it
 * sets nothing unless the BIOS set another behind conio's back); another negative mode is its
 * low byte's text mode, or C80. Other modes (4, 5, 8…, 254) are ignored altogether (CW4 5–7,
 * probe TM9).
 */
export function textmode(newmode: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('textmode', newmode);
  if (!Number.isInteger(newmode)) throw new Error(`textmode(${newmode}): newmode must be an int`);
  if (newmode >= 0 && !TEXT_MODES.includes(newmode)) return;
  const con = textConsole(m.vga);
  const k = modeOf(m);
  // LASTMODE is the mode conio knows (TEXTMODE and CRTINIT, read with objdump: a mode the BIOS
  // set behind its back is set back, textgen6); another negative mode is its low byte when that
  // is a text mode, else C80 (probe TM9 in DOSBox: -256 gives BW40's 0, -254 BW80, -2, -5, -128,
  // -129 C80; textgen T00076)
  const low = (newmode === -1 ? k.mode : newmode) & 0xff;
  const mode = TEXT_MODES.includes(low) ? low : 3;
  // set when the BIOS reports another mode (AH=0Fh): one set with bit 7 (memory kept) reports it
  // with that bit, so it is set again (0040:0087)
  if (!con.active || mode !== (BIOS_MODE.byte?.(m) ?? con.mode)) con.enter(mode);
  k.mode = mode;
  k.cols = con.cols;
  const v = video(m);
  v.left = 0;
  v.top = 0;
  v.right = k.cols - 1;
  v.bottom = TEXT_ROWS - 1;
  v.attribute = v.normal;
}

/** struct text_info as gettextinfo fills it, field by field (unsigned chars, in TC 2.0's order). */
export interface TextInfo {
  winleft: number;
  wintop: number;
  winright: number;
  winbottom: number;
  attribute: number;
  normattr: number;
  currmode: number;
  screenheight: number;
  screenwidth: number;
  curx: number;
  cury: number;
}

/** void gettextinfo(struct text_info *r) — the window (1-based), attributes, mode, screen size and cursor (wherex, wherey). */
export function gettextinfo(): TextInfo {
  const m = machine();
  if (m.tracing) m.trace('gettextinfo(&r)');
  const con = textConsole(m.vga);
  const v = video(m);
  return {
    winleft: v.left + 1,
    wintop: v.top + 1,
    winright: v.right + 1,
    winbottom: v.bottom + 1,
    attribute: v.attribute,
    normattr: v.normal,
    currmode: modeOf(m).mode,
    screenheight: TEXT_ROWS,
    screenwidth: modeOf(m).cols,
    curx: (con.col - v.left + 1) & 0xff,
    cury: (con.row - v.top + 1) & 0xff,
  };
}

// ---- gettext, puttext, movetext: TC 2.0's screen copy ---------------------------------------------
//
// TC 2.0's three calls copy a rectangle row by row through one routine (CS.LIB modules GPTEXT,
// MOVETEXT, SCREEN, VRAM, read with objdump; textgen T00008 and its kin show the results): for
// each row from top to bottom (signed: top > bottom copies nothing), `width = right - left + 1`
// words between a far pointer into the data segment and the cell's address in video memory,
// `((row - 1) * columns + (left - 1)) * 2` in 16 bits. Nothing checks puttext's rectangle: an
// inside-out one (right < left) has a negative width, which the copy takes as an unsigned count
// (65536 + width words): the whole 64 KB of B800 gets the data segment's bytes from the buffer on,
// wrapping in both segments, and the buffer pointer moves back by the width's bytes for the next
// row. With directvideo (and no graphics mode) the copy is a REP MOVSW, backwards when the source's
// offset is below the destination's; otherwise a word at a time through the BIOS: the cursor put
// on the cell (INT 10h AH=02h, only when it is not there already), AH=08h to read it, AH=09h to
// write it, the cell's row and column from its offset as bytes; the cursor put back after.

/** A far pointer that the copy reads and writes through: the data segment (`ds`) or video memory (null), at `off`. */
interface Side {
  ds: Uint8Array | null;
  off: number;
}

/** The ROM's byte at C000:o (runtime/bios/vga-rom.ts; textgen T00154: row 0's last cell, C000:7FFE–7FFF, reads 00h 28h). */
const romByte = (o: number): number => vgaRomByte(o & (VGA_ROM_BYTES - 1));

/** B000:0000–7FFF in a colour text mode: RAM in DOSBox (its VGA maps only B800 then), where conio writes when it knows mode 07h (textgen6). */
const colourB000 = /* @__PURE__ */ new WeakMap<TextConsole, Uint8Array>();
const b000Ram = (con: TextConsole): Uint8Array => colourB000.get(con) ?? (colourB000.set(con, new Uint8Array(TEXT_MEMORY_BYTES)), colourB000.get(con)!);

/**
 * Where segment:o (B000 or B800, o in 16 bits) lands: its byte array and index, or null for
 * C000's ROM (it takes no writes). Mode 07h's text is at B000 and B800 is RAM (TextConsole.monoRam;
 * probe P0008); a colour mode's at B800, with RAM at B000, and past B800's 32 KB C000's video BIOS
 * ROM (textgen T00017).
 */
function videoCell(con: TextConsole, segment: number, o: number): [Uint8Array, number] | null {
  const at = (segment === 0xb000 ? 0 : TEXT_MEMORY_BYTES) + (o & 0xffff), i = at & (TEXT_MEMORY_BYTES - 1);
  if (at < TEXT_MEMORY_BYTES) return [con.mode === 7 ? con.memory : b000Ram(con), i];
  if (at < 2 * TEXT_MEMORY_BYTES) return [con.mode === 7 ? con.monoRam : con.memory, i];
  return null;
}
function readVideo(con: TextConsole, segment: number, o: number): number {
  const c = videoCell(con, segment, o);
  return c ? c[0][c[1]]! : romByte(o);
}
function writeVideo(con: TextConsole, segment: number, o: number, v: number): void {
  const c = videoCell(con, segment, o);
  if (c) c[0][c[1]] = v;
}
/** The segment the screen's own mode shows its text in (the BIOS's reads and writes). */
const shown = (con: TextConsole): number => segmentOf(con.mode);
const readSide = (con: TextConsole, s: Side, o: number, segment: number): number => (s.ds ? s.ds[o & 0xffff]! : readVideo(con, segment, o));
function writeSide(con: TextConsole, s: Side, o: number, v: number, segment: number): void {
  if (s.ds) s.ds[o & 0xffff] = v;
  else writeVideo(con, segment, o, v);
}

/** __VPTR: the offset in video memory of column x, row y (1-based), in 16 bits, by conio's columns. */
const cellAddress = (k: ConioMode, x: number, y: number): number => ((((y - 1) * k.cols) & 0xffff) + (x - 1)) * 2 & 0xffff;

/**
 * The copy of `count` words (taken as unsigned 16 bits) from `src` to `dest` (SCREEN's __SCREENIO,
 * VRAM's __VRAM). Video memory is written without drawing: the caller redraws once.
 */
function screenCopy(con: TextConsole, k: ConioMode, dest: Side, src: Side, count: number, direct: boolean): void {
  let n = count & 0xffff;
  if (n === 0) return;
  if (direct) {
    let si = src.off & 0xffff, di = dest.off & 0xffff, step = 2;
    if (si < di) {
      // REP MOVSW backwards (STD) from the last word: an overlap within video memory copies right
      si = (si + (n - 1) * 2) & 0xffff;
      di = (di + (n - 1) * 2) & 0xffff;
      step = -2;
    }
    // conio's own segment (B000 when it knows mode 07h), whatever mode the screen is in
    const seg = segmentOf(k.mode);
    for (; n > 0; n--) {
      writeSide(con, dest, di, readSide(con, src, si, seg), seg);
      writeSide(con, dest, di + 1, readSide(con, src, si + 1, seg), seg);
      si = (si + step) & 0xffff;
      di = (di + step) & 0xffff;
    }
    return;
  }
  // through the BIOS: a cell's position from its offset (row and column bytes) by conio's columns,
  // advanced a column at a time, to the next row (a byte: it wraps at 256) past the last column
  const position = (o: number): { row: number; col: number } => {
    const cell = (o & 0xffff) >> 1;
    const row = Math.floor(cell / k.cols) & 0xff;
    return { row, col: (cell - row * k.cols) & 0xff };
  };
  const advance = (p: { row: number; col: number }): void => {
    p.col = (p.col + 1) & 0xff;
    if (p.col >= k.cols) {
      p.row = (p.row + 1) & 0xff;
      p.col = 0;
    }
  };
  // DOSBox's INT 10h AH=08h/09h: the cell at the cursor, its offset ((row * columns + col) * 2) in 16 bits, past B800's 32 KB the ROM
  const at = (p: { row: number; col: number }): number => ((p.row * con.cols + p.col) * 2) & 0xffff;
  const from = src.ds ? null : position(src.off), to = dest.ds ? null : position(dest.off);
  let s = src.off, d = dest.off;
  for (; n > 0; n--) {
    let lo: number, hi: number;
    if (from) {
      lo = readVideo(con, shown(con), at(from));
      hi = readVideo(con, shown(con), at(from) + 1);
      advance(from);
    } else {
      lo = src.ds![s & 0xffff]!;
      hi = src.ds![(s + 1) & 0xffff]!;
      s += 2;
    }
    if (to) {
      writeVideo(con, shown(con), at(to), lo);
      writeVideo(con, shown(con), at(to) + 1, hi);
      advance(to);
    } else {
      dest.ds![d & 0xffff] = lo;
      dest.ds![(d + 1) & 0xffff] = hi;
      d += 2;
    }
  }
}

/** The bytes gettext/puttext move for a rectangle that is not inside out. */
export function textBytes(left: number, top: number, right: number, bottom: number): number {
  return Math.max(0, right - left + 1) * Math.max(0, bottom - top + 1) * 2;
}

/**
 * __VALIDATEXY: the rectangle gettext and movetext accept. Each side is compared unsigned with
 * the screen's columns or 25 rows (a negative one is refused, 0 passes), and left ≤ right,
 * top ≤ bottom signed (oracle CNP: (0,1,1,1) and (1,0,1,1) are taken, (-1,1,1,1), (1,1,81,1),
 * (1,1,1,26), (2,1,1,1) refused; CW1: gettext(0, 1, 5, 1) returns 1). Column 0 is the cell
 * before column 1 (the previous row's last one; before row 1, past B800's 32 KB).
 */
function onScreen(k: ConioMode, left: number, top: number, right: number, bottom: number): boolean {
  return left >= 0 && top >= 0 && right <= k.cols && bottom <= TEXT_ROWS && left <= right && top <= bottom;
}

/**
 * int gettext(int left, int top, int right, int bottom, void *destin) — the rectangle's cells
 * (character and attribute bytes, row after row) copied to `ds` at `dest`; returns 1, or 0 and
 * nothing copied for a rectangle off the screen (onScreen).
 */
export function gettext(left: number, top: number, right: number, bottom: number, ds: Uint8Array, dest: number, direct = true): number {
  const m = machine();
  if (m.tracing) m.traceCall('gettext', left, top, right, bottom);
  const con = screen(m, 'gettext'), k = modeOf(m);
  if (!onScreen(k, left, top, right, bottom)) return 0;
  const width = right - left + 1;
  for (let y = top, at = dest; y <= bottom; y++, at += width * 2) {
    screenCopy(con, k, { ds, off: at }, { ds: null, off: cellAddress(k, left, y) }, width, direct);
  }
  return 1;
}

/**
 * int puttext(int left, int top, int right, int bottom, void *source) — gettext's reverse from
 * `ds` at `src`; returns 1, checking nothing (CW1; oracle CNP: 1 for every rectangle gettext
 * refuses). An inside-out rectangle copies the data segment over all of video memory (see
 * above); through the BIOS a row that starts before the screen's first cell lands off the screen
 * (probe PT9 in DOSBox: puttext(0, 0, 3, 2) writes only its third row; textgen T00194, T00294).
 */
export function puttext(left: number, top: number, right: number, bottom: number, ds: Uint8Array, src: number, direct = true): number {
  const m = machine();
  if (m.tracing) m.traceCall('puttext', left, top, right, bottom);
  const con = screen(m, 'puttext'), k = modeOf(m);
  const width = right - left + 1;
  for (let y = top, at = src; y <= bottom; y++, at = (at + width * 2) & 0xffff) {
    screenCopy(con, k, { ds: null, off: cellAddress(k, left, y) }, { ds, off: at }, width, direct);
  }
  con.redraw();
  return 1;
}

/**
 * int movetext(int left, int top, int right, int bottom, int destleft, int desttop) — copies the
 * rectangle to another place on the screen; returns 1, or 0 and nothing moves when the rectangle
 * or its destination is off the screen as gettext judges it (onScreen; CW1 24–26, oracle CNP:
 * destination (0, 1) and (1, 0) taken, (80, 1) for two columns refused). The rows go bottom up
 * when the destination is lower, each row's words right to left when its offset is higher (with
 * directvideo); through the BIOS a row is copied left to right a cell at a time, so a row moved
 * right onto itself repeats its first cells.
 */
export function movetext(left: number, top: number, right: number, bottom: number, destleft: number, desttop: number, direct = true): number {
  const m = machine();
  if (m.tracing) m.traceCall('movetext', left, top, right, bottom, destleft, desttop);
  const con = screen(m, 'movetext');
  if (!moveCells(con, modeOf(m), left, top, right, bottom, destleft, desttop, direct)) return 0;
  con.redraw();
  return 1;
}

/** movetext's copy (no drawing), or false when a rectangle is off the screen. */
function moveCells(con: TextConsole, k: ConioMode, left: number, top: number, right: number, bottom: number, destleft: number, desttop: number, direct: boolean): boolean {
  const destright = destleft + right - left, destbottom = desttop + bottom - top;
  if (!onScreen(k, left, top, right, bottom) || !onScreen(k, destleft, desttop, destright, destbottom)) return false;
  const down = top < desttop;
  const width = right - left + 1;
  for (let y = down ? bottom : top; down ? y >= top : y <= bottom; y += down ? -1 : 1) {
    screenCopy(con, k, { ds: null, off: cellAddress(k, destleft, y - top + desttop) }, { ds: null, off: cellAddress(k, left, y) }, width, direct);
  }
  return true;
}

/**
 * TC's one-line scroll of the window (0-based) with direct video, up (dir 1) or down (−1), when
 * the screen is in another mode than conio knows (CS.LIB module SCROLL, read with objdump):
 * movetext of the window's rows by one, then its first or last row blanked in the attribute
 * (gettext, blanks, puttext), all by conio's columns and segment. Below the window (insline and
 * delline with the cursor there) the move is refused and only the blanks go in.
 */
function skewedScroll(con: TextConsole, k: ConioMode, left: number, top: number, right: number, bottom: number, attribute: number, dir: 1 | -1): void {
  const [l, t, r, b] = [left + 1, top + 1, right + 1, bottom + 1];
  if (dir === 1) moveCells(con, k, l, t + 1, r, b, l, t, true);
  else moveCells(con, k, l, t, r, b - 1, l, t + 1, true);
  const row = dir === 1 ? b : t;
  // the blanks go in whatever gettext made of the row: puttext checks nothing
  for (let x = l; x <= r; x++) {
    const o = cellAddress(k, x, row);
    writeVideo(con, segmentOf(k.mode), o, 0x20);
    writeVideo(con, segmentOf(k.mode), o + 1, attribute);
  }
  con.redraw();
}

// ---- keyboard input with echo --------------------------------------------------------------------

/**
 * int getche(void) — getch, then the character written back as putch writes it (CW3 0); a
 * character ungetch pushed back is returned without the echo (it was echoed when first read:
 * textgen4 U00030, cscanf's pushed-back terminator; probe PV01). The echo is putch's, with
 * directvideo as it is (`echo`: textgen6 W00007, the BIOS's write on a 40-column screen conio
 * takes for 80 columns).
 */
export function* getche(echo: (c: number) => unknown = putch): Blocking<number> {
  const pushed = video(machine()).ungot >= 0;
  const c = yield* getch();
  if (!pushed) echo(c);
  return c;
}

/** The most characters getpass keeps (TC 2.0's buffer holds 8 and the NUL). */
export const PASS_MAX = 8;

/**
 * DOS's AH=0Ch with AL=02h, as DOSBox 0.74 runs it: what CON has to read is read and dropped (the
 * type-ahead buffer and an extended key's scan code kept for the next read), without echo; AL=02h
 * is no input function, so nothing follows.
 */
export function flushCon(m: Machine): void {
  m.keyBuffer.clear();
  con(m).readcache = 0;
}

/**
 * char *getpass(const char *prompt) — TC 2.0 [TC2 disasm, module GETPASS]: the prompt through
 * `fprintf(stderr, "%s", prompt)` (`write`, handle 2: DOS's output, which ignores conio's
 * window), then INT 21h AX=0C02h empties the type-ahead buffer (flushCon), then up to PASS_MAX
 * characters by AH=07h (getch's read: no echo, an extended key two characters, 0 and its scan
 * code, a Backspace kept as 08h), Enter ending them early; after the eighth no more is read (the
 * keys typed after it are dropped by the second AX=0C02h). Then CR and LF through AH=02h
 * (`write`, handle 1: DOS's own output, never stdout's buffer) and AX=0C02h again. The
 * characters read are returned (textgen7: X00002 scene 1, eight keys and no Enter).
 */
export function* getpass(prompt: string, write: (s: string, handle: number) => void): Blocking<string> {
  const m = machine();
  if (m.tracing) m.trace(`getpass(${JSON.stringify(prompt)})`);
  write(prompt, 2);
  flushCon(m);
  let text = '';
  while (text.length < PASS_MAX) {
    const c = yield* readCon(m);
    if (c === 0x0d) break;
    text += String.fromCharCode(c);
  }
  write('\r', 1);
  write('\n', 1);
  flushCon(m);
  return text;
}

/**
 * int ungetch(int ch) — the next getch/getche returns ch's low byte; returns ch as given (CW3: 113
 * for 'q'; probe PK5: 353 for 0x161, whose getch is 97; ungetch(-1) returns −1 and pushes 255), or
 * EOF when a character is pushed back already, which stays (oracle CN1: ungetch(65), ungetch(66)
 * is 65, -1, and getch reads 65).
 */
export function ungetch(ch: number): number {
  const m = machine();
  if (m.tracing) m.traceCall('ungetch', ch);
  if (video(m).ungot >= 0) return -1;
  video(m).ungot = ch & 0xff;
  return ch;
}

/**
 * char *cgets(char *str) — TC 2.0 reads the line through DOS (INT 21h AH=0Ah): at most max − 1
 * characters (str[0] = max; more are refused), echoed through DOS's output (`echo`: STDOUT, as
 * AH=0Ah echoes) by the BIOS teletype at the cursor, which ignores conio's window, and after
 * initgraph in DOS's colour 15 whatever conio's attribute (probe CE1, test/fixtures/dos-screen; DK2);
 * Backspace takes the last one back ("\b \b"); Enter ends the line and echoes a lone CR, so the
 * cursor ends in the screen's first column (CW3 1–2: wherex −8 in a window from column 10). An
 * extended key is two characters, 0 and its scan code, as DOSBox's CON device hands them over
 * (probe PK6: Up and Enter give 2 characters, 00h 48h). Returns the characters read.
 */
export function* cgets(max: number, echo: (text: string) => void = (text) => textConsole(machine().vga).print(text)): Blocking<string> {
  const m = machine();
  if (m.tracing) m.traceCall('cgets', max);
  let line = '';
  for (;;) {
    const c = yield* readCon(m);
    if (c === 0x0d) {
      echo('\r');
      return line;
    }
    if (c === 0x08) {
      if (line.length > 0) {
        line = line.slice(0, -1);
        echo('\b \b');
      }
      continue;
    }
    if (line.length + 1 >= max) continue; // DOS beeps: the line is full
    line += String.fromCharCode(c);
    echo(String.fromCharCode(c));
  }
}
