/**
 * Reading back a WAV written by `mode12h run --wav` (16-bit mono, a 44-byte header): the tone in
 * each 10 ms window, counted as rising crossings of half scale × 100 (0: silence).
 */
export function tones(file: Buffer, rate: number): number[] {
  const s = new Int16Array(file.buffer, file.byteOffset + 44, (file.length - 44) / 2);
  const per = rate / 100;
  const out: number[] = [];
  for (let w = 0; w + per <= s.length; w += per) {
    let n = 0;
    for (let i = w + 1; i < w + per; i++) if (s[i - 1]! < 8192 && s[i]! >= 8192) n++;
    out.push(n * 100);
  }
  return out;
}
