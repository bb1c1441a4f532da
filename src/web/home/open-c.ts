/**
 * The home page's "Open a .C file" card: the picked (or dropped) file — a .C file, or a zip of a
 * program's files — or folder is kept in this tab as the player keeps it (src/web/c-program.ts,
 * src/web/c-program-files.ts) and the player opens on it, compiling it from source. Inlined into
 * home.html at build time (tools/build-app.mjs).
 */
import { keepCFile } from '../c-program.ts';
import { folderAsFile, isProgramOfFiles, onFolderDrop, pickedFolderFiles } from '../c-program-files.ts';

const input = document.getElementById('open-c-file') as HTMLInputElement;
const folder = document.getElementById('open-c-folder') as HTMLInputElement;
const note = (text: string): void => void (document.getElementById('open-c-note')!.textContent = text);

async function open(file: Pick<File, 'name' | 'arrayBuffer'> | undefined): Promise<void> {
  if (!file) return;
  if (!/\.c$/i.test(file.name) && !isProgramOfFiles(file.name)) return note(`${file.name} is not a .C file, a zip or a folder`);
  try {
    location.href = `index.html?rom=${encodeURIComponent(await keepCFile(file))}`;
  } catch (e) {
    note(`${file.name}: ${e instanceof Error ? e.message : String(e)}`); // (the tab's storage full: a zip of several MB)
  }
}

input.addEventListener('change', () => void open(input.files?.[0]));
folder.addEventListener('change', () => {
  const files = [...(folder.files ?? [])];
  if (files.length > 0) void pickedFolderFiles(files).then((f) => open(folderAsFile(files[0]!.webkitRelativePath.replace(/\/.*$/, ''), f)));
});
addEventListener('dragover', (e) => e.dataTransfer?.types.includes('Files') && e.preventDefault());
onFolderDrop(window, open, note); // first: a folder's drop is then taken (defaultPrevented)
addEventListener('drop', (e) => {
  if (e.defaultPrevented) return;
  e.preventDefault();
  void open(e.dataTransfer?.files[0]);
});
