/**
 * Figure 12 — reading and writing a huge replay (src/shared/replay.ts): a 100 000-line recording
 * parsed, and its 120 000 actions written back. Baseline, same run and same text: splitting it into
 * lines (`text.split('\n')`) for the parser, joining those lines again for the writer — the least
 * any reader or writer of a line format does. The ratio says how many times that floor each costs.
 *
 * The text is made here, deterministically: what a recording holds (key taps as press/release
 * pairs, mouse moves, a few shots), in the canonical form the writer produces, so parse → write →
 * parse is checked to give the same text back. A second size (10× the lines) is timed once for
 * the detail: the time per line must not grow with the size (linear, not quadratic).
 */
import { parseReplay, writeReplay, type ReplayEvent } from '../src/shared/replay.ts';
import { median, timeOnce, type Row } from './harness.ts';

/** Targets: a 100 000-line replay read or written in well under the blink of an eye. */
export const REPLAY_TARGETS = { parseMs: 100, writeMs: 100 };

const KEYS = ['Left', 'Right', 'Up', 'Down', 'Space', 'P'] as const;

/** A recording of `lines` lines (one action each), in canonical form. */
export function bigReplayText(lines: number): string {
  const actions: ReplayEvent[] = [];
  let at = 500;
  let seed = 12345;
  const next = (): number => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  while (actions.length < lines) {
    at += 1 + Math.floor(next() * 40);
    const r = next();
    if (r < 0.6) {
      const key = KEYS[Math.floor(next() * KEYS.length)]!;
      actions.push({ at, kind: 'press', key }, { at: at + 50, kind: 'release', key });
      at += 50;
    } else if (r < 0.98) {
      actions.push({ at, kind: 'move', x: Math.floor(next() * 640), y: Math.floor(next() * 480) });
    } else {
      actions.push({ at, kind: 'shot', name: `s${actions.length}` });
    }
  }
  return writeReplay({ rom: 'tetris', time: { hour: 12, min: 34, sec: 56, hund: 0 }, actions: actions.slice(0, lines), end: at + 1000 });
}

export function replayBench(quick: boolean): Row[] {
  const LINES = 100_000;
  const text = bigReplayText(LINES);
  const parsed = parseReplay(text, '<bench>');
  if (writeReplay(parsed) !== text) throw new Error('replay bench: parse → write does not give the same text back');
  const runs = quick ? 2 : 5;
  // Interleaved, so a busy spell of the machine moves both alike.
  const t = { parse: [] as number[], split: [] as number[], write: [] as number[], join: [] as number[] };
  let lines: string[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const s = timeOnce(() => void (lines = text.split('\n')), 1, 0).ms;
    const p = timeOnce(() => void parseReplay(text, '<bench>'), 1, 0).ms;
    const j = timeOnce(() => void lines.join('\n'), 1, 0).ms;
    const w = timeOnce(() => void writeReplay(parsed), 1, 0).ms;
    if (i === 0) continue; // warm-up
    t.split.push(s), t.parse.push(p), t.join.push(j), t.write.push(w);
  }
  // Linearity: 10× the lines, once each (the detail only).
  const big = bigReplayText(LINES * 10);
  const bigParse = timeOnce(() => void parseReplay(big, '<bench>'), 1, 0).ms;
  const bigParsed = parseReplay(big, '<bench>');
  const bigWrite = timeOnce(() => void writeReplay(bigParsed), 1, 0).ms;
  const perLine = (ms: number, n: number): number => (ms * 1000) / n;
  const detail = {
    lines: LINES,
    bytes: text.length,
    actions: parsed.actions.length,
    runs: t,
    tenTimesLines: { parseMs: bigParse, writeMs: bigWrite, parseUsPerLine: perLine(bigParse, LINES * 10), writeUsPerLine: perLine(bigWrite, LINES * 10) },
    usPerLine: { parse: perLine(median(t.parse), LINES), write: perLine(median(t.write), LINES) },
  };
  return [
    {
      id: 'replay.parse', figure: 12, name: `parseReplay, ${LINES / 1000}k-line replay`, value: median(t.parse), unit: 'ms', better: 'lower',
      baseline: { name: 'text.split lines', value: median(t.split), unit: 'ms' },
      target: { op: '<=', value: REPLAY_TARGETS.parseMs }, detail,
    },
    {
      id: 'replay.write', figure: 12, name: `writeReplay, ${LINES / 1000}k lines`, value: median(t.write), unit: 'ms', better: 'lower',
      baseline: { name: 'lines.join', value: median(t.join), unit: 'ms' },
      target: { op: '<=', value: REPLAY_TARGETS.writeMs },
    },
  ];
}
