/**
 * A folder's files as the tab keeps a program of several files: read (picked with `<input
 * webkitdirectory>`, or dropped: dropped-folder.ts) and zipped, stored, named `game/` after the
 * folder (src/web/c-keep.ts keepCFile; read back by c-program-files.ts). Carried by
 * home-open.js (the home page) and files.js (the player's pages, fetched when a folder is dropped:
 * on-use.ts), never by the player's first load.
 */
import type { HostFile } from '../shared/c-files.ts';
import { DEFAULT_DATE, stampOf } from '../shared/drive-tree.ts';
import { writeZip } from '../shared/zip.ts';

/** The files under a dropped folder, their paths from inside it ('/' between folders), each stamped with its modification time as the CLI stamps a folder's. */
export async function folderEntryFiles(dir: FileSystemDirectoryEntry): Promise<HostFile[]> {
  const out: HostFile[] = [];
  const walk = async (d: FileSystemDirectoryEntry, path: string): Promise<void> => {
    const reader = d.createReader();
    // readEntries gives a folder's entries a batch at a time (Chromium: 100), then an empty one
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((ok, fail) => reader.readEntries(ok, fail));
      if (batch.length === 0) return;
      for (const e of batch) {
        if (e.isDirectory) {
          out.push({ name: `${path}${e.name}/`, bytes: new Uint8Array(0) });
          await walk(e as FileSystemDirectoryEntry, `${path}${e.name}/`);
        } else {
          const file = await new Promise<File>((ok, fail) => (e as FileSystemFileEntry).file(ok, fail));
          out.push({ name: `${path}${e.name}`, bytes: new Uint8Array(await file.arrayBuffer()), ...stampOf(new Date(file.lastModified)) });
        }
      }
    }
  };
  await walk(dir, '');
  return out;
}

/** The files of a folder picked with `<input webkitdirectory>`: their paths from inside it (webkitRelativePath less its first folder). */
export async function pickedFolderFiles(files: readonly File[]): Promise<HostFile[]> {
  return Promise.all(files.map(async (f) => ({ name: f.webkitRelativePath.replace(/^[^/]*\//, ''), bytes: new Uint8Array(await f.arrayBuffer()), ...stampOf(new Date(f.lastModified)) })));
}

/**
 * A folder's program as the tab keeps it (c-keep.ts keepCFile): its files as one zip (stored:
 * the tab holds the bytes), named `game/` after the folder.
 */
export function folderAsFile(folder: string, files: readonly HostFile[]): Pick<File, 'name' | 'arrayBuffer'> {
  const zip = writeZip(files.map((f) => ({ name: f.name, bytes: f.bytes, date: f.date ?? DEFAULT_DATE, time: f.time ?? 0 })));
  return { name: `${folder}/`, arrayBuffer: () => Promise.resolve(zip.buffer as ArrayBuffer) };
}

/** A dropped folder's program as the tab keeps it (folderAsFile), named after the folder. */
export async function droppedFolderFile(entry: FileSystemDirectoryEntry): Promise<Pick<File, 'name' | 'arrayBuffer'>> {
  return folderAsFile(entry.name, await folderEntryFiles(entry));
}
