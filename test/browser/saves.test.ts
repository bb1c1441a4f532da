/**
 * Save states in the player, in a real Chromium: play, save (Ctrl+S: the moment it is pressed, though
 * the save-state code arrives later), play on, restore from the
 * States dialog — the screen is the saved one, pixel for pixel, and the game it replaced is kept;
 * a downloaded `.m12h` restores headless to the same screen and, dropped on the page, in the
 * page; a malformed file is refused in words and changes nothing.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { romByName } from '../../roms/index.ts';
import { mountDrive } from '../../runtime/dos/drive.ts';
import { readSnapshot, restoreSnapshot, type NewSession } from '../../src/web/saves/snapshot.ts';
import { Session } from '../../src/web/session.ts';
import { canvasIndices, downloadBytes, openPlayer, waitForGlobal, waitUntil, hostSuite } from '../support/browser.ts';

const advance = (page: Page, ms: number): Promise<void> => page.evaluate((n) => (window as unknown as { mode12h: { advance(ms: number): void } }).mode12h.advance(n), ms);
const note = (page: Page) => page.locator('#disk-note').textContent();

async function tap(page: Page, key: string, hold = 40, after = 200): Promise<void> {
  await page.keyboard.down(key);
  await advance(page, hold);
  await page.keyboard.up(key);
  await advance(page, after);
}

const newSession: NewSession<Session> = (power, disk) => {
  const s = new Session({ ...power, rom: romByName(power.rom) }, { exit() {}, crash(e) { throw e; } });
  mountDrive(s.machine, { load: () => disk, commit() {} });
  return s;
};

const browser = hostSuite('save states');

browser('save, play on, restore: the saved screen comes back exactly; the replaced game is kept', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&tod=12:34:56&scale=crisp');
  const { page } = p;
  await page.click('#surface');
  await advance(page, 1000);
  await tap(page, 'p');
  for (const k of ['ArrowLeft', 'ArrowUp', 'Space', 'ArrowRight', 'ArrowRight', 'Space']) await tap(page, k, 40, 400);
  const saved = await canvasIndices(page);
  const savedAt = await page.evaluate(() => (window as unknown as { mode12h: { nowMs(): number } }).mode12h.nowMs());
  // The save is of this moment, though files.js is still on its way and the game goes on meanwhile.
  await page.keyboard.press('Control+s');
  await advance(page, 700);
  await waitUntil(page, () => /State saved at 0:0\d played/.test(document.getElementById('disk-note')?.textContent ?? ''));
  assert.match((await note(page)) ?? '', `State saved at 0:0${Math.floor(savedAt / 1000)} played`);

  for (const k of ['ArrowLeft', 'ArrowLeft', 'Space', 'ArrowUp', 'Space']) await tap(page, k, 40, 600);
  await advance(page, 3000);
  const later = await canvasIndices(page);
  assert.not.equal(later, saved, 'the game moved on');

  await page.keyboard.press('Control+o');
  const rows = page.locator('#states li');
  await rows.first().waitFor();
  assert.is(await rows.count(), 1);
  await rows.first().getByRole('button', { name: 'Restore' }).click();
  await waitUntil(page, () => /^Restored /.test(document.getElementById('disk-note')?.textContent ?? ''));
  assert.equal(await canvasIndices(page), saved, 'the restored screen is the saved one');
  assert.is(await page.locator('#states').evaluate((d) => (d as HTMLDialogElement).open), false);

  // It plays on from there, and the game it replaced is kept as a state of its own.
  await tap(page, 'Space');
  assert.not.equal(await canvasIndices(page), saved);
  await page.keyboard.press('Control+o');
  await waitUntil(page, () => document.querySelectorAll('#states li').length === 2);
  assert.match((await rows.first().textContent()) ?? '', 'before restore');
  assert.equal(p.errors, []);
  assert.equal(p.foreign, []);
  await p.close();
});

browser('a downloaded .m12h restores headless and, dropped on the page, in the page; a bad file changes nothing', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&tod=01:02:03&scale=crisp');
  const { page } = p;
  await page.click('#surface');
  await advance(page, 800);
  await tap(page, 'p');
  for (const k of ['ArrowRight', 'ArrowUp', 'Space']) await tap(page, k, 40, 500);
  await page.click('text=States…');
  await page.locator('#states').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=Download now')]);
  assert.match(download.suggestedFilename(), /^tetris-\d{8}-\d{6}\.m12h$/);
  const text = Buffer.from(await downloadBytes(download)).toString('utf8');
  const saved = await canvasIndices(page);
  const headless = restoreSnapshot(readSnapshot(text, 'downloaded.m12h'), newSession, 'downloaded.m12h');
  assert.equal(headless.machine.vga.visual, saved, 'headless, the file gives the screen the page showed');
  await page.click('text=Close');

  await page.click('#surface');
  await tap(page, 'Space', 40, 2000);
  const moved = await canvasIndices(page);
  const drop = (name: string, body: string) =>
    page.evaluate(([n, b]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([b!], n!, { type: 'application/json' }));
      document.getElementById('surface')!.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, [name, body]);

  await drop('bad.m12h', '{"format":"mode12h-snapshot","version":1}');
  await waitUntil(page, () => /^Not restored/.test(document.getElementById('disk-note')?.textContent ?? ''));
  assert.match((await note(page)) ?? '', 'Not restored, the game is unchanged: bad.m12h: "savedAt" is not a date');
  assert.equal(await canvasIndices(page), moved, 'a refused file changes nothing');

  const tampered = text.replace(/"hash": "[0-9a-f]{16}"/, '"hash": "0000000000000000"');
  await drop('tampered.m12h', tampered);
  await waitUntil(page, () => /tampered\.m12h: the restored screen differs/.test(document.getElementById('disk-note')?.textContent ?? ''));
  assert.equal(await canvasIndices(page), moved);

  await drop('good.m12h', text);
  await waitUntil(page, () => /^Restored good\.m12h/.test(document.getElementById('disk-note')?.textContent ?? ''));
  assert.equal(await canvasIndices(page), saved);
  assert.equal(p.errors, []);
  assert.equal(p.foreign, []);
  await p.close();
});

browser('the C: drive comes back as it was at the saved moment, and is stored so', async ({ host }) => {
  // roms/runs counts its power-ons in RUNS.TXT (and logs them in LOG.TXT), then ends.
  const p = await openPlayer(host, '?test=step&rom=runs&scale=crisp');
  const { page } = p;
  const disk = () => page.evaluate(() => (window as unknown as { mode12h: { disk(): [string, string][] } }).mode12h.disk());
  const stored = () => page.evaluate(() => (window as unknown as { mode12h: { diskSaved(): Promise<void> } }).mode12h.diskSaved());
  const one = [['LOG.TXT', 'run 1\r\n'], ['RUNS.TXT', '1\r\n']];
  await waitUntil(page, () => (window as unknown as { mode12h: { state(): string } }).mode12h.state() === 'exited');
  await stored();
  assert.equal(await disk(), one);
  const saved = await canvasIndices(page);
  await page.click('text=Save state');
  await waitUntil(page, () => /^State saved/.test(document.getElementById('disk-note')?.textContent ?? ''));
  await page.click('#restart');
  assert.equal((await disk())[1], ['RUNS.TXT', '2\r\n']);
  await page.click('text=States…');
  await page.locator('#states li').first().getByRole('button', { name: 'Restore' }).click();
  await waitUntil(page, () => /^Restored /.test(document.getElementById('disk-note')?.textContent ?? ''));
  assert.equal(await disk(), one, 'the drive as the saved program left it');
  assert.equal(await canvasIndices(page), saved);
  await stored();
  await page.reload();
  await waitForGlobal(page, 'mode12h');
  await waitUntil(page, () => (window as unknown as { mode12h: { disk(): [string, string][] } }).mode12h.disk()[1]?.[1] === '2\r\n');
  assert.equal(await disk(), [['LOG.TXT', 'run 1\r\nrun 2\r\n'], ['RUNS.TXT', '2\r\n']], 'the restored drive was stored: the next power-on reads it');
  assert.equal(p.errors, []);
  await p.close();
});

browser('a crashed program has no state to save: said, nothing kept', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=crash-test');
  await p.page.click('text=Save state');
  await waitUntil(p.page, () => /^Not saved/.test(document.getElementById('disk-note')?.textContent ?? ''));
  assert.match((await note(p.page)) ?? '', 'Not saved: the program has crashed: there is no state to save');
  await p.page.keyboard.press('Control+o');
  await p.page.locator('#states li').first().waitFor();
  assert.match((await p.page.locator('#states li').first().textContent()) ?? '', 'No saved states yet');
  await p.close();
});

browser('what a test stores is gone for the next test, though its browser context is kept', async ({ host }) => {
  const stored = () => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookies: document.cookie.length,
  });
  const a = await openPlayer(host, '?test=step');
  await a.page.evaluate(async () => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1';
    await (await caches.open('left')).put('/left', new Response('1'));
    await new Promise((done) => (indexedDB.open('left').onsuccess = done));
  });
  await a.close();
  const b = await openPlayer(host, '?test=step');
  assert.is(b.context, a.context, 'the context is the one kept');
  assert.equal(await b.page.evaluate(stored), { localStorage: 0, sessionStorage: 0, cookies: 0 });
  const [databases, cacheNames] = await b.page.evaluate(async () => [(await indexedDB.databases()).map((d) => d.name), await caches.keys()]);
  assert.not.ok(databases!.includes('left'), `the closed test's database is gone: ${databases}`);
  assert.equal(cacheNames, []);
  await b.close();
});

browser.run();
