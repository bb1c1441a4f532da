/**
 * BLOCKS in a real Chromium, played with the page's touch buttons only (the keys the gamepad sends
 * too): the menu to the Modern profile, a game of hard drops to the top, and the high score on the
 * drive. The tests' build offers the ROM (?rom=blocks); the page is stepped in virtual time.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openPlayer, hostSuite } from '../support/browser.ts';

interface Hook {
  advance(ms: number): void;
  state(): string;
  disk(): [string, string][];
}
const hook = <T>(page: Page, fn: (h: Hook) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${fn.toString()})(window.mode12h, ${JSON.stringify(arg ?? null)})`) as Promise<T>;

/** Press and release a touch button, with virtual time between (as a finger would). */
async function touch(page: Page, key: string): Promise<void> {
  const button = page.locator(`#touch [data-key=${key}]`);
  await button.dispatchEvent('pointerdown', { pointerId: 1, bubbles: true });
  await page.evaluate('window.mode12h.advance(40)');
  await button.dispatchEvent('pointerup', { pointerId: 1, bubbles: true });
  await page.evaluate('window.mode12h.advance(120)');
}

const browser = hostSuite('browser blocks');

browser('touch buttons pick the Modern profile, play it to the top and the score lands in BLOCKS.HI', async ({ host }) => {
  const p = await openPlayer(host, '?test=step&rom=blocks');
  const { page } = p;
  await page.evaluate('window.mode12h.advance(500)');
  for (const key of ['Down', 'Right', 'Right', 'Right', 'Space']) await touch(page, key);
  // Hard drops (the ⤓ button) where each piece appears: the stack reaches the top.
  // (A few more than it takes: a Space after the end goes back to the menu, the next starts again.)
  for (let i = 0; i < 14; i++) {
    await touch(page, 'Space');
    await page.evaluate('window.mode12h.advance(200)');
  }
  await page.evaluate('window.mode12h.advance(2000)');
  assert.is(await hook(page, (h) => h.state()), 'running');
  const hi = (await hook(page, (h) => h.disk())).find(([name]) => name === 'BLOCKS.HI');
  assert.ok(hi, 'BLOCKS.HI written at game over');
  assert.match(hi![1], /^modern marathon \d+ 0 \d+\r\n$/);
  assert.equal(p.errors, []);
  await p.close();
});

browser.run();
