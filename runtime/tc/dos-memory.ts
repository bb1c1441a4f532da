/**
 * DOS's memory arena as DOSBox 0.74 keeps it, and Turbo C 2.0's far heap on it (small model):
 * alloc.h's farmalloc, farcalloc, farrealloc, farfree, farcoreleft and dos.h's allocmem, freemem,
 * setblock. Everything here is in paragraphs (16 bytes); the bytes themselves are the caller's
 * (a compiled program's far memory, cc/support/far.ts).
 *
 * Measured with the real TC 2.0 in DOSBox (oracle FH, FH2, DX; test/fixtures/libcheck/FM1):
 * - DOS keeps its arena as a chain of MCBs, each in the paragraph below its block, the last
 *   ending below 9FFFh (allocmem(FFFFh) fails with 9FFFh minus the highest block's end); the
 *   chain is modelled MCB by MCB as DOSBox 0.74 writes them (probe AR1): a block of 0 paragraphs
 *   is a block, free blocks side by side are joined only by the next AH=48h or AH=4Ah, freemem
 *   frees whatever MCB is below the segment. A failing allocmem returns the largest free block
 *   (ENOMEM, DOS 8); freemem of a segment with no MCB below fails (DOS 9, errno ENOMEM); a setblock
 *   that cannot grow returns the largest size it could have and leaves the block at that size.
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
 * DOS's MCBs read as mcbByte gives them (cc/support/far.ts, runtime/tc/dos-low.ts). Not
 * modelled: the wrap of a request past 1 MB (TC then corrupts its heap), the far blocks' headers'
 * bytes (a program reading before its far block sees zeros or an MCB DOS wrote there), an MCB DOS
 * writes inside the program's own image (AH=4Ah shrinking its block below its data: probe AR1
 * `rp2`), and a program's own bytes below a segment it frees (DOS reads only its MCBs).
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

/** An MCB as DOS wrote it in memory: 'M', or 'Z' for the last of its chain; the owner (a PSP, 0 free); the size. */
interface ArenaHeader {
  last: boolean;
  owner: number;
  size: number;
}

interface FarBlock {
  seg: number;
  size: number;
}

interface Arena {
  psp: number;
  /**
   * Every MCB DOS has written, by paragraph: the chains from FIRST_MCB and UMB_MCB walk them,
   * and one DOS no longer chains stays in memory as it was (probe AR1: after AH=48h merged the
   * free blocks at 2FFEh, 30FFh and 9FFEh, a block's MCB still reads 'M' and its old size).
   */
  mcbs: Map<number, ArenaHeader>;
  /** The far heap: where it starts, its break, its top as TC believes it, its blocks. */
  base: number;
  brk: number;
  top: number;
  used: Map<number, FarBlock>;
  /** Free far blocks below the break, in the order they were freed. */
  free: FarBlock[];
}

const ARENA = /* @__PURE__ */ processKey<Arena>('DOS memory');

/**
 * The run's memory map, once: where the program's PSP is and where its far heap starts (DS + 64 KB
 * in the small model), as the compiled program's layout has them (cc/support/memory.ts). The
 * program's block ends there, the rest of conventional memory is one free block after it (TC's
 * start-up shrank the block DOS gave it: probe QM1).
 */
export function startMemory(psp: number, heapBase: number): void {
  const p = machine().process;
  if (p.get(ARENA)) return;
  const mcbs = new Map<number, ArenaHeader>([
    ...BELOW.map((b): [number, ArenaHeader] => [b.at, { ...b }]),
    [LOW_MCB, { last: false, owner: 0, size: LOW_TOP - LOW_MCB - 1 }],
    [ENV_MCB, { last: false, owner: psp, size: ENV_SIZE }],
    [psp - 1, { last: false, owner: psp, size: heapBase - psp }],
    [heapBase, { last: true, owner: 0, size: MEMORY_TOP - heapBase - 1 }],
    [UMB_MCB, { last: true, owner: 0, size: UMB_TOP - UMB_MCB - 1 }],
  ]);
  p.set(ARENA, { psp, mcbs, base: heapBase, brk: heapBase, top: MEMORY_TOP, used: new Map(), free: [] });
}

function arena(): Arena {
  return machine().process.local(ARENA);
}

/** The program's PSP segment (dos.h's `_psp`, getpsp(), process.h's getpid()). */
export function psp(): number {
  return arena().psp;
}

// ---- DOS: allocmem, freemem, setblock, as DOSBox 0.74's DOS_AllocateMemory, DOS_FreeMemory, DOS_ResizeMemory --

/** Byte `linear` of conventional memory as an MCB DOS wrote there has it (its mark, owner and size; 0 past them), or null where DOS wrote none. */
export function mcbByte(linear: number): number | null {
  const h = arena().mcbs.get(linear >> 4);
  if (!h || linear >> 4 >= UMB_MCB) return null;
  const i = linear & 15;
  return i === 0 ? (h.last ? 0x5a : 0x4d) : i < 5 ? ((i < 3 ? h.owner : h.size) >> (8 * ((i - 1) & 1))) & 0xff : 0;
}

/** The MCBs of the chain from `first`, in its order, to its 'Z' (or where no MCB follows). */
function chain(a: Arena, first: number): number[] {
  const out: number[] = [];
  for (let at = first, h = a.mcbs.get(at); h; at += h.size + 1, h = a.mcbs.get(at)) {
    out.push(at);
    if (h.last) break;
  }
  return out;
}

/**
 * DOSBox joins each free block with the free ones after it in the chain (DOS_CompressMemory) only
 * when AH=48h or AH=4Ah runs, not when AH=49h frees one (probe AR1: two free blocks side by side
 * stay two until the next AH=48h; probe QM1's freed blocks at 0171h and 0173h).
 */
function compress(a: Arena, first: number): void {
  for (let at = first, h = a.mcbs.get(at); h && !h.last; ) {
    const next = a.mcbs.get(at + h.size + 1);
    if (!next) return;
    if (h.owner === 0 && next.owner === 0) Object.assign(h, { size: h.size + next.size + 1, last: next.last }); // the joined MCB's bytes stay
    else (at += h.size + 1), (h = next);
  }
}

/** Split the free block with its MCB at `at`: its first `size` paragraphs the program's, an MCB of the rest after them. */
function split(a: Arena, at: number, size: number): number {
  const h = a.mcbs.get(at)!;
  a.mcbs.set(at + size + 1, { last: h.last, owner: 0, size: h.size - size - 1 });
  Object.assign(h, { last: false, owner: a.psp, size });
  return at + 1;
}

/**
 * The chains INT 21h AH=48h searches, in its order (probes UMB1, UMB2): strategy bit 7 upper
 * memory first, then conventional; bit 6 upper memory only (whatever the link); neither,
 * conventional memory. The conventional chain runs on into upper memory when the UMB link is on,
 * also after bit 7's upper pass, so a last fit with the link on ends in upper memory (corpus
 * C2272: strategy 82h with the link on puts 2559 paragraphs in upper memory).
 */
function searched(strategy: number, link: boolean): number[] {
  const low = link ? [FIRST_MCB, UMB_MCB] : [FIRST_MCB];
  if (strategy & 0x80) return [UMB_MCB, ...low];
  return strategy & 0x40 ? [UMB_MCB] : low;
}

/**
 * int allocmem(unsigned size, unsigned *segp): −1 and the block's segment, or the largest free
 * block DOS has (ENOMEM) and no segment. INT 21h AH=48h passes AH=58h's strategy and UMB link
 * (dos.h's allocmem: the first fit in conventional memory). The free blocks are joined first;
 * then a free block of the very size is taken whole (first and best fit), else the first fit
 * takes the first larger one's bottom, the best fit the smallest's (the first of them), the last
 * fit the last one's top (UMB2: 9EFFh for 100h paragraphs, DF00h in upper memory). A block of
 * 0 paragraphs is a block (probe AR1: AH=48h of 0 gives 0172h, then 0173h, each an MCB of size 0;
 * of 0 again after 0175h was a free block of size 0, 0176h: that block whole).
 */
export function allocmem(size: number, strategy = 0, link = false): { result: number; seg?: number } {
  const a = arena(), fit = strategy & 0x3f;
  compress(a, FIRST_MCB);
  if (link) compress(a, UMB_MCB);
  let largest = 0, found = -1;
  for (const at of searched(strategy, link).flatMap((first) => chain(a, first))) {
    const h = a.mcbs.get(at)!;
    if (h.owner !== 0) continue;
    if (h.size < size) largest = Math.max(largest, h.size);
    else if (h.size === size && fit < 2) {
      h.owner = a.psp;
      return { result: -1, seg: at + 1 };
    } else if (fit === 0) return { result: -1, seg: split(a, at, size) };
    else if (fit >= 2 || found < 0 || h.size < a.mcbs.get(found)!.size) found = at;
  }
  if (found < 0) {
    dosFailed(DOS_NO_MEMORY);
    return { result: largest };
  }
  if (fit === 1) return { result: -1, seg: split(a, found, size) };
  const h = a.mcbs.get(found)!;
  if (h.size === size) return (h.owner = a.psp), { result: -1, seg: found + 1 };
  const seg = found + 1 + h.size - size;
  a.mcbs.set(seg - 1, { last: h.last, owner: a.psp, size });
  Object.assign(h, { last: false, owner: 0, size: h.size - size - 1 });
  return { result: -1, seg };
}

/**
 * int freemem(unsigned segx): 0, or −1 (DOS 9, errno ENOMEM) for a segment with no MCB in the
 * paragraph below it or below DOS's first. Any MCB there is freed: a free one again, or one
 * DOS no longer chains (probe AR1: freemem of a free block succeeds; of 1234h fails).
 */
export function freemem(seg: number): number {
  const a = arena(), h = seg > FIRST_MCB ? a.mcbs.get(seg - 1) : undefined;
  if (!h) return badBlock();
  h.owner = 0;
  return 0;
}

/** DOS 9 ("invalid memory block address"), which TC 2.0 reports as errno ENOMEM (oracle FH). */
function badBlock(): number {
  return dosFailed(DOS_BAD_BLOCK);
}

/**
 * DOSBox's DOS_ResizeMemory of the block at `seg` to `size` paragraphs: −1 when it now has them,
 * else the most it can have (the block is left at that, the program's: probe AR1 `rp`); null
 * when no MCB is below `seg`. A block shrinks by an MCB of the rest after it (free, not joined
 * with a free one after that: probe AR1 `rp2`); it grows into the free block after it.
 */
function resize(a: Arena, seg: number, size: number): number | null {
  const h = a.mcbs.get(seg - 1);
  if (!h) return null;
  compress(a, FIRST_MCB);
  let total = h.size;
  if (size === total) return -1;
  const next = h.last ? undefined : a.mcbs.get(seg + total);
  const joins = size > total && next?.owner === 0;
  if (joins) total += next!.size + 1;
  if (size < total) {
    if (joins) h.last = next!.last;
    a.mcbs.set(seg + size, { last: h.last, owner: 0, size: total - size - 1 });
    Object.assign(h, { last: false, size });
    return -1;
  }
  if (joins) h.last = next!.last;
  Object.assign(h, { size: total, owner: a.psp });
  return size === total ? -1 : total;
}

/**
 * int setblock(unsigned segx, unsigned newsize): −1 when the block now has `size` paragraphs;
 * else the most it can have, and DOSBox leaves it at that (ENOMEM).
 */
export function setblock(seg: number, size: number): number {
  const r = resize(arena(), seg, size);
  // TC's setblock returns BX as DOS left it: the size asked for
  if (r === null) return dosFailed(DOS_MCB_DESTROYED), size;
  if (r !== -1) dosFailed(DOS_NO_MEMORY);
  return r;
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
  const most = resize(a, a.psp, Math.max(a.base - a.psp, programSizeFor(a, brk)))!;
  if (most !== -1 && brk > a.psp + most) {
    a.top = a.psp + most; // DOSBox left the block at its largest
    dosFailed(DOS_NO_MEMORY); // FH2: errno 8 after it
    return false;
  }
  a.brk = brk;
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
