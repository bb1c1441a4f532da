/**
 * DOS's memory arena as DOSBox 0.74 keeps it, and Turbo C 2.0's far heap on it (small model):
 * alloc.h's farmalloc, farcalloc, farrealloc, farfree, farcoreleft and dos.h's allocmem, freemem,
 * setblock. Everything here is in paragraphs (16 bytes); the bytes themselves are the caller's
 * (a compiled program's far memory, cc/support/far.ts).
 *
 * Measured with the real TC 2.0 in DOSBox (oracle FH, FH2, DX; test/fixtures/libcheck/FM1):
 * - DOS's last paragraph is 9FFFh (allocmem(FFFFh) fails with 9FFFh minus the highest block's
 *   end); a block has its MCB in the paragraph below it, and allocmem takes the lowest hole
 *   that fits (first fit). A failing allocmem returns the largest block DOS has (ENOMEM, DOS 8);
 *   freemem of a segment that is no block fails (DOS 9, errno ENOMEM); a setblock that cannot
 *   grow returns the largest size it could have and — DOSBox's DOS_ResizeMemory — leaves the
 *   block at that size.
 * - TC's start-up shrinks the program's block to DS + 64 KB (allocmem(10) at once gives
 *   DS + 1001h); the far heap starts there, and grows and shrinks the program's block with DOS's
 *   setblock, its size from the PSP rounded up to 32 paragraphs past the heap's break
 *   (FH2: break 14F2h, PSP 0192h → the next block's MCB at 1512h).
 * - A far block is `seg:0008`, an 8-byte header before it, `ceil((n + 8) / 16)` paragraphs
 *   (farmalloc(1000) takes 63, farmalloc(1) 1, farmalloc(16) 2); farmalloc(0) is NULL.
 *   A free block of the very size is taken first, else the first freed that is larger gives its
 *   top part (the rest stays free below it); else the break moves up. farfree of the block at
 *   the break lowers the break past every free block under it; any other joins a free block
 *   just below it (and then the free block just above that), or is a free block of its own,
 *   apart from a free one just above it (FH2: after freeing 1492h, 2 paragraphs, and then
 *   1491h, farcalloc(3, 5) takes 1492h whole; FM1 line 80: a block freed between two free ones
 *   makes one of the three).
 *   farrealloc is a farmalloc, a copy and a farfree (a block that shrinks moves too; a size of
 *   0 or one that does not fit is NULL and the old block stays).
 * - farcoreleft is `(top − break) × 16 − 8`, unsigned long (0 left reads 4294967288), where
 *   top is 9FFFh until a growth fails: then DOS's answer (the program's block at its largest).
 * DOS's MCBs read as arenaHeader gives them (cc/support/far.ts). Not modelled: the wrap of a
 * request past 1 MB (TC then corrupts its heap), and the far blocks' headers' bytes (a program
 * reading before its far block sees zeros).
 */
import { hexDigits } from '../hw/hex.ts';
import { processKey } from '../process.ts';
import { machine } from '../machine.ts';
import { dosFailed } from './errno.ts';

/** DOSBox's last paragraph of conventional memory: no block reaches past it. */
export const MEMORY_TOP = 0x9fff;
/**
 * DOSBox's upper memory block (umb=true): its MCB at D000h, 0FFFh paragraphs from D001h up to
 * E000h, the EMS page frame (probe UMB1: AH=48h with strategy 40h fails with BX 0FFFh; a block
 * of 200h after one of 100h at D001h can grow to 0EFEh).
 */
const UMB_MCB = 0xd000, UMB_TOP = 0xe000;
/**
 * DOSBox's arena below a program COMMAND.COM runs, with its PSP at 0192h (probes QM1–QM4 in
 * test/fixtures/oracle-pc-v3/probes.txt, whatever the program's size): the first MCB at 016Fh
 * (DOS's, 1 paragraph), a free block of 4 paragraphs at 0171h, which allocmem's first fit takes
 * for 4 paragraphs or less (allocmem(1) is 0172h, then allocmem(2) 0174h), DOSBox's device block
 * at 0176h (owner 0040h, 16 paragraphs), the program's environment at 0187h (its own, 9), then the
 * program's block at 0191h.
 */
const FIRST_MCB = 0x16f, LOW_MCB = 0x171, LOW_TOP = 0x176;
const BELOW: readonly (ArenaHeader & { at: number })[] = [
  { at: FIRST_MCB, last: false, owner: 0x0008, size: 1 },
  { at: LOW_TOP, last: false, owner: 0x0040, size: 16 },
];
/** The environment's MCB and size (owned by the program). */
const ENV_MCB = 0x187, ENV_SIZE = 9;
/** The program's environment block's segment (C0's _envseg: probe DSA in test/fixtures/c0-data). */
export const ENV_SEGMENT = ENV_MCB + 1;
/** The far block's header: its pointer is `seg:0008`. */
export const FAR_HEADER = 8;
/** The program's block grows and shrinks in steps of this many paragraphs (512 bytes; FH, FH2). */
const BLOCK_STEP = 0x20;
/** DOS's error codes DOSBox gives here. */
const DOS_NO_MEMORY = 8, DOS_BAD_BLOCK = 9;
/** AH=4Ah of a segment with no MCB before it: DOSBox's DOS_ResizeMemory says "MCBs destroyed" (probe QM1: ES 0, 8, FFFFh). */
const DOS_MCB_DESTROYED = 7;

interface DosBlock {
  /** The first paragraph of its data (its MCB is the one below). */
  seg: number;
  size: number;
}

interface FarBlock {
  seg: number;
  size: number;
}

interface Arena {
  psp: number;
  /** The program's own block: from the PSP, `programSize` paragraphs. */
  programSize: number;
  /** allocmem's blocks, by segment. */
  blocks: DosBlock[];
  /** The far heap: where it starts, its break, its top as TC believes it, its blocks. */
  base: number;
  brk: number;
  top: number;
  used: Map<number, FarBlock>;
  /** Free far blocks below the break, in the order they were freed. */
  free: FarBlock[];
  /** DOS's MCBs by paragraph, for the blocks as `key` had them (arenaHeader). */
  headers?: { key: string; at: Map<number, ArenaHeader> };
}

const ARENA = /* @__PURE__ */ processKey<Arena>('DOS memory');

/**
 * The run's memory map, once: where the program's PSP is and where its far heap starts (DS + 64 KB
 * in the small model), as the compiled program's layout has them (cc/support/memory.ts).
 */
export function startMemory(psp: number, heapBase: number): void {
  const p = machine().process;
  if (p.get(ARENA)) return;
  p.set(ARENA, { psp, programSize: heapBase - psp, blocks: [], base: heapBase, brk: heapBase, top: MEMORY_TOP, used: new Map(), free: [] });
}

function arena(): Arena {
  return machine().process.local(ARENA);
}

/** The program's PSP segment (dos.h's `_psp`, getpsp(), process.h's getpid()). */
export function psp(): number {
  return arena().psp;
}

// ---- DOS: allocmem, freemem, setblock ------------------------------------------------------

/** The program's block now, in paragraphs from its PSP (its MCB's size: runtime/tc/dos-low.ts). */
export function programSize(): number {
  return arena().programSize;
}

/**
 * The MCB DOS keeps in paragraph `seg` of conventional memory above the PSP, as DOSBox 0.74 chains
 * them (probe PS1: after the program's block 'Z', no owner, up to 9FFFh): 'M' or 'Z' for the
 * last, the owner (the PSP, or 0 for a free block) and the size; null where there is none.
 */
export function arenaHeader(seg: number): ArenaHeader | null {
  const a = arena(), key = `${a.programSize} ${a.blocks.map((b) => `${b.seg}:${b.size}`).join(' ')}`;
  if (a.headers?.key !== key) {
    const chain = [...dosBlocks(a).filter((b) => !isUpper(b.seg)).map((b) => ({ ...b, owner: a.psp })), ...conventionalHoles(a).map((h) => ({ ...h, owner: 0 }))]
      .sort((x, y) => x.seg - y.seg);
    const at = new Map(chain.map((b, i) => [b.seg - 1, { last: i === chain.length - 1, owner: b.owner, size: b.size }]));
    for (const b of BELOW) at.set(b.at, b);
    at.set(ENV_MCB, { last: false, owner: a.psp, size: ENV_SIZE });
    a.headers = { key, at };
  }
  return seg < FIRST_MCB ? null : a.headers.at.get(seg) ?? null;
}

interface ArenaHeader {
  last: boolean;
  owner: number;
  size: number;
}

/** Byte `linear` of conventional memory as the MCB there has it (its mark, owner and size; 0 past them), or null where DOS keeps none. */
export function mcbByte(linear: number): number | null {
  const h = arenaHeader(linear >> 4);
  if (!h) return null;
  const i = linear & 15;
  return i === 0 ? (h.last ? 0x5a : 0x4d) : i < 5 ? ((i < 3 ? h.owner : h.size) >> (8 * ((i - 1) & 1))) & 0xff : 0;
}


/** Every block DOS holds, in address order: the program's first. */
function dosBlocks(a: Arena): DosBlock[] {
  return [{ seg: a.psp, size: a.programSize }, ...a.blocks].sort((x, y) => x.seg - y.seg);
}

/** Whether a block's segment lies in upper memory. */
const isUpper = (seg: number): boolean => seg > UMB_MCB;

/** A stretch of the arena blocks are made in: its first MCB and the paragraph past it (the next fixed MCB, or the end). */
interface Region {
  mcb: number;
  top: number;
}
const LOW: Region = { mcb: LOW_MCB, top: LOW_TOP }, UPPER: Region = { mcb: UMB_MCB, top: UMB_TOP };
const regionOf = (a: Arena, seg: number): Region => (isUpper(seg) ? UPPER : seg > LOW_MCB && seg <= LOW_TOP ? LOW : { mcb: a.psp - 1, top: MEMORY_TOP });
const inRegion = (r: Region, seg: number): boolean => seg > r.mcb && seg <= r.top;

/** The most paragraphs the block at `seg` could have: up to the next block's MCB in its region, or the region's top. */
function maxSize(a: Arena, seg: number): number {
  const r = regionOf(a, seg);
  const next = dosBlocks(a).find((b) => b.seg > seg && inRegion(r, b.seg));
  return (next ? next.seg - 1 : r.top) - seg;
}

/** The holes between the blocks of a region, as the data segment and size a new block there would have. */
function holes(a: Arena, r: Region): DosBlock[] {
  const out: DosBlock[] = [];
  let end = r.mcb;
  for (const b of dosBlocks(a).filter((x) => inRegion(r, x.seg))) {
    if (b.seg - 1 > end) out.push({ seg: end + 1, size: b.seg - 1 - end - 1 });
    end = b.seg + b.size;
  }
  if (r.top > end + 1) out.push({ seg: end + 1, size: r.top - end - 1 });
  return out;
}

/** Conventional memory's holes in the chain's order: the one below the program first. */
const conventionalHoles = (a: Arena): DosBlock[] => [...holes(a, LOW), ...holes(a, regionOf(a, a.psp))];

/**
 * The holes INT 21h AH=48h searches, in its order, as DOSBox 0.74's DOS_AllocateMemory walks the
 * chains (probes UMB1, UMB2): strategy bit 7 upper memory first, then conventional; bit 6 upper
 * memory only (whatever the link); neither, conventional memory, and upper memory after it when
 * the UMB link is on.
 */
function searched(a: Arena, strategy: number, link: boolean): DosBlock[] {
  const upper = holes(a, UPPER), low = link ? [...conventionalHoles(a), ...upper] : conventionalHoles(a);
  if (strategy & 0x80) return [...upper, ...low];
  return strategy & 0x40 ? upper : low;
}

/**
 * int allocmem(unsigned size, unsigned *segp): −1 and the block's segment, or the largest block
 * DOS has (ENOMEM) and no segment. INT 21h AH=48h passes AH=58h's strategy and UMB link (dos.h's
 * allocmem: the first fit in conventional memory): the fit (low bits) takes the first hole that
 * fits, the smallest (the first of them), or the top of the last (UMB2: 9EFFh for 100h
 * paragraphs, DF00h in upper memory).
 */
export function allocmem(size: number, strategy = 0, link = false): { result: number; seg?: number } {
  const a = arena();
  const hs = searched(a, strategy, link), fits = hs.filter((h) => h.size >= size), fit = strategy & 0x3f;
  if (fits.length === 0) {
    dosFailed(DOS_NO_MEMORY);
    return { result: Math.max(0, ...hs.map((h) => h.size)) };
  }
  const best = fits.reduce((x, h) => (h.size < x.size ? h : x)), last = fits[fits.length - 1]!;
  const seg = fit === 0 ? fits[0]!.seg : fit === 1 ? best.seg : last.seg + last.size - size;
  a.blocks.push({ seg, size });
  return { result: -1, seg };
}

/** int freemem(unsigned segx): 0, or −1 for a segment that is no block of allocmem's (DOS 9, errno ENOMEM). */
export function freemem(seg: number): number {
  const a = arena();
  const i = a.blocks.findIndex((b) => b.seg === seg);
  if (i < 0) return badBlock();
  a.blocks.splice(i, 1);
  return 0;
}

/** DOS 9 ("invalid memory block address"), which TC 2.0 reports as errno ENOMEM (oracle FH). */
function badBlock(): number {
  return dosFailed(DOS_BAD_BLOCK);
}

/**
 * int setblock(unsigned segx, unsigned newsize): −1 when the block (the program's, at the PSP, or
 * one of allocmem's) now has `size` paragraphs; else the most it can have, and DOSBox leaves it
 * at that (ENOMEM).
 */
export function setblock(seg: number, size: number): number {
  const a = arena();
  const own = seg === a.psp ? null : a.blocks.find((b) => b.seg === seg);
  // TC's setblock returns BX as DOS left it: the size asked for
  if (seg !== a.psp && !own) return dosFailed(DOS_MCB_DESTROYED), size;
  const most = maxSize(a, seg);
  const fits = size <= most;
  const now = fits ? size : most;
  if (own) own.size = now;
  else a.programSize = now;
  if (fits) return -1;
  dosFailed(DOS_NO_MEMORY);
  return most;
}

// ---- the far heap --------------------------------------------------------------------------

/** The program's block for a heap break at `brk`: from the PSP to 32-paragraph steps past it. */
function programSizeFor(a: Arena, brk: number): number {
  return (((brk + 1 - a.psp) | (BLOCK_STEP - 1)) + 1);
}

/**
 * Move the break to `brk`, growing or shrinking the program's block; false when it passes the top
 * TC believes in (nothing asked of DOS: FH2's farmalloc(700000) leaves farcoreleft as it was) or
 * DOS has no room (then the top is where DOS says).
 */
function moveBreak(a: Arena, brk: number): boolean {
  if (brk > a.top) return false;
  const most = maxSize(a, a.psp);
  if (brk > a.psp + most) {
    a.programSize = most; // DOSBox leaves a block that could not grow at its largest
    a.top = a.psp + most;
    dosFailed(DOS_NO_MEMORY); // FH2: errno 8 after it
    return false;
  }
  a.brk = brk;
  a.programSize = Math.min(most, Math.max(a.base - a.psp, programSizeFor(a, brk)));
  return true;
}

/**
 * Paragraphs a far block of `n` bytes takes (its header included), as a 16-bit count: TC drops the
 * rest (libcheck ER1: farmalloc(0x7FFFFFFFL) gives a block, of 1 paragraph).
 */
function paragraphs(n: number): number {
  return Math.ceil((n + FAR_HEADER) / 16) % 0x10000;
}

/** void far *farmalloc(unsigned long nbytes): the far pointer (segment:0008), or 0 (NULL). */
export function farmalloc(nbytes: number): number {
  const n = nbytes >>> 0;
  if (n === 0) return 0;
  const a = arena();
  const size = paragraphs(n);
  if (size === 0) return 0;
  // a free block of the very size first, else the first freed that is larger (FH2, FM1)
  let i = a.free.findIndex((f) => f.size === size);
  if (i < 0) i = a.free.findIndex((f) => f.size > size);
  let seg: number;
  if (i >= 0) {
    const f = a.free[i]!;
    seg = f.seg + f.size - size; // the top part of the free block
    if (f.size === size) a.free.splice(i, 1);
    else f.size -= size;
  } else {
    seg = a.brk;
    if (!moveBreak(a, a.brk + size)) return 0;
  }
  a.used.set(seg, { seg, size });
  return farPointer(seg);
}

const farPointer = (seg: number): number => ((seg << 16) | FAR_HEADER) >>> 0;

/** The bytes a far block holds for its owner (what farrealloc copies). */
export function farBlockBytes(p: number): number {
  const b = arena().used.get(p >>> 16);
  return b ? b.size * 16 - FAR_HEADER : 0;
}

/** void farfree(void far *block). */
export function farfree(p: number): void {
  if (p === 0) return;
  const a = arena();
  const seg = p >>> 16;
  const b = a.used.get(seg);
  if (!b || (p & 0xffff) !== FAR_HEADER) throw new Error(`farfree(${hexFar(p)}): not a block farmalloc returned (or freed twice)`);
  a.used.delete(seg);
  if (seg + b.size === a.brk) {
    let brk = seg;
    for (let i = a.free.findIndex((f) => f.seg + f.size === brk); i >= 0; i = a.free.findIndex((f) => f.seg + f.size === brk)) {
      brk = a.free[i]!.seg;
      a.free.splice(i, 1);
    }
    moveBreak(a, brk);
    return;
  }
  const below = a.free.find((f) => f.seg + f.size === seg);
  if (!below) {
    a.free.push({ seg, size: b.size });
    return;
  }
  below.size += b.size;
  const above = a.free.findIndex((f) => f.seg === below.seg + below.size);
  if (above >= 0) below.size += a.free.splice(above, 1)[0]!.size;
}

/** unsigned long farcoreleft(void). */
export function farcoreleft(): number {
  const a = arena();
  return ((a.top - a.brk) * 16 - FAR_HEADER) >>> 0;
}

function hexFar(p: number): string {
  return `${hexDigits(p >>> 16, 4)}:${hexDigits(p & 0xffff, 4)}`;
}
