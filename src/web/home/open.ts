/**
 * home-open.js: what the home page's "Open a .C file" card does with what it is given — a .C file
 * or a zip picked or dropped, a folder picked or dropped (its files read and zipped as the tab
 * keeps them: src/web/folder-files.ts) — kept in this tab as the player keeps it
 * (src/web/c-keep.ts keepCFile), and the player opened on it. A classic script of its own (it
 * loads from file:// too), fetched by the page when it is given something (open-c.ts): the
 * page's first load carries only the card's wiring (docs/BENCH.md figure 9). Built by
 * tools/build-app.mjs (HOME_FILES).
 */
import { keepCFile } from '../c-keep.ts';
import { droppedFolderFile, folderAsFile, pickedFolderFiles } from '../folder-files.ts';

/** What home-open.js installs when it has loaded: each opens the player on the program, or rejects saying why not. */
export interface HomeOpen {
  /** A .C file or a zip (its name checked by the page). */
  file(file: File): Promise<void>;
  /** The folder `name` picked with `<input webkitdirectory>` (its files, as the input lists them). */
  picked(name: string, files: readonly File[]): Promise<void>;
  /** The folder dropped on the page (dropped-folder.ts). */
  dropped(entry: FileSystemDirectoryEntry): Promise<void>;
}

declare global {
  var mode12hHomeOpen: HomeOpen | undefined;
}

/** (keepCFile throws when the tab's storage is full: a zip of several MB) */
const open = async (file: Pick<File, 'name' | 'arrayBuffer'>): Promise<void> => void (location.href = `index.html?rom=${encodeURIComponent(await keepCFile(file))}`);

globalThis.mode12hHomeOpen = {
  file: open,
  picked: async (name, files) => open(folderAsFile(name, await pickedFolderFiles(files))),
  dropped: async (entry) => open(await droppedFolderFile(entry)),
};
