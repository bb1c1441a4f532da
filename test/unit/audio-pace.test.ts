// The player's pacing by the audio clock (src/web/audio.ts) in Node, against a fake display and
// audio device shaped like headless Chromium's: a 60 Hz display whose frame callbacks run a little
// after their timestamps and now and then late, and a device that renders 441 frames every 10 ms
// (whole 128-frame quanta), 30–40 ms ahead of the sample heard; the worklet's own core
// (speaker-stream.ts) plays what the page sends. A key taken at a frame (at the machine's next
// whole millisecond, as session.ts queues it) must sound within one 128-sample quantum of the
// render frontier at that frame (bench figure 7), and after it unless the frame itself ran late
// (then the worklet waited for the machine, and the key sounds at the next quantum it renders);
// no sample is ever late.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { msToPit } from '../../runtime/hw/pit.ts';
import type { Machine } from '../../runtime/machine.ts';
import { SpeakerOut } from '../../src/web/audio.ts';
import { SpeakerStream, type SpeakerMessage, type SpeakerReport } from '../../src/web/speaker-stream.ts';
import { constantWave, type Wave } from '../../runtime/hw/pit-counter.ts';
import { prng } from '../support/prng.ts';

const RATE = 44_100;
const PERIOD = 1000 / 60;
/** Wall ms now (the fake performance.now). */
let wall = 1000;

class FakeContext {
  readonly sampleRate = RATE;
  readonly state = 'running';
  readonly destination = {};
  readonly audioWorklet = { addModule: async () => {} };
  /**
   * The newest sample rendered: 441-frame bursts every 10 ms, 40 ms ahead at each burst, made of
   * the whole 128-frame quanta the graph renders to fill them.
   */
  get currentTime(): number {
    return (Math.ceil((Math.floor((wall + 40) / 10) * 441) / 128) * 128) / RATE;
  }
  /** The sample heard now (smooth). */
  getOutputTimestamp(): AudioTimestamp {
    return { contextTime: wall / 1000, performanceTime: wall };
  }
  createGain() {
    return { gain: { value: 1 }, connect: (to: unknown) => to };
  }
}

/** The worklet: its core, fed the page's messages; its reports reach the page at the next frame. */
const stream = new SpeakerStream(RATE);
let reports: SpeakerReport[] = [];
class FakeNode {
  readonly port = {
    onmessage: null as ((e: { data: SpeakerReport }) => void) | null,
    postMessage: (m: SpeakerMessage) => {
      stream.take(m);
      reports.push({ ...stream.report });
    },
  };
  connect(to: unknown) {
    return to;
  }
}

test('a key sounds within a quantum after its frame, however late the frame before it ran; none is late', async () => {
  const g = globalThis as Record<string, unknown>;
  const saved = { AudioContext: g.AudioContext, AudioWorkletNode: g.AudioWorkletNode, now: performance.now };
  g.AudioContext = FakeContext;
  g.AudioWorkletNode = FakeNode;
  performance.now = () => wall;
  try {
    let sink: (w: Wave) => void = () => {};
    const m = { now: 0, speaker: { set sink(f: (w: Wave) => void) { sink = f; }, wavesFrom: () => [] } };
    const out = new SpeakerOut();
    out.attach(m as unknown as Machine);
    await out.start();
    const node = (out as unknown as { node: FakeNode }).node;
    const random = prng(29);
    let nowMs = 0;
    let rendered = 0;
    const played: number[] = [];
    /** Each key: the frontier at its frame (context frames), whether that frame ran late. */
    const keys: { frontier: number; late: boolean }[] = [];
    let pending: Wave | null = null;
    const leads: number[] = [];
    for (let k = 0; k < 600; k++) {
      const frameAt = 1000 + k * PERIOD;
      // Most callbacks run 0.5–1.5 ms after the frame's timestamp; one in eight 5–10 ms late. A
      // quantum (2.9 ms) holds the key's whole millisecond (1 ms), the lead's estimate (the most
      // seen over a second, ≤ 0.5 ms under the device's) and this 1 ms of jitter: no more.
      const late = random() % 8 === 0;
      wall = frameAt + (late ? 5 + (random() % 5000) / 1000 : 0.5 + (random() % 1000) / 1000);
      // the device rendered what its bursts reached meanwhile; the worklet's reports came
      for (const to = new FakeContext().currentTime * RATE; rendered + 128 <= to; rendered += 128) {
        const q = new Float32Array(128);
        stream.fill(q, rendered);
        played.push(...q);
      }
      // the smooth frontier at this frame, as bench figure 7 takes it: heard + the most the render
      // was seen ahead of it over the second before
      leads.push(new FakeContext().currentTime - wall / 1000);
      if (leads.length > 60) leads.shift();
      for (const r of reports) node.port.onmessage?.({ data: r });
      reports = [];
      // A key at this frame (the first second lets the clocks settle), taken at the machine's next
      // whole millisecond: the speaker goes in or out then.
      if (k >= 60 && !pending) {
        pending = constantWave(msToPit(Math.ceil(nowMs)), (keys.length & 1) === 0 ? 1 : 0);
        keys.push({ frontier: (wall / 1000 + Math.max(...leads)) * RATE, late });
      }
      nowMs += out.pace(nowMs, PERIOD, frameAt);
      m.now = msToPit(nowMs);
      if (pending && pending.at <= m.now) {
        sink(pending);
        pending = null;
      }
      out.step();
    }
    // Where each key's sound starts: the first sample past half way to its new level.
    const heard: number[] = [];
    for (let i = 1; i < played.length; i++) if (played[i]! > 0.5 !== played[i - 1]! > 0.5) heard.push(i);
    assert.ok(heard.length >= 500, `${heard.length} keys heard of ${keys.length}`);
    let lateFrames = 0;
    heard.forEach((at, i) => {
      const { frontier, late } = keys[i]!;
      if (late) lateFrames++;
      else assert.ok(at >= frontier, `key ${i}: sounds ${(frontier - at).toFixed(0)} samples before the frontier at its frame (the worklet was waiting for the machine)`);
      assert.ok(at - frontier <= 128, `key ${i}${late ? ' (late frame)' : ''}: sounds ${((at - frontier) / 128).toFixed(2)} quanta after the frontier`);
    });
    assert.ok(lateFrames > 30, `${lateFrames} late frames`);
    assert.is(stream.report.late, 0);
    assert.ok(stream.report.held > 0, 'late frames: virtual time waited');
  } finally {
    Object.assign(g, { AudioContext: saved.AudioContext, AudioWorkletNode: saved.AudioWorkletNode });
    performance.now = saved.now;
  }
});

test.run();
