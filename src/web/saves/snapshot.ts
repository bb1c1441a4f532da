/**
 * Save states. The machine is deterministic and its program is a generator (not serialisable),
 * so a snapshot is what decides every frame: the power-on (ROM, variant, time of day, cycles), the
 * C: drive as it was at power-on, every input — keys, mouse, speed changes — at its virtual
 * millisecond (a replay, docs/REPLAY.md), and the moment saved. Restoring re-runs all of it in
 * virtual time at full speed and then checks the screen against the hash saved with it, pixel for
 * pixel: a snapshot either comes back exactly or is refused with the reason.
 *
 * The file (`.m12h`) is JSON; its `replay` is a replay file as the headless runner reads it
 * (`mode12h run ROM --replay`), ending with a `shot end` at the saved moment. Version 1 kept the
 * speed changes beside it, in `speeds`; it is still read (readSnapshot), its speed changes becoming
 * the replay's `cycles` inputs at the moments they were made.
 */
import type { TimeOfDay } from '../../../runtime/bios/timer.ts';
import { CYCLES_MAX, CYCLES_MIN } from '../../../runtime/hw/cpu.ts';
import { isDosName, type DosFile } from '../../../runtime/dos/drive.ts';
import { parseReplay, replayEnd, type Replay, type ReplayEvent, type ReplayInput } from '../../shared/replay.ts';
import { crc32 } from '../../shared/zip.ts';
import { replayText } from '../recording.ts';
import { captureMoment, type Moment, type ScreenCopy } from './moment.ts';
import type { SessionLike } from './session-like.ts';

export const SNAPSHOT_FORMAT = 'mode12h-snapshot';
export const SNAPSHOT_VERSION = 2;
/** The first version: the player's speed changes in `speeds`, beside the replay (read, never written). */
const SNAPSHOT_VERSION_SPEEDS = 1;
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
  /** Power-on, inputs (speed changes included) and the end (the saved moment), as a replay file. */
  replay: string;
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
  const { session, endMs } = moment;
  const { power } = session;
  const replay = replayText(power, session.log.slice(0, moment.logLength), endMs, `save state of ${power.rom.name}, ${savedAt.toISOString()}`);
  const vga = moment.screen;
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    savedAt: savedAt.toISOString(),
    replay,
    disk: moment.bootDisk.map((f) => ({ name: f.name, attr: f.attr, date: f.date, time: f.time, data: toBase64(f.bytes) })),
    screen: { width: vga.width, height: vga.height, hash: screenHash(vga) },
  };
}

export function encodeSnapshot(s: Snapshot): string {
  return `${JSON.stringify(s, null, 1)}\n`;
}

/** A snapshot read back and checked: its replay parsed, its drive decoded. */
export interface ReadSnapshot {
  replay: Replay;
  /** The inputs to play, in time order: the replay's (a version 1 file's speed changes merged in). */
  inputs: ReplayInput[];
  screen: SnapshotScreen;
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
  const s = json as (Partial<Snapshot> & { speeds?: unknown }) | null;
  if (!s || typeof s !== 'object' || s.format !== SNAPSHOT_FORMAT) return fail(`not a save state (no "format": "${SNAPSHOT_FORMAT}")`);
  if (s.version !== SNAPSHOT_VERSION && s.version !== SNAPSHOT_VERSION_SPEEDS) {
    return fail(`save state version ${JSON.stringify(s.version)}; this player reads versions ${SNAPSHOT_VERSION_SPEEDS} and ${SNAPSHOT_VERSION}`);
  }
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
  const inputs: ReplayInput[] = [];
  for (const { line: _line, ...a } of replay.actions) if (a.kind !== 'shot') inputs.push(a);
  if (s.version === SNAPSHOT_VERSION_SPEEDS) mergeSpeeds(inputs, s.speeds, endMs, fail);
  else if ('speeds' in s) return fail('"speeds" belongs to version 1 (speed changes are in the replay since version 2)');
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
  return { replay, inputs, screen: { width: sc.width, height: sc.height, hash: sc.hash }, rom: replay.rom, disk, endMs };
}

/**
 * Version 1's `speeds` — [ms since power-on, cycles], in order, the ms fractional where the player
 * changed speed mid-frame — merged into `inputs` as `cycles` inputs. A change at the same ms as
 * an input comes first: version 1's restore made it so.
 */
function mergeSpeeds(inputs: ReplayInput[], speeds: unknown, endMs: number, fail: (msg: string) => never): void {
  if (!Array.isArray(speeds)) return fail('"speeds" is not a list');
  const changes: ReplayInput[] = [];
  let prev = 0;
  speeds.forEach((sp: unknown, i) => {
    const ok = Array.isArray(sp) && sp.length === 2 && typeof sp[0] === 'number' && sp[0] >= prev && sp[0] <= endMs && Number.isInteger(sp[1]) && sp[1] >= CYCLES_MIN && sp[1] <= CYCLES_MAX;
    if (!ok) fail(`speeds[${i}] is not [ms (in order, up to ${endMs}), cycles (${CYCLES_MIN}..${CYCLES_MAX})]: ${JSON.stringify(sp)}`);
    const [at, cycles] = sp as [number, number];
    changes.push({ at, kind: 'cycles', cycles });
    prev = at;
  });
  const merged: ReplayInput[] = [];
  let k = 0;
  for (const a of inputs) {
    while (k < changes.length && changes[k]!.at <= a.at) merged.push(changes[k++]!);
    merged.push(a);
  }
  merged.push(...changes.slice(k));
  inputs.splice(0, inputs.length, ...merged);
}

/**
 * Play a snapshot on a fresh session (`newSession`), in virtual time at full speed, and check
 * the screen it ends on. Returns the session at the saved moment; throws an Error naming
 * `source` when the program crashes on the way or the screen differs from the saved one (a
 * different build of the machine or the ROM). The session's log is the snapshot's inputs again,
 * so it can be saved once more.
 */
export function restoreSnapshot<S extends SessionLike>(read: ReadSnapshot, newSession: NewSession<S>, source: string): S {
  const { replay } = read;
  const session = newSession({ rom: read.rom, variant: replay.variant ?? undefined, cycles: replay.cycles!, timeOfDay: replay.time! }, read.disk);
  playInputs(session, read.inputs, read.endMs);
  const { machine } = session;
  if (machine.state === 'crashed') throw new Error(`${source}: the program crashed while it was restored (${machine.crash?.message ?? 'no reason given'})`);
  const want = read.screen;
  const got = { width: machine.vga.width, height: machine.vga.height, hash: screenHash(machine.vga) };
  if (got.hash !== want.hash || got.width !== want.width || got.height !== want.height) {
    throw new Error(`${source}: the restored screen differs from the saved one (${got.width}×${got.height} ${got.hash}, saved ${want.width}×${want.height} ${want.hash}): it was saved by another version of the machine or the program`);
  }
  return session;
}

/**
 * Power on `session` and hand it each input at its time (a screenshot is not one; a line number is
 * not kept), logged as it is, then run it to `endMs`.
 */
export function playInputs(session: SessionLike, inputs: readonly (ReplayEvent & { line?: number })[], endMs: number): void {
  session.boot();
  for (const { line: _line, ...e } of inputs) {
    if (e.kind === 'shot') continue;
    session.runTo(e.at); // there first: an input after the program ended is not one (as when it was played)
    session.input(e);
  }
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
