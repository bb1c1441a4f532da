// REVERSI's four sounds (roms/reversi/sounds.ts) rendered headless from test/sound/reversi.replay:
// the start tune, a move, the pass that follows it, a refused move. The file's hash is the golden;
// the tones in it are checked by ear's proxy, the rising crossings in 10 ms windows.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tones } from '../support/wav.ts';
import { ensureCli } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const BIN = join(process.cwd(), 'bin', 'mode12h.mjs');
const REPLAY = 'test/sound/reversi.replay';
/** Change it only for a deliberate change of the sounds, the speaker or the renderer, after listening. */
const GOLDEN_SHA256 = '24e81542faa4bc58a69a4cafcce4b04caf3ba998913030a1a562e9ef042f6abf';

test.before(() => {
  ensureCli();
});

function wav(): Buffer {
  const out = join(scratchDir('mode12h-reversi-wav-'), 'out.wav');
  const r = spawnSync(process.execPath, [BIN, 'run', 'reversi', '--replay', REPLAY, '--wav', out], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  return readFileSync(out);
}

test('the four sounds: the hash of the file, and the tones where they are due', () => {
  const file = wav();
  const t = tones(file, 48_000);
  /** The mean tone over [from, to) ms, silent windows left out; and whether all of it sounds. */
  const heard = (from: number, to: number): number => {
    const w = t.slice(from / 10, to / 10).filter((x) => x > 0);
    assert.is(w.length, (to - from) / 10, `sound all through ${from}..${to} ms: ${t.slice(from / 10, to / 10)}`);
    return w.reduce((a, b) => a + b, 0) / w.length;
  };
  const near = (hz: number, want: number, what: string): void => assert.ok(Math.abs(hz - want) <= 100, `${what}: ${hz} Hz, want ${want}`);
  // The start, once the clock is calibrated (a few BIOS ticks in): C5 E5 G5 C6, 70 ms each, the
  // last 140.
  const s0 = t.findIndex((x) => x > 0) * 10;
  assert.ok(s0 >= 110 && s0 <= 600, `the start tune at ${s0} ms`);
  near(heard(s0 + 10, s0 + 60), 523, 'start C5');
  near(heard(s0 + 150, s0 + 200), 784, 'start G5');
  near(heard(s0 + 220, s0 + 330), 1047, 'start C6');
  assert.is(heard(s0, s0 + 350) > 0, true);
  // The click on e1 (at 3550 ms; the program looks every 10 ms): the move (1200 Hz, then 600), then
  // the pass: G5 110 ms, a rest, C5 160 ms.
  const onset = (from: number): number => from + t.slice(from / 10).findIndex((x) => x > 0) * 10;
  const c = onset(3500);
  assert.ok(c >= 3550 && c <= 3570, `the move at ${c} ms`);
  assert.ok(Math.max(t[c / 10]!, t[c / 10 + 1]!) >= 800, `the move click: ${t.slice(c / 10, c / 10 + 3)} Hz`);
  near(heard(c + 40, c + 120), 784, 'pass G5');
  near(heard(c + 170, c + 290), 523, 'pass C5');
  // e1 again at 4500 ms, taken: the buzz, D3 110 ms, a rest, A2 160 ms; then silence.
  const i = onset(4400);
  assert.ok(i >= 4500 && i <= 4520, `the buzz at ${i} ms`);
  near(heard(i + 10, i + 100), 147, 'invalid D3');
  near(heard(i + 150, i + 280), 110, 'invalid A2');
  assert.ok(t.slice((i + 320) / 10).every((x) => x === 0), 'silence after');
  assert.is(createHash('sha256').update(file).digest('hex'), GOLDEN_SHA256);
});

test.run();
