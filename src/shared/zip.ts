/**
 * Zip archives of a DOS drive's files (the browser's disk export and import). Written by hand:
 * the writer stores entries uncompressed with their CRC-32 and DOS date/time (the zip format's
 * own timestamps are DOS's); the reader takes stored entries, and deflated ones where the host
 * has DecompressionStream('deflate-raw') (browsers, Node ≥ 20.12), otherwise says so.
 */

/** A file in a zip: name, bytes, DOS packed date and time. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  date: number;
  time: number;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE 802.3, the zip and PNG one). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

/** The zip of `entries`, each stored (method 0). */
export function writeZip(entries: readonly ZipEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = ascii(e.name);
    const crc = crc32(e.bytes);
    // The fields local and central headers share, from "version needed" to "name length".
    const common = (v: DataView, at: number): void => {
      v.setUint16(at, 10, true); // version needed: 1.0 (stored)
      v.setUint16(at + 2, 0, true); // flags
      v.setUint16(at + 4, 0, true); // method: stored
      v.setUint16(at + 6, e.time, true);
      v.setUint16(at + 8, e.date, true);
      v.setUint32(at + 10, crc, true);
      v.setUint32(at + 14, e.bytes.length, true);
      v.setUint32(at + 18, e.bytes.length, true);
      v.setUint16(at + 22, name.length, true);
    };
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, LOCAL, true);
    common(lv, 4);
    local.set(name, 30);
    const cent = new Uint8Array(46 + name.length);
    const cv = new DataView(cent.buffer);
    cv.setUint32(0, CENTRAL, true);
    cv.setUint16(4, 10, true); // made by: MS-DOS, 1.0
    common(cv, 6);
    cv.setUint32(42, offset, true);
    cent.set(name, 46);
    parts.push(local, e.bytes);
    central.push(cent);
    offset += local.length + e.bytes.length;
  }
  const dirSize = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, END, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, dirSize, true);
  ev.setUint32(16, offset, true);
  return concatBytes([...parts, ...central, end]);
}

/** The byte arrays one after another. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The most a zip may unpack to: each entry a DOS 3.3 volume at most (32 MB, the largest C: of a
 * Turbo C 2.0 PC), all of them 64 MB, and 4096 entries. An entry is never inflated past the size
 * its header declares, so a zip bomb (a few KB that inflate to gigabytes) stops at its first
 * excess byte instead of filling the host's memory.
 */
export const ZIP_LIMITS = { entryBytes: 32 * 1024 * 1024, totalBytes: 64 * 1024 * 1024, entries: 4096 };

/** An entry as the central directory describes it, its packed bytes checked to be in the file. */
interface ZipRecord {
  name: string;
  method: number;
  packed: Uint8Array;
  size: number;
  crc: number;
  date: number;
  time: number;
}

/** Inflate `data` (raw deflate) to at most `size` bytes; more is damage (or a bomb). */
export type Inflate = (data: Uint8Array, name: string, size: number) => Uint8Array;

export const inflatesTooFar = (name: string): Error => new Error(`zip: ${name} inflates to more than its header says (damaged, or a zip bomb)`);

async function inflateRaw(data: Uint8Array, name: string, size: number): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'undefined') throw new Error(`zip: ${name} is deflated, and this host cannot inflate; store it uncompressed`);
  let ds: DecompressionStream;
  try {
    ds = new DecompressionStream('deflate-raw');
  } catch {
    throw new Error(`zip: ${name} is deflated, and this host cannot inflate; store it uncompressed`);
  }
  const reader = new Blob([data as BlobPart]).stream().pipeThrough(ds).getReader();
  const out = new Uint8Array(size);
  let at = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (at + value.length > size) {
        void reader.cancel();
        throw inflatesTooFar(name);
      }
      out.set(value, at);
      at += value.length;
    }
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('zip: ')) throw e;
    throw new Error(`zip: ${name} is damaged (its deflated data does not inflate)`);
  }
  return at === size ? out : out.subarray(0, at);
}

/** The records of a zip's central directory (a folder's own entry too, its name ending in '/'), every bound checked. */
function directory(zip: Uint8Array): ZipRecord[] {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (v.getUint32(i, true) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('zip: not a zip file (no end of central directory)');
  const count = v.getUint16(end + 10, true);
  if (count > ZIP_LIMITS.entries) throw new Error(`zip: ${count} entries, more than ${ZIP_LIMITS.entries}`);
  let at = v.getUint32(end + 16, true);
  const out: ZipRecord[] = [];
  let total = 0;
  for (let k = 0; k < count; k++) {
    if (at + 46 > zip.length || v.getUint32(at, true) !== CENTRAL) throw new Error('zip: the central directory is damaged');
    const flags = v.getUint16(at + 8, true);
    const method = v.getUint16(at + 10, true);
    const time = v.getUint16(at + 12, true);
    const date = v.getUint16(at + 14, true);
    const crc = v.getUint32(at + 16, true);
    const packedSize = v.getUint32(at + 20, true);
    const size = v.getUint32(at + 24, true);
    const nameLen = v.getUint16(at + 28, true);
    const extraLen = v.getUint16(at + 30, true);
    const commentLen = v.getUint16(at + 32, true);
    const local = v.getUint32(at + 42, true);
    const name = String.fromCharCode(...zip.subarray(at + 46, at + 46 + nameLen));
    at += 46 + nameLen + extraLen + commentLen;
    // a folder's own entry: kept (an empty folder is one too), no bytes
    if (name.endsWith('/')) {
      out.push({ name, method: 0, packed: new Uint8Array(0), size: 0, crc: 0, date, time });
      continue;
    }
    if (flags & 1) throw new Error(`zip: ${name} is encrypted`);
    if (size > ZIP_LIMITS.entryBytes) throw new Error(`zip: ${name} is ${size} bytes, more than a DOS volume holds (${ZIP_LIMITS.entryBytes})`);
    total += size;
    if (total > ZIP_LIMITS.totalBytes) throw new Error(`zip: its files come to more than ${ZIP_LIMITS.totalBytes} bytes (at ${name})`);
    if (local + 30 > zip.length || v.getUint32(local, true) !== LOCAL) throw new Error(`zip: ${name}: its local header is damaged`);
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
    const packed = zip.subarray(start, start + packedSize);
    if (packed.length !== packedSize) throw new Error(`zip: ${name} is cut short`);
    if (method !== 0 && method !== 8) throw new Error(`zip: ${name} uses compression method ${method}; only stored and deflated entries are read`);
    out.push({ name, method, packed, size, crc, date, time });
  }
  return out;
}

function entry(r: ZipRecord, bytes: Uint8Array): ZipEntry {
  if (bytes.length !== r.size || crc32(bytes) !== r.crc) throw new Error(`zip: ${r.name} is damaged (size or CRC-32 does not match)`);
  return { name: r.name, bytes, date: r.date, time: r.time };
}

/** The entries of a zip (a folder's own entry too: its name ends in '/', no bytes). Throws an Error saying what is wrong with a bad one. */
export async function readZip(zip: Uint8Array): Promise<ZipEntry[]> {
  const out: ZipEntry[] = [];
  for (const r of directory(zip)) out.push(entry(r, r.method === 0 ? r.packed.slice() : await inflateRaw(r.packed, r.name, r.size)));
  return out;
}

/**
 * readZip with a synchronous inflate the host hands in (Node's zlib `inflateRawSync` with
 * `maxOutputLength`: src/cli), for a caller that cannot wait.
 */
export function readZipSync(zip: Uint8Array, inflate: Inflate): ZipEntry[] {
  return directory(zip).map((r) => entry(r, r.method === 0 ? r.packed.slice() : inflate(r.packed, r.name, r.size)));
}
