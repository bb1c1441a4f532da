/**
 * One grammar for the writer and the parser: generated replays (edge values included) survive
 * write → parse unchanged; hostile input to the writer is refused by the writer, never written for
 * the parser to refuse; mangled text gives the parser's `file:line:` error, with what it echoes
 * quoted (no raw control characters) and short.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CYCLES_MAX, CYCLES_MIN } from '../../runtime/hw/cpu.ts';
import { MOUSE_BUTTONS } from '../../runtime/hw/mouse.ts';
import { PC_KEYS, type KeyName } from '../../runtime/scancodes.ts';
import { MOVEBY_MAX, NAME_MAX, parseReplay, REPLAY_MS_MAX, writeReplay, type Replay, type ReplayEvent, type ReplayToWrite } from '../../src/shared/replay.ts';

/** A small deterministic generator (mulberry32): the same cases on every run. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const KEYS = Object.keys(PC_KEYS) as KeyName[];
const NAME_FIRST = 'ABCXYZabcxyz0189';
const NAME_REST = NAME_FIRST + '_.-';

function generate(seed: number): ReplayToWrite {
  const r = rng(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T,>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  // Edge values half the time: the limits are where writer and parser used to disagree.
  const edge = (lo: number, hi: number): number => (r() < 0.5 ? pick([lo, hi]) : int(lo, hi));
  const name = (): string => {
    const len = r() < 0.3 ? pick([1, NAME_MAX]) : int(1, 20);
    let s = pick([...NAME_FIRST]);
    while (s.length < len) s += pick([...NAME_REST]);
    return s;
  };
  const out: ReplayToWrite & { actions: ReplayEvent[] } = { actions: [] };
  if (r() < 0.7) out.rom = name();
  if (out.rom && r() < 0.5) out.variant = name();
  if (r() < 0.7) out.time = r() < 0.5 ? pick([{ hour: 0, min: 0, sec: 0, hund: 0 }, { hour: 23, min: 59, sec: 59, hund: 99 }]) : { hour: int(0, 23), min: int(0, 59), sec: int(0, 59), hund: int(0, 99) };
  if (r() < 0.5) out.cycles = edge(CYCLES_MIN, CYCLES_MAX);
  if (r() < 0.3) out.comments = ['a comment', '', 'with "quotes" # and a hash \\ and ESC \u001b'];
  // Times climb towards the maximum; some replays start near it.
  let at = r() < 0.3 ? REPLAY_MS_MAX - int(0, 1000) : int(0, 1000);
  const held = new Set<string>();
  const shots = new Set<string>();
  const count = int(0, 60);
  for (let i = 0; i < count; i++) {
    at = Math.min(REPLAY_MS_MAX, at + pick([0, 0, 1, int(1, 5000)]));
    const what = int(0, 5);
    if (what === 0) {
      const key = pick(KEYS);
      out.actions.push({ at, kind: held.has(key) ? 'release' : 'press', key });
      held.has(key) ? held.delete(key) : held.add(key);
    } else if (what === 1) {
      const button = pick(MOUSE_BUTTONS);
      const id = `mouse ${button}`;
      out.actions.push({ at, kind: held.has(id) ? 'up' : 'down', button });
      held.has(id) ? held.delete(id) : held.add(id);
    } else if (what === 2) {
      out.actions.push({ at, kind: 'move', x: edge(0, 639), y: edge(0, 479) });
    } else if (what === 3) {
      out.actions.push({ at, kind: 'moveby', x: edge(-MOVEBY_MAX, MOVEBY_MAX), y: edge(-MOVEBY_MAX, MOVEBY_MAX) });
    } else if (what === 4) {
      // A speed change may fall between milliseconds (a version 1 save state's, restored).
      const frac = r() < 0.3 && at < REPLAY_MS_MAX ? pick([0.5, 0.1, 1 / 3, 0.999999]) : 0;
      out.actions.push({ at: at + frac, kind: 'cycles', cycles: edge(CYCLES_MIN, CYCLES_MAX) });
      if (frac) at++;
    } else {
      const n = name();
      if (shots.has(n)) continue;
      shots.add(n);
      out.actions.push({ at, kind: 'shot', name: n });
    }
  }
  if (r() < 0.6) out.end = r() < 0.5 ? REPLAY_MS_MAX : Math.min(REPLAY_MS_MAX, at + int(0, 10_000));
  return out;
}

const strip = (r: Replay) => r.actions.map(({ line: _line, ...a }) => a);
const fields = (r: Replay) => ({ rom: r.rom, variant: r.variant, time: r.time, cycles: r.cycles, actions: strip(r), end: r.end });

test('generated replays, edge values included, survive write → parse → write unchanged (2000 cases)', () => {
  for (let seed = 1; seed <= 2000; seed++) {
    const x = generate(seed);
    const text = writeReplay(x);
    let back: Replay;
    try {
      back = parseReplay(text, `seed ${seed}`);
    } catch (e) {
      assert.unreachable(`the parser refused what the writer wrote: ${(e as Error).message}\n${text}`);
      return;
    }
    assert.equal(fields(back), { rom: x.rom ?? null, variant: x.variant ?? null, time: x.time ?? null, cycles: x.cycles ?? null, actions: x.actions, end: x.end ?? null }, `seed ${seed}`);
    assert.is(writeReplay({ ...back, comments: x.comments ?? [] }), text, `seed ${seed}: written again`);
  }
});

test('`date YYYY-MM-DD`: written when given, read back; the writer and the parser refuse what DOS would not keep', () => {
  const text = writeReplay({ rom: 'hello', time: { hour: 10, min: 19, sec: 16, hund: 0 }, date: { year: 2026, month: 1, day: 5 }, actions: [] });
  assert.is(text, 'rom hello\ntime 10:19:16\ndate 2026-01-05\n');
  assert.equal(parseReplay(text).date, { year: 2026, month: 1, day: 5 });
  assert.is(parseReplay('rom hello\n').date ?? null, null);
  for (const d of [{ year: 1979, month: 12, day: 31 }, { year: 2026, month: 2, day: 29 }, { year: 2100, month: 1, day: 1 }]) {
    assert.throws(() => writeReplay({ date: d, actions: [] }), /^writeReplay: date .* is not a DOS date/);
  }
  for (const [line, msg] of [['date 2026-2-1', 'bad date "2026-2-1"'], ['date 2024-02-30', 'bad date "2024-02-30"'], ['date 2026-01-05\ndate 2026-01-05', '`date` given twice'], ['at 1 shot a\ndate 2026-01-05', 'must come before the first event']]) {
    assert.throws(() => parseReplay(line!, 'x'), (e: Error) => e.message.includes(msg!), line);
  }
});

test('the limits, in both: times up to 999999999 ms, names up to 64 characters, 00:00:00 to 23:59:59.99', () => {
  const max = REPLAY_MS_MAX;
  assert.is(max, 999_999_999);
  const long = 'n'.repeat(NAME_MAX);
  const text = writeReplay({ rom: long, time: { hour: 23, min: 59, sec: 59, hund: 99 }, actions: [{ at: max, kind: 'shot', name: long }], end: max });
  assert.is(text, `rom ${long}\ntime 23:59:59.99\nat ${max} shot ${long}\nend ${max}\n`);
  assert.equal(strip(parseReplay(text)), [{ at: max, kind: 'shot', name: long }]);
  // Past them: the writer refuses what the parser would.
  const refusals: [ReplayToWrite, RegExp][] = [
    [{ actions: [{ at: max + 1, kind: 'shot', name: 'a' }] }, /^writeReplay: action time 1000000000 is not a whole number of ms in 0\.\.999999999$/],
    [{ actions: [], end: 1e21 }, /^writeReplay: end 1e\+21 is not a whole number of ms in 0\.\.999999999/],
    [{ actions: [], end: -1 }, /^writeReplay: end -1 /],
    [{ time: { hour: 24, min: 0, sec: 0, hund: 0 }, actions: [] }, /^writeReplay: time of day out of range/],
    [{ time: { hour: 1, min: 0, sec: 0, hund: 100 }, actions: [] }, /^writeReplay: time of day out of range/],
    [{ actions: [{ at: 1, kind: 'shot', name: long + 'x' }] }, /^writeReplay: bad shot name "n{40}…" \(65 characters, at most 64\)$/],
    [{ rom: long + 'x', actions: [] }, /^writeReplay: bad name "n{40}…" \(65 characters, at most 64\)$/],
  ];
  for (const [r, re] of refusals) assert.throws(() => writeReplay(r), re, String(re));
  const parseRefusals: [string, string][] = [
    [`at ${max} tap P`, `x:1: time 1000000049 ms is past the latest a replay may name (999999999 ms)`],
    [`at ${max} click left 1`, `x:1: time 1000000000 ms is past the latest a replay may name (999999999 ms)`],
    [`at ${max - 100} type "ab"`, `x:1: time 1000000049 ms is past the latest a replay may name (999999999 ms)`],
    [`at ${max} shot b\n+1 shot a`, `x:2: time 1000000000 ms is past the latest a replay may name (999999999 ms)`],
    [`at ${max} shot a\nend +1`, `x:2: time 1000000000 ms is past the latest a replay may name (999999999 ms)`],
    ['at 1000000000 shot a', 'x:1: bad time "1000000000" (whole milliseconds, 1 to 9 digits, e.g. 1500 or +100)'],
    ['end 1e+21', 'x:1: bad time "1e+21" (whole milliseconds, 1 to 9 digits, e.g. 1500 or +100)'],
    ['time 24:00:00', 'x:1: time of day out of range'],
    [`at 1 shot ${long}x`, `x:1: bad shot name "${'n'.repeat(40)}…" (65 characters, at most 64)`],
    [`at 1 shot ${'s'.repeat(300)}`, `x:1: bad shot name "${'s'.repeat(40)}…" (300 characters, at most 64)`],
  ];
  for (const [text, message] of parseRefusals) {
    assert.throws(() => parseReplay(text, 'x'), (e: Error) => e.message.startsWith(message) || assert.unreachable(`${JSON.stringify(text)}: ${e.message}`));
  }
});

test('hostile input to the writer: refused by the writer (naming the value), or written so that it parses', () => {
  const hostile: unknown[] = [1e21, 1e9, -1, 0.5, -0, NaN, Infinity, '', 'x'.repeat(65), '10', null, undefined, Symbol('s'), {}, [], 'a b', 'ok', 7];
  for (let seed = 1; seed <= 600; seed++) {
    const r = rng(seed * 7919);
    const base = generate(seed) as unknown as Record<string, unknown> & { actions: Record<string, unknown>[] };
    const v = hostile[Math.floor(r() * hostile.length)];
    const spots = ['rom', 'variant', 'cycles', 'end', 'time', 'comments', 'at', 'x', 'y', 'name', 'key', 'button', 'kind'];
    const spot = spots[Math.floor(r() * spots.length)]!;
    const copy: Record<string, unknown> & { actions: Record<string, unknown>[] } = { ...base, actions: base.actions.map((a) => ({ ...a })) };
    if (['at', 'x', 'y', 'name', 'key', 'button', 'kind'].includes(spot)) {
      const a = copy.actions[Math.floor(r() * copy.actions.length)];
      if (!a) continue;
      a[spot] = v;
    } else if (spot === 'time') copy.time = { hour: v, min: 0, sec: 0, hund: 0 };
    else if (spot === 'comments') copy.comments = [v];
    else copy[spot] = v;
    let text: string;
    try {
      text = writeReplay(copy as unknown as ReplayToWrite);
    } catch (e) {
      assert.instance(e, Error);
      assert.ok(!(e instanceof TypeError), `seed ${seed} ${spot}=${String(v)}: a TypeError from inside: ${(e as Error).message}`);
      assert.match((e as Error).message, /^writeReplay: /);
      continue;
    }
    try {
      parseReplay(text, 'w');
    } catch (e) {
      assert.unreachable(`seed ${seed} ${spot}=${String(v)}: written, then refused: ${(e as Error).message}`);
    }
  }
});

test('mangled text: a file:line error in range, what it echoes quoted and short (3000 cases)', () => {
  const junk = ['\u001b[2J', '\r', '\u0000', '\ufeff', '\u009b', '\u2028', '"', '\\', '#', ' ', '+', '9'.repeat(12), 'x'.repeat(100_000), 'é', '\ud800', '24:00:00', '-1', '1e+21'];
  for (let seed = 1; seed <= 3000; seed++) {
    const r = rng(seed * 104729);
    let text = writeReplay(generate(seed));
    for (let k = 1 + Math.floor(r() * 3); k > 0; k--) {
      const at = Math.floor(r() * (text.length + 1));
      const cut = r() < 0.3 ? Math.floor(r() * 5) : 0;
      text = text.slice(0, at) + junk[Math.floor(r() * junk.length)]! + text.slice(at + cut);
    }
    const lines = text.split('\n').length;
    try {
      parseReplay(text, 'm');
    } catch (e) {
      assert.not.instance(e, TypeError);
      const msg = (e as Error).message;
      const m = /^m:(\d+): /.exec(msg);
      assert.ok(m && +m[1]! >= 1 && +m[1]! <= lines, `seed ${seed}: ${msg}`);
      assert.not.match(msg, /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/, `seed ${seed}: a raw control character in ${JSON.stringify(msg)}`);
      assert.ok(msg.length < 300, `seed ${seed}: ${msg.length} characters`);
    }
  }
});

test('a UTF-8 byte-order mark before the first line is not part of it', () => {
  const r = parseReplay('\ufeffrom tetris\r\nat 10 shot a\r\n', 'bom');
  assert.is(r.rom, 'tetris');
  assert.equal(strip(r), [{ at: 10, kind: 'shot', name: 'a' }]);
  // Anywhere else it is a character like any other, and shown escaped.
  assert.throws(() => parseReplay('rom tetris\n\ufeffat 10 shot a\n', 'bom'), /^bom:2: unknown directive "\\ufeffat"/);
});

test('what an error echoes is escaped and shortened: ESC, CR, a megabyte-long word', () => {
  const cases: [string, string][] = [
    ['at 1 press \u001b[2J', 'x:1: unknown key "\\u001b[2J"'],
    ['at 1 press P\r2', 'x:1: unknown key "P\\r2"'],
    [`at 1 shot ${'x'.repeat(1_000_000)}`, `x:1: bad shot name "${'x'.repeat(40)}…" (1000000 characters, at most 64)`],
    [`${'y'.repeat(1_000_000)} 1`, `x:1: unknown directive "${'y'.repeat(40)}…" (expected rom, time, date, cycles, at, +MS or end)`],
    ['time 1\u001b:00:00', 'x:1: bad time of day "1\\u001b:00:00"'],
    ['cycles \u001b5', 'x:1: cycles must be an integer in 100..10000000, got "\\u001b5"'],
    ['at 1 move \u009b1 2', 'x:1: X must be an integer in 0..639, got "\\u009b1"'],
  ];
  for (const [text, message] of cases) {
    assert.throws(() => parseReplay(text, 'x'), (e: Error) => e.message.startsWith(message) || assert.unreachable(e.message.slice(0, 200)));
  }
});

test.run();
