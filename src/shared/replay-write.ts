/**
 * Write a replay in the canonical form: header lines, then one `at MS press|release|move|moveby|cycles|shot …`
 * line per action (a mouse button is `press left`). Hosts that record (the player) use it.
 *
 * It writes only what the parser reads back — `parseReplay(writeReplay(x))` gives the same header
 * and actions (test/unit/replay-roundtrip.test.ts tries it on generated replays, edge values
 * included) — and refuses the rest with an Error naming the value. It checks its input against
 * the rules of replay-grammar.ts rather than parsing its output, so the player that records
 * replays need not carry the parser.
 */
import { validateTimeOfDay, type TimeOfDay } from '../../runtime/bios/timer.ts';
import { CYCLES_MAX, CYCLES_MIN } from '../../runtime/hw/cpu.ts';
import { isDosDate, type DosDate } from '../../runtime/dos/calendar.ts';
import { isMouseButton } from '../../runtime/hw/mouse.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { isKeyName } from '../../runtime/scancodes.ts';
import { quote } from '../../runtime/quote.ts';
import { isName, isReplayMs, MOVEBY_MAX, nameRule, REPLAY_MS_MAX, timeText } from './replay-grammar.ts';
import { isKeyEvent, isMotion, type ReplayEvent } from './replay-event.ts';

/** What a recorder hands the writer: the header fields and the actions (no line numbers needed). */
export interface ReplayToWrite {
  rom?: string | null;
  variant?: string | null;
  time?: TimeOfDay | null;
  /** The date at power-on (`date` line); null or absent: the default. */
  date?: DosDate | null;
  cycles?: number | null;
  /** Times: whole ms, in order, 0..REPLAY_MS_MAX (a recorder rounds them); a `cycles` change may fall between. */
  actions: readonly ReplayEvent[];
  end?: number | null;
  /** Comment lines written at the top (without '#'). */
  comments?: readonly string[];
}

export function writeReplay(r: ReplayToWrite): string {
  const bad = (msg: string): never => {
    throw new Error(`writeReplay: ${msg}`);
  };
  /** A number as a message shows it (a String(1e21) would look like a time the file could hold). */
  const show = (v: unknown): string => (typeof v === 'string' ? quote(v) : typeof v === 'number' ? String(v) : typeof v);
  const out: string[] = [];
  for (const c of r.comments ?? []) {
    if (typeof c !== 'string' || /[\r\n]/.test(c)) bad(`a comment must be one line of text, got ${show(c)}`);
    out.push(`# ${c}`.trimEnd());
  }
  for (const w of [r.rom, r.variant]) if (w != null && w !== '' && !(typeof w === 'string' && isName(w))) bad(`bad name ${show(w)}${typeof w === 'string' ? ` (${nameRule(w)})` : ''}`);
  if (r.rom) out.push(`rom ${r.rom}${r.variant ? ` ${r.variant}` : ''}`);
  else if (r.variant) bad('a variant needs a rom');
  if (r.time) {
    const t = r.time;
    try {
      validateTimeOfDay(t);
    } catch (e) {
      bad((e as Error).message);
    }
    const hh = (v: number) => String(v).padStart(2, '0');
    out.push(`time ${hh(t.hour)}:${hh(t.min)}:${hh(t.sec)}${t.hund ? `.${hh(t.hund)}` : ''}`);
  }
  if (r.date) {
    const d = r.date;
    if (!isDosDate(d)) bad(`date ${show(JSON.stringify(d))} is not a DOS date, 1980-01-01 to 2099-12-31`);
    out.push(`date ${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`);
  }
  if (r.cycles != null) {
    if (!(Number.isInteger(r.cycles) && r.cycles >= CYCLES_MIN && r.cycles <= CYCLES_MAX)) bad(`cycles ${show(r.cycles)} is not an integer in ${CYCLES_MIN}..${CYCLES_MAX}`);
    out.push(`cycles ${r.cycles}`);
  }
  let last = 0;
  // Index loop, and a map that is never shrunk (false: up): no garbage per action beyond its line.
  const held = new Map<string, boolean>();
  const shots = new Set<string>();
  const actions = r.actions;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (a.kind === 'cycles') {
      const at = typeof a.at === 'number' && a.at >= last ? timeText(a.at) : null;
      if (at === null) bad(`speed change time ${show(a.at)} is not a number of ms in ${last}..${REPLAY_MS_MAX} (written without an exponent)`);
      if (!(Number.isInteger(a.cycles) && a.cycles >= CYCLES_MIN && a.cycles <= CYCLES_MAX)) bad(`cycles ${show(a.cycles)} at ${show(a.at)} ms is not an integer in ${CYCLES_MIN}..${CYCLES_MAX}`);
      last = a.at;
      out.push(`at ${at!} cycles ${a.cycles}`);
      continue;
    }
    if (!isReplayMs(a.at) || a.at < last) bad(`action time ${show(a.at)} is not a whole number of ms in ${last}..${REPLAY_MS_MAX}`);
    last = a.at;
    if (a.kind === 'shot') {
      if (typeof a.name !== 'string' || !isName(a.name)) bad(`bad shot name ${show(a.name)}${typeof a.name === 'string' ? ` (${nameRule(a.name)})` : ''}`);
      if (shots.has(a.name)) bad(`shot ${quote(a.name)} given twice`);
      shots.add(a.name);
      out.push(`at ${a.at} shot ${a.name}`);
      continue;
    }
    if (isMotion(a)) {
      const lim = a.kind === 'move' ? [0, SCREEN_W - 1, 0, SCREEN_H - 1] : [-MOVEBY_MAX, MOVEBY_MAX, -MOVEBY_MAX, MOVEBY_MAX];
      if (!(Number.isInteger(a.x) && Number.isInteger(a.y) && a.x >= lim[0]! && a.x <= lim[1]! && a.y >= lim[2]! && a.y <= lim[3]!)) bad(`${a.kind} ${show(a.x)} ${show(a.y)} out of range at ${a.at} ms`);
      // -0 is written "0" (String(-0)), which reads back as +0: the same motion.
      out.push(`at ${a.at} ${a.kind} ${a.x} ${a.y}`);
      continue;
    }
    const isKey = isKeyEvent(a);
    if (!isKey && a.kind !== 'down' && a.kind !== 'up') bad(`unknown action kind ${show((a as { kind: unknown }).kind)} at ${a.at} ms`);
    const name: unknown = isKey ? a.key : a.button;
    if (typeof name !== 'string' || (isKey ? !isKeyName(name) : !isMouseButton(name))) bad(`unknown ${isKey ? 'key' : 'mouse button'} ${show(name)}`);
    const id = isKey ? (name as string) : `mouse ${name as string}`;
    const down = a.kind === 'press' || a.kind === 'down';
    if ((held.get(id) ?? false) === down) bad(`${id} ${down ? 'pressed while held' : 'released but not held'} at ${a.at} ms`);
    held.set(id, down);
    out.push(`at ${a.at} ${down ? 'press' : 'release'} ${name as string}`);
  }
  if (r.end != null) {
    if (!isReplayMs(r.end) || r.end < last) bad(`end ${show(r.end)} is not a whole number of ms in ${last}..${REPLAY_MS_MAX} (at or after the last action)`);
    out.push(`end ${r.end}`);
  }
  return out.join('\n') + '\n';
}
