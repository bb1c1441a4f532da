/**
 * The C: drive as a zip and back (the player's disk export and import, in files.js): a directory
 * is an entry of its own (`SAVE/`), what is in it is under it (`SAVE/GAME.SAV`), so a drive's
 * subdirectories, empty ones too, go out and come back.
 */
import { ATTR_DIRECTORY, type DosFile } from '../../runtime/dos/drive.ts';
import { driveTree } from '../shared/drive-tree.ts';
import { readZip, writeZip } from '../shared/zip.ts';

/** The zip of the drive's `files` (DosDrive.entries: each directory before what is in it). */
export const diskZip = (files: readonly DosFile[]): Uint8Array =>
  writeZip(files.map((f) => ({ ...f, name: f.name.replace(/\\/g, '/') + (f.attr & ATTR_DIRECTORY ? '/' : '') })));

/**
 * The drive a zip holds, all or nothing: a name that is not 8.3, or two that DOS makes one
 * (drive-tree.ts), refuses the whole zip, naming them. The names come upper case (`runs.txt` is RUNS.TXT).
 */
export async function zipDisk(zip: Uint8Array): Promise<DosFile[]> {
  const tree = driveTree(await readZip(zip));
  if (tree.notes.length) throw new Error(`names a DOS drive cannot hold: ${tree.notes.map((n) => n.replace(': left out (', ' (')).join('; ')}`);
  return tree.drive;
}
