// The oracle's other C programs compiled from source by cc/: PRIMS.C's four screens equal the
// DOSBox captures pixel for pixel (as the port roms/prims does, test/e2e/prims-oracle.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { compileC } from '../../cc/program.ts';
import { expectFrame } from '../support/frames.ts';

const ORACLE_DIR = resolve(process.cwd(), '..', 'shared', 'oracle');

/** Let the program run until it blocks in getch(), compare the frame, then press Space. */
function screen(m: Machine, oracle: string, name: string): void {
  m.runFor(200);
  assert.is(m.state, 'running', `${name}: PRIMS.C should be waiting in getch()${m.crash ? `, crashed: ${m.crash.message}` : ''}`);
  expectFrame(m.vga.visual, join(ORACLE_DIR, oracle), name, false);
  m.keyDown('Space');
  m.keyUp('Space', m.now + 1000);
}

test('PRIMS.C from source: screens 1–4 match the DOSBox captures, then closegraph goes to text mode', () => {
  const p = compileC(readFileSync(join(ORACLE_DIR, 'PRIMS.C'), 'latin1'), { file: 'PRIMS.C' });
  const m = new Machine();
  m.load(p.rom);
  screen(m, 'p1_prims_lines_rects.png', 'cc-prims-p1');
  screen(m, 'p2_prims_text.png', 'cc-prims-p2');
  screen(m, 'p3_prims_floodfill.png', 'cc-prims-p3');
  screen(m, 'p4_prims_floodfill_leak.png', 'cc-prims-p4');
  m.runFor(200);
  assert.is(m.state, 'exited');
  assert.ok(textConsole(m.vga).active, 'closegraph switched to text mode');
});

test.run();
