/** dos.h — SKELETON: signatures final, bodies in progress. */
import type { Blocking } from '../process.ts';
import type { InterruptHandler } from '../bios/ivt.ts';

/** struct time { unsigned char ti_min, ti_hour, ti_hund, ti_sec; } — TC 2.0 field order. */
export interface time {
  ti_min: number;
  ti_hour: number;
  ti_hund: number;
  ti_sec: number;
}

/** A zeroed `struct time` (what `struct time t;` holds before gettime fills it). */
export function newTime(): time {
  return { ti_min: 0, ti_hour: 0, ti_hund: 0, ti_sec: 0 };
}

/** void delay(unsigned milliseconds) — TC 2.0's self-calibrating busy loop. */
export function* delay(_ms: number): Blocking { throw new Error('dos.h delay: not implemented yet'); }
/** void gettime(struct time *timep) */
export function gettime(_t: time): void { throw new Error('dos.h gettime: not implemented yet'); }
/** void interrupt (*getvect(int interruptno))() */
export function getvect(_n: number): InterruptHandler { throw new Error('dos.h getvect: not implemented yet'); }
/** void setvect(int interruptno, void interrupt (*isr)()) */
export function setvect(_n: number, _isr: InterruptHandler): void { throw new Error('dos.h setvect: not implemented yet'); }
/** void sound(unsigned frequency) */
export function sound(_hz: number): void { throw new Error('dos.h sound: not implemented yet'); }
/** void nosound(void) */
export function nosound(): void { throw new Error('dos.h nosound: not implemented yet'); }
