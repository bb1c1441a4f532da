#!/usr/bin/env node
// Builds what runs outside the tests:
//   --cli   dist/cli.mjs, the headless runner behind `npx mode12h`, when a source is newer than it
//           (tools/cli-fresh.mjs, the rule bin/mode12h.mjs also follows); --force: in any case
//   --web   dist/web/, the browser player (index.html with its script and style inlined; play.html,
//           the same with every ROM; files.js), the study page, and the app around them
//           (home.html, the manifest and icons, sw.js: tools/build-app.mjs)
//   (none)  everything
// Also a module: tools/serve.mjs and the browser tests call buildWeb().
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildStudy, STUDY_FILES } from '../src/study/build.mjs';
import { APP_FILES, buildAppIcons, buildHome, buildServiceWorker, HOME_FILES, HOME_SHOT, homeShotsAskedFor, withAppHead } from './build-app.mjs';
import { buildCPlayer, C_PLAYER_FILES, withCPlayerStart } from '../src/web/c-player-build.mjs';
import { cFunctions } from './c-functions.mjs';
import { buildPlayPage, libraryTreeShaking, ROM_ASSET, ROM_ASSETS, ROM_CHUNK, romChunkFiles, ROM_PART, ROM_PARTS, romPartFiles } from './build-roms.mjs';
import { cliIsStale } from './cli-fresh.mjs';
import { cspFor } from './csp.mjs';
import { nodeBundle } from './node-bundle.mjs';

export { APP_FILES, C_PLAYER_FILES, HOME_FILES, HOME_SHOT, homeShotsAskedFor, ROM_ASSET, ROM_ASSETS, ROM_CHUNK, romChunkFiles, ROM_PART, ROM_PARTS, romPartFiles, STUDY_FILES };

const ROOT = resolve(import.meta.dirname, '..');

/** The files of the player page, as served (the page asks for nothing else; speaker.js only on the first gesture). */
export const WEB_FILES = ['index.html', 'favicon.svg', 'speaker.js'];
/** The player with every ROM (index.html offers Tetris alone, for its first paint) and the home page. */
export const PAGES = ['play.html', 'home.html'];
/**
 * Loaded by the player on first use only, not by its first paint: files.js, what it reads and
 * writes as files (save states, screenshots, recordings, disk zips: src/web/on-use.ts).
 * play.html's ROM chunks (roms/<name>.js: ROM_CHUNK, romChunkFiles) are fetched on use too, and so
 * are the files ROMs load beside their code (roms/<path>: ROM_ASSETS) and the parts of their code
 * loaded when first used (roms/<name>.js: ROM_PARTS, romPartFiles).
 */
export const ON_USE_FILES = ['files.js'];
/** Source maps, served for DevTools (never loaded by the pages themselves). */
export const SOURCE_MAPS = ['player.js.map', 'player.css.map', 'play.js.map', 'speaker.js.map', 'files.js.map', 'study.js.map', 'study.css.map', 'c-player.js.map'];

export async function buildCli(root = ROOT) {
  const entry = join(root, 'src/cli/cli.ts');
  if (!existsSync(entry)) return;
  // Written beside and renamed into place: the tests build it while other test processes run it
  // (tools/test.mjs runs files in parallel), and a reader must see the old file or the new, never half.
  const outfile = join(root, 'dist/cli.mjs');
  const r = await build(nodeBundle({ entryPoints: [entry], outfile, sourcemap: 'linked', write: false }));
  mkdirSync(join(root, 'dist'), { recursive: true });
  for (const f of r.outputFiles) {
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
}

/**
 * Bundle the player into `out` (default `<root>/dist/web/`) and return the page payload: every
 * file the page loads, with raw and gzip sizes (source maps are written beside but never loaded by the page).
 * `testRoms`: the browser tests' build, which also offers the test ROMs and the test hook (?test,
 * src/web/test-hook.ts): not the player's payload.
 * `payloadOnly`: only the pages whose sizes are the payload (index.html, play.html and its ROM
 * chunks, what WEB_FILES names), not the study, home and C player pages, the icons nor sw.js — the
 * browser tests' figures of the player's own build (tools/test-browser-host.mjs): ~1 s of Node's
 * CPU and 6 s of wall time instead of ~3–4 s and 16 s (load ~19).
 */
/** How every page script is bundled (the player's and the study page's). */
const BROWSER_BUNDLE = {
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  // Crash reports and the study view's live stack name the C functions from the program's own
  // call stack (runtime/calls.ts), which the ports' tagged functions enter and leave.
  plugins: [cFunctions()],
  sourcemap: 'linked',
  legalComments: 'none',
  // Class fields as assignments in the constructor, not definitions: no declaration left for a field
  // a constructor parameter or the constructor's body sets (`vga;`), 166 B less gzip in the player.
  // The same behaviour: tsconfig.json's ES2022 target type-checks the code under definitions, where
  // no field's initializer may read a parameter property, nor a subclass redeclare a field; and no
  // page code enumerates a class's instance (a plain object's spread or keys are not fields).
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  logLevel: 'warning',
};

export async function buildWeb(root = ROOT, out = join(root, 'dist/web'), { testRoms = false, payloadOnly = false } = {}) {
  const src = join(root, 'src/web');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const { outputFiles } = await build({
    ...BROWSER_BUNDLE,
    entryPoints: [
      { in: join(src, 'main.ts'), out: 'player' },
      { in: join(src, 'player.css'), out: 'player' },
    ],
    // The browser tests' build also offers the test ROMs and hook (src/web/catalog.ts); the player's does not.
    define: { 'globalThis.MODE12H_TEST_ROMS': String(testRoms), 'globalThis.MODE12H_C_PLAYER': 'false', 'globalThis.MODE12H_PLAY_PAGE': 'false' },
    plugins: [...BROWSER_BUNDLE.plugins, libraryTreeShaking(root)],
    outdir: out,
    write: false,
  });
  const output = (name) => {
    const f = outputFiles.find((o) => o.path === join(out, name));
    if (!f) throw new Error(`build: esbuild wrote no ${name}`);
    return f.text;
  };
  // The AudioWorklet module: a file of its own, fetched from the page's origin on the first user
  // gesture (a worklet cannot be inlined under the page's CSP without allowing blob: or data:).
  await build({ ...BROWSER_BUNDLE, entryPoints: [{ in: join(src, 'speaker-worklet.ts'), out: 'speaker' }], outdir: out, write: false })
    .then(({ outputFiles: worklet }) => outputFiles.push(...worklet));
  // play.html: the same player, which fetches any other ROM as a chunk (tools/build-roms.mjs).
  outputFiles.push(...await buildPlayPage(root, out, BROWSER_BUNDLE, {
    entryPoints: [{ in: join(src, 'play.ts'), out: 'play' }],
    define: { 'globalThis.MODE12H_TEST_ROMS': String(testRoms), 'globalThis.MODE12H_C_PLAYER': 'false', 'globalThis.MODE12H_PLAY_PAGE': 'true' },
    outdir: out,
  }));
  for (const name of ['player.js.map', 'player.css.map', 'play.js.map', 'speaker.js', 'speaker.js.map']) writeFileSync(join(out, name), output(name));
  const html = withoutIndent(withCPlayerStart(withAppHead(readFileSync(join(src, 'index.html'), 'utf8'))));
  writeFileSync(join(out, 'index.html'), inlinePage(html, output('player.js'), output('player.css')));
  writeFileSync(join(out, 'play.html'), inlinePage(html, output('play.js'), output('player.css')));
  copyFileSync(join(src, 'favicon.svg'), join(out, 'favicon.svg'));
  if (payloadOnly) return payloadOf(out, WEB_FILES);
  // What the player does with files: a classic script (it loads from file:// too), fetched on first use.
  await build({ ...BROWSER_BUNDLE, format: 'iife', entryPoints: [join(src, 'files.ts')], outfile: join(out, 'files.js') });
  await buildStudy(root, out, BROWSER_BUNDLE, inlinePage); // the study page (src/study), served beside the player
  await buildCPlayer(root, out, BROWSER_BUNDLE, { 'globalThis.MODE12H_TEST_ROMS': String(testRoms) }); // loaded for a .C file only
  await buildHome(root, out, BROWSER_BUNDLE);
  buildAppIcons(root, out);
  await writeServiceWorker(root, out);
  return WEB_FILES.map((name) => {
    const bytes = readFileSync(join(out, name));
    return { name, bytes: statSync(join(out, name)).size, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

/**
 * The player's HTML with its script and style inside: the page then needs no further request
 * before its first frame (a fetched module script also waits for the first layout to pass;
 * bench figure 5b). Its <meta> policy allows exactly these blocks (tools/csp.mjs).
 */
export function inlinePage(html, js, css, name = 'player') {
  const tags = {
    script: `<script type="module" src="${name}.js"></script>`,
    style: `<link rel="stylesheet" href="${name}.css">`,
  };
  for (const [what, tag] of Object.entries(tags)) {
    if (!html.includes(tag)) throw new Error(`build: the ${name} page's HTML has no ${tag} to inline the ${what} into`);
  }
  if (/<\/script/i.test(js) || /<\/style/i.test(css)) throw new Error('build: the bundle contains a closing tag and cannot be inlined');
  if (NOT_ASCII.test(js) || NOT_ASCII.test(css)) throw new Error(`build: the ${name} page's script or style is not ASCII (esbuild escapes it unless told otherwise)`);
  // Replacer functions: the code may contain `$&` and friends, which a replacement string would expand.
  const inlined = asciiHtml(html)
    .replace(tags.style, () => `<style>${css}</style>`)
    .replace(tags.script, () => `<script type="module">${js}</script>`);
  const meta = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(">)/;
  if (!meta.test(inlined)) throw new Error(`build: the ${name} page's HTML has no Content-Security-Policy <meta>`);
  return inlined.replace(meta, (_, open, close) => `${open}${cspFor(inlined)}${close}`);
}

const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * The player's HTML without the indentation of its lines (outside <script> and <style>): white
 * space between tags renders as one space however long it is, and the page has no <pre> or
 * <textarea>, no tag and no text that runs across lines (checked). 32 B less gzip, which paid for
 * c-player.js powering the machine on while its program's module loads (src/web/player.ts powerOn).
 */
function withoutIndent(html) {
  const parts = html.split(/(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>)/);
  for (let i = 0; i < parts.length; i += 2) {
    if (/<(pre|textarea)\b|<[^>]*\n|[^>\s][ \t]*\n[ \t]*[^<\s]/.test(parts[i])) throw new Error('build: the player page has text or a tag across lines, or a <pre>: its indentation would show');
    parts[i] = parts[i].replace(/\n[ \t]+/g, '\n');
  }
  return parts.join('');
}

/**
 * The page's text and attributes with every character past ASCII as a character reference, so the
 * whole page is ASCII: Blink then decodes the response to 8-bit text, where one arrow or dash
 * anywhere turns the chunk holding the 124 KB inline script into 16-bit text. Measured (bench
 * figure 5c, Chromium's trace, interleaved loads): the main thread's tasks that receive and decode
 * the response 36.7 → 26.6 and 32.4 → 27.8 ms; 17 B less gzip. Only outside <script>
 * and <style>, where a reference would not be one: those blocks must be ASCII already.
 */
function asciiHtml(html) {
  for (const m of html.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    if (NOT_ASCII.test(m[2])) throw new Error(`build: a page's inline <${m[1]}> is not ASCII: ${m[2].slice(0, 60)}`);
  }
  return html.replace(/[^\x00-\x7f]/gu, (c) => `&#${c.codePointAt(0)};`);
}

/**
 * sw.js for the pages built in `out`: it precaches every page and what they load (not the source
 * maps), versioned by a hash of those files (tools/build-app.mjs). Returns the version.
 */
export function writeServiceWorker(root, out) {
  const shots = homeShotsAskedFor(out);
  const precache = [...WEB_FILES, ...PAGES, ...ON_USE_FILES, ...romChunkFiles(out), ...romPartFiles(), ...ROM_ASSETS.map((a) => `roms/${a}`), ...STUDY_FILES, ...C_PLAYER_FILES, ...HOME_FILES, ...APP_FILES.filter((f) => f !== 'sw.js'), ...shots];
  return buildServiceWorker(root, out, precache, BROWSER_BUNDLE);
}

/** Raw and gzip sizes of `names` in `out` (as buildWeb reports the player's payload). */
export function payloadOf(out, names) {
  return names.map((name) => {
    const bytes = readFileSync(join(out, name));
    return { name, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
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
  if ((all || args.has('--cli')) && (args.has('--force') || cliIsStale(ROOT))) await buildCli();
  if (all || args.has('--web')) console.log(formatPayload(await buildWeb()));
}
