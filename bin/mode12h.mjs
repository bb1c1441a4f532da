#!/usr/bin/env node
// The mode12h command. The CLI is TypeScript bundled to dist/cli.mjs by the `prepack` script, so the
// package ships it prebuilt and needs nothing at run time (and has no install script for npm to
// warn about). In a checkout (tools/build.mjs beside us) the bundle is rebuilt here when it is
// missing or older than a source it is made of (tools/cli-fresh.mjs; esbuild, a dev dependency).
import { existsSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.mjs');
const builder = join(root, 'tools', 'build.mjs');

// The test runner (tools/test.mjs) has checked the bundle before its files run them: the same
// file (MODE12H_CLI_CHECKED, its modification time) needs no second look at every source.
const checked = process.env.MODE12H_CLI_CHECKED;
if (existsSync(builder) && !(checked && existsSync(cli) && String(statSync(cli).mtimeMs) === checked)) {
  const { cliIsStale } = await import(pathToFileURL(join(root, 'tools', 'cli-fresh.mjs')).href);
  if (cliIsStale(root)) execFileSync(process.execPath, [builder, '--cli'], { stdio: 'inherit' });
} else if (!existsSync(cli)) {
  console.error(`mode12h: ${cli} is missing (the package was packed without its prepack script, e.g. with --ignore-scripts); pack it again with \`npm pack\``);
  process.exit(1);
}
await import(pathToFileURL(cli).href);
