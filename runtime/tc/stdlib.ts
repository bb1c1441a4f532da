/** stdlib.h — Turbo C 2.0's random numbers and the max/min macros. */
import { processKey } from '../process.ts';
import { machine, probe, type Machine } from '../machine.ts';
import { int16 } from './int.ts';

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

/**
 * The date the machine's DOS reports. The virtual PC has no real-time clock with a date, so it
 * boots as a PC/XT without one does: 1-01-1980, the DOS epoch. randomize() depends on it.
 */
export const DOS_DATE = { year: 1980, month: 1, day: 1 } as const;

/**
 * TC 2.0 time() without a TZ variable: EST5EDT [TC2 disasm, TZSET data] — local time + 18000 s.
 * On 1 January daylight saving never applies, so no DST hour is taken off.
 */
export const TC_TIMEZONE_SECONDS = 18000;

/** Days from 1970-01-01 to a Gregorian date. */
function daysSinceUnixEpoch(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** time_t time(time_t *) as TC 2.0 computes it on this machine: seconds since 1970 UTC. */
export function tcTime(m: Machine): number {
  const t = m.timer.timeOfDay();
  const days = daysSinceUnixEpoch(DOS_DATE.year, DOS_DATE.month, DOS_DATE.day);
  return days * 86400 + (t.hour * 60 + t.min) * 60 + t.sec + TC_TIMEZONE_SECONDS;
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
