/**
 * time.h (and dos.h's dostounix/unixtodos) — Turbo C 2.0's clock and calendar arithmetic on the
 * machine's one calendar (runtime/dos/calendar.ts) and its BIOS time of day.
 *
 * TC 2.0's zone without a TZ variable is EST5EDT: `timezone` 18000 seconds west, `daylight` 1,
 * with the United States' rule of its day — from the last Sunday of April at 2:00 standard time to
 * the last Sunday of October at 2:00 standard time (oracle TM1: 01:00 EST that Sunday of October is
 * still 02:00 EDT, 02:00 EST is not). Its arithmetic is C's on longs: division truncates, so a
 * local time before 1970 has negative seconds, minutes and hours (TM1: localtime(1) is
 * -59 -59 -4, 1 January 1970), and a leap year is any year divisible by 4.
 */
import { machine, type Machine } from '../machine.ts';
import { processKey } from '../process.ts';
import { dosDate, setDosDate, type DosDate } from '../dos/calendar.ts';
import type { TimeOfDay } from '../bios/timer.ts';

/** struct tm, field for field. */
export interface tm {
  tm_sec: number;
  tm_min: number;
  tm_hour: number;
  tm_mday: number;
  tm_mon: number;
  tm_year: number;
  tm_wday: number;
  tm_yday: number;
  tm_isdst: number;
}

/** TC 2.0's zone when no TZ is set: EST5EDT. */
export const DEFAULT_TIMEZONE = 18000;
/** CLK_TCK: clock()'s ticks a second (the BIOS timer's rate, as TIME.H states it). */
export const CLK_TCK = 18.2;

/** The program's `timezone` (seconds west of Greenwich) and `daylight` (whether DST applies). */
export interface Zone {
  timezone: number;
  daylight: number;
}

const isAlpha = (c: string | undefined): boolean => c !== undefined && /[A-Za-z]/.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && /[0-9]/.test(c);

/**
 * What TC 2.0's tzset makes of the TZ variable (oracle TZ1, 27 values): three letters, then the
 * hours west as atol reads them (a sign, digits: "JST-9" is -32400, "EST5:30" 18000), then, at the
 * next letter, a daylight name of three letters or more ("PST8PDT" daylight 1, "EST5ED" 0). TZ
 * missing, shorter than 4, not three letters first, or no digit at the 4th or 5th place ("EST 5",
 * "ABCD5EDT", "A-13B") is EST5EDT.
 */
export function parseTZ(tz: string | null): Zone {
  const fallback = { timezone: DEFAULT_TIMEZONE, daylight: 1 };
  if (tz === null || tz.length < 4 || !isAlpha(tz[0]) || !isAlpha(tz[1]) || !isAlpha(tz[2])) return fallback;
  if (tz[3] !== '-' && tz[3] !== '+' && !isDigit(tz[3])) return fallback;
  if (!isDigit(tz[3]) && !isDigit(tz[4])) return fallback;
  const hours = /^[+-]?\d*/.exec(tz.slice(3))![0];
  const timezone = (Number(hours.replace(/^[+-]?$/, '0')) * 3600) | 0;
  let i = 3;
  while (i < tz.length && !isAlpha(tz[i])) i++;
  const daylight = i + 2 < tz.length && isAlpha(tz[i + 1]) && isAlpha(tz[i + 2]) ? 1 : 0;
  return { timezone, daylight };
}

const ZONE = /* @__PURE__ */ processKey<Zone>('time.h timezone', () => ({ timezone: DEFAULT_TIMEZONE, daylight: 1 }));

/** The zone time.h's functions use now (a compiled program keeps it in its data segment: `zone` overrides). */
export function zone(m: Machine = machine()): Zone {
  return m.process.local(ZONE);
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const trunc = Math.trunc;

/** The day of the year (0-based) of the last Sunday of `month` (0-based) in a year starting on weekday `jan1`. */
function lastSundayYday(year: number, month: number): number {
  let yday = 0;
  for (let i = 0; i <= month; i++) yday += DAYS[i]! + (i === 1 && year % 4 === 0 ? 1 : 0);
  yday -= 1; // the month's last day
  const wday = (daysTo(year) + yday + 4) % 7;
  return yday - wday;
}

/** Days from 1970 to 1 January of `year`, TC's way (every fourth year a leap year). */
function daysTo(year: number): number {
  const y = year - 1970;
  return y * 365 + trunc((y + 1) / 4);
}

/**
 * Whether US daylight time applies at `hour` (standard time) of day `yday` of `year`: from 1987
 * (the law of 1986) it starts on the first Sunday of April, before on the last (oracle TM1: 1989's
 * last Sunday of April is daylight time all day, 1983's from 2:00).
 */
export function isDST(hour: number, yday: number, year: number): boolean {
  if (hour < 0 || yday < 0) return false;
  const start = year >= 1987 ? lastSundayYday(year, 2) + 7 : lastSundayYday(year, 3);
  const end = lastSundayYday(year, 9);
  if (yday > start && yday < end) return true;
  if (yday === start) return hour >= 2;
  if (yday === end) return hour < 2;
  return false;
}

/** TC's conversion of seconds to the calendar (gmtime; localtime with `dst`). */
function breakDown(time: number, dst: boolean, daylight: number): tm {
  const tm_sec = time % 60;
  time = trunc(time / 60);
  const tm_min = time % 60;
  time = trunc(time / 60); // hours
  const quads = trunc(time / (1461 * 24));
  let year = 70 + quads * 4;
  let cumdays = 1461 * quads;
  time %= 1461 * 24;
  for (;;) {
    let hpery = 365 * 24;
    if ((year & 3) === 0) hpery += 24;
    if (time < hpery) break;
    cumdays += hpery / 24;
    year++;
    time -= hpery;
  }
  let tm_isdst = 0;
  if (dst && daylight && isDST(time % 24, trunc(time / 24), year + 1900)) {
    time++;
    tm_isdst = 1;
  }
  const tm_hour = time % 24;
  time = trunc(time / 24);
  const tm_yday = time;
  cumdays += time + 4;
  // C's remainder: a time before 1970 (negative days) gives a day of the week below 0 (textgen8 Y00021: gmtime(-1) … -5)
  const tm_wday = cumdays % 7;
  time++;
  let tm_mon = 0;
  if ((year & 3) === 0) {
    if (time > 60) time--;
    else if (time === 60) return { tm_sec, tm_min, tm_hour, tm_mday: 29, tm_mon: 1, tm_year: year, tm_wday, tm_yday, tm_isdst };
  }
  while (tm_mon < 11 && DAYS[tm_mon]! < time) time -= DAYS[tm_mon++]!;
  return { tm_sec, tm_min, tm_hour, tm_mday: time, tm_mon, tm_year: year, tm_wday, tm_yday, tm_isdst };
}

/** struct tm *gmtime(const time_t *timer) */
export function gmtime(t: number): tm {
  return breakDown(t, false, 0);
}

/** struct tm *localtime(const time_t *timer) — with the program's timezone and daylight. */
export function localtime(t: number, z: Zone = zone()): tm {
  // a long: past 2^31 it wraps (textgen9: localtime(2147483647L) east of Greenwich is in 1902, its fields below 0)
  return breakDown((t - z.timezone) | 0, true, z.daylight);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const d2 = (n: number): string => (n < 0 ? `-${-n}`.padStart(2, ' ') : String(n).padStart(2, '0'));

/**
 * char *asctime(const struct tm *tblock) — 26 characters, TC's form: the day of the month with a
 * leading zero ("Thu Jan 01 00:00:00 1970\n", oracle TM1), each number as %02d, the year as %4d.
 */
export function asctime(t: tm): string {
  const wd = WEEKDAYS[t.tm_wday] ?? '???', mo = MONTHS[t.tm_mon] ?? '???';
  // the year as %4d (oracle TM2: tm_year -1900 is "   0")
  return `${wd} ${mo} ${d2(t.tm_mday)} ${d2(t.tm_hour)}:${d2(t.tm_min)}:${d2(t.tm_sec)} ${String(t.tm_year + 1900).padStart(4, ' ')}\n`;
}

/** char *ctime(const time_t *time) — asctime(localtime(time)). */
export function ctime(t: number, z: Zone = zone()): string {
  return asctime(localtime(t, z));
}

/** double difftime(time_t time2, time_t time1) */
export function difftime(t2: number, t1: number): number {
  // TC subtracts the two longs, then makes the difference a double: it wraps (textgen9: difftime(2147483647L, -1L) is -2147483648)
  return (t2 - t1) | 0;
}

/**
 * long dostounix(struct date *d, struct time *t) — local DOS date and time to seconds since 1970
 * UTC, with the zone (oracle DS1).
 */
export function dostounix(d: DosDate, t: Pick<TimeOfDay, 'hour' | 'min' | 'sec'>, z: Zone = zone()): number {
  let days = daysTo(d.year);
  for (let i = 0; i < d.month - 1; i++) days += DAYS[i]! + (i === 1 && d.year % 4 === 0 ? 1 : 0);
  const yday = days - daysTo(d.year) + d.day - 1;
  days += d.day - 1;
  let secs = days * 86400 + t.hour * 3600 + t.min * 60 + t.sec + z.timezone;
  if (z.daylight && isDST(t.hour, yday, d.year)) secs -= 3600;
  return secs | 0;
}

/** 1 January 1980 00:00 UTC, DOS's first moment. */
const DOS_EPOCH = 315532800;

/**
 * void unixtodos(long time, struct date *d, struct time *t) — the local date and time (hundredths
 * 0). A time before 1980 is taken as 1980's first second UTC; a local time before 1980 stays on
 * 1 January 1980 with its negative hour in a byte (oracle DS1: unixtodos(0L) is 1980-01-01 hour 251).
 */
export function unixtodos(time: number, z: Zone = zone()): { date: DosDate; time: TimeOfDay } {
  // one long subtraction of the epoch and the zone together, wrapping: -2147483648 in EST is
  // 2038-01-18, 2147483647 east of Greenwich 2038-01-19, not 1902 as localtime's (probe ST1 in
  // test/fixtures/oracle-text-v14, stime then getdate; textgen14 LF00180's unixtodos)
  const local = (time - (DOS_EPOCH + z.timezone)) | 0;
  if (local < 0) {
    // before 1980 TC's arithmetic runs on below 0, C's truncating division and remainder: four-year
    // blocks back from 1980, the hour's remainder and the day's count below 0, each kept in its byte
    // (the day a signed char: textgen8 Y00069, unixtodos(-192522496L) in EST is 1964-01-(-35)
    // 245:228:240; Y00139, 0L is 1972-01-39 251:00:00)
    const byte = (n: number): number => n & 0xff;
    let t = local;
    const sec = t % 60;
    t = trunc(t / 60);
    const min = t % 60;
    t = trunc(t / 60);
    const year = 1980 + 4 * trunc(t / (1461 * 24));
    t %= 1461 * 24;
    const day = ((((trunc(t / 24) + 1) & 0xff) << 24) >> 24);
    return { date: { year, month: 1, day }, time: { hour: byte(t % 24), min: byte(min), sec: byte(sec), hund: 0 } };
  }
  const t = breakDown(local + DOS_EPOCH, true, z.daylight);
  return { date: { year: t.tm_year + 1900, month: t.tm_mon + 1, day: t.tm_mday }, time: { hour: t.tm_hour, min: t.tm_min, sec: t.tm_sec, hund: 0 } };
}

/** time_t time(time_t *timer) — the DOS date and time as seconds since 1970 UTC. */
export function time(m: Machine = machine(), z: Zone = zone(m)): number {
  const t = m.timer.timeOfDay();
  return dostounix(dosDate(m), t, z);
}

/**
 * int stime(time_t *tp) — sets DOS's date and time from seconds since 1970 UTC; 0. A time whose
 * local date is before 1980 has unixtodos's hour past 23 in its byte, which INT 21h AH=2Dh refuses
 * as AH=2Bh refuses 1979: nothing is set, and the call still answers 0 (textgen14 LF00002,
 * stime(315550000L) in EST: getdate after it unchanged).
 */
export function stime(t: number, m: Machine = machine(), z: Zone = zone(m)): number {
  const { date, time } = unixtodos(t, z);
  setDosDate(m, date);
  if ([time.hour < 24, time.min < 60, time.sec < 60].every(Boolean) && Math.min(time.hour, time.min, time.sec) >= 0) m.timer.setTimeOfDay(time);
  return 0;
}

/** The clock's ticks when the program started (TC's start-up reads the BIOS count). */
const START = /* @__PURE__ */ processKey<{ ticks: number | null }>('time.h clock start', () => ({ ticks: null }));

/** clock_t clock(void) — BIOS ticks since the program started (CLK_TCK a second). */
export function clock(m: Machine = machine()): number {
  const s = m.process.local(START);
  s.ticks ??= m.timer.tickCount;
  return m.timer.tickCount - s.ticks;
}
