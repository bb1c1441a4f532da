/**
 * conio.h against the real Turbo C 2.0 in DOSBox (test/fixtures/conio/, README there): CW1–CW4
 * compiled from source by cc/ and run on the machine write the same files the real programs
 * wrote — CWn.TXT (wherex/wherey, gettextinfo, return values) byte for byte, and CWn.SCR (the
 * text screen B800:0000, 4000 bytes after each step) cell for cell. PAGES.C's screens (the page
 * INT 10h AH=05h shows) against DOSBox's Ctrl+F5 captures, index for index.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';
import { keyForChar } from '../../runtime/scancodes.ts';
import { FRAME_PIT } from '../../runtime/hw/textmode.ts';
import { readIndexedPng } from '../support/frames.ts';

const DIR = join('test', 'fixtures', 'conio');
const SCREEN_BYTES = 4000;

/** Type `text` on the machine's keyboard, a key every 20 ms ('\b' is Backspace). */
function type(m: Machine, text: string): void {
  for (const ch of text) {
    const k = ch === '\b' ? { key: 'Backspace', shift: false } : keyForChar(ch);
    if (!k) throw new Error(`no key types ${JSON.stringify(ch)}`);
    if (k.shift) m.keyDown('LShift');
    m.keyDown(k.key);
    m.keyUp(k.key, m.now + 5);
    if (k.shift) m.keyUp('LShift', m.now + 5);
    m.runFor(20);
  }
}
/**
 * Key words put in the BIOS buffer at once after the keys typed, as CW3 in DOSBox put all of its
 * keys there first: its kbhit after cscanf's blank saw the next key waiting, and a character
 * cscanf pushed back does not count for kbhit (probe PK5).
 */
const STUFFED: Record<string, number[]> = { CW3: [0x3920, 0x256b] };

/** Compile and run CWn.C (typing `keys` as it runs); the files it wrote. */
function run(name: string, keys = ''): { txt: string; scr: Uint8Array; state: string } {
  const source = readFileSync(join(DIR, `${name}.C`), 'latin1');
  const m = new Machine();
  m.load(compileC(source, { file: `${name}.C`, engines: ['coroutine'] }).rom);
  m.runFor(100);
  type(m, keys);
  for (const word of STUFFED[name] ?? []) m.keyBuffer.push(word);
  for (let i = 0; i < 100 && m.state === 'running'; i++) m.runFor(100);
  if (m.crash) throw m.crash;
  const drive = driveOf(m);
  const txt = drive.read(`${name}.TXT`), scr = drive.read(`${name}.SCR`);
  return { txt: txt ? new TextDecoder('latin1').decode(txt) : '(no file)', scr: scr ?? new Uint8Array(0), state: m.state };
}

/** The first cell two screen dumps differ in, said as the step and the cell. */
function firstDifference(got: Uint8Array, want: Uint8Array, steps: string[]): string | null {
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    if (got[i] === want[i]) continue;
    const step = Math.floor(i / SCREEN_BYTES), o = i % SCREEN_BYTES;
    const cell = o >> 1, what = o & 1 ? 'attribute' : 'character';
    const hex = (v: number | undefined): string => (v === undefined ? 'nothing' : `${v.toString(16).padStart(2, '0')}h`);
    return `step ${step} (${steps[step] ?? '?'}): ${what} of the cell at column ${(cell % 80) + 1}, row ${Math.floor(cell / 80) + 1} (80-column offsets) is ${hex(got[i])}, DOSBox ${hex(want[i])}`;
  }
  return null;
}

const CASES: [string, string, string][] = [
  ['CW1', '', 'windows, scrolling, control characters, attributes, gettext/puttext/movetext, directvideo'],
  ['CW2', '', 'textmode: C40, BW40, BW80, C80, MONO, LASTMODE'],
  ['CW3', 'xyhello\bX wor\rab\bcd\r12 34\r7', 'getche, ungetch, cgets, cscanf, kbhit'],
  ['CW4', '', 'textmode case by case'],
];

for (const [name, keys, what] of CASES) {
  test(`${name}.C (${what}) writes what the real Turbo C 2.0 wrote`, () => {
    const got = run(name, keys);
    const txt = readFileSync(join(DIR, `${name}.TXT`), 'latin1');
    const scr = new Uint8Array(readFileSync(join(DIR, `${name}.SCR`)));
    assert.is(got.state, 'exited');
    const a = got.txt.split('\n'), b = txt.split('\n');
    const at = b.findIndex((line, i) => a[i] !== line);
    assert.is(at, -1, `${name}.TXT line ${at + 1}: ours "${a[at]}", DOSBox "${b[at]}"`);
    assert.is(got.txt, txt);
    const steps = txt.split('\n').filter((l) => /^\d+ /.test(l));
    assert.is(firstDifference(got.scr, scr, steps), null);
    assert.is(got.scr.length, scr.length);
  });
}


test('PAGES.C: the page INT 10h AH=05h shows is on the screen, with its cursor (DOSBox captures PAGES-a … e)', () => {
  const m = new Machine();
  m.load(compileC(readFileSync(join(DIR, 'PAGES.C'), 'latin1'), { file: 'PAGES.C', engines: ['coroutine'] }).rom);
  // each screen in a frame of the blink phase DOSBox's capture shows: blinking characters shown
  // (bit 4 of the frame count clear) or hidden
  const inPhase = (hidden: boolean): number => {
    for (let f = Math.ceil((m.now + 100_000) / FRAME_PIT); ; f++) if ((f % 32 >= 16) === hidden) return Math.floor((f + 0.5) * FRAME_PIT);
  };
  // each capture's cursor cell (column, row in 8×16 cells of the 640×400 picture; the underline is
  // DOSBox's wall clock's, so its scan lines there are not compared) and blink phase
  const SHOTS: [string, number, number, boolean][] = [['a', 0, 24, false], ['b', 0, 24, false], ['c', 60, 20, false], ['d', 0, 24, false], ['e', 44, 0, true]];
  for (const [shot, cx, cy, blinkHidden] of SHOTS) {
    m.runUntil(inPhase(blinkHidden));
    const want = readIndexedPng(join(DIR, `PAGES-${shot}.png`));
    const got = m.vga.visual;
    assert.equal([m.vga.width, m.vga.height], [want.width, want.height]);
    const off: string[] = [];
    for (let p = 0; p < want.pixels.length; p++) {
      if (got[p] === want.pixels[p]) continue;
      const x = p % want.width, y = Math.floor(p / want.width);
      const underline = Math.floor(y / 16) === cy && y % 16 >= 13 && y % 16 <= 14 && (x >> 3 === cx || x >> 3 === cx + 1);
      if (!underline) off.push(`(${x},${y}) ${got[p]} not ${want.pixels[p]}`);
    }
    assert.is(off.length, 0, `PAGES-${shot}: ${off.length} pixels differ, first ${off.slice(0, 3).join(', ')}`);
    m.keyDown('Space');
    m.keyUp('Space', m.now + 50_000);
  }
  m.runFor(500);
  assert.is(m.state, 'exited', m.crash?.message);
});

test.run();
