/**
 * What the page's URL asks of the player. Every parameter is optional:
 *   rom, variant, cycles (read as the CLI reads --cycles), tod=HH:MM:SS[.hh] (time of day at
 *   power-on; default: the host clock at each power-on), scale=auto|crisp|fill (layout.ts;
 *   default: as last chosen).
 *   test=step pins virtual time to a test hook (window.mode12h.advance, test-hook.ts) instead of
 *   the wall clock; test=live exposes the hook and keeps the wall clock. Both exist for test/browser/,
 *   in the tests' build only (catalog.ts MODE12H_TEST_ROMS).
 * `rom` and `test` are read where the page starts (main.ts): they choose the program and the hook.
 */
import { CYCLES_DEFAULT } from '../../runtime/hw/cpu.ts';
import { parseTimeOfDay, type TimeOfDay } from '../../runtime/bios/timer.ts';
import type { Rom } from '../../runtime/process.ts';
import { parseCycles } from '../shared/cycles.ts';
import type { BrowserDisk } from './disk.ts';
import { scaleParam } from './layout.ts';
import type { ScaleChoice } from './scaling.ts';

export interface PlayerOptions {
  cycles: number;
  variant: string | undefined;
  /** The pinned time of day at power-on; null: the host's at each power-on. */
  timeOfDay: TimeOfDay | null;
  /** Virtual time moves only by the test hook, never by the wall clock. */
  pinned: boolean;
  /** The URL's scale; null: as chosen before (read when the screen is first fitted, layout.ts). */
  scale: ScaleChoice | null;
  /** The stored C: drive, once IndexedDB has read it. */
  disk: Promise<BrowserDisk>;
}

/** The options `params` give for `rom` (all but the disk, which the page opens). */
export function readOptions(params: URLSearchParams, rom: Rom): Omit<PlayerOptions, 'disk'> {
  const cyclesParam = params.get('cycles');
  const tod = params.get('tod');
  return {
    cycles: cyclesParam === null ? CYCLES_DEFAULT : parseCycles(cyclesParam),
    variant: params.get('variant') ?? rom.variants?.[0],
    timeOfDay: tod === null ? null : parseTimeOfDay(tod),
    pinned: !!globalThis.MODE12H_TEST_ROMS && params.get('test') === 'step',
    scale: scaleParam(params.get('scale')),
  };
}
