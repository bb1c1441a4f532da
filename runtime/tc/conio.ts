/**
 * conio.h — Turbo C 2.0's console keyboard input, through DOS (INT 21h) to the CON device, which
 * reads the same BIOS buffer as bioskey (DOSBox 0.74 src/dos/dev_con.h); and its text output,
 * straight into the text screen's video memory (runtime/hw/textmode.ts).
 */
import { int16, INT16_WAIT } from '../bios/int16.ts';
import { NORMAL_ATTRIBUTE, TEXT_COLS, TEXT_ROWS, textConsole, type TextConsole } from '../hw/textmode.ts';
import { machine, type Machine } from '../machine.ts';
import { processKey, type Blocking } from '../process.ts';
import { sprintf } from './stdio.ts';

/**
 * CPU cost of getch()/kbhit(), in instructions: the C frame, one INT 21h into DOS, the CON
 * device call and its INT 16h. Small next to any delay(); only its order of magnitude matters.
 */
export const CONIO_INSTRUCTIONS = 60;


/** The CON device's one-byte read-ahead: the scan code owed after an extended key's 0. */
interface ConState {
  readcache: number;
}

const CON = processKey<ConState>('conio.h CON read-ahead', () => ({ readcache: 0 }));

function con(m: Machine): ConState {
  return m.process.local(CON);
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
  const c = con(m);
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
 * A `while(!kbhit()){}` loop is idle-skipped like bioskey(1).
 */
export function* kbhit(): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace('kbhit()');
  yield* m.burn(CONIO_INSTRUCTIONS);
  if (con(m).readcache !== 0) return -1;
  const head = m.keyBuffer.peek();
  if (head !== null && head !== 0) return -1;
  if (head === 0) m.keyBuffer.pop();
  return yield* m.emptyPoll(false);
}

// ---- text output: conio's direct video ----------------------------------------------------------
//
// Turbo C 2.0's conio writes characters with their attribute straight into video memory (the
// `directvideo` default) inside its text window, and keeps the BIOS cursor where the next one
// goes. Positions are 1-based and relative to the window; the window is the whole 80×25 screen
// (window() is not ported). The attribute starts as the one on the screen under the cursor when
// conio is first used (TC reads it at start-up, for normvideo): LIGHTGRAY on BLACK at the prompt.

/** conio's window (0-based, inclusive) and text attribute for this run. */
interface ConioVideo {
  left: number;
  top: number;
  right: number;
  bottom: number;
  attribute: number;
  /** The attribute found at start-up (normvideo). */
  normal: number;
}

const VIDEO = processKey<ConioVideo>('conio.h text window and attribute');

function video(m: Machine): ConioVideo {
  const v = m.process.get(VIDEO);
  if (v !== undefined) return v;
  const con = textConsole(m.vga);
  const attr = con.active ? con.attributeAt(con.col, con.row) : NORMAL_ATTRIBUTE;
  return m.process.set(VIDEO, { left: 0, top: 0, right: TEXT_COLS - 1, bottom: TEXT_ROWS - 1, attribute: attr, normal: attr });
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
 * it), '\r' to the window's left edge, '\b' one column left within the window, '\a' sounds
 * nothing here (the BIOS beep is not modelled) and writes nothing. Past the window's right edge
 * the text wraps to its left edge on the next line; below its bottom the window scrolls up one
 * line, the new line blank in the text attribute. The BIOS cursor ends after the last character.
 */
function conWrite(m: Machine, call: string, s: string): void {
  const con = screen(m, call);
  const v = video(m);
  let col = con.col, row = con.row;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 255) throw new Error(`${call}: character U+${c.toString(16).toUpperCase()} at index ${i} is not a byte`);
    if (c === 0x07) continue;
    if (c === 0x0a) row++;
    else if (c === 0x0d) col = v.left;
    else if (c === 0x08) {
      if (col > v.left) col--;
    } else {
      con.put(col, row, c, v.attribute);
      col++;
    }
    if (col > v.right) {
      col = v.left;
      row++;
    }
    if (row > v.bottom) {
      con.scrollUp(v.left, v.top, v.right, v.bottom, 1, v.attribute);
      row = v.bottom;
    }
  }
  con.setCursor(col, row);
}

/** int cputs(const char *str) — writes str with the text attribute (see conWrite); returns its last character. */
export function cputs(str: string): number {
  const m = machine();
  if (m.tracing) m.trace(`cputs(${JSON.stringify(str)})`);
  conWrite(m, 'cputs', str);
  return str.length ? str.charCodeAt(str.length - 1) : 0;
}

/** int cprintf(const char *format, ...) — formats as printf does, writes as cputs; returns the characters written. */
export function cprintf(format: string, ...args: (number | string)[]): number {
  const m = machine();
  if (m.tracing) m.trace(`cprintf(${JSON.stringify(format)}${args.map((a) => `,${JSON.stringify(a)}`).join('')})`);
  const s = sprintf(format, ...args);
  conWrite(m, 'cprintf', s);
  return s.length;
}

/** int putch(int ch) — one character as cputs writes it; returns ch. */
export function putch(ch: number): number {
  const m = machine();
  if (m.tracing) m.traceCall('putch', ch);
  if (!Number.isInteger(ch)) throw new Error(`putch(${ch}): ch must be an int`);
  conWrite(m, 'putch', String.fromCharCode(ch & 0xff));
  return ch & 0xff;
}

/** void clrscr(void) — blanks the window in the text attribute and puts the cursor at its top left. */
export function clrscr(): void {
  const m = machine();
  if (m.tracing) m.trace('clrscr()');
  const con = screen(m, 'clrscr');
  const v = video(m);
  con.scrollUp(v.left, v.top, v.right, v.bottom, 0, v.attribute);
  con.setCursor(v.left, v.top);
}

/** void clreol(void) — blanks from the cursor to the window's right edge in the text attribute; the cursor stays. */
export function clreol(): void {
  const m = machine();
  if (m.tracing) m.trace('clreol()');
  const con = screen(m, 'clreol');
  const v = video(m);
  for (let c = con.col; c <= v.right; c++) con.put(c, con.row, 0x20, v.attribute);
}

/**
 * void gotoxy(int x, int y) — the cursor to column x, row y of the window (1-based); outside it,
 * nothing happens. TC sets it through the BIOS (INT 10h AH=02h), so in a graphics mode it moves
 * where printf's teletype draws next.
 */
export function gotoxy(x: number, y: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('gotoxy', x, y);
  if (!Number.isInteger(x) || !Number.isInteger(y)) throw new Error(`gotoxy(${x}, ${y}): x and y must be ints`);
  const con = textConsole(m.vga);
  const v = video(m);
  const col = v.left + x - 1, row = v.top + y - 1;
  if (x < 1 || y < 1 || col > v.right || row > v.bottom) return;
  con.setCursor(col, row);
}

/** int wherex(void) — the cursor's column in the window, 1-based. */
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

/** void textbackground(int newcolor) — background 0..7 of the text attribute. */
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

/** void normvideo(void) — the attribute conio found at start-up. */
export function normvideo(): void {
  const m = machine();
  if (m.tracing) m.trace('normvideo()');
  const v = video(m);
  v.attribute = v.normal;
}
