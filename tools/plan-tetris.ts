/**
 * Plans a Tetris replay that clears exactly N lines at once (the first clear of the game), for the
 * golden scenes: it knows the piece order of a seed (the port's own GenerateBlock under the
 * machine's rand), searches placements with a beam search over a model of the board (the last
 * column is the well), then PLAYS the plan on the real machine — one block per gravity step:
 * rotate, move, Space, and the next step locks it — and writes the replay it played, commented
 * block by block, with shots before and after the clear. Finally it re-runs the written replay
 * through the replay parser and session and checks the score, so a plan that does not do what it
 * says is never written.
 *
 *   npx esbuild tools/plan-tetris.ts --bundle --platform=node --format=esm --packages=external \
 *     | node --input-type=module - --lines 4 --time 00:00:00 [--after MS] > test/replays/x.replay
 */
import { parseTimeOfDay } from '../runtime/bios/timer.ts';
import { msToPit } from '../runtime/hw/pit.ts';
import { Machine } from '../runtime/machine.ts';
import { srand } from '../runtime/tc/stdlib.ts';
import { findRom } from '../roms/index.ts';
import { BoardHeight, BoardWidth, TETRIS, type Block } from '../roms/tetris/tetris.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { runReplay } from '../src/shared/session.ts';

const W = BoardWidth, H = BoardHeight;
const NAMES = ['T', 'L', 'J', 'z', '5', 'o', 'I'];

interface Piece { name: string; size: number; c: number[][] }

function args(): { lines: number; time: string; after: number; beam: number } {
  const a = process.argv.slice(2);
  const get = (f: string, d: string) => (a.includes(f) ? a[a.indexOf(f) + 1]! : d);
  return { lines: Number(get('--lines', '1')), time: get('--time', '00:00:00'), after: Number(get('--after', '6000')), beam: Number(get('--beam', '400')) };
}

/** The seed InitGame computes, and the first `n` blocks GenerateBlock makes from it. */
function pieces(seed: number, n: number): Piece[] {
  const t = TETRIS();
  const out: Piece[] = [];
  const m = new Machine();
  m.load({
    name: 'plan', title: '', start: function* () {
      srand(seed);
      for (let i = 0; i < n; i++) {
        const b: Block = { c: Array.from({ length: 4 }, () => new Int8Array(4)), x: 0, y: 0, color: 0, size: 0, name: '' };
        t.GenerateBlock(b);
        out.push({ name: b.name, size: b.size, c: b.c.map((r) => [...r]) });
      }
    },
  });
  m.runFor(1);
  return out;
}

/** Cells (x,y offsets in the 4×4 box) after `rot` turns, as RotateCells does them. */
function rotated(p: Piece, rot: number): number[][] {
  const t = TETRIS();
  const c = p.c.map((r) => Int8Array.from(r));
  for (let i = 0; i < rot; i++) t.RotateCells(c, p.size);
  const cells: number[][] = [];
  for (let i = 0; i < p.size; i++) for (let j = 0; j < p.size; j++) if (c[i]![j]) cells.push([i, j]);
  return cells;
}

type Board = Uint8Array; // W*H, index x*H+y

interface Placement { rot: number; x: number }
interface State { board: Board; plan: Placement[]; score: number }

/** Hard drop from the spawn row; null when out of bounds or locking above the board. */
function drop(board: Board, cells: number[][], x: number, size: number): Board | null {
  if (cells.some(([i]) => x + i! < 0 || x + i! >= W)) return null;
  const free = (y: number) => cells.every(([i, j]) => y + j! < H && (y + j! < 0 || !board[(x + i!) * H + y + j!]));
  let y = -size;
  while (free(y + 1)) y++;
  if (cells.some(([, j]) => y + j! < 0)) return null;
  const b = board.slice();
  for (const [i, j] of cells) b[(x + i!) * H + y + j!] = 1;
  return b;
}

function fullRows(b: Board): number {
  let n = 0;
  for (let y = 0; y < H; y++) {
    let s = 0;
    for (let x = 0; x < W; x++) s += b[x * H + y]!;
    if (s === W) n++;
  }
  return n;
}

function heights(b: Board): number[] {
  const h: number[] = [];
  for (let x = 0; x < W; x++) {
    let y = 0;
    while (y < H && !b[x * H + y]) y++;
    h.push(H - y);
  }
  return h;
}

/** Empty cells under a filled one, counted in rows y >= fromRow. */
function holes(b: Board, fromRow = 0): number {
  let n = 0;
  for (let x = 0; x < W; x++) {
    let seen = false;
    for (let y = 0; y < H; y++) {
      if (b[x * H + y]) seen = true;
      else if (seen && y >= fromRow) n++;
    }
  }
  return n;
}

function search(ps: Piece[], lines: number, beam: number): Placement[] {
  let states: State[] = [{ board: new Uint8Array(W * H), plan: [], score: 0 }];
  for (let k = 0; k < ps.length; k++) {
    const p = ps[k]!;
    const next = new Map<string, State>();
    const rots = p.size === 2 ? 1 : p.size === 4 ? 2 : 4;
    for (const s of states) {
      for (let rot = 0; rot < rots; rot++) {
        const cells = rotated(p, rot);
        for (let x = -1; x < W; x++) {
          const b = drop(s.board, cells, x, p.size);
          if (!b) continue;
          const full = fullRows(b);
          const plan = [...s.plan, { rot, x }];
          if (full === lines) return plan;
          if (full > 0) continue;
          const h = heights(b);
          // The rows to clear stay hole-free; the well (last column) stays empty; the stack low.
          if (h[W - 1]! > 0 || holes(b, H - lines) > 0 || h.some((v) => v > lines + 2)) continue;
          let filled = 0, bump = 0;
          for (let c = 0; c < W - 1; c++) {
            for (let y = H - lines; y < H; y++) filled += b[c * H + y]!;
            if (c > 0) bump += Math.abs(h[c]! - h[c - 1]!);
          }
          const key = h.join(',');
          const score = filled * 10 - bump * 3 - holes(b) * 4 - h.reduce((a, v) => a + Math.max(0, v - lines), 0) * 5;
          if (!next.has(key) || next.get(key)!.score < score) next.set(key, { board: b, plan, score });
        }
      }
    }
    states = [...next.values()].sort((a, b) => b.score - a.score).slice(0, beam);
    if (process.env.PLAN_DEBUG) process.stderr.write(`piece ${k} ${p.name}: ${states.length} states\n`);
    if (states.length === 0) break;
  }
  throw new Error(`no plan clearing exactly ${lines} line(s) within ${ps.length} blocks`);
}

/** Play the plan on the real game; return the replay text. */
function play(timeText: string, ps: Piece[], plan: Placement[], lines: number, after: number): { text: string; score: number; shots: Map<string, Uint8Array> } {
  const shots = new Map<string, Uint8Array>();
  const time = parseTimeOfDay(timeText);
  const t = TETRIS();
  const m = new Machine({ timeOfDay: time });
  m.load({ name: 'tetris', title: '', start: () => t.main() });
  const out: string[] = [];
  let ms = 0;
  const runTo = (to: number) => {
    for (; ms < to; ) m.runUntil(msToPit(++ms));
  };
  const tap = (key: string, at: number, rel: boolean) => {
    runTo(at);
    m.keyDown(key);
    runTo(at + 50);
    m.keyUp(key);
    out.push(`${rel ? '+60' : `at ${at}`} tap ${key}`);
  };
  /** Wait for the next lock (every lock changes the score); returns its time. */
  const nextLock = (): number => {
    const s0 = t.TotalScore;
    while (t.TotalScore === s0) {
      if (ms > 600_000 || m.state !== 'running') throw new Error(`no lock (state ${m.state})`);
      runTo(ms + 1);
    }
    return ms;
  };
  const last = plan.length - 1;
  out.push(`at 500 tap P`);
  runTo(500);
  m.keyDown('P');
  runTo(550);
  m.keyUp('P');
  let spawn = 550;
  for (let k = 0; k < plan.length; k++) {
    const { rot, x } = plan[k]!;
    const keys = [...Array(rot).fill('Up'), ...Array(Math.abs(x - 4)).fill(x < 4 ? 'Left' : 'Right'), 'Space'];
    const moves = x === 4 ? 'stays at x 4' : `x 4 → ${x} (${x < 4 ? 'Left' : 'Right'} ×${Math.abs(x - 4)})`;
    out.push('', `# block ${k + 1}: ${ps[k]!.name}, ${rot ? `rotate ×${rot}, ` : ''}${moves}, drop${k === last ? ` — clears ${lines} line(s)` : ''}`);
    const start = spawn + 80;
    keys.forEach((key, i) => tap(key, start + i * 60, i > 0));
    if (k === last) {
      runTo(ms + 150);
      out.push(`at ${ms} shot before-clear`);
      shots.set('before-clear', m.vga.pixels.slice());
    }
    spawn = nextLock();
    if (k === last) {
      runTo(spawn + 100);
      out.push(`at ${ms} shot after-clear`);
      shots.set('after-clear', m.vga.pixels.slice());
    }
  }
  // Let the next block fall untouched for a while: the new FrameTime shows in how far it gets.
  if (after > 0) {
    runTo(spawn + after);
    out.push('', `# the next block falls by itself for ${after} ms (FrameTime ${t.FrameTime} now)`, `at ${ms} shot falling`);
    shots.set('falling', m.vga.pixels.slice());
  }
  return { text: out.join('\n') + '\n', score: t.TotalScore, shots };
}

const a = args();
/** `--time 00:01:00+` tries that second and the following ones until a plan is found. */
const scan = a.time.endsWith('+');
let [hh, mm, ss] = a.time.replace('+', '').split(':').map(Number) as [number, number, number];
let seed = 0, ps: Piece[] = [], plan: Placement[] | null = null;
for (let tries = 0; plan === null; tries++) {
  seed = ((hh * 3600 + mm * 60 + ss) << 16 >> 16) & 0xffff;
  ps = pieces(seed, 30);
  try {
    plan = search(ps, a.lines, a.beam);
  } catch (e) {
    if (!scan || tries > 300) throw e;
    if (++ss === 60) ss = 0, mm++;
  }
}
a.time = [hh, mm, ss].map((v) => String(v).padStart(2, '0')).join(':');
const { text, score, shots } = play(a.time, ps, plan, a.lines, a.after);
const header = [
  `# Clears ${a.lines} line(s) at once: ${plan.length} blocks, seed ${seed} (${a.time}).`,
  `# Written by tools/plan-tetris.ts --lines ${a.lines} --time ${a.time} --after ${a.after}: each block is`,
  '# rotated and moved right after it appears, dropped with Space, and locked by the next gravity step',
  '# (~800 ms apart at the default speed). Pieces: ' + ps.slice(0, plan.length + 1).map((p) => p.name).join(' '),
  'rom tetris',
  `time ${a.time}`,
  '',
].join('\n');
const replay = header + text;
// Check: the written replay, played by the session, shows the very screens the plan saw.
const r = parseReplay(replay, '<plan>');
const { frames } = runReplay(r, { findRom });
for (const [name, pixels] of shots) {
  const f = frames.find((x) => x.name === name);
  if (!f || f.pixels.some((v, i) => v !== pixels[i])) throw new Error(`plan: the replay's shot ${name} differs from the planned game`);
}
process.stderr.write(`plan: ${plan.length} blocks, final score ${score} (keys ${ps.map((p) => NAMES.indexOf(p.name)).join(' ')})\n`);
process.stdout.write(replay);
