import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { PIT_HZ } from '../../runtime/hw/pit.ts';
import { PitCounter, waveLevel, type Wave } from '../../runtime/hw/pit-counter.ts';
import type { Blocking, Rom } from '../../runtime/process.ts';
import { inport, inportb, nosound, outport, outportb, sound, SOUND_DIVIDEND } from '../../runtime/tc/dos.ts';
import { encodeWav, renderUntil, SpeakerPcm, toPcm16 } from '../../src/shared/speaker-pcm.ts';

function rom(main: () => Blocking): Rom {
  return { name: 'test', title: 'test', start: main };
}

/** Run `body` as a program on a fresh machine (with the speaker's waves collected), to its end. */
function run(body: (m: Machine) => Blocking, m = new Machine()): { m: Machine; waves: Wave[]; end: number } {
  const waves: Wave[] = [];
  let end = 0;
  m.speaker.sink = (w) => waves.push(w);
  m.load(
    rom(function* () {
      yield* body(m);
      end = m.now;
    }),
  );
  m.runUntil(m.now + PIT_HZ * 60);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
  return { m, waves, end };
}

/** The speaker's level at each tick of [from, to), read from the machine's own device. */
function levels(m: Machine, from: number, to: number): string {
  let s = '';
  for (let t = from; t < to; t++) s += m.speaker.levelAt(t);
  return s;
}

/** The ticks at which a counter's OUT rises, from its waves over [0, to). */
function rises(waves: Wave[], to: number): number[] {
  const at: number[] = [];
  let prev = -1;
  for (let t = 0, i = 0; t < to; t++) {
    while (i + 1 < waves.length && waves[i + 1]!.at <= t) i++;
    const l = waves[i]!.at <= t ? waveLevel(waves[i]!, t) : 0;
    if (prev === 0 && l === 1) at.push(t);
    prev = l;
  }
  return at;
}

// ---- the 8253 counter (Intel data sheet, "Modes of Operation") ----

test('mode 3: the count loads one tick after the write; OUT high for the larger half of an odd count', () => {
  const c = new PitCounter();
  c.control(0b00_11_011_0, 100); // lobyte/hibyte, mode 3
  c.write(5, 100);
  c.write(0, 100);
  let s = '';
  for (let t = 100; t < 112; t++) s += c.outAt(t);
  // loaded at 101: high 3, low 2, high 3, low 2…
  assert.is(s, '111100111001');
});

test('mode 3: a count written while counting takes over at the end of the half-cycle', () => {
  const c = new PitCounter();
  c.control(0x36, 0);
  c.write(8, 0);
  c.write(0, 0); // period 8 from tick 1: high 1..4, low 5..8
  c.write(4, 2); // lobyte/hibyte: the low byte alone changes nothing yet
  c.write(0, 2); // count 4 from the end of this high half (tick 5), starting with its low half
  let s = '';
  for (let t = 0; t < 15; t++) s += c.outAt(t);
  assert.is(s, '111110011001100');
});

test('mode 2: high n−1 ticks, low one; mode 0: low until the terminal count, then high', () => {
  const c = new PitCounter();
  c.control(0x34, 0); // mode 2
  c.write(4, 0);
  c.write(0, 0);
  let s = '';
  for (let t = 0; t < 10; t++) s += c.outAt(t);
  assert.is(s, '1111011101');
  const z = new PitCounter();
  z.control(0x30, 0); // mode 0
  assert.is(z.outAt(0), 0);
  z.write(3, 0);
  z.write(0, 0);
  s = '';
  for (let t = 0; t < 6; t++) s += z.outAt(t);
  assert.is(s, '000011'); // loaded at 1, terminal count at 4
});

test('mode 3 holds OUT high while the gate is low and restarts on its rising edge', () => {
  const c = new PitCounter();
  c.control(0x36, 0);
  c.write(4, 0);
  c.write(0, 0);
  let s = '';
  for (let t = 0; t < 14; t++) {
    if (t === 4) c.setGate(false, t);
    if (t === 8) c.setGate(true, t); // reloads at 9
    s += c.outAt(t);
  }
  assert.is(s, '11101111111001');
});

test('access modes: lobyte only, hibyte only; BCD counts; the latch holds a count until read', () => {
  const c = new PitCounter();
  c.control(0x14, 0); // lobyte, mode 2
  c.write(10, 0);
  assert.is(c.read(1), 10); // loaded at 1: 10
  assert.is(c.read(4), 7);
  c.control(0x24, 10); // hibyte, mode 2
  c.write(1, 10); // 256
  c.control(0x00, 11); // latch (loaded at 11: 256)
  assert.is(c.read(50), 1); // hibyte of the latched 256
  assert.is(c.read(50), 0); // latch consumed: 256 − 39 = 217 → hibyte 0
  const b = new PitCounter();
  b.control(0x35, 0); // lobyte/hibyte, mode 2, BCD
  b.write(0x00, 0);
  b.write(0x10, 0); // BCD 1000
  b.control(0x00, 3); // latch: 998
  assert.equal([b.read(3), b.read(3)], [0x98, 0x09]);
});

// ---- ports 42h/43h/61h and dos.h ----

test('port 61h: the speaker hears OUT2 only with bit 1; bit 0 gates channel 2; a read flips bits 4 and 5', () => {
  const r = run(function* (m) {
    outportb(0x43, 0xb6);
    outportb(0x42, 4);
    outportb(0x42, 0);
    assert.is(m.speaker.levelAt(m.now + 10), 0); // data bit clear: silent
    outportb(0x61, inportb(0x61) | 2); // data on, gate off: OUT2 held high → the cone is out
    assert.is(m.speaker.levelAt(m.now + 10), 1);
    yield* m.sleepUntil(m.now + 8);
    outportb(0x61, inportb(0x61) | 3); // gate on: the square wave from the next tick
  });
  const at = r.end; // the program ended on the tick it set the gate
  assert.is(levels(r.m, at, at + 10), '1110011001');
  // DOSBox 0.74 reads back what was written, bits 4 and 5 flipped at each read (oracle-pc `spk`)
  const last = inportbAt(r.m, at + 3);
  assert.is(last & 0x0f, 3);
  assert.is(inportbAt(r.m, at + 3), last ^ 0x30);
});

/** Port 61h as the machine's ports read it at `at`. */
function inportbAt(m: Machine, at: number): number {
  return m.ports.in(0x61, at);
}

test('outport/inport split a word over two byte ports, as `out dx,ax` does on the 8-bit bus', () => {
  let read = 0;
  run(function* () {
    outportb(0x43, 0xb4); // channel 2, lobyte/hibyte, mode 2
    outport(0x42, 0xb412); // 12h to 42h (count low byte), B4h to 43h: the control word again
    outportb(0x42, 0x34);
    outportb(0x42, 0x12); // count 1234h
    outportb(0x43, 0x80); // latch channel 2
    read = inport(0x42) & 0xffff; // 42h, then 43h (write-only: the bus floats, FFh)
  });
  assert.is(read, 0xff34);
});

test('port 40h reads the system timer counting down by two (mode 3, 65 536) in step with IRQ0; 61h reads what was written, bits 4 and 5 flipped each read', () => {
  const m = new Machine();
  const at = 3 * 65_536 + 1000; // 1000 ticks after an IRQ0
  m.ports.out(0x43, 0x00, at); // latch channel 0
  const count = m.ports.in(0x40, at) | (m.ports.in(0x40, at) << 8);
  assert.is(count, 65_536 - 2 * 1000);
  m.ports.out(0x61, 0xfc, at);
  assert.is(m.ports.in(0x61, at), 0xcc);
  assert.is(m.ports.in(0x61, at), 0xfc);
});

test('a port the machine lacks is an error naming it; so is reprogramming the DRAM refresh', () => {
  const m = new Machine();
  m.load(rom(function* () {
    outportb(0x378, 1); // the printer port
  }));
  m.runUntil(100);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, /port 378h/);
  const m2 = new Machine();
  m2.load(rom(function* () {
    outportb(0x43, 0x74);
  }));
  m2.runUntil(100);
  assert.match(m2.crash!.message, /control word 74h reprograms PIT channel 1/);
});

test('sound(): divisor 1234DDh / hz in channel 2, mode 3; the tone period is the divisor, to the tick', () => {
  const { m, waves, end } = run(function* (m) {
    yield* m.sleepUntil(1000);
    sound(440);
    yield* m.sleepUntil(1000 + PIT_HZ / 10);
    nosound();
  });
  const divisor = Math.floor(SOUND_DIVIDEND / 440); // 2711
  assert.is(divisor, 2711);
  const r = rises(waves, 1000 + PIT_HZ / 10);
  assert.ok(r.length > 40);
  // The speaker comes on at 1000 (OUT2 is high after the control word); the count loads at
  // 1001: high 1356 ticks, low 1355, rising every 2711.
  assert.equal(r.slice(0, 2), [1000, 1001 + 2711]);
  for (let i = 2; i < r.length; i++) assert.is(r[i]! - r[i - 1]!, divisor);
  assert.is(m.speaker.levelAt(end), 0);
  assert.is(m.ports.in(0x61, end) & 3, 0);
});

test('sound() at or below 18 Hz does nothing; a second sound() keeps the gate and only writes the count', () => {
  const { m, waves, end } = run(function* (m) {
    sound(18);
    assert.is(m.ports.in(0x61, m.now) & 3, 0);
    sound(1000);
    yield* m.sleepUntil(m.now + 5000);
    sound(2000); // 596 from the end of the current half-cycle
    yield* m.sleepUntil(m.now + 5000);
  });
  assert.is(m.ports.in(0x61, end) & 3, 3);
  const r = rises(waves, end);
  const gaps = r.slice(1).map((t, i) => t - r[i]!);
  // 1193 (597 high, 596 low); sound(2000) at 5000 falls in the high half that ends at 5370, where
  // count 596 takes over with its low half (298): 597 + 298 = 895; then 596.
  assert.equal([...new Set(gaps)], [1193, 895, 596]);
});

// ---- the renderer ----

test('PCM: a tone\'s period in samples is the divisor at the sample rate, to the sample', () => {
  const { waves } = run(function* (m) {
    sound(1000); // divisor 1193: 1193 ticks per period
    yield* m.sleepUntil(m.now + PIT_HZ);
  });
  const pcm = new SpeakerPcm(48_000);
  for (const w of waves) pcm.push(w);
  const s = renderUntil(pcm, PIT_HZ);
  assert.is(s.length, 48_000);
  // A rising edge at tick t falls in sample floor(t·48000/PIT_HZ): find them by the first sample above ½ after a low one.
  const edges: number[] = [];
  for (let i = 1; i < s.length; i++) if (s[i - 1]! < 0.5 && s[i]! >= 0.5) edges.push(i);
  const expected: number[] = [];
  for (let t = 1 + 1193; (t * 48_000) / PIT_HZ < 48_000 - 1; t += 1193) {
    // the sample holding the rise is at least half high when the rise is in its first half
    const pos = (t * 48_000) / PIT_HZ;
    expected.push(pos - Math.floor(pos) <= 0.5 ? Math.floor(pos) : Math.floor(pos) + 1);
  }
  assert.equal(edges, expected.filter((e) => e < 48_000));
});

test('PCM: box-filtered edges — a sample holding an edge is the fraction of it spent high', () => {
  const pcm = new SpeakerPcm(48_000);
  // High from tick 100 on: sample 4 spans ticks 99.43..124.29, so 24.29/24.86 of it is high.
  pcm.push({ at: 100, period: 0, high: 0, phase: 0, level: 1 });
  const s = renderUntil(pcm, PIT_HZ / 1000); // 1 ms = 48 samples
  assert.is(s.length, 48);
  assert.equal([s[3], s[5]], [0, 1]);
  const expect = (5 * PIT_HZ - 100 * 48_000) / PIT_HZ;
  assert.ok(Math.abs(s[4]! - expect) < 1e-12, `${s[4]} vs ${expect}`);
  // Rendering in pieces gives the same samples as in one go.
  const a = new SpeakerPcm(44_100);
  const b = new SpeakerPcm(44_100);
  const tone: Wave = { at: 7, period: 37, high: 19, phase: 3, level: 1 };
  a.push(tone);
  b.push(tone);
  const whole = renderUntil(a, 100_000);
  const parts = [renderUntil(b, 12_345), renderUntil(b, 54_321), renderUntil(b, 100_000)];
  assert.equal(Array.from(whole), parts.flatMap((p) => Array.from(p)));
});

test('PCM: a 15 kHz tone does not alias into a loud low tone (box filter)', () => {
  const pcm = new SpeakerPcm(48_000);
  const n = Math.floor(SOUND_DIVIDEND / 15_000); // 79 ticks
  pcm.push({ at: 0, period: n, high: 40, phase: 0, level: 1 });
  const s = renderUntil(pcm, PIT_HZ / 10);
  // Point-sampled, a 15.1 kHz square aliases its 3rd harmonic (45.3 kHz) to 2.7 kHz at a third of
  // the fundamental's strength; the box filter cuts it to under a tenth.
  const mean = s.reduce((t, x) => t + x, 0) / s.length;
  const amp = (f: number): number => {
    let re = 0, im = 0;
    for (let i = 0; i < s.length; i++) {
      re += (s[i]! - mean) * Math.cos((2 * Math.PI * f * i) / 48_000);
      im += (s[i]! - mean) * Math.sin((2 * Math.PI * f * i) / 48_000);
    }
    return Math.hypot(re, im) / s.length;
  };
  const f0 = PIT_HZ / n;
  const alias = Math.abs(48_000 - 3 * f0);
  assert.ok(amp(alias) < amp(f0) / 10, `alias ${amp(alias)} vs fundamental ${amp(f0)}`);
});

test('WAV: a 16-bit mono PCM header and little-endian samples', () => {
  const wav = encodeWav(toPcm16(Float64Array.of(0, 1, 0.5)), 48_000);
  const v = new DataView(wav.buffer);
  assert.is(new TextDecoder().decode(wav.subarray(0, 4)), 'RIFF');
  assert.is(v.getUint32(24, true), 48_000);
  assert.is(v.getUint16(34, true), 16);
  assert.is(v.getUint32(40, true), 6);
  assert.equal([v.getInt16(44, true), v.getInt16(46, true), v.getInt16(48, true)], [0, 16384, 8192]);
});

test.run();
