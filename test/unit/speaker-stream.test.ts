// The player's AudioWorklet core (src/web/speaker-stream.ts) in Node: the speaker's waves, sent a
// display frame at a time and played a render quantum at a time on the audio clock, are the
// samples of the CLI's WAV file, also when the audio runs past the machine (virtual time waits, the
// tone goes on meanwhile); no change of sound is ever late.
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

/**
 * The beep replay stepped in uneven frames (4–33 ms), the audio played a quantum at a time up to
 * `lead` ms past each frame's machine (on the worklet's clock, as the page paces it) (negative: behind it), then on to its end. Returns the
 * virtual samples played (the quanta without what was played while virtual time waited) and the
 * stream's counts.
 */
function playBeep(lead: (random: number) => number): { levels: Float64Array; report: SpeakerStream['report'] } {
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
  let seed = 12345;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  /** One quantum: what of it was virtual samples (the held ones, rendered last, left out). */
  const quantum = (): void => {
    const out = new Float64Array(Q);
    const held = stream.report.held;
    stream.fill(out, frame);
    played.push(out.subarray(0, Q - (stream.report.held - held)));
    frame += Q;
  };
  /** Run to `ms`, send the waves, and play every quantum that ends by `lead` ms past it. */
  const stepTo = (ms: number): void => {
    s.runTo(ms);
    stream.take({ kind: 'waves', until: m.now, waves });
    waves = [];
    const due = base + stream.report.held + Math.floor(((ms + lead(next())) * BEEP_WAV_RATE) / 1000);
    while (frame + Q <= due) quantum();
  };
  let ms = 0;
  for (const a of replay.actions) {
    while (ms < a.at) {
      ms = Math.min(a.at, ms + 4 + (next() % 30)); // frames of 4..33 ms
      stepTo(ms);
    }
    if (a.kind === 'press') s.press(a.key);
    else if (a.kind === 'release') s.release(a.key);
  }
  stepTo(end);
  const samples = (end * BEEP_WAV_RATE) / 1000;
  let n = played.reduce((k, q) => k + q.length, 0);
  for (; n < samples; n += played[played.length - 1]!.length) quantum();
  const all = new Float64Array(n);
  played.reduce((k, q) => (all.set(q, k), k + q.length), 0);
  return { levels: all.subarray(0, samples), report: stream.report };
}

const sha256 = (levels: Float64Array): string => createHash('sha256').update(encodeWav(toPcm16(levels), BEEP_WAV_RATE)).digest('hex');

test('the beep replay, stepped in uneven frames and played a quantum at a time behind them, is the golden WAV byte for byte', () => {
  const { levels, report } = playBeep(() => -3);
  assert.is(levels.length, 2 * BEEP_WAV_RATE);
  assert.is(sha256(levels), BEEP_WAV_SHA256);
  assert.is(report.held, 0);
  assert.is(report.late, 0);
  assert.ok(report.loudest > 0.99);
});

test('played up to 25 ms past the machine (a busy tab\'s late frames): virtual time waits, no sample is late, and the samples are still the golden WAV\'s', () => {
  const { levels, report } = playBeep((r) => (r % 8 === 0 ? 5 + (r % 21) : -3));
  assert.is(sha256(levels), BEEP_WAV_SHA256);
  assert.ok(report.held > 0.1 * BEEP_WAV_RATE, `held ${report.held}`); // 100 ms and more in 2 s
  assert.is(report.late, 0);
});

/** A 440 Hz square wave from tick `at` (PIT channel 2 in mode 3 with the divisor sound(440) sets). */
function tone(at: number): Wave {
  const period = Math.floor(PIT_HZ / 440);
  return { at, period, high: Math.ceil(period / 2), phase: 0, level: 1 };
}

test('past what the machine ran, its tone goes on in step while virtual time waits; a change then arrives in time and plays in its place', () => {
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
  assert.is(stream.report.held, 10 * Q - 441);
  // nosound() at 20 ms arrives when 1280 samples have played: virtual time is still at 441.
  stream.take({ kind: 'waves', until: PIT_HZ / 50, waves: [constantWave(PIT_HZ / 50, 0)] });
  assert.is(stream.report.late, 0);
  const next = new Float32Array(4 * Q);
  for (let k = 0; k < 4; k++) stream.fill(next.subarray(k * Q, (k + 1) * Q), (10 + k) * Q);
  assert.equal(Array.from(next.subarray(0, 441)), Array.from(expected.subarray(441, 882)), 'samples 441–881: the tone, from where it stopped');
  assert.ok(next.subarray(441).every((x) => x === 0), 'then silence, and silence goes on');
  assert.is(stream.report.held, 14 * Q - 882);
});

test('before the machine\'s start: the cone at rest; a late start waits (nothing skipped); stop: silence', () => {
  const stream = new SpeakerStream(48_000);
  const out = new Float32Array(Q);
  stream.fill(out, 0);
  assert.ok(out.every((x) => x === 0), 'nothing started');
  stream.take({ kind: 'start', base: 1000, from: 100, waves: [constantWave(100, 1)] });
  // the machine's moment of the start reported again, and the cone back in at tick 3729 (sample 150)
  const waves = [constantWave(100, 1), constantWave(3729, 0)];
  stream.take({ kind: 'waves', until: 4972, waves }); // samples up to 200
  assert.is(stream.report.late, 0, 'nothing played yet, nothing late');
  // Tick 100 is in sample 4 (48 kHz): the stream's first sample is 5, at context frame 1005.
  stream.fill(out, 1005 - 33);
  assert.equal(Array.from(out.subarray(0, 33)), new Array(33).fill(0));
  assert.ok(out.subarray(33).every((x) => x === 1));
  assert.is(stream.report.played, 95);
  assert.is(stream.report.loudFrame, 1005, 'the first loud sample, as a context frame');
  stream.fill(out, 5000); // the clock ran on without us (a stall): samples 100–199 play now, then it waits
  const pcm = new SpeakerPcm(48_000, 100);
  waves.forEach((w) => pcm.push(w));
  const expected = new Float32Array(200);
  pcm.fill(expected, 5, 200);
  assert.equal(Array.from(out), [...expected.subarray(100), ...new Array(28).fill(0)]);
  assert.is(stream.report.held, 5000 - 1100 + 28);
  assert.is(stream.report.played, 223);
  stream.take({ kind: 'stop' });
  assert.is(stream.report.held, 0);
  stream.fill(out, 5128);
  assert.ok(out.every((x) => x === 0));
});

test.run();
