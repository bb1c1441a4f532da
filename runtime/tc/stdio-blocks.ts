/**
 * stdio.h's block I/O: fread and fwrite of `n` items of `size` bytes. They take a Uint8Array or any
 * typed view (an int array as Int16Array; a struct as a Uint8Array over its bytes, read with a
 * DataView little-endian, laid out as TC lays it out: no padding, int 2 bytes, long 4, float 4).
 * The bytes pass through the stream's getc/putc, so a text stream translates them as C's does.
 */
import { integer, stream } from './stdio-args.ts';
import { EOF, isTcFILE, readVia, STACK_BYTE_VIA, type FILE } from './stdio-stream.ts';

/** The bytes of a typed view (its own window of its buffer). */
function bytesOf(call: string, ptr: unknown): Uint8Array {
  if (!ArrayBuffer.isView(ptr)) throw new Error(`${call}: ptr must be a Uint8Array or a typed view, got ${ptr === null ? 'NULL' : typeof ptr}`);
  return new Uint8Array(ptr.buffer, ptr.byteOffset, ptr.byteLength);
}

/** size·n checked against the buffer: C would run past the end of the array. */
function span(call: string, ptr: Uint8Array, size: number, n: number): number {
  integer(call, 'size', size);
  integer(call, 'n', n);
  if (size < 0 || n < 0) throw new Error(`${call}: size and n are unsigned, got ${size} and ${n}`);
  if (size * n > ptr.length) throw new Error(`${call}: ${size}×${n} bytes do not fit the ${ptr.length}-byte buffer`);
  return size * n;
}

/** size_t fread(void *ptr, size_t size, size_t n, FILE *stream) — the whole items read. */
export function fread(ptr: ArrayBufferView, size: number, n: number, f: FILE | null): number {
  const s = stream('fread', f);
  const buf = bytesOf('fread', ptr);
  const total = span('fread', buf, size, n);
  if (isTcFILE(s)) return readVia(s, STACK_BYTE_VIA.fread, () => s.fread(buf, size, n));
  const got = s.block(() => {
    let k = 0;
    for (; k < total; k++) {
      const direct = s.readDirect(total - k);
      // read() refused: FREAD's count left is one more than it asked, its items (total − left) / size in 16 bits
      if (direct === 'refused') return (k - 1) & 0xffff;
      if (direct) {
        buf.set(direct, k);
        return k + direct.length;
      }
      const c = readVia(s, STACK_BYTE_VIA.fread, () => s.getc());
      if (c === EOF) break;
      buf[k] = c;
    }
    return k;
  });
  return size === 0 ? 0 : Math.floor(got / size);
}

/** size_t fwrite(const void *ptr, size_t size, size_t n, FILE *stream) — the whole items written. */
export function fwrite(ptr: ArrayBufferView, size: number, n: number, f: FILE | null): number {
  const s = stream('fwrite', f);
  const buf = bytesOf('fwrite', ptr);
  const total = span('fwrite', buf, size, n);
  if (isTcFILE(s)) return s.fwrite(buf, size, n);
  let put = 0;
  for (; put < total; put++) if (s.putc(buf[put]!) === EOF) break;
  return size === 0 ? 0 : Math.floor(put / size);
}
