/**
 * The home page's "Open a .C file" card: the picked (or dropped) file is kept in this tab as the
 * player keeps it (src/web/c-program.ts) and the player opens on it, compiling it from source.
 * Inlined into home.html at build time (tools/build-app.mjs).
 */
import { keepCFile } from '../c-program.ts';

const input = document.getElementById('open-c-file') as HTMLInputElement;

async function open(file: File | undefined): Promise<void> {
  if (!file) return;
  if (!/\.c$/i.test(file.name)) {
    document.getElementById('open-c-note')!.textContent = `${file.name} is not a .C file`;
    return;
  }
  location.href = `index.html?rom=${encodeURIComponent(await keepCFile(file))}`;
}

input.addEventListener('change', () => void open(input.files?.[0]));
addEventListener('dragover', (e) => e.dataTransfer?.types.includes('Files') && e.preventDefault());
addEventListener('drop', (e) => {
  e.preventDefault();
  void open(e.dataTransfer?.files[0]);
});
