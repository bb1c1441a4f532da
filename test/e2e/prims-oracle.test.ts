import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join, resolve } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { prims } from '../../roms/prims/index.ts';
import { expectFrame } from '../support/frames.ts';

// tools/test.mjs runs the bundles with the repository root as cwd; the oracle sits beside the checkout.
const ORACLE_DIR = resolve(process.cwd(), '..', 'shared', 'oracle');

/** Let the program run until it blocks in getch(), compare the frame, then press Space. */
function screen(m: Machine, oracle: string, name: string): void {
  m.runFor(200);
  assert.is(m.state, 'running', `${name}: PRIMS should be waiting in getch()`);
  expectFrame(m.vga.visual, join(ORACLE_DIR, oracle), name, false);
  m.keyDown('Space');
  m.keyUp('Space', m.now + 1000);
}

test('PRIMS.C screens 1–4 match the DOSBox captures pixel for pixel, then closegraph goes to text mode', () => {
  const m = new Machine();
  m.load(prims);
  screen(m, 'p1_prims_lines_rects.png', 'prims-p1');
  screen(m, 'p2_prims_text.png', 'prims-p2');
  screen(m, 'p3_prims_floodfill.png', 'prims-p3');
  screen(m, 'p4_prims_floodfill_leak.png', 'prims-p4');
  m.runFor(200);
  assert.is(m.state, 'exited');
  assert.ok(textConsole(m.vga).active, 'closegraph switched to text mode');
});

test.run();
