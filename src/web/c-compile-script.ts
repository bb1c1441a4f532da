/**
 * c-compile.js: the C program this tab opened (`?rom=c:NAME.C`, its text in sessionStorage),
 * compiled as soon as the page's head asks for it (src/web/c-player-build.mjs withCPlayerStart).
 * A classic script the parser runs where it stands, while the browser still fetches and compiles
 * c-player.js (the player, without the compiler) off the main thread: the two no longer wait for
 * each other (bench figure 5d). It leaves its result in `mode12hCompiled` (c-source.ts) for
 * c-player.js, which loads the module and runs it (c-program.ts cRom).
 */
import { compileSources } from '../../cc/compile.ts';
import type { Factory } from '../../cc/run.ts';
import { importFunction } from './c-module.ts';
import { cProgramName, storeKey, type CCompiled } from './c-source.ts';
import { startupMark } from './startup.ts';

function compileOpened(): CCompiled {
  const params = new URLSearchParams(location.search);
  const name = cProgramName(params.get('rom') ?? '');
  const text = sessionStorage.getItem(storeKey(name));
  if (text === null) return { error: { message: `${name} is not open in this tab: open it again with "Open a .C file"` } };
  // `strict` in the URL: Turbo C 2.0's language only, as `--strict` in the CLI
  const strict = params.has('strict') && params.get('strict') !== '0';
  try {
    const c = compileSources([{ name, text }], { file: name, ...(strict && { strict }) });
    const module = c.generate('coroutine'); // the page's engine: the synchronous flavour is never run here
    // loaded while the page's HTML is parsed and c-player.js evaluated: it waits for neither
    return { data: c.data, module, factory: importFunction(module.params, module.code) as Promise<Factory> };
  } catch (e) {
    const at = e as { file?: unknown; line?: unknown; col?: unknown; message?: unknown };
    return { error: { message: e instanceof Error ? e.message : String(e), file: at?.file, line: at?.line, col: at?.col } };
  }
}

startupMark('compile');
globalThis.mode12hCompiled = compileOpened();
startupMark('compiled');
