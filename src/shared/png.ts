/**
 * Writes the machine's frame as an 8-bit palettised PNG whose pixel values are the colour indices
 * 0–15, the same form as DOSBox's Ctrl+F5 captures, so frames compare index for index (or, for a
 * file that is served, 4-bit: the same indices, two a byte).
 *
 * The encoder is self-contained and synchronous, and gives byte-identical files in Node and in
 * the browser (the screenshot button downloads exactly what the headless runner writes). Its
 * deflate uses the fixed Huffman code with two kinds of match — a run (distance 1) and the row
 * above (distance = stride) — which is what BGI screens are made of.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface PngOptions {
  /**
   * 8 (default: one index a byte, the captures' form) or 4 (two indices a byte, for files that are
   * served: the home page's screenshots, 44.8 → 27.1 KiB gzip for the 11 ROMs, docs/BENCH.md figure 9).
   */
  bitDepth?: 4 | 8;
  /**
   * The zlib stream of the filtered scanlines; by default this file's fixed-Huffman deflate, which
   * runs in the browser. A build in Node passes zlib's level 9 (each row keeps filter 0 (None):
   * measured on the 11 screenshots, 29.8 KB against 35.1 KB with the best filter per row by the
   * sum of |bytes|).
   */
  deflate?: (scanlines: Uint8Array) => Uint8Array;
}

export function encodeIndexedPng(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  paletteRgb: ArrayLike<number>,
  options: PngOptions = {},
): Uint8Array {
  const depth = options.bitDepth ?? 8;
  if (pixels.length !== width * height) {
    throw new Error(`encodeIndexedPng: ${pixels.length} pixels for a ${width}×${height} image`);
  }
  const colours = Math.floor(paletteRgb.length / 3);
  if (colours < 1 || colours > 256) throw new Error(`encodeIndexedPng: palette of ${colours} colours`);

  if (colours > 1 << depth) throw new Error(`encodeIndexedPng: palette of ${colours} colours at bit depth ${depth}`);

  // Scanlines: filter byte 0 (None) + the row's indices, at 4 bits the first of two in the high nibble.
  const stride = 1 + (depth === 8 ? width : (width + 1) >> 1);
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = pixels[y * width + x]!;
      if (depth === 8) raw[y * stride + 1 + x] = index;
      else {
        if (index >= colours) throw new Error(`encodeIndexedPng: index ${index} at (${x}, ${y}) outside a palette of ${colours} colours`);
        raw[y * stride + 1 + (x >> 1)] |= x & 1 ? index : index << 4;
      }
    }
  }

  const ihdr = new Uint8Array(13);
  const dv = new DataView(ihdr.buffer);
  dv.setUint32(0, width);
  dv.setUint32(4, height);
  ihdr.set([depth, 3, 0, 0, 0], 8); // bit depth, colour type 3 (palette), deflate, filter 0, no interlace

  const plte = new Uint8Array(colours * 3);
  for (let i = 0; i < plte.length; i++) plte[i] = paletteRgb[i]!;

  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('IDAT', options.deflate ? options.deflate(raw) : zlibFixed(raw, stride)),
    chunk('IEND', new Uint8Array(0)),
  ];
  return concat(parts);
}

/** The parts one after another, in one array. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  dv.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

let crcTable: Uint32Array | null = null;

function crc32(bytes: Uint8Array, from: number, to: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = crcTable[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---- deflate (RFC 1951), one final block with the fixed Huffman code ----

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const MAX_MATCH = 258;
const MIN_MATCH = 3;

class BitWriter {
  private buf = new Uint8Array(1 << 16);
  private len = 0;
  private acc = 0;
  private nbits = 0;

  /** Append `n` bits of `value`, least significant first (deflate's bit order). */
  bits(value: number, n: number): void {
    this.acc |= value << this.nbits;
    this.nbits += n;
    while (this.nbits >= 8) {
      this.byte(this.acc & 0xff);
      this.acc >>>= 8;
      this.nbits -= 8;
    }
  }

  /** Append a Huffman code of `n` bits (codes are sent most significant bit first). */
  code(code: number, n: number): void {
    let rev = 0;
    for (let i = 0; i < n; i++) rev |= ((code >> i) & 1) << (n - 1 - i);
    this.bits(rev, n);
  }

  byte(b: number): void {
    if (this.len === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.len++] = b;
  }

  flush(): void {
    if (this.nbits > 0) this.byte(this.acc & 0xff);
    this.acc = 0;
    this.nbits = 0;
  }

  bytes(): Uint8Array {
    return this.buf.subarray(0, this.len);
  }
}

function literal(w: BitWriter, sym: number): void {
  if (sym < 144) w.code(0x30 + sym, 8);
  else if (sym < 256) w.code(0x190 + sym - 144, 9);
  else if (sym < 280) w.code(sym - 256, 7);
  else w.code(0xc0 + sym - 280, 8);
}

function match(w: BitWriter, length: number, distance: number): void {
  let i = LENGTH_BASE.length - 1;
  while (LENGTH_BASE[i]! > length) i--;
  literal(w, 257 + i);
  if (LENGTH_EXTRA[i]) w.bits(length - LENGTH_BASE[i]!, LENGTH_EXTRA[i]!);
  let d = DIST_BASE.length - 1;
  while (DIST_BASE[d]! > distance) d--;
  w.code(d, 5);
  if (DIST_EXTRA[d]) w.bits(distance - DIST_BASE[d]!, DIST_EXTRA[d]!);
}

function matchLength(data: Uint8Array, at: number, distance: number): number {
  if (at < distance) return 0;
  const limit = Math.min(MAX_MATCH, data.length - at);
  let n = 0;
  while (n < limit && data[at + n] === data[at + n - distance]) n++;
  return n;
}

/** zlib stream (RFC 1950) around a fixed-Huffman deflate of `data`. */
function zlibFixed(data: Uint8Array, stride: number): Uint8Array {
  const w = new BitWriter();
  w.byte(0x78);
  w.byte(0x01);
  w.bits(1, 1); // BFINAL
  w.bits(1, 2); // BTYPE 01: fixed Huffman
  let i = 0;
  while (i < data.length) {
    const run = matchLength(data, i, 1);
    const above = matchLength(data, i, stride);
    if (above >= MIN_MATCH && above >= run) {
      match(w, above, stride);
      i += above;
    } else if (run >= MIN_MATCH) {
      match(w, run, 1);
      i += run;
    } else {
      literal(w, data[i]!);
      i++;
    }
  }
  literal(w, 256); // end of block
  w.flush();
  const adler = adler32(data);
  w.byte((adler >>> 24) & 0xff);
  w.byte((adler >>> 16) & 0xff);
  w.byte((adler >>> 8) & 0xff);
  w.byte(adler & 0xff);
  return w.bytes().slice();
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; ) {
    const end = Math.min(i + 5552, data.length); // largest run before the sums must be reduced
    for (; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}
