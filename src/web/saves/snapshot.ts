/**
 * Save states. The machine is deterministic and its program is a generator (not serialisable),
 * so a snapshot is what decides every frame: the power-on (ROM, variant, time of day, cycles), the
 * C: drive as it was at power-on, every input at its virtual millisecond (a replay, docs/REPLAY.md),
 * every speed change, and the moment saved. Restoring re-runs all of it in virtual time at full
 * speed and then checks the screen against the hash saved with it, pixel for pixel: a snapshot
 * either comes back exactly or is refused with the reason.
 *
 * The file (`.m12h`) is JSON; its `replay` is a replay file as the headless runner reads it
 * (`mode12h run ROM --replay`), ending with a `shot end` at the saved moment.
 */
import type { TimeOfDay } from '../../../runtime/bios/timer.ts';
import { CYCLES_MAX, CYCLES_MIN } from '../../../runtime/hw/cpu.ts';
import { isDosName, type DosFile } from '../../../runtime/dos/drive.ts';
import { isKeyEvent, isMotion, parseReplay, replayEnd, writeReplay, type Replay, type ReplayEvent } from '../../shared/replay.ts';
import { crc32 } from '../../shared/zip.ts';
import { captureMoment, type Moment, type ScreenCopy } from './moment.ts';
import type { SessionLike } from './session-like.ts';

export const SNAPSHOT_FORMAT = 'mode12h-snapshot';
export const SNAPSHOT_VERSION = 1;
export const SNAPSHOT_EXTENSION = 'm12h';

/** A drive file in a snapshot (bytes in base64). */
export interface SnapshotFile {
  name: string;
  attr: number;
  date: number;
  time: number;
  data: string;
}

/** The screen at the saved moment: its size and a hash of what it shows. */
export interface SnapshotScreen {
  width: number;
  height: number;
  hash: string;
}

/** A save state as stored and shared (JSON). */
export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  /** The wall-clock time it was saved (ISO 8601): for lists, never for the machine. */
  savedAt: string;
  /** Power-on, inputs and the end (the saved moment), as a replay file. */
  replay: string;
  /** Speed changes after power-on: [ms since power-on (may be fractional), cycles]. */
  speeds: [number, number][];
  /** The C: drive at power-on. */
  disk: SnapshotFile[];
  screen: SnapshotScreen;
}

/** How a restore gets a fresh machine: the ROM of `power`, powered on with `disk` as its C: drive. */
export type NewSession<S extends SessionLike> = (power: { rom: string; variant: string | undefined; cycles: number; timeOfDay: TimeOfDay }, disk: readonly DosFile[]) => S;

/**
 * A hash of the screen as shown: size, palette and every pixel's colour index. Two independent
 * 32-bit checks (CRC-32 and FNV-1a) side by side: a check against accidents, not an adversary.
 */
export function screenHash(vga: ScreenCopy): string {
  const head = new Uint8Array([vga.width & 0xff, vga.width >> 8, vga.height & 0xff, vga.height >> 8, ...vga.palette]);
  const bytes = new Uint8Array(head.length + vga.visual.length);
  bytes.set(head);
  bytes.set(vga.visual, head.length);
  let fnv = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) fnv = Math.imul(fnv ^ bytes[i]!, 0x01000193);
  const hex = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(crc32(bytes))}${hex(fnv)}`;
}

/**
 * The snapshot of `session` now. The session must be at a whole millisecond (a replay's
 * resolution: the host runs it to the next one first, less than 1 ms on); `bootDisk` is the drive
 * as it was when the session powered on.
 */
export function takeSnapshot(session: SessionLike, bootDisk: readonly DosFile[], savedAt = new Date()): Snapshot {
  return snapshotOf(captureMoment(session, bootDisk), savedAt);
}

/** The snapshot of a captured moment (moment.ts), however far its session has run since. */
export function snapshotOf(moment: Moment, savedAt = new Date()): Snapshot {
  const { session, endMs: end } = moment;
  const { power } = session;
  const actions: ReplayEvent[] = session.log.slice(0, moment.logLength).map((e) => {
    if ('key' in e) return { at: e.ms, kind: e.type === 'down' ? 'press' : 'release', key: e.key };
    if ('button' in e) return { at: e.ms, kind: e.type === 'mousedown' ? 'down' : 'up', button: e.button };
    return { at: e.ms, kind: e.type, x: e.x, y: e.y };
  });
  const replay = writeReplay({
    comments: [`save state of ${power.rom.name}, ${savedAt.toISOString()}`],
    rom: power.rom.name,
    variant: power.variant ?? null,
    time: power.timeOfDay,
    cycles: power.cycles,
    actions: [...actions, { at: end, kind: 'shot', name: 'end' }],
    end,
  });
  const vga = moment.screen;
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    savedAt: savedAt.toISOString(),
    replay,
    speeds: session.speeds.slice(0, moment.speedsLength).map((s) => [s.ms, s.cycles]),
    disk: moment.bootDisk.map((f) => ({ name: f.name, attr: f.attr, date: f.date, time: f.time, data: toBase64(f.bytes) })),
    screen: { width: vga.width, height: vga.height, hash: screenHash(vga) },
  };
}

export function encodeSnapshot(s: Snapshot): string {
  return `${JSON.stringify(s, null, 1)}\n`;
}

/** A snapshot read back and checked: its replay parsed, its drive decoded. */
export interface ReadSnapshot {
  snapshot: Snapshot;
  replay: Replay;
  rom: string;
  disk: DosFile[];
  /** Where the saved moment is (virtual ms since power-on). */
  endMs: number;
}

/**
 * Read a `.m12h` file's text. Anything malformed is an Error that starts with `source:` and says
 * what is wrong (the replay's own errors name its line: `source: replay:12: …`).
 */
export function readSnapshot(text: string, source: string): ReadSnapshot {
  const fail = (msg: string): never => {
    throw new Error(`${source}: ${msg}`);
  };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail(`not a save state (not JSON: ${(e as Error).message})`);
  }
  const s = json as Partial<Snapshot> | null;
  if (!s || typeof s !== 'object' || s.format !== SNAPSHOT_FORMAT) return fail(`not a save state (no "format": "${SNAPSHOT_FORMAT}")`);
  if (s.version !== SNAPSHOT_VERSION) return fail(`save state version ${JSON.stringify(s.version)}; this player reads version ${SNAPSHOT_VERSION}`);
  if (typeof s.savedAt !== 'string' || Number.isNaN(Date.parse(s.savedAt))) return fail('"savedAt" is not a date');
  if (typeof s.replay !== 'string') return fail('"replay" is missing');
  let replay: Replay;
  try {
    replay = parseReplay(s.replay, 'replay');
  } catch (e) {
    return fail((e as Error).message);
  }
  if (!replay.rom) return fail('the replay names no ROM');
  if (!replay.time) return fail('the replay has no time of day');
  if (replay.cycles === null) return fail('the replay has no `cycles`');
  const endMs = replayEnd(replay);
  const last = replay.actions[replay.actions.length - 1];
  if (replay.end === null || last?.kind !== 'shot' || last.at !== endMs) return fail('the replay does not end with its `shot` at `end`');
  const speeds = s.speeds;
  if (!Array.isArray(speeds)) return fail('"speeds" is not a list');
  let prev = 0;
  speeds.forEach((sp, i) => {
    const ok = Array.isArray(sp) && sp.length === 2 && Number.isFinite(sp[0]) && sp[0] >= prev && sp[0] <= endMs && Number.isInteger(sp[1]) && sp[1] >= CYCLES_MIN && sp[1] <= CYCLES_MAX;
    if (!ok) fail(`speeds[${i}] is not [ms (in order, up to ${endMs}), cycles (${CYCLES_MIN}..${CYCLES_MAX})]: ${JSON.stringify(sp)}`);
    prev = sp[0];
  });
  if (!Array.isArray(s.disk)) return fail('"disk" is not a list');
  const disk = s.disk.map((f, i): DosFile => {
    const ok = f && typeof f.name === 'string' && isDosName(f.name) && typeof f.data === 'string' && [f.attr, f.date, f.time].every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffff);
    if (!ok) fail(`disk[${i}] is not a DOS file (8.3 name, attr, date, time, base64 data)`);
    let bytes: Uint8Array;
    try {
      bytes = fromBase64(f.data);
    } catch {
      return fail(`disk[${i}] (${f.name}): its data is not base64`);
    }
    return { name: f.name, attr: f.attr, date: f.date, time: f.time, bytes };
  });
  const sc = s.screen;
  if (!sc || !Number.isInteger(sc.width) || !Number.isInteger(sc.height) || typeof sc.hash !== 'string' || !/^[0-9a-f]{16}$/.test(sc.hash)) {
    return fail('"screen" is not { width, height, hash (16 hex digits) }');
  }
  return { snapshot: s as Snapshot, replay, rom: replay.rom, disk, endMs };
}

/**
 * Play a snapshot on a fresh session (`newSession`), in virtual time at full speed, and check
 * the screen it ends on. Returns the session at the saved moment; throws an Error naming
 * `source` when the program crashes on the way or the screen differs from the saved one (a
 * different build of the machine or the ROM). The session's log and speeds are the snapshot's
 * again, so it can be saved once more.
 */
export function restoreSnapshot<S extends SessionLike>(read: ReadSnapshot, newSession: NewSession<S>, source: string): S {
  const { replay, snapshot } = read;
  const session = newSession({ rom: read.rom, variant: replay.variant ?? undefined, cycles: replay.cycles!, timeOfDay: replay.time! }, read.disk);
  playInputs(session, replay, snapshot.speeds, read.endMs);
  const { machine } = session;
  if (machine.state === 'crashed') throw new Error(`${source}: the program crashed while it was restored (${machine.crash?.message ?? 'no reason given'})`);
  const want = snapshot.screen;
  const got = { width: machine.vga.width, height: machine.vga.height, hash: screenHash(machine.vga) };
  if (got.hash !== want.hash || got.width !== want.width || got.height !== want.height) {
    throw new Error(`${source}: the restored screen differs from the saved one (${got.width}×${got.height} ${got.hash}, saved ${want.width}×${want.height} ${want.hash}): it was saved by another version of the machine or the program`);
  }
  return session;
}

/**
 * Hand a freshly powered-on session a replay's inputs and the speed changes, each at its time,
 * through the session's own doors (so its log and speeds are rebuilt), and run it to `endMs`.
 */
export function playInputs(session: SessionLike, replay: Replay, speeds: readonly (readonly [number, number])[], endMs: number): void {
  session.boot();
  let k = 0;
  const speedsUpTo = (ms: number): void => {
    for (; k < speeds.length && speeds[k]![0] <= ms; k++) {
      session.runTo(speeds[k]![0]);
      session.setCycles(speeds[k]![1]);
    }
  };
  for (const a of replay.actions) {
    if (a.kind === 'shot') continue;
    speedsUpTo(a.at);
    session.runTo(a.at);
    if (isKeyEvent(a)) (a.kind === 'press' ? session.press(a.key) : session.release(a.key));
    else if (isMotion(a)) (a.kind === 'move' ? session.mouseMove(a.x, a.y) : session.mouseMoveBy(a.x, a.y));
    else session.mouseButton(a.button, a.kind === 'down');
  }
  speedsUpTo(endMs);
  session.runTo(endMs);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}
