#!/usr/bin/env node
// The mode12h command. The CLI is TypeScript bundled to dist/ by `npm install` (prepare script);
// build it on the spot if it is missing, so a fresh checkout works too.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.mjs');
if (!existsSync(cli)) execFileSync(process.execPath, [join(root, 'tools', 'build.mjs'), '--cli'], { stdio: 'inherit' });
await import(pathToFileURL(cli).href);
