/**
 * A long scripted game of the faithful Tetris, made deterministically: a simple bot plays the real
 * game (the port's own TETRIS(), as tools/plan-tetris.ts does) and the keys it pressed are written
 * as a replay. Playing that replay through ReplaySession — what the headless runner does — is the
 * workload of figure 1: falling blocks, moves, rotations, drops and line clears, for as long as
 * asked, with the game speeding up as the score rises.
 *
 * The bot: for each new block it tries every rotation and column, hard-drops it on a model of the
 * board and scores the result with Dellacherie's features (El-Tetris weights). Then it taps Up×r, Left/Right×n and Space, 60 ms apart, each held
 * 50 ms, and waits for the lock (every lock changes the score).
 */
import { parseTimeOfDay } from '../runtime/bios/timer.ts';
import { msToPit } from '../runtime/hw/pit.ts';
import { Machine } from '../runtime/machine.ts';
import type { KeyName } from '../runtime/scancodes.ts';
import { BoardHeight as H, BoardWidth as W, TETRIS } from '../roms/tetris/tetris.ts';
import { applyEvent, writeReplay, type ReplayInput } from '../src/shared/replay.ts';

export interface LongGame {
  /** The replay text (`rom tetris faithful`, `time`, press/release lines, `end`). */
  text: string;
  endMs: number;
  /** Blocks placed, lines cleared, final score and key taps, as the bot saw them. */
  blocks: number;
  lines: number;
  score: number;
  taps: number;
  /** The screen at the end, to check the replay plays the same game. */
  finalScreen: Uint8Array;
}

const TAP_GAP_MS = 60;
const HOLD_MS = 50;
/** How often the bot looks for the lock (ms of virtual time). Coarser is faster; any value is deterministic. */
const POLL_MS = 10;

/** Play `minutes` of Tetris with the bot; time of day `tod` seeds the game. */
export function makeLongGame(minutes: number, tod = '12:34:56'): LongGame {
  const time = parseTimeOfDay(tod);
  const t = TETRIS('faithful');
  const m = new Machine({ timeOfDay: time });
  m.load({ name: 'tetris', title: '', start: () => t.main() });
  const inputs: ReplayInput[] = [];
  let ms = 0;
  let taps = 0;
  const runTo = (to: number): void => {
    m.runUntil(Math.max(m.now, msToPit(to)));
    ms = to;
  };
  // Exactly what ReplaySession does: run to the input's millisecond, then apply it.
  const input = (e: ReplayInput): void => {
    runTo(e.at);
    applyEvent(m, e);
    inputs.push(e);
  };
  const tap = (key: KeyName, at: number): void => {
    input({ at, kind: 'press', key });
    input({ at: at + HOLD_MS, kind: 'release', key });
    taps++;
  };

  tap('P', 500);
  const endMs = minutes * 60_000;
  let blocks = 0;
  let lines = 0;
  while (ms < endMs && m.state === 'running') {
    const plan = choose(t);
    const keys: KeyName[] = [...Array<KeyName>(plan.rot).fill('Up'), ...Array<KeyName>(Math.abs(plan.dx)).fill(plan.dx < 0 ? 'Left' : 'Right'), 'Space'];
    // The block may lock before the last tap (gravity does not wait): stop typing when it has.
    const score = t.TotalScore;
    let at = ms + 20;
    for (const key of keys) {
      if (t.TotalScore !== score || at + HOLD_MS > endMs) break;
      tap(key, at);
      at += TAP_GAP_MS;
    }
    while (t.TotalScore === score && m.state === 'running' && ms < endMs) runTo(ms + POLL_MS);
    const gained = t.TotalScore - score;
    if (gained > 1) lines += gained >= 150 ? 4 : gained >= 70 ? 3 : gained >= 30 ? 2 : 1;
    blocks++;
  }
  if (m.state !== 'running') throw new Error(`long game: the bot lost at ${ms} ms after ${blocks} blocks (state ${m.state})`);
  runTo(endMs);
  const text = writeReplay({ rom: 'tetris', variant: 'faithful', time, actions: inputs, end: endMs });
  return { text, endMs, blocks, lines, score: t.TotalScore, taps, finalScreen: m.vga.pixels.slice() };
}

type Cells = [number, number][];

/** The best rotation count and column shift for the current block. */
function choose(t: ReturnType<typeof TETRIS>): { rot: number; dx: number } {
  const b = t.curBlock;
  const board = new Uint8Array(W * H);
  for (let x = 0; x < W; x++) for (let y = 0; y < H; y++) board[x * H + y] = t.Board[x]![y]![0]!;
  const rots = b.size === 2 ? 1 : b.size === 4 ? 2 : 4;
  const c = b.c.map((r) => Int8Array.from(r));
  let best = { rot: 0, dx: 0 };
  let bestScore = -Infinity;
  for (let rot = 0; rot < rots; rot++) {
    if (rot > 0) t.RotateCells(c, b.size);
    const cells: Cells = [];
    for (let i = 0; i < b.size; i++) for (let j = 0; j < b.size; j++) if (c[i]![j]) cells.push([i, j]);
    for (let x = -3; x < W; x++) {
      const after = drop(board, cells, x);
      if (!after) continue;
      // Prefer the fewest key taps on a tie (the block falls while they are typed).
      const s = evaluate(after.b, cells, after.y) - 0.01 * (rot + Math.abs(x - b.x));
      if (s > bestScore) {
        bestScore = s;
        best = { rot, dx: x - b.x };
      }
    }
  }
  return best;
}

/** Hard-drop `cells` at column x from above the board: the board after, and the landing row. */
function drop(board: Uint8Array, cells: Cells, x: number): { b: Uint8Array; y: number } | null {
  if (cells.some(([i]) => x + i < 0 || x + i >= W)) return null;
  const free = (y: number): boolean => cells.every(([i, j]) => y + j < H && (y + j < 0 || !board[(x + i) * H + y + j]));
  let y = -4;
  if (!free(y)) return null;
  while (free(y + 1)) y++;
  if (cells.some(([, j]) => y + j < 0)) return null;
  const b = board.slice();
  for (const [i, j] of cells) b[(x + i) * H + y + j] = 1;
  return { b, y };
}

/**
 * Pierre Dellacherie's evaluation (as El-Tetris tuned it): landing height, eroded piece cells,
 * row and column transitions, holes and wells. `y` is where the block landed (top of its box).
 */
function evaluate(b: Uint8Array, cells: Cells, y: number): number {
  const full: boolean[] = [];
  let lines = 0;
  for (let r = 0; r < H; r++) {
    let n = 0;
    for (let c = 0; c < W; c++) n += b[c * H + r]!;
    full.push(n === W);
    if (n === W) lines++;
  }
  let eroded = 0;
  for (const [, j] of cells) if (full[y + j]) eroded++;
  // The board with the full rows taken out, as the game will leave it.
  const rows: number[][] = [];
  for (let r = 0; r < H; r++) if (!full[r]) rows.push(Array.from({ length: W }, (_, c) => b[c * H + r]!));
  while (rows.length < H) rows.unshift(new Array<number>(W).fill(0));
  const at = (c: number, r: number): number => (c < 0 || c >= W || r >= H ? 1 : r < 0 ? 0 : rows[r]![c]!);
  let rowT = 0, colT = 0, holes = 0, wells = 0;
  for (let r = 0; r < H; r++) for (let c = -1; c < W; c++) if (at(c, r) !== at(c + 1, r)) rowT++;
  for (let c = 0; c < W; c++) {
    for (let r = -1; r < H; r++) if (at(c, r) !== at(c, r + 1)) colT++;
    let covered = false;
    let depth = 0;
    for (let r = 0; r < H; r++) {
      if (at(c, r)) covered = true;
      else if (covered) holes++;
      if (!at(c, r) && at(c - 1, r) && at(c + 1, r)) wells += ++depth;
      else depth = 0;
    }
  }
  let top = H;
  for (const [, j] of cells) top = Math.min(top, y + j);
  let bottom = 0;
  for (const [, j] of cells) bottom = Math.max(bottom, y + j);
  const landing = H - (top + bottom) / 2;
  return -4.500158825082766 * landing + 3.4181268101392694 * lines * eroded - 3.2178882868487753 * rowT -
    9.348695305445199 * colT - 7.899265427351652 * holes - 3.3855972247263626 * wells;
}
