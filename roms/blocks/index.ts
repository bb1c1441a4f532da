/**
 * The BLOCKS ROM: one DOS program with the seeds' Tetris designs as rule profiles, chosen
 * in its own menu (not as machine variants: a player picks a profile and mode the way a DOS game
 * was played, and one high-score file holds them all). See roms/blocks/NOTES.md.
 */
import type { Rom } from '../../runtime/process.ts';
import { BLOCKS } from './program/main.ts';

export const blocks: Rom = {
  name: 'blocks',
  title: 'BLOCKS.C: the seeds\' Tetris designs as rule profiles (Zhou, Qiu, blog, Modern, the rules chapter)',
  keys: 'arrows move · ↑/X rotate · Z back · ↓ soft · Space drop · C hold · P pause · Esc menu',
  start() {
    return BLOCKS().main();
  },
};
