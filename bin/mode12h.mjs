#!/usr/bin/env node
// The mode12h command. The CLI is TypeScript bundled to dist/cli.mjs by the `prepack` script, so the
// package ships it prebuilt and needs nothing at run time (and has no install script for npm to
// warn about). In a checkout (tools/build.mjs beside us) the bundle is rebuilt here when it is
// missing or older than a source it is made of (esbuild, a dev dependency; stat of ~150 files, ~2 ms).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.mjs');
const builder = join(root, 'tools', 'build.mjs');

/** The newest modification time of the files under `dir`, recursively. */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

if (existsSync(builder)) {
  const built = existsSync(cli) ? statSync(cli).mtimeMs : -1;
  const sources = ['src', 'cc', 'runtime', 'roms', 'tools'].map((d) => join(root, d)).filter((d) => existsSync(d));
  if (sources.some((d) => newest(d) > built)) execFileSync(process.execPath, [builder, '--cli'], { stdio: 'inherit' });
} else if (!existsSync(cli)) {
  console.error(`mode12h: ${cli} is missing (the package was packed without its prepack script, e.g. with --ignore-scripts); pack it again with \`npm pack\``);
  process.exit(1);
}
await import(pathToFileURL(cli).href);
