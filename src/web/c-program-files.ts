/**
 * A C program of several files in the browser: a zip, or a folder picked or dropped, holding its
 * `.C` files, its headers (in subfolders too) and its data files (levels, pictures, `.CHR` fonts,
 * `.BGI` drivers). The page keeps it in this tab as a zip (a folder is zipped first, stored) under
 * the program's `rom` parameter (`c:GAME.ZIP`, `c:game/`), as a single `.C` file's text is kept
 * (src/web/c-keep.ts keepCFile); c-player.js reads it back with the CLI's rules
 * (src/shared/c-files.ts programFiles: which files are the program, which holds main, where a
 * header is found, the 8.3 names), compiles its C files linked together, and puts every file on
 * the program's C: drive.
 *
 * Only c-player.js carries this: the player's page hands a zip over as it hands a `.C` file (its
 * size is the page payload's), and a folder as a zip of its files (folder-files.ts).
 */
import type { Rom } from '../../runtime/process.ts';
import { ATTR_DIRECTORY, type DosFile } from '../../runtime/dos/drive.ts';
import { programFiles, type ProgramFiles } from '../shared/c-files.ts';
import { readZip } from '../shared/zip.ts';
import type { BrowserDisk } from './disk.ts';

/** The program's files as the tab keeps them: the zip's bytes, one character a byte. */
const bytesOf = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * The program kept under `name` (its zip as text): its C files, headers and drive, by the CLI's
 * rules. Errors name the zip or folder: a damaged zip, no C file, a name DOS cannot hold among
 * the files to link.
 */
export async function programOfFiles(name: string, text: string): Promise<ProgramFiles> {
  try {
    return programFiles(await readZip(bytesOf(text)));
  } catch (e) {
    throw new Error(`${name}: ${(e as Error).message}`);
  }
}

/** Each compiled program's files, for its drive (withProgramFiles). */
const drives = new WeakMap<Rom, { name: string; files: ProgramFiles }>();

/** Remember that `rom` was compiled from `files` (kept under `name`): its drive holds them. */
export function rememberFiles(rom: Rom, name: string, files: ProgramFiles): void {
  drives.set(rom, { name, files });
}

/** True when `rom` came from a zip or folder: its files go on its drive (withProgramFiles). */
export const hasProgramFiles = (rom: Rom): boolean => drives.has(rom);

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The stored disk of a program of several files, with its files on it: each file and folder of
 * the zip that the disk does not hold is added (and kept from now on, as if the program had
 * written it); a file the disk holds already stays the disk's — what the program wrote or the user
 * imported is never lost — and `note` names those whose bytes differ from the zip's. Also says
 * what the zip held that DOS cannot (a long name: left out, as the CLI leaves it out).
 */
export async function withProgramFiles(rom: Rom, disk: Promise<BrowserDisk>, note: (text: string) => void): Promise<BrowserDisk> {
  const d = await disk;
  const opened = drives.get(rom);
  if (!opened) return d;
  const have = new Map(d.load().map((f) => [f.name, f]));
  const added = opened.files.drive.filter((f) => !have.has(f.name));
  const kept = opened.files.drive.filter((f) => {
    const h = have.get(f.name);
    return h && !(f.attr & ATTR_DIRECTORY) && !sameBytes(h.bytes, f.bytes);
  });
  if (added.length > 0) d.commit(new Map(added.map((f): [string, DosFile] => [f.name, f])));
  const notes = [...opened.files.notes];
  if (kept.length > 0) notes.push(`the disk's own ${kept.map((f) => f.name).join(', ')} kept (${opened.name} holds another; Import disk to replace the disk)`);
  if (notes.length > 0) note(`${opened.name}: ${notes.join('; ')}`);
  return d;
}
