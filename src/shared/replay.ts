/**
 * Replays: a small line format a person can write and read, and a host can record. The format is
 * described in docs/REPLAY.md; this module parses it (strictly: every mistake is an Error that
 * starts with `file:line:`, and whatever the line held is shown quoted and shortened, never raw).
 * The writer is replay-write.ts; the words and limits both obey are replay-grammar.ts, the timed
 * action both handle is replay-event.ts.
 *
 * A parsed replay is a list of timed actions — key press and release, mouse move and button down
 * and up, speed change, screenshot — in virtual milliseconds since power-on, sorted by time (ties
 * keep file order). `tap`, `type` and `click` lines are expanded into presses and releases here.
 */
import { parseTimeOfDay, type TimeOfDay } from '../../runtime/bios/timer.ts';
import { isDosDate, type DosDate } from '../../runtime/dos/calendar.ts';
import { parseCycles } from './cycles.ts';
import { isMouseButton, type MouseButton } from '../../runtime/hw/mouse.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { isKeyName, keyForChar, type KeyName } from '../../runtime/scancodes.ts';
import { quote } from '../../runtime/quote.ts';
import { isKeyEvent, type ReplayAction, type ReplayEvent } from './replay-event.ts';
import { DATE_RE, isMsWord, isName, isTimeWord, MOVEBY_MAX, nameRule, REPLAY_MS_MAX, TAP_HOLD_MS, TIME_OF_DAY_RE, tokenize, TYPE_PERIOD_MS } from './replay-grammar.ts';

export { MOVEBY_MAX, NAME_MAX, REPLAY_MS_MAX, TAP_HOLD_MS, TYPE_PERIOD_MS } from './replay-grammar.ts';
export { writeReplay, type ReplayToWrite } from './replay-write.ts';
export { applyEvent, isKeyEvent, isMotion, type ReplayAction, type ReplayEvent, type ReplayInput } from './replay-event.ts';

export interface Replay {
  /** Where it came from (used in messages): a file name or "<recording>". */
  source: string;
  /** `rom NAME [VARIANT]` — null when the file leaves it to the host. */
  rom: string | null;
  variant: string | null;
  /** `time HH:MM:SS[.hh]` — the time of day at power-on (seeds games that read the clock). */
  time: TimeOfDay | null;
  /** `date YYYY-MM-DD` — the date at power-on (null: the machine's default, 1 January 1980). */
  date?: DosDate | null;
  /** `cycles N` — machine speed in instructions per ms (null: the machine's default). */
  cycles: number | null;
  /** Timed actions, sorted by `at` (ms); ties keep the order of the file. */
  actions: ReplayAction[];
  /** `end MS` — run until then; null: until the last action. */
  end: number | null;
}

/** The moment a replay is over: its `end`, else its last action. */
export function replayEnd(r: Replay): number {
  return r.end ?? lastAt(r.actions);
}

function lastAt(actions: readonly ReplayEvent[]): number {
  let t = 0;
  for (let i = 0; i < actions.length; i++) if (actions[i]!.at > t) t = actions[i]!.at;
  return t;
}

/** How a mouse button is named in messages (made once, not per action). */
const MOUSE_IDS: Record<MouseButton, string> = { left: 'mouse left', right: 'mouse right', middle: 'mouse middle' };

/** Parse replay text. `source` names the file in error messages (`source:line: message`). */
export function parseReplay(text: string, source = '<replay>'): Replay {
  const r: Replay = { source, rom: null, variant: null, time: null, cycles: null, actions: [], end: null };
  const shots = new Set<string>();
  let prevAt = 0; // time of the previous timed line
  let sawEvent = false;
  let sawEnd = false;
  let sorted = true; // the actions so far are in time order (a tap's release may land later)
  // A byte-order mark (Windows editors write one) is not part of the first line.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // The line being read. The helpers below see it through these: made once, not per line
  // (recordings run to 10⁶ lines).
  let n = 0;
  const words: string[] = []; // the line's words: words[0…count-1] (tokenize)
  let count = 0;
  const word = (i: number): string | undefined => (i < count ? words[i] : undefined);
  let base = 1; // where the words after the directive (`rom …`) or the action (`shot …`) start
  let verb: string | undefined;

  const fail = (msg: string): never => {
    throw new Error(`${source}:${n}: ${msg}`);
  };
  const header = (what: string): void => {
    if (sawEvent) fail(`\`${what}\` must come before the first event`);
  };
  /** The number of words after the directive or action is in min..max. */
  const arity = (min: number, max: number, usage: string): void => {
    const given = count - base;
    if (given < min || given > max) fail(`expected \`${usage}\``);
  };
  const key = (word: string | undefined): KeyName => {
    if (word === undefined) fail(`expected \`${verb} KEY\``);
    if (!isKeyName(word!)) fail(`unknown key ${quote(word!)} (names as in runtime/scancodes.ts: Left, Space, P, LShift, …)`);
    return word as KeyName;
  };
  /** A time an action happens at, checked against the limit (a release may land past its line's time). */
  const due = (t: number): number => {
    if (t > REPLAY_MS_MAX) fail(`time ${t} ms is past the latest a replay may name (${REPLAY_MS_MAX} ms)`);
    return t;
  };
  const push = (a: ReplayAction): void => {
    const last = r.actions[r.actions.length - 1];
    if (last && a.at < last.at) sorted = false;
    r.actions.push(a);
  };
  const press = (k: KeyName, t: number): void => push({ at: due(t), kind: 'press', key: k, line: n });
  const release = (k: KeyName, t: number): void => push({ at: due(t), kind: 'release', key: k, line: n });
  const button = (b: MouseButton, down: boolean, t: number): void => push({ at: due(t), kind: down ? 'down' : 'up', button: b, line: n });
  const hold = (w: string | undefined): number => (w === undefined ? TAP_HOLD_MS : isMsWord(w) ? Number(w) : fail(`bad hold time ${quote(w)} (whole milliseconds, 1 to 9 digits)`));
  const int = (w: string | undefined, lo: number, hi: number, what: string): number => {
    const v = w !== undefined && /^-?\d{1,6}$/.test(w) ? Number(w) : NaN;
    if (!(v >= lo && v <= hi)) fail(`${what} must be an integer in ${lo}..${hi}, got ${quote(w ?? '')}`);
    return v;
  };
  /** `1500` (absolute) or `+100` (after the previous event); a fraction is checked by the caller. */
  const timeOf = (word: string): number => {
    const rel = word.charCodeAt(0) === 43; /* + */
    const digits = rel ? word.slice(1) : word;
    if (!isTimeWord(digits)) fail(`bad time ${quote(word)} (whole milliseconds, 1 to 9 digits, e.g. 1500 or +100)`);
    return due(rel ? prevAt + Number(digits) : Number(digits));
  };

  // Lines end at \n; a \r before it (Windows) is dropped, a \r elsewhere is text (and shown escaped).
  for (let from = 0; from <= text.length; ) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const end = to > from && text.charCodeAt(to - 1) === 13 /* \r */ ? to - 1 : to;
    n++;
    count = tokenize(text, fail, words, from, end);
    from = to + 1;
    if (count === 0) continue;
    if (sawEnd) fail('nothing may follow `end`');
    const head = words[0]!;
    base = 1;

    switch (head) {
      case 'rom':
        header('rom');
        arity(1, 2, 'rom NAME [VARIANT]');
        if (r.rom !== null) fail('`rom` given twice');
        for (let i = 1; i < count; i++) if (!isName(words[i]!)) fail(`bad name ${quote(words[i]!)} (${nameRule(words[i]!)})`);
        r.rom = words[1]!;
        r.variant = word(2) ?? null;
        continue;
      case 'time':
        header('time');
        arity(1, 1, 'time HH:MM:SS');
        if (r.time !== null) fail('`time` given twice');
        if (!TIME_OF_DAY_RE.test(words[1]!)) fail(`bad time of day ${quote(words[1]!)} (expected HH:MM:SS or HH:MM:SS.hh, 00:00:00 to 23:59:59.99)`);
        try {
          r.time = parseTimeOfDay(words[1]!);
        } catch (e) {
          fail((e as Error).message);
        }
        continue;
      case 'date': {
        header('date');
        arity(1, 1, 'date YYYY-MM-DD');
        if (r.date) fail('`date` given twice');
        const d = DATE_RE.exec(words[1]!), date = d && { year: +d[1]!, month: +d[2]!, day: +d[3]! };
        if (!date || !isDosDate(date)) fail(`bad date ${quote(words[1]!)} (expected YYYY-MM-DD, 1980-01-01 to 2099-12-31)`);
        r.date = date;
        continue;
      }
      case 'cycles': {
        if (sawEvent) fail('`cycles` must come before the first event (a change of speed later is `at MS cycles N`)');
        arity(1, 1, 'cycles N');
        if (r.cycles !== null) fail('`cycles` given twice');
        try {
          r.cycles = parseCycles(words[1]!);
        } catch (e) {
          fail((e as Error).message);
        }
        continue;
      }
      case 'end': {
        arity(1, 1, 'end MS');
        const at = timeOf(words[1]!);
        if (!Number.isInteger(at)) fail(`end ${at} ms is not a whole millisecond`);
        const last = lastAt(r.actions);
        if (at < last) fail(`end ${at} ms is before the last action (${last} ms)`);
        r.end = at;
        sawEnd = true;
        continue;
      }
    }

    // An event: `at MS ACTION …` or `+MS ACTION …`.
    let at: number;
    if (head === 'at') {
      if (count < 2) fail('expected `at MS ACTION`');
      at = timeOf(words[1]!);
      base = 2;
    } else if (head.charCodeAt(0) === 43 /* + */) {
      at = timeOf(head);
      base = 1;
    } else {
      fail(`unknown directive ${quote(head)} (expected rom, time, date, cycles, at, +MS or end)`);
    }
    if (at! < prevAt) fail(`time ${at!} ms is before the previous event (${prevAt} ms): events must be in order`);
    prevAt = at!;
    sawEvent = true;
    verb = word(base++);
    const args = count - base; // how many words follow the action
    const arg0 = word(base);
    const arg1 = word(base + 1);
    if (verb === undefined) fail('expected an action after the time (press, release, tap, type, move, moveby, click, cycles, shot)');
    if (!Number.isInteger(at!) && verb !== 'cycles') fail(`time ${at!} ms is not a whole millisecond (only a \`cycles\` change may fall between two)`);

    switch (verb) {
      case 'press':
      case 'release': {
        if (args !== 1) fail(`expected \`${verb} KEY\` or \`${verb} left|right|middle\``);
        if (isMouseButton(arg0!)) {
          button(arg0, verb === 'press', at!);
          break;
        }
        const k = key(arg0);
        if (verb === 'press') press(k, at!);
        else release(k, at!);
        break;
      }
      case 'tap': {
        if (args < 1 || args > 2) fail('expected `tap KEY [HOLD_MS]`');
        const k = key(arg0);
        const h = hold(arg1);
        press(k, at!);
        release(k, at! + h);
        break;
      }
      case 'type': {
        if (args !== 1) fail('expected `type "TEXT"`');
        const text = arg0!;
        if (text.length === 0) fail('nothing to type');
        let i = 0;
        for (const ch of text) {
          const kc = keyForChar(ch);
          if (!kc) fail(`cannot type ${quote(ch)} (printable US-keyboard characters only)`);
          const t0 = at! + i++ * TYPE_PERIOD_MS;
          if (kc!.shift) press('LShift', t0);
          press(kc!.key, t0);
          release(kc!.key, t0 + TAP_HOLD_MS);
          if (kc!.shift) release('LShift', t0 + TAP_HOLD_MS);
        }
        break;
      }
      case 'click': {
        if (args < 1 || args > 2) fail('expected `click left|right|middle [HOLD_MS]`');
        if (!isMouseButton(arg0!)) fail(`unknown mouse button ${quote(arg0!)} (left, right or middle)`);
        const h = hold(arg1);
        button(arg0 as MouseButton, true, at!);
        button(arg0 as MouseButton, false, at! + h);
        break;
      }
      case 'move':
      case 'moveby': {
        if (args !== 2) fail(`expected \`${verb} ${verb === 'move' ? 'X Y' : 'DX DY'}\``);
        const abs = verb === 'move';
        const x = abs ? int(arg0, 0, SCREEN_W - 1, 'X') : int(arg0, -MOVEBY_MAX, MOVEBY_MAX, 'DX');
        const y = abs ? int(arg1, 0, SCREEN_H - 1, 'Y') : int(arg1, -MOVEBY_MAX, MOVEBY_MAX, 'DY');
        push({ at: at!, kind: verb, x, y, line: n });
        break;
      }
      case 'cycles': {
        if (args !== 1) fail('expected `cycles N`');
        let cycles = 0;
        try {
          cycles = parseCycles(arg0!);
        } catch (e) {
          fail((e as Error).message);
        }
        push({ at: at!, kind: 'cycles', cycles, line: n });
        break;
      }
      case 'shot': {
        if (args !== 1) fail('expected `shot NAME`');
        const name = arg0!;
        if (!isName(name)) fail(`bad shot name ${quote(name)} (${nameRule(name)})`);
        if (shots.has(name)) fail(`shot ${quote(name)} given twice`);
        shots.add(name);
        push({ at: at!, kind: 'shot', name, line: n });
        break;
      }
      default:
        fail(`unknown action ${quote(verb!)} (expected press, release, tap, type, move, moveby, click, cycles or shot)`);
    }
  }
  // tap/type releases land later than their line: merge them in, ties in file order (the sort is
  // stable; on input that is nearly in order it is close to linear).
  if (!sorted) r.actions.sort((p, q) => p.at - q.at);
  // Presses and releases must alternate per key and per mouse button, in time order (a tap's or
  // click's release counts at its time).
  // Index loops and a map that is never shrunk (0: not held): no garbage per action.
  const held = new Map<string, number>(); // key or button → the line that pressed it, 0 when up
  const actions = r.actions;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (!isKeyEvent(a) && a.kind !== 'down' && a.kind !== 'up') continue;
    const what = isKeyEvent(a) ? a.key : MOUSE_IDS[a.button];
    const down = a.kind === 'press' || a.kind === 'down';
    const by = held.get(what) ?? 0;
    if (down && by) throw new Error(`${source}:${a.line}: ${what} pressed at ${a.at} ms while still held (pressed on line ${by})`);
    if (!down && !by) throw new Error(`${source}:${a.line}: ${what} released at ${a.at} ms but not held`);
    held.set(what, down ? a.line : 0);
  }
  if (r.end !== null) {
    const late = r.actions.find((a) => a.at > r.end!);
    if (late) throw new Error(`${source}:${late.line}: action at ${late.at} ms is after end (${r.end} ms)`);
  }
  return r;
}
