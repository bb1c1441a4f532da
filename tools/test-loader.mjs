// How a test process resolves its bundle's imports: `node --import tools/test-loader.mjs`, which
// registers this module as a resolve hook (loaded twice: as the --import on the main thread, and
// as the hook, on the loader's thread).
//
// - The test files are bundled with code splitting (tools/test.mjs): what they share — the machine,
//   the library, the compiler, the ROMs — is written once, as chunks beside the bundles, instead of
//   into each of ~170 bundles (153 MB written, ~9.5 s of esbuild's CPU; 6 MB and ~1.4 s split).
//   A file must still get modules of its own: the light files share a process, and a module's
//   state (the current machine, the caches) must not pass from one to the next. So a chunk is
//   imported under its test file's name (`chunks/x.mjs?of=unit/keyboard`), which makes it a module
//   of that file's alone, as the modules in a bundle of its own were. (Only such a process loads
//   this hook: a file alone in its process needs no copy of its own; tools/test.mjs runFile.)
// - With `--slowest N` (MODE12H_TEST_TIMES set), the bundles' `uvu` is tools/test-times-uvu.mjs,
//   uvu with each test's function timed.
import * as nodeModule from 'node:module';
import { isMainThread } from 'node:worker_threads';

// (module.register is Node 20.6's: before it, tools/test.mjs does not split the bundles.)
if (isMainThread && nodeModule.register) nodeModule.register(import.meta.url);

/** Where a run's bundles are: .build/test/run-<pid>/<suite>/<name>.test.mjs, the chunks in …/chunks/. */
const BUNDLE = /\/\.build\/test\/run-\d+\/(unit|e2e|browser)\/([^/?]+)\.test\.mjs$/;
const CHUNK = /\/\.build\/test\/run-\d+\/chunks\/[^/?]+\.mjs$/;

export async function resolve(specifier, context, next) {
  const parent = context.parentURL ?? '';
  const inRun = parent.includes('/.build/test/run-');
  if (specifier === 'uvu' && inRun && process.env.MODE12H_TEST_TIMES) return { url: new URL('./test-times-uvu.mjs', import.meta.url).href, shortCircuit: true };
  const resolved = await next(specifier, context);
  if (!CHUNK.test(resolved.url)) return resolved;
  // The test file the importer belongs to: the bundle itself, or the chunk's own ?of=.
  const bundle = BUNDLE.exec(parent);
  const of = bundle ? `?of=${bundle[1]}/${bundle[2]}` : new URL(parent).search;
  return { ...resolved, url: resolved.url + of };
}
