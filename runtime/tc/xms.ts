/**
 * DOSBox 0.74's XMS driver (its xms.cpp, memsize 16 MB), as a program reaches it: INT 2Fh
 * AX=4300h answers AL=80h (installed), AX=4310h gives the driver's entry in ES:BX, and a far call
 * there with AH the function (oracle XM1, test/fixtures/oracle-files; corpus C1885):
 * - 00h: AX=0300h (XMS 3.0), BX=0301h, DX=0 (no HMA).
 * - 08h: AX the largest free block, DX all that is free, in KB; BL=0. 15 168 KB at the start.
 * - 09h: DX KB, rounded up to 4 KB pages, first fit: AX=1, DX the lowest free handle (1–49);
 *   0 KB is a handle too. Too much: AX=0, DX=0, BL=A0h.
 * - 0Ah: frees handle DX: AX=1, BL=0; a handle that is not in use: AX=0, BL=A2h.
 * - 0Eh: handle DX's lock count in BH (0), the free handles in BL, its size in KB in DX; AX=1. A
 *   handle not in use: AX=0, BL=A2h.
 * - A function DOSBox does not have (AH=77h): AX=0, BL=80h.
 * A success leaves BL 0 (the functions above) and BH as it was, except where BX is the answer.
 * The others (HMA, A20, moving, locking, resizing, UMBs) are not modelled: they stop the program.
 */
import { machine } from '../machine.ts';
import { processKey } from '../process.ts';

/** Where INT 2Fh AX=4310h says the driver's entry is (oracle XM1). */
export const XMS_ENTRY = 0xc83f0010;

/** 4 KB pages free at the start: 15 168 KB (XM1). */
const PAGES = 15168 / 4;
/** DOSBox's handles: 1 to 49 (XM1: 47 free with two in use). */
const HANDLES = 49;
const NOT_IMPLEMENTED = 0x80, FULL = 0xa0, BAD_HANDLE = 0xa2;
/** The functions DOSBox's driver has (xms.cpp's switch); any other is error 80h. */
const KNOWN = new Set([...Array.from({ length: 0x12 }, (_, i) => i), 0x88, 0x89, 0x8e, 0x8f]);

/** What the entry sees and leaves: AX, BX and DX. */
export interface XmsRegs {
  ax: number;
  bx: number;
  dx: number;
}

interface Block {
  page: number;
  pages: number;
  kb: number;
}

const HANDLE_TABLE = /* @__PURE__ */ processKey<Map<number, Block>>('XMS handles', () => new Map());

/** The free runs of pages, lowest first, between the blocks of `used`. */
function freeRuns(used: Map<number, Block>): { page: number; pages: number }[] {
  const blocks = [...used.values()].filter((b) => b.pages > 0).sort((a, b) => a.page - b.page);
  const runs: { page: number; pages: number }[] = [];
  let at = 0;
  for (const b of blocks) {
    if (b.page > at) runs.push({ page: at, pages: b.page - at });
    at = b.page + b.pages;
  }
  if (at < PAGES) runs.push({ page: at, pages: PAGES - at });
  return runs;
}

/** The KB the driver has free now (AH=08h's DX): DOSBox's EMS driver answers from the same pool (ems in bios-extra.ts). */
export function xmsFreeKb(): number {
  return freeRuns(machine().process.local(HANDLE_TABLE)).reduce((kb, f) => kb + f.pages * 4, 0);
}

/** One call of the driver's entry on `r`. */
export function xmsCall(r: XmsRegs): void {
  const used = machine().process.local(HANDLE_TABLE);
  const ah = r.ax >> 8;
  const fail = (code: number): void => {
    r.ax = 0;
    r.bx = (r.bx & 0xff00) | code;
  };
  const ok = (): void => {
    r.ax = 1;
    r.bx &= 0xff00;
  };
  switch (ah) {
    case 0x00:
      [r.ax, r.bx, r.dx] = [0x0300, 0x0301, 0];
      return;
    case 0x08: {
      const runs = freeRuns(used);
      r.ax = 4 * Math.max(0, ...runs.map((f) => f.pages));
      r.dx = 4 * runs.reduce((n, f) => n + f.pages, 0);
      r.bx &= 0xff00;
      return;
    }
    case 0x09: {
      const pages = Math.ceil(r.dx / 4);
      const run = freeRuns(used).find((f) => f.pages >= pages);
      let handle = 1;
      while (used.has(handle)) handle++;
      if (!run || handle > HANDLES) {
        r.dx = 0;
        return fail(FULL);
      }
      used.set(handle, { page: run.page, pages, kb: r.dx });
      ok();
      r.dx = handle;
      return;
    }
    case 0x0a:
      if (!used.delete(r.dx)) return fail(BAD_HANDLE);
      return ok();
    case 0x0e: {
      const b = used.get(r.dx);
      if (!b) return fail(BAD_HANDLE);
      [r.ax, r.bx, r.dx] = [1, HANDLES - used.size, b.kb];
      return;
    }
    default:
      if (!KNOWN.has(ah)) return fail(NOT_IMPLEMENTED);
      throw new Error(`the XMS driver's function AH=${ah.toString(16).toUpperCase().padStart(2, '0')}h is not modelled`);
  }
}
