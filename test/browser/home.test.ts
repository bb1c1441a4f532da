/**
 * The home page and the installable, offline app, in a real Chromium: the home page lists every
 * ROM of roms/index.ts (screenshot, one line) and each card links to the player running it, at a
 * URL that names it (two of them clicked); index.html?rom=X for a ROM it lacks goes on to
 * play.html; the manifest is valid and linked from every page; with the service worker installed
 * the pages load and play offline; a new build replaces the cache; the home page (and the player's
 * save states) work opened from disk.
 *
 * Kept for `npm run test:all` (EVERY_CASE): play.html's run of every ROM against its card; `npm test`
 * runs SAMPLE_ROMS of them (a page load and 1.5 s of the machine each, ~0.6 s of Chromium's CPU).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { ROMS } from '../../roms/index.ts';
import { ROM_ASSETS, romPartFiles, writeServiceWorker } from '../../tools/build.mjs';
import { SHOT_MS } from '../../src/web/home/cards.ts';
import { EVERY_CASE, openPage, openPageWithServiceWorker, startHost, type PlayerHost, type PlayerPage, waitForGlobal, waitUntil } from '../support/browser.ts';

const browser = suite<{
  host: PlayerHost;
  /**
   * The offline test's page, its worker installed and in control, kept for the test of a new
   * build: another context, its page and the worker's install of the whole build cost ~3 s of CPU.
   */
  installed?: PlayerPage;
  /** A player page of the tests' build the every-ROM test leaves for the next test (a player load is ~0.8 s of Chromium's CPU). */
  player?: PlayerPage;
}>('home page and offline app');

browser.before(async (ctx) => {
  ctx.host = await startHost({ own: true }); // a test rewrites files of its build (a new build replaces the cache)
});
browser.after(async (ctx) => {
  await ctx.player?.close();
  await ctx.installed?.close();
  await ctx.host?.close();
});

/**
 * Scroll every screenshot into view, a frame each (those below the first screen load lazily, as
 * they come near it), and wait until all have loaded. Done by the page itself: Playwright's
 * locators would compile its selector engine into the page first, ~1 s of CPU for this.
 */
async function allShots(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of document.images) {
      img.scrollIntoView({ block: 'nearest' });
      await new Promise((frame) => requestAnimationFrame(frame));
    }
  });
  await waitUntil(page, () => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
}

/**
 * Click the element `selector` names with the mouse, at its centre, scrolled into view, as a
 * locator's click does (after checking nothing covers it there) without compiling Playwright's
 * selector engine into the page (~0.2 s of Chromium's CPU a document).
 */
async function click(page: Page, selector: string): Promise<void> {
  const at = await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) throw new Error(`nothing to click: no ${sel} on ${location.href}`);
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (!el.contains(document.elementFromPoint(x, y))) throw new Error(`${sel} is covered at its centre`);
    return { x, y };
  }, selector);
  await page.mouse.click(at.x, at.y);
}

const hook = (page: Page) => page.evaluate(() => ({ state: (window as unknown as { mode12h: { state(): string } }).mode12h.state(), title: document.getElementById('title')!.textContent }));

/** What the player page shows of its ROM, read in one evaluate. */
const playerShown = (page: Page) =>
  page.evaluate(() => {
    const text = (id: string) => document.getElementById(id)!.textContent;
    // visible as Playwright's isVisible says: a box, and not visibility: hidden
    const visible = (id: string) => {
      const el = document.getElementById(id)!;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    return { title: text('title'), keys: text('keys-help'), status: text('status'), study: visible('study-link'), variant: visible('variant') };
  });

/** The player runs `rom`: its title, its own keys line, the study link only for Tetris, no failure. */
function assertShown(rom: (typeof ROMS)[number], shown: Awaited<ReturnType<typeof playerShown>>): void {
  assert.is(shown.title, rom.name.toUpperCase());
  assert.ok(rom.keys, `${rom.name} says which keys it takes`);
  assert.is(shown.keys, rom.keys, `${rom.name}: its own keys, not Tetris's`);
  assert.is(shown.study, rom.name === 'tetris', 'the study page is TETRIS.C\'s');
  assert.not.match(shown.status ?? '', /Cannot start|Crashed/, rom.name);
}

browser('the home page lists every ROM with its screenshot and line, and the .C card', async ({ host }) => {
  const res = await fetch(`${host.server.url}home.html`);
  assert.match(res.headers.get('content-security-policy') ?? '', "script-src 'self' 'sha256-");
  const p = await openPage(host, 'home.html', 'document');
  await allShots(p.page);
  const cards = await p.page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.card[data-rom]')].map((e) => ({ rom: e.dataset.rom, text: e.textContent, img: e.querySelector('img')!.naturalWidth, href: e.querySelector('a')!.getAttribute('href') })),
  );
  assert.equal(cards.map((c) => c.rom), ROMS.map((r) => r.name), 'every ROM, in roms/index.ts order');
  assert.equal(await p.page.evaluate(() => document.querySelectorAll('img:not([loading])').length), 6, 'the first screen loads at once, the rest lazily');
  // At 1280×800 (the bench's figure 9): every screenshot in view is asked for by the HTML itself,
  // and those out of view only after the load event (their source set then), so they neither wait
  // for a layout nor hold the load event.
  const shots = await p.page.evaluate(() => {
    scrollTo(0, 0);
    return [...document.images].map((i) => ({ inView: i.getBoundingClientRect().top < innerHeight, lazy: i.loading === 'lazy', deferred: i.dataset.src === i.getAttribute('src') }));
  });
  assert.ok(shots.some((i) => !i.inView), 'some screenshots lie below the first screen');
  for (const [k, i] of shots.entries()) assert.equal(i.lazy, !i.inView, `screenshot ${k}: lazy exactly when out of view`);
  for (const [k, i] of shots.entries()) assert.equal(i.deferred, i.lazy, `screenshot ${k}: its source set after the load event exactly when lazy`);
  // The first screen's screenshots are in the HTML (no request stands before the page is loaded),
  // each exactly its ROM's card file.
  const inline = await p.page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img:not([loading])')].map((i) => ({ rom: i.closest<HTMLElement>('.card')!.dataset.rom!, src: i.getAttribute('src')! })));
  for (const { rom, src } of inline) {
    assert.ok(src.startsWith('data:image/png;base64,'), `${rom}: its screenshot in the page, not fetched (${src.slice(0, 40)})`);
    assert.ok(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64').equals(readFileSync(join(host.dir, 'home', `${rom}.png`))), `${rom}: the inline screenshot is home/${rom}.png`);
  }
  for (const [i, c] of cards.entries()) {
    assert.ok(c.text!.includes(ROMS[i]!.title), `${c.rom}: its one line`);
    assert.is(c.img, 640, `${c.rom}: its screenshot loaded`);
    assert.is(c.href, `${c.rom === 'tetris' ? 'index.html' : 'play.html'}?rom=${c.rom}`);
  }
  assert.match((await p.page.evaluate(() => document.getElementById('open-c')!.textContent)) ?? '', 'pick (or drop) a .C file');
  assert.equal(p.errors, []);
  assert.equal(p.foreign, []);
  await p.close();
});

browser('a card opens the player running its ROM, with its own keys line; index.html?rom=X it lacks goes on to play.html', async ({ host }) => {
  // Every card's link target is checked by the test above and what each target shows by the
  // every-ROM test below; here a real click on one of play.html's cards (below the first screen,
  // lazily loaded: the click scrolls it into view itself) proves the cards open them, and the
  // test from disk below clicks Tetris's (index.html).
  const p = await openPage(host, 'home.html', 'document');
  const clicked = [ROMS.find((r) => r.name === 'runs')!];
  for (const rom of clicked) {
    await click(p.page, `.card[data-rom="${rom.name}"] a`);
    // (the player's page, not the home page still there while the click's navigation is under way,
    // nor the player's page still being parsed: its #status not there yet read as started, and its
    // title then was the HTML's TETRIS)
    await waitUntil(
      p.page,
      (name) => {
        const status = document.getElementById('status');
        return new URLSearchParams(location.search).get('rom') === name && document.readyState !== 'loading' && status !== null && status.textContent !== 'Starting…';
      },
      rom.name,
    );
    const url = new URL(p.page.url());
    assert.is(url.pathname, `/${rom.name === 'tetris' ? 'index.html' : 'play.html'}`, rom.name);
    assert.is(url.searchParams.get('rom'), rom.name);
    assertShown(rom, await playerShown(p.page));
  }
  // play.html fetches the ROM it runs, and no other.
  const fetched: string[] = [];
  p.page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await p.page.goto(`${host.server.url}index.html?rom=prims3&test=step`);
  await waitForGlobal(p.page, 'mode12h');
  assert.ok(p.page.url().endsWith('/play.html?rom=prims3&test=step'), p.page.url());
  assert.equal(await hook(p.page), { state: 'running', title: 'PRIMS3' });
  assert.equal(fetched.filter((f) => f.startsWith('/roms/')), ['/roms/prims3.js']);
  assert.equal(p.errors, []);
  await p.close();
});

/**
 * The ROMs `npm test` runs in play.html against their cards (every one under test:all): Tetris (a
 * Variant menu), TEXTM (text mode, no menu), RUNS (a file written before the shot: the stored disk
 * read first) and REVERSI (its engine a part of its own, the next test's page). The others' chunks
 * are built the same way (tools/build-roms.mjs), and the other browser files run MOUSETEST, BLOCKS,
 * HELLO and PRIMS3 from theirs.
 */
const SAMPLE_ROMS = ['tetris', 'textm', 'runs', 'reversi'];

browser('play.html runs every ROM from its chunk as Node runs it, with its title, keys line and Variant menu: the screen after SHOT_MS is the home card\'s, pixel for pixel', async (ctx) => {
  const { host } = ctx;
  const roms = EVERY_CASE ? ROMS : ROMS.filter((r) => SAMPLE_ROMS.includes(r.name));
  assert.is(roms.length, EVERY_CASE ? ROMS.length : SAMPLE_ROMS.length, 'every sample ROM is in roms/index.ts');
  // Each chunk bundles the library its ROM uses beyond the page's (tools/build-roms.mjs): a
  // function bundled twice, or taken from the wrong copy, shows here as a different screen.
  // One page, navigated from ROM to ROM: each ROM is a fresh page load all the same.
  const url = (rom: string) => `play.html?rom=${rom}&test=step&tod=12:00:00&scale=crisp`;
  const p = await openPage(host, url(roms[0]!.name), 'mode12h');
  /** Whether each ROM's page showed the Variant menu. */
  const menus = new Set<boolean>();
  for (const [i, rom] of roms.entries()) {
    if (i > 0) {
      await p.page.goto(`${host.server.url}${url(rom.name)}`);
      await waitForGlobal(p.page, 'mode12h');
    }
    // The stored disk read first: a ROM that wrote a file before it (RUNS) powers on afresh then,
    // at virtual time 0, which would undo the advance (player.ts diskReady).
    await p.page.evaluate(async (ms) => {
      const hook = (window as unknown as { mode12h: { diskLoaded(): Promise<void>; advance(ms: number): void } }).mode12h;
      await hook.diskLoaded();
      hook.advance(ms);
    }, SHOT_MS);
    // What its card opens (the card's link is play.html?rom=X, index.html for Tetris, above): the
    // ROM's title, its own keys line, the study link only for Tetris.
    const shown = await playerShown(p.page);
    assertShown(rom, shown);
    // A Variant menu exactly when there is a choice (tetris's faithful and timer; none for prims3).
    assert.is(shown.variant, (rom.variants?.length ?? 0) >= 2, `${rom.name}: a Variant menu exactly when it has variants to choose from`);
    menus.add(shown.variant);
    const file = readFileSync(join(host.dir, 'home', `${rom.name}.png`));
    assert.is(file[24], 4, `${rom.name}: a 4-bit indexed PNG (IHDR bit depth, docs/BENCH.md figure 9)`);
    // The canvas against the card's PNG as the home page shows it (decoded as is, no colour
    // conversion), compared in the page: the canvas's 1.2 MB of RGBA sent over to Node instead
    // cost ~0.6 s of CPU a ROM.
    const screen = await p.page.evaluate(async (png) => {
      const c = document.getElementById('screen') as HTMLCanvasElement;
      const rgba = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const res = await fetch(png);
      if (!res.ok) throw new Error(`${png}: ${res.status}`);
      const bitmap = await createImageBitmap(await res.blob(), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const card = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let differ = 0;
      if (card.length === rgba.length) for (let j = 0; j < rgba.length; j += 4) if (rgba[j] !== card[j] || rgba[j + 1] !== card[j + 1] || rgba[j + 2] !== card[j + 2]) differ++;
      return { size: [c.width, c.height], card: [bitmap.width, bitmap.height], differ };
    }, `home/${rom.name}.png`);
    assert.equal(screen.size, screen.card, rom.name);
    assert.is(screen.differ, 0, `${rom.name}: pixels differing from its card`);
    assert.equal(p.errors, [], rom.name);
  }
  assert.equal([...menus].sort(), [false, true], 'ROMs with a Variant menu and ROMs without');
  ctx.player = p; // the next test reads a ROM asset from this page
});

browser('play.html with each ROM (the page + its chunk) is within 70 KB gzip (docs/BENCH.md figure 9)', ({ host }) => {
  const [page, ...chunks] = host.playPayload;
  assert.is(page!.name, 'play.html');
  assert.ok(chunks.length >= ROMS.length - 1, 'a chunk per ROM');
  for (const c of chunks) assert.ok(page!.gzip + c.gzip <= 70 * 1024, `play.html + ${c.name}: ${page!.gzip} + ${c.gzip} B gzip > 70 KB`);
});

browser('each part of a ROM\'s code loaded on first use (REVERSI\'s engine: roms/reversi/engine.js) is within its own 12 KB gzip budget, beside the page\'s (docs/BENCH.md figure 9)', ({ host }) => {
  const parts = romPartFiles();
  assert.ok(parts.length > 0);
  for (const file of parts) {
    const gzip = gzipSync(readFileSync(join(host.dir, file)), { level: 9 }).length;
    assert.ok(gzip <= 12 * 1024, `${file}: ${gzip} B gzip > 12 KB`);
  }
});

browser('each ROM asset is within its own 110 KB gzip budget, served and unzipped by the page as the program loads it (docs/BENCH.md figure 9)', async (ctx) => {
  const { host } = ctx;
  for (const asset of ROM_ASSETS) {
    const bytes = readFileSync(join(host.dir, 'roms', asset));
    const gzip = asset.endsWith('.gz') ? bytes.length : gzipSync(bytes, { level: 9 }).length;
    assert.ok(gzip <= 110 * 1024, `roms/${asset}: ${gzip} B gzip > 110 KB`);
  }
  // A player page of the build (the every-ROM test's last, or a new one where that failed): the
  // asset is fetched as the program fetches it, from the page's origin.
  const p = ctx.player ?? (await openPage(host, 'play.html?rom=reversi&test=step', 'mode12h'));
  ctx.player = undefined;
  const head = await p.page.evaluate(async (name) => {
    const res = await fetch(`roms/${name}`);
    const text = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
    return String.fromCharCode(...new Uint8Array(text, 0, 4));
  }, ROM_ASSETS[0]!);
  assert.is(head, 'RVP3', 'the packed weights (roms/reversi/engine/patterns.ts)');
  assert.equal(p.errors, []);
  await p.close();
});

browser('play.html?rom=nosuch says there is no such program, without Tetris\'s title and keys', async ({ host }) => {
  const p = await openPage(host, 'play.html?rom=nosuch&test=step', 'document');
  await waitUntil(p.page, () => document.getElementById('status')?.textContent?.startsWith('Cannot start'));
  const shown = await playerShown(p.page);
  assert.match(shown.status!, /^Cannot start: no such program "nosuch" \(this player has: [a-z0-9, -]+\)$/);
  assert.is(shown.title, 'NOSUCH');
  assert.is(shown.keys, '');
  assert.is(shown.study, false);
  assert.equal(p.errors, [], 'said on the page, not an uncaught error');
  await p.close();
});

browser('the manifest is valid and linked from every page; its icons are the sizes it says', async ({ host }) => {
  for (const page of ['index.html', 'play.html', 'home.html']) {
    const html = await (await fetch(`${host.server.url}${page}`)).text();
    assert.match(html, '<link rel="manifest" href="manifest.webmanifest">', page);
    assert.match(html, '<meta name="theme-color" content="#000000">', page);
  }
  const res = await fetch(`${host.server.url}manifest.webmanifest`);
  assert.is(res.headers.get('content-type'), 'application/manifest+json');
  const m = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string }[] };
  assert.ok(m.name && m.short_name.length <= 12);
  assert.is(m.display, 'standalone');
  assert.match(m.theme_color, /^#[0-9a-f]{6}$/);
  assert.is((await fetch(new URL(m.start_url, res.url))).status, 200, 'start_url is served');
  assert.equal(m.icons.map((i) => i.sizes), ['192x192', '512x512']);
  for (const icon of m.icons) {
    const png = PNG.sync.read(Buffer.from(await (await fetch(new URL(icon.src, res.url))).arrayBuffer()));
    assert.is(`${png.width}x${png.height}`, icon.sizes);
    assert.is(icon.type, 'image/png');
  }
  // Chromium reads it as the page's manifest, without errors (the screenshots need not have loaded).
  const p = await openPage(host, 'home.html', 'document');
  const cdp = await p.context.newCDPSession(p.page);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest' as never)) as { url: string; errors: unknown[]; data: string };
  assert.match(url, /manifest\.webmanifest$/);
  assert.equal(errors, []);
  assert.is(JSON.parse(data).short_name, 'mode12h');
  await p.close();
});

browser('with the service worker installed, the pages load and play offline', async (ctx) => {
  const { host } = ctx;
  const p = await openPageWithServiceWorker(host, '?test=step&tod=12:34:56', 'mode12h');
  const { page, context } = p;
  await page.evaluate(() => navigator.serviceWorker.ready);
  await waitUntil(page, () => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  assert.is(await page.evaluate(() => fetch('index.html').then(() => 'online', () => 'offline')).catch(() => 'offline'), 'online', 'the worker answers from its cache');
  // Cached whole: the page's policy comes with it.
  assert.match(await page.evaluate(() => fetch('index.html').then((r) => r.headers.get('content-security-policy') ?? '')), "script-src 'self' 'sha256-");
  // What a program loads on first use is precached too: REVERSI's engine and its weights.
  for (const file of [...romPartFiles(), ...ROM_ASSETS.map((a) => `roms/${a}`)]) assert.ok(await page.evaluate((f) => fetch(f).then((r) => r.ok), file), `${file} offline`);
  await page.reload();
  await waitForGlobal(page, 'mode12h');
  await page.evaluate(() => (window as unknown as { mode12h: { advance(ms: number): void } }).mode12h.advance(1500));
  assert.equal(await hook(page), { state: 'running', title: 'TETRIS' });
  for (const path of ['play.html?rom=hello&test=step', 'study.html', 'home.html']) {
    await page.goto(`${host.server.url}${path}`);
    assert.ok((await page.title()).startsWith('mode12h'), `${path} offline: ${await page.title()}`);
  }
  assert.is(await page.evaluate(() => document.images.length), ROMS.length);
  await allShots(page); // every screenshot, offline too
  await context.setOffline(false);
  assert.equal(p.errors, []);
  ctx.installed = p;
});

browser('a new build replaces the cache: new worker, new cache, the old one deleted', async (ctx) => {
  const { host } = ctx;
  // The build installed: the offline test's page (or a new one where it failed).
  const p = ctx.installed ?? (await openPageWithServiceWorker(host, '?test=step', 'mode12h'));
  ctx.installed = undefined;
  const { page } = p;
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cacheNames = () => page.evaluate(() => globalThis.caches.keys());
  const before = await cacheNames();
  assert.is(before.length, 1);
  // A changed file is a new build: its worker says so in its version.
  appendFileSync(join(host.dir, 'favicon.svg'), '\n<!-- rebuilt -->\n');
  const version = await writeServiceWorker(process.cwd(), host.dir);
  assert.is.not(`mode12h-${version}`, before[0]);
  // The new worker installs (its own cache), activates, and deletes the old cache: its state is
  // "activated" once its activate handler's work is done (or "redundant" if it failed).
  const state = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    await registration.update();
    const worker = registration.installing ?? registration.waiting ?? registration.active!;
    const until = performance.now() + 30_000;
    while (worker.state !== 'activated' && worker.state !== 'redundant' && performance.now() < until) {
      await new Promise((changed) => {
        worker.addEventListener('statechange', changed, { once: true });
        setTimeout(changed, until - performance.now());
      });
    }
    return worker.state;
  });
  assert.is(state, 'activated', 'the new worker');
  assert.equal(await cacheNames(), [`mode12h-${version}`]);
  const favicon = await page.evaluate(() => caches.match('favicon.svg').then((r) => r!.text()));
  assert.match(favicon, 'rebuilt', `the cache holds the new build: ${favicon}`);
  assert.equal(p.errors, []);
  await p.close();
});

browser('the home page works opened from disk (file://), as the player does', async ({ host }) => {
  const context = await host.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(pathToFileURL(join(host.dir, 'home.html')).href);
  await allShots(page);
  assert.is(await page.evaluate(() => document.querySelectorAll('.card[data-rom]').length), ROMS.length);
  await click(page, '.card[data-rom="tetris"] a');
  await waitUntil(page, () => location.pathname.endsWith('/index.html') && document.getElementById('status')?.textContent !== 'Starting…');
  assert.is((await playerShown(page)).title, 'TETRIS');
  // The player's save states load from disk too (files.js is a classic script).
  await click(page, 'button[aria-keyshortcuts="Control+S"]');
  await waitUntil(page, () => /^State saved/.test(document.getElementById('disk-note')?.textContent ?? ''));
  // So does a ROM chunk of play.html (roms/<name>.js, a classic script too).
  await page.goto(`${pathToFileURL(join(host.dir, 'play.html')).href}?rom=reversi&test=step`);
  await waitForGlobal(page, 'mode12h');
  assert.equal(await hook(page), { state: 'running', title: 'REVERSI' });
  assert.equal(errors, []);
  await context.close();
});

browser('"Open a .C file" on the home page: the player opens on the program, compiled from source, a folder\'s too; another file is refused', async ({ host }) => {
  const p = await openPage(host, 'home.html', 'document'); // (its screenshots play no part)
  await p.page.setInputFiles('#open-c-file', { name: 'NOTES.TXT', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  assert.is(await p.page.evaluate(() => document.getElementById('open-c-note')!.textContent), 'NOTES.TXT is not a .C file, a zip or a folder');
  assert.ok(p.page.url().endsWith('/home.html'), 'still home');
  // a folder picked (webkitdirectory): its C files linked, its level on C: (test/browser/c-player.test.ts has its zip)
  await p.page.setInputFiles('#open-c-folder', 'test/fixtures/GAME');
  await p.page.waitForURL(/index\.html\?rom=c%3AGAME%2F$/);
  await waitUntil(p.page, () => document.getElementById('title')?.textContent === 'PLAY');
  assert.match(await p.page.title(), /PLAY\.C \(compiled from C\)/);
  assert.equal(p.errors, []);
  await p.close();
});

browser.run();
