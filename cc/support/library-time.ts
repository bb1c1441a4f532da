/**
 * time.h, sys/timeb.h and dos.h's date calls for compiled programs (runtime/tc/time.ts on the
 * machine's one calendar): struct tm in one static buffer that gmtime and localtime share, as TC's
 * do; asctime and ctime in one static string; `timezone` and `daylight` are a long and an int,
 * the library's objects in the data segment (library-data.ts), which tzset sets and ftime, time
 * and dostounix read as TC's read its globals.
 *
 * struct date { int da_year; char da_day; char da_mon; }, struct time { unsigned char ti_min,
 * ti_hour, ti_hund, ti_sec; }, struct timeb { long time; short millitm, timezone, dstflag; }.
 */
import * as T from '../../runtime/tc/time.ts';
import * as dos from '../../runtime/tc/dos.ts';
import { dosDate, setDosDate } from '../../runtime/dos/calendar.ts';
import { machine } from '../../runtime/machine.ts';
import type { DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const TIME_NAMES = [
  'time', 'gmtime', 'localtime', 'asctime', 'ctime', 'difftime', 'stime', 'tzset', 'clock',
  'getdate', 'setdate', 'gettime', 'settime', 'dostounix', 'unixtodos', 'ftime',
] as const;

/** time.h's data no header declares, which the library defines for a program that declares it `extern` (library-data.ts). */
export const TIME_DATA = ['tzname'] as const;

const TM_FIELDS = ['tm_sec', 'tm_min', 'tm_hour', 'tm_mday', 'tm_mon', 'tm_year', 'tm_wday', 'tm_yday', 'tm_isdst'] as const;

/** getenv's answer for a name, read as the program's environment stands now. */
type EnvValue = (name: string) => string | null;

/** tzname's names before any tzset, and when TZ names no zone of its own (EST5EDT's). */
export const TZ_NAMES_DEFAULT = ['EST', 'EDT'] as const;

/**
 * The names TC 2.0's tzset puts in tzname for TZ (textgen16's tzset steps): the first three
 * letters, the daylight name's first three when there is one, else ""; EST and EDT where T.parseTZ
 * falls back to EST5EDT.
 */
export function tzNames(tz: string | null): readonly [string, string] {
  // T.parseTZ's own zone: three letters, then a digit or a sign and a digit
  if (tz === null || !/^[A-Za-z]{3}(\d|[+-]\d)/.test(tz)) return TZ_NAMES_DEFAULT;
  const at = tz.slice(3).search(/[A-Za-z]/);
  return [tz.slice(0, 3), T.parseTZ(tz).daylight && at >= 0 ? tz.slice(3 + at, 6 + at) : ''];
}

/** asctime's buffer: "Thu Jan 01 00:00:00 1970\n" and its 0. */
const ASCTIME_SIZE = 26;

export function timeBindings(D: DataSegment, env: EnvValue, data: ReadonlyMap<string, number>): Record<(typeof TIME_NAMES)[number], Binding> {
  const dv = D.dv, b = D.bytes;
  // time.h's `timezone` (a long) and `daylight` (an int): library objects in the data segment when
  // the program names them (library-data.ts LIBRARY_DATA), else kept here; tzset writes them,
  // and ftime, time, dostounix… read them, as TC's read its globals
  const timezoneAt = data.get('timezone'), daylightAt = data.get('daylight'), tznameAt = data.get('tzname');
  let kept: T.Zone = T.parseTZ(null);
  const zone = (): T.Zone => ({
    timezone: timezoneAt === undefined ? kept.timezone : dv.getInt32(timezoneAt, true),
    daylight: daylightAt === undefined ? kept.daylight : dv.getInt16(daylightAt, true),
  });
  /** tzset: the zone TZ names (T.parseTZ), EST5EDT without one. */
  const tzset = (): T.Zone => {
    const z = T.parseTZ(env('TZ'));
    kept = z;
    if (timezoneAt !== undefined) dv.setInt32(timezoneAt, z.timezone, true);
    if (daylightAt !== undefined) dv.setInt16(daylightAt, z.daylight, true);
    // the names go through tzname's two pointers, as the program left them
    if (tznameAt !== undefined) tzNames(env('TZ')).forEach((name, i) => D.writeStr(D.check(dv.getUint16(tznameAt + 2 * i, true), 0), name));
    return z;
  };
  const long = (p: number, call: string): number => {
    D.range(call, p, 4);
    return dv.getInt32(p, true);
  };
  /**
   * asctime's 26-byte buffer, then the struct tm localtime and gmtime fill, as TC lays them out: a
   * string longer than 26 (a negative hour, "-4:-59:-59") runs on into the struct (probe TM2: its
   * "\n" and 0 are then tm_sec, 10).
   */
  const statics = (): number => D.staticString('asctime', '', ASCTIME_SIZE + 18);
  const putTm = (t: T.tm): number => {
    const p = statics() + ASCTIME_SIZE;
    TM_FIELDS.forEach((f, i) => dv.setInt16(p + 2 * i, t[f], true));
    return p;
  };
  const getTm = (p: number): T.tm => {
    D.range('asctime', p, 18);
    const v = TM_FIELDS.map((_, i) => dv.getInt16(p + 2 * i, true));
    return Object.fromEntries(TM_FIELDS.map((f, i) => [f, v[i]!])) as unknown as T.tm;
  };
  const text = (s: string): number => {
    const p = statics();
    D.writeStr(p, s.slice(0, ASCTIME_SIZE + 17));
    return p;
  };
  const getDate = (p: number, call: string) => {
    D.range(call, p, 4);
    return { year: dv.getInt16(p, true), day: D.i8[p + 2]!, month: D.i8[p + 3]! };
  };
  const putDate = (p: number, d: { year: number; month: number; day: number }): void => {
    D.range('getdate', p, 4);
    dv.setInt16(p, d.year, true);
    b[p + 2] = d.day;
    b[p + 3] = d.month;
  };
  const getTime = (p: number, call: string) => {
    D.range(call, p, 4);
    return { min: b[p]!, hour: b[p + 1]!, hund: b[p + 2]!, sec: b[p + 3]! };
  };
  const putTime = (p: number, t: { hour: number; min: number; sec: number; hund: number }): void => {
    D.range('gettime', p, 4);
    b[p] = t.min;
    b[p + 1] = t.hour;
    b[p + 2] = t.hund;
    b[p + 3] = t.sec;
  };
  return {
    // `time()` called with no argument (no prototype in sight, corpus C974): no pointer to store through
    time: (p = 0) => {
      const t = T.time(machine(), zone());
      if (p !== 0) dv.setInt32(D.check(p, 0), t, true);
      return t;
    },
    gmtime: (p) => putTm(T.gmtime(long(p, 'gmtime'))),
    // TC's localtime runs tzset first: what the program put in timezone and daylight is
    // replaced by the zone again (oracle TM1: localtime after `timezone = 0L` is still EST5EDT)
    localtime: (p) => putTm(T.localtime(long(p, 'localtime'), tzset())),
    asctime: (p) => text(T.asctime(getTm(p))),
    ctime: (p) => text(T.ctime(long(p, 'ctime'), tzset())),
    difftime: (t2, t1) => T.difftime(t2, t1),
    stime: (p) => T.stime(long(p, 'stime'), machine(), zone()),
    tzset: () => {
      tzset();
    },
    clock: () => T.clock(),
    getdate: (p) => putDate(p, dosDate(machine())),
    setdate: (p) => {
      setDosDate(machine(), getDate(p, 'setdate'));
    },
    gettime: (p) => {
      const t = dos.newTime();
      dos.gettime(t); // the port's call, traced as the port traces it
      putTime(p, { hour: t.ti_hour, min: t.ti_min, sec: t.ti_sec, hund: t.ti_hund });
    },
    settime: (p) => {
      const t = getTime(p, 'settime');
      if (t.hour < 24 && t.min < 60 && t.sec < 60 && t.hund < 100) machine().timer.setTimeOfDay(t);
    },
    dostounix: (pd, pt) => T.dostounix(getDate(pd, 'dostounix'), getTime(pt, 'dostounix'), zone()),
    unixtodos: (t, pd, pt) => {
      const r = T.unixtodos(t, zone());
      putDate(pd, r.date);
      putTime(pt, r.time);
    },
    ftime: (p) => {
      D.range('ftime', p, 10);
      // TC's ftime runs tzset first, as localtime does (probe CC99980: with TZ=PST8PDT put and no
      // tzset, timebuf.timezone is 480 and timezone 28800; after `timezone = 3600L` still 480)
      const m = machine(), z = tzset();
      const t = T.time(m, z);
      dv.setInt32(p, t, true);
      dv.setInt16(p + 4, m.timer.timeOfDay().hund * 10, true);
      dv.setInt16(p + 6, Math.trunc(z.timezone / 60), true);
      // whether summer time is in force now, not the zone's daylight (oracle HW1: 0 on 15 January, 1 on 15 June)
      dv.setInt16(p + 8, T.localtime(t, z).tm_isdst, true);
    },
  };
}
