/**
 * The ROMs the machine can load, by name. Hosts (CLI, browser) list and pick from here.
 */
import type { Rom, SyncRom } from '../runtime/process.ts';
import { beep } from './beep/index.ts';
import { blocks } from './blocks/index.ts';
import { hello } from './hello/index.ts';
import { mousetest } from './mousetest/index.ts';
import { prims } from './prims/index.ts';
import { prims3 } from './prims3/index.ts';
import { runs } from './runs/index.ts';
import { doodle } from './doodle/index.ts';
import { reversi } from './reversi/index.ts';
import { tetris } from './tetris/index.ts';
import { textm } from './textm/index.ts';
import { SYNC_ROMS } from './sync.ts';

/** Every ROM, the default (tetris) first. */
export const ROMS: readonly Rom[] = [tetris, prims, prims3, textm, hello, mousetest, beep, runs, doodle, reversi, blocks];

/** The ROM called `name`, or undefined. */
export function findRom(name: string): Rom | undefined {
  return ROMS.find((r) => r.name === name);
}

/** The ROM called `name`; throws an Error listing the names there are. */
export function romByName(name: string): Rom {
  const rom = findRom(name);
  if (!rom) throw new Error(`unknown ROM "${name}" (have: ${ROMS.map((r) => r.name).join(', ')})`);
  return rom;
}

/** ROM `name` compiled for the synchronous engine, when this bundle has it (see roms/sync.ts). */
export function findSyncRom(name: string): SyncRom | undefined {
  return SYNC_ROMS?.find((r) => r.name === name);
}
