/**
 * string.h — the memory functions, for the shapes a port gives C's char arrays: a typed array of
 * bytes (`char a[16]`) or nested arrays of them (`char c[4][4]` → Int8Array[4], `unsigned char
 * Board[12][23][2]` → Uint8Array[23][12]). C lays such an array out row-major, so `memset(Board,0,n)`
 * walks the leaves in index order; these helpers do the same, so the port keeps C's calls verbatim.
 *
 * Strings in a port are JS strings (the C program's `strcpy(info, "…")` becomes an assignment), so
 * there is no strcpy here.
 */

/** A C byte array as the port shapes it: one typed array of bytes, or arrays of those, nested. */
export type CBytes = Int8Array | Uint8Array | readonly CBytes[];

/**
 * The typed arrays of a C byte array, in memory (row-major) order. An array, not a generator:
 * the game copies its 4×4 blocks on every rotation test, and a generator per level is garbage.
 */
function leaves(a: CBytes, out: (Int8Array | Uint8Array)[] = []): (Int8Array | Uint8Array)[] {
  if (a instanceof Int8Array || a instanceof Uint8Array) out.push(a);
  else for (const sub of a) leaves(sub, out);
  return out;
}

/** sizeof the array, in bytes. */
export function sizeofBytes(a: CBytes): number {
  let n = 0;
  for (const leaf of leaves(a)) n += leaf.length;
  return n;
}

function checkCount(call: string, n: number, ...arrays: CBytes[]): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${call}: byte count ${n} is not a size_t`);
  for (const a of arrays) {
    const size = sizeofBytes(a);
    // C would write past the array; nothing in a port may rely on that.
    if (n > size) throw new RangeError(`${call}: ${n} bytes overrun a ${size}-byte array`);
  }
}

/** void *memset(void *s, int c, size_t n) — fills the first n bytes with (unsigned char)c. */
export function memset(s: CBytes, c: number, n: number): CBytes {
  checkCount('memset', n, s);
  let left = n;
  for (const leaf of leaves(s)) {
    if (left === 0) break;
    const k = Math.min(left, leaf.length);
    leaf.fill(c & 0xff, 0, k); // a typed array stores the byte; Int8Array reads it back signed
    left -= k;
  }
  return s;
}

/** void *memcpy(void *dest, const void *src, size_t n) — copies n bytes, row-major. */
export function memcpy(dest: CBytes, src: CBytes, n: number): CBytes {
  checkCount('memcpy', n, dest, src);
  const bytes = new Uint8Array(n);
  let at = 0;
  for (const leaf of leaves(src)) {
    if (at === n) break;
    const k = Math.min(n - at, leaf.length);
    for (let i = 0; i < k; i++) bytes[at + i] = leaf[i]! & 0xff;
    at += k;
  }
  at = 0;
  for (const leaf of leaves(dest)) {
    if (at === n) break;
    const k = Math.min(n - at, leaf.length);
    for (let i = 0; i < k; i++) leaf[i] = bytes[at + i]!;
    at += k;
  }
  return dest;
}
