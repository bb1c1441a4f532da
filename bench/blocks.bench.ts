/**
 * Figure 8 — BLOCKS' bot, in pieces per second of wall time (roms/blocks/bot.ts).
 *
 * - On the engine alone (Modern profile, naive gravity, 7-bag): the bot's plan for each piece,
 *   then the hard drop. Baseline, same run: the same engine with every piece hard-dropped where it
 *   spawns (no thinking; the game tops out and restarts) — what the engine costs per piece, so the
 *   ratio is the bot's thinking overhead.
 * - On the machine: the BLOCKS program played through the keyboard by the same bot (virtual time
 *   as fast as the host runs it), the way the soak test plays. Baseline: the engine-alone figure
 *   above, so the ratio is what the machine, the program's loop and its drawing cost.
 */
import { Machine } from '../runtime/machine.ts';
import { playPiece, plan } from '../roms/blocks/bot.ts';
import { Game } from '../roms/blocks/engine/game.ts';
import { BLOCKS } from '../roms/blocks/program/main.ts';
import { DEFAULT_OPTIONS, modern } from '../roms/blocks/profiles/index.ts';
import { timeOnce, type Row } from './harness.ts';

function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 0x015a4e35) + 1) >>> 0;
    return ((s >>> 16) & 0x7fff) % n;
  };
}

/** Pieces placed in `fn`'s run, and how long it took (median of runs). */
function piecesPerSecond(fn: () => number, runs: number): { rate: number; pieces: number; ms: number } {
  let pieces = 0;
  const t = timeOnce(() => { pieces = fn(); }, runs, 1);
  return { rate: pieces / (t.ms / 1000), pieces, ms: t.ms };
}

const PIECES = 2000;

/** The bot on the engine: PIECES pieces (a new game when one tops out). */
function engineBot(): number {
  let g = new Game(modern, { ...DEFAULT_OPTIONS }, lcg(1));
  for (let i = 0; i < PIECES; i++) {
    if (g.over) g = new Game(modern, { ...DEFAULT_OPTIONS }, lcg(i));
    playPiece(g);
  }
  return PIECES;
}

/** Every piece hard-dropped at its spawn place. */
function engineDrop(): number {
  let g = new Game(modern, { ...DEFAULT_OPTIONS }, lcg(1));
  for (let i = 0; i < PIECES; i++) {
    if (g.over) g = new Game(modern, { ...DEFAULT_OPTIONS }, lcg(i));
    g.hardDrop();
  }
  return PIECES;
}

/** The program on the machine, the bot at the keyboard, until `pieces` pieces have locked. */
function machineBot(pieces: number): number {
  const run = BLOCKS();
  const m = new Machine({ timeOfDay: { hour: 9, min: 30, sec: 0, hund: 0 } });
  m.load({ name: 'blocks', title: 'BLOCKS', start: () => run.main() });
  m.runFor(300);
  const keys: string[] = ['Down', 'Right', 'Right', 'Right', 'Space']; // the Modern profile
  let planned = -1, done = 0, lastPieceMs = m.nowMs;
  while (done < pieces) {
    if (m.state !== 'running') throw new Error(`blocks bench: the program stopped (${m.crash?.message ?? m.state})`);
    const g = run.watch.game;
    // A bot that stops placing pieces is a broken bench, not a slow one: say where it stuck.
    if (m.nowMs - lastPieceMs > 120_000) {
      throw new Error(`blocks bench: no piece placed in 2 minutes of virtual time after piece ${done} (game ${g ? `${g.over ? `over (${g.over})` : 'running'}, settled ${run.watch.settled}` : 'none: in the menus'})`);
    }
    // Game over: the program waits for a key (not settled, so checked first): Space to the menu,
    // Space again starts the next game.
    if (g?.over && keys.length === 0) keys.push('Space', 'Space');
    else if (g && run.watch.settled && keys.length === 0) {
      if (g.pieces !== planned && g.piece) {
        lastPieceMs = m.nowMs;
        const p = plan(g);
        planned = g.pieces;
        done++;
        if (p) keys.push(...Array(p.turns).fill('Up'), ...Array(Math.abs(p.shift)).fill(p.shift < 0 ? 'Left' : 'Right'), 'Space');
      }
    }
    const key = keys.shift();
    if (key) {
      m.keyDown(key);
      m.keyUp(key, m.now + 12_000);
    }
    m.runFor(40);
  }
  return pieces;
}

export function blocksBench(quick: boolean): Row[] {
  const runs = quick ? 1 : 5;
  const bot = piecesPerSecond(engineBot, runs);
  const drop = piecesPerSecond(engineDrop, runs);
  const onMachine = piecesPerSecond(() => machineBot(quick ? 200 : 1000), quick ? 1 : 3);
  return [
    {
      id: 'blocks.bot', figure: 8, name: 'BLOCKS bot on the engine (Modern)', value: bot.rate, unit: 'pieces/s', better: 'higher',
      baseline: { name: 'hard drop at spawn', value: drop.rate, unit: 'pieces/s' },
      target: { op: '>=', value: 1000 }, detail: { pieces: bot.pieces, ms: bot.ms, dropMs: drop.ms },
    },
    {
      id: 'blocks.machine', figure: 8, name: 'BLOCKS bot through the keyboard on the machine', value: onMachine.rate, unit: 'pieces/s', better: 'higher',
      baseline: { name: 'bot on the engine', value: bot.rate, unit: 'pieces/s' },
      target: { op: '>=', value: 100 }, detail: { pieces: onMachine.pieces, ms: onMachine.ms },
    },
  ];
}
