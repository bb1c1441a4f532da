/**
 * `n` (a non-negative integer) in upper-case hex digits, at least `digits` of them (0x3c → "3C"):
 * how errors and traces name ports, vectors and addresses, as DEBUG and the PC's manuals write them.
 */
export function hexDigits(n: number, digits = 2): string {
  return n.toString(16).toUpperCase().padStart(digits, '0');
}

/**
 * A table shipped as hex digits, two a byte (a string is the smallest way to ship one in the
 * page), as bytes. Decoded digit by digit: the fonts are decoded while the page's script starts,
 * before its first picture, where a regex split and a parseInt per byte cost several ms cold.
 */
export function hexBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || /[^0-9a-f]/.test(hex)) throw new Error('hexBytes: not lower-case hex digits, two a byte');
  const out = new Uint8Array(hex.length >> 1);
  // '0'..'9' are 0x30..0x39, 'a'..'f' 0x61..0x66: the low nibble, plus 9 for a letter.
  const digit = (c: number): number => (c & 15) + (c >> 6) * 9;
  for (let i = 0; i < out.length; i++) out[i] = (digit(hex.charCodeAt(2 * i)) << 4) | digit(hex.charCodeAt(2 * i + 1));
  return out;
}
