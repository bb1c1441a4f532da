/**
 * REVERSI's engine on the page: a part of the program's code of its own (roms/reversi/engine.js,
 * tools/build-roms.mjs ROM_PARTS), fetched the first time the computer thinks, not with the ROM.
 * While it comes the machine holds and the clock stands still (runtime/assets.ts loadPart), so
 * the game is the one the headless runner plays from the same replay, frame for frame; a load
 * that fails is a crash that names the part, not a game that hangs.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { findRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { canvasIndices, firstDifference, openPlayer, type PlayerHost, hostSuite } from '../support/browser.ts';

interface Hook {
  advance(ms: number): void;
  nowMs(): number;
  state(): string;
  power(): { rom: string; variant: string; cycles: number };
}
const hook = <T>(page: Page, fn: (h: Hook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.mode12h)`) as Promise<T>;
const advance = (page: Page, ms: number): Promise<void> => page.evaluate((n) => (window as unknown as { mode12h: Hook }).mode12h.advance(n), ms);

const TOD = '12:34:56';
const ENGINE = 'roms/reversi/engine.js';
/** Black (a person) plays d3 at START_MS (the cursor starts there); White, level 2, answers. */
const START_MS = 2000;
const END_MS = 6000;

/**
 * Advance the page to `ms` virtual ms, 100 at a time: while the machine holds for the engine
 * (its clock standing still), wait in real time for it to come (10 ms at a time, up to 4 s).
 * One evaluate: the loop runs in the page, not two round trips a step.
 */
async function advanceTo(page: Page, ms: number): Promise<void> {
  const stuckAt = await page.evaluate(async (end) => {
    const h = (window as unknown as { mode12h: Hook }).mode12h;
    for (let stuck = 0; ;) {
      const now = h.nowMs();
      if (now >= end) return null;
      h.advance(Math.min(100, end - now));
      if (h.nowMs() === now) {
        if (++stuck > 400) return now;
        await new Promise((done) => setTimeout(done, 10));
      } else stuck = 0;
    }
  }, ms);
  if (stuckAt !== null) throw new Error(`the page's clock stood still at ${stuckAt} ms for 4 s`);
}

/** Open the game, play d3 with Enter; the requests for the engine's script, as they come. */
async function playD3(host: PlayerHost, block: boolean): Promise<{ p: Awaited<ReturnType<typeof openPlayer>>; asked: number[] }> {
  const p = await openPlayer(host, `play.html?rom=reversi&test=step&tod=${TOD}&scale=crisp`);
  const asked: number[] = [];
  p.page.on('request', (r) => { if (r.url().endsWith(`/${ENGINE}`)) asked.push(Date.now()); });
  if (block) await p.page.route(`**/${ENGINE}`, (r) => r.abort());
  await advanceTo(p.page, START_MS);
  assert.equal(asked, [], 'the engine is not loaded with the ROM');
  await p.page.keyboard.down('Enter');
  await advance(p.page, 50);
  await p.page.keyboard.up('Enter');
  return { p, asked };
}

const browser = hostSuite('browser reversi');

browser('the engine loads when the computer first thinks; the game is the headless runner\'s frame for frame', async ({ host }) => {
  const { p, asked } = await playD3(host, false);
  await advanceTo(p.page, END_MS);
  assert.is(asked.length, 1, 'the engine fetched once, when White first thought');
  assert.is(await hook(p.page, (h) => h.state()), 'running');
  const { cycles } = await hook(p.page, (h) => h.power());
  const replay = `rom reversi\ntime ${TOD}\ncycles ${cycles}\nat ${START_MS} press Enter\nat ${START_MS + 50} release Enter\nend ${END_MS}\n`;
  const { session } = runReplay(parseReplay(replay, '<test>'), { findRom });
  assert.is(firstDifference(await canvasIndices(p.page), session.machine.vga.pixels), 'same');
  // White answered: the screen is not the one before its move.
  const before = runReplay(parseReplay(replay.replace(`end ${END_MS}`, `end ${START_MS + 300}`), '<test>'), { findRom }).session;
  assert.is.not(firstDifference(before.machine.vga.pixels, session.machine.vga.pixels), 'same');
  assert.equal(p.errors, []);
  await p.close();
});

browser('an engine that cannot be loaded is a crash naming it, not a game that hangs', async ({ host }) => {
  const { p } = await playD3(host, true);
  for (let i = 0; i < 200 && (await hook(p.page, (h) => h.state())) !== 'crashed'; i++) {
    await advance(p.page, 100);
    await p.page.waitForTimeout(10);
  }
  assert.is(await hook(p.page, (h) => h.state()), 'crashed');
  const shown = await p.page.evaluate(() => document.getElementById('overlay-text')!.textContent);
  assert.match(shown ?? '', 'loadPart: reversi/engine could not be loaded: roms/reversi/engine.js could not be loaded', String(shown));
  await p.close();
});

browser.run();
