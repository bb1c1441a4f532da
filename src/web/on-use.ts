/**
 * The player's code that runs only on a user's action — save states, the screenshot's PNG, the
 * recording's replay file, the disk's zip export and import, and the downloads that carry them —
 * lives in files.js (src/web/files.ts), fetched on first use: the page's first paint carries none
 * of it (docs/BENCH.md figure 5). An action asked for while files.js is on its way waits for it;
 * what it acts on (the moment, the frame, the log, the drive's files) is taken when it is asked.
 * Opening a C program (a file, a zip, a folder) is home-open.js's, the home page's too
 * (withProgramOpener).
 */
import type { DosFile } from '../../runtime/dos/drive.ts';
import type { Moment } from './saves/moment.ts';
import type { ReplayInput } from '../shared/replay-event.ts';
import type { HomeOpen } from './home/open.ts';
import { loadScript } from './page.ts';
import type { PowerOnNamed } from './recording.ts';

/** The save states, as files.js starts them (src/web/saves/main.ts). */
export interface Saves {
  /** Save `moment` (captured when the save was asked for). */
  save(moment: Moment): Promise<void>;
  open(): Promise<void>;
  restoreFile(file: File): Promise<void>;
}

/** What files.js installs when it has loaded. */
export interface FileTools {
  /** Save states (src/web/saves/): present only on a page that set mode12hSavesHost first. */
  readonly saves: Saves | undefined;
  /** Offer `bytes` as a file download named `name`. */
  download(name: string, bytes: Uint8Array | string, type: string): void;
  /** "tetris-20240131-123456": a file-name stem from a ROM name and a wall-clock time. */
  fileStem(rom: string, date?: Date): string;
  encodeIndexedPng(pixels: Uint8Array, width: number, height: number, palette: Uint8Array): Uint8Array;
  /** The drive's files as a zip, and a zip's as a drive (src/web/disk-zip.ts). */
  diskZip(files: readonly DosFile[]): Uint8Array;
  zipDisk(zip: Uint8Array): Promise<DosFile[]>;
  /** The session's input log as a replay file (src/web/recording.ts). */
  replayText(power: PowerOnNamed, log: readonly ReplayInput[], endMs: number, comment: string): string;
}

declare global {
  var mode12hFiles: FileTools | undefined;
}

/** The chunk's file name, beside the page (tools/build.mjs ON_USE_FILES). */
export const FILE_TOOLS = 'files.js';

let loading: Promise<FileTools> | null = null;

/** files.js, fetched once. */
export function loadFileTools(): Promise<FileTools> {
  return (loading ??= loadScript(FILE_TOOLS).then(
    () => globalThis.mode12hFiles ?? Promise.reject(new Error(`${FILE_TOOLS} did not start`)),
    (e: unknown) => {
      loading = null; // a later action tries again
      throw e;
    },
  ));
}

/** Run `what` once files.js is there; a failure (its own or the load's) is said by `note`, prefixed by `doing`. */
export function withFileTools(doing: string, note: (text: string) => void, what: (tools: FileTools) => void | Promise<void>): void {
  loadFileTools()
    .then(what)
    .catch((e: unknown) => note(`${doing}: ${e instanceof Error ? e.message : String(e)}`));
}

/** A copy of the drive's files as they are now (the drive goes on changing while files.js loads). */
export function filesNow(files: readonly DosFile[]): DosFile[] {
  return files.map((f) => ({ ...f, bytes: f.bytes.slice() }));
}

/**
 * Open the C program in what the user gave (a .C file, a zip, a folder) with home-open.js
 * (src/web/home/open.ts), fetched now, on the home page and the player's alike: it keeps it in
 * this tab and opens the player on it, or `note` says why not (a zip too big for the tab),
 * prefixed by `name`.
 */
export function withProgramOpener(name: string, note: (text: string) => void, how: (o: HomeOpen) => Promise<void>): void {
  loadScript('home-open.js')
    .then(() => how(globalThis.mode12hHomeOpen!))
    .catch((e: unknown) => note(`${name}: ${e instanceof Error ? e.message : String(e)}`));
}
