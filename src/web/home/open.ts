/**
 * home-open.js: what the home page's "Open a .C file" card, and the player's, do with what they
 * are given — a .C file or a zip picked or dropped, a folder picked or dropped (its files read and
 * zipped as the tab keeps them: src/web/folder-files.ts) — kept in this tab
 * (src/web/c-keep.ts keepCFile), and the player opened on it. A classic script of its own (it
 * loads from file:// too), fetched by the page when it is given something (on-use.ts
 * withProgramOpener): the pages' first load carries only the wiring (docs/BENCH.md figure 9). Built by
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

/**
 * Keep it and open the player on it, with the page's other parameters (the player's page's
 * `strict`, `args`, `scale`…; the home page has none). keepCFile throws when the tab's storage is
 * full: a zip of several MB.
 */
async function open(file: Pick<File, 'name' | 'arrayBuffer'>): Promise<void> {
  const params = new URLSearchParams(location.search);
  params.set('rom', await keepCFile(file));
  location.href = `index.html?${params}`;
}

globalThis.mode12hHomeOpen = {
  file: open,
  picked: async (name, files) => open(folderAsFile(name, await pickedFolderFiles(files))),
  dropped: async (entry) => open(await droppedFolderFile(entry)),
};
