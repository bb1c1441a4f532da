/**
 * The study page's "original, from source" mode in a real Chromium: the user's TETRIS.C (read from
 * ../shared, never copied into the project) compiled in the page and run on its machine with the
 * debugger: the line highlight, pause and step, a breakpoint on the gutter, the globals panel
 * through a line clear, an edit run again, a syntax error at its line. Time is pinned (?test=step).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { isKeyEvent, parseReplay } from '../../src/shared/replay.ts';
import { openPage, startHost, type PlayerHost, type PlayerPage } from '../support/browser.ts';
import { ORIGINAL_C } from '../support/frames.ts';

interface OriginalState {
  line: number;
  stopped: boolean;
  count: number;
  highlighted: number[];
  globals: Record<string, string | null>;
}
type Hook = {
  runTo(ms: number): void;
  nowMs(): number;
  key(kind: 'press' | 'release', key: string): void;
  view(): { stack: string[]; bgi: string[]; state: string };
  original(): OriginalState;
};
const H = 'window.mode12hStudy';
const runTo = (page: Page, ms: number): Promise<void> => page.evaluate((n) => (window as unknown as { mode12hStudy: Hook }).mode12hStudy.runTo(n), ms);
const key = (page: Page, kind: 'press' | 'release', k: string): Promise<void> =>
  page.evaluate(([a, b]) => (window as unknown as { mode12hStudy: Hook }).mode12hStudy.key(a as 'press', b!), [kind, k]);
const state = (page: Page): Promise<OriginalState> => page.evaluate(`${H}.original()`) as Promise<OriginalState>;
const view = (page: Page): Promise<{ stack: string[]; bgi: string[]; state: string }> => page.evaluate(`${H}.view()`) as Promise<{ stack: string[]; bgi: string[]; state: string }>;

/** page: the page a test leaves for the next one (originalAfresh). */
interface Ctx {
  host: PlayerHost;
  page?: PlayerPage;
}
const t = suite<Ctx>('study page: the original from source');

t.before(async (ctx) => {
  if (!existsSync(ORIGINAL_C)) throw new Error(`${ORIGINAL_C} is missing: the study page tests load it into the page`);
  ctx.host = await startHost();
});
t.after(async (ctx) => {
  await ctx.host?.close();
});

/**
 * Click a stepping button; a step that needs virtual time (a keyboard poll sleeps to the next timer
 * tick) goes on as the clock moves, in 5 ms frames up to 200 ms.
 */
async function step(page: Page, button: string): Promise<OriginalState> {
  await page.click(button);
  // In the page, in one go: a round trip or two a frame from here cost more than the frames.
  return page.evaluate(() => {
    const h = (window as unknown as { mode12hStudy: Hook }).mode12hStudy;
    const from = h.nowMs();
    for (let ms = from + 5; ms <= from + 200; ms += 5) {
      const s = h.original();
      if (s.stopped) return s;
      h.runTo(ms);
    }
    return h.original();
  });
}

async function openOriginal(host: PlayerHost) {
  const p = await openPage(host, 'study.html?test=step&tod=00:01:00', 'mode12hStudy', { width: 1400, height: 900 });
  await p.page.setInputFiles('#c-file', ORIGINAL_C);
  await p.page.waitForSelector('#pane-c .fn');
  await p.page.selectOption('#run-mode', 'original');
  await p.page.waitForSelector('#debug:not([hidden])');
  return p;
}

/**
 * The original run afresh from power-on: on the page the test before left, when there is one, by
 * going back to the port and to the original again (compiled anew, the machine powered on, the
 * debugger's stops cleared), which is what these tests need of a new page — a page load and the
 * copy's load cost Chromium ~2.5 s of CPU more; else on a page of its own.
 */
async function originalAfresh(ctx: Ctx): Promise<PlayerPage> {
  const p = ctx.page;
  ctx.page = undefined;
  if (!p) return openOriginal(ctx.host);
  await p.page.selectOption('#run-mode', 'port');
  assert.ok(await p.page.locator('#debug').isHidden(), 'on the port');
  await p.page.selectOption('#run-mode', 'original');
  await p.page.waitForSelector('#debug:not([hidden])');
  assert.is(await p.page.evaluate(`${H}.nowMs()`), 0, 'powered on afresh');
  assert.not.ok((await state(p.page)).stopped, 'running');
  return p;
}

/**
 * Edit the C as a user does: select `from` in the editor and type `to` over it. (Playwright's
 * fill of the whole 20 KB text cost Chromium ~2.5 s of CPU a time: every character inserted
 * through the editing commands.)
 */
async function typeOver(page: Page, from: string, to: string): Promise<void> {
  const found = await page.evaluate((s) => {
    const ta = document.getElementById('c-edit') as HTMLTextAreaElement;
    const at = ta.value.indexOf(s);
    if (at < 0) return false;
    ta.focus();
    ta.setSelectionRange(at, at + s.length);
    return true;
  }, from);
  assert.ok(found, `the editor holds ${JSON.stringify(from)}`);
  await page.keyboard.insertText(to);
}

/** GetKeyCode's lines, in the order they run while the program waits for a key (a block `{}` has none). */
const GET_KEY_CODE = [98, 99, 103];

t('TETRIS.C from source: start screen, line highlight, pause, step by line, step over, a breakpoint', async (ctx) => {
  const { host } = ctx;
  const p = await openOriginal(host);
  const csp = (await fetch(`${host.server.url}study.html`)).headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' blob:(;|$)/, 'the compiled program loads as a blob: module');
  assert.not.match(csp, /unsafe-eval/);
  await runTo(p.page, 300);
  const v = await view(p.page);
  assert.equal(v.stack, ['GetKeyCode', 'PauseGame', 'main'], 'at "Press P to Start", polling the keyboard');
  assert.match(await p.page.locator('#status').textContent() ?? '', /TETRIS\.C compiled from source/);
  let s = await state(p.page);
  assert.ok(s.count > 50, `lines ran: ${s.count}`);
  assert.ok(GET_KEY_CODE.includes(s.line), `the line running is in GetKeyCode: ${s.line}`);
  assert.equal(s.highlighted, [s.line], 'exactly that line is highlighted');
  assert.is(s.globals.TotalScore, '100');
  assert.is(s.globals.info_common, '"Press P to Start or Resume!"');

  // Pause: the program stops at the next C line it runs (asleep in the poll until the next timer
  // tick, at most 55 ms away), and the clock stands still.
  await p.page.click('#dbg-run');
  await runTo(p.page, 360);
  s = await state(p.page);
  assert.ok(s.stopped, 'stopped');
  assert.is(await p.page.locator('#dbg-run').textContent(), 'Continue');
  const at = s.line;
  const t0 = await p.page.evaluate(`${H}.nowMs()`);
  assert.ok((t0 as number) < 360, `stopped at ${t0} ms`);
  await runTo(p.page, 400);
  assert.is(await p.page.evaluate(`${H}.nowMs()`), t0, 'no time passes while stopped');
  // Step by line: the highlight moves to the next executed line, round GetKeyCode's loop.
  for (let i = 1; i <= 4; i++) {
    s = await step(p.page, '#dbg-into');
    const expected = GET_KEY_CODE[(GET_KEY_CODE.indexOf(at) + i) % GET_KEY_CODE.length]!;
    assert.is(s.line, expected, `step ${i}`);
    assert.equal(s.highlighted, [expected]);
    assert.ok(s.stopped);
    assert.match(await p.page.locator('#dbg-where').textContent() ?? '', new RegExp(`^stopped at TETRIS\\.C:${expected} in GetKeyCode\\(\\)`));
  }

  // A breakpoint on main's tick++ (line 536, a click on its number): P starts the game, Continue
  // runs until the main loop gets there.
  await p.page.locator('#pane-c .ln[data-n="536"]').click({ position: { x: 8, y: 4 } });
  assert.ok(await p.page.locator('#pane-c .ln.bp[data-n="536"]').isVisible(), 'the breakpoint is marked');
  await key(p.page, 'press', 'P');
  await key(p.page, 'release', 'P');
  await p.page.click('#dbg-run');
  await runTo(p.page, 600);
  s = await state(p.page);
  assert.ok(s.stopped);
  assert.is(s.line, 536);
  assert.equal(s.highlighted, [536]);
  assert.equal((await view(p.page)).stack, ['main']);
  // Step over the tick test and delay(100): the next line is main's tick++ again, 100 ms later.
  await p.page.locator('#pane-c .ln[data-n="536"]').click({ position: { x: 8, y: 4 } }); // breakpoint off
  await p.page.click('#dbg-over'); // 537: if (tick >= FrameTime)
  assert.is((await state(p.page)).line, 537);
  await p.page.click('#dbg-over'); // 549: delay(100)
  assert.is((await state(p.page)).line, 549);
  await p.page.click('#dbg-over'); // needs 100 ms of virtual time
  assert.not.ok((await state(p.page)).stopped);
  await runTo(p.page, 800);
  s = await state(p.page);
  assert.ok(s.stopped);
  assert.is(s.line, 536, 'back to tick++ after the delay');
  // Run to cursor: a click on the code of line 549 sets it.
  await p.page.locator('#pane-c .ln[data-n="549"]').click({ position: { x: 200, y: 4 } });
  await p.page.click('#dbg-cursor');
  assert.is((await state(p.page)).line, 549);
  assert.equal(p.errors, []);
  assert.equal(p.foreign, []);
  ctx.page = p;
});

t('the globals panel follows TotalScore and the Board through a line clear', async (ctx) => {
  const p = await originalAfresh(ctx);
  const replay = parseReplay(readFileSync('test/replays/clear-1-line.replay', 'utf8'), 'clear-1-line.replay');
  const before = replay.actions.find((a) => a.kind === 'shot' && a.name === 'before-clear')!.at;
  const after = replay.actions.find((a) => a.kind === 'shot' && a.name === 'after-clear')!.at;
  for (const a of replay.actions) {
    if (a.at > before) break;
    await runTo(p.page, a.at);
    if (isKeyEvent(a)) await key(p.page, a.kind, a.key);
  }
  let s = await state(p.page);
  assert.is(s.globals.TotalScore, '104', 'one point per block locked');
  const board = s.globals.Board!.split('\n');
  assert.is(board.length, 23, 'Board[12][23][2] drawn as 23 rows of 12');
  assert.ok(board.every((r) => r.length === 12));
  assert.ok(board[22]!.includes('■'), 'the bottom row holds blocks');
  await runTo(p.page, after);
  s = await state(p.page);
  assert.is(s.globals.TotalScore, '114', 'the clear adds 10');
  assert.ok(await p.page.locator('#globals .global[data-name="TotalScore"] .gvalue.changed').count() <= 1);
  assert.equal(p.errors, []);
  ctx.page = p;
});

t('edit the C and run it again; a syntax error shows at its line', async (ctx) => {
  const p = await originalAfresh(ctx);
  await runTo(p.page, 100);
  assert.ok((await view(p.page)).bgi.includes('setcolor(11) ← DisplayScore'), 'LIGHTCYAN score');
  await p.page.click('#dbg-edit');
  assert.ok(await p.page.locator('#c-edit').isVisible());
  const text = await p.page.locator('#c-edit').inputValue();
  assert.ok(text.includes('int ScoreColor=LIGHTCYAN;'));
  await typeOver(p.page, 'int ScoreColor=LIGHTCYAN;', 'int ScoreColor=LIGHTRED;');
  assert.is(await p.page.locator('#c-edit').inputValue(), text.replace('int ScoreColor=LIGHTCYAN;', 'int ScoreColor=LIGHTRED;'), 'one word changed');
  await p.page.click('#edit-run');
  await p.page.waitForSelector('#editor', { state: 'hidden' });
  await runTo(p.page, 100);
  assert.ok((await view(p.page)).bgi.includes('setcolor(12) ← DisplayScore'), 'the edit took: LIGHTRED score');
  assert.is((await state(p.page)).globals.ScoreColor, '12');
  assert.ok(await p.page.locator('#pane-c .ln[data-n="57"]').textContent().then((l) => l!.includes('LIGHTRED')), 'the pane shows the edited C');

  // A syntax error: the message names the line; the editor selects it; nothing else runs.
  await p.page.click('#dbg-edit');
  const edited = await p.page.locator('#c-edit').inputValue();
  await typeOver(p.page, 'int TotalScore=100;', 'int TotalScore=100');
  await p.page.click('#edit-run');
  await p.page.waitForSelector('#edit-error:not(:empty)');
  const message = (await p.page.locator('#edit-error').textContent())!;
  assert.match(message, /^Error tetris\.c 69: /);
  assert.is(await p.page.locator('#status').textContent(), message);
  assert.ok(await p.page.locator('#status.error').isVisible());
  const selectedLine = await p.page.locator('#c-edit').evaluate((ta: HTMLTextAreaElement) => ta.value.slice(0, ta.selectionStart).split('\n').length);
  assert.is(selectedLine, 69);

  // A division by zero: DisplayScore divides by TotalScore - 100, zero at the start. The program
  // ends as TC's does ("Divide error", exit status 3); the debugger still names and marks the line.
  await typeOver(p.page, 'int TotalScore=100', 'int TotalScore=100;'); // the error put right
  await typeOver(p.page, 'sprintf(info_score,"Score: %d",TotalScore);', 'sprintf(info_score,"Score: %d",TotalScore/(TotalScore-100));');
  assert.is(await p.page.locator('#c-edit').inputValue(), edited.replace('sprintf(info_score,"Score: %d",TotalScore);', 'sprintf(info_score,"Score: %d",TotalScore/(TotalScore-100));'));
  await p.page.click('#edit-run');
  await p.page.waitForSelector('#editor', { state: 'hidden' });
  await runTo(p.page, 100);
  assert.is((await view(p.page)).state, 'exited');
  assert.is(await p.page.locator('#dbg-where').textContent(), 'TETRIS.C:492: in DisplayScore(): Divide error (division by zero): the program ended there (exit status 3)');
  assert.ok(await p.page.locator('#dbg-where.error').isVisible());
  assert.ok(await p.page.locator('#pane-c .ln.err[data-n="492"]').isVisible(), 'the line is marked');

  // Back to the port.
  await p.page.selectOption('#run-mode', 'port');
  assert.ok(await p.page.locator('#debug').isHidden());
  await runTo(p.page, 300);
  assert.equal((await view(p.page)).stack, ['GetKeyCode', 'PauseGame', 'main']);
  assert.is((await view(p.page)).state, 'running');
  assert.equal(p.errors, []);
  ctx.page = p; // the port running, as a page the user switched back to
});

t('the two pause buttons have names of their own, and a reload comes back running the original', async (ctx) => {
  // On the page the test before left, running the port: the user picks the original there.
  const p = ctx.page ?? (await openOriginal(ctx.host));
  ctx.page = undefined;
  await p.page.selectOption('#run-mode', 'original');
  await p.page.waitForSelector('#debug:not([hidden])');
  assert.is(await p.page.locator('#pause').textContent(), 'Pause game');
  assert.is(await p.page.locator('#dbg-run').textContent(), 'Break');
  await p.page.click('#pause');
  assert.is(await p.page.locator('#pause').textContent(), 'Resume game');
  await p.page.reload();
  await p.page.waitForSelector('#debug:not([hidden])');
  assert.is(await p.page.locator('#run-mode').inputValue(), 'original');
  await runTo(p.page, 300);
  assert.equal((await view(p.page)).stack, ['GetKeyCode', 'PauseGame', 'main'], 'the original runs again after the reload');
  // Back to the port: that too is what the next reload shows.
  await p.page.selectOption('#run-mode', 'port');
  await p.page.reload();
  await p.page.waitForSelector('#pane-c .fn');
  assert.is(await p.page.locator('#run-mode').inputValue(), 'port');
  assert.ok(await p.page.locator('#debug').isHidden());
  assert.equal(p.errors, []);
  await p.close();
});

t.run();
