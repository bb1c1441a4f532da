// How everything that runs in Node is bundled — the CLI, the tests, the bench: TypeScript → ESM,
// packages left external, function names kept (crash reports and the study view name the ported C
// functions from stack frames), and the ROMs also compiled for the synchronous engine
// (tools/sync-roms.mjs), which the headless runner plays replays on.
import { syncRoms } from './sync-roms.mjs';

/** esbuild options for a Node bundle; `options` adds the entry points, output and source maps. */
export function nodeBundle(options) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    keepNames: true,
    logLevel: 'warning',
    plugins: [syncRoms()],
    ...options,
  };
}
