/** stdlib.h — Turbo C 2.0's random numbers and the max/min macros. */
import { processKey } from '../process.ts';
import { machine, probe, type Machine } from '../machine.ts';
import { int16 } from './int.ts';
import { BOOT_DATE } from '../dos/calendar.ts';
import { time } from './time.ts';

/** TC 2.0 RAND module [docs/TURBO-C-FACTS.md#rand]: seed = seed × 015A4E35h + 1 (mod 2^32). */
export const RAND_MULTIPLIER = 0x015a4e35;
/** STDLIB.H: #define RAND_MAX 0x7FFF */
export const RAND_MAX = 0x7fff;


/** The 32-bit seed in RAND's _DATA, initially 1; per program run. */
interface RandState {
  seed: number;
}

const RAND = processKey<RandState>('stdlib.h rand seed', () => ({ seed: 1 }));

function randState(m: Machine): RandState {
  return m.process.local(RAND);
}

/** int rand(void) — steps the LCG and returns bits 30..16 of the new seed (0..32767). */
export function rand(): number {
  const m = machine();
  if (m.tracing) m.trace('rand()');
  return nextRand(randState(m));
}

function nextRand(st: RandState): number {
  st.seed = (Math.imul(st.seed, RAND_MULTIPLIER) + 1) >>> 0;
  return (st.seed >>> 16) & RAND_MAX;
}

/** void srand(unsigned seed) — the 32-bit state becomes (unsigned long)seed: 65536 sequences. */
export function srand(seed: number): void {
  const m = machine();
  if (m.tracing) m.trace(`srand(${seed})`);
  if (!Number.isInteger(seed)) throw new Error(`srand(${seed}): seed must be an unsigned int`);
  randState(m).seed = seed & 0xffff;
}

/**
 * #define random(num) (rand() % (num))  — TC 2.0 (later Borland compilers scale instead).
 * `num` is an int; % truncates toward zero (IDIV). random(0) divides by zero: the 8086 raises a
 * divide error there, so this throws (after rand() has stepped the seed, as the macro would).
 */
export function random(num: number): number {
  const m = machine();
  if (m.tracing) m.trace(`random(${num})`);
  if (!Number.isInteger(num)) throw new Error(`random(${num}): num must be an int`);
  const r = nextRand(randState(m));
  const n = int16(num);
  if (n === 0) throw new Error(`random(${num}): rand() % 0 — the 8086 raises a divide error (INT 0)`);
  return r % n;
}

/** The date the machine's DOS reports when it starts (runtime/dos/calendar.ts); randomize() depends on it. */
export const DOS_DATE = BOOT_DATE;

/** time_t time(time_t *) as TC 2.0 computes it on this machine: seconds since 1970 UTC (runtime/tc/time.ts). */
export function tcTime(m: Machine): number {
  return time(m);
}

/** #define randomize() srand((unsigned)time(NULL)) — the low word of time() seeds rand. */
export function randomize(): void {
  const m = machine();
  if (m.tracing) m.trace('randomize()');
  randState(m).seed = tcTime(m) & 0xffff;
}

/** #define max(a,b) (((a) > (b)) ? (a) : (b)) */
export function max(a: number, b: number): number {
  probe(); // a macro in C: no library call, but a sampling point for the study view
  return a > b ? a : b;
}

/** #define min(a,b) (((a) < (b)) ? (a) : (b)) */
export function min(a: number, b: number): number {
  probe();
  return a < b ? a : b;
}
