/**
 * Replays: a small line format a person can write and read, and a host can record. The format is
 * described in docs/REPLAY.md; this module parses it (strictly: every mistake is an Error that
 * starts with `file:line:`) and writes it back (recorded sessions round-trip through the parser).
 *
 * A parsed replay is a list of timed actions — key press and release, mouse move and button down
 * and up, screenshot — in virtual milliseconds since power-on, sorted by time (ties keep file
 * order). `tap`, `type` and `click` lines are expanded into presses and releases here.
 */
import { parseTimeOfDay, type TimeOfDay } from '../../runtime/bios/timer.ts';
import { CYCLES_MAX, CYCLES_MIN } from '../../runtime/hw/cpu.ts';
import { parseCycles } from './cycles.ts';
import { isMouseButton, type MouseButton } from '../../runtime/hw/mouse.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { isKeyName, keyForChar, type KeyName } from '../../runtime/scancodes.ts';

/** How long `tap` holds a key when the line gives no hold time (ms). */
export const TAP_HOLD_MS = 50;
/** `type` starts one character every TYPE_PERIOD_MS, each held TAP_HOLD_MS. */
export const TYPE_PERIOD_MS = 100;

/** The largest relative mouse motion one `moveby` line may give, in mickeys per axis. */
export const MOVEBY_MAX = 10_000;

/** A timed action without its line: what a recorder hands the writer. */
export type ReplayEvent =
  | { at: number; kind: 'press' | 'release'; key: KeyName }
  | { at: number; kind: 'down' | 'up'; button: MouseButton }
  | { at: number; kind: 'move' | 'moveby'; x: number; y: number }
  | { at: number; kind: 'shot'; name: string };

/** `move`: to pixel (x, y); `moveby`: by (x, y) mickeys; `down`/`up`: a mouse button (`press left`). */
export type ReplayAction = ReplayEvent & { line: number };

/** A mouse motion, to a pixel or by mickeys. */
export const isMotion = (a: ReplayEvent): a is Extract<ReplayEvent, { x: number }> => a.kind === 'move' || a.kind === 'moveby';
/** A key's press or release (not a mouse button's). */
export const isKeyEvent = (a: ReplayEvent): a is Extract<ReplayEvent, { key: KeyName }> => a.kind === 'press' || a.kind === 'release';

export interface Replay {
  /** Where it came from (used in messages): a file name or "<recording>". */
  source: string;
  /** `rom NAME [VARIANT]` — null when the file leaves it to the host. */
  rom: string | null;
  variant: string | null;
  /** `time HH:MM:SS[.hh]` — the time of day at power-on (seeds games that read the clock). */
  time: TimeOfDay | null;
  /** `cycles N` — machine speed in instructions per ms (null: the machine's default). */
  cycles: number | null;
  /** Timed actions, sorted by `at` (ms); ties keep the order of the file. */
  actions: ReplayAction[];
  /** `end MS` — run until then; null: until the last action. */
  end: number | null;
}

/** The moment a replay is over: its `end`, else its last action. */
export function replayEnd(r: Replay): number {
  return r.end ?? r.actions.reduce((t, a) => Math.max(t, a.at), 0);
}

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const MS_RE = /^\d{1,9}$/;

/** Parse replay text. `source` names the file in error messages (`source:line: message`). */
export function parseReplay(text: string, source = '<replay>'): Replay {
  const r: Replay = { source, rom: null, variant: null, time: null, cycles: null, actions: [], end: null };
  const shots = new Set<string>();
  let lastAt = 0; // time of the previous timed line
  let sawEvent = false;
  let sawEnd = false;
  const lines = text.split(/\r?\n/);
  // The line being read. The helpers below see it through these: made once, not per line (a
  // bundle that keeps function names renames each closure it makes; recordings run to 10⁴ lines).
  let n = 0;
  let rest: string[] = [];
  let verb: string | undefined;

  const fail = (msg: string): never => {
    throw new Error(`${source}:${n}: ${msg}`);
  };
  const header = (what: string): void => {
    if (sawEvent) fail(`\`${what}\` must come before the first event`);
  };
  const arity = (min: number, max: number, usage: string): void => {
    if (rest.length < min || rest.length > max) fail(`expected \`${usage}\``);
  };
  const key = (word: string | undefined): KeyName => {
    if (word === undefined) fail(`expected \`${verb} KEY\``);
    if (!isKeyName(word!)) fail(`unknown key "${word}" (names as in runtime/scancodes.ts: Left, Space, P, LShift, …)`);
    return word as KeyName;
  };
  const push = (a: ReplayAction): void => {
    r.actions.push(a);
  };
  const press = (k: KeyName, t: number): void => push({ at: t, kind: 'press', key: k, line: n });
  const release = (k: KeyName, t: number): void => push({ at: t, kind: 'release', key: k, line: n });
  const button = (b: MouseButton, down: boolean, t: number): void => push({ at: t, kind: down ? 'down' : 'up', button: b, line: n });
  const int = (w: string | undefined, lo: number, hi: number, what: string): number => {
    const v = w !== undefined && /^-?\d{1,6}$/.test(w) ? Number(w) : NaN;
    if (!(v >= lo && v <= hi)) fail(`${what} must be an integer in ${lo}..${hi}, got "${w ?? ''}"`);
    return v;
  };

  for (n = 1; n <= lines.length; n++) {
    const words = tokenize(lines[n - 1]!, fail);
    if (words.length === 0) continue;
    if (sawEnd) fail('nothing may follow `end`');
    const head = words[0]!;
    rest = words.slice(1);

    switch (head) {
      case 'rom':
        header('rom');
        arity(1, 2, 'rom NAME [VARIANT]');
        if (r.rom !== null) fail('`rom` given twice');
        for (const w of rest) if (!NAME_RE.test(w)) fail(`bad name "${w}"`);
        r.rom = rest[0]!;
        r.variant = rest[1] ?? null;
        continue;
      case 'time':
        header('time');
        arity(1, 1, 'time HH:MM:SS');
        if (r.time !== null) fail('`time` given twice');
        try {
          r.time = parseTimeOfDay(rest[0]!);
        } catch (e) {
          fail((e as Error).message);
        }
        continue;
      case 'cycles': {
        header('cycles');
        arity(1, 1, 'cycles N');
        if (r.cycles !== null) fail('`cycles` given twice');
        try {
          r.cycles = parseCycles(rest[0]!);
        } catch (e) {
          fail((e as Error).message);
        }
        continue;
      }
      case 'end': {
        arity(1, 1, 'end MS');
        const at = timeOf(rest[0]!, lastAt, fail);
        const last = r.actions.reduce((t, a) => Math.max(t, a.at), 0);
        if (at < last) fail(`end ${at} ms is before the last action (${last} ms)`);
        r.end = at;
        sawEnd = true;
        continue;
      }
    }

    // An event: `at MS ACTION …` or `+MS ACTION …`.
    let at: number;
    let action: string[];
    if (head === 'at') {
      if (rest.length < 1) fail('expected `at MS ACTION`');
      at = timeOf(rest[0]!, lastAt, fail);
      action = rest.slice(1);
    } else if (head.startsWith('+')) {
      at = timeOf(head, lastAt, fail);
      action = rest;
    } else {
      fail(`unknown directive "${head}" (expected rom, time, cycles, at, +MS or end)`);
    }
    if (at! < lastAt) fail(`time ${at!} ms is before the previous event (${lastAt} ms): events must be in order`);
    lastAt = at!;
    sawEvent = true;
    verb = action![0];
    const args = action!.slice(1);
    if (verb === undefined) fail('expected an action after the time (press, release, tap, type, move, moveby, click, shot)');

    switch (verb) {
      case 'press':
      case 'release': {
        if (args.length !== 1) fail(`expected \`${verb} KEY\` or \`${verb} left|right|middle\``);
        if (isMouseButton(args[0]!)) {
          button(args[0], verb === 'press', at!);
          break;
        }
        const k = key(args[0]);
        if (verb === 'press') press(k, at!);
        else release(k, at!);
        break;
      }
      case 'tap': {
        if (args.length < 1 || args.length > 2) fail('expected `tap KEY [HOLD_MS]`');
        const k = key(args[0]);
        const hold = args[1] === undefined ? TAP_HOLD_MS : MS_RE.test(args[1]) ? Number(args[1]) : fail(`bad hold time "${args[1]}"`);
        press(k, at!);
        release(k, at! + hold);
        break;
      }
      case 'type': {
        if (args.length !== 1) fail('expected `type "TEXT"`');
        const text = args[0]!;
        if (text.length === 0) fail('nothing to type');
        [...text].forEach((ch, i) => {
          const kc = keyForChar(ch);
          if (!kc) fail(`cannot type ${JSON.stringify(ch)} (printable US-keyboard characters only)`);
          const t0 = at! + i * TYPE_PERIOD_MS;
          if (kc!.shift) press('LShift', t0);
          press(kc!.key, t0);
          release(kc!.key, t0 + TAP_HOLD_MS);
          if (kc!.shift) release('LShift', t0 + TAP_HOLD_MS);
        });
        break;
      }
      case 'click': {
        if (args.length < 1 || args.length > 2) fail('expected `click left|right|middle [HOLD_MS]`');
        if (!isMouseButton(args[0]!)) fail(`unknown mouse button "${args[0]}" (left, right or middle)`);
        const hold = args[1] === undefined ? TAP_HOLD_MS : MS_RE.test(args[1]) ? Number(args[1]) : fail(`bad hold time "${args[1]}"`);
        button(args[0] as MouseButton, true, at!);
        button(args[0] as MouseButton, false, at! + hold);
        break;
      }
      case 'move':
      case 'moveby': {
        if (args.length !== 2) fail(`expected \`${verb} ${verb === 'move' ? 'X Y' : 'DX DY'}\``);
        const abs = verb === 'move';
        const x = abs ? int(args[0], 0, SCREEN_W - 1, 'X') : int(args[0], -MOVEBY_MAX, MOVEBY_MAX, 'DX');
        const y = abs ? int(args[1], 0, SCREEN_H - 1, 'Y') : int(args[1], -MOVEBY_MAX, MOVEBY_MAX, 'DY');
        push({ at: at!, kind: verb, x, y, line: n });
        break;
      }
      case 'shot': {
        if (args.length !== 1) fail('expected `shot NAME`');
        const name = args[0]!;
        if (!NAME_RE.test(name)) fail(`bad shot name "${name}" (letters, digits, _ . -)`);
        if (shots.has(name)) fail(`shot "${name}" given twice`);
        shots.add(name);
        push({ at: at!, kind: 'shot', name, line: n });
        break;
      }
      default:
        fail(`unknown action "${verb}" (expected press, release, tap, type, move, moveby, click or shot)`);
    }
  }
  // tap/type releases land later than their line: merge them in, ties in file order.
  r.actions = r.actions.map((a, i) => ({ a, i })).sort((p, q) => p.a.at - q.a.at || p.i - q.i).map((p) => p.a);
  // Presses and releases must alternate per key and per mouse button, in time order (a tap's or
  // click's release counts at its time).
  const held = new Map<string, number>(); // key or button → line that pressed it
  for (const a of r.actions) {
    if (a.kind === 'shot' || isMotion(a)) continue;
    const what = isKeyEvent(a) ? a.key : `mouse ${a.button}`;
    const down = a.kind === 'press' || a.kind === 'down';
    if (down && held.has(what)) {
      throw new Error(`${source}:${a.line}: ${what} pressed at ${a.at} ms while still held (pressed on line ${held.get(what)})`);
    }
    if (!down && !held.has(what)) throw new Error(`${source}:${a.line}: ${what} released at ${a.at} ms but not held`);
    if (down) held.set(what, a.line);
    else held.delete(what);
  }
  if (r.end !== null) {
    const late = r.actions.find((a) => a.at > r.end!);
    if (late) throw new Error(`${source}:${late.line}: action at ${late.at} ms is after end (${r.end} ms)`);
  }
  return r;
}

/** `1500` (absolute) or `+100` (after the previous event). */
function timeOf(word: string, lastAt: number, fail: (msg: string) => never): number {
  const rel = word.startsWith('+');
  const digits = rel ? word.slice(1) : word;
  if (!MS_RE.test(digits)) fail(`bad time "${word}" (whole milliseconds, e.g. 1500 or +100)`);
  return rel ? lastAt + Number(digits) : Number(digits);
}

/** Split a line into words; "double quotes" group (with \" and \\), an unquoted # starts a comment. */
function tokenize(line: string, fail: (msg: string) => never): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      i++;
    } else if (c === '#') {
      break;
    } else if (c === '"') {
      let w = '';
      i++;
      for (;;) {
        if (i >= line.length) fail('unterminated "string"');
        const d = line[i++]!;
        if (d === '"') break;
        if (d === '\\') {
          const e = line[i++];
          if (e !== '"' && e !== '\\') fail('in a "string", \\ may only escape " or \\');
          w += e;
        } else w += d;
      }
      words.push(w);
    } else {
      let w = '';
      while (i < line.length && !' \t"#'.includes(line[i]!)) w += line[i++];
      words.push(w);
    }
  }
  return words;
}

/** What a recorder hands the writer: the header fields and the actions (no line numbers needed). */
export interface ReplayToWrite {
  rom?: string | null;
  variant?: string | null;
  time?: TimeOfDay | null;
  cycles?: number | null;
  actions: readonly ReplayEvent[];
  end?: number | null;
  /** Comment lines written at the top (without '#'). */
  comments?: readonly string[];
}

/**
 * Write a replay in the canonical form: header lines, then one `at MS press|release|move|moveby|shot …`
 * line per action (a mouse button is `press left`). Times must be whole, non-decreasing milliseconds (a recorder rounds them).
 * `parseReplay(writeReplay(x))` gives back the same header and actions (test/unit/replay.test.ts).
 * It refuses whatever the parser would, checking its input rather than parsing its output, so
 * the player that records replays need not carry the parser.
 */
export function writeReplay(r: ReplayToWrite): string {
  const bad = (msg: string): never => {
    throw new Error(`writeReplay: ${msg}`);
  };
  const out: string[] = [];
  for (const c of r.comments ?? []) {
    if (/[\r\n]/.test(c)) bad(`a comment must be one line: ${JSON.stringify(c)}`);
    out.push(`# ${c}`.trimEnd());
  }
  for (const w of [r.rom, r.variant]) if (w && !NAME_RE.test(w)) bad(`bad name "${w}"`);
  if (r.rom) out.push(`rom ${r.rom}${r.variant ? ` ${r.variant}` : ''}`);
  else if (r.variant) bad('a variant needs a rom');
  if (r.time) {
    const t = r.time;
    const hh = (v: number) => String(v).padStart(2, '0');
    out.push(`time ${hh(t.hour)}:${hh(t.min)}:${hh(t.sec)}${t.hund ? `.${hh(t.hund)}` : ''}`);
  }
  if (r.cycles != null) {
    if (!(Number.isInteger(r.cycles) && r.cycles >= CYCLES_MIN && r.cycles <= CYCLES_MAX)) bad(`cycles ${r.cycles} is not an integer in ${CYCLES_MIN}..${CYCLES_MAX}`);
    out.push(`cycles ${r.cycles}`);
  }
  let last = 0;
  const held = new Set<string>();
  const shots = new Set<string>();
  for (const a of r.actions) {
    if (!Number.isInteger(a.at) || a.at < last) bad(`action time ${a.at} is not a whole number of ms at or after ${last}`);
    last = a.at;
    if (a.kind === 'shot') {
      if (!NAME_RE.test(a.name) || shots.has(a.name)) bad(`bad or repeated shot name "${a.name}"`);
      shots.add(a.name);
      out.push(`at ${a.at} shot ${a.name}`);
      continue;
    }
    if (isMotion(a)) {
      const lim = a.kind === 'move' ? [0, SCREEN_W - 1, 0, SCREEN_H - 1] : [-MOVEBY_MAX, MOVEBY_MAX, -MOVEBY_MAX, MOVEBY_MAX];
      if (!(Number.isInteger(a.x) && Number.isInteger(a.y) && a.x >= lim[0]! && a.x <= lim[1]! && a.y >= lim[2]! && a.y <= lim[3]!)) bad(`${a.kind} ${a.x} ${a.y} out of range at ${a.at} ms`);
      out.push(`at ${a.at} ${a.kind} ${a.x} ${a.y}`);
      continue;
    }
    const isKey = isKeyEvent(a);
    const name = isKeyEvent(a) ? a.key : a.button;
    const down = a.kind === 'press' || a.kind === 'down';
    if (isKey ? !isKeyName(name) : !isMouseButton(name)) bad(`unknown ${isKey ? 'key' : 'mouse button'} "${name}"`);
    const id = isKey ? name : `mouse ${name}`;
    if (held.has(id) === down) bad(`${id} ${down ? 'pressed while held' : 'released but not held'} at ${a.at} ms`);
    if (down) held.add(id);
    else held.delete(id);
    out.push(`at ${a.at} ${down ? 'press' : 'release'} ${name}`);
  }
  if (r.end != null) {
    if (!Number.isInteger(r.end) || r.end < last) bad(`end ${r.end} is not a whole number of ms at or after the last action (${last})`);
    out.push(`end ${r.end}`);
  }
  return out.join('\n') + '\n';
}
