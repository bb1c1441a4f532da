// The oracle's other C programs compiled from source by cc/: PRIMS.C's four screens equal the
// DOSBox captures pixel for pixel (as the port roms/prims does, test/e2e/prims-oracle.test.ts).
import { test } from 'uvu';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { ORACLE_DIR } from '../support/frames.ts';
import { expectPrimsScreens } from '../support/prims.ts';

test('PRIMS.C from source: screens 1–4 match the DOSBox captures, then closegraph goes to text mode', () => {
  const p = compileC(readFileSync(join(ORACLE_DIR, 'PRIMS.C'), 'latin1'), { file: 'PRIMS.C' });
  expectPrimsScreens(p.rom, ORACLE_DIR, 'cc-prims');
});

test.run();
