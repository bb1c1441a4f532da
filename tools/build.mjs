#!/usr/bin/env node
// Builds what runs outside the tests:
//   --cli   dist/cli.mjs, the headless runner behind `npx mode12h`
//   --web   dist/web/, the browser player (index.html, player.js, player.css)
//   (none)  everything
// Also a module: tools/serve.mjs and the browser tests call buildWeb().
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildStudy, STUDY_FILES } from '../src/study/build.mjs';

export { STUDY_FILES };

const ROOT = resolve(import.meta.dirname, '..');

/** The files of the player page, as served (the page asks for nothing else). */
export const WEB_FILES = ['index.html', 'player.js', 'player.css', 'favicon.svg'];

export async function buildCli(root = ROOT) {
  const entry = join(root, 'src/cli/main.ts');
  if (!existsSync(entry)) return;
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

/**
 * Bundle the player into `out` (default `<root>/dist/web/`) and return the page payload: every
 * file the page loads, with raw and gzip sizes (source maps are written beside but never loaded by the page).
 */
/** How every page script is bundled (the player's and the study page's). */
const BROWSER_BUNDLE = {
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  // Crash reports and the study view's live stack name the ported C functions from JS stack
  // frames (machine.ts), so function names must survive minification.
  keepNames: true,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
};

export async function buildWeb(root = ROOT, out = join(root, 'dist/web')) {
  const src = join(root, 'src/web');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    ...BROWSER_BUNDLE,
    entryPoints: [{ in: join(src, 'main.ts'), out: 'player' }, { in: join(src, 'player.css'), out: 'player' }],
    outdir: out,
  });
  for (const file of ['index.html', 'favicon.svg']) copyFileSync(join(src, file), join(out, file));
  await buildStudy(root, out, BROWSER_BUNDLE); // the study page (src/study), served beside the player
  return WEB_FILES.map((name) => {
    const bytes = readFileSync(join(out, name));
    return { name, bytes: statSync(join(out, name)).size, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

export function formatPayload(files) {
  const total = files.reduce((t, f) => ({ bytes: t.bytes + f.bytes, gzip: t.gzip + f.gzip }), { bytes: 0, gzip: 0 });
  const rows = files.map((f) => `  ${f.name.padEnd(12)} ${String(f.bytes).padStart(8)} B  ${String(f.gzip).padStart(7)} B gzip`);
  return ['page payload (dist/web):', ...rows, `  ${'total'.padEnd(12)} ${String(total.bytes).padStart(8)} B  ${String(total.gzip).padStart(7)} B gzip`].join('\n');
}

// Run as a program (not when imported, nor when bundled into something else).
if (import.meta.url.endsWith('/tools/build.mjs') && process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = new Set(process.argv.slice(2));
  const all = !args.has('--cli') && !args.has('--web');
  if (all || args.has('--cli')) await buildCli();
  if (all || args.has('--web')) console.log(formatPayload(await buildWeb()));
}
