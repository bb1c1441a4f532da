import { test } from 'uvu';
import { prims } from '../../roms/prims/index.ts';
import { ORACLE_DIR } from '../support/frames.ts';
import { expectPrimsScreens } from '../support/prims.ts';

test('PRIMS.C screens 1–4 match the DOSBox captures pixel for pixel, then closegraph goes to text mode', () => {
  expectPrimsScreens(prims, ORACLE_DIR, 'prims');
});

test.run();
