// The player's AudioWorklet processor (src/web/speaker-worklet.ts) outside a browser: the
// worklet scope's globals are stood in for, and its queue policy is checked sample by sample.
import { test } from 'uvu';
import * as assert from 'uvu/assert';

interface Processor {
  port: { onmessage: ((e: { data: Float32Array | 'flush' }) => void) | null; postMessage(d: unknown): void };
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}

const RATE = 48_000;
let Ctor: (new () => Processor) | null = null;
const g = globalThis as Record<string, unknown>;
g.sampleRate = RATE;
g.currentTime = 0;
g.AudioWorkletProcessor = class {
  port = { onmessage: null, postMessage() {} };
};
g.registerProcessor = (_name: string, ctor: new () => Processor) => {
  Ctor = ctor;
};

async function processor(): Promise<{ send(d: Float32Array | 'flush'): void; quantum(): Float32Array }> {
  if (!Ctor) await import('../../src/web/speaker-worklet.ts');
  const p = new Ctor!();
  return {
    send: (d) => p.port.onmessage!({ data: d }),
    quantum: () => {
      const out = new Float32Array(128);
      p.process([], [[out]]);
      return out;
    },
  };
}

const ramp = (from: number, n: number): Float32Array => Float32Array.from({ length: n }, (_, i) => (from + i) / 100_000);

test('samples play in order across quanta; a dry queue holds the last sample', async () => {
  const p = await processor();
  p.send(ramp(0, 100));
  p.send(ramp(100, 100));
  const a = p.quantum();
  const b = p.quantum();
  assert.equal(Array.from(a), Array.from(ramp(0, 128)));
  assert.equal(Array.from(b.subarray(0, 72)), Array.from(ramp(128, 72)));
  assert.ok(b.subarray(72).every((x) => x === b[71]), 'held, not dropped to 0');
});

test('more than 100 ms queued: the oldest are dropped down to 25 ms', async () => {
  const p = await processor();
  p.send(ramp(0, RATE / 10)); // 100 ms: kept
  p.send(ramp(RATE / 10, 100)); // over: keep the newest 25 ms (1200 samples)
  const total = RATE / 10 + 100;
  assert.is(p.quantum()[0], Math.fround((total - 1200) / 100_000));
});

test('flush: silence at once', async () => {
  const p = await processor();
  p.send(Float32Array.from({ length: 500 }, () => 1));
  p.quantum();
  p.send('flush');
  assert.ok(p.quantum().every((x) => x === 0));
});

test('a standing backlog above two quanta is trimmed to one at the end of a 30-batch window', async () => {
  const p = await processor();
  let next = 0;
  const batch = (n: number): void => {
    p.send(ramp(next, n));
    next += n;
  };
  batch(1000); // window 1 opens with an empty queue (its floor is 0: nothing is trimmed)…
  for (let i = 0; i < 29; i++) {
    p.quantum();
    batch(128); // …and from then on each batch arrives to 1000 − 128 = 872 queued
  }
  let played = 29 * 128;
  for (let i = 0; i < 29; i++) {
    p.quantum();
    batch(128);
  }
  played += 29 * 128;
  assert.is(p.quantum()[0], Math.fround(played / 100_000), 'in order until the window ends');
  played += 128;
  batch(128); // window 2's 30th arrival: at least 872 queued every time → 872 − 128 = 744 dropped
  assert.is(p.quantum()[0], Math.fround((played + 744) / 100_000));
});

test.run();
