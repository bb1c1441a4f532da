// The web app around the players, built into the player's output folder by tools/build.mjs:
//   home.html + home/<rom>.png   the home page: a card per ROM of roms/index.ts (src/web/home/)
//   manifest.webmanifest, icon-192.png, icon-512.png   installable (icons drawn from favicon.svg)
//   sw.js                        the service worker (src/web/sw.ts), precaching every page's files
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import { cspFor, INLINE_PNG } from './csp.mjs';
import { nodeBundle } from './node-bundle.mjs';

export const MANIFEST = 'manifest.webmanifest';
export const ICON_SIZES = [192, 512];
/** The web app's own files (beside the pages), as served. */
export const APP_FILES = [MANIFEST, ...ICON_SIZES.map((n) => `icon-${n}.png`), 'sw.js'];
/**
 * Loaded by the home page on use only: home-open.js, what its "Open a .C file" card does with a
 * file or folder it is given (src/web/home/open.ts; a classic script, as it loads from file:// too).
 */
export const HOME_FILES = ['home-open.js'];
/** The home page's screenshots, as served: home/<rom>.png. */
export const HOME_SHOT = /^home\/[a-z0-9][a-z0-9_-]*\.png$/;

/** The screenshot files home.html in `out` asks for (those below its first screen: the others are inline). */
export function homeShotsAskedFor(out) {
  return [...readFileSync(join(out, 'home.html'), 'utf8').matchAll(/\b(?:data-)?src="(home\/[^"]+)"/g)].map((m) => m[1]);
}

/** What every page that belongs to the app adds to its <head>: the manifest and the theme colour. */
export const APP_HEAD = `<link rel="manifest" href="${MANIFEST}">\n<meta name="theme-color" content="#000000">\n`;

/** `html` with APP_HEAD before its </head>. */
export function withAppHead(html) {
  if (!html.includes('</head>')) throw new Error('build: a page without </head>');
  return html.replace('</head>', () => `${APP_HEAD}</head>`);
}

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The home page and its screenshots. The cards come from src/web/home/cards.ts, bundled for Node
 * and run here (each ROM runs headless for a fixed virtual time). Returns the files written.
 */
export async function buildHome(root, out, bundleOptions) {
  const src = join(root, 'src/web/home');
  const tmp = mkdtempSync(join(tmpdir(), 'mode12h-home-'));
  let cards;
  try {
    const file = join(tmp, 'cards.mjs');
    await build(nodeBundle({ entryPoints: [join(src, 'cards.ts')], outfile: file, plugins: [] }));
    cards = (await import(pathToFileURL(file).href)).romCards();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  mkdirSync(join(out, 'home'), { recursive: true });
  // One broken ROM must not keep the others off the page: it is listed, and the build says why.
  for (const c of cards) if (c.crash) console.warn(`build: home page: ${c.crash}`);
  // A desktop's first screen (two rows of three at 1280×800) is asked for by the parser's preload
  // scan, before any layout: lazy, the second row waited for the first layout and its
  // intersection check, and came in after the load event (bench figure 9). The rest get their
  // source after the load event, then load as they scroll near (phones fetch less): in Chromium's
  // lazy-loading distance, they were fetched before the load event and held it, competing with
  // the six on the host's six connections.
  // Those six are in the HTML itself, as data: URLs: six requests through the network service
  // were what the page's first screen waited for, and on a loaded host they came in long after
  // the HTML; inline, the page is one response (bench figure 9: 3.12× → 1.67× the empty page's
  // first frame, interleaved). Their files are still written: the every-ROM test compares them
  // with the player's screen.
  const EAGER = 6;
  const items = cards.map((c, i) => {
    writeFileSync(join(out, 'home', `${c.name}.png`), c.png);
    const variants = c.variants.length > 1 ? ` <span class="variants">(variants: ${c.variants.map(escapeHtml).join(', ')})</span>` : '';
    const src = i < EAGER ? `src="${INLINE_PNG}${Buffer.from(c.png).toString('base64')}"` : `data-src="home/${c.name}.png" loading="lazy"`;
    return [
      `<li class="card" data-rom="${escapeHtml(c.name)}"><a href="${escapeHtml(c.href)}">`,
      `<img ${src} width="${c.width}" height="${c.height}" decoding="async" alt="${escapeHtml(c.name.toUpperCase())}.EXE's screen after it starts">`,
      `<h2>${escapeHtml(c.name.toUpperCase())}</h2>`,
      `<p>${escapeHtml(c.title)}${variants}</p>`,
      '</a></li>',
    ].join('\n');
  });
  let html = readFileSync(join(src, 'home.html'), 'utf8');
  const fill = (marker, text) => {
    if (!html.includes(marker)) throw new Error(`build: src/web/home/home.html has no ${marker}`);
    html = html.replace(marker, () => text);
  };
  fill('<!-- programs -->', items.join('\n'));
  fill('/* home.css */', (await transform(readFileSync(join(src, 'home.css'), 'utf8'), { loader: 'css', minify: true, target: bundleOptions.target })).code.trim());
  // (the page's player without the compiler: c-program.ts's compiling side left out, and its lazy module wrappers with it)
  const script = await build({ ...bundleOptions, format: 'iife', sourcemap: false, entryPoints: [join(src, 'home.ts')], define: { 'globalThis.MODE12H_C_PLAYER': 'false' }, write: false });
  fill('/* the home page\'s script */', script.outputFiles[0].text.trim());
  // Keeping a file or folder given to the card, fetched when one is: the page's payload 33 154 → 31 639 B gzip with the above (bench figure 9)
  await build({ ...bundleOptions, format: 'iife', sourcemap: false, entryPoints: [join(src, 'open.ts')], outfile: join(out, HOME_FILES[0]) });
  const meta = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(">)/;
  if (!meta.test(html)) throw new Error('build: src/web/home/home.html has no Content-Security-Policy <meta>');
  html = html.replace(meta, (_, open, close) => `${open}${cspFor(html)}${close}`);
  writeFileSync(join(out, 'home.html'), html);
  return ['home.html', ...HOME_FILES, ...cards.map((c) => `home/${c.name}.png`)];
}

/**
 * favicon.svg's squares as [x, y, w, h, rgb]: the icon is pixel art on a 4×4 grid, written as
 * `<path fill="#rgb" d="Mx yhWvHHx0z"/>` rectangles; anything else is refused.
 */
export function faviconSquares(svg) {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!box || box[1] !== box[2]) throw new Error('build: src/web/favicon.svg: expected a square viewBox "0 0 N N"');
  const rgb = (hex) => parseInt(hex.length === 3 ? hex.replace(/./g, '$&$&') : hex, 16); // #rgb = #rrggbb
  const squares = [...svg.matchAll(/<path fill="#([0-9a-f]{6}|[0-9a-f]{3})" d="M(\d+) (\d+)h(\d+)v(\d+)H\d+z"\/>/gi)].map((m) => [+m[2], +m[3], +m[4], +m[5], rgb(m[1])]);
  const paths = (svg.match(/<path\b/g) ?? []).length;
  if (squares.length === 0 || squares.length !== paths) throw new Error(`build: src/web/favicon.svg: ${paths - squares.length} of its ${paths} paths are not rectangles "M x y h w v h H x z" with a #rgb or #rrggbb fill`);
  return { grid: +box[1], squares };
}

/** The icons (favicon.svg scaled by whole pixels, no smoothing) and the manifest. */
export function buildAppIcons(root, out) {
  const { grid, squares } = faviconSquares(readFileSync(join(root, 'src/web/favicon.svg'), 'utf8'));
  for (const size of ICON_SIZES) {
    if (size % grid) throw new Error(`build: icon size ${size} is not a multiple of favicon.svg's ${grid}-pixel grid`);
    const k = size / grid;
    const png = new PNG({ width: size, height: size, colorType: 2 });
    for (const [x, y, w, h, rgb] of squares) {
      for (let py = y * k; py < (y + h) * k; py++) {
        for (let px = x * k; px < (x + w) * k; px++) {
          const i = (py * size + px) * 4;
          png.data[i] = rgb >> 16;
          png.data[i + 1] = (rgb >> 8) & 0xff;
          png.data[i + 2] = rgb & 0xff;
          png.data[i + 3] = 255;
        }
      }
    }
    writeFileSync(join(out, `icon-${size}.png`), PNG.sync.write(png, { colorType: 2 }));
  }
  const manifest = {
    name: 'mode12h — a Turbo C 2.0 PC',
    short_name: 'mode12h',
    description: 'A small VGA PC with Borland Turbo C 2.0\'s library: Tetris (2008) and every program on the machine.',
    start_url: 'home.html',
    scope: './',
    display: 'standalone',
    background_color: '#000000',
    theme_color: '#000000',
    icons: ICON_SIZES.map((n) => ({ src: `icon-${n}.png`, sizes: `${n}x${n}`, type: 'image/png', purpose: 'any' })),
  };
  writeFileSync(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * sw.js, precaching `files` (paths relative to `out`, already written), versioned by a hash of
 * their contents: any change to any of them makes a new worker and a new cache.
 */
export async function buildServiceWorker(root, out, files, bundleOptions) {
  const hash = createHash('sha256');
  for (const f of [...files].sort()) hash.update(f).update('\0').update(readFileSync(join(out, f))).update('\0');
  const version = hash.digest('hex').slice(0, 16);
  await build({
    ...bundleOptions,
    sourcemap: false,
    entryPoints: [join(root, 'src/web/sw.ts')],
    outfile: join(out, 'sw.js'),
    define: { MODE12H_PRECACHE: JSON.stringify({ version, files: [...files].sort() }) },
  });
  return version;
}
