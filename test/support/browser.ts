/**
 * Real-browser test support: the player built and served (tools/test-browser-host.mjs) and
 * Chromium (tools/find-chromium.mjs) driven through playwright-core. Under tools/test.mjs every
 * browser file shares one build, one server and one Chromium (MODE12H_TEST_BROWSER); a file run by
 * hand starts its own. Every page opened here records console errors, page errors and any request
 * that leaves the page's origin, so each test can assert there were none.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { suite, type Test } from 'uvu';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Download, type Page } from 'playwright-core';
import type { PayloadFile } from '../../tools/build.mjs';
import { buildAndServe, CHROMIUM_ARGS } from '../../tools/test-browser-host.mjs';
import { findChromium } from '../../tools/find-chromium.mjs';
import { everyCase } from '../../tools/test-sample.mjs';
import { serveWeb } from '../../tools/serve.mjs';

/** The Chromium found by tools/find-chromium.mjs ($CHROMIUM, $PLAYWRIGHT_CHROMIUM_PATH, usual places). */
export const CHROMIUM = chromiumPath();

function chromiumPath(): string {
  const found = findChromium();
  // tools/test.mjs checks this before the suite runs; a file run by hand fails here in one line.
  if (found.error !== undefined) throw new Error(`browser tests: ${found.error}`);
  return found.path;
}
export { CHROMIUM_ARGS };

export interface PlayerHost {
  browser: Browser;
  server: { url: string };
  payload: PayloadFile[];
  /** play.html and its ROM chunks (roms/<name>.js), as the player's own build makes them. */
  playPayload: PayloadFile[];
  /** The served build folder (the tests' build). */
  dir: string;
  close(): Promise<void>;
}

/** What tools/test.mjs shares with the browser files: its Chromium server and its served build. */
interface SharedHost {
  ws: string;
  url: string;
  dir: string;
  payload: PayloadFile[];
  playPayload: PayloadFile[];
}

/** The browser: tools/test.mjs's shared Chromium when there is one, else one of this file's own. */
export async function launchBrowser(): Promise<Browser> {
  const info = process.env.MODE12H_TEST_BROWSER;
  if (info) return chromium.connect((JSON.parse(readFileSync(info, 'utf8')) as SharedHost).ws);
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
}

/**
 * The connection to the suite's Chromium, kept from one test file to the next while one process
 * runs them (tools/test.mjs groups the light files, uvu runs them one after another): the next
 * file takes the kept contexts (openPage) instead of making its own, each ~0.7 s of Chromium's
 * CPU. It closes once no file has taken it back
 * shortly after the last let it go (the next file's `before` takes it at once; an open
 * connection would keep the process from ending).
 */
const connection = {
  browser: undefined as Promise<Browser> | undefined,
  users: 0,
  closing: undefined as ReturnType<typeof setTimeout> | undefined,
  take(): Promise<Browser> {
    clearTimeout(this.closing);
    this.users++;
    this.browser ??= launchBrowser();
    return this.browser;
  },
  release(): void {
    if (--this.users > 0) return;
    const browser = this.browser;
    this.closing = setTimeout(() => {
      this.browser = undefined;
      void browser?.then((b) => b.close()).catch(() => {});
    }, 200);
  },
};

/**
 * A uvu suite of browser tests sharing one host (startHost) for the file: started before its
 * first test, closed after its last; `Extra`: what else its tests keep in the context.
 */
export function hostSuite<Extra extends object = object>(name: string): Test<{ host: PlayerHost } & Extra> {
  const s = suite<{ host: PlayerHost } & Extra>(name);
  s.before(async (ctx) => {
    ctx.host = await startHost();
  });
  s.after(async (ctx) => {
    await ctx.host?.close();
  });
  return s;
}

/**
 * The pages served and a browser, once per test file: under tools/test.mjs the shared build and
 * Chromium, and for `own` (a file that rewrites files of the build) a copy of that build served
 * apart; a file run by hand builds and serves its own. close() closes only what this file started
 * (under tools/test.mjs the connection stays for the process's next file: connection).
 */
export async function startHost(options: { own?: boolean } = {}): Promise<PlayerHost> {
  const info = process.env.MODE12H_TEST_BROWSER;
  if (info) {
    const shared = JSON.parse(readFileSync(info, 'utf8')) as SharedHost;
    const browser = await connection.take();
    if (!options.own) return { browser, server: { url: shared.url }, payload: shared.payload, playPayload: shared.playPayload, dir: shared.dir, close: async () => connection.release() };
    // A build of its own is a copy of the shared one, served on a port (an origin) of its own:
    // the same files, without building them again.
    const dir = `${shared.dir}-own-${process.pid}`;
    cpSync(shared.dir, dir, { recursive: true });
    const server = await serveWeb(dir, 0);
    return {
      browser,
      server,
      payload: shared.payload,
      playPayload: shared.playPayload,
      dir,
      async close() {
        connection.release();
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const browser = await launchBrowser();
  const pages = await buildAndServe(process.cwd());
  return {
    browser,
    server: { url: pages.url },
    payload: pages.payload,
    playPayload: pages.playPayload,
    dir: pages.dir,
    async close() {
      await browser.close();
      await pages.close();
    },
  };
}

/**
 * A download's bytes. The files connect to the suite's one Chromium remotely, where Playwright
 * has no local path for a download (`path()` throws): its stream is read instead.
 */
export async function downloadBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export interface PlayerPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** URLs the page asked for outside its origin (blob: downloads are the page's own). */
  foreign: string[];
  /**
   * Make the open page emulate another window and density, as a browser zoom or a resized window
   * does to a page already running (no reload): its resize events fire. (A density change alone
   * fires no resolution media query `change` under emulation: change the size with it.)
   */
  emulate(viewport: { width: number; height: number }, deviceScaleFactor: number): Promise<void>;
  /**
   * A finger's tap at (x, y), CSS px of the viewport, on a phone's page (openPhone): a touch's
   * start and end, as Playwright's touchscreen.tap sends them (it refuses a context not made with
   * hasTouch, which a kept one is not).
   */
  tap(x: number, y: number): Promise<void>;
  /** Done with the page: its context is kept for the file's next page, emptied. */
  close(): Promise<void>;
}

/** Open the player with `query` (e.g. "?test=step&tod=12:34:56") in a context of its own. */
export function openPlayer(host: PlayerHost, query: string, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1): Promise<PlayerPage> {
  return openPage(host, query, 'mode12h', viewport, deviceScaleFactor);
}

/** A context and its one page, between two tests (its origin's storage emptied), and the window it emulates. */
interface Kept {
  context: BrowserContext;
  page: Page;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  /** A phone: touch and a mobile viewport emulated (openPhone). */
  phone: boolean;
  /** The session that set the emulation (emulate): it holds only while the session is open. */
  emulation?: CDPSession;
}

/**
 * The contexts closed tests left, by browser: a new browser context costs headless Chromium
 * ~0.7 s of CPU more than a navigation in a kept one (a renderer process and Playwright's set-up
 * of the page), ~70 times a suite.
 */
const kept = new WeakMap<Browser, Kept[]>();

/**
 * Make a kept page emulate another window before it loads the next test's page, as Playwright
 * makes a new context's page emulate its viewport and density (Emulation.setDeviceMetricsOverride,
 * the screen the size of the viewport): a new context only for a new density would cost one per
 * zoom step of the layout tests. A phone is what Playwright makes of a context with isMobile and
 * hasTouch: the same override with `mobile` and the screen turned as the viewport is, and
 * Emulation.setTouchEmulationEnabled (touch events, a coarse primary pointer, no hover: the same
 * media queries, screen, orientation and tap events as such a context) — the layout tests' two
 * phones in a context of their own each: 17.1–19.4 s of CPU, on a kept one 13.5–16.3 s. The session stays open as long as the
 * page: Chromium drops a session's emulation when it detaches (the page then has the window's
 * size, not the context's).
 */
async function emulate(k: Kept, viewport: { width: number; height: number }, deviceScaleFactor: number, phone: boolean): Promise<void> {
  if (k.viewport.width === viewport.width && k.viewport.height === viewport.height && k.deviceScaleFactor === deviceScaleFactor && k.phone === phone) return;
  k.emulation ??= await k.context.newCDPSession(k.page);
  const landscape = viewport.width > viewport.height;
  await k.emulation.send('Emulation.setDeviceMetricsOverride', {
    mobile: phone,
    width: viewport.width,
    height: viewport.height,
    screenWidth: viewport.width,
    screenHeight: viewport.height,
    deviceScaleFactor,
    screenOrientation: phone && !landscape ? { angle: 0, type: 'portraitPrimary' } : { angle: phone ? 90 : 0, type: 'landscapePrimary' },
  });
  if (k.phone !== phone) await k.emulation.send('Emulation.setTouchEmulationEnabled', { enabled: phone });
  k.viewport = viewport;
  k.deviceScaleFactor = deviceScaleFactor;
  k.phone = phone;
}

/** The events a test may listen to on its page: none is left listening for the next test. */
const PAGE_EVENTS = ['console', 'pageerror', 'request', 'response', 'download', 'dialog'] as const;

/**
 * Open `path` (relative to the server's root, with its query) in a context no other open test
 * uses, recording console errors and foreign requests, and wait until the page has set
 * `window[readyGlobal]`. Nothing stored crosses between tests: the context is one a closed test
 * left, made to emulate `viewport` and `deviceScaleFactor`, with its origin's storage emptied and
 * checked empty, and service workers blocked (one registered while the last page closed would
 * outlive the emptying; openPageWithServiceWorker is for the tests of the worker).
 */
export function openPage(host: PlayerHost, path: string, readyGlobal: string, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1): Promise<PlayerPage> {
  return openKept(host, path, readyGlobal, viewport, deviceScaleFactor, false);
}

/** openPage on a phone at 3× (touch, a mobile viewport: emulate), as a context made with isMobile and hasTouch. */
export function openPhone(host: PlayerHost, path: string, readyGlobal: string, viewport: { width: number; height: number }): Promise<PlayerPage> {
  return openKept(host, path, readyGlobal, viewport, 3, true);
}

async function openKept(host: PlayerHost, path: string, readyGlobal: string, viewport: { width: number; height: number }, deviceScaleFactor: number, phone: boolean): Promise<PlayerPage> {
  const pool = kept.get(host.browser) ?? [];
  kept.set(host.browser, pool);
  const reused = pool.pop();
  if (reused) await emptied(host, reused);
  const k = reused ?? (await newContext(host, viewport, deviceScaleFactor, 'block'));
  await emulate(k, viewport, deviceScaleFactor, phone); // before the page loads: it starts as that window
  const { context, page } = k;
  const origin = new URL(host.server.url).origin;
  return load(host, k, path, readyGlobal, async () => {
    // A page the test closed itself, a second one it opened: the context goes.
    if (page.isClosed() || context.pages().length !== 1) return context.close();
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    await context.setOffline(false);
    // Emptied under the test's page, which stays until the next test's page replaces it: a
    // navigation to an empty page of the origin first cost ~0.25 s of CPU a test. Clearing closes
    // the page's IndexedDB connections (their handles fail from then on); the next openPage looks
    // again just before it navigates (emptied).
    // (A page the test took elsewhere goes back to one of the origin, to be emptied and checked.)
    if (new URL(page.url()).origin !== origin) await page.goto(`${host.server.url}favicon.svg`);
    await clearStorage(k, origin);
    pool.push(k);
  });
}

/** Empty the origin's storage of every kind, its page's session storage with it. */
async function clearStorage(k: Kept, origin: string): Promise<void> {
  const cdp = await k.context.newCDPSession(k.page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  await k.context.clearCookies();
  await k.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Make sure a kept context holds nothing stored before the next test's page loads, as seen from
 * its page. That is still the closed test's page, which may have stored something since it was
 * emptied (an IndexedDB open under way when it closed): then it leaves for an empty page of the
 * origin, opening nothing, and is emptied and checked from there.
 */
async function emptied(host: PlayerHost, k: Kept): Promise<void> {
  const stored = (): Promise<Record<string, number>> =>
    k.page.evaluate(async () => ({
      localStorage: localStorage.length,
      sessionStorage: sessionStorage.length,
      indexedDB: (await indexedDB.databases()).length,
      caches: (await caches.keys()).length,
      cookies: document.cookie.length,
    }));
  if (!Object.values(await stored()).some((n) => n > 0)) return;
  await k.page.goto(`${host.server.url}favicon.svg`);
  await clearStorage(k, new URL(host.server.url).origin);
  const left = await stored();
  if (Object.values(left).some((n) => n > 0)) throw new Error(`a kept browser context still holds a closed test's storage: ${JSON.stringify(left)}`);
}

/**
 * openPage for a test of the service worker: a fresh context where the page's worker installs
 * (it caches the whole build: only the tests that need it pay for that), closed with the page.
 */
export async function openPageWithServiceWorker(host: PlayerHost, path: string, readyGlobal: string): Promise<PlayerPage> {
  const k = await newContext(host, { width: 1280, height: 800 }, 1, 'allow');
  return load(host, k, path, readyGlobal, () => k.context.close());
}

/** Load `path` in `k`'s page, recording its errors and foreign requests; `close` ends the test's use of it. */
async function load(host: PlayerHost, k: Kept, path: string, readyGlobal: string, close: () => Promise<void>): Promise<PlayerPage> {
  const { context, page } = k;
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
  await waitForGlobal(page, readyGlobal);
  const tap = async (x: number, y: number): Promise<void> => {
    if (!k.phone || !k.emulation) throw new Error("tap: only a phone's page (openPhone) takes touches");
    await Promise.all([k.emulation.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }), k.emulation.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })]);
  };
  return { context, page, errors, foreign, emulate: (viewport, deviceScaleFactor) => emulate(k, viewport, deviceScaleFactor, k.phone), tap, close };
}

/**
 * Wait until `predicate(arg)` is truthy in the page (polled there every 5 ms; `arg` as JSON), as
 * page.waitForFunction does but without compiling Playwright's selector engine into the page's
 * main world at every page load: ~0.2 s of Chromium's CPU each (a player page load on a kept
 * context: 560–900 → 330–440 ms). A navigation under way is waited through: the predicate is
 * asked again in the next document. `predicate` is sent as its source, as page.evaluate sends it.
 */
export async function waitUntil<A>(page: Page, predicate: (arg: A) => unknown, arg?: A, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`waitUntil: not true within ${timeoutMs} ms on ${page.url()}: ${predicate.toString()}`);
    const poll = `new Promise((done, fail) => {
      const holds = ${predicate.toString()}, arg = ${JSON.stringify(arg ?? null)}, until = performance.now() + ${left};
      const poll = () => {
        let held;
        try {
          held = holds(arg);
        } catch (err) {
          return fail(err);
        }
        held ? done(true) : performance.now() > until ? done(false) : void setTimeout(poll, 5);
      };
      poll();
    })`;
    try {
      if (await page.evaluate(poll)) return;
    } catch (err) {
      // The document went (a navigation): ask the next one.
      if (!/Execution context was destroyed|navigat/i.test(String(err))) throw err;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/** Wait until the page has set `window[name]` (its ready hook). */
export function waitForGlobal(page: Page, name: string): Promise<void> {
  return waitUntil(page, (key) => key in window, name);
}

/**
 * navigator.getGamepads() as headless Chromium answers it (four empty slots: no pad), without its
 * cost: the player asks every frame, and the real call keeps the browser's gamepad polling thread
 * and the page's copy of its data busy. An idle player page, each pair measured together: over
 * 5 s 1.51/1.57 s of Chromium's CPU with the real call, 1.01/1.24 s with this; over 8 s 1.54/1.57 s
 * and 1.29/1.47 s (the browser process alone 380 → 210–280 ms). (The gamepad tests put a pad of
 * their own in its place.)
 *
 * The window's gamepadconnected and gamepaddisconnected listeners, likewise, are kept on an
 * EventTarget of the page's own, and events of those types dispatched at the window go there: a
 * listener for them on the window starts the same polling thread (~145 polls a second, its own
 * and the browser's IPC), and the player listens for a pad appearing all the time it is open. An
 * idle player page over 5 s, the browser process: 100–150 ms of CPU with the listener, 20 ms
 * without. No pad ever appears in headless Chromium; the gamepad test dispatches its own event.
 */
const NO_GAMEPADS = `{
  Object.defineProperty(Navigator.prototype, 'getGamepads', { configurable: true, writable: true, value: function getGamepads() { return [null, null, null, null]; } });
  const pads = new EventTarget();
  const padEvent = (target, type) => (target === window || target == null) && (type === 'gamepadconnected' || type === 'gamepaddisconnected');
  const { addEventListener, removeEventListener, dispatchEvent } = EventTarget.prototype;
  Object.assign(EventTarget.prototype, {
    addEventListener(type, ...rest) { return addEventListener.call(padEvent(this, type) ? pads : this ?? window, type, ...rest); },
    removeEventListener(type, ...rest) { return removeEventListener.call(padEvent(this, type) ? pads : this ?? window, type, ...rest); },
    dispatchEvent(event) { return dispatchEvent.call(padEvent(this, event?.type) ? pads : this ?? window, event); },
  });
}`;

/** A new context (downloads accepted; service workers blocked unless a test of the worker wants them) and its page. */
async function newContext(host: PlayerHost, viewport: { width: number; height: number }, deviceScaleFactor: number, serviceWorkers: 'allow' | 'block'): Promise<Kept> {
  const context = await host.browser.newContext({ acceptDownloads: true, viewport, deviceScaleFactor, serviceWorkers });
  await context.addInitScript(NO_GAMEPADS);
  return { context, page: await context.newPage(), viewport, deviceScaleFactor, phone: false };
}

/**
 * The canvas as colour indices 0..15: every pixel read back with getImageData and matched to
 * the machine's palette (its 16 colours are distinct). Throws on a colour not in the palette.
 * The page sends one character a pixel, 'A' + its index, made by a TextDecoder from the pixels
 * seen as 32-bit words: a hex string made a character at a time in the page and parsed a
 * character at a time here cost ~0.3 s of CPU a read (0.15 s in Node, 0.18 s in Chromium).
 */
export async function canvasIndices(page: Page): Promise<Uint8Array> {
  const text = await page.evaluate(() => {
    const canvas = document.getElementById('screen') as HTMLCanvasElement;
    // Fill mode draws one pixel per device pixel, smoothed: only crisp holds the frame itself.
    if (canvas.style.imageRendering === 'auto') throw new Error(`canvas is ${canvas.width}×${canvas.height} (fill mode): open the page with &scale=crisp to read its pixels`);
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const palette = (window as unknown as { mode12h: { palette(): number[] } }).mode12h.palette();
    // A pixel's RGBA bytes read as one word (the byte order of the machine, as the bytes lie).
    const word = (r: number, g: number, b: number): number => new Uint32Array(Uint8Array.of(r, g, b, 255).buffer)[0]!;
    const index = new Map<number, number>();
    for (let i = 15; i >= 0; i--) index.set(word(palette[i * 3]!, palette[i * 3 + 1]!, palette[i * 3 + 2]!), 0x41 + i);
    const words = new Uint32Array(data.buffer, data.byteOffset, data.length / 4);
    const out = new Uint8Array(words.length);
    for (let p = 0; p < words.length; p++) {
      const c = index.get(words[p]!);
      if (c === undefined) throw new Error(`canvas pixel ${p} is not a palette colour`);
      out[p] = c;
    }
    return new TextDecoder().decode(out);
  });
  const indices = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) indices[i] = text.charCodeAt(i) - 0x41;
  return indices;
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

/**
 * The text of the element whose id is `id` (null when there is none), read by an evaluate: a
 * locator compiles Playwright's selector engine into each document it reads first, ~0.1 s of
 * Chromium's CPU (measured on a player page: 101 ms for the first locator, 6 ms for the next, 9 ms
 * for an evaluate).
 */
export function textOf(page: Page, id: string): Promise<string | null> {
  return page.evaluate((i) => document.getElementById(i)?.textContent ?? null, id);
}

/**
 * Wait until an element `selector` matches is visible, as Playwright's waitForSelector does (a
 * box, and not visibility: hidden), without its selector engine (textOf).
 */
export function waitForVisible(page: Page, selector: string, timeoutMs?: number): Promise<void> {
  return waitUntil(
    page,
    (sel) => {
      const el = document.querySelector(sel);
      return el !== null && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    },
    selector,
    timeoutMs,
  );
}

/**
 * Whether to run every case of a browser test that `npm test` samples: `npm run test:all`
 * (tools/test.mjs --all sets MODE12H_ALL) or `--update`, the one rule of tools/test-sample.mjs.
 */
export const EVERY_CASE = everyCase();
