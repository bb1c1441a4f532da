/**
 * `n` (a non-negative integer) in upper-case hex digits, at least `digits` of them (0x3c → "3C"):
 * how errors and traces name ports, vectors and addresses, as DEBUG and the PC's manuals write them.
 */
export function hexDigits(n: number, digits = 2): string {
  return n.toString(16).toUpperCase().padStart(digits, '0');
}

/** The engine's own decoder (`Uint8Array.fromHex`, ES2026; Chromium 140, Firefox 133, Safari 18.2), where there is one. */
const NATIVE_FROM_HEX = (Uint8Array as unknown as { fromHex?: (hex: string) => Uint8Array }).fromHex;

/**
 * A table shipped as hex digits, two a byte (a string is the smallest way to ship one in the
 * page), as bytes. The fonts are decoded while the page's script starts, before its first
 * picture, where this loop runs cold in the interpreter: 3–7 ms of CPU for the 8×16 font in a
 * fresh Node process (loaded VM), so the engine's native decoder does it where it has one.
 * `native`: that decoder (undefined: digit by digit, as an engine without it does).
 */
export function hexBytes(hex: string, native = NATIVE_FROM_HEX): Uint8Array {
  if (hex.length % 2 !== 0 || /[^0-9a-f]/.test(hex)) throw new Error('hexBytes: not lower-case hex digits, two a byte');
  if (native) return native.call(Uint8Array, hex);
  const out = new Uint8Array(hex.length >> 1);
  // '0'..'9' are 0x30..0x39, 'a'..'f' 0x61..0x66: the low nibble, plus 9 for a letter.
  const digit = (c: number): number => (c & 15) + (c >> 6) * 9;
  for (let i = 0; i < out.length; i++) out[i] = (digit(hex.charCodeAt(2 * i)) << 4) | digit(hex.charCodeAt(2 * i + 1));
  return out;
}
