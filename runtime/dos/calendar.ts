/**
 * The date DOS keeps (INT 21h AH=2Ah/2Bh): the machine starts on the date its host gives it
 * (MachineOptions.date: `--date`, the oracle's capture day), by default as a PC/XT without a
 * real-time clock boots, on 1 January 1980 (the DOS epoch), and keeps whatever date a program sets.
 * The time of day is the BIOS tick count (runtime/bios/timer.ts), which in DOSBox 0.74 counts on
 * past midnight: the date stays (oracle DT1).
 *
 * The one calendar of the machine: time(), localtime, getdate, dostounix and randomize read it.
 */
import { TICKS_PER_DAY } from '../bios/timer.ts';

/** What the calendar needs of a machine: its date at power-on. */
interface Clocked {
  /** The date at power-on; undefined: BOOT_DATE. */
  readonly startDate?: DosDate | undefined;
}

export interface DosDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

/** The date the machine boots with by default. */
export const BOOT_DATE: DosDate = { year: 1980, month: 1, day: 1 };

/** Days from 1970-01-01 to a Gregorian date (proleptic; month 1..12). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The Gregorian date of a day counted from 1970-01-01. */
export function civilFromDays(days: number): DosDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in `month` (1..12) of `year`. */
export const daysInMonth = (year: number, month: number): number => (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);

/** The day DOS is on; `kept`: the date as AH=2Bh was given it, while it is that day (a 30 February). */
const dates = new WeakMap<Clocked, { days: number; kept?: DosDate }>();

function state(m: Clocked): { days: number; kept?: DosDate } {
  let s = dates.get(m);
  if (!s) {
    const d = startDate(m);
    dates.set(m, (s = { days: daysFromCivil(d.year, d.month, d.day) }));
  }
  return s;
}

/** The date the machine was started on. */
export const startDate = (m: Clocked): DosDate => m.startDate ?? BOOT_DATE;

/**
 * The real-time clock's date (CMOS, INT 1Ah AH=04h): DOSBox's reads the host's clock, which a
 * program's setdate does not move (oracle DT1: after setdate 2026-01-05 the RTC said 2026-11-30):
 * the start date, a day on for each day of ticks.
 */
export function rtcDate(m: Clocked & { readonly timer: { readonly tickCount: number } }): DosDate {
  const d = startDate(m);
  return civilFromDays(daysFromCivil(d.year, d.month, d.day) + Math.floor(m.timer.tickCount / TICKS_PER_DAY));
}

/** INT 21h AH=2Ah: today's date on the machine. */
export function dosDate(m: Clocked): DosDate {
  const s = state(m), civil = civilFromDays(s.days);
  return s.kept && daysFromCivil(s.kept.year, s.kept.month, s.kept.day) === s.days ? { ...s.kept } : civil;
}

/**
 * INT 21h AH=2Bh: set the date. DOSBox 0.74 refuses a year before 1980, a month outside 1..12 or
 * a day outside 1..31 (AL = FFh), and keeps any other as it was given, 30 February or 2108 too
 * (pcgen3: 2Bh's AL over 150 dates, getdate after setdate(2000, 2, 30)). True when it was set.
 */
export function setDosDate(m: Clocked, d: DosDate): boolean {
  // CX is compared unsigned: a year of -1 (65535) or -30000 is kept, and getdate gives it back (probe ST1 in test/fixtures/oracle-text-v14)
  const year = d.year & 0xffff;
  const ok = year >= 1980 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= 31;
  if (ok) {
    const s = state(m);
    s.days = daysFromCivil(year, d.month, d.day);
    s.kept = { ...d, year };
  }
  return ok;
}

/** A date DOS keeps: 1980..2099, a day the month has. */
export function isDosDate(d: DosDate): boolean {
  return Number.isInteger(d.year) && Number.isInteger(d.month) && Number.isInteger(d.day) &&
    d.year >= 1980 && d.year <= 2099 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month);
}
