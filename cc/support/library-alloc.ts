/**
 * alloc.h's far heap and dos.h's DOS memory calls for compiled programs (runtime/tc/dos-memory.ts
 * keeps the arena; the bytes are the program's far memory, far.ts), and the library's variables
 * that say where the program is: `_psp` (getpsp, process.h's getpid), `_doserrno`, `_stklen` and
 * `_heaplen` (library-data.ts lays those two out).
 */
import * as mem from '../../runtime/tc/dos-memory.ts';
import * as errnoH from '../../runtime/tc/errno.ts';
import { FarMemory } from './far.ts';
import { mirroredInt } from './library-data.ts';
import { FAR_HEAP_SEGMENT, PSP_SEGMENT, type DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const ALLOC_NAMES = [
  'farmalloc', 'farcalloc', 'farrealloc', 'farfree', 'farcoreleft', 'allocmem', 'freemem', 'setblock', 'getpsp', '_pspp', '_doserrnop',
  '_stklen', '_heaplen', '__brklvl',
] as const;

export function allocBindings(D: DataSegment, far: FarMemory): Record<(typeof ALLOC_NAMES)[number], Binding> {
  /** The run's arena, made on the first call that needs it. */
  const arena = (): typeof mem => {
    mem.startMemory(PSP_SEGMENT, FAR_HEAP_SEGMENT);
    return mem;
  };
  const fill = (p: number, n: number, byte: number): void => {
    for (let i = 0; i < n; i++) far.storeNow(farByte(p, i), 'u8', byte);
  };
  let pspCell = 0;
  const doserrno = mirroredInt(D, '_doserrno', { get: errnoH._doserrno, set: errnoH.setDoserrno, sets: errnoH.doserrnoSets });
  return {
    farmalloc: (n) => arena().farmalloc(n >>> 0),
    farcalloc: (n, size) => {
      const total = Number((BigInt(n >>> 0) * BigInt(size >>> 0)) & 0xffffffffn); // unsigned long arithmetic wraps
      const p = arena().farmalloc(total);
      if (p !== 0) fill(p, total, 0);
      return p;
    },
    farrealloc: (old, n) => {
      const m = arena();
      if (old === 0) return m.farmalloc(n >>> 0);
      const keep = Math.min(m.farBlockBytes(old), n >>> 0);
      const p = m.farmalloc(n >>> 0);
      if (p === 0) return 0;
      for (let i = 0; i < keep; i++) far.storeNow(farByte(p, i), 'u8', far.loadNow(farByte(old, i), 'u8'));
      m.farfree(old);
      return p;
    },
    farfree: (p) => arena().farfree(p >>> 0),
    farcoreleft: () => arena().farcoreleft(),
    allocmem: (size, segp) => {
      const r = arena().allocmem(size & 0xffff);
      if (r.seg !== undefined) D.dv.setUint16(D.check(segp, 0), r.seg, true);
      return r.result;
    },
    freemem: (seg) => arena().freemem(seg & 0xffff),
    // an int: BX as DOS left it, FFFFh asked of a segment with no MCB reads -1 (pcgen3 PD00012)
    setblock: (seg, size) => (arena().setblock(seg & 0xffff, size & 0xffff) << 16) >> 16,
    getpsp: () => arena().psp(),
    _pspp: () => {
      if (pspCell === 0) D.dv.setUint16((pspCell = D.staticString('_psp', '', 2)), arena().psp(), true);
      return pspCell;
    },
    _doserrnop: doserrno.at,
    // laid out in the data segment (library-data.ts): never called
    _stklen: () => 0,
    _heaplen: () => 0,
    __brklvl: () => 0,
  };
}

/** Byte i of a far block: a block can pass 64 KB, so the segment moves on with the offset. */
function farByte(p: number, i: number): number {
  const linear = (p >>> 16) * 16 + (p & 0xffff) + i;
  return (((linear >>> 4) << 16) | (linear & 15)) >>> 0;
}
