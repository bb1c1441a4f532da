// The player's AudioWorklet core (src/web/speaker-stream.ts) in Node: the speaker's waves, sent a
// display frame at a time and played a render quantum at a time on the audio clock, are the
// samples of the CLI's WAV file; past the last wave the tone goes on; late changes are counted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PIT_HZ } from '../../runtime/hw/pit.ts';
import { constantWave, type Wave } from '../../runtime/hw/pit-counter.ts';
import { romByName } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { encodeWav, SpeakerPcm, toPcm16 } from '../../src/shared/speaker-pcm.ts';
import { Session } from '../../src/web/session.ts';
import { SpeakerStream } from '../../src/web/speaker-stream.ts';
import { BEEP_REPLAY, BEEP_WAV_RATE, BEEP_WAV_SHA256 } from '../sound/golden.ts';

const Q = 128;

test('the beep replay, stepped in uneven frames and played a quantum at a time behind them, is the golden WAV byte for byte', () => {
  const replay = parseReplay(readFileSync(BEEP_REPLAY, 'utf8'), BEEP_REPLAY);
  const s = new Session({ rom: romByName('beep'), variant: undefined, cycles: replay.cycles!, timeOfDay: replay.time! }, { exit() {}, crash(e) { throw e; } });
  const m = s.machine;
  const stream = new SpeakerStream(BEEP_WAV_RATE);
  const base = 777_777; // context frame of virtual sample 0
  let waves: Wave[] = [];
  m.speaker.sink = (w) => waves.push(w);
  stream.take({ kind: 'start', base, from: m.now, waves: m.speaker.wavesFrom(m.now) });
  const end = replay.end!;
  const played: Float64Array[] = [];
  let frame = base;
  /** Run to `ms`, send the waves, and play every quantum that ends 3 ms or more before it. */
  const stepTo = (ms: number): void => {
    s.runTo(ms);
    stream.take({ kind: 'waves', until: m.now, waves });
    waves = [];
    const due = base + Math.floor(((Math.min(ms, end) - (ms < end ? 3 : 0)) * BEEP_WAV_RATE) / 1000);
    for (; frame + Q <= due; frame += Q) {
      const out = new Float64Array(Q);
      stream.fill(out, frame);
      played.push(out);
    }
  };
  let seed = 12345;
  let ms = 0;
  for (const a of replay.actions) {
    while (ms < a.at) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      ms = Math.min(a.at, ms + 4 + (seed % 30)); // frames of 4..33 ms
      stepTo(ms);
    }
    if (a.kind === 'press') s.press(a.key);
    else if (a.kind === 'release') s.release(a.key);
  }
  stepTo(end);
  const all = new Float64Array(played.length * Q);
  played.forEach((q, i) => all.set(q, i * Q));
  const levels = all.subarray(0, (end * BEEP_WAV_RATE) / 1000);
  assert.is(levels.length, 2 * BEEP_WAV_RATE);
  const wav = encodeWav(toPcm16(levels), BEEP_WAV_RATE);
  assert.is(createHash('sha256').update(wav).digest('hex'), BEEP_WAV_SHA256);
  assert.is(stream.report.ahead, 0);
  assert.is(stream.report.late, 0);
  assert.ok(stream.report.loudest > 0.99);
});

/** A 440 Hz square wave from tick `at` (PIT channel 2 in mode 3 with the divisor sound(440) sets). */
function tone(at: number): Wave {
  const period = Math.floor(PIT_HZ / 440);
  return { at, period, high: Math.ceil(period / 2), phase: 0, level: 1 };
}

test('past the last wave the tone goes on as the wave says (counted ahead); a change after its moment is counted late', () => {
  const stream = new SpeakerStream(44_100);
  stream.take({ kind: 'start', base: 0, from: 0, waves: [tone(0)] });
  stream.take({ kind: 'waves', until: PIT_HZ / 100, waves: [] }); // the machine ran 10 ms (441 samples)
  const out = new Float32Array(10 * Q);
  for (let k = 0; k < 10; k++) stream.fill(out.subarray(k * Q, (k + 1) * Q), k * Q);
  const pcm = new SpeakerPcm(44_100, 0);
  pcm.push(tone(0));
  const expected = new Float32Array(10 * Q);
  pcm.fill(expected, 0, expected.length);
  assert.equal(Array.from(out), Array.from(expected), 'the tone, not a held sample');
  assert.is(stream.report.ahead, 10 * Q - 441);
  assert.is(stream.report.late, 0);
  // nosound() at 20 ms arrives when 1280 samples have played: 1280 − 882 went out with the tone.
  stream.take({ kind: 'waves', until: PIT_HZ / 50, waves: [constantWave(PIT_HZ / 50, 0)] });
  assert.is(stream.report.late, 1280 - 882);
  const next = new Float32Array(Q);
  stream.fill(next, 10 * Q);
  assert.ok(next.every((x) => x === 0), 'silent from then on');
});

test('before the machine\'s start: the cone at rest; a late start skips what is due; stop: silence', () => {
  const stream = new SpeakerStream(48_000);
  const out = new Float32Array(Q);
  stream.fill(out, 0);
  assert.ok(out.every((x) => x === 0), 'nothing started');
  stream.take({ kind: 'start', base: 1000, from: 100, waves: [constantWave(100, 1)] });
  stream.take({ kind: 'waves', until: PIT_HZ, waves: [constantWave(100, 1)] }); // the machine's moment of the start, reported again
  assert.is(stream.report.late, 0, 'nothing played yet, nothing late');
  // Tick 100 is in sample 4 (48 kHz): the stream's first sample is 5, at context frame 1005.
  stream.fill(out, 1005 - 33);
  assert.equal(Array.from(out.subarray(0, 33)), new Array(33).fill(0));
  assert.ok(out.subarray(33).every((x) => x === 1));
  assert.is(stream.report.played, 95);
  assert.is(stream.report.loudFrame, 1005, 'the first loud sample, as a context frame');
  stream.fill(out, 5000); // the clock ran on without us (a stall): the due samples skipped
  assert.is(stream.report.played, 223);
  stream.take({ kind: 'stop' });
  stream.fill(out, 5128);
  assert.ok(out.every((x) => x === 0));
});

test.run();
