/** conio.h — SKELETON: signatures final, bodies in progress. */
import type { Blocking } from '../process.ts';
/** int getch(void) — INT 21h AH=07h; an extended key gives 0, then its scan code. */
export function* getch(): Blocking<number> { throw new Error('conio.h getch: not implemented yet'); }
/** int kbhit(void) — −1 when a key waits, 0 otherwise; does not consume. */
export function* kbhit(): Blocking<number> { throw new Error('conio.h kbhit: not implemented yet'); }
