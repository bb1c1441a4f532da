/**
 * The player's "Open a .C file" in a real Chromium: a C program of our own (test/fixtures) is
 * compiled in the page and runs, under the player's CSP (blob: modules, no eval); a broken one
 * shows its compile error on the screen and in the status line. The compiler arrives in its own
 * file (c-player.js), only when a .C file is opened.
 */
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { storeKey } from '../../src/web/c-keep.ts';
import { writeZip } from '../../src/shared/zip.ts';
import { deflatedZip } from '../support/deflated-zip.ts';
import { openPage, openPageWithServiceWorker, openPlayer, textOf, waitForVisible, waitUntil, hostSuite, type PlayerHost, type PlayerPage } from '../support/browser.ts';

/** page: the page a test leaves for the next one (cPage). */
const t = hostSuite<{ page?: PlayerPage }>('player: open a .C file');

/**
 * Open `file` with "Open a .C file" as a user does, from the page the test before left (a C
 * program's, as a user opens one program after another), or from a new player page where there
 * is none (the first test, or the one before failed): a new player page and its close cost ~0.6 s
 * of Chromium's CPU, five times a run before.
 */
async function openC(ctx: { host: PlayerHost; page?: PlayerPage }, file: string): Promise<PlayerPage> {
  const p = ctx.page ?? (await openPlayer(ctx.host, '?test=step&scale=crisp'));
  ctx.page = undefined;
  const name = file.slice(file.lastIndexOf('/') + 1);
  await p.page.setInputFiles('#c-open', file);
  await p.page.waitForURL(new RegExp(`rom=c%3A${name.replace('.', '\\.')}`));
  return p;
}

/** The RGB of screen pixel (x, y) as the canvas shows it. */
const pixel = (page: Page, x: number, y: number): Promise<number[]> =>
  page.evaluate(([px, py]) => {
    const c = document.getElementById('screen') as HTMLCanvasElement;
    return Array.from(c.getContext('2d')!.getImageData(px!, py!, 1, 1).data.slice(0, 3));
  }, [x, y]);

t('HELLO.C: picked, compiled in the page, runs; its name shows; a key ends it', async (ctx) => {
  // From the player's own page (Tetris): the compiler is not in it.
  const p = await openPlayer(ctx.host, '?test=step&scale=crisp');
  const requests: string[] = [];
  p.page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await openC({ ...ctx, page: p }, 'test/fixtures/HELLO.C');
  await waitUntil(p.page, () => (window as unknown as { mode12h?: object }).mode12h !== undefined);
  assert.ok(requests.includes('/c-player.js'), 'the compiler came in its own file');
  // c-player.js ran in place of the player's own script, which was neither compiled nor run
  // (src/web/c-player-build.mjs): one bundle evaluated, one `script` mark
  assert.is(await p.page.evaluate(() => performance.getEntriesByName('mode12h:script').length), 1, 'only c-player.js ran');
  assert.is(await p.page.evaluate(() => document.querySelector('script[type="text/plain"]')?.textContent?.startsWith('<script type="module">')), true, 'the player\'s script is inert text');
  assert.is(await textOf(p.page, 'title'), 'HELLO');
  assert.match(await p.page.title(), /HELLO\.C \(compiled from C\)/);
  await p.page.evaluate('window.mode12h.advance(100)');
  assert.is(await p.page.evaluate('window.mode12h.state()'), 'running', 'waiting in getch()');
  assert.equal(await pixel(p.page, 150, 125), [255, 85, 85], 'the LIGHTRED bar');
  assert.equal(await pixel(p.page, 50, 50), [0, 0, 0]);
  await p.page.evaluate(() => document.getElementById('surface')!.focus());
  await p.page.keyboard.press('Enter');
  await p.page.evaluate('window.mode12h.advance(100)');
  assert.is(await p.page.evaluate('window.mode12h.state()'), 'exited');
  assert.equal(p.errors, []);
  assert.equal(p.foreign.filter((u) => !u.startsWith('blob:')), []);
  p.page.removeAllListeners('request');
  ctx.page = p;
});

t('MODE13H.C: mode 13h on the canvas, 320×200, each index in its DAC colour (6 bits made 8 as DOSBox shows them)', async (ctx) => {
  const p = await openC(ctx, 'test/fixtures/MODE13H.C');
  await waitUntil(p.page, () => (window as unknown as { mode12h?: object }).mode12h !== undefined);
  await p.page.evaluate('window.mode12h.advance(100)');
  assert.equal(await p.page.evaluate(() => { const c = document.getElementById('screen') as HTMLCanvasElement; return [c.width, c.height]; }), [320, 200]);
  assert.equal(await pixel(p.page, 150, 75), [255, 130, 4], 'entry 200 as set: 63 32 1');
  assert.equal(await pixel(p.page, 5, 10), [255, 0, 0], 'entry 40 of the default 256: 3F 00 00');
  assert.equal(await pixel(p.page, 5, 20), [0, 0, 0]);
  await p.page.evaluate(() => document.getElementById('surface')!.focus());
  await p.page.keyboard.press('Enter');
  await p.page.evaluate('window.mode12h.advance(100)');
  assert.equal(await p.page.evaluate(() => { const c = document.getElementById('screen') as HTMLCanvasElement; return [c.width, c.height]; }), [640, 400], 'text mode again');
  assert.equal(p.errors, []);
  ctx.page = p;
});

t('VGALO.C: a 640×200 mode on a canvas of its 200 rows, drawn twice as high (each row twice, as DOSBox shows it)', async (ctx) => {
  const p = await openC(ctx, 'test/fixtures/VGALO.C');
  await waitUntil(p.page, () => (window as unknown as { mode12h?: object }).mode12h !== undefined);
  await p.page.evaluate('window.mode12h.advance(100)');
  const size = await p.page.evaluate(() => { const c = document.getElementById('screen') as HTMLCanvasElement; return [c.width, c.height, parseFloat(c.style.width) / parseFloat(c.style.height)]; });
  assert.equal(size, [640, 200, 1.6]);
  assert.equal(await pixel(p.page, 150, 100), [255, 85, 85], 'the LIGHTRED bar');
  assert.equal(p.errors, []);
  ctx.page = p;
});

t('FAULT.C: the crash names file, line and C function as on Node (the program\'s own record, not the stack text)', async (ctx) => {
  const p = await openC(ctx, 'test/fixtures/FAULT.C');
  await waitForVisible(p.page, '#overlay:not([hidden])');
  // test/unit/cc-errors.test.ts expects the same text from the same file on Node
  const text = (await textOf(p.page, 'overlay-text'))!;
  assert.is(text.split('\n')[0], readFileSync('test/fixtures/FAULT.CRASH', 'latin1').trim());
  assert.match(text, /press Enter to run it again/);
  ctx.page = p;
});

/**
 * A program of several files (test/fixtures/GAME), as a user zips its folder: two C files linked
 * (main in the second by name), a header in a subfolder, a level in another; what it writes lands
 * on the disk beside them.
 */
const GAME: Record<string, string> = Object.fromEntries(
  ['PLAY.C', 'MOVES.C', 'inc/GAME.H', 'data/LEVEL.DAT', 'README.TXT'].map((n) => [`game/${n}`, readFileSync(`test/fixtures/GAME/${n}`, 'latin1')]),
);

/** The zip of `files`, deflated as a user's zip tool writes it (the page inflates it: DecompressionStream), or stored. */
const zipOf = (files: Record<string, string>, deflate = false): Buffer =>
  Buffer.from((deflate ? deflatedZip : writeZip)(Object.entries(files).map(([name, text]) => ({ name, bytes: Buffer.from(text, 'latin1'), date: 0x21, time: 0 }))));

t('GAME.ZIP: its C files compiled and linked, the header from its subfolder, its level on C:, what it writes kept on the disk', async (ctx) => {
  const p = ctx.page ?? (await openPlayer(ctx.host, '?test=step&scale=crisp'));
  ctx.page = undefined;
  // the program's disk (named after PLAY.C) already holds a README.TXT of the user's: it stays
  await p.page.evaluate(() => new Promise((done, fail) => {
    const r = indexedDB.open('mode12h-disk', 1);
    r.onupgradeneeded = () => { r.result.createObjectStore('files', { keyPath: ['rom', 'name'] }); r.result.createObjectStore('meta', { keyPath: 'rom' }); };
    r.onsuccess = () => {
      const tx = r.result.transaction('files', 'readwrite');
      tx.objectStore('files').put({ rom: 'play', name: 'README.TXT', bytes: new TextEncoder().encode('mine\n'), attr: 0x20, date: 0x21, time: 0 });
      tx.oncomplete = () => { r.result.close(); done(undefined); };
      tx.onerror = () => fail(tx.error);
    };
    r.onerror = () => fail(r.error);
  }));
  await p.page.setInputFiles('#c-open', { name: 'GAME.ZIP', mimeType: 'application/zip', buffer: zipOf(GAME, true) });
  await p.page.waitForURL(/rom=c%3AGAME\.ZIP/);
  await waitUntil(p.page, () => (window as unknown as { mode12h?: object }).mode12h !== undefined);
  assert.is(await textOf(p.page, 'title'), 'PLAY', 'named after the file with main');
  await p.page.evaluate('window.mode12h.diskLoaded()');
  await p.page.evaluate('window.mode12h.advance(100)');
  assert.is(await p.page.evaluate('window.mode12h.state()'), 'running', 'waiting in getch()');
  assert.equal(await pixel(p.page, 150, 125), [255, 85, 85], 'LEVEL.DAT\'s colour 12, LIGHTRED');
  assert.equal(await pixel(p.page, 199, 125), [255, 85, 85], 'add(100, 1) = 200 wide: MOVES.C linked, WIDE from INC\\GAME.H');
  assert.equal(await pixel(p.page, 201, 125), [0, 0, 0]);
  const disk = new Map(await p.page.evaluate('window.mode12h.disk()') as [string, string][]);
  assert.is(disk.get('DATA\\LEVEL.DAT'), '12\n');
  assert.is(disk.get('SCORE.TXT'), '200\r\n', 'written by the program');
  assert.ok(disk.has('MOVES.C') && disk.has('INC\\GAME.H'), 'the zip\'s files, as DOS shows the folder');
  assert.is(disk.get('README.TXT'), 'mine\n', 'the disk\'s own file, not the zip\'s');
  assert.is(await p.page.evaluate('window.mode12h.diskNote()'), 'GAME.ZIP: the disk\'s own README.TXT kept (GAME.ZIP holds another; Import disk to replace the disk)');
  assert.equal(p.errors, []);
  ctx.page = p;
});

t('a zip whose C file does not compile: TCC\'s message, the file and line in that file with a caret (a zip with no C file: test/unit/zip.test.ts)', async (ctx) => {
  const p = ctx.page ?? (await openPlayer(ctx.host, '?test=step&scale=crisp'));
  ctx.page = undefined;
  const broken = { ...GAME, 'game/MOVES.C': '#include "INC\\GAME.H"\nint add(int a, int b)\n{\n  return a + b * WIDE\n}\n' };
  await p.page.setInputFiles('#c-open', { name: 'BROKEN.ZIP', mimeType: 'application/zip', buffer: zipOf(broken) });
  await p.page.waitForURL(/rom=c%3ABROKEN\.ZIP/);
  await waitForVisible(p.page, '#overlay:not([hidden])');
  assert.match((await textOf(p.page, 'overlay-text'))!, /^Cannot start: Error moves\.c 5: Return statement missing ; in function add\n/);
  assert.is(await textOf(p.page, 'title'), 'BROKEN');
  assert.is(await textOf(p.page, 'overlay-source'), 'MOVES.C 5: }\n           ^');
  assert.equal(p.errors, []);
  ctx.page = p;
});

t('BROKEN.C: the compile error in TCC\'s words, its source line with a caret, under its own name', async (ctx) => {
  // (opened from the crashed FAULT.C's page: the page names BROKEN, not the program before)
  const p = await openC(ctx, 'test/fixtures/BROKEN.C');
  await waitForVisible(p.page, '#overlay:not([hidden])');
  const text = (await textOf(p.page, 'overlay-text'))!;
  assert.is(text, 'Cannot start: Error broken.c 6: Declaration syntax error in function main\n*** 1 errors in Compile ***'); // TCC's words (tcc-messages DS1)
  assert.is(await textOf(p.page, 'status'), text);
  // the line TCC names (the statement after the one missing its ;), the caret under its first token
  assert.is(await textOf(p.page, 'overlay-source'), 'BROKEN.C 6:     x++;\n                ^');
  // the page names this program, not the one it showed before
  assert.is(await textOf(p.page, 'title'), 'BROKEN');
  assert.is(await textOf(p.page, 'keys-help'), '');
  assert.is(await p.page.title(), 'mode12h — BROKEN.C (does not compile)');
  assert.equal(p.errors, [], 'no uncaught error in the page');
  await p.close();
});

t('?strict: Turbo C++\'s // is an error, as TCC 2.0 reports it', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&strict');
  await p.page.setInputFiles('#c-open', { name: 'CPP.C', mimeType: 'text/plain', buffer: Buffer.from('main()\n{\n  int a;\n  a = 1; // one\n}\n') });
  await p.page.waitForURL(/rom=c%3ACPP\.C/);
  await waitForVisible(p.page, '#overlay:not([hidden])');
  assert.match((await textOf(p.page, 'overlay-text'))!, /^Cannot start: Error cpp\.c 4: Expression syntax in function main/);
  assert.is(await textOf(p.page, 'overlay-source'), 'CPP.C 4:   a = 1; // one\n                  ^');
  assert.equal(p.errors, []);
  await p.close();
});

t('the player\'s own page: a zip too big for the tab says so and stays; a folder dropped on it (a space in its name, a long name, nested folders) opens its program', async (ctx) => {
  const p = await openPlayer(ctx.host, '?test=step&scale=crisp');
  // 6 MB of data files zipped: more than sessionStorage holds (keepCFile: 5.2 MB fit)
  await p.page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(6_000_000)], 'BIG.ZIP'));
    document.getElementById('surface')!.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await waitForVisible(p.page, '#overlay:not([hidden])');
  assert.is(await textOf(p.page, 'overlay-text'), 'BIG.ZIP: 6000000 bytes, more than this tab can keep (a browser\'s tab keeps about 5 MB): leave its largest files out, and give them to the program with Import disk');
  assert.match(p.page.url(), /\?test=step&scale=crisp$/, 'still Tetris\'s page');
  // A folder as Chromium gives a drop of one (webkitGetAsEntry): a DataTransfer made in the page
  // cannot hold one, so the event carries a stand-in with the entries' API
  await p.page.evaluate((files) => {
    type Node = { [name: string]: Node | string };
    const entry = (name: string, node: Node | string): object => typeof node === 'string'
      ? { isDirectory: false, name, file: (ok: (f: File) => void) => ok(new File([node], name)) }
      : { isDirectory: true, name, createReader: () => { let read = false; return { readEntries: (ok: (e: object[]) => void) => { ok(read ? [] : Object.entries(node).map(([n, v]) => entry(n, v))); read = true; } }; } };
    const tree: Node = {};
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      let at = tree;
      for (const dir of parts.slice(0, -1)) at = (at[dir] ??= {}) as Node;
      at[parts.at(-1)!] = text;
    }
    const e = new DragEvent('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(e, 'dataTransfer', { value: { items: [{ webkitGetAsEntry: () => entry('my game', tree) }], files: [] } });
    document.getElementById('surface')!.dispatchEvent(e);
  }, Object.fromEntries(Object.entries({ ...GAME, 'game/data/a long name.txt': 'x' }).map(([n, text]) => [n.replace(/^game\//, ''), text])));
  await p.page.waitForURL(/rom=c%3Amy\+game%2F/);
  await waitUntil(p.page, () => (window as unknown as { mode12h?: object }).mode12h !== undefined);
  assert.is(await textOf(p.page, 'title'), 'PLAY', 'named after the file with main');
  await p.page.evaluate('window.mode12h.diskLoaded()');
  await p.page.evaluate('window.mode12h.advance(100)');
  assert.equal(await pixel(p.page, 199, 125), [255, 85, 85], 'its level and both C files, as from GAME.ZIP');
  assert.is(await p.page.evaluate('window.mode12h.diskNote()'), 'my game/: data/a long name.txt: left out (not an 8.3 DOS name)');
  assert.equal(p.errors, []);
  ctx.page = p;
});

t('a program this tab never opened is named, not a blank page', async (ctx) => {
  // A page that cannot start sets no test hook: it is ready once its overlay is in the document
  // (an element's id names it on window). In the tab the test before left (it never opened GONE.C):
  // a new page and its close cost ~0.6 s of Chromium's CPU.
  const path = '?test=step&rom=c:GONE.C';
  const p = ctx.page ?? (await openPage(ctx.host, path, 'overlay'));
  ctx.page = undefined;
  if (p.page.url() !== `${ctx.host.server.url}${path}`) await p.page.goto(`${ctx.host.server.url}${path}`);
  await waitForVisible(p.page, '#overlay:not([hidden])');
  assert.match((await textOf(p.page, 'overlay-text'))!, /^Cannot start: GONE\.C is not open in this tab: open it again with "Open a \.C file"$/);
  await p.close();
});

t('a C program opened as the first page registers the offline worker (after its compile, past the load event)', async ({ host }) => {
  // The tab holds the program's text as "Open a .C file" leaves it (keepCFile), stored from a
  // static file of the origin, which registers no worker: the C program's page is the first to ask.
  // (Opened from the player's page, whose worker then had to be unregistered and the page
  // reloaded: a player load and the whole build's install more, ~2 s of Chromium's CPU.)
  const p = await openPageWithServiceWorker(host, 'favicon.svg', 'document');
  await p.page.evaluate(([key, text]) => sessionStorage.setItem(key!, text!), [storeKey('HELLO.C'), readFileSync('test/fixtures/HELLO.C', 'latin1')]);
  assert.is(await p.page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r === undefined)), true, 'no worker before the C program\'s page');
  await p.page.goto(`${host.server.url}?test=step&rom=${encodeURIComponent('c:HELLO.C')}`);
  await waitUntil(p.page, () => (window as unknown as { mode12h?: object }).mode12h !== undefined);
  assert.is(await textOf(p.page, 'title'), 'HELLO');
  // Registered, not installed: the install (the whole build cached) is the offline test's
  // (home.test.ts), and waiting for it (`ready`, within 10 s) failed at load ~40.
  const script = await p.page.evaluate(async () => {
    for (const until = performance.now() + 30_000; performance.now() < until; await new Promise((done) => setTimeout(done, 20))) {
      const r = await navigator.serviceWorker.getRegistration();
      const worker = r?.installing ?? r?.waiting ?? r?.active;
      if (worker) return new URL(worker.scriptURL).pathname;
    }
    return null;
  });
  assert.is(script, '/sw.js', 'sw.js registered by the C program\'s page');
  await p.close();
});

t.run();
