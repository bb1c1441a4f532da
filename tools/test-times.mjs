// Each test's CPU and wall time, for `node tools/test.mjs --slowest N`: the runner starts every test
// process with `--import tools/test-times.mjs`, which points the bundles' `uvu` at
// tools/test-times-uvu.mjs, uvu with every test's function timed (its before/after hooks are not a
// test's). The times go to the file MODE12H_TEST_TIMES names, a JSON line a test.
// Loaded twice: as the --import (the main thread registers this module as its resolve hook) and as
// that hook, on the loader's thread.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.MODE12H_TEST_TIMES) register(import.meta.url);

/** A test bundle's `uvu` (under .build/test/): the timed one. */
export async function resolve(specifier, context, next) {
  if (specifier === 'uvu' && context.parentURL?.includes('/.build/test/')) return { url: new URL('./test-times-uvu.mjs', import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
