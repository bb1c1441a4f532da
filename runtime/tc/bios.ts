/** bios.h — SKELETON: signatures final, bodies in progress. */
import type { Blocking } from '../process.ts';
/** int bioskey(int cmd) — TC 2.0: AH=cmd, INT 16h; cmd 1 returns 0 when no key waits. */
export function* bioskey(_cmd: number): Blocking<number> { throw new Error('bios.h bioskey: not implemented yet'); }
