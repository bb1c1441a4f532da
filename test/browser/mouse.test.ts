/**
 * The mouse in a real Chromium: a click and a finger on the canvas reach the program (roms/mousetest,
 * offered by the tests' build) at the pixel under the pointer, and Record writes mouse lines that
 * replay headless to the frame on screen. Pages run with ?test=step: virtual time moves only when
 * the test says, so each pointer event lands on a known millisecond.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { findRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { canvasIndices, downloadBytes, firstDifference, openPlayer, hostSuite } from '../support/browser.ts';

const advance = (page: Page, ms: number): Promise<void> =>
  page.evaluate((n) => (window as unknown as { mode12h: { advance(ms: number): void } }).mode12h.advance(n), ms);
const log = (page: Page): Promise<object[]> => page.evaluate(() => (window as unknown as { mode12h: { log(): object[] } }).mode12h.log());

/** Page coordinates of the middle of screen pixel (x, y), wherever the canvas sits and however scaled. */
async function pixelAt(page: Page, x: number, y: number): Promise<[number, number]> {
  const box = (await page.locator('#screen').boundingBox())!;
  return [box.x + ((x + 0.5) * box.width) / 640, box.y + ((y + 0.5) * box.height) / 480];
}

const browser = hostSuite('browser mouse');

browser('a click on the canvas reaches the program at the pixel under the pointer; Record writes it; it replays headless', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=mousetest&tod=01:02:03&scale=crisp', { width: 1400, height: 1000 });
  const { page } = p;
  await page.click('#record'); // power on afresh, recording
  await advance(page, 100);
  await page.mouse.move(...(await pixelAt(page, 100, 120)));
  await advance(page, 20);
  await page.mouse.down();
  await advance(page, 50);
  await page.mouse.up();
  await advance(page, 30);
  await page.mouse.move(...(await pixelAt(page, 200, 300)));
  await page.mouse.down({ button: 'right' });
  await advance(page, 40);
  await page.mouse.up({ button: 'right' });
  await advance(page, 60);
  assert.equal(await log(page), [
    { at: 100, kind: 'move', x: 100, y: 120 },
    { at: 120, kind: 'down', button: 'left' },
    { at: 170, kind: 'up', button: 'left' },
    { at: 200, kind: 'move', x: 200, y: 300 },
    { at: 200, kind: 'down', button: 'right' },
    { at: 240, kind: 'up', button: 'right' },
  ]);
  const screen = await canvasIndices(page);
  // The program drew its first dot (colour 1, 5×5) at (100,120) and a white box around (200,300).
  for (let y = 118; y <= 122; y++) for (let x = 98; x <= 102; x++) assert.is(screen[y * 640 + x], 1, `dot pixel (${x},${y})`);
  assert.is(screen[290 * 640 + 190], 15, 'box corner (190,290)');

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record')]);
  const text = Buffer.from(await downloadBytes(download)).toString('utf8');
  assert.match(text, /\nat 100 move 100 120\nat 120 press left\nat 170 release left\nat 200 move 200 300\nat 200 press right\nat 240 release right\n/);
  const { frames } = runReplay(parseReplay(text, 'recorded'), { findRom });
  assert.is(firstDifference(await canvasIndices(page), frames.find((f) => f.name === 'end')!.pixels), 'same');
  assert.equal(p.errors, []);
  await p.close();
});

browser('a finger on the canvas is the left button where it touches', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=mousetest&tod=01:02:03&scale=crisp');
  const { page } = p;
  await page.locator('#surface').focus();
  await advance(page, 100);
  const [x, y] = await pixelAt(page, 321, 77);
  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchEnd', points: { x: number; y: number }[]) => client.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  await advance(page, 30);
  await touch('touchEnd', []);
  await advance(page, 30);
  const events = (await log(page)) as { kind: string; x?: number; y?: number; button?: string }[];
  assert.equal(events.map((e) => e.kind), ['move', 'down', 'up']);
  assert.equal([events[0]!.x, events[0]!.y, events[1]!.button], [321, 77, 'left']);
  const screen = await canvasIndices(page);
  assert.is(screen[75 * 640 + 319], 1, 'the dot under the finger (its top-left: the cursor covers the rest)');
  assert.equal(p.errors, []);
  await p.close();
});

browser.run();
