/**
 * A C program opened in this tab, as the player's two scripts for it share it: c-compile.js
 * (c-compile-script.ts), which compiles it as the page's HTML is parsed, and c-player.js
 * (c-program.ts), which runs what it made.
 */
import type { Factory, GeneratedModule, ProgramData } from '../../cc/run.ts';

export const C_ROM_PREFIX = 'c:';

/** Where "Open a .C file" keeps a file's text in the tab (sessionStorage). */
export const storeKey = (name: string): string => `mode12h.c-source:${name}`;

/** The program a `rom` parameter names (`c:GAME.C` → GAME.C). */
export const cProgramName = (rom: string): string => rom.slice(C_ROM_PREFIX.length);

/** The script that compiles the program, served beside c-player.js (tools/build.mjs). */
export const C_COMPILE_SCRIPT = 'c-compile.js';

/**
 * What c-compile.js leaves the page: the program compiled (its data and coroutine module, the
 * module already being loaded), or the error that stopped it.
 */
export type CCompiled =
  | { readonly data: ProgramData; readonly module: GeneratedModule; readonly factory: Promise<Factory> }
  | { readonly error: { readonly message: string; readonly file?: unknown; readonly line?: unknown; readonly col?: unknown } };

declare global {
  /** Set by c-compile.js. */
  var mode12hCompiled: CCompiled | undefined;
}
