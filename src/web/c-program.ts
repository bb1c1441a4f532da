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
import type { HomeOpen } from './home/open.ts';
import { PREFIX, storeKey } from './c-keep.ts';
import { droppedFolder } from './dropped-folder.ts';
import { withProgramOpener } from './on-use.ts';

declare global {
  /** Set by the build: true only in c-player.js, the player with the compiler. */
  var MODE12H_C_PLAYER: boolean | undefined;
}


/** The `rom` parameter names a program from C source. */
export const isCRom = (rom: string): boolean => rom.startsWith(PREFIX);

/** The `rom` name of a program of several files (src/web/c-program-files.ts): a zip's (`GAME.ZIP`) or a folder's (`game/`). */
export const isProgramOfFiles = (name: string): boolean => /(\.zip|\/)$/i.test(name);

/** This page is the player without the compiler: hand over to c-player.js. */
export function needsCPlayer(rom: string): boolean {
  return isCRom(rom) && !globalThis.MODE12H_C_PLAYER;
}

/**
 * Load the player with the compiler; it starts itself. The page's head makes it the page's module
 * script in place of this one for a C program (src/web/c-player-build.mjs withCPlayerStart), so
 * this runs only where that line did not.
 */
export async function loadCPlayer(): Promise<void> {
  try {
    await import(/* webpackIgnore: true */ new URL('c-player.js', location.href).href);
  } catch (e) {
    showError(`Cannot load c-player.js: ${String(e)}`);
  }
}

/** The program a `rom` parameter names (`c:GAME.C` → GAME.C). */
export const cProgramName = (rom: string): string => rom.slice(PREFIX.length);

/**
 * A compile error where it is: the program's file, the source line, and the column a caret goes
 * under (0: the line alone). CompileError carries them (cc/errors.ts); the page shows them.
 */
export class PlacedError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number,
    readonly source: string,
    readonly col: number,
  ) {
    super(message);
    this.name = 'PlacedError';
  }
}

/**
 * Compile the C program this tab opened (`rom` = `c:NAME.C`); errors read as TCC prints them,
 * `Error name.c 12: …`, and come as a PlacedError with the line's text. `strict` in the URL:
 * Turbo C 2.0's language only, as `--strict` in the CLI.
 */
export async function cRom(rom: string): Promise<Rom> {
  // the player's own build defines MODE12H_C_PLAYER false: this branch, and the compiler, are left
  // out (that page hands a C program over to c-player.js before it would get here: main.ts)
  if (globalThis.MODE12H_C_PLAYER) {
    const name = cProgramName(rom);
    const text = sessionStorage.getItem(storeKey(name));
    if (text === null) throw new Error(`${name} is not open in this tab: open it again with "Open a .C file"`);
    const { compileInPage } = await import('./c-compile.ts');
    const { programOfFiles, rememberFiles } = await import('./c-program-files.ts');
    // a zip or a folder: its C files linked, its headers and data files beside them (c-program-files.ts)
    const files = isProgramOfFiles(name) ? await programOfFiles(name, text) : null;
    const sources = files?.sources ?? [{ name, text }];
    const params = new URLSearchParams(location.search);
    const strict = params.has('strict') && params.get('strict') !== '0';
    try {
      const c = await compileInPage(sources, {
        file: files?.name ?? name, hostStop: pageWatchdog(), ...dosCommandLine(params), ...(strict && { strict }),
        ...(files && { readInclude: files.readInclude }),
      });
      if (files) rememberFiles(c.rom, name, files);
      return c.rom;
    } catch (e) {
      const at = e as { file?: unknown; line?: unknown; col?: unknown; message: string };
      if (typeof at.file !== 'string' || typeof at.line !== 'number' || at.line < 1) throw e;
      // the line is the program's file's, or a header's: from the zip or folder, else from this tab when it has it, else named only
      const file = at.file.toUpperCase();
      const source = sources.find((s) => s.name.toUpperCase() === file)?.text ?? files?.readInclude(at.file) ?? sessionStorage.getItem(storeKey(at.file)) ?? '';
      const lineText = source.split(/\r?\n/)[at.line - 1] ?? '';
      throw new PlacedError(at.message, at.file, at.line, lineText, typeof at.col === 'number' ? at.col : 0);
    }
  }
  throw new Error('this build of the player has no C compiler');
}

/** How long a program may hold the page's main thread without waiting for anything. */
export const HOLD_MS = 15_000;

/**
 * The page's own pulse, a timer every 250 ms, which runs only while the program lets the page
 * run: a program that holds the main thread (printing for ever, where each line's scroll costs
 * the page and not virtual time: test/fixtures/hostile PRINTLP) is stopped by the machine once
 * the pulse is HOLD_MS late, naming the line it is at, instead of freezing the tab.
 */
function pageWatchdog(): () => string | null {
  let pulse = performance.now();
  const beat = (): void => {
    pulse = performance.now();
    setTimeout(beat, 250);
  };
  beat();
  return () => (performance.now() - pulse > HOLD_MS ? `held the page for ${HOLD_MS / 1000} s without waiting for anything (a loop that never ends?): stopped` : null);
}

/**
 * What DOS starts the program with, from the page's URL: `args` is the command line after its
 * name (`?rom=c:X1.C&args=hello%20%22two%20words%22`: argc 3), each `env=NAME=VALUE` a variable
 * of its environment (none: DOSBox's own, cc/support/library-process.ts).
 */
export function dosCommandLine(params: URLSearchParams): { args?: string; env?: string[] } {
  const args = params.get('args');
  const env = params.getAll('env').filter((e) => /^[^=\s]+=/.test(e));
  return { ...(args !== null && { args }), ...(env.length > 0 && { env }) };
}

/**
 * The picker button, and dropping a .C file, a zip or a folder anywhere on the page (other files
 * go on to saves-host.ts): each is handed to home-open.js (on-use.ts withProgramOpener), fetched
 * then, which keeps it in the tab and reloads the player on it (a folder's files read and zipped:
 * folder-files.ts) or says on the page why not (a zip too big for the tab). The page's first load
 * carries none of it.
 */
export function wireCFiles(button: HTMLElement, input: HTMLInputElement): void {
  const open = (name: string, how: (o: HomeOpen) => Promise<void>): void => withProgramOpener(name, showError, how);
  button.addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    const f = input.files?.[0];
    input.value = '';
    if (f) open(f.name, (o) => o.file(f));
  });
  document.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
  });
  document.addEventListener('drop', (e) => {
    const entry = droppedFolder(e);
    if (entry) return open(entry.name, (o) => o.dropped(entry));
    const f = e.dataTransfer?.files[0];
    if (f && /\.(c|zip)$/i.test(f.name)) { // anything else is a save state's (saves-host.ts)
      e.preventDefault();
      e.stopPropagation();
      open(f.name, (o) => o.file(f));
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

/**
 * Under the error showError put up, a compile error's source line with a caret under its column
 * (tabs kept, so the caret lines up). Only c-player.js calls it: the player's page leaves it out.
 */
export function showErrorSource(placed: PlacedError): void {
  const text = document.getElementById('overlay-text');
  if (!text) return;
  document.getElementById('overlay-source')?.remove();
  const pre = document.createElement('pre');
  pre.id = 'overlay-source';
  const gutter = `${placed.file} ${placed.line}: `;
  const lead = placed.source.slice(0, Math.max(0, placed.col - 1)).replace(/[^\t]/g, ' ');
  pre.textContent = `${gutter}${placed.source}${placed.col > 0 ? `\n${' '.repeat(gutter.length)}${lead}^` : ''}`;
  text.after(pre);
}

/** The page names the program that failed, not the one it showed before (the page's default). */
export function showFailedProgram(rom: string): void {
  const name = cProgramName(rom);
  const title = document.getElementById('title');
  if (title) title.textContent = name.replace(/\.[^.]*$/, '').toUpperCase();
  document.title = `mode12h — ${name} (does not compile)`;
}
