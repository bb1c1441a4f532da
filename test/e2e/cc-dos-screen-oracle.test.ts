/**
 * What DOS and the BIOS draw around a Turbo C 2.0 program, against the real TC 2.0 in DOSBox
 * (test/fixtures/dos-screen/, README there), each compiled from source by cc/ and run here:
 * - G1, G3: printf after initgraph goes through the BIOS teletype into the picture (white on
 *   black cells, tab, CR, gotoxy, the scroll at the bottom); the programs dump the picture
 *   themselves with getpixel, and the dumps must be equal byte for byte.
 * - G4: what DOS echoes while stdin reads a line after initgraph (scanf, gets, getchar), in
 *   colour 7 beside printf's 15; the same kind of dump.
 * - G5: conio after initgraph: clrscr fills the window's cells in the attribute's colour, cprintf
 *   and putch draw nothing and move the cursor (its G5.TXT: wherex/wherey).
 * - G2: a program that ends in graphics mode: COMMAND.COM's CR LF and prompt in its picture.
 * - NP1, SY1, SY2: what a NULL string reads (DS:0000's zero bytes: `initgraph(&gd, &gm, NULL)`
 *   draws) and `system("cls")` in text mode and after initgraph (DOSBox's CLS sets mode 03h);
 *   each program's own NAME.TXT must be DOSBox's, byte for byte; SY3 the shell's ECHO, REM and
 *   "Illegal command" for a word it does not know (corpus C1042's `system("c:\\lastline\\mngrboot/c")`).
 * - CM1, CM2, CM4–CM7: DOSBox 0.74's shell commands through system(), COMMAND.COM itself and IOCTL's drives,
 *   run from C:\NAME\ as the oracle runs them.
 * - NP2 (TC's bytes at DS:0000 a NULL pointer reads), NP3–NP5 ("Null pointer assignment" at the end).
 * - DK1, DK2: INT 21h's keyboard functions called directly, the keys put in the BIOS buffer first;
 *   DK2 their echoes after initgraph.
 * - C40CAP, BWCAP: textmode(C40), BW80, BW40 and MONO as DOSBox captures them (640×400).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { installDirectories, mkdir } from '../../runtime/dos/directories.ts';
import { DOSBOX_ENVIRONMENT } from '../../tools/oracle/dosbox.ts';
import { FRAME_PIT } from '../../runtime/hw/textmode.ts';
import { Machine } from '../../runtime/machine.ts';
import { expectFrame, type IndexedImage } from '../support/frames.ts';

const DIR = join('test', 'fixtures', 'dos-screen');

/** The probes' own headers beside them: CMDUMP.H (the CM probes' dump), KEY.H (the DK and PS probes' key()). */
const header = (f: string): string | null => (['CMDUMP.H', 'KEY.H'].includes(f.toUpperCase()) ? readFileSync(join(DIR, f.toUpperCase()), 'latin1') : null);

function start(name: string): Machine {
  const m = new Machine();
  m.load(compileC(readFileSync(join(DIR, `${name}.C`), 'latin1'), { file: `${name}.C`, readInclude: header, engines: ['coroutine'] }).rom);
  return m;
}

function runToEnd(m: Machine): void {
  for (let i = 0; i < 600 && m.state === 'running'; i++) m.runFor(100);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
}

const grab = (m: Machine): IndexedImage => ({ width: m.vga.width, height: m.vga.height, pixels: m.vga.visual.slice() });

/** The middle of the first frame at or after `fromPit` whose count modulo 32 is in [lo, hi] (test/support/textm.ts). */
function inFrame(fromPit: number, lo: number, hi: number): number {
  for (let f = Math.ceil(fromPit / FRAME_PIT); ; f++) if (f % 32 >= lo && f % 32 <= hi) return Math.floor((f + 0.5) * FRAME_PIT);
}
const BLINK_SHOWN_NO_CURSOR = [0, 7] as const;
const BLINK_HIDDEN_NO_CURSOR = [16, 23] as const;

/** The first pixel two getpixel dumps (two pixels a byte, high nibble first, 640×480 each) differ at. */
function firstPixel(got: Uint8Array, want: Uint8Array): string | null {
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    if (got[i] === want[i]) continue;
    const dump = Math.floor(i / 153_600), o = i % 153_600, y = Math.floor(o / 320), x = (o % 320) * 2;
    return `dump ${dump + 1}: pixels (${x},${y})–(${x + 1},${y}) are ${got[i]?.toString(16)}, DOSBox ${want[i]?.toString(16)} (two per byte)`;
  }
  return null;
}

for (const [name, what] of [['G1', 'printf after initgraph'], ['G3', 'printf after initgraph'], ['G4', 'the echo of scanf, gets and getchar after initgraph'], ['G5', 'conio after initgraph (clrscr, a window, cprintf)']]) {
  test(`${name}.C: ${what} draws what DOSBox drew (its getpixel dump, byte for byte)`, () => {
    const m = start(name);
    runToEnd(m);
    const got = driveOf(m).read(`${name}.SCR`) ?? new Uint8Array(0);
    const want = new Uint8Array(readFileSync(join(DIR, `${name}.SCR`)));
    assert.is(firstPixel(got, want), null);
    const txt = join(DIR, `${name}.TXT`);
    if (existsSync(txt)) assert.is(new TextDecoder('latin1').decode(driveOf(m).read(`${name}.TXT`) ?? new Uint8Array(0)), readFileSync(txt, 'latin1'));
  });
}

for (const [name, what] of [['NP1', 'a NULL string reads "" (initgraph with a NULL path)'], ['SY1', 'system("cls") in text mode'], ['SY2', 'system("cls") after initgraph'], ['PS1', 'system("PAUSE"): its text, one key taken'], ['NP2', 'what a NULL pointer reads and writes: TC\'s 116 bytes at DS:0000'], ['SY3', 'system() of ECHO, REM and words the shell does not know ("Illegal command: foo.")'], ['SY5', 'system() with its output sent to NUL or a file (> and >>)'], ['DK1', 'INT 21h\'s keyboard functions called directly (AH=01h, 06h, 07h, 08h, 0Ah, 0Bh, 0Ch): results and echoes'], ['DK2', 'their echoes after initgraph (AH=01h\'s in colour 7, 06h\'s and 0Ah\'s in 15)'], ['CE1', 'conio\'s echoes after initgraph (cgets\'s in 15 whatever the attribute, the BIOS\'s in the attribute\'s colour, direct video none)']]) {
  test(`${name}.C: ${what}: its ${name}.TXT is DOSBox's, byte for byte`, () => {
    const m = start(name);
    runToEnd(m);
    const got = new TextDecoder('latin1').decode(driveOf(m).read(`${name}.TXT`) ?? new Uint8Array(0));
    assert.is(got, readFileSync(join(DIR, `${name}.TXT`), 'latin1'));
  });
}

for (const [name, what] of [['CM1', 'system() of DOSBox 0.74\'s shell commands (DIR and its switches, CD, MD, RD, DEL, REN, TYPE, SET, PATH, VER, DATE and TIME unknown)'], ['CM2', 'IOCTL of every drive (Z: as C:), COMMAND.COM without /C (its box, the prompt, keys typed until EXIT) and with /C'], ['CM4', 'DIR /P\'s pause after 22 entries, /W /P, TYPE up to a Ctrl+Z, COPY'], ['CM5', 'COPY with wildcards, folders, joins and switches'], ['CM6', 'COMMAND.COM\'s line typed: Backspace, Esc'], ['CM7', 'the line cut at \'|\', redirections anywhere in it']]) {
  test(`${name}.C: ${what}: its screens are DOSBox's, the dates aside`, () => {
    // run from C:\\NAME\\ with DOSBox's environment, as the oracle ran it
    const m = new Machine();
    m.load(compileC(readFileSync(join(DIR, `${name}.C`), 'latin1'), { file: `${name}.C`, env: DOSBOX_ENVIRONMENT, folder: name, readInclude: header, engines: ['coroutine'] }).rom);
    const d = driveOf(m);
    installDirectories(d);
    mkdir(d, name);
    d.cwd = name;
    // what the oracle's folder held beside the program (a DIR /B lists their names)
    for (const f of [`${name}.C`, `${name}.EXE`, `${name}.LOG`, `${name}.OBJ`, 'CMDUMP.H', 'EGAVGA.BGI']) d.write(`${name}\\${f}`, new Uint8Array(0));
    runToEnd(m);
    // DIR's dates and times are the host's files' in DOSBox
    const undated = (s: string): string => s.replace(/\d\d-\d\d-\d{4} [ \d]\d:\d\d/g, 'dd-mm-yyyy hh:mm');
    assert.is(undated(new TextDecoder('latin1').decode(d.read(`${name}\\${name}.TXT`) ?? new Uint8Array(0))), undated(readFileSync(join(DIR, `${name}.TXT`), 'latin1')));
  });
}

for (const [name, file, ends, what] of [
  ['DR1', 'DR1.TXT', true, 'AH=01h, 06h, 07h, 08h, 0Ah and 0Bh read the file (no echo but 0Ah\'s, an LF kept), at its end the last byte again'],
  ['DR2', 'DR2.TXT', true, 'AH=0Ah at the file\'s end returns after a line that ended in CR (count 0)'],
  ['DR3', 'DR3.STP', false, 'at the file\'s end AL is the last byte read; AH=0Ah there never returns'],
  ['DR4', 'DR4.STP', false, 'AH=0Ch never returns'],
  ['DR5', 'DR5.STP', false, 'AH=0Ah never returns on a byte past the line\'s room'],
  ['DR6', 'DR6.TXT', true, 'conio\'s cgets (AH=0Ah), getch, getche and kbhit read the file'],
] as const) {
  test(`${name}.C, stdin redirected from ${name}.IN: ${what}: its ${file} is DOSBox's, byte for byte`, () => {
    const m = new Machine();
    m.load(compileC(readFileSync(join(DIR, `${name}.C`), 'latin1'), { file: `${name}.C`, readInclude: header, stdin: new Uint8Array(readFileSync(join(DIR, `${name}.IN`))), engines: ['coroutine'] }).rom);
    if (ends) runToEnd(m);
    else {
      m.runFor(3000);
      if (m.crash) throw m.crash;
      assert.is(m.state, 'running'); // in DOS's call still, as DOSBox stayed until the oracle's time limit
    }
    assert.is(new TextDecoder('latin1').decode(driveOf(m).read(file) ?? new Uint8Array(0)), readFileSync(join(DIR, file), 'latin1'));
    if (name === 'DR1') assert.is(new TextDecoder('latin1').decode(driveOf(m).read('DR1.STP') ?? new Uint8Array(0)), readFileSync(join(DIR, 'DR1.STP'), 'latin1'));
  });
}

test('CM3.C: findfirst with FA_DIREC lists the root\'s "." and ".." first, as DOSBox\'s folder mount does (the rest of its root was the oracle session\'s)', () => {
  const m = start('CM3');
  runToEnd(m);
  const got = new TextDecoder('latin1').decode(driveOf(m).read('CM3.TXT') ?? new Uint8Array(0)).split('\n');
  const want = readFileSync(join(DIR, 'CM3.TXT'), 'latin1').split('\n');
  const dots = (line: string): string => line.split(']').slice(0, 2).map((e) => e.split(' ').slice(0, 2).join(' ')).join(']');
  assert.is(dots(got[0]!), dots(want[0]!));
});

test('NP3, NP4, NP5: a write through NULL makes the end say "Null pointer assignment" after the program\'s text, at main\'s return, exit and _exit (DOSBox\'s screen, NPEXIT.TXT)', () => {
  const screen = readFileSync(join(DIR, 'NPEXIT.TXT'), 'latin1').split('\n');
  for (const name of ['NP3', 'NP4', 'NP5']) {
    let text = '';
    const m = new Machine();
    m.load(compileC(readFileSync(join(DIR, `${name}.C`), 'latin1'), { file: `${name}.C`, stdout: (s) => (text += s), engines: ['coroutine'] }).rom);
    runToEnd(m);
    const from = screen.indexOf(`C:\\>${name}`) + 1;
    assert.is(text.replace(/\r/g, ''), screen.slice(from, screen.indexOf(screen.find((l, i) => i >= from && l.startsWith('C:\\>'))!, from)).join('\n') + '\n', name);
  }
});

test('G2.C ends in graphics mode: the DOS prompt is drawn into its picture', () => {
  const m = start('G2');
  runToEnd(m);
  m.runFor(500);
  expectFrame(grab(m), join(DIR, 'G2_prompt.png'), 'dos-screen-G2_prompt', false);
});

test('C40CAP.C: textmode(C40) is 40 cells of 16×16 on the 640×400 screen, the blinking word in both phases', () => {
  const m = start('C40CAP');
  m.runUntil(inFrame(m.now + 100_000, ...BLINK_SHOWN_NO_CURSOR));
  expectFrame(grab(m), join(DIR, 'C40CAP_a.png'), 'dos-screen-C40CAP_a', false);
  m.runUntil(inFrame(m.now, ...BLINK_HIDDEN_NO_CURSOR));
  expectFrame(grab(m), join(DIR, 'C40CAP_b.png'), 'dos-screen-C40CAP_b', false);
});

test('BWCAP.C: BW80, BW40 and MONO show the colour indices C80 and C40 would', () => {
  const m = start('BWCAP');
  for (const shot of ['bw80', 'bw40', 'mono']) {
    m.runUntil(inFrame(m.now + 100_000, ...BLINK_SHOWN_NO_CURSOR));
    expectFrame(grab(m), join(DIR, `${shot}.png`), `dos-screen-${shot}`, false);
    m.keyDown('Space');
    m.keyUp('Space', m.now + 20_000);
  }
});

test.run();
