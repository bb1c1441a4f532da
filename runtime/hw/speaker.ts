/**
 * The PC speaker and port 61h (the 8255's port B on the PC, the system control port on the AT).
 *
 * The speaker's input is PIT channel 2's OUT AND port 61h bit 1 (speaker data); bit 0 is
 * channel 2's gate. So `sound()` (bits 0 and 1 set, channel 2 in mode 3) plays a square wave,
 * bit 1 alone with the gate low holds the cone out (OUT is high), and a program that toggles bit 1
 * itself plays one-bit samples. The device makes no sound: it reports the speaker's level as
 * `Wave`s (runtime/hw/pit-counter.ts), each in force from its moment until a later one; a host
 * renders them from virtual time (src/shared/speaker-pcm.ts).
 */
import { constantWave, type PitCounter, type Wave } from './pit-counter.ts';

/** Port 61h bit 0: PIT channel 2's gate. */
export const SPEAKER_GATE = 0x01;
/** Port 61h bit 1: speaker data (ANDed with channel 2's OUT). */
export const SPEAKER_DATA = 0x02;

export class Speaker {
  /** Port 61h as last written (bits 2–7 are kept, not acted on) and read (bits 4–5 flip). */
  private port61 = 0;
  /** Inside write61, which reports once when done. */
  private writing = false;
  /** Receives the speaker's level from the moment of each change on (see `Wave`). */
  sink: ((w: Wave) => void) | null = null;
  /**
   * When the BIOS keyboard handler found its buffer full. The IBM BIOS beeps then; DOSBox, where
   * the oracle was captured, drops the key silently, so the machine notes it and plays nothing.
   */
  readonly alarms: number[] = [];
  /** Keep the alarm log bounded: a program that never reads its keys must not eat the host's memory. */
  static readonly ALARM_LIMIT = 1000;

  constructor(private readonly channel2: () => PitCounter) {}

  /** port 61h written at `at`. */
  write61(value: number, at: number): void {
    const changed = (this.port61 ^ value) & (SPEAKER_GATE | SPEAKER_DATA);
    this.port61 = value & 0xff;
    if (changed === 0) return;
    this.writing = true; // one report for the whole write, below
    try {
      if (changed & SPEAKER_GATE) this.channel2().setGate((value & SPEAKER_GATE) !== 0, at);
    } finally {
      this.writing = false;
    }
    this.report(at);
  }

  /**
   * port 61h read: the byte last written, bits 4 and 5 (the refresh toggle and OUT2 on an AT)
   * flipped at every read, as DOSBox 0.74 has them (keyboard.cpp read_p61; oracle-pc `spk`: 00h
   * written reads 30h, then 00h).
   */
  read61(): number {
    return (this.port61 ^= 0x30);
  }

  /** The level at the speaker now: 1 = cone out. */
  levelAt(at: number): 0 | 1 {
    return this.port61 & SPEAKER_DATA ? this.channel2().outAt(at) : 0;
  }

  /** Channel 2's OUT changes its course from `at` (the PIT calls this). */
  channel2Changed(at: number): void {
    if (this.port61 & SPEAKER_DATA && !this.writing) this.report(at);
  }

  /** INT 9 found the key buffer full (see `alarms`). */
  alarm(at: number): void {
    if (this.alarms.length >= Speaker.ALARM_LIMIT) this.alarms.shift();
    this.alarms.push(at);
  }

  /** The speaker's level from `at` on, as waves in time order. */
  wavesFrom(at: number): Wave[] {
    return this.port61 & SPEAKER_DATA ? this.channel2().outFrom(at) : [constantWave(at, 0)];
  }

  private report(at: number): void {
    const sink = this.sink;
    if (sink) for (const w of this.wavesFrom(at)) sink(w);
  }
}
