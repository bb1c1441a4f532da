/**
 * The PC speaker (PIT channel 2 gated to a speaker). The machine records what would sound, so
 * hosts can play it and tests can assert it; it makes no sound by itself.
 */
export interface SpeakerEvent {
  /** Virtual time in PIT ticks. */
  at: number;
  /** Tone in Hz, or 0 for silence. */
  hz: number;
  /** What asked for it: "sound", "nosound", "bios-beep" (full key buffer), … */
  source: string;
}

export class Speaker {
  /** The tone sounding now, 0 when silent. */
  hz = 0;
  readonly log: SpeakerEvent[] = [];
  /** Keep the log bounded: a program that beeps forever must not eat the host's memory. */
  static readonly LOG_LIMIT = 10_000;

  set(at: number, hz: number, source: string): void {
    this.hz = hz;
    if (this.log.length >= Speaker.LOG_LIMIT) this.log.shift();
    this.log.push({ at, hz, source });
  }
}
