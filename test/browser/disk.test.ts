/**
 * The DOS disk in a real Chromium: each ROM's C: drive lives in IndexedDB, so a file a program
 * wrote in one power-on is there after a reload; the page exports and imports it as a zip, and
 * says so when another tab writes the same disk or a stored record is damaged; subdirectories
 * go through the import and the reload. The program is
 * roms/runs (RUNS.C: reads RUNS.TXT, writes it back plus one, appends to LOG.TXT), offered by the
 * tests' build; it runs to its end at power-on.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { readZip, writeZip } from '../../src/shared/zip.ts';
import { downloadBytes, openPlayer, waitForGlobal, waitUntil, hostSuite } from '../support/browser.ts';

interface Hook {
  disk(): [string, string][];
  diskNote(): string;
  diskSaved(): Promise<void>;
  diskLoaded(): Promise<void>;
  state(): string;
}
const hook = <T>(page: Page, fn: (h: Hook) => T | Promise<T>): Promise<T> =>
  page.evaluate(`(${fn.toString()})(window.mode12h)`) as Promise<T>;
const disk = (page: Page): Promise<[string, string][]> => hook(page, (h) => h.disk());
const note = (page: Page): Promise<string> => hook(page, (h) => h.diskNote());
const saved = (page: Page): Promise<void> => hook(page, (h) => h.diskSaved());
/** The page's player is there and has read the stored disk (restarting on it): then the drive is what the test reads. */
const ready = async (page: Page): Promise<unknown> => {
  await waitForGlobal(page, 'mode12h');
  return hook(page, (h) => h.diskLoaded());
};

const browser = hostSuite('browser disk');

browser('a file written in one power-on is there after a reload (IndexedDB), and again after a restart', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=runs');
  const { page } = p;
  assert.is(await hook(page, (h) => h.state()), 'exited');
  assert.equal(await disk(page), [['LOG.TXT', 'run 1\r\n'], ['RUNS.TXT', '1\r\n']]);
  await saved(page);
  await page.reload();
  await ready(page);
  assert.equal(await disk(page), [['LOG.TXT', 'run 1\r\nrun 2\r\n'], ['RUNS.TXT', '2\r\n']]);
  await page.click('#restart');
  assert.equal((await disk(page))[1], ['RUNS.TXT', '3\r\n']);
  assert.is(await note(page), '');
  assert.equal(p.errors, []);
  await p.close();
});

browser('export gives a zip of the drive; import replaces it and restarts on it; a bad zip changes nothing', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=runs');
  const { page } = p;
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  const zip = await readZip(await downloadBytes(download));
  assert.equal(zip.map((e) => [e.name, String.fromCharCode(...e.bytes)]), [['LOG.TXT', 'run 1\r\n'], ['RUNS.TXT', '1\r\n']]);
  assert.match(download.suggestedFilename(), /^runs-\d{8}-\d{6}-disk\.zip$/);
  // with a subfolder and an empty one: they come back after the reload below (IndexedDB keeps the tree)
  const mine = writeZip([{ name: 'runs.txt', bytes: Uint8Array.from('41\r\n', (c) => c.charCodeAt(0)), date: 0, time: 0 }, { name: 'data/level.txt', bytes: Uint8Array.of(49), date: 0, time: 0 }, { name: 'save/', bytes: new Uint8Array(0), date: 0, time: 0 }]);
  await page.setInputFiles('#zip', { name: 'mine.zip', mimeType: 'application/zip', buffer: Buffer.from(mine) });
  await waitUntil(page, () => (window as unknown as { mode12h: Hook }).mode12h.disk().length === 5 && (window as unknown as { mode12h: Hook }).mode12h.disk()[3]![1] === '42\r\n');
  const tree = [['DATA', ''], ['DATA\\LEVEL.TXT', '1'], ['LOG.TXT', 'run 42\r\n'], ['RUNS.TXT', '42\r\n'], ['SAVE', '']];
  assert.equal(await disk(page), tree); // the old LOG.TXT went with the import
  await page.setInputFiles('#zip', { name: 'bad.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await waitUntil(page, () => (window as unknown as { mode12h: Hook }).mode12h.diskNote() !== '');
  assert.match(await note(page), /^Import failed, the disk is unchanged: zip: not a zip file/);
  assert.equal(await disk(page), tree);
  await saved(page);
  await page.reload();
  await ready(page);
  assert.equal(await disk(page), [...tree.slice(0, 2), ['LOG.TXT', 'run 42\r\nrun 43\r\n'], ['RUNS.TXT', '43\r\n'], tree[4]!]);
  await p.close();
});

browser('two tabs writing one disk: the tab whose copy is stale is told; each file keeps its last write', async ({ host }) => {
  const a = await openPlayer(host, '?test=step&rom=runs');
  await saved(a.page);
  const b = await a.context.newPage();
  await b.goto(a.page.url());
  await ready(b);
  assert.equal((await disk(b))[1], ['RUNS.TXT', '2\r\n']);
  await saved(b);
  await a.page.click('#restart'); // A still holds RUNS.TXT = 1: it writes 2 over B's 2
  await saved(a.page);
  assert.match(await note(a.page), /^Another tab also writes this disk/);
  assert.is(await note(b), '');
  await b.close(); // the context, left with one page, is kept for the next test (a new one costs ~0.7 s of CPU)
  await a.close();
});

browser('a write the browser refuses (the transaction aborts, as on a full quota): the page says so; what was saved before is kept', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=runs');
  const { page } = p;
  await saved(page);
  // Every later put aborts its transaction (a quota error cannot be provoked on demand here:
  // Chromium's quota override did not make these writes fail).
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      const r = put.apply(this, args);
      this.transaction.abort();
      return r;
    };
  });
  await page.click('#restart');
  await saved(page);
  const said = await note(page);
  assert.match(said, /^Storage failed \(aborted\): RUNS\.TXT, LOG\.TXT not saved; the files saved before are kept/, said);
  await page.reload();
  await ready(page);
  assert.equal(await disk(page), [['LOG.TXT', 'run 1\r\nrun 2\r\n'], ['RUNS.TXT', '2\r\n']]);
  await p.close();
});

browser('a damaged stored record is left out with a note; the other files load', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=runs');
  const { page } = p;
  await saved(page);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const r = indexedDB.open('mode12h-disk');
        r.onsuccess = () => {
          const tx = r.result.transaction('files', 'readwrite');
          tx.objectStore('files').put({ rom: 'runs', name: 'BAD.DAT', bytes: 'not bytes', attr: 0, date: 0, time: 0 });
          tx.oncomplete = () => done();
        };
      }),
  );
  await page.reload();
  await ready(page);
  assert.match(await note(page), /^The stored disk has 1 damaged entry: left out/);
  assert.equal((await disk(page)).map(([n]) => n), ['LOG.TXT', 'RUNS.TXT']);
  await p.close();
});

browser.run();
