/**
 * The drivers initgraph can be asked for and the modes of the one this machine has, EGAVGA.BGI,
 * as the real Turbo C 2.0 answers on a VGA with only EGAVGA.BGI on the disk (DOSBox probe PINIT:
 * every driver −1..12 with every mode −1..5).
 */
import { MODE_0EH, MODE_10H, MODE_12H, type VideoMode } from '../../hw/vga.ts';
import type { UserDriver } from '../bgi/state.ts';
import { EGA, EGA64, EGAMONO, VGA } from './constants.ts';

/**
 * The kernel's table of driver files: Borland's six, then the names installuserdriver adds (its
 * numbers 6…9); a driver number past 127 names entry `number & 127` (probes N128–N140, M128–M140:
 * 128 CGA.BGI … 133 PC3270.BGI, 134 the first name installed — corpus C5611's `g_driver = 134`
 * after installuserdriver("ISVGA256") —, 138 "xxxx", the bytes after the table; 135–137, 139, 140
 * and 255 none, ".BGI").
 */
const DRIVER_FILES = ['CGA', 'EGAVGA', 'IBM8514', 'HERC', 'ATT', 'PC3270'];
/**
 * Each driver number's entry: CGA … PC3270 (1–10), then the bytes after that map (probes PINIT,
 * M13–M17, N13: 11–13 none, 14 CGA, 15 ATT, 16 PC3270, 17 EGAVGA, whatever was installed).
 */
const DRIVER_ENTRY = [, 0, 0, 1, 1, 1, 2, 3, 4, 1, 5, , , , 0, 4, 5, 1];

/** The file initgraph looks for to load driver `driver` (> 0), e.g. CGA.BGI. */
export function driverFile(driver: number, userDrivers: readonly UserDriver[]): string {
  const entry = driver > 127 && driver < 256 ? driver & 127 : DRIVER_ENTRY[driver];
  return `${entry === undefined ? '' : DRIVER_FILES[entry] ?? (entry === 10 ? 'xxxx' : userDrivers[entry - 6]?.name) ?? ''}.BGI`;
}

/**
 * DETECT asks installuserdriver's detect functions first, the last installed first (probes DET7,
 * DET10 in /work/corpus30/p1: of two the later one is asked, a null one is passed over): the first
 * that returns a mode, 0 or more, gives it and the driver 128 + the table's first entry of that
 * name — 129 for "EGAVGA", Borland's own entry (DET1, DET3, DET10), the user's entry for a name
 * of its own, whose file is then looked for (DET4: "XYZ" → grFileNotFound, the mode written back).
 * All negative (DET2, DET6): null, the machine's own detection. Not modelled: TC's kernel then
 * finding EGAVGA.BGI invalid (grInvalidDriver) when the name is in the table twice and an earlier
 * entry's function answered (DET7) or after a printf (PB–PD).
 */
export function userDetected(drivers: readonly UserDriver[]): [driver: number, mode: number] | null {
  for (let i = drivers.length; i--; ) {
    const { name, detect } = drivers[i]!, mode = detect?.() ?? -1;
    if (mode >= 0) return [128 | [...DRIVER_FILES, ...drivers.map((d) => d.name)].indexOf(name), mode];
  }
  return null;
}

/** The drivers EGAVGA.BGI serves. */
export const EGAVGA_DRIVERS: readonly number[] = [EGA, EGA64, EGAMONO, VGA];

/**
 * One of EGAVGA.BGI's modes: the BIOS mode it sets, getmaxy, and getaspectratio's x (y is
 * 10 000). The driver's table is the same whichever of EGA, EGA64 and VGA loaded it: EGA's mode 2
 * is VGAHI's 640×480 (probe PINIT), and EGA64 on this VGA has EGA's 16 colours and pages.
 */
export interface DriverMode {
  readonly video: VideoMode;
  readonly maxY: number;
  readonly xAspect: number;
}

/** EGAVGA.BGI's colour modes 0..2 (its mode 3, 640×350 monochrome, BIOS mode 0Fh: graphics/egamono.ts). */
export const EGAVGA_MODES: readonly DriverMode[] = [
  { video: MODE_0EH, maxY: 199, xAspect: 4500 },
  { video: MODE_10H, maxY: 349, xAspect: 7750 },
  { video: MODE_12H, maxY: 479, xAspect: 10000 },
];

/** EGAVGA.BGI's monochrome mode, which EGAMONO sets whatever the mode asked (probe PINIT). */
export const MONO_MODE = 3;

/**
 * What graphresult reports when initgraph gives EGAVGA.BGI a mode past its table: bytes read past
 * it (probe PINIT: the same for EGA, EGA64 and VGA), the driver and mode left as they were and
 * nothing installed. Modes further out read further on: not measured.
 */
export const MODE_PAST_TABLE = new Map<number, number>([[-1, 189], [4, 30], [5, 69]]);

/**
 * getmaxmode and the highest mode setgraphmode takes (higher: grInvalidMode): VGA's VGAHI, EGA's
 * and EGA64's EGAHI (probe PINIT; initgraph itself takes EGA's mode 2).
 */
export function maxMode(driver: number): number {
  return driver === VGA ? 2 : 1;
}
