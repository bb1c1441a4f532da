/**
 * The study page in a real Chromium: the original C (loaded through the file input, as a user
 * would) beside the port, function by function, and the live highlight following a scripted game.
 * Time is pinned (?test=step): the test moves the machine through window.mode12hStudy.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { isKeyEvent, parseReplay, type ReplayAction } from '../../src/shared/replay.ts';
import { study as studyCli } from '../../src/cli/study.ts';
import { stringIo } from '../../src/cli/io.ts';
import { openPage, startHost, type PlayerHost, type PlayerPage, waitForGlobal, waitUntil } from '../support/browser.ts';
import { ORIGINAL_C } from '../support/frames.ts';
import { scratchDir } from '../support/scratch.ts';

// The page needs the user's copy of the original; the tests use the one beside the checkout.
const ORIGINAL = ORIGINAL_C;

interface StudyHook {
  runTo(ms: number): void;
  key(kind: 'press' | 'release', key: string): void;
  nowMs(): number;
  view(): { stack: string[]; focus: string | null; lastSeenMs: Record<string, number>; bgi: string[]; nowMs: number; state: string };
  highlighted(): { running: string[]; onStack: string[]; ran: string[] };
}

const hook = <T>(page: Page, fn: (h: StudyHook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.mode12hStudy)`) as Promise<T>;
const runTo = (page: Page, ms: number): Promise<void> => page.evaluate((n) => (window as unknown as { mode12hStudy: StudyHook }).mode12hStudy.runTo(n), ms);
const key = (page: Page, kind: 'press' | 'release', k: string): Promise<void> =>
  page.evaluate(([a, b]) => (window as unknown as { mode12hStudy: StudyHook }).mode12hStudy.key(a as 'press', b!), [kind, k]);

/** Wait for `n` animation frames (scroll events are dispatched with them). */
const frames = (page: Page, n: number): Promise<void> =>
  page.evaluate((k) => new Promise<void>((done) => {
    const step = (left: number): void => void (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
    step(k);
  }), n);

/** followed: the page the "follow" test leaves for the next one; asking: the densities test's page, for the next; fileContext: the context of the test from disk, for the next page from disk. */
const study = suite<{ host: PlayerHost; followed?: PlayerPage; asking?: PlayerPage; fileContext?: BrowserContext }>('study page');

study.before(async (ctx) => {
  if (!existsSync(ORIGINAL)) throw new Error(`${ORIGINAL} is missing: the study page tests load it into the page`);
  ctx.host = await startHost();
});
study.after(async (ctx) => {
  await ctx.fileContext?.close();
  await ctx.host?.close();
});

function openStudy(host: PlayerHost, query: string): Promise<PlayerPage> {
  return openPage(host, `study.html${query}`, 'mode12hStudy', { width: 1400, height: 900 });
}

async function loadOriginal(page: Page): Promise<void> {
  await page.setInputFiles('#c-file', ORIGINAL);
  await page.waitForSelector('#pane-c .fn');
}

const t = study;

t('asks for the original, then shows both panes aligned, highlighted, with the deviation notes', async ({ host }) => {
  // Script and style are inlined (as the player's: the page also works from file://); the policy
  // allows exactly those blocks by hash, nothing else inline.
  const res = await fetch(`${host.server.url}study.html`);
  const html = await res.text();
  assert.not.match(html, /<script[^>]*\bsrc=/, 'no script fetched');
  const csp = res.headers.get('content-security-policy') ?? '';
  // the inline script, and the C programs compiled in the page (blob: modules; never eval)
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' blob:(;|$)/);
  assert.not.match(csp, /unsafe-inline|unsafe-eval/);

  const p = await openStudy(host, '?test=step');
  assert.ok(await p.page.locator('#prompt').isVisible());
  assert.match((await p.page.locator('#prompt').textContent())!, /hoodlum1980 published TETRIS\.C in a forum post on 2008-03-12/, 'says where to get it');
  assert.not.ok(await p.page.locator('#panes').isVisible());
  await loadOriginal(p.page);
  const shape = await p.page.evaluate(() => {
    const q = (s: string) => document.querySelectorAll(s);
    const names = (side: string) => [...q(`#pane-${side} .fn`)].map((b) => (b as HTMLElement).dataset.fn);
    return {
      c: names('c'),
      ts: names('ts'),
      cLines: q('#pane-c .ln').length,
      cKeywords: q('#pane-c .hl-kw').length,
      tsKeywords: q('#pane-ts .hl-kw').length,
      notes: [...q('#pane-ts .dev-note')].map((n) => n.textContent),
      noteAfterLine: [...q('#pane-ts .dev-note')].map((n) => (n.previousElementSibling as HTMLElement).dataset.n),
      status: document.getElementById('status')!.textContent,
    };
  });
  const C = ['GetKeyCode', 'DisplayInfo', 'GenerateBlock', 'NextBlock', 'RotateCells', 'CanMove', 'CanRotate', 'DrawBlock', 'RotateBlock', 'EraseBlock', 'MoveBlock', 'DropBlock', 'InitGame', 'FillBoardData', 'PaintBoard', 'CheckBoard', 'DisplayScore', 'UpdateBoard', 'PauseGame', 'QuitGame', 'main'];
  assert.equal(shape.c, C);
  assert.equal(shape.ts.filter((n) => n !== 'TimerHandler'), C);
  assert.is(shape.cLines, 577);
  assert.ok(shape.cKeywords > 100 && shape.tsKeywords > 100, `keywords highlighted: ${shape.cKeywords}, ${shape.tsKeywords}`);
  assert.is(shape.notes.length, 2);
  assert.match(shape.notes[0]!, /^DEVIATION C declares int but has no return statement/);
  assert.equal(shape.noteAfterLine, ['246', '331']);
  assert.is(shape.status, '21 functions aligned');

  // Jump: CheckBoard's button in the C pane brings the port's CheckBoard to the same height.
  await p.page.locator('#pane-c .fn[data-fn="CheckBoard"] button.twin').click();
  await frames(p.page, 2); // let pending scroll events run
  const jump = await p.page.evaluate(() => {
    const at = (side: string) => {
      const body = document.querySelector(`#pane-${side} .pane-body`) as HTMLElement;
      const b = body.querySelector('.fn[data-fn="CheckBoard"]') as HTMLElement;
      return { top: b.offsetTop - body.scrollTop, flash: b.classList.contains('flash') };
    };
    return { c: at('c'), ts: at('ts') };
  });
  assert.ok(Math.abs(jump.c.top - jump.ts.top) <= 1, `twins at ${jump.c.top} and ${jump.ts.top} px`);
  assert.ok(jump.ts.flash);

  // Scrolling the C pane to DrawBlock brings the port pane to DrawBlock too.
  await p.page.evaluate(() => {
    const body = document.querySelector('#pane-c .pane-body') as HTMLElement;
    body.scrollTop = (body.querySelector('.fn[data-fn="DrawBlock"]') as HTMLElement).offsetTop;
  });
  await waitUntil(p.page, () => {
    const body = document.querySelector('#pane-ts .pane-body') as HTMLElement;
    const b = body.querySelector('.fn[data-fn="DrawBlock"]') as HTMLElement;
    const reading = body.scrollTop + body.clientHeight / 3;
    return reading >= b.offsetTop && reading <= b.offsetTop + b.offsetHeight;
  });

  // The copy is remembered: a reload shows the panes without asking again.
  await p.page.reload();
  await p.page.waitForSelector('#pane-c .fn');
  assert.is(await p.page.locator('#c-name').textContent(), 'TETRIS.C');
  assert.equal(p.errors, []);
  assert.equal(p.foreign, []);
  await p.close();
});

t('the live highlight follows a scripted game: waiting for P, then a line clear', async ({ host }) => {
  const replay = parseReplay(readFileSync('test/replays/clear-1-line.replay', 'utf8'), 'clear-1-line.replay');
  const time = replay.time!;
  const tod = [time.hour, time.min, time.sec].map((n) => String(n).padStart(2, '0')).join(':');
  const p = await openStudy(host, `?test=step&tod=${tod}`);
  await loadOriginal(p.page);

  // At "Press P to Start": the program polls the keyboard in GetKeyCode, called by PauseGame from main.
  await runTo(p.page, 300);
  assert.equal((await hook(p.page, (h) => h.view())).stack, ['GetKeyCode', 'PauseGame', 'main']);
  let marked = await hook(p.page, (h) => h.highlighted());
  assert.equal(marked.running.sort(), ['c:GetKeyCode', 'ts:GetKeyCode']);
  assert.equal(marked.onStack.sort(), ['c:PauseGame', 'c:main', 'ts:PauseGame', 'ts:main']);
  assert.equal(await p.page.locator('#stack li').allTextContents(), ['GetKeyCode()', 'PauseGame()', 'main()']);

  // Play the replay up to its shot before the clear, then run on in 5 ms frames to the clear.
  const actions: ReplayAction[] = replay.actions;
  const stop = actions.find((a) => a.kind === 'shot' && a.name === 'before-clear')!.at;
  const after = actions.find((a) => a.kind === 'shot' && a.name === 'after-clear')!.at;
  for (const a of actions) {
    if (a.at > stop) break;
    await runTo(p.page, a.at);
    if (isKeyEvent(a)) await key(p.page, a.kind, a.key);
  }
  // In the page, in one go: each frame's view (its hundreds of library calls) read from here
  // cost more than the frames.
  const { view, clearAt } = await p.page.evaluate(
    ([from, to]) => {
      const h = (window as unknown as { mode12hStudy: StudyHook }).mode12hStudy;
      for (let ms = from; ms <= to; ms += 5) {
        h.runTo(ms);
        const v = h.view();
        if (v.bgi.includes('outtextxy(305,105,"Score: 114") ← DisplayScore')) return { view: v, clearAt: ms };
      }
      return { view: h.view(), clearAt: -1 };
    },
    [stop + 5, after] as const,
  );
  assert.ok(clearAt > 0, `the line clear (score 104 → 114) happened by ${after} ms`);
  // The frame of the clear: UpdateBoard repainted the board and the score, then the next block came.
  assert.ok(view.bgi.includes('outtextxy(305,105,"Score: 104") ← DisplayScore'), 'the old score erased');
  assert.ok(view.bgi.filter((c) => c.startsWith('floodfill(') && c.endsWith('← PaintBoard')).length >= 12, 'PaintBoard refilled at least a row');
  for (const fn of ['UpdateBoard', 'CheckBoard', 'PaintBoard', 'DisplayScore', 'NextBlock', 'GenerateBlock', 'DrawBlock']) {
    assert.ok(clearAt - view.lastSeenMs[fn]! < 5, `${fn} ran in the frame of the clear`);
  }
  marked = await hook(p.page, (h) => h.highlighted());
  for (const fn of ['UpdateBoard', 'CheckBoard', 'PaintBoard', 'DisplayScore']) {
    assert.ok(marked.ran.includes(`c:${fn}`) && marked.ran.includes(`ts:${fn}`), `${fn} marked as run in both panes`);
  }
  // The frame ends with the program asleep in main's delay(100): main is running, nothing above it.
  assert.equal(view.stack, ['main']);
  assert.equal(marked.running.sort(), ['c:main', 'ts:main']);
  const listed = await p.page.locator('#calls li').allTextContents();
  assert.ok(listed.some((l) => /^outtextxy\(305,105,"Score: 114"\)\s+← DisplayScore$/.test(l)), 'the call list shows the new score and its caller');

  // A second later the repaint has faded from the "ran" marks; the list keeps the last drawing frame.
  await runTo(p.page, clearAt + 1500);
  marked = await hook(p.page, (h) => h.highlighted());
  assert.not.ok(marked.ran.includes('c:PaintBoard'), 'PaintBoard no longer marked');
  assert.equal(p.errors, []);
  assert.equal(p.foreign, []);
  await p.close();
});

t('the screen shows every VGA pixel: a whole number of device pixels each, nearest-neighbour, at 1×, 2× and 3× density', async (ctx) => {
  const { host } = ctx;
  // Issue 18: at 320×240 CSS px a 1× display dropped every other row (the grid's lines vanished).
  // Loaded at 4×, then the running page moved through the other densities (a window moved to
  // another display: its size changes with it), where the page fits the screen again: one load.
  const windows = [[4, 2, 1400, 900], [1, 1, 1440, 900], [2, 1, 1512, 982], [3, 1, 1280, 800]] as const;
  const p = await openPage(host, 'study.html?test=step', 'mode12hStudy', { width: windows[0][2], height: windows[0][3] }, windows[0][0]);
  for (const [i, [dpr, k, width, height]] of windows.entries()) {
    if (i > 0) {
      await p.emulate({ width, height }, dpr);
      await frames(p.page, 2); // the resolution change handled
    }
    assert.equal(await p.page.evaluate(() => [innerWidth, devicePixelRatio]), [width, dpr], 'the window emulated');
    const box = await p.page.evaluate(() => {
      const c = document.getElementById('screen') as HTMLCanvasElement;
      const r = c.getBoundingClientRect();
      return { w: r.width * devicePixelRatio, h: r.height * devicePixelRatio, cw: c.width, ch: c.height, rendering: getComputedStyle(c).imageRendering, live: document.getElementById('live')!.getBoundingClientRect() };
    });
    assert.equal([box.cw, box.ch], [640, 480]);
    // Layout keeps CSS px in 1/64ths (640/3 = 213.33 → 213.328); painting snaps to device pixels.
    assert.equal([Math.round(box.w), Math.round(box.h)], [640 * k, 480 * k], `at ${dpr}×: ${box.w}×${box.h} device px`);
    assert.ok(Math.abs(box.w - 640 * k) < 0.1 && Math.abs(box.h - 480 * k) < 0.1);
    assert.is(box.rendering, 'pixelated');
    assert.ok(box.live.width >= box.w / dpr, `the live column (${box.live.width} px) holds the screen`);
  }
  assert.equal(p.errors, []);
  ctx.asking = p; // still asking for the original: the next test goes on from here
});

t('only the original is accepted: README.md is refused in one line; the forum copy loads with the lines that differ', async (ctx) => {
  // On the page the test before left (the prompt, no copy given yet), moved to this test's window,
  // or a new one where it failed: a study page load less.
  const p = ctx.asking ?? (await openStudy(ctx.host, '?test=step'));
  ctx.asking = undefined;
  await p.emulate({ width: 1400, height: 900 }, 1);
  // Issue 18: README.md loaded as "the original" and showed 21 errors.
  await p.page.setInputFiles('#c-file', 'README.md');
  await waitUntil(p.page, () => document.getElementById('status')!.textContent !== '');
  let status = await p.page.locator('#status').textContent();
  assert.match(status!, /^README\.md is not TETRIS\.C: none of its 21 functions \(GetKeyCode, DisplayInfo, GenerateBlock, NextBlock, … \(21\)\) found$/);
  assert.not.ok(await p.page.locator('#panes').isVisible(), 'no panes for a file that is not the original');
  assert.ok(await p.page.locator('#prompt').isVisible());
  assert.ok(await p.page.locator('#status.error').isVisible());

  // A C file with some of the functions: what is missing is named.
  const dir = scratchDir('study-c-');
  const original = readFileSync(ORIGINAL, 'utf8');
  const partial = join(dir, 'HALF.C');
  writeFileSync(partial, original.slice(0, original.indexOf('/* set the isFilled')));
  await p.page.setInputFiles('#c-file', partial);
  await waitUntil(p.page, () => document.getElementById('status')!.textContent!.startsWith('HALF.C'));
  status = await p.page.locator('#status').textContent();
  assert.match(status!, /^HALF\.C is not the TETRIS\.C the port follows: \d+ of its 21 functions found; missing /);
  assert.not.ok(await p.page.locator('#panes').isVisible());

  // The forum copy: every [i] subscript eaten by the forum's italics tag (docs/PLAYER.md "The original").
  const forum = join(dir, 'TETRIS.C');
  const forumText = original.replaceAll('[i]', '');
  assert.is(original.split('[i]').length - 1, 15);
  writeFileSync(forum, forumText);
  await p.page.setInputFiles('#c-file', forum);
  await p.page.waitForSelector('#pane-c .fn');
  status = await p.page.locator('#status').textContent();
  const lines = [221, 248, 273, 310, 406, 423, 441, 451, 460, 461, 467, 468];
  assert.is(
    status,
    `21 functions aligned — TETRIS.C is the forum copy of TETRIS.C: 12 line(s) lack 15 [i] subscript(s) that the forum's [i] (italics) tag ate — lines ${lines.join(', ')}; the port follows the restored lines (docs/PLAYER.md "The original")`,
  );
  const marked = await p.page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#pane-c .ln.forum')].map((l) => [Number(l.dataset.n), l.title]));
  assert.equal(marked.map(([n]) => n), lines);
  assert.match(String(marked[5]![1]), /restored original reads: fillcolor=Board\[i\]\[j\]\[0\]\? Board\[i\]\[j\]\[1\]:BkGndColor;$/);

  // The restored original itself: no word about the forum.
  await p.page.setInputFiles('#c-file', ORIGINAL);
  await waitUntil(p.page, () => document.getElementById('status')!.textContent === '21 functions aligned');
  assert.is(await p.page.locator('#pane-c .ln.forum').count(), 0);
  assert.equal(p.errors, []);
  await p.close();
});

t('"follow" shows the game\'s work, not main(): the innermost function of the deepest recent call', async (ctx) => {
  const { host } = ctx;
  // Issue 18: it mostly showed main(), where TETRIS.C sleeps in delay(100) between key polls.
  const replay = parseReplay(readFileSync('test/replays/clear-1-line.replay', 'utf8'), 'clear-1-line.replay');
  const time = replay.time!;
  const tod = [time.hour, time.min, time.sec].map((n) => String(n).padStart(2, '0')).join(':');
  const p = await openStudy(host, `?test=step&tod=${tod}`);
  await loadOriginal(p.page);
  await runTo(p.page, 300);
  assert.is((await hook(p.page, (h) => h.view())).focus, 'DrawBlock', 'just after start-up: InitGame drew the first blocks');
  assert.equal((await hook(p.page, (h) => h.view())).stack, ['GetKeyCode', 'PauseGame', 'main']);
  await runTo(p.page, 1300);
  assert.is((await hook(p.page, (h) => h.view())).focus, 'GetKeyCode', 'a second on at the prompt: the key poll, from PauseGame');

  // Play the replay in 16 ms frames (a display's), noting what is followed after each. In the
  // page, in one go: ~300 frames, each a round trip or three from here (the file's costliest
  // test at ~50 s before); the hook is synchronous and "follow" scrolls as the view changes, so
  // what each frame reads is the same either way.
  const keys: { at: number; kind: 'press' | 'release'; key: string }[] = [];
  for (const a of replay.actions) if (a.kind === 'press' || a.kind === 'release') keys.push(a);
  const inView = (name: string): Promise<boolean> =>
    p.page.evaluate((fn) => {
      const body = document.querySelector('#pane-c .pane-body') as HTMLElement;
      const b = body.querySelector(`.fn[data-fn="${fn}"]`) as HTMLElement;
      return b.offsetTop < body.scrollTop + body.clientHeight && b.offsetTop + b.offsetHeight > body.scrollTop;
    }, name);
  const { followed: followedList, problems, lastStack } = await p.page.evaluate(
    (script) => {
      const h = (window as unknown as { mode12hStudy: StudyHook }).mode12hStudy;
      const shown = (fn: string): boolean => {
        const body = document.querySelector('#pane-c .pane-body') as HTMLElement;
        const b = body.querySelector(`.fn[data-fn="${fn}"]`) as HTMLElement;
        return b.offsetTop < body.scrollTop + body.clientHeight && b.offsetTop + b.offsetHeight > body.scrollTop;
      };
      const followed = new Map<string, number>();
      const problems: string[] = [];
      let lastStack: string[] = [];
      for (let ms = 1316, k = 0; ms <= 6000; ms += 16) {
        for (; k < script.length && script[k]!.at <= ms; k++) {
          h.runTo(script[k]!.at);
          h.key(script[k]!.kind, script[k]!.key);
        }
        h.runTo(ms);
        const v = h.view();
        lastStack = v.stack;
        const focus = v.focus!;
        followed.set(focus, (followed.get(focus) ?? 0) + 1);
        // What is followed ran within the hold (it is not a stale pick), and the C pane shows it.
        if (!(v.nowMs - v.lastSeenMs[focus]! <= 1000)) problems.push(`${focus} at ${ms} ms, last seen at ${v.lastSeenMs[focus]}`);
        if (ms % 256 === 0 && !shown(focus)) problems.push(`${focus} not in view at ${ms} ms`);
      }
      return { followed: [...followed], problems, lastStack };
    },
    keys,
  );
  const followed = new Map(followedList);
  assert.equal(lastStack, ['main'], "the last call of a frame is still main's (its delay)");
  assert.not.ok(followed.has('main'), `main() never followed: ${JSON.stringify([...followed])}`);
  assert.ok((followed.get('DrawBlock') ?? 0) > 100, `in play, DrawBlock (under MoveBlock, DropBlock, NextBlock) mostly: ${JSON.stringify([...followed])}`);
  assert.equal(problems, []);
  // Paused: PauseGame polls the keyboard, and the poll is followed at once (as deep as DrawBlock's calls).
  await key(p.page, 'press', 'P');
  await key(p.page, 'release', 'P');
  await runTo(p.page, 6200);
  assert.is((await hook(p.page, (h) => h.view())).focus, 'GetKeyCode');
  assert.ok(await inView('GetKeyCode'));
  assert.equal(p.errors, []);
  ctx.followed = p; // the next test goes on from here
});

t('"follow the running function" scrolls back to it when ticked again', async (ctx) => {
  // On the page the test before leaves: the game paused (its own P) in PauseGame's key poll,
  // GetKeyCode followed — a program running and a function followed is all this needs.
  const p = ctx.followed;
  if (!p) throw new Error('the test before left no page (it failed)');
  ctx.followed = undefined;
  const at = await hook(p.page, (h) => h.nowMs());
  const inView = (): Promise<boolean> =>
    p.page.evaluate(() => {
      const body = document.querySelector('#pane-c .pane-body') as HTMLElement;
      const b = body.querySelector('.fn[data-fn="GetKeyCode"]') as HTMLElement;
      return b.offsetTop < body.scrollTop + body.clientHeight && b.offsetTop + b.offsetHeight > body.scrollTop;
    });
  assert.ok(await inView(), 'followed at first');
  await p.page.locator('#follow').uncheck();
  await p.page.evaluate(() => {
    const body = document.querySelector('#pane-c .pane-body') as HTMLElement;
    body.scrollTop = body.scrollHeight;
  });
  await runTo(p.page, at + 300);
  assert.is((await hook(p.page, (h) => h.view())).focus, 'GetKeyCode', 'still the function followed');
  assert.not.ok(await inView(), 'not followed while unticked');
  await p.page.locator('#follow').check();
  assert.ok(await inView(), 'back in view as soon as it is ticked again');
  assert.equal(p.errors, []);
  await p.close();
});

t('works opened from disk (file://), as the player does', async (ctx) => {
  const { host } = ctx;
  // The host's build folder (test/support/browser.ts): the page as `npm run build` writes it.
  const file = join(host.dir, 'study.html');
  assert.ok(existsSync(file), file);
  const context = await host.browser.newContext({ viewport: { width: 1400, height: 900 } });
  ctx.fileContext = context;
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${pathToFileURL(file).href}?test=step`);
  await waitForGlobal(page, 'mode12hStudy');
  await loadOriginal(page);
  assert.is(await page.locator('#status').textContent(), '21 functions aligned');
  await runTo(page, 300);
  assert.equal(await page.locator('#stack li').allTextContents(), ['GetKeyCode()', 'PauseGame()', 'main()']);
  assert.equal(errors, []);
  await page.close(); // the context stays for the next page from disk (a new one is ~0.7 s of Chromium's CPU)
});

t('the layout holds from 800 px up: nothing overflows, the "port →" buttons never cover code', async ({ host }) => {
  // Loaded at the narrowest window, then the same page resized through the others, as a user
  // resizes a window (the page lays itself out again): one load of the page and of the original.
  const windows = [[800, 600, 1], [1024, 768, 1], [1280, 800, 1], [1400, 900, 1], [900, 700, 2]] as const;
  const p = await openPage(host, 'study.html?test=step', 'mode12hStudy', { width: windows[0][0], height: windows[0][1] }, windows[0][2]);
  await loadOriginal(p.page);
  for (const [i, [width, height, dpr]] of windows.entries()) {
    if (i > 0) {
      await p.emulate({ width, height }, dpr);
      await frames(p.page, 2); // the resize laid out and its events handled
    }
    const m = await p.page.evaluate(() => {
      const r = (e: Element) => e.getBoundingClientRect();
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const covered: string[] = [];
      for (const btn of document.querySelectorAll('.twin')) {
        const fn = btn.closest<HTMLElement>('.fn')!;
        const side = btn.closest<HTMLElement>('.pane')!.dataset.side;
        for (const ln of fn.querySelectorAll<HTMLElement>('.ln')) {
          // The line's code: from its text's start (after the number gutter) to the pane's right edge.
          const box = r(ln);
          const code = new DOMRect(box.left + parseFloat(getComputedStyle(ln).paddingLeft), box.top, box.width, box.height);
          if (overlap(r(btn), code)) covered.push(`${side}:${fn.dataset.fn}:${ln.dataset.n}`);
        }
      }
      return {
        covered,
        twins: document.querySelectorAll('.twin').length,
        scrollWidth: document.documentElement.scrollWidth,
        canvasRight: r(document.getElementById('screen')!).right,
        panes: [...document.querySelectorAll('.pane')].map((e) => r(e).width),
      };
    });
    const at = `${width}×${height} at ${dpr}×`;
    assert.ok(m.twins >= 42, at);
    assert.equal(m.covered, [], `${at}: buttons over code`);
    assert.ok(m.scrollWidth <= width, `${at}: the page is ${m.scrollWidth} px wide`);
    assert.ok(m.canvasRight <= width, `${at}: the screen ends at ${m.canvasRight} px`);
    for (const w of m.panes) assert.ok(w >= 300, `${at}: a pane ${w} px wide`);
    assert.equal(await p.page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio]), [width, height, dpr], `${at}: the window emulated`);
  }
  assert.equal(p.errors, []);
  await p.close();
});

t('the player links to the study page', async ({ host }) => {
  const html = await (await fetch(host.server.url)).text();
  assert.match(html, '<a href="study.html">');
});

t('`mode12h study --html` writes a page that works on its own: panes, jump, no errors', async (ctx) => {
  const { host } = ctx;
  const out = join(scratchDir('study-html-'), 'study.html');
  const printed = { stdout: '', stderr: '' };
  assert.is(studyCli(['--c', ORIGINAL, '--html', out], stringIo(printed)), 0);
  // Issue 18: the CLI said 22 (it counted the timer variant's TimerHandler, which has no C twin).
  assert.is(printed.stdout, `${out}: 21 functions aligned\n`);
  // (the context of the test from disk, when it left one: pages from disk share no storage with the server's)
  const context = ctx.fileContext ?? (await host.browser.newContext({ viewport: { width: 1400, height: 900 } }));
  ctx.fileContext = undefined;
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(pathToFileURL(out).href);
  assert.is(await page.locator('#pane-c .fn').count(), 21);
  assert.is(await page.locator('#status').textContent(), '21 functions aligned', 'the static page says what the live page says');
  await page.locator('#pane-c .fn[data-fn="PaintBoard"] button.twin').click();
  await frames(page, 2);
  const gap = await page.evaluate(() => {
    const at = (side: string) => {
      const body = document.querySelector(`#pane-${side} .pane-body`) as HTMLElement;
      return (body.querySelector('.fn[data-fn="PaintBoard"]') as HTMLElement).offsetTop - body.scrollTop;
    };
    return Math.abs(at('c') - at('ts'));
  });
  assert.ok(gap <= 1, `twins ${gap} px apart after the jump`);
  assert.equal(errors, []);
  assert.equal(requests, [pathToFileURL(out).href]); // nothing but the page itself
  await context.close();
});

study.run();
