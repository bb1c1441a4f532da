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

function isLeaf(a: CBytes): a is Int8Array | Uint8Array {
  return a instanceof Int8Array || a instanceof Uint8Array;
}

/** sizeof the array, in bytes. */
export function sizeofBytes(a: CBytes): number {
  if (isLeaf(a)) return a.length;
  let n = 0;
  for (const sub of a) n += sizeofBytes(sub);
  return n;
}

function checkCount(call: string, n: number, a: CBytes): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${call}: byte count ${n} is not a size_t`);
  const size = sizeofBytes(a);
  // C would write past the array; nothing in a port may rely on that.
  if (n > size) throw new RangeError(`${call}: ${n} bytes overrun a ${size}-byte array`);
}

// The walks below go through the leaves (the typed arrays) in memory order, recursively and
// without building lists: the game copies its 4×4 blocks on every move and rotation test.

/** Fill bytes [at, n) of `a`'s memory, from its leaf-start `at`, with byte c; returns where a ends. */
function fillLeaves(a: CBytes, c: number, n: number, at: number): number {
  if (isLeaf(a)) {
    if (at < n) a.fill(c, 0, Math.min(n - at, a.length)); // a typed array stores the byte; Int8Array reads it back signed
    return at + a.length;
  }
  for (const sub of a) {
    if (at >= n) break;
    at = fillLeaves(sub, c, n, at);
  }
  return at;
}

/** memcpy's bytes in flight: the source is read whole before the destination is written. */
let staged = new Uint8Array(64);

/** Copy bytes [at, n) of `a`'s memory into `staged`; returns where a ends. */
function gather(a: CBytes, n: number, at: number): number {
  if (isLeaf(a)) {
    for (let i = 0, k = Math.min(n - at, a.length); i < k; i++) staged[at + i] = a[i]! & 0xff;
    return at + a.length;
  }
  for (const sub of a) {
    if (at >= n) break;
    at = gather(sub, n, at);
  }
  return at;
}

/** Copy `staged` into bytes [at, n) of `a`'s memory; returns where a ends. */
function scatter(a: CBytes, n: number, at: number): number {
  if (isLeaf(a)) {
    for (let i = 0, k = Math.min(n - at, a.length); i < k; i++) a[i] = staged[at + i]!;
    return at + a.length;
  }
  for (const sub of a) {
    if (at >= n) break;
    at = scatter(sub, n, at);
  }
  return at;
}

/** void *memset(void *s, int c, size_t n) — fills the first n bytes with (unsigned char)c. */
export function memset(s: CBytes, c: number, n: number): CBytes {
  checkCount('memset', n, s);
  fillLeaves(s, c & 0xff, n, 0);
  return s;
}

/** void *memcpy(void *dest, const void *src, size_t n) — copies n bytes, row-major. */
export function memcpy(dest: CBytes, src: CBytes, n: number): CBytes {
  checkCount('memcpy', n, dest);
  checkCount('memcpy', n, src);
  if (staged.length < n) staged = new Uint8Array(n);
  gather(src, n, 0);
  scatter(dest, n, 0);
  return dest;
}
