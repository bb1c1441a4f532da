// How everything that runs in Node is bundled — the CLI, the tests, the bench: TypeScript → ESM,
// packages left external, the ports' C functions on the machine's call stack (tools/c-functions.mjs),
// and the ROMs also compiled for the synchronous engine (tools/sync-roms.mjs), which the headless
// runner plays replays on.
import { cFunctions } from './c-functions.mjs';
import { syncRoms } from './sync-roms.mjs';

/**
 * esbuild options for a Node bundle; `options` adds the entry points, output and source maps, and
 * `plugins` replaces the synchronous build of the ROMs (`[]`: none).
 */
export function nodeBundle({ plugins = [syncRoms()], ...options }) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [cFunctions(), ...plugins],
    ...options,
  };
}
