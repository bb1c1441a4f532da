// What is left of stdout on the screen when a program ends, normally or by an abort (TC 2.0's
// "printf : floating point formats not linked", abort(), exit, _exit), against the real TC 2.0 in
// DOSBox: each program of test/fixtures/stdout-abort (TEMPLATE.C with one line of CASES.txt) ran
// there after a `cls`, and SCREENS.txt holds its text screen and cursor afterwards. On the console
// stdout is written as it is printed (a clrscr or gotoxy after it acts after it: SB19, SB20), so an
// abort loses only the text the aborting printf call made before its %f (SB03; SB02 keeps the
// earlier call's "one").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { Machine } from '../../runtime/machine.ts';
import { readScreens, screenOf, withPrompt } from '../support/text-screen.ts';

const DIR = 'test/fixtures/stdout-abort';
const template = readFileSync(`${DIR}/TEMPLATE.C`, 'latin1');
const cases = readFileSync(`${DIR}/CASES.txt`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#'));
const screens = readScreens(`${DIR}/SCREENS.txt`);

test('every case has its screen from DOSBox', () => {
  assert.ok(cases.length >= 25, `only ${cases.length} cases`);
  assert.equal(cases.map((l) => l.split('|')[0]!).filter((n) => !screens.has(n)), []);
  assert.is(screens.size, cases.length);
});

for (const line of cases) {
  const [name, body] = line.split('|') as [string, string];
  test(`${name}: ${body}`, () => {
    const m = new Machine();
    m.load(compileC(template.replace('/*BODY*/', body), { file: `${name}.C` }).rom);
    textConsole(m.vga).enter(); // DOSBox's `cls` before the program: blank, cursor home
    for (let i = 0; i < 100 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    assert.is(m.state, 'exited');
    assert.fixture(screenOf(m), withPrompt(screens.get(name)!));
  });
}

test.run();
