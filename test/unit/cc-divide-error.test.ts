// An integer division by zero, against the real TC 2.0 in DOSBox (test/fixtures/divide-error,
// README there): each program of CASES.txt (TEMPLATE.C with its statements) compiled here and run
// after a `cls` must leave DOSBox's text screen (SCREENS.txt) or picture (DGnn.png, the BIOS mode
// and cursor in GRAPHICS.txt) and exit with DOSBox's status (STATUS.txt). "Divide error" and
// status 3 as abort's end; SIGFPE's handler called with FPE_INTDIV0 and the division run again;
// and, where TC's run time ended the program for the division, the place it happened is kept for
// the hosts (the line of the case's statements, in main).
// Not compared here: DZ23 (SIG_IGN: TC runs the division again for ever; mode12h stops there,
// naming it) and the R* runs with stdout redirected (test/unit/cc-stdout-file.test.ts has them).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
import { CFault } from '../../cc/errors.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { exitFault, exitStatus } from '../../runtime/dos/exit.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { Machine } from '../../runtime/machine.ts';
import type { Blocking } from '../../runtime/process.ts';
import { diffFrames, readIndexedPng } from '../support/frames.ts';
import { readScreens, screenOf, withPrompt } from '../support/text-screen.ts';

const DIR = 'test/fixtures/divide-error';
const template = readFileSync(`${DIR}/TEMPLATE.C`, 'latin1');
const BODY_LINE = template.split('\n').findIndex((l) => l.includes('/*BODY*/')) + 1;
const cases = readFileSync(`${DIR}/CASES.txt`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('|') as [string, string]);
const screens = readScreens(`${DIR}/SCREENS.txt`);
const table = (file: string): Map<string, string[]> =>
  new Map(readFileSync(`${DIR}/${file}`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => { const [n, ...v] = l.split(' '); return [n!, v]; }));
const statuses = table('STATUS.txt');
const graphics = table('GRAPHICS.txt');
/** The cases DOSBox never ended (README): SIG_IGN. */
const ENDLESS = ['DZ23'];
/** The cases that end in the program's own exit (a handler's exit(7), abort()) or by no trap at all: no place kept. */
const ORDINARY_END = ['DZ07', 'DZ14', 'DZ18', 'DZ21', 'DZ24', 'DZ25', 'DZ26', 'DZ33', 'DZ34', 'DZ35'];

test('every case has DOSBox\'s status, and its screen or picture', () => {
  assert.ok(cases.length >= 30, `only ${cases.length} cases`);
  for (const [name] of cases) {
    if (ENDLESS.includes(name)) continue;
    assert.ok(statuses.has(name), `${name}: no status`);
    assert.ok(name.startsWith('DG') ? graphics.has(name) : screens.has(name), `${name}: no screen`);
  }
});

/**
 * Runs a case after DOSBox's `cls`; for a graphics one, keeps the picture as the program left it
 * (what PLN.C read, before COMMAND.COM's prompt) with the BIOS mode and cursor.
 */
function run(name: string, body: string): { m: Machine; left: { pixels: Uint8Array; mode: number; col: number; row: number } | null } {
  const m = new Machine();
  const rom = compileC(template.replace('/*BODY*/', body), { file: `${name}.C` }).rom;
  let left: { pixels: Uint8Array; mode: number; col: number; row: number } | null = null;
  m.load({
    ...rom,
    start: (): Blocking<void> =>
      (function* leaving(): Blocking<void> {
        yield* rom.start();
        const con = textConsole(m.vga);
        left = { pixels: m.vga.visual.slice(), mode: m.vga.biosMode, col: con.col, row: con.row };
      })(),
  });
  textConsole(m.vga).enter(); // DOSBox's `cls` before the program: blank, cursor home
  for (let i = 0; i < 100 && m.state === 'running'; i++) m.runFor(100);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
  return { m, left };
}

for (const [name, body] of cases) {
  if (ENDLESS.includes(name)) continue;
  test(`${name}: ${body}`, () => {
    const { m, left } = run(name, body);
    assert.is(exitStatus(m), Number(statuses.get(name)![0]), 'the exit status');
    if (name.startsWith('DG')) {
      const [mode, col, row] = graphics.get(name)!.map(Number);
      assert.equal({ mode: left!.mode, col: left!.col, row: left!.row }, { mode, col, row });
      const diff = diffFrames(left!.pixels, readIndexedPng(`${DIR}/${name}.png`).pixels);
      assert.is(diff.count, 0, `${diff.count} pixels differ from DOSBox's, within ${JSON.stringify(diff.box)}`);
    } else {
      assert.fixture(screenOf(m), withPrompt(screens.get(name)!));
    }
    const fault = exitFault(m);
    if (ORDINARY_END.includes(name)) assert.is(fault, null);
    else {
      assert.instance(fault, CFault);
      const f = fault as CFault;
      assert.equal([f.file, f.line, f.fn], [`${name}.C`, BODY_LINE, 'main']);
      assert.match(f.detail, name === 'DZ28' || name === 'DZ29' ? /^raise\(SIGFPE\)/ : /^Divide error/);
    }
  });
}

for (const name of ['DZ12', 'DZ35']) {
  test(`${name}: the file fopen opened keeps nothing of what fprintf gave it, after the divide error or abort() (DOSBox: 0 bytes)`, () => {
    const { m } = run(name, cases.find(([n]) => n === name)![1]);
    assert.equal(driveOf(m).read(`${name}.TXT`), new Uint8Array(0));
  });
}

test('DZ23: SIGFPE ignored, the division would run again for ever: the machine stops there, naming it', () => {
  const m = new Machine();
  m.load(compileC(template.replace('/*BODY*/', cases.find(([n]) => n === 'DZ23')![1]), { file: 'DZ23.C' }).rom);
  m.runFor(1000);
  assert.is(m.state, 'crashed');
  assert.is(m.crash!.message, `ROM dz23 crashed in main(): DZ23.C:${BODY_LINE}: in main(): Divide error (division by zero) with SIGFPE ignored (SIG_IGN): the 8086 runs the division again for ever (the real program hangs here)`);
});

test('the graphics kernel\'s IDIV past the int (fillpoly, probe PFE10) is INT 0 as a division of the program\'s: C0\'s "Divide error" and status 3, or the SIGFPE handler with FPE_INTDIV0', () => {
  const FILL = 'int gd = VGA, gm = VGAHI, p[8] = { 125, 337, 328, -32355, 32605, 1280, 189, 46 }; initgraph(&gd, &gm, ""); ';
  const end = (body: string): Machine => {
    const m = new Machine();
    m.load(compileC(template.replace('/*BODY*/', `{ ${body} }`), { file: 'PFE10.C' }).rom);
    for (let i = 0; i < 100 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    return m;
  };
  const plain = end(`${FILL}fillpoly(4, p); printf("after\\n");`);
  assert.is(exitStatus(plain), 3);
  assert.match((exitFault(plain) as CFault).detail, /^Divide error/);
  const handled = end(`${FILL}signal(SIGFPE, onfpe2); fillpoly(4, p); printf("after\\n");`);
  assert.is(exitStatus(handled), 7);
  assert.is(exitFault(handled), null);
});

test.run();
