/**
 * Bad C in the player, opened as a user opens it ("Open a .C file"): a few programs of
 * test/fixtures/hostile (docs/HOSTILE.md, "Bad C") — two compile errors, a recursion too deep, a
 * loop that never waits, a program printing for ever, one waiting for a key that never comes.
 * Each shows one error naming its file and line (a compile error with its source line and a
 * caret) or keeps running, never a blank page nor an uncaught error; and what the user had stored
 * before (another program's files on its C: drive in IndexedDB, the page's settings) is intact
 * after all of them.
 *
 * Kept for `npm run test:all` (EVERY_CASE): UNDECL.C's compile error and FORSPIN.C's runaway loop
 * (its 67 108 864 passes ~1 s of Chromium's CPU). Their messages are the CLI's (test/e2e/hostile-c,
 * every program of tcc.json), and the page shows them as it shows CMTEOF.C's and RECURSE.C's,
 * which `npm test` runs.
 */
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HOLD_MS } from '../../src/web/c-program.ts';
import { EVERY_CASE, openPlayer, textOf, waitForGlobal, waitForVisible, hostSuite } from '../support/browser.ts';

const t = hostSuite('player: bad C');

/** Everything the origin keeps, a line each: localStorage's entries, every IndexedDB store's records. */
const stored = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const lines = Object.keys(localStorage).map((k) => `localStorage ${k} ${localStorage.getItem(k)}`);
    for (const { name } of (await indexedDB.databases()).sort((a, b) => String(a.name).localeCompare(String(b.name)))) {
      const db = await new Promise<IDBDatabase>((done) => (indexedDB.open(name!).onsuccess = (e) => done((e.target as IDBOpenDBRequest).result)));
      for (const store of [...db.objectStoreNames].sort()) {
        const all = await new Promise<unknown[]>((done) => (db.transaction(store).objectStore(store).getAll().onsuccess = (e) => done((e.target as IDBRequest<unknown[]>).result)));
        for (const record of all) lines.push(`${name} ${store} ${JSON.stringify(record)}`);
      }
      db.close();
    }
    return lines.sort();
  });

const open = async (page: Page, name: string): Promise<void> => {
  await page.setInputFiles('#c-open', { name, mimeType: 'text/plain', buffer: readFileSync(join('test', 'fixtures', 'hostile', name)) });
  await page.waitForURL(new RegExp(`rom=c%3A${name.replace('.', '\\.')}`));
};

t('compile errors, a crash, a runaway loop, endless printing and a wait for input: one clear error each or a live page, and the stored data kept', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=runs');
  const { page } = p;
  // the user's data: RUNS.C's files on its drive (IndexedDB), written at power-on
  await page.evaluate('window.mode12h.diskSaved()');
  const before = await stored(page);
  assert.ok(before.some((l) => l.includes('RUNS.TXT')), before.join('\n'));

  // compile errors: TCC's words, the line and a caret, under the program's own name
  await open(page, 'CMTEOF.C');
  await waitForVisible(page, '#overlay:not([hidden])');
  assert.is(await textOf(page, 'overlay-text'), 'Cannot start: Error cmteof.c 3: Unexpected end of file in comment started on line 4 in function main\n*** 1 errors in Compile ***');
  assert.is(await textOf(page, 'overlay-source'), 'CMTEOF.C 3:   int a;\n              ^');
  assert.is(await textOf(page, 'title'), 'CMTEOF');
  if (EVERY_CASE) {
    await open(page, 'UNDECL.C');
    await waitForVisible(page, '#overlay:not([hidden])');
    assert.is(await textOf(page, 'overlay-text'), "Cannot start: Error undecl.c 4: Undefined symbol 'count' in function total\n*** 1 errors in Compile ***");
    assert.match((await textOf(page, 'overlay-source'))!, /^UNDECL\.C 4:   return n \+ count;\n +\^$/);
  }

  // run-time errors: the file, the line and the function, on the screen
  const crash = async (name: string, advanceMs: number): Promise<string> => {
    await open(page, name);
    await waitForGlobal(page, 'mode12h');
    await page.evaluate(`window.mode12h.advance(${advanceMs})`);
    await waitForVisible(page, '#overlay:not([hidden])');
    assert.is(await page.evaluate('window.mode12h.state()'), 'crashed', name);
    return (await textOf(page, 'overlay-text'))!;
  };
  assert.match(await crash('RECURSE.C', 100), /^ROM recurse crashed in down\(\): RECURSE\.C:3: in down\(\): Stack overflow!/);
  if (EVERY_CASE) assert.match(await crash('FORSPIN.C', 100), /^ROM forspin crashed in main\(\): FORSPIN\.C:3: in main\(\): a loop ran 67108864 passes without a library call/);

  // printing for ever: the page's watchdog stops it once it has held the page for HOLD_MS
  // (src/web/c-program.ts), naming its line. It holds the page from power-on (a plain function
  // cannot be suspended: the runaway guard's looks every 65 536 calls only charge virtual time),
  // so the page's clock (performance.now, which the watchdog reads) runs FAST times as fast for
  // this program's document alone: HOLD_MS's 15 s are 15 / FAST s of printing, not 15 s of the
  // page's CPU (~12 s of Chromium's CPU at FAST 1, under load; 1.5 s at 10). FAST stays under
  // HOLD_MS / 250 ms (the watchdog's pulse, c-program.ts): a page that waits is never stopped on
  // this clock. The script is the DevTools protocol's
  // (Page.addScriptToEvaluateOnNewDocument), removed once the program's page is there: the next
  // pages, and the kept context's next test, run on the real clock.
  const FAST = 50;
  const cdp = await p.context.newCDPSession(page);
  await cdp.send('Page.enable');
  const { identifier } = await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `{ const now = performance.now.bind(performance), t0 = now(); performance.now = () => t0 + (now() - t0) * ${FAST}; }`,
  });
  const t0 = Date.now();
  await open(page, 'PRINTLP.C');
  await cdp.send('Page.removeScriptToEvaluateOnNewDocument', { identifier });
  await cdp.detach();
  await waitForGlobal(page, 'mode12h');
  assert.ok(Date.now() - t0 >= HOLD_MS / FAST, `stopped after ${Date.now() - t0} ms, under ${HOLD_MS / FAST}`);
  assert.is(await page.evaluate('window.mode12h.state()'), 'crashed');
  assert.is((await textOf(page, 'overlay-text'))!.split('\n')[0], `ROM printlp crashed in main(): PRINTLP.C:5: in main(): held the page for ${HOLD_MS / 1000} s without waiting for anything (a loop that never ends?): stopped`);
  assert.is(await textOf(page, 'title'), 'PRINTLP');

  // waiting for a key: the page stays the program's, running, and answers
  await open(page, 'KBHITLP.C');
  await waitForGlobal(page, 'mode12h');
  await page.evaluate('window.mode12h.advance(1)');
  assert.is(await page.evaluate('window.mode12h.state()'), 'running');
  assert.is(await textOf(page, 'title'), 'KBHITLP');

  // nothing the user had is lost
  const after = new Set(await stored(page));
  assert.equal(before.filter((l) => !after.has(l)), [], 'every stored entry and record is still there');
  assert.equal(p.errors, [], 'no uncaught error in the page');
  await p.close();
});

t.run();
