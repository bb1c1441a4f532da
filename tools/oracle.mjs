#!/usr/bin/env node
// The oracle tool (docs/ORACLE.md): tools/oracle/main.ts bundled for Node and run with these
// arguments. `node tools/oracle.mjs --help`.
import { build } from 'esbuild';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeBundle } from './node-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.build', 'oracle', 'main.mjs');
await build(nodeBundle({ entryPoints: [join(root, 'tools', 'oracle', 'main.ts')], outfile: out, sourcemap: 'inline' }));
process.env.MODE12H_ROOT = root; // where the fixtures and docs are
await import(pathToFileURL(out).href);
