#!/usr/bin/env node
// Builds what runs outside the tests:
//   --cli   dist/cli.mjs, the headless runner behind `npx mode12h`
//   (none)  everything
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const all = !args.has('--cli');

if (all || args.has('--cli')) {
  const entry = join(root, 'src/cli/main.ts');
  if (existsSync(entry)) {
    await build({
      entryPoints: [entry],
      outfile: join(root, 'dist/cli.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      keepNames: true,
      logLevel: 'warning',
    });
  }
}
