/**
 * The player's sound in a real Chromium: the AudioWorklet loads under the page's CSP only after a
 * user gesture, receives the speaker's samples rendered from virtual time, hears a tone the
 * program starts, goes quiet while paused, and the mute/volume control is remembered.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { frames, openPlayer, waitForGlobal, waitUntil, hostSuite, type PlayerPage } from '../support/browser.ts';

interface Audio {
  state: string;
  played: number;
  held: number;
  late: number;
  loudest: number;
  error: string | null;
}

const audio = (page: Page): Promise<Audio> => page.evaluate(() => (window as unknown as { mode12h: { audio(): Audio } }).mode12h.audio());

/** page: the page the first test leaves for the next (its sound started, as a user's would be). */
const browser = hostSuite<{ page?: PlayerPage }>('player sound');

browser('no sound before a gesture; a click starts the worklet, which plays samples; a key makes a tone', async (ctx) => {
  const p = await openPlayer(ctx.host, '?test=live&rom=beep-test');
  const { page } = p;
  await frames(page, 10); // the player has run (and would have started its sound) meanwhile
  assert.is((await audio(page)).state, 'off', 'autoplay rules: nothing before a gesture');
  await page.click('#surface');
  await waitUntil(page, () => (window as unknown as { mode12h: { audio(): Audio } }).mode12h.audio().played > 4800, undefined, 5000);
  const a = await audio(page);
  assert.is(a.state, 'running');
  assert.is(a.error, null);
  assert.is(a.loudest, 0, 'silent until the program sounds');
  await page.keyboard.press('a'); // beep-test: sound(440)
  await waitUntil(page, () => (window as unknown as { mode12h: { audio(): Audio } }).mode12h.audio().loudest > 0.9, undefined, 5000);
  // However late this host ran a frame, virtual time waited for the machine: no sample went out
  // before its change of sound had come (the tone's start here).
  assert.is((await audio(page)).late, 0, 'no sample played late');
  assert.equal(p.errors, []);
  assert.equal(p.foreign, []);
  ctx.page = p;
});

browser('paused or hidden: the audio context is suspended; resumed: it runs again', async (ctx) => {
  // On the page the test before left, its sound running (a page load less, ~0.8 s of Chromium's
  // CPU), or a new one where it failed.
  const p = ctx.page ?? (await openPlayer(ctx.host, '?test=live&rom=beep-test'));
  ctx.page = undefined;
  const { page } = p;
  await page.click('#surface');
  await waitUntil(page, () => (window as unknown as { mode12h: { audio(): Audio } }).mode12h.audio().state === 'running', undefined, 5000);
  await page.click('#pause');
  await waitUntil(page, () => (window as unknown as { mode12h: { audio(): Audio } }).mode12h.audio().state === 'suspended', undefined, 5000);
  // The worklet's count of samples played comes by message: one sent before the suspension may
  // still be on its way (seen on a loaded machine: one quantum of 512 more), so the count is read
  // once it has stopped moving.
  let before = (await audio(page)).played;
  for (let i = 0; i < 50; i++) {
    await frames(page, 2);
    const now = (await audio(page)).played;
    if (now === before) break;
    before = now;
  }
  await frames(page, 10); // ~170 ms: thousands of samples, had it played on
  assert.is((await audio(page)).played, before, 'no samples while paused');
  await page.click('#pause');
  await waitUntil(page, () => (window as unknown as { mode12h: { audio(): Audio } }).mode12h.audio().state === 'running', undefined, 5000);
  // A hidden tab gets no animation frames: the pause itself silences the sound.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await waitUntil(page, () => (window as unknown as { mode12h: { audio(): Audio } }).mode12h.audio().state === 'suspended', undefined, 5000);
  assert.equal(p.errors, []);
  await p.close();
});

browser('mute and volume are remembered across reloads', async ({ host }) => {
  const p = await openPlayer(host, '?test=step');
  const { page } = p;
  assert.is(await page.locator('#mute').textContent(), 'Sound on');
  await page.locator('#volume').fill('30');
  await page.click('#mute');
  assert.is(await page.locator('#mute').getAttribute('aria-pressed'), 'true');
  await page.reload();
  await waitForGlobal(page, 'mode12h');
  assert.is(await page.locator('#mute').textContent(), 'Sound off');
  assert.is(await page.locator('#volume').inputValue(), '30');
  await p.close();
});

browser.run();
