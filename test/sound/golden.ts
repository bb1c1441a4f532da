/**
 * BEEP.C's scale and three keys (test/sound/beep.replay) at 48 kHz, as this machine renders them:
 * the SHA-256 of the WAV file `mode12h run beep --replay test/sound/beep.replay --wav` writes
 * (test/e2e/sound.test.ts), which the player's AudioWorklet also plays sample for sample
 * (test/unit/speaker-stream.test.ts). Change it only for a deliberate change of the speaker or
 * the renderer, after listening.
 */
export const BEEP_REPLAY = 'test/sound/beep.replay';
export const BEEP_WAV_RATE = 48_000;
export const BEEP_WAV_SHA256 = 'd72652dc90d32b2d5d1637a3f51249393f9a28374b0b60f7de37032e6b213c53';
