/**
 * The home page's "Open a .C file" card, wired: the picked (or dropped) file — a .C file, or a zip
 * of a program's files — or folder is handed to home-open.js (open.ts), fetched then, which keeps
 * it in this tab as the player keeps it and opens the player on it, compiling it from source. Part
 * of the page's inline script (home.ts); here only what must be done at once: another kind of
 * file refused, a dropped folder's entry taken while the drop is dispatched.
 */
import { isProgramOfFiles } from '../c-program.ts';
import { droppedFolder } from '../dropped-folder.ts';
import { withProgramOpener } from '../on-use.ts';
import type { HomeOpen } from './open.ts';

const input = document.getElementById('open-c-file') as HTMLInputElement;
const folder = document.getElementById('open-c-folder') as HTMLInputElement;
const note = (text: string): void => void (document.getElementById('open-c-note')!.textContent = text);

/** Open what `name` is with home-open.js (fetched now: tools/build-app.mjs HOME_FILES), or say why not. */
const open = (name: string, how: (o: HomeOpen) => Promise<void>): void => withProgramOpener(name, note, how);

/** A file picked or dropped: a .C file or a zip. */
function openFile(file: File | undefined): void {
  if (!file) return;
  if (!/\.c$/i.test(file.name) && !isProgramOfFiles(file.name)) return note(`${file.name} is not a .C file, a zip or a folder`);
  open(file.name, (o) => o.file(file));
}

input.addEventListener('change', () => openFile(input.files?.[0]));
folder.addEventListener('change', () => {
  const files = [...(folder.files ?? [])];
  const name = files[0]?.webkitRelativePath.replace(/\/.*$/, '');
  if (name !== undefined) open(name, (o) => o.picked(name, files));
});
addEventListener('dragover', (e) => e.dataTransfer?.types.includes('Files') && e.preventDefault());
addEventListener('drop', (e) => {
  const entry = droppedFolder(e);
  if (entry) return open(entry.name, (o) => o.dropped(entry));
  e.preventDefault();
  openFile(e.dataTransfer?.files[0]);
});
