/**
 * Reads the colour indices of an 8-bit palettised PNG (DOSBox's Ctrl+F5 captures, our own frames
 * from png.ts): the stored indices as they are, whatever the palette says (a capture after
 * setpalette may show two indices in one colour). Node only (node:zlib): the CLI's `check` and
 * the tests use it.
 */
import { inflateSync } from 'node:zlib';
import { concat } from './png.ts';

export interface IndexedImage {
  width: number;
  height: number;
  /** Colour indices, row-major. */
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The stored indices of an 8-bit palettised, non-interlaced PNG; null for any other kind of PNG.
 * Throws on bytes that are not a PNG at all or are cut short.
 */
export function decodeIndexedPng(bytes: Uint8Array, source = 'PNG'): IndexedImage | null {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error(`${source}: not a PNG file`);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0, height = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const n = dv.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    if (at + 12 + n > bytes.length) throw new Error(`${source}: the PNG is cut short in its ${type} chunk`);
    const data = bytes.subarray(at + 8, at + 8 + n);
    if (type === 'IHDR') {
      width = dv.getUint32(at + 8);
      height = dv.getUint32(at + 12);
      if (data[8] !== 8 || data[9] !== 3 || data[12] !== 0) return null;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + n;
  }
  if (width === 0 || height === 0) throw new Error(`${source}: the PNG has no image header`);
  const raw = inflateSync(concat(idat));
  const stride = width + 1;
  if (raw.length < stride * height) throw new Error(`${source}: the PNG's image data is cut short`);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * stride]!;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? pixels[row + x - 1]! : 0;
      const up = y > 0 ? pixels[row - width + x]! : 0;
      const ul = x > 0 && y > 0 ? pixels[row - width + x - 1]! : 0;
      let v = raw[y * stride + 1 + x]!;
      if (filter === 1) v += left;
      else if (filter === 2) v += up;
      else if (filter === 3) v += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - ul;
        const pa = Math.abs(p - left), pb = Math.abs(p - up), pc = Math.abs(p - ul);
        v += pa <= pb && pa <= pc ? left : pb <= pc ? up : ul;
      }
      pixels[row + x] = v & 0xff;
    }
  }
  return { width, height, pixels };
}
