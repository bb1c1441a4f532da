/**
 * Real-browser test support: builds the player (tools/build.mjs), serves it in-process on an
 * ephemeral port (tools/serve.mjs), and drives Chromium (tools/find-chromium.mjs) through playwright-core.
 * Every page opened here records console errors, page errors and any request that leaves the
 * page's origin, so each test can assert there were none.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildWeb, type PayloadFile } from '../../tools/build.mjs';
import { serveWeb, type Served } from '../../tools/serve.mjs';
import { findChromium } from '../../tools/find-chromium.mjs';

/** The Chromium found by tools/find-chromium.mjs ($CHROMIUM, $PLAYWRIGHT_CHROMIUM_PATH, usual places). */
export const CHROMIUM = chromiumPath();

function chromiumPath(): string {
  const found = findChromium();
  // tools/test.mjs checks this before the suite runs; a file run by hand fails here in one line.
  if (found.error !== undefined) throw new Error(`browser tests: ${found.error}`);
  return found.path;
}
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface PlayerHost {
  browser: Browser;
  server: Served;
  payload: PayloadFile[];
  /** The served build folder (the tests' build). */
  dir: string;
  close(): Promise<void>;
}

/** Build, serve and launch (once per test file; tests run in the repository root). */
export async function startHost(): Promise<PlayerHost> {
  const root = process.cwd();
  // A folder of this process's own: a build elsewhere (npm start, another test run) cannot
  // swap files under the page while it loads.
  const out = join(root, '.build', `web-${process.pid}`);
  // The payload is the player's own build; the page served is the tests' (with the test ROMs).
  const payload = await buildWeb(root, `${out}-player`);
  rmSync(`${out}-player`, { recursive: true, force: true });
  await buildWeb(root, out, { testRoms: true });
  const server = await serveWeb(out, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    browser,
    server,
    payload,
    dir: out,
    async close() {
      await browser.close();
      await server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

export interface PlayerPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** URLs the page asked for outside its origin (blob: downloads are the page's own). */
  foreign: string[];
  close(): Promise<void>;
}

/** Open the player with `query` (e.g. "?test=step&tod=12:34:56") in a fresh context. */
export function openPlayer(host: PlayerHost, query: string, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1): Promise<PlayerPage> {
  return openPage(host, query, 'mode12h', viewport, deviceScaleFactor);
}

/**
 * Open `path` (relative to the server's root, with its query) in a fresh context, recording
 * console errors and foreign requests, and wait until the page has set `window[readyGlobal]`.
 */
export async function openPage(host: PlayerHost, path: string, readyGlobal: string, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1): Promise<PlayerPage> {
  const context = await host.browser.newContext({ acceptDownloads: true, viewport, deviceScaleFactor });
  // Tests are bundled with keepNames: functions they hand to page.evaluate may call esbuild's
  // __name helper, which the page does not have (the page's own bundle keeps its own copy).
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  const origin = new URL(host.server.url).origin;
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('blob:') && !url.startsWith('data:') && new URL(url).origin !== origin) foreign.push(url);
  });
  await page.goto(`${host.server.url}${path}`);
  await page.waitForFunction((name) => name in window, readyGlobal);
  return { context, page, errors, foreign, close: () => context.close() };
}

/**
 * The canvas as colour indices 0..15: every pixel read back with getImageData and matched to
 * the machine's palette (its 16 colours are distinct). Throws on a colour not in the palette.
 */
export async function canvasIndices(page: Page): Promise<Uint8Array> {
  const hex = await page.evaluate(() => {
    const canvas = document.getElementById('screen') as HTMLCanvasElement;
    // Fill mode draws one pixel per device pixel, smoothed: only crisp holds the frame itself.
    if (canvas.style.imageRendering === 'auto') throw new Error(`canvas is ${canvas.width}×${canvas.height} (fill mode): open the page with &scale=crisp to read its pixels`);
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const palette = (window as unknown as { mode12h: { palette(): number[] } }).mode12h.palette();
    const index = new Map<number, string>();
    for (let i = 15; i >= 0; i--) index.set((palette[i * 3]! << 16) | (palette[i * 3 + 1]! << 8) | palette[i * 3 + 2]!, i.toString(16));
    let out = '';
    for (let p = 0; p < data.length; p += 4) {
      const c = index.get((data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!);
      if (c === undefined || data[p + 3] !== 255) throw new Error(`canvas pixel ${p / 4} is not a palette colour`);
      out += c;
    }
    return out;
  });
  return Uint8Array.from(hex, (c) => parseInt(c, 16));
}

/**
 * Wait `n` animation frames of the page (the player runs and presents once per frame) and return
 * the virtual time read in the last one — in the same frame, so no further frame can slip in.
 */
export async function frames(page: Page, n: number): Promise<number> {
  return page.evaluate(
    (count) =>
      new Promise<number>((done) => {
        let left = count;
        const step = (): void => {
          if (--left <= 0) done((window as unknown as { mode12h: { nowMs(): number } }).mode12h.nowMs());
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    n,
  );
}

/** Where two index images first differ, for a readable failure ("same" when equal). */
export function firstDifference(a: Uint8Array, b: Uint8Array, width = 640): string {
  if (a.length !== b.length) return `sizes differ: ${a.length} vs ${b.length}`;
  let count = 0;
  let first = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) {
      if (first < 0) first = i;
      count++;
    }
  }
  if (first < 0) return 'same';
  return `${count} pixels differ, first at (${first % width},${Math.floor(first / width)}): ${a[first]} vs ${b[first]}`;
}
