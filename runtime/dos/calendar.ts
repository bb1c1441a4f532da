/**
 * The date DOS keeps (INT 21h AH=2Ah/2Bh): the machine has no real-time clock with a date, so it
 * boots as a PC/XT without one does, on 1 January 1980 (the DOS epoch), and keeps whatever date a
 * program sets. The time of day is the BIOS tick count (runtime/bios/timer.ts); passing midnight
 * (the timer's flag) moves the date on a day, as DOS does when it next reads the clock.
 *
 * The one calendar of the machine: time(), localtime, getdate, dostounix and randomize read it.
 */
/** What the calendar needs of a machine: its BIOS timer's midnight flag (the machine's clock). */
interface Clocked {
  readonly timer: { midnightFlag: number };
}

export interface DosDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

/** The date the machine boots with. */
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

const dates = new WeakMap<Clocked, { days: number }>();

function state(m: Clocked): { days: number } {
  let s = dates.get(m);
  if (!s) dates.set(m, (s = { days: daysFromCivil(BOOT_DATE.year, BOOT_DATE.month, BOOT_DATE.day) }));
  if (m.timer.midnightFlag) {
    m.timer.midnightFlag = 0;
    s.days++;
  }
  return s;
}

/** INT 21h AH=2Ah: today's date on the machine. */
export function dosDate(m: Clocked): DosDate {
  return civilFromDays(state(m).days);
}

/**
 * INT 21h AH=2Bh: set the date. DOS refuses a year outside 1980..2099 or a day the month does not
 * have (AL = FFh); the date then stays. True when it was set.
 */
export function setDosDate(m: Clocked, d: DosDate): boolean {
  const ok = d.year >= 1980 && d.year <= 2099 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month);
  if (ok) state(m).days = daysFromCivil(d.year, d.month, d.day);
  return ok;
}
