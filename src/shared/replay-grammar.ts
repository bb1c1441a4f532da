/**
 * The replay format's words and limits, shared by the parser (replay.ts) and the writer
 * (replay-write.ts) so that they cannot disagree: what the writer writes, the parser reads back.
 * docs/REPLAY.md ("Limits") states the same numbers.
 */

/** How long `tap` and `click` hold when the line gives no hold time (ms). */
export const TAP_HOLD_MS = 50;
/** `type` starts one character every TYPE_PERIOD_MS, each held TAP_HOLD_MS. */
export const TYPE_PERIOD_MS = 100;

/** The largest relative mouse motion one `moveby` line may give, in mickeys per axis. */
export const MOVEBY_MAX = 10_000;

/**
 * The latest moment a replay may name, in ms: every time — written, summed from `+MS` lines, or
 * reached by a tap's, click's or typed character's release — and `end`. Nine digits, about 11.6
 * days of virtual time; a time is written in 1 to 9 digits.
 */
export const REPLAY_MS_MAX = 999_999_999;

/** The longest name (ROM, variant, shot): a shot becomes a file name, `<replay>-<shot>.png`. */
export const NAME_MAX = 64;

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const MS_RE = /^\d{1,9}$/;
/** YYYY-MM-DD; the range (1980–2099, a day the month has) is checked by runtime/dos/calendar.ts isDosDate. */
export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** HH:MM:SS[.hh]; the ranges (hour 0–23, …) are checked by runtime/bios/timer.ts. */
export const TIME_OF_DAY_RE = /^\d{1,2}:\d{2}:\d{2}(?:\.\d{2})?$/;

/** A ROM, variant or shot name: a letter or digit, then letters, digits, `_ . -`; NAME_MAX at most. */
export function isName(w: string): boolean {
  return w.length <= NAME_MAX && NAME_RE.test(w);
}

/** Why `w` is not a name, for a message ("bad shot name …: <why>"). */
export function nameRule(w: string): string {
  return w.length > NAME_MAX ? `${w.length} characters, at most ${NAME_MAX}` : 'letters, digits, _ . -, starting with a letter or digit';
}

/** 1 to 9 decimal digits: a time or a hold time as written. */
export function isMsWord(w: string): boolean {
  return MS_RE.test(w);
}

/**
 * A time between milliseconds, `1234.5678`: only a speed change (`at MS cycles N`) may have one —
 * save states of version 1 (src/web/saves/snapshot.ts) kept the player's speed changes at the
 * fractional moment of the frame they were made in, and restore them there. Written as
 * JavaScript writes the number (String), which reads back as the same number; 24 digits hold
 * any fraction String gives for a time of 0.000001 ms or more.
 */
const FRACTION_MS_RE = /^\d{1,9}\.\d{1,24}$/;

/** A time as written: whole milliseconds (isMsWord), or with a fraction (only a speed change may use one). */
export function isTimeWord(w: string): boolean {
  return MS_RE.test(w) || FRACTION_MS_RE.test(w);
}

/** How a time is written (String, checked against the grammar), or null when it cannot be. */
export function timeText(ms: number): string | null {
  if (!(ms >= 0 && ms <= REPLAY_MS_MAX)) return null;
  const t = String(ms);
  return Number.isInteger(ms) || FRACTION_MS_RE.test(t) ? t : null;
}

/** A time a replay may hold: a whole number of ms in 0..REPLAY_MS_MAX. */
export function isReplayMs(v: number): boolean {
  return Number.isInteger(v) && v >= 0 && v <= REPLAY_MS_MAX;
}

/**
 * Split a line — `line` from `start` to `to`: the parser passes the whole text, saving a copy of
 * each line — into `words[0…count-1]`, and return the count: "double quotes" group (with \" and
 * \\), an unquoted # starts a comment, spaces and tabs separate. The parser passes the same array
 * for every line and the words past the count are stale (emptying it would free and regrow its
 * storage on every line; recordings run to 10⁶ lines). Words are sliced from the line, not built a
 * character at a time.
 */
export function tokenize(line: string, fail: (msg: string) => never, words: string[], start = 0, to = line.length): number {
  let count = 0;
  const n = to;
  let i = start;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === 32 /* space */ || c === 9 /* tab */) {
      i++;
    } else if (c === 35 /* # */) {
      break;
    } else if (c === 34 /* " */) {
      let w = '';
      let from = ++i;
      for (;;) {
        if (i >= n) fail('unterminated "string"');
        const d = line.charCodeAt(i);
        if (d === 34) break;
        if (d === 92 /* \ */) {
          const e = line[i + 1];
          if (e !== '"' && e !== '\\') fail('in a "string", \\ may only escape " or \\');
          w += line.slice(from, i) + e;
          i += 2;
          from = i;
        } else i++;
      }
      words[count++] = w + line.slice(from, i);
      i++;
    } else {
      const from = i;
      while (i < n) {
        const d = line.charCodeAt(i);
        if (d === 32 || d === 9 || d === 34 || d === 35) break;
        i++;
      }
      words[count++] = line.slice(from, i);
    }
  }
  return count;
}
