/**
 * Figures 5 and 6 — the browser player as a user meets it (dist/web, built by tools/build.mjs,
 * served in-process on an ephemeral port, Debian's Chromium through playwright-core).
 *
 * 5a. Page payload: every file the page loads, raw and gzip (-9), against js-dos 8.4.1 running
 *     the original TETRIS.EXE (cited constants, measured on this kind of machine).
 * 5b. Navigation start → start screen on the canvas: the page's own clock (performance.now(),
 *     0 = navigation start) read in the putImageData call that first puts the start screen (grid
 *     corner DARKGRAY and the YELLOW "Press P" line) on the canvas. The production page is
 *     measured (no ?test). Baseline, same browser: navigation to an empty page, to its first
 *     animation frame. Median of `navigations`, each in a fresh context (cold cache).
 * 5c. Where that time goes, each phase's median (the page's navigation entry, the player's marks of
 *     src/web/startup.ts, the instrument's putImageData and the frame after it), and the start
 *     screen ÷ the empty page's first frame, run by run (target ≤ 1.2); its own frame ÷ the same;
 *     and, in loads of their own, the same ratio by the main thread's CPU (Chromium's trace).
 * 6.  Key press → changed canvas pixels, in display frames: on the running page, P is pressed
 *     (it toggles the "Press P" / help line); the frame counter at the keydown event and at the
 *     first putImageData that changes that line are compared. 1 = the very next frame.
 *
 * 7.  Key press → audible change, in 128-sample render quanta after the frame that shows it: on
 *     ?test=live&rom=beep-test (its keys toggle a 440 Hz tone; the tests' build of the player,
 *     the player's own has neither), a click starts the sound, a second of it plays, then a key
 *     is pressed. The frame = the first animation frame after the keydown (the one whose machine
 *     step takes the key). Measured on the audio clock, not by messages: the worklet tells the
 *     context frame of the first loud sample it plays; the init script reads, at every animation
 *     frame, the context's smooth clock (getOutputTimestamp(): the sample heard then) and how far
 *     `currentTime` (the newest sample rendered) runs ahead of it. The device renders in bursts
 *     (headless Chromium's fake device: 441 frames every 10 ms), so the frontier at a frame is
 *     the heard sample plus the most that lead was seen over the second before. The figure =
 *     (loud sample − frontier at the frame) / 128: how many quanta the device renders after that
 *     frame before the sound. The device's output latency (frontier → heard) comes on top, in the
 *     detail. A second row counts the samples played late over the runs (a change of the sound
 *     that reached the worklet after its moment had played: the worklet waits for the machine
 *     instead, so 0) and, in the detail, the frames it waited (`held`).
 *
 * 8.  The home page and the rest of the app (tools/build-app.mjs): the home page's payload (home.html,
 *     favicon, every ROM's screenshot) against the player's; navigation → the home page loaded (the
 *     later of its load event and the last screenshot in view loaded), against the empty page's
 *     first frame; play.html (the
 *     player that fetches every ROM as a chunk) alone and with each ROM's chunk, against index.html;
 *     files.js, what the player does with files (save states, screenshots, recordings, disk zips),
 *     fetched on first use;
 *     restoring a save state of a 12-minute game (re-run and checked), against the game's length.
 *
 * An init script (installed before the page's own) instruments the page: a frame counter on
 * requestAnimationFrame, a wrapper around putImageData that reads back what it put, and a
 * capture-phase keydown listener. When the browser is missing or fails, the rows say why.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { median, type Row } from './harness.ts';
import { makeLongGame } from './long-game.ts';
import { romByName } from '../roms/index.ts';
import { CYCLES_DEFAULT } from '../runtime/hw/cpu.ts';
import { mountDrive } from '../runtime/dos/drive.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { encodeSnapshot, playInputs, readSnapshot, restoreSnapshot, takeSnapshot, type NewSession } from '../src/web/saves/snapshot.ts';
import { Session } from '../src/web/session.ts';
import { STARTUP_MARK } from '../src/web/startup.ts';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** js-dos 8.4.1 + DOSBox (WebAssembly) + TETRIS.EXE, headless Chromium on this kind of machine. */
export const JSDOS = { payloadBytes: 2_307_340, payloadGzipBytes: 770_000, startMs: 769 } as const;
export const TARGETS = { payloadGzipBytes: 49 * 1024, startMs: 80, keyFrames: 1, soundQuanta: 1, homeGzipBytes: 120 * 1024, homeLoadMs: 200, startRatio: 1.2, homeRatio: 1.5, cFirstFrameRatio: 1.5, playGzipBytes: 70 * 1024, partGzipBytes: 12 * 1024, filesGzipBytes: 14 * 1024, restoreMs: 1000 } as const;

/**
 * Figure 7's clocks: the page's AudioContext (caught as the page makes it) and, at every animation
 * frame, the page's time, the context's heard sample then and how far its render ran ahead (seconds).
 */
const SOUND_INSTRUMENT = `(() => {
  const b = window.__snd = { ticks: [], keyAt: null, ctx: null };
  const AC = window.AudioContext;
  window.AudioContext = class extends AC { constructor(o) { super(o); b.ctx = this; } };
  const tick = () => {
    const now = performance.now();
    const c = b.ctx;
    const ts = c && c.getOutputTimestamp();
    if (ts && ts.contextTime && ts.performanceTime) {
      const heard = ts.contextTime + (now - ts.performanceTime) / 1000;
      b.ticks.push([now, heard, c.currentTime - heard]);
      if (b.ticks.length > 1000) b.ticks.shift();
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  addEventListener('keydown', () => { if (b.keyAt === null) b.keyAt = performance.now(); }, true);
})();`;

interface SoundState {
  /** [page ms, heard (context s), currentTime − heard (s)] at each animation frame. */
  ticks: [number, number, number][];
  keyAt: number | null;
  /** The context's latencies (read after the key). */
  outputLatency: number;
  baseLatency: number;
  /** The heard time (page ms) of context time `loudAt`. */
  heardAt: number;
}
interface PlayerAudio {
  played: number;
  held: number;
  late: number;
  loudFrame: number;
  rate: number;
}

/**
 * The bench's `--limit-factor`, which stretches the waits for a page's frames too: on a loaded
 * machine (load average 30–40 on 2 cores) a player page's first frame takes more than 5 s.
 */
let waitFactor = 1;

/**
 * Closes a load's context, then waits a moment before the next load: the closed page's renderer
 * is torn down on the same 2 cores after close() returns, and without the pause it overlapped
 * whichever load came next — the player's load after an empty page's light teardown, the empty
 * page's after a running player's. Every load of figures 5 and 9 closes the same way.
 */
async function closeSettled(context: import('playwright-core').BrowserContext): Promise<void> {
  await context.close();
  await new Promise((done) => setTimeout(done, SETTLE_MS));
}
const SETTLE_MS = 100;

/** Runs in the page before its scripts (as a string: the page must not need esbuild's helpers). */
const INSTRUMENT = `(() => {
  const w = window;
  w.__bench = { frame: 0, startAt: null, paintedAt: null, startFrame: null, keyFrame: null, keyAt: null, changedFrame: null, changedAt: null, line: null };
  const b = w.__bench;
  const tick = () => { b.frame++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  // The info line TETRIS.C writes at (300,200): "Press P to Start or Resume!" or the help text.
  const lineOf = (ctx) => Array.from(ctx.getImageData(300, 200, 232, 8).data).join(',');
  const isStart = (ctx) => {
    const g = ctx.getImageData(30, 30, 1, 1).data;           // board grid corner: DARKGRAY
    const t = ctx.getImageData(300, 200, 232, 8).data;       // info line: some YELLOW
    if (!(g[0] === 0x55 && g[1] === 0x55 && g[2] === 0x55)) return false;
    for (let i = 0; i < t.length; i += 4) if (t[i] === 0xff && t[i + 1] === 0xff && t[i + 2] === 0x55) return true;
    return false;
  };
  const put = CanvasRenderingContext2D.prototype.putImageData;
  CanvasRenderingContext2D.prototype.putImageData = function (...args) {
    put.apply(this, args);
    const now = performance.now();
    if (b.startAt === null) {
      if (isStart(this)) {
        b.startAt = now; b.startFrame = b.frame; b.line = lineOf(this);
        requestAnimationFrame(() => { b.paintedAt = performance.now(); }); // the frame that shows it
      }
    } else if (b.keyFrame !== null && b.changedFrame === null) {
      const line = lineOf(this);
      if (line !== b.line) { b.changedFrame = b.frame; b.changedAt = now; b.line = line; }
    }
  };
  addEventListener('keydown', () => { if (b.keyFrame === null) { b.keyFrame = b.frame; b.keyAt = performance.now(); } }, true);
})();`;

/**
 * The ceiling's check (installed after INSTRUMENT, so it wraps it): the first put on the screen's
 * canvas is the painted picture, read back; every put of the machine's own first frame after it
 * (up to the player's `shown` mark) is compared with it, pixel by pixel. (The player sizes the
 * canvas before its first put, which clears it: within one task, so no frame shows the clear.)
 */
const PAINT_CHECK = `(() => {
  const c = window.__paintCheck = { compared: 0, differ: 0 };
  let painted = null; // the painted picture's RGBA, read back after its put
  const put = CanvasRenderingContext2D.prototype.putImageData;
  CanvasRenderingContext2D.prototype.putImageData = function (img, dx, dy, sx = 0, sy = 0, sw = img.width, sh = img.height) {
    if (this.canvas.id === 'screen' && painted && performance.getEntriesByName('${STARTUP_MARK}shown').length === 0) {
      const want = img.data;
      for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) {
        const a = ((sy + y) * img.width + sx + x) * 4, b = ((dy + sy + y) * 640 + dx + sx + x) * 4;
        if (want[a] !== painted[b] || want[a + 1] !== painted[b + 1] || want[a + 2] !== painted[b + 2]) c.differ++;
      }
      c.compared += sw * sh;
    }
    const r = put.apply(this, arguments);
    if (this.canvas.id === 'screen' && !painted) painted = this.getImageData(0, 0, 640, 480).data;
    return r;
  };
})();`;

const EMPTY_INSTRUMENT = `(() => { window.__firstFrame = null; requestAnimationFrame(() => { window.__firstFrame = performance.now(); }); })();`;

interface BenchState {
  frame: number;
  startAt: number | null;
  /** The animation frame after the start screen's putImageData: the page's first frame that can show it. */
  paintedAt: number | null;
  keyFrame: number | null;
  keyAt: number | null;
  changedFrame: number | null;
  changedAt: number | null;
}

/** The baseline of 5b: a page with nothing on it. */
const EMPTY_PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>empty</title></head><body></body></html>';

/**
 * The player's page with its module script left empty: its HTML and style alone, served as the
 * player is (the policy's hashes made from the page as served, tools/csp.mjs). Its first frame is
 * what the page costs before a line of the player runs (figure 5c's floor).
 */
export function withoutScript(html: string): string {
  const open = '<script type="module">', at = html.indexOf(open), end = html.indexOf('</script>', at);
  if (at < 0 || end < 0) throw new Error('bench: the player page has no inline module script');
  return html.slice(0, at + open.length) + html.slice(end);
}

/**
 * Figure 5c's ceiling (no target): the time of day the painted-first page is opened at (`?tod=`),
 * so that the machine's own first frame there is the picture painted before it (TETRIS.C's next
 * block is drawn from `srand` of the time of day: 7 different start screens in 60 seconds).
 */
const PAINTED_TOD = { hour: 12, min: 0, sec: 0, hund: 0 } as const;

/**
 * The player's page with the start screen painted before the machine: TETRIS.C booted in Node at
 * PAINTED_TOD (the player's own Session), its first frame run-length coded (colour, length) into
 * an inline classic script right after the canvas that paints it, and the module moved to the
 * body's end so that its compile comes after the paint. What a build-time first picture could
 * give at best; not the product, whose start screen depends on the time of day. The policy in the
 * page's <meta> is made again with the new block (`csp`: tools/csp.mjs's cspFor).
 */
export function withFirstPicture(html: string, csp: (html: string) => string): string {
  const s = new Session({ rom: romByName('tetris'), variant: 'faithful', cycles: CYCLES_DEFAULT, timeOfDay: PAINTED_TOD }, { exit() {}, crash(e) { throw e; } });
  s.boot();
  const px = s.machine.vga.visual, runs: number[] = [];
  for (let i = 0; i < px.length;) {
    let j = i;
    while (j < px.length && px[j] === px[i] && j - i < 255) j++;
    runs.push(px[i]!, j - i);
    i = j;
  }
  const pal = JSON.stringify(Array.from(s.machine.vga.palette.subarray(0, 48)));
  const paint = `<script>(()=>{const b=atob("${Buffer.from(runs).toString('base64')}"),P=${pal},c=document.getElementById("screen").getContext("2d"),d=c.createImageData(640,480),p=d.data;let o=0;for(let i=0;i<b.length;i+=2){const v=b.charCodeAt(i)*3;for(let n=b.charCodeAt(i+1);n--;o+=4)p[o]=P[v],p[o+1]=P[v+1],p[o+2]=P[v+2],p[o+3]=255}c.putImageData(d,0,0)})()</script>`;
  const canvas = '<canvas id="screen" width="640" height="480"></canvas>';
  const open = '<script type="module">', at = html.indexOf(open), end = html.indexOf('</script>', at) + '</script>'.length;
  if (at < 0 || !html.includes(canvas)) throw new Error('bench: the player page has no inline module script or no canvas');
  // replacements by function: the minified module holds `$'`-like text that String.replace's
  // patterns would expand (a `$'` pasted the page's tail into the script: "Unexpected token '<'")
  const page = (html.slice(0, at) + html.slice(end)).replace(canvas, () => canvas + paint).replace('</body>', () => html.slice(at, end) + '</body>');
  return page.replace(/(<meta http-equiv="Content-Security-Policy" content=")[^"]*/, (_m, head: string) => head + csp(page));
}

/**
 * dist/web, the empty page (as the index.html of a folder of its own), the player's page without
 * its script (withoutScript) and with its start screen painted first (withFirstPicture), and the
 * tests' build of the player (figure 7), each served by tools/serve.mjs, in a process of their own.
 * Served from the bench's own process, a request waited behind Playwright's traffic with the
 * browser on the same event loop: the empty page's first byte came 18.7 ms after its request
 * through serve.mjs there, 8.3 from the bare in-memory server the empty page had there, 8.5 through
 * serve.mjs in a process of its own (medians of 25 interleaved loads in the bench's browser, load
 * average ~21): the player, served by serve.mjs in the bench's process, carried ~10 ms the empty
 * page did not, and neither page's. The process ends when the bench closes its input.
 */
async function serveApart(root: string): Promise<{ player: string; empty: string; bare: string; painted: string; tests: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'mode12h-bench-empty-'));
  writeFileSync(join(dir, 'index.html'), EMPTY_PAGE);
  const bare = join(dir, 'bare'), painted = join(dir, 'painted'), tests = join(dir, 'tests');
  await (await tools(root)).buildWeb(root, tests, { testRoms: true, payloadOnly: true });
  const html = readFileSync(join(root, 'dist/web/index.html'), 'utf8');
  const { cspFor } = await import(pathToFileURL(join(root, 'tools', 'csp.mjs')).href) as { cspFor: (html: string) => string };
  mkdirSync(bare);
  writeFileSync(join(bare, 'index.html'), withoutScript(html));
  mkdirSync(painted);
  writeFileSync(join(painted, 'index.html'), withFirstPicture(html, (h) => cspFor(h)));
  const code = `const { serveWeb } = await import(${JSON.stringify(pathToFileURL(join(root, 'tools', 'serve.mjs')).href)});
const served = await Promise.all(${JSON.stringify([join(root, 'dist/web'), dir, bare, painted, tests])}.map((d) => serveWeb(d, 0)));
process.stdout.write(JSON.stringify(served.map((s) => s.url)) + '\\n');
process.stdin.on('end', () => process.exit(0)).resume();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  const urls = await new Promise<string[]>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(JSON.parse(out) as string[]);
    });
    child.once('exit', (code) => reject(new Error(`bench: the pages' server exited (${code})`)));
  });
  return {
    player: urls[0]!,
    empty: urls[1]!,
    bare: urls[2]!,
    painted: urls[3]!,
    tests: urls[4]!,
    close: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.stdin.end();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * tools/build.mjs, loaded from the checkout at run time (as tools/serve.mjs is, in serveApart's
 * process): bundled into the bench it would see the bundle as its own main module and run its
 * command line.
 */
async function tools(root: string): Promise<{ buildWeb: typeof import('../tools/build.mjs').buildWeb; payloadOf: typeof import('../tools/build.mjs').payloadOf; romChunkFiles: typeof import('../tools/build.mjs').romChunkFiles; romPartFiles: typeof import('../tools/build.mjs').romPartFiles; homeShotsAskedFor: typeof import('../tools/build.mjs').homeShotsAskedFor }> {
  const load = (name: string) => import(pathToFileURL(join(root, 'tools', name)).href);
  const { buildWeb, payloadOf, romChunkFiles, romPartFiles, homeShotsAskedFor } = await load('build.mjs');
  return { buildWeb, payloadOf, romChunkFiles, romPartFiles, homeShotsAskedFor };
}

/**
 * Figure 9: restoring a save state of a 12-minute game (bench/long-game.ts's bot) — re-running it
 * in virtual time on the player's engine (src/web/session.ts, coroutines) and checking the screen —
 * against the game's own length. Median of `runs`.
 */
function restoreRow(runs: number): Row {
  const game = makeLongGame(12);
  const replay = parseReplay(game.text, 'long-game');
  const newSession: NewSession<Session> = (power, disk) => {
    const s = new Session({ ...power, rom: romByName(power.rom) }, { exit() {}, crash(e) { throw e; } });
    mountDrive(s.machine, { load: () => disk, commit() {} });
    return s;
  };
  const live = newSession({ rom: 'tetris', variant: 'faithful', cycles: CYCLES_DEFAULT, timeOfDay: replay.time! }, []);
  playInputs(live, replay.actions, game.endMs);
  const read = readSnapshot(encodeSnapshot(takeSnapshot(live, [])), 'long-game.m12h');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    restoreSnapshot(read, newSession, 'long-game.m12h');
    times.push(performance.now() - t0);
  }
  return {
    id: 'web.saves.restore', figure: 9, name: 'restore a 12-minute game', value: median(times), unit: 'ms', better: 'lower',
    baseline: { name: 'the game, played', value: game.endMs, unit: 'ms' },
    target: { op: '<=', value: TARGETS.restoreMs },
    detail: { runs: times, inputs: live.log.length, gameMs: game.endMs, note: 'Node, the coroutine engine the player runs on' },
  };
}

/**
 * Figure 9's sizes from the build in `out`: the home page; play.html alone and with each ROM chunk
 * it fetches (`chunks`: roms/<name>.js, tools/build-roms.mjs); each part of a ROM's code loaded on
 * first use (`romParts`: REVERSI's engine); files.js.
 */
function appRows(out: string, payloadOf: typeof import('../tools/build.mjs').payloadOf, romChunks: readonly string[], romParts: readonly string[], homeShots: readonly string[], playerGzip: number, runs: number): Row[] {
  const home = payloadOf(out, ['home.html', 'favicon.svg', ...homeShots]); // the first screen's screenshots are in home.html
  const [play, index, files] = payloadOf(out, ['play.html', 'index.html', 'files.js']);
  const chunks = payloadOf(out, romChunks); // romChunkFiles throws when the build wrote none
  const sum = (files: { gzip: number }[]) => files.reduce((n, f) => n + f.gzip, 0);
  return [
    restoreRow(runs),
    {
      id: 'web.home.payload.gzip', figure: 9, name: 'home page payload, gzip', value: sum(home) / 1024, unit: 'KB', better: 'lower',
      baseline: { name: 'the player page', value: playerGzip / 1024, unit: 'KB' },
      target: { op: '<=', value: TARGETS.homeGzipBytes / 1024 },
      detail: { files: home },
    },
    {
      id: 'web.play.payload.gzip', figure: 9, name: 'play.html (no ROM), gzip', value: play!.gzip / 1024, unit: 'KB', better: 'lower',
      baseline: { name: 'index.html (Tetris)', value: index!.gzip / 1024, unit: 'KB' },
      target: { op: '<=', value: TARGETS.playGzipBytes / 1024 },
    },
    ...chunks.map((c): Row => {
      const rom = c.name.replace(/^roms\/|\.js$/g, '');
      return {
        id: `web.play.${rom}.gzip`, figure: 9, name: `play.html?rom=${rom} (+ ${c.name}), gzip`, value: (play!.gzip + c.gzip) / 1024, unit: 'KB', better: 'lower',
        baseline: { name: 'index.html (Tetris)', value: index!.gzip / 1024, unit: 'KB' },
        target: { op: '<=', value: TARGETS.playGzipBytes / 1024 },
        detail: { page: play!.gzip, chunk: c.gzip },
      };
    }),
    ...payloadOf(out, romParts).map((c): Row => ({
      id: `web.part.${c.name.replace(/^roms\/|\.js$/g, '').replace(/\//g, '.')}.gzip`, figure: 9, name: `${c.name} (when the program first uses it), gzip`, value: c.gzip / 1024, unit: 'KB', better: 'lower',
      baseline: null,
      target: { op: '<=', value: TARGETS.partGzipBytes / 1024 },
    })),
    {
      id: 'web.files.gzip', figure: 9, name: 'files.js (on first use), gzip', value: files!.gzip / 1024, unit: 'KB', better: 'lower',
      baseline: null,
      target: { op: '<=', value: TARGETS.filesGzipBytes / 1024 },
    },
  ];
}

/**
 * `runs`: how many times the slower figures are measured (the C program, the sound, the restore);
 * `navigations`: how many empty-page and player (or home page) loads the start-up ratios take the
 * median of — each ratio is a pair of loads moments apart, and a shared machine's noisy spells
 * swing one pair by 2× and more, so more of them than the slower figures get.
 */
export async function webBench(opts: { runs: number; navigations: number; limitFactor?: number }): Promise<Row[]> {
  waitFactor = opts.limitFactor ?? 1;
  const root = process.cwd();
  const { buildWeb, payloadOf, romChunkFiles, romPartFiles, homeShotsAskedFor } = await tools(root);
  const files = await buildWeb(root);
  const bytes = files.reduce((n, f) => n + f.bytes, 0);
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  const rows: Row[] = [
    {
      id: 'web.payload.gzip', figure: 5, name: 'page payload, gzip', value: gzip / 1024, unit: 'KB', better: 'lower',
      baseline: { name: 'js-dos 8.4.1 (cited)', value: JSDOS.payloadGzipBytes / 1024, unit: 'KB', cited: 'js-dos 8.4.1 + TETRIS.EXE: 770 KB gzip' },
      target: { op: '<=', value: TARGETS.payloadGzipBytes / 1024 },
      detail: { files },
    },
    {
      id: 'web.payload.raw', figure: 5, name: 'page payload, raw', value: bytes / 1024, unit: 'KB', better: 'lower',
      baseline: { name: 'js-dos 8.4.1 (cited)', value: JSDOS.payloadBytes / 1024, unit: 'KB', cited: 'js-dos 8.4.1 + TETRIS.EXE: 2 307 340 B' },
      target: null,
    },
    ...appRows(join(root, 'dist/web'), payloadOf, romChunkFiles(join(root, 'dist/web')), romPartFiles(), homeShotsAskedFor(join(root, 'dist/web')), gzip, opts.runs),
  ];
  const browserRows = (reason: string): Row[] => [
    { id: 'web.start', figure: 5, name: 'navigation → start screen on canvas', value: null, unit: 'ms', better: 'lower', baseline: null, target: { op: '<=', value: TARGETS.startMs }, skipped: reason },
    { id: 'web.key', figure: 6, name: 'key press → changed canvas pixels', value: null, unit: 'frames', better: 'lower', baseline: null, target: { op: '<=', value: TARGETS.keyFrames }, skipped: reason },
    { id: 'web.sound', figure: 7, name: 'key press → audible, after its frame', value: null, unit: 'quanta', better: 'lower', baseline: null, target: { op: '<=', value: TARGETS.soundQuanta }, skipped: reason },
    { id: 'web.sound.late', figure: 7, name: 'samples played late (over the runs)', value: null, unit: 'samples', better: 'lower', baseline: null, target: { op: '<=', value: 0 }, skipped: reason },
    { id: 'web.home.load', figure: 9, name: 'navigation → home page loaded', value: null, unit: 'ms', better: 'lower', baseline: null, target: { op: '<=', value: TARGETS.homeLoadMs }, skipped: reason },
  ];
  if (!existsSync(CHROMIUM)) return [...rows, ...browserRows(`no browser at ${CHROMIUM}`)];
  // dist/web is shared with the browser tests, which rebuild it: if a run raced one, build and try again.
  const first = await measureInBrowser(root, opts);
  if (!('error' in first)) return [...rows, ...first];
  await buildWeb(root);
  const second = await measureInBrowser(root, opts);
  return [...rows, ...('error' in second ? browserRows(`browser failed: ${second.error}`) : second)];
}

async function measureInBrowser(root: string, { runs, navigations }: { runs: number; navigations: number }): Promise<Row[] | { error: string }> {
  let browser: Browser | null = null;
  const servers = await serveApart(root);
  const served = { url: servers.player }, empty = { url: servers.empty };
  try {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const b = browser;
    const open = async (url: string, script: string) => {
      const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(script);
      const page = await context.newPage();
      await page.goto(url);
      return { context, page };
    };
    const state = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);

    const starts: number[] = [];
    const empties: number[] = [];
    const keyFrames: number[] = [];
    const keyMs: number[] = [];
    const phases: StartupRun[] = [];
    const painted: number[] = [];
    // Run −1 is not counted: the browser's first navigations (its network service, the first
    // renderers) and the server's first answer for the page (its gzip, and the policy's hash of
    // the 130 KB page: ~20 ms cold) are costs of the run's start, not of either page, and fell on
    // the first pair only.
    for (let run = -1; run < navigations; run++) {
      // Baseline first, then the player, in turn: both see the browser in the same state.
      const emptyAt = await firstFrame(b, empty.url);
      const { context, page } = await open(served.url, INSTRUMENT);
      await page.waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.paintedAt !== null, null, { timeout: 5000 * waitFactor });
      const st = await state(page);
      if (run < 0) {
        await closeSettled(context);
        continue;
      }
      empties.push(emptyAt);
      painted.push(st.paintedAt!);
      starts.push(st.startAt!);
      phases.push(await startupPhases(page, st));
      if (run >= runs) {
        await closeSettled(context);
        continue;
      }
      // Figure 6 on the same page (the first `runs` loads): let it settle (the start screen waits for P), then press P.
      await page.waitForTimeout(200);
      await page.keyboard.press('p');
      await page.waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.changedFrame !== null, null, { timeout: 5000 * waitFactor });
      const s = await state(page);
      keyFrames.push(s.changedFrame! - s.keyFrame!);
      keyMs.push(s.changedAt! - s.keyAt!);
      await closeSettled(context);
    }
    // Figure 5c's floor: the player's page without its script, each beside an empty page, as the
    // start screen's loads are (run −1 not counted: the server's first answer for the page).
    const bare: number[] = [], bareEmpties: number[] = [];
    for (let run = -1; run < navigations; run++) {
      const emptyAt = await firstFrame(b, empty.url);
      const bareAt = await firstFrame(b, servers.bare);
      if (run < 0) continue;
      bareEmpties.push(emptyAt);
      bare.push(bareAt);
    }
    // Figure 5c's ceiling: the start screen painted before the machine (withFirstPicture), each
    // load beside an empty page, at the time of day its picture was made for.
    const paintedStarts: number[] = [], paintedEmpties: number[] = [], paintedChecks: { compared: number; differ: number }[] = [];
    for (let run = -1; run < navigations; run++) {
      const emptyAt = await firstFrame(b, empty.url);
      const tod = [PAINTED_TOD.hour, PAINTED_TOD.min, PAINTED_TOD.sec].map((n) => String(n).padStart(2, '0')).join(':');
      const { context, page } = await open(`${servers.painted}?tod=${tod}`, INSTRUMENT + PAINT_CHECK);
      await page.waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.paintedAt !== null, null, { timeout: 5000 * waitFactor });
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, `${STARTUP_MARK}shown`, { timeout: 5000 * waitFactor });
      const st = await state(page);
      const check = await page.evaluate(() => (window as unknown as { __paintCheck: { compared: number; differ: number } }).__paintCheck);
      await closeSettled(context);
      if (run < 0) continue;
      paintedEmpties.push(emptyAt);
      paintedStarts.push(st.startAt!);
      paintedChecks.push(check);
    }
    const paintedExact = paintedChecks.every((c) => c.compared === 640 * 480 && c.differ === 0);
    const cFirst = await measureCProgram(b, served.url, empty.url, runs);
    const sound = await measureSound(b, servers.tests, runs);
    const home = await measureHome(b, served.url, empty.url, navigations);
    const cpu = await measureCpu(b, served.url, empty.url, runs);
    return [
      {
        id: 'web.start', figure: 5, name: 'navigation → start screen on canvas', value: median(starts), unit: 'ms', better: 'lower',
        baseline: { name: 'empty page, 1st frame', value: median(empties), unit: 'ms' },
        target: { op: '<=', value: TARGETS.startMs },
        detail: { runs: starts, baselineRuns: empties, jsdosStartMs: JSDOS.startMs, version: await b.version() },
      },
      ...startupRows(phases, empties, starts, painted),
      relativeRow('web.start.page.ratio', 5, "  the floor: the player's page without its script, 1st frame ÷ empty page", bare, bareEmpties, null),
      paintedExact
        ? relativeRow('web.start.painted.ratio', 5, '  the ceiling: start screen painted before the machine ÷ empty page', paintedStarts, paintedEmpties, null)
        : { id: 'web.start.painted.ratio', figure: 5, name: '  the ceiling: start screen painted before the machine ÷ empty page', value: null, unit: '×', better: 'lower', baseline: null, target: null, skipped: `the painted picture is not the machine's first frame: ${JSON.stringify(paintedChecks)}` },
      ...cFirst,
      {
        id: 'web.key', figure: 6, name: 'key press → changed canvas pixels', value: Math.max(...keyFrames), unit: 'frames', better: 'lower',
        baseline: null,
        target: { op: '<=', value: TARGETS.keyFrames },
        detail: { framesPerRun: keyFrames, msPerRun: keyMs, note: 'value = worst run; frames counted by requestAnimationFrame' },
      },
      ...sound,
      ...home,
      ...cpu,
    ];
  } catch (e) {
    return { error: (e as Error).message.split('\n')[0]! };
  } finally {
    await browser?.close();
    await servers.close();
  }
}

/** Figure 5d's program: Turbo C 2.0's own BGIDEMO.C (1 400 lines; Borland's, so read from the TC directory, never shipped). */
const BGIDEMO_C = resolve(process.cwd(), '..', 'tc', 'BGIDEMO.C');

/**
 * Figure 5d's floor: a program of ours with next to nothing to compile (two headers, a mode set, a
 * rectangle, a wait for a key), opened the same way. Its first frame is what c-player.js's
 * arrival, the page and the machine cost a C program before the compile of its own lines.
 */
const FLOOR_C = `#include <graphics.h>
#include <conio.h>

int main(void)
{
    int driver = DETECT, mode;
    initgraph(&driver, &mode, "");
    rectangle(0, 0, getmaxx(), getmaxy());
    getch();
    closegraph();
    return 0;
}
`;

/** Each load of a C program opened in the player: its first screen, c-player.js evaluated, the compile (page ms), and the empty page's first frame just before. */
interface CLoads { shown: number[]; empties: number[]; compile: number[]; loadCompiler: number[] }

/**
 * `runs` loads of the C program `text` opened in the player (its text in the tab's sessionStorage,
 * as "Open a .C file" leaves it; src/web/c-program.ts), each beside an empty page loaded just
 * before it.
 */
async function openCProgram(b: Browser, url: string, emptyUrl: string, runs: number, name: string, text: string): Promise<CLoads> {
  const loads: CLoads = { shown: [], empties: [], compile: [], loadCompiler: [] };
  for (let run = 0; run < runs; run++) {
    loads.empties.push(await firstFrame(b, emptyUrl));
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(`sessionStorage.setItem('mode12h.c-source:${name}', ${JSON.stringify(text)});`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${url}?rom=c:${name}`);
    await untilMark(cdp, `${STARTUP_MARK}shown`, 30_000 * waitFactor);
    // no named function inside: the bench's bundle would wrap it in a helper the page lacks
    const at = await page.evaluate((prefix) => Object.fromEntries(['script', 'rom', 'shown'].map((phase) => [phase, performance.getEntriesByName(`${prefix}${phase}`).map((m) => m.startTime)])), STARTUP_MARK);
    // c-player.js (the whole player, with the compiler) runs in place of the page's own script,
    // which is left as text (src/web/c-player-build.mjs): one `script` mark
    if (at.script?.length !== 1) throw new Error(`bench: ${name}: expected c-player.js's script mark alone, got ${at.script?.length}`);
    loads.shown.push(at.shown![0]!);
    loads.loadCompiler.push(at.script[0]!);
    loads.compile.push(at.rom![0]! - at.script[0]!);
    await closeSettled(context);
  }
  return loads;
}

/**
 * Wait for the page's performance mark `name` without Playwright's injected script: a C program's
 * first frame comes after the page's load event, and `waitForFunction` then has Playwright compile
 * its ~330 KB script on the page's main thread (Chromium's trace: 115 ms at load average 25, between
 * the compile's end and the program's module loaded) — a cost of the instrument, which the start
 * screen (put before the load event) and the empty page never paid. A DevTools `Runtime.evaluate`
 * of one expression every 20 ms instead.
 */
async function untilMark(cdp: import('playwright-core').CDPSession, name: string, timeoutMs: number): Promise<void> {
  const expression = `performance.getEntriesByName(${JSON.stringify(name)}).length`;
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((done) => setTimeout(done, 20))) {
    const r = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value?: unknown } };
    if (typeof r.result.value === 'number' && r.result.value > 0) return;
  }
  throw new Error(`bench: no ${name} mark within ${timeoutMs} ms`);
}

/**
 * Figure 5d: a 1 400-line C program opened in the player: navigation → its first screen on the
 * canvas (the player's `shown` mark), against the empty page's first frame, run by run; the detail
 * splits it into c-player.js (the player with the compiler) fetched and evaluated, the compile, and
 * the program's start. Then its floor, FLOOR_C the same way.
 */
async function measureCProgram(b: Browser, url: string, emptyUrl: string, runs: number): Promise<Row[]> {
  const row = (skipped: string): Row[] => [{ id: 'web.c.first', figure: 5, name: 'BGIDEMO.C opened: first frame ÷ empty page', value: null, unit: '×', better: 'lower', baseline: null, target: { op: '<=', value: TARGETS.cFirstFrameRatio }, skipped }];
  if (!existsSync(BGIDEMO_C)) return row(`no ${BGIDEMO_C}`);
  const text = readFileSync(BGIDEMO_C, 'latin1');
  const demo = await openCProgram(b, url, emptyUrl, runs, 'BGIDEMO.C', text);
  const floor = await openCProgram(b, url, emptyUrl, runs, 'FLOOR.C', FLOOR_C);
  const lines = text.split('\n').length;
  const note = 'compile = c-player.js evaluated → program compiled and loaded (the rom mark); loadCompiler = navigation → c-player.js evaluated';
  return [{
    ...relativeRow('web.c.first', 5, `BGIDEMO.C (${lines} lines) opened: first frame ÷ empty page`, demo.shown, demo.empties, TARGETS.cFirstFrameRatio),
  }, {
    id: 'web.c.compile', figure: 5, name: '  of which its compile in the page', value: median(demo.compile), unit: 'ms', better: 'lower', baseline: null, target: null,
    detail: { runs: demo.compile, firstFrameMs: demo.shown, loadCompilerMs: demo.loadCompiler, note },
  }, {
    // the compile phase less the floor's (its headers, the compiler's first calls, the blob's
    // import): what each 1 000 of the program's own lines cost in the page (figure 11b in Node)
    id: 'web.c.compile.lines', figure: 5, name: '  its compile in the page, per 1 000 lines beyond the floor\'s', value: ((median(demo.compile) - median(floor.compile)) * 1000) / lines, unit: 'ms', better: 'lower', baseline: null, target: null,
    detail: { lines, compileMs: median(demo.compile), floorCompileMs: median(floor.compile), note: '(BGIDEMO.C\'s compile phase − the 12-line floor\'s) ÷ its lines × 1 000, medians' },
  }, {
    ...relativeRow('web.c.floor', 5, `  the floor: a ${FLOOR_C.split('\n').length - 1}-line program's first frame ÷ empty page`, floor.shown, floor.empties, null),
  }, {
    ...relativeRow('web.c.floor.script', 5, '  the floor: c-player.js evaluated ÷ empty page', floor.loadCompiler, floor.empties, null),
    detail: { ratiosPerRun: floor.loadCompiler.map((v, i) => v / floor.empties[i]!), compileMs: floor.compile, firstFrameMs: floor.shown, loadCompilerMs: floor.loadCompiler, baselines: floor.empties, note },
  }];
}

/** The baseline of 5b: navigation → an empty page's first animation frame, in a fresh context (and figure 5c's floor: the player's page without its script). */
async function firstFrame(b: Browser, url: string): Promise<number> {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(EMPTY_INSTRUMENT);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __firstFrame: number | null }).__firstFrame !== null, null, { timeout: 5000 * waitFactor });
  const at = await page.evaluate(() => (window as unknown as { __firstFrame: number }).__firstFrame);
  await closeSettled(context);
  return at;
}

/**
 * Figure 5c: where the time to the start screen goes, one run. The page's own clock: the
 * navigation entry (HTML received, parsed), the player's marks (src/web/startup.ts) and the
 * instrument's putImageData and the animation frame after it.
 */
type StartupRun = Record<(typeof STARTUP_PHASES)[number]['id'], number>;

const STARTUP_PHASES = [
  { id: 'html', name: 'navigation → HTML received', from: null, to: 'responseEnd' },
  { id: 'parse', name: 'HTML parsed, inline script compiled', from: 'responseEnd', to: 'domInteractive' },
  { id: 'script', name: 'modules evaluated (top levels)', from: 'domInteractive', to: 'script' },
  { id: 'player', name: 'program chosen, player made', from: 'script', to: 'page' },
  { id: 'machine', name: 'machine on, program loaded', from: 'page', to: 'machine' },
  { id: 'boot', name: 'program runs to its first wait', from: 'machine', to: 'booted' },
  { id: 'shown', name: 'its screen put on the canvas', from: 'booted', to: 'put' },
  { id: 'painted', name: 'then the frame that shows it', from: 'put', to: 'painted' },
] as const;

async function startupPhases(page: import('playwright-core').Page, st: BenchState): Promise<StartupRun> {
  const at = await page.evaluate((prefix) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const marks = Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith(prefix)).map((m) => [m.name.slice(prefix.length), m.startTime]));
    return { responseEnd: nav.responseEnd, domInteractive: nav.domInteractive, ...marks } as Record<string, number>;
  }, STARTUP_MARK);
  // the instrument's own times: its putImageData wrapper reads the canvas back after the put
  // (isStart), which the player's `shown` mark would count
  at.put = st.startAt!;
  at.painted = st.paintedAt!;
  const run = {} as StartupRun;
  for (const p of STARTUP_PHASES) {
    const to = at[p.to], from = p.from === null ? 0 : at[p.from];
    if (to === undefined || from === undefined) throw new Error(`bench: the player page has no start-up mark "${to === undefined ? p.to : p.from}" (src/web/startup.ts)`);
    run[p.id] = to - from;
  }
  return run;
}

/** `values` ÷ `baselines`, run by run (each pair measured moments apart): the median ratio. */
function relativeRow(id: string, figure: number, name: string, values: readonly number[], baselines: readonly number[], target: number | null): Row {
  const ratios = values.map((v, i) => v / baselines[i]!);
  return {
    id, figure, name, value: median(ratios), unit: '×', better: 'lower', baseline: null,
    target: target === null ? null : { op: '<=', value: target },
    detail: { ratiosPerRun: ratios, values, baselines, note: 'each run beside an empty page loaded just before it in the same browser' },
  };
}

/** Figure 5c's rows: the start screen against the empty page, then each phase's median. */
function startupRows(runs: readonly StartupRun[], empties: readonly number[], starts: readonly number[], painted: readonly number[]): Row[] {
  return [
    relativeRow('web.start.ratio', 5, 'start screen ÷ empty page 1st frame', starts, empties, TARGETS.startRatio),
    // The same moment on both sides: the empty page's figure is its first frame's animation-frame
    // callback, the start screen's above is its put, which comes before its own frame.
    relativeRow('web.start.frame.ratio', 5, "  the start screen's frame ÷ empty page 1st frame", painted, empties, null),
    ...STARTUP_PHASES.map((p): Row => ({
      id: `web.start.${p.id}`, figure: 5, name: `  ${p.name}`, value: median(runs.map((r) => r[p.id])), unit: 'ms', better: 'lower',
      baseline: null, target: null, detail: { runs: runs.map((r) => r[p.id]) },
    })),
  ];
}

/** Figure 9: the page's time of each screenshot's load event (a capture listener: `load` does not reach the window). */
const HOME_INSTRUMENT = `(() => {
  const shots = window.__shots = new Map();
  document.addEventListener('load', (e) => { if (e.target instanceof HTMLImageElement) shots.set(e.target, performance.now()); }, true);
})();`;

/**
 * Figure 9 (see the header): navigation → the home page loaded — its load event, and every
 * screenshot in view loaded (a lazy one in view may come after the load event) — median of
 * `navigations`, each in a fresh context.
 */
async function measureHome(b: Browser, url: string, emptyUrl: string, navigations: number): Promise<Row[]> {
  const loads: number[] = [];
  const loadEvents: number[] = [];
  const inView: number[] = [];
  const empties: number[] = [];
  for (let run = -1; run < navigations; run++) { // run −1 not counted, as figure 5c's
    const emptyAt = await firstFrame(b, emptyUrl); // interleaved, as figure 5b's are
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(HOME_INSTRUMENT);
    const page = await context.newPage();
    await page.goto(`${url}home.html`, { waitUntil: 'load' });
    // no named function inside: the bench's bundle would wrap it in a helper the page lacks
    await page.waitForFunction(() => [...document.images].every((i) => i.getBoundingClientRect().top >= innerHeight || (window as unknown as { __shots: Map<HTMLImageElement, number> }).__shots.has(i)), null, { timeout: 10_000 });
    const at = await page.evaluate(() => {
      const shots = (window as unknown as { __shots: Map<HTMLImageElement, number> }).__shots;
      const inView = [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight);
      return { load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart, shots: inView.map((i) => shots.get(i)!) };
    });
    if (at.shots.length === 0) throw new Error('bench: the home page shows no screenshot at 1280×800');
    await closeSettled(context);
    if (run < 0) continue;
    empties.push(emptyAt);
    loads.push(Math.max(at.load, ...at.shots));
    loadEvents.push(at.load);
    inView.push(at.shots.length);
  }
  return [
    {
      id: 'web.home.load', figure: 9, name: 'navigation → home page loaded', value: median(loads), unit: 'ms', better: 'lower',
      baseline: { name: 'empty page, 1st frame', value: median(empties), unit: 'ms' },
      target: { op: '<=', value: TARGETS.homeLoadMs },
      detail: { runs: loads, loadEventRuns: loadEvents, shotsInView: inView, note: 'the later of the load event and the last screenshot in view (1280×800) loaded; those out of view load after it, as they scroll near' },
    },
    relativeRow('web.home.load.ratio', 9, 'home page loaded ÷ empty page 1st frame', loads, empties, TARGETS.homeRatio),
  ];
}

/**
 * The same pages by the main thread's CPU, which a busy machine stretches far less than their
 * wall times (at load average ~20 a pair's wall-clock ratio swung 0.4–4×; the start screen's
 * thread time over `runs` pairs read 3.2×): Chromium's trace of each load, the thread time of
 * the page's renderer main thread's top-level tasks from its navigation to a mark — the empty
 * page's first animation frame, the start screen's put (its wrapper's readback included), the
 * home page's load event — the task holding the mark counted in proportion up to it. Loads of
 * their own, an empty page before each, so the tracing does not touch the wall-clock figures.
 */
const CPU_MARK = 'bench:end';
const CPU_INSTRUMENT = {
  // init scripts run in the new tab's about:blank too: only the page's own document marks
  empty: `if (location.protocol === 'http:') requestAnimationFrame(() => performance.mark('${CPU_MARK}'));`,
  player: `(() => {
    const put = CanvasRenderingContext2D.prototype.putImageData;
    let marked = false;
    CanvasRenderingContext2D.prototype.putImageData = function (...args) {
      put.apply(this, args);
      if (marked) return;
      const g = this.getImageData(30, 30, 1, 1).data;
      if (g[0] === 0x55 && g[1] === 0x55 && g[2] === 0x55) { marked = true; performance.mark('${CPU_MARK}'); }
    };
  })();`,
  home: `if (location.protocol === 'http:') addEventListener('load', () => performance.mark('${CPU_MARK}'));`,
};
interface TraceEvent { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { data?: { documentLoaderURL?: string } } }

async function mainThreadCpu(b: Browser, url: string, script: string): Promise<number> {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(script);
  const page = await context.newPage();
  await b.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await page.goto(url);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, CPU_MARK, { timeout: 10_000 * waitFactor });
  const events = (JSON.parse((await b.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await closeSettled(context);
  // the page's own navigation and the mark after it (the new tab's about:blank came first)
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url));
  const end = events.find((e) => e.name === CPU_MARK && e.pid === start?.pid && e.ts > start.ts);
  if (!end || !start) throw new Error(`bench: no ${start ? CPU_MARK : 'navigationStart'} in the trace of ${url}`);
  let us = 0;
  for (const t of events) {
    if (t.pid !== end.pid || t.tid !== end.tid || t.ph !== 'X' || !t.cat.includes('toplevel') || t.name !== 'ThreadControllerImpl::RunTask') continue;
    const dur = t.dur ?? 0, tdur = t.tdur ?? 0;
    if (t.ts + dur < start.ts || t.ts > end.ts) continue;
    us += t.ts + dur <= end.ts ? tdur : dur > 0 ? (tdur * (end.ts - t.ts)) / dur : 0;
  }
  return us / 1000;
}

async function measureCpu(b: Browser, url: string, emptyUrl: string, runs: number): Promise<Row[]> {
  const empties: number[] = [], starts: number[] = [], homes: number[] = [];
  for (let run = -1; run < runs; run++) { // run −1 not counted, as figure 5c's
    const empty = await mainThreadCpu(b, emptyUrl, CPU_INSTRUMENT.empty);
    const start = await mainThreadCpu(b, url, CPU_INSTRUMENT.player);
    const home = await mainThreadCpu(b, `${url}home.html`, CPU_INSTRUMENT.home);
    if (run < 0) continue;
    empties.push(empty);
    starts.push(start);
    homes.push(home);
  }
  return [
    relativeRow('web.start.cpu.ratio', 5, "start screen ÷ empty page, main thread's CPU", starts, empties, null),
    relativeRow('web.home.cpu.ratio', 9, "home page loaded ÷ empty page, main thread's CPU", homes, empties, null),
  ];
}

/** Figure 7 (see the header): the median of `runs`, each in a fresh context; and the late samples over them. */
export async function measureSound(b: Browser, url: string, runs: number): Promise<Row[]> {
  const afterFrame: number[] = [];
  const fromKeyMs: number[] = [];
  const deviceMs: number[] = [];
  const late: number[] = [];
  const held: number[] = [];
  const played: number[] = [];
  let rate = 0;
  for (let run = 0; run < runs; run++) {
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(SOUND_INSTRUMENT);
    const page = await context.newPage();
    await page.goto(`${url}?test=live&rom=beep-test`);
    await page.waitForFunction(() => 'mode12h' in window);
    const audio = () => page.evaluate(() => (window as unknown as { mode12h: { audio(): PlayerAudio } }).mode12h.audio());
    await page.click('#surface'); // the gesture that starts the sound
    // A second of sound first: the clocks settle (the render lead is watched over a second).
    await page.waitForFunction(() => {
      const a = (window as unknown as { mode12h: { audio(): PlayerAudio } }).mode12h.audio();
      return a.rate > 0 && a.played > a.rate;
    }, null, { timeout: 5000 * waitFactor });
    await page.keyboard.press('a');
    await page.waitForFunction(() => (window as unknown as { mode12h: { audio(): PlayerAudio } }).mode12h.audio().loudFrame >= 0, null, { timeout: 5000 * waitFactor });
    const a = await audio();
    const loudAt = a.loudFrame / a.rate;
    const s = await page.evaluate((loudAt) => {
      const w = window as unknown as { __snd: { ticks: [number, number, number][]; keyAt: number; ctx: AudioContext } };
      const c = w.__snd.ctx;
      const ts = c.getOutputTimestamp();
      return { ticks: w.__snd.ticks, keyAt: w.__snd.keyAt, outputLatency: c.outputLatency, baseLatency: c.baseLatency, heardAt: ts.performanceTime! + (loudAt - ts.contextTime!) * 1000 };
    }, loudAt) as SoundState;
    const i = s.ticks.findIndex(([t]) => t > s.keyAt!);
    const [frameAt, heard] = s.ticks[i]!;
    const lead = Math.max(...s.ticks.filter(([t]) => t > frameAt - 1000 && t <= frameAt).map(([, , l]) => l));
    rate = a.rate;
    afterFrame.push(((loudAt - (heard + lead)) * a.rate) / 128);
    fromKeyMs.push(s.heardAt - s.keyAt!);
    deviceMs.push(s.heardAt - frameAt - (loudAt - (heard + lead)) * 1000);
    late.push(a.late);
    held.push(a.held);
    played.push(a.played);
    await context.close();
  }
  const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
  return [
    {
      id: 'web.sound', figure: 7, name: 'key press → audible, after its frame', value: median(afterFrame), unit: 'quanta', better: 'lower',
      baseline: null,
      target: { op: '<=', value: TARGETS.soundQuanta },
      detail: { quantaPerRun: afterFrame, keyToHeardMsPerRun: fromKeyMs, deviceLatencyMsPerRun: deviceMs, sampleRate: rate, note: '128-sample quanta on the audio clock from the render frontier at the first animation frame after the keydown to the first loud sample; the device latency (frontier → heard) comes on top' },
    },
    {
      id: 'web.sound.late', figure: 7, name: 'samples played late (over the runs)', value: sum(late), unit: 'samples', better: 'lower',
      baseline: { name: 'samples played', value: sum(played), unit: 'samples' },
      target: { op: '<=', value: 0 },
      detail: { latePerRun: late, heldPerRun: held, playedPerRun: played, note: 'late: a change of the sound that reached the worklet after its moment had played; held: context frames virtual time waited for the machine since the last start (the last wave went on meanwhile)' },
    },
  ];
}
