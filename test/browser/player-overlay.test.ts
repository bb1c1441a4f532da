/**
 * What the player's screen itself says (issue #18): paused — click to play; program ended — press
 * Enter to run it again; how to leave fullscreen, with Esc kept for the game by the Keyboard Lock
 * API where there is one; and a question before Record or a variant change throws a game away.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { frames, openPlayer, startHost, type PlayerHost, type PlayerPage, waitUntil } from '../support/browser.ts';

interface Hook {
  advance(ms: number): void;
  nowMs(): number;
  state(): string;
  pauses(): string[];
  powerOns(): number;
  log(): unknown[];
  power(): { variant: string };
}

const hook = <T>(page: Page, fn: (h: Hook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.mode12h)`) as Promise<T>;
const advance = (page: Page, ms: number): Promise<void> => page.evaluate((n) => (window as unknown as { mode12h: Hook }).mode12h.advance(n), ms);
const overlay = async (page: Page): Promise<string | null> =>
  (await page.locator('#overlay').isVisible()) ? page.locator('#overlay-text').textContent() : null;
/** The window losing focus to another application (or getting it back). */
const windowFocus = (page: Page, on: boolean): Promise<void> =>
  page.evaluate((focused) => {
    document.hasFocus = () => focused;
    window.dispatchEvent(new Event(focused ? 'focus' : 'blur'));
  }, on);

/** The dialog answers on its close event, a task after the click: wait for the power-on count. */
const powerOnsReach = (page: Page, n: number): Promise<unknown> =>
  waitUntil(page, (k) => (window as unknown as { mode12h: Hook }).mode12h.powerOns() === k, n, 5000);

const TOD = '12:34:56';

/** page: a page a test leaves for the next one (takeOver). */
interface Ctx {
  host: PlayerHost;
  page?: PlayerPage;
}
const t = suite<Ctx>('player overlay');

/**
 * The page the test before left, when the test before left one and that page is as a new one
 * would be where this test looks (a player load is ~1 s of Chromium's CPU): the program running
 * at power-on's virtual time 0 (nothing advanced it), nothing paused, the keys with the game, no
 * overlay; else a new page.
 */
async function takeOver(ctx: Ctx): Promise<PlayerPage> {
  const p = ctx.page;
  ctx.page = undefined;
  if (!p) return openPlayer(ctx.host, `?test=step&tod=${TOD}`);
  assert.equal(
    await hook(p.page, (h) => [h.state(), h.nowMs(), h.pauses()]),
    ['running', 0, []],
    'the page left running at power-on, nothing paused',
  );
  assert.is(await p.page.evaluate(() => document.activeElement?.id), 'surface');
  assert.is(await overlay(p.page), null);
  return p;
}

t.before(async (ctx) => {
  ctx.host = await startHost();
});
t.after(async (ctx) => {
  await ctx.host?.close();
});

t('paused: the screen says "click to play", and a click on it plays (a pause of the user\'s too)', async (ctx) => {
  const p = await openPlayer(ctx.host, `?test=step&tod=${TOD}`);
  const { page } = p;
  assert.is(await overlay(page), null, 'running: nothing over the picture');
  await windowFocus(page, false);
  assert.equal(await hook(page, (h) => h.pauses()), ['unfocused']);
  assert.is(await overlay(page), 'Paused — click to play.');
  await windowFocus(page, true);
  assert.is(await overlay(page), null);

  await page.click('#pause');
  assert.is(await overlay(page), 'Paused — click to play.');
  await page.click('#surface');
  assert.equal(await hook(page, (h) => h.pauses()), []);
  assert.is(await overlay(page), null);
  assert.is(await page.evaluate(() => document.activeElement?.id), 'surface');
  assert.equal(p.errors, []);
  ctx.page = p; // running at 0, the keys with the game: the next test goes on here
});

t('program ended: the screen says so; Enter (or Space) runs it again', async (ctx) => {
  const p = await takeOver(ctx);
  const { page } = p;
  const end = async (): Promise<void> => {
    await advance(page, 1000);
    await page.keyboard.press('Escape'); // "GAME OVER!  Press any key to exit!"
    await advance(page, 500);
    await page.keyboard.press('Enter');
    await advance(page, 500);
    assert.is(await hook(page, (h) => h.state()), 'exited');
  };
  await end();
  assert.is(await overlay(page), 'TETRIS.EXE has ended — press Enter to run it again.');
  const powerOns = await hook(page, (h) => h.powerOns());
  await page.keyboard.press('Enter');
  assert.is(await hook(page, (h) => h.powerOns()), powerOns + 1);
  assert.is(await hook(page, (h) => h.state()), 'running');
  assert.is(await hook(page, (h) => h.nowMs()), 0);
  assert.is(await overlay(page), null);
  assert.equal(await hook(page, (h) => h.log()), [], 'the Enter that ran it is not the new run\'s key');
  await end();
  await page.keyboard.press('Space');
  assert.is(await hook(page, (h) => h.powerOns()), powerOns + 2);
  // Other keys do nothing to an ended program.
  await end();
  await page.keyboard.press('ArrowLeft');
  assert.is(await hook(page, (h) => h.state()), 'exited');
  assert.equal(p.errors, []);
  await p.close();
});

t('Record and a variant change ask first when a game is in play; Cancel keeps it', async ({ host }) => {
  const p = await openPlayer(host, `?test=step&tod=${TOD}`);
  const { page } = p;
  const powerOns = () => hook(page, (h) => h.powerOns());
  const dialog = page.locator('dialog#ask');
  await advance(page, 500);
  await page.keyboard.press('p');
  await advance(page, 300);
  await page.keyboard.press('ArrowLeft');
  await advance(page, 100);

  await page.click('#record');
  assert.ok(await dialog.isVisible(), 'asked');
  assert.match((await dialog.locator('p').textContent()) ?? '', /Record from power-on\? It restarts the program: the game in play is lost\./);
  assert.equal(await hook(page, (h) => h.pauses()), ['unfocused'], 'the game waits while the page asks');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Cancel', 'Cancel has the focus');
  await page.keyboard.press('Enter');
  assert.not.ok(await dialog.isVisible());
  await waitUntil(page, () => document.activeElement?.id !== 'ask' && !document.querySelector('dialog[open]'));
  await frames(page, 2); // the answer's task has run
  assert.is(await powerOns(), 1, 'kept');
  assert.is(await page.locator('#record').textContent(), 'Record');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'surface', 'the keys go back to the game');
  assert.equal(await hook(page, (h) => h.pauses()), []);

  await page.click('#record');
  await dialog.locator('button[value=yes]').click();
  await powerOnsReach(page, 2); // Restart: powered on afresh, recording
  assert.is(await page.locator('#record').textContent(), 'Stop ■');

  // The variant: Esc cancels and the selector goes back to the variant running.
  await page.keyboard.press('p');
  await advance(page, 100);
  await page.selectOption('#variant', 'timer');
  assert.ok(await dialog.isVisible());
  assert.match((await dialog.locator('p').textContent()) ?? '', /^Switch to the timer variant\?/);
  await page.keyboard.press('Escape');
  assert.not.ok(await dialog.isVisible());
  await waitUntil(page, () => (document.getElementById('variant') as HTMLSelectElement).value === 'faithful');
  assert.is(await powerOns(), 2);
  await page.selectOption('#variant', 'timer');
  await dialog.locator('button[value=yes]').click();
  await powerOnsReach(page, 3);
  assert.is((await hook(page, (h) => h.power())).variant, 'timer');

  // Nothing played since power-on: nothing to lose, no question.
  await page.selectOption('#variant', 'faithful');
  assert.not.ok(await dialog.isVisible());
  await powerOnsReach(page, 4);
  assert.equal(p.errors, []);
  await p.close();
});

/** Enter fullscreen with the page's button, with `lock` standing in for navigator.keyboard.lock. */
async function enterFullscreen(page: Page, lock: 'grants' | 'refuses' | 'missing'): Promise<string[]> {
  await page.evaluate((how) => {
    const calls: string[] = ((window as unknown as { lockCalls: string[] }).lockCalls = []);
    const keyboard =
      how === 'missing'
        ? undefined
        : {
            lock: (keys: string[]) => {
              calls.push(`lock ${keys.join(',')}`);
              return how === 'grants' ? Promise.resolve() : Promise.reject(new Error('not allowed'));
            },
            unlock: () => calls.push('unlock'),
          };
    Object.defineProperty(navigator, 'keyboard', { configurable: true, get: () => keyboard });
  }, lock);
  await page.click('#fullscreen');
  await waitUntil(page, () => document.fullscreenElement?.id === 'player' && document.getElementById('surface')!.dataset.hint);
  return page.evaluate(() => (window as unknown as { lockCalls: string[] }).lockCalls);
}

t('fullscreen: Esc kept for the game by Keyboard Lock where granted; the hint says how to leave', async (ctx) => {
  const { host } = ctx;
  // One page, fullscreen entered three times, each with another navigator.keyboard: in this order
  // a Keyboard Lock kept from an earlier entry shows (no lock call where one is due, or the
  // grant's hint where the lock is refused).
  const p = await openPlayer(host, `?test=step&tod=${TOD}`);
  const { page } = p;
  for (const [lock, calls, says] of [
    ['missing', [], 'Esc or F11 leaves fullscreen.'],
    ['grants', ['lock Escape'], 'Hold Esc to leave fullscreen.'],
    ['refuses', ['lock Escape'], 'Esc or F11 leaves fullscreen.'],
  ] as const) {
    assert.equal(await enterFullscreen(page, lock), calls, lock);
    assert.is(await page.locator('#surface').getAttribute('data-hint'), says, lock);
    const shown = await page.evaluate(() => getComputedStyle(document.getElementById('surface')!, '::after').content);
    assert.is(shown, JSON.stringify(says), 'over the screen');
    await page.evaluate(() => document.exitFullscreen());
    await waitUntil(page, () => !document.getElementById('surface')!.dataset.hint);
    if (lock === 'grants') assert.equal(await page.evaluate(() => (window as unknown as { lockCalls: string[] }).lockCalls), ['lock Escape', 'unlock']);
  }
  assert.equal(p.errors, []);
  ctx.page = p; // out of fullscreen, running at 0: the next test enters it once more
});

t('fullscreen: a stray click on the margin keeps playing; a pause there is said on the screen', async (ctx) => {
  const p = await takeOver(ctx);
  const { page } = p;
  await enterFullscreen(page, 'grants');
  assert.not.ok(await page.locator('#controls').isVisible(), 'only the screen in fullscreen');
  const stage = (await page.locator('#stage').boundingBox())!;
  const screen = (await page.locator('#screen').boundingBox())!;
  assert.ok(screen.x - stage.x > 20, 'there is a margin beside the screen');
  // Issue 18: this paused the game with the message hidden (the panel is not shown in fullscreen).
  await page.mouse.click(stage.x + 5, stage.y + stage.height / 2);
  assert.equal(await hook(page, (h) => h.pauses()), []);
  assert.is(await page.evaluate(() => document.activeElement?.id), 'surface');
  assert.is(await overlay(page), null);

  await windowFocus(page, false);
  assert.is(await overlay(page), 'Paused — click to play.\nHold Esc to leave fullscreen.');
  await windowFocus(page, true);
  await page.evaluate(() => document.exitFullscreen());
  await waitUntil(page, () => !document.fullscreenElement);
  assert.equal(p.errors, []);
  await p.close();
});

t.run();
