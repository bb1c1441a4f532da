/**
 * The Tetris ROM: TETRIS.C (hoodlum1980, 2008) as the machine loads it. Variant "faithful" (the
 * default) is the original; "timer" moves gravity onto an INT 1Ch handler, the improvement the
 * author named (see roms/tetris/tetris.ts, `VARIANT timer:`).
 */
import type { Rom } from '../../runtime/process.ts';
import { TETRIS, VARIANTS, type Variant } from './tetris.ts';

export const tetris: Rom = {
  name: 'tetris',
  title: 'Tetris (hoodlum1980, 2008) — TETRIS.C for Turbo C 2.0',
  keys: '←→ move · ↑ rotate · ↓ down · Space drop · P start/pause · Esc quit',
  variants: VARIANTS,
  start(variant?: string) {
    return TETRIS((variant ?? VARIANTS[0]) as Variant).main();
  },
};
