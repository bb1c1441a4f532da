/**
 * One counter of the Intel 8253 PIT, as programs reach it through ports 40h–43h: the control
 * word (mode, access mode, BCD), the count written a byte at a time, the read latch, the gate,
 * and the OUT pin as a function of virtual time (integer PIT ticks).
 *
 * The machine does not clock the counter tick by tick. It keeps when the counting element was
 * loaded and describes OUT from any moment on as `Wave`s: a constant level, or a periodic wave
 * (modes 2 and 3). A later event (a write, a gate change) supersedes the waves from its moment
 * on; waves already dated in the future (a terminal count, a mode 3 reload at the end of the
 * half-cycle) are re-dated with them. The speaker renders from these without ever stepping ticks.
 *
 * Timing rules (Intel 8253 data sheet, "Modes of Operation"): a count written is loaded into
 * the counting element on the next CLK pulse, so counting starts one tick after the write. The
 * sub-tick phase of that pulse is below the machine's resolution.
 */

/** OUT (or the speaker's input) from `at` on: constant `level`, or periodic when `period` > 0. */
export interface Wave {
  /** Virtual time in PIT ticks. */
  at: number;
  /** 0: constant `level`. Otherwise the wave repeats every `period` ticks… */
  period: number;
  /** …high for the first `high` ticks of each period… */
  high: number;
  /** …and `at` is `phase` ticks into a period (0 ≤ phase < period). */
  phase: number;
  /** The level of a constant wave (ignored when periodic). */
  level: 0 | 1;
}

export function constantWave(at: number, level: 0 | 1): Wave {
  return { at, period: 0, high: 0, phase: 0, level };
}

/** The level of `w` at time `t` (t ≥ w.at). */
export function waveLevel(w: Wave, t: number): 0 | 1 {
  if (w.period === 0) return w.level;
  return (t - w.at + w.phase) % w.period < w.high ? 1 : 0;
}

/** The same wave, described from `t` (≥ w.at) on. */
export function waveFrom(w: Wave, t: number): Wave {
  if (w.period === 0) return { ...w, at: t };
  return { ...w, at: t, phase: (t - w.at + w.phase) % w.period };
}

/** Square wave (mode 3) of count n: high for the larger half of an odd count (Intel: (N+1)/2). */
function squareWave(at: number, n: number, phase: number): Wave {
  return { at, period: n, high: (n + 1) >> 1, phase, level: 1 };
}

/** Rate generator (mode 2) of count n: high n−1 ticks, low for one (n = 1 is illegal: stays high). */
function rateWave(at: number, n: number): Wave {
  return n === 1 ? constantWave(at, 1) : { at, period: n, high: n - 1, phase: 0, level: 1 };
}

/** Access modes of the control word's bits 5–4. */
export const enum Access {
  Latch = 0,
  Lsb = 1,
  Msb = 2,
  LsbMsb = 3,
}

/** 16-bit count register → count (0 means 65 536, or 10 000 in BCD). */
function decodeCount(raw: number, bcd: boolean): number {
  if (!bcd) return raw === 0 ? 0x10000 : raw;
  const n = ((raw >> 12) & 15) * 1000 + ((raw >> 8) & 15) * 100 + ((raw >> 4) & 15) * 10 + (raw & 15);
  return n === 0 ? 10_000 : n;
}

function encodeCount(n: number, bcd: boolean): number {
  if (!bcd) return n & 0xffff;
  const v = n % 10_000;
  return ((v / 1000) | 0) * 0x1000 + (((v / 100) | 0) % 10) * 0x100 + (((v / 10) | 0) % 10) * 0x10 + (v % 10);
}

/** The modes whose OUT is not periodic (0, 1, 4, 5; 6 and 7 are 2 and 3): by mode number. */
const ONE_SHOT: readonly boolean[] = [true, true, false, false, true, true, false, false];

export class PitCounter {
  mode = 3;
  access: Access = Access.LsbMsb;
  bcd = false;
  /** The gate input (channel 2: port 61h bit 0; channels 0 and 1 are tied high). */
  gate = true;
  /** The count register as written (16 bits). */
  private countRegister = 0;
  /** Access mode 3: the next byte written is the high one. */
  private writeHigh = false;
  /** Access mode 3: the next byte read is the high one. */
  private readHigh = false;
  /** The latched count, until read (null: reads follow the counter). */
  private latched: number | null = null;
  /** The status byte the read-back command latched, until read (null: none). */
  private status: number | null = null;
  /** The count the counting element runs with; 0: none written since the control word. */
  private n = 0;
  /** When the counting element was loaded (the tick after the write; or the gate's rising edge). */
  private loadedAt = 0;
  /** Modes 0 and 4 while the gate is low: the ticks left to the terminal count. */
  private pausedLeft: number | null = null;
  /** Modes 1 and 5: a gate rising edge has triggered the count. */
  private triggered = false;
  /** Modes 2 and 3 running: OUT now. */
  private wave: Wave = constantWave(0, 1);
  /** Modes 2 and 3: a count written while counting, and the wave it starts at the end of the cycle. */
  private pending: { n: number; wave: Wave } | null = null;

  constructor(
    /** Called whenever OUT's future changes, with the moment it changes from. */
    private readonly changed: (at: number) => void = () => {},
  ) {}

  /** Power-on state as the BIOS leaves it: `mode`, counting `count` since tick 0. */
  reset(mode: number, count: number): void {
    this.mode = mode;
    this.access = Access.LsbMsb;
    this.bcd = false;
    this.countRegister = count & 0xffff;
    this.writeHigh = this.readHigh = false;
    this.latched = null;
    this.pending = null;
    this.load(0, decodeCount(this.countRegister, false));
  }

  /** The control word for this counter (bits 7–6, the counter select, already decoded). */
  control(value: number, at: number): void {
    this.settle(at);
    const access = ((value >> 4) & 3) as Access;
    if (access === Access.Latch) {
      // Counter latch command: the count now, held until read; a second latch is ignored.
      if (this.latched === null) this.latched = this.countAt(at);
      return;
    }
    this.access = access;
    this.mode = (value >> 1) & 7;
    if (this.mode > 5) this.mode -= 4; // 6 and 7 are 2 and 3
    this.bcd = (value & 1) !== 0;
    this.writeHigh = this.readHigh = false;
    this.latched = null;
    this.status = null;
    // Writing the control word stops the counter; OUT goes to its initial state (low in mode 0,
    // high otherwise) and waits for a count.
    this.n = 0;
    this.pausedLeft = null;
    this.triggered = false;
    this.pending = null;
    this.wave = constantWave(at, this.mode === 0 ? 0 : 1);
    this.changed(at);
  }

  /** A byte written to the counter's port. */
  write(byte: number, at: number): void {
    this.settle(at);
    const b = byte & 0xff;
    switch (this.access) {
      case Access.Lsb:
        this.countRegister = b;
        break;
      case Access.Msb:
        this.countRegister = b << 8;
        break;
      default:
        if (!this.writeHigh) {
          this.countRegister = (this.countRegister & 0xff00) | b;
          this.writeHigh = true;
          // Mode 0: the first byte of a two-byte count stops the counting (Intel).
          if (this.mode === 0 && this.n !== 0) this.stopMode0(at);
          return;
        }
        this.countRegister = (this.countRegister & 0xff) | (b << 8);
        this.writeHigh = false;
    }
    this.countWritten(at);
  }

  /**
   * The 8254's read-back command for this counter: `count` latches the count (as the latch
   * command does), `status` the status byte, which the next read gives before any count: OUT
   * (bit 7), null count (6: a control word with no count written since), the access mode, the
   * mode and BCD (DOSBox 0.74 timer.cpp; oracle HW1: B6h for channel 2 after sound()).
   */
  readBack(count: boolean, status: boolean, at: number): void {
    this.settle(at);
    if (status && this.status === null) {
      // mode 0 paused by a low gate: DOSBox's OUT rises at the terminal count all the same
      // (timer.cpp counter_output has no gate; oracle-pc-v2 `pit`: B0h after two ticks)
      const out = this.mode === 0 && this.pausedLeft !== null ? +(at >= this.loadedAt + this.n) : this.outAt(at);
      this.status = (out << 7) | (this.n === 0 ? 0x40 : 0) | (this.access << 4) | (this.mode << 1) | (this.bcd ? 1 : 0);
    }
    if (count && this.latched === null) this.latched = this.countAt(at);
  }

  /** A byte read from the counter's port: the latched status (read-back), the latched count, else the count now. */
  read(at: number): number {
    this.settle(at);
    if (this.status !== null) {
      const s = this.status;
      this.status = null;
      return s;
    }
    const value = this.latched ?? this.countAt(at);
    switch (this.access) {
      case Access.Lsb:
        this.latched = null;
        return value & 0xff;
      case Access.Msb:
        this.latched = null;
        return (value >> 8) & 0xff;
      default:
        this.readHigh = !this.readHigh;
        if (this.readHigh) return value & 0xff;
        this.latched = null;
        return (value >> 8) & 0xff;
    }
  }

  /** The gate input changes (channel 2: port 61h bit 0). */
  setGate(on: boolean, at: number): void {
    this.settle(at);
    if (on === this.gate) return;
    this.gate = on;
    if (this.n === 0) return;
    switch (this.mode) {
      case 0:
      case 4:
        // Counting pauses while the gate is low.
        if (!on) this.pausedLeft = Math.max(0, this.loadedAt + this.n - at);
        else if (this.pausedLeft !== null) {
          this.loadedAt = at - (this.n - this.pausedLeft);
          this.pausedLeft = null;
        }
        break;
      case 1:
      case 5:
        // A rising edge (re)triggers the count from the count register.
        if (on) {
          this.triggered = true;
          this.loadedAt = at + 1;
          this.n = decodeCount(this.countRegister, this.bcd);
        }
        break;
      default:
        // Modes 2 and 3: a low gate holds OUT high; the rising edge reloads the count.
        this.pending = null;
        if (on) this.loadPeriodic(at + 1, decodeCount(this.countRegister, this.bcd));
        else this.wave = constantWave(at, 1);
    }
    this.changed(at);
  }

  /** OUT at time `at`. */
  outAt(at: number): 0 | 1 {
    this.settle(at);
    const waves = this.outFrom(at);
    return waveLevel(waves[0]!, at);
  }

  /** OUT from `at` on: the first wave starts at `at`, any others later, in time order. */
  outFrom(at: number): Wave[] {
    this.settle(at);
    if (this.n === 0) return [waveFrom(this.wave, at)];
    const end = this.loadedAt + this.n; // the terminal count of the one-shot modes
    switch (this.mode) {
      case 0:
        if (this.pausedLeft !== null) return [constantWave(at, this.pausedLeft === 0 ? 1 : 0)];
        return at >= end ? [constantWave(at, 1)] : [constantWave(at, 0), constantWave(end, 1)];
      case 4:
      case 5:
        if (this.pausedLeft !== null || (this.mode === 5 && !this.triggered) || at > end) return [constantWave(at, 1)];
        // High, low for the one tick of the terminal count, high again.
        return at === end ? [constantWave(at, 0), constantWave(end + 1, 1)] : [constantWave(at, 1), constantWave(end, 0), constantWave(end + 1, 1)];
      case 1:
        if (!this.triggered || at >= end) return [constantWave(at, 1)];
        return at >= this.loadedAt ? [constantWave(at, 0), constantWave(end, 1)] : [constantWave(at, 1), constantWave(this.loadedAt, 0), constantWave(end, 1)];
      default: {
        const now = this.wave.at > at ? [constantWave(at, 1), this.wave] : [waveFrom(this.wave, at)];
        return this.pending ? [...now, this.pending.wave] : now;
      }
    }
  }

  /**
   * The first rising edge of OUT strictly after `after` (Infinity: none comes): when channel 0's
   * IRQ0 fires. Modes 2 and 3 rise at the end of each period, the one-shot modes at their
   * terminal count.
   */
  nextRisingEdge(after: number): number {
    // A periodic mode (2, 3) running with no count pending: the end of the current period, read
    // straight off the wave. The machine asks at every IRQ0 of a reprogrammed timer (a program's
    // 1 kHz clock: millions of times an hour), and outFrom's arrays were most of that time.
    this.settle(after);
    const w0 = this.wave;
    if (this.n !== 0 && this.pending === null && !ONE_SHOT[this.mode] && w0.period !== 0 && w0.at <= after && w0.high < w0.period) {
      return after + (w0.period - ((after - w0.at + w0.phase) % w0.period));
    }
    const waves = this.outFrom(after);
    let level = waveLevel(waves[0]!, after);
    for (let i = 0; i < waves.length; i++) {
      const w = waves[i]!;
      const end = waves[i + 1]?.at ?? Infinity;
      if (w.at > after) {
        const first = waveLevel(w, w.at);
        if (level === 0 && first === 1) return w.at;
        level = first;
      }
      if (w.period !== 0) {
        // Position 0 of a period is its rising edge (the low part ends there).
        const from = Math.max(after, w.at);
        const into = (from - w.at + w.phase) % w.period;
        const edge = from + (w.period - into);
        if (w.high < w.period && edge < end) return edge;
        if (end !== Infinity) level = waveLevel(w, end - 1);
      } else level = w.level;
    }
    return Infinity;
  }

  // ---- internals ----

  /** A mode 2/3 count written while counting takes over when its cycle ends (`pending`). */
  private settle(at: number): void {
    const p = this.pending;
    if (p !== null && p.wave.at <= at) {
      this.wave = p.wave;
      this.n = p.n;
      this.loadedAt = p.wave.at;
      this.pending = null;
    }
  }

  /** A complete count is in the count register. */
  private countWritten(at: number): void {
    const n = decodeCount(this.countRegister, this.bcd);
    const running = this.n !== 0;
    switch (this.mode) {
      case 2:
      case 3:
        if (running && this.gate) this.reloadAtCycleEnd(n, at);
        else if (!running) this.load(at + 1, n);
        break;
      case 1:
      case 5:
        // The new count waits for the next trigger.
        if (!running) {
          this.n = n;
          this.triggered = false;
        }
        break;
      default:
        // Modes 0 and 4: the new count is loaded on the next clock (the counter restarts).
        this.load(at + 1, n);
    }
    this.changed(at);
  }

  private load(loadedAt: number, n: number): void {
    this.n = n;
    this.loadedAt = loadedAt;
    this.triggered = false;
    this.pausedLeft = this.gate ? null : n;
    if (this.mode === 2 || this.mode === 3) {
      this.pending = null;
      if (this.gate) this.loadPeriodic(loadedAt, n);
      else this.wave = constantWave(loadedAt, 1);
    }
  }

  /** Modes 2 and 3: OUT high until `loadedAt`, then the wave of count `n`. */
  private loadPeriodic(loadedAt: number, n: number): void {
    this.n = n;
    this.loadedAt = loadedAt;
    this.wave = this.mode === 3 ? squareWave(loadedAt, n, 0) : rateWave(loadedAt, n);
  }

  /**
   * Modes 2 and 3, a count written while counting: the 8253 loads it when the counter next
   * reaches its reload point — the end of the current half-cycle in mode 3 (so a new tone starts
   * without a glitch), the end of the current period in mode 2.
   */
  private reloadAtCycleEnd(n: number, at: number): void {
    const w = this.wave;
    if (w.period === 0 || w.at > at) {
      // Not yet counting (loaded on this very tick): the new count is loaded instead.
      this.load(Math.max(w.at, at + 1), n);
      return;
    }
    const into = (at - w.at + w.phase) % w.period; // ticks into the current period
    if (this.mode === 2) {
      this.pending = { n, wave: rateWave(at + (w.period - into), n) };
      return;
    }
    if (into < w.high) {
      // In the high half: the new count starts with its low half.
      const next = squareWave(at + (w.high - into), n, 0);
      this.pending = { n, wave: { ...next, phase: next.high } };
    } else {
      this.pending = { n, wave: squareWave(at + (w.period - into), n, 0) };
    }
  }

  private stopMode0(at: number): void {
    this.pausedLeft = Math.max(0, this.loadedAt + this.n - at);
    this.changed(at);
  }

  /** The counting element at `at`, as a read sees it (in BCD when counting in BCD). */
  private countAt(at: number): number {
    if (this.n === 0) return this.countRegister;
    const elapsed = Math.max(0, at - this.loadedAt);
    let v: number;
    switch (this.mode) {
      case 2:
        v = this.n - (elapsed % this.n);
        break;
      case 3: {
        // The counting element steps by two through each half-cycle (an odd count is read as
        // the even count below it: not measured).
        const half = this.n >> 1 || 1;
        v = (this.n & ~1) - 2 * (elapsed % half);
        break;
      }
      default:
        v = this.pausedLeft ?? this.n - elapsed;
        v = ((v % 0x10000) + 0x10000) % 0x10000; // counts on past zero, wrapping
    }
    return encodeCount(v, this.bcd);
  }
}
