/**
 * Zips with deflated entries, as zip tools write them (src/shared/zip.ts writes stored ones only):
 * for the readers' tests, with a lying size for a zip bomb.
 */
import { deflateRawSync } from 'node:zlib';
import { concatBytes, crc32, type ZipEntry } from '../../src/shared/zip.ts';

/**
 * The zip of `entries` deflated, as a zip tool writes them (method 8, the packed size in both
 * headers); `lie` declares another size for one entry (a zip bomb declares a small one).
 */
export function deflatedZip(entries: ZipEntry[], lie?: { name: string; size: number }): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.bytes);
    const size = lie?.name === e.name ? lie.size : e.bytes.length;
    const head = (sig: number, len: number, at: number): Uint8Array => {
      const h = new Uint8Array(len + e.name.length);
      const v = new DataView(h.buffer);
      v.setUint32(0, sig, true);
      const c = at; // where the common fields start
      v.setUint16(c + 0, 20, true);
      v.setUint16(c + 4, 8, true);
      v.setUint32(c + 10, crc32(e.bytes), true);
      v.setUint32(c + 14, packed.length, true);
      v.setUint32(c + 18, size, true);
      v.setUint16(c + 22, e.name.length, true);
      h.set(Uint8Array.from(e.name, (ch) => ch.charCodeAt(0)), len);
      return h;
    };
    const local = head(0x04034b50, 30, 4);
    const cent = head(0x02014b50, 46, 6);
    new DataView(cent.buffer).setUint32(42, offset, true);
    parts.push(local, packed);
    central.push(cent);
    offset += local.length + packed.length;
  }
  const dir = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, dir, true);
  ev.setUint32(16, offset, true);
  return concatBytes([...parts, ...central, end]);
}

