/**
 * "Open a .C file" in the player: a Turbo C program compiled from its source and run as a ROM.
 *
 * The compiler is large beside the player (45 KB gzip budget), so the player never carries it:
 * opening a file keeps its text in this tab (sessionStorage) and reloads the page as
 * `?rom=c:NAME.C`; the page then loads `c-player.js` — the same player built with the compiler
 * (tools/build.mjs, MODE12H_C_PLAYER) — which compiles the text and runs it. One bundle runs the
 * machine and the program, so the library's state is never split between two copies.
 */
import type { Rom } from '../../runtime/process.ts';

declare global {
  /** Set by the build: true only in c-player.js, the player with the compiler. */
  var MODE12H_C_PLAYER: boolean | undefined;
}

const PREFIX = 'c:';
const storeKey = (name: string): string => `mode12h.c-source:${name}`;

/** The `rom` parameter names a program from C source. */
export const isCRom = (rom: string): boolean => rom.startsWith(PREFIX);

/** This page is the player without the compiler: hand over to c-player.js. */
export function needsCPlayer(rom: string): boolean {
  return isCRom(rom) && !globalThis.MODE12H_C_PLAYER;
}

/** Load the player with the compiler; it starts itself. */
export async function loadCPlayer(): Promise<void> {
  try {
    await import(/* webpackIgnore: true */ new URL('c-player.js', location.href).href);
  } catch (e) {
    showError(`Cannot load c-player.js: ${String(e)}`);
  }
}

/** Compile the C program this tab opened (`rom` = `c:NAME.C`); errors read as TCC prints them, `Error name.c 12: …`. */
export async function cRom(rom: string): Promise<Rom> {
  const name = rom.slice(PREFIX.length);
  const text = sessionStorage.getItem(storeKey(name));
  if (text === null) throw new Error(`${name} is not open in this tab: open it again with "Open a .C file"`);
  // the player's own build defines MODE12H_C_PLAYER false: this branch, and the compiler, are left out
  if (globalThis.MODE12H_C_PLAYER) {
    const { compileInPage } = await import('./c-compile.ts');
    return (await compileInPage(text, { file: name, ...dosCommandLine(new URLSearchParams(location.search)) })).rom;
  }
  throw new Error('this build of the player has no C compiler');
}

/**
 * What DOS starts the program with, from the page's URL: `args` is the command line after its
 * name (`?rom=c:X1.C&args=hello%20%22two%20words%22`: argc 3), each `env=NAME=VALUE` a variable
 * of its environment (none: DOSBox's own, cc/library-process.ts).
 */
export function dosCommandLine(params: URLSearchParams): { args?: string; env?: string[] } {
  const args = params.get('args');
  const env = params.getAll('env').filter((e) => /^[^=\s]+=/.test(e));
  return { ...(args !== null && { args }), ...(env.length > 0 && { env }) };
}

/**
 * Keep a C file's text in this tab (sessionStorage: it survives the navigation to the player and
 * goes with the tab) and return the player's `rom` parameter for it, `c:NAME.C`. The home page
 * (src/web/home/open-c.ts) uses it too.
 */
export async function keepCFile(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // a C file is read as latin1, one character per byte, as cc/lex.ts expects
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const name = file.name.replace(/^.*[\\/]/, '');
  sessionStorage.setItem(storeKey(name), text); // 5 MB: a C file never fills it
  return `${PREFIX}${name}`;
}

/** Keep the file's text in this tab and reload the player on it. */
export async function openCFile(file: File): Promise<void> {
  const rom = await keepCFile(file);
  const params = new URLSearchParams(location.search);
  params.set('rom', rom);
  location.search = params.toString();
}

/** The picker button and dropping a .C file anywhere on the page (other files go on to saves-host.ts). */
export function wireCFiles(button: HTMLElement, input: HTMLInputElement): void {
  button.addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    const f = input.files?.[0];
    input.value = '';
    if (f) void openCFile(f);
  });
  document.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
  });
  document.addEventListener('drop', (e) => {
    const f = e.dataTransfer?.files[0];
    if (f && /\.c$/i.test(f.name)) { // anything else is a save state's (saves-host.ts)
      e.preventDefault();
      e.stopPropagation();
      void openCFile(f);
    }
  });
}

/** Say it on the screen and in the status line (never a blank page). */
export function showError(message: string): void {
  const status = document.getElementById('status');
  if (status) status.textContent = message;
  const overlay = document.getElementById('overlay');
  const text = document.getElementById('overlay-text');
  if (overlay && text) {
    text.textContent = message;
    overlay.className = 'crash';
    overlay.hidden = false;
  }
}
