/**
 * The kernel's polyline buffer: where EGAVGA's kernel (GRAPHICS.LIB, BGIOVR) records the points of
 * a thick arc (its degree points) and of a pie's quadrant (its outline pixels, then the centre), to
 * fill them as a polygon and draw them as lines.
 *
 * Each point is stored as it comes, but a point equal to the first of its run is left out while
 * it is the run's only point, and closes the run when it is not: it is stored, then a close mark,
 * and the next point starts a new run, reached by a move, not a line. The buffer holds 682 entries
 * (4096 bytes / 6: points, close marks and the end mark); past that nothing more is stored and the
 * drawing fails with grNoScanMem. Probes PTHK and PTHK2 (test/fixtures/bgi-oracle: 640 thick
 * circles, arcs and ellipses of radii 0..60, sweeps of a few degrees to past a whole turn,
 * COPY_PUT and XOR_PUT, clipped; all exact): arc(…,−61,−59,9), whose three degree points are all
 * (4,−8), stores one point and draws nothing; a circle is one run closed at 360°, and an arc past a
 * whole turn moves, not draws, from that closing point to the next degree's (its XOR_PUT pixels
 * show it); probe T3: 0→678 (679 points, a close mark at 360°, the end mark: 681) draws, 0→679
 * fails.
 */

/** Entries the default buffer holds: its 4096 bytes / 6. */
export const POLY_ENTRIES = 682;

const POINT = 0, CLOSE = 1, END = 2;

let xs = new Int32Array(POLY_ENTRIES);
let ys = new Int32Array(POLY_ENTRIES);
let kinds = new Uint8Array(POLY_ENTRIES);
/** Entries the buffer in use holds. */
let entries = POLY_ENTRIES;
/** Entries stored. */
let stored = 0;
/** Whether an entry found the buffer full (the kernel's grNoScanMem as it records). */
let refused = false;
/** The current run's first point and its count of points. */
let firstX = 0, firstY = 0, run = 0;

/** Entries a buffer of `bytes` holds (6 bytes each). */
export const polyEntries = (bytes: number): number => Math.floor(bytes / 6);

/**
 * Empty the buffer (the kernel's start of a recording), of `bytes` (setgraphbufsize's size that
 * initgraph took) / 6 entries: probe PGBS (test/fixtures/bgi-oracle), sector(320,240,0,90,r,r)'s
 * first radius that fills nothing and first that fails, for buffers of 600 to 20 000 bytes.
 */
export function beginPoly(bytes: number): void {
  entries = polyEntries(bytes);
  if (entries > xs.length) { xs = new Int32Array(entries); ys = new Int32Array(entries); kinds = new Uint8Array(entries); }
  stored = 0;
  run = 0;
  refused = false;
}

function store(x: number, y: number, kind: number): void {
  if (stored >= entries) {
    refused = true;
    return;
  }
  xs[stored] = x;
  ys[stored] = y;
  kinds[stored++] = kind;
}

/** Record a point (any coordinates, compared as given). */
export function polyPoint(x: number, y: number): void {
  if (run > 0 && x === firstX && y === firstY) {
    if (run === 1) return;
    store(x, y, POINT);
    store(0, 0, CLOSE);
    run = 0;
    return;
  }
  if (run === 0) {
    firstX = x;
    firstY = y;
  }
  run++;
  store(x, y, POINT);
}

/** Start a new run: the next point is recorded as a first point (a pie's closing vertex). */
export function polyNewRun(): void {
  run = 0;
}

/** Record the buffer's first point again (a pie's polygon closing on its first pixel). */
export function polyFirst(): void {
  polyPoint(xs[0]!, ys[0]!);
}

/** Record the end mark; returns the entries stored. */
export function endPoly(): number {
  store(0, 0, END);
  return stored;
}

/**
 * Whether `count` entries fill the buffer: the kernel then neither fills nor draws them (its test
 * before drawing, which says grNoScanMem; before a pie's fill it says nothing).
 */
export function polyFull(count: number): boolean {
  return count >= entries;
}

/**
 * Whether an entry found the buffer full while recording (grNoScanMem). A pie's quadrant whose end
 * mark is the buffer's last entry is not filled, yet graphresult stays grOk: probe PBND,
 * sector(320,240,0,90,r,r) fills up to r = 478, r = 479 (678 pixels, the one at 0° twice, the
 * centre, the first pixel and the end mark: 682) fills nothing with grOk, and from 480 grNoScanMem.
 */
export function polyRefused(): boolean {
  return refused;
}

/**
 * The points of the first `count` entries (close marks and the end mark left out), for the fill.
 * Returns how many were written into px, py.
 */
export function polyPoints(count: number, px: Int32Array, py: Int32Array): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    if (kinds[i] !== POINT) continue;
    px[n] = xs[i]!;
    py[n++] = ys[i]!;
  }
  return n;
}

/**
 * The lines the kernel draws from the first `count` entries: a move to the first, a line to each
 * next point, a move past each close mark, a stop at the end mark; fewer than 2 entries draw
 * nothing. `line` gets each line's two ends, from the current point to the next.
 */
export function polyLines(count: number, line: (x0: number, y0: number, x1: number, y1: number) => void): void {
  if (count < 2) return;
  let cx = xs[0]!, cy = ys[0]!;
  for (let i = 1; i < count; i++) {
    const k = kinds[i]!;
    if (k === END) return;
    if (k === CLOSE) {
      if (++i >= count || kinds[i] !== POINT) return;
    } else line(cx, cy, xs[i]!, ys[i]!);
    cx = xs[i]!;
    cy = ys[i]!;
  }
}
