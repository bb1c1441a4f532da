/**
 * grapherrormsg() texts as Turbo C 2.0's GRAPHICS.LIB returns them (DOSBox probe PQUERY, every
 * code 1..−20 printed one call at a time). The file-not-found and invalid-file messages name a
 * file in parentheses: `FILE_MESSAGES` says which. A code with no text gives "Graphics error (N)"
 * with N the code as an unsigned 16-bit number (−15 → 65521, 1 → 1; −11 is the plain "Graphics
 * error").
 */
export const ERROR_MESSAGES: ReadonlyMap<number, string> = new Map([
  [0, 'No error'],
  [-1, '(BGI) graphics not installed'],
  [-2, 'Graphics hardware not detected'],
  [-3, 'Device driver file not found'],
  [-4, 'Invalid device driver file'],
  [-5, 'Not enough memory to load driver'],
  [-6, 'Out of memory in scan fill'],
  [-7, 'Out of memory in flood fill'],
  [-8, 'Font file not found'],
  [-9, 'Not enough memory to load font'],
  [-10, 'Invalid graphics mode for selected driver'],
  [-11, 'Graphics error'],
  [-12, 'Graphics I/O error'],
  [-13, 'Invalid font file'],
  [-14, 'Invalid font number'],
  [-16, 'Invalid Printer Initialize'],
  [-17, 'Printer Module Not Linked'],
  [-18, 'Invalid File Version Number'],
]);

/**
 * The messages followed by a file name: the driver's (EGAVGA.BGI once initgraph has loaded it,
 * PQUERY) for −3 and −4, the stroked font file last looked for for −8 and −13 (empty before any:
 * PQUERY "Font file not found ()"; PRIMS3 16 "Font file not found (TRIP.CHR)").
 */
export const FILE_MESSAGES: ReadonlyMap<number, 'driver' | 'font'> = new Map([
  [-3, 'driver'], [-4, 'driver'], [-8, 'font'], [-13, 'font'],
]);

/** The message for any code. */
export function errorMessage(code: number, driverFile: string, fontFile: string): string {
  const msg = ERROR_MESSAGES.get(code);
  if (msg === undefined) return `Graphics error (${code & 0xffff})`;
  const file = FILE_MESSAGES.get(code);
  return file === undefined ? msg : `${msg} (${file === 'driver' ? driverFile : fontFile})`;
}
