/**
 * The Reversi ROM: REVERSI, the 2009 Windows Mobile Reversi of the seeds (seeds/004) as a DOS
 * program for Turbo C 2.0 — the seed's rules and its computer as level 0, with greedy and search
 * levels, undo/redo, hints, transcripts and files of ours (roms/reversi/NOTES.md).
 */
import type { Rom } from '../../runtime/process.ts';
import { REVERSI } from './program.ts';

export const reversi: Rom = {
  name: 'reversi',
  title: 'Reversi — the 2009 Windows Mobile Reversi as a DOS program, with a computer worth playing',
  keys: 'click a cell, or arrows + Enter · N new · U undo · R redo · H hint · M markers · O options · T type a game · S/L save/load · Esc quit',
  start() {
    return REVERSI().main();
  },
};
