/**
 * The heart of `mode12h check`: play replays and compare every shot, exactly (colour indices), with
 * its golden image GOLDEN/<replay>-<shot>.png. No output of its own: the CLI (check.ts) prints
 * and writes reports, and the project's golden test (test/e2e/golden.test.ts) calls the same code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { makeFolder, OutputError, osReason, writeFileAtomic } from './output.ts';
import { basename, dirname, join } from 'node:path';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { diffFrames, type FrameDiff } from '../shared/frame-diff.ts';
import { encodeIndexedPng } from '../shared/png.ts';
import { decodeIndexedPng, type IndexedImage } from '../shared/png-read.ts';
import { parseReplay, type Replay } from '../shared/replay.ts';
import { quote } from '../../runtime/quote.ts';
import { runReplay, type Frame } from '../shared/session.ts';
import { isCProgram, loadCProgram } from './c-program.ts';
import type { CProgram } from '../../cc/program.ts';

/** A replay file to check; `name` (its file name without `.replay`) prefixes its goldens. */
export interface ReplayEntry {
  name: string;
  path: string;
}

export interface CheckOptions {
  /** The folder of golden images. */
  golden: string;
  /**
   * The ROM to run when a replay names none; or a C program (PROGRAM.C), compiled once, which plays
   * every replay in place of the ROM it names (the port's goldens checked against the original).
   */
  rom?: string;
  /** Only these shots (REPLAY:SHOT) or whole replays (REPLAY). */
  only?: readonly OnlySpec[];
  /** Write the golden of every missing or changed shot. */
  update?: boolean;
}

export interface OnlySpec {
  replay: string;
  /** null: every shot of the replay. */
  shot: string | null;
}

/**
 * pass: equal to its golden. fail: differs (pixels or size) or its golden cannot be read.
 * missing: no golden. error: the replay could not be read or crashed. created / updated: --update
 * wrote the golden (it was missing / it differed).
 */
export type ShotStatus = 'pass' | 'fail' | 'missing' | 'error' | 'created' | 'updated';

export interface ShotResult {
  replay: string;
  /** The replay file, as given. */
  replayPath: string;
  /** The shot's name ('' for an error that belongs to the replay as a whole). */
  shot: string;
  /** The replay line that takes the shot (or names the error); 0 when unknown. */
  line: number;
  /** Virtual time of the shot (ms); -1 when it was not taken. */
  atMs: number;
  status: ShotStatus;
  /** The golden image's path. */
  golden: string;
  /** What went wrong (or what --update did), for people. */
  message: string;
  /** The shot as a PNG (as the golden would be written); null when it was not taken. */
  actualPng: Uint8Array | null;
  /** For a pixel difference: the two frames and the diff. */
  actual?: Frame;
  expected?: IndexedImage;
  diff?: FrameDiff;
}

export interface ReplayResult {
  replay: string;
  replayPath: string;
  shots: ShotResult[];
  /** Wall time spent playing and comparing (ms). */
  wallMs: number;
}

/** Failing statuses (a golden written by --update is not a failure). */
export const isFailure = (s: ShotStatus): boolean => s === 'fail' || s === 'missing' || s === 'error';

/** The golden image of a replay's shot. */
export const goldenPath = (golden: string, replay: string, shot: string): string => join(golden, `${replay}-${shot}.png`);

/**
 * The replays named on the command line: files as they are, folders for the `*.replay` files in
 * them (sorted). Two replays of one name would share goldens: an error.
 */
export function findReplays(inputs: readonly string[]): ReplayEntry[] {
  const out: ReplayEntry[] = [];
  for (const input of inputs) {
    let isDir: boolean;
    try {
      isDir = statSync(input).isDirectory();
    } catch {
      throw new Error(`no such replay or folder: ${input}`);
    }
    const files = isDir
      ? readdirSync(input).filter((f) => f.endsWith('.replay')).sort().map((f) => join(input, f))
      : [input];
    if (isDir && files.length === 0) throw new Error(`${input}: no *.replay files in this folder`);
    for (const path of files) {
      const name = basename(path).replace(/\.replay$/, '');
      const twin = out.find((e) => e.name === name);
      if (twin) throw new Error(`two replays named "${name}" (${twin.path} and ${path}) would share goldens`);
      out.push({ name, path });
    }
  }
  return out;
}

/** Parse `--only` values: `REPLAY:SHOT` or `REPLAY`. */
export function parseOnly(value: string): OnlySpec {
  const colon = value.lastIndexOf(':');
  const replay = colon < 0 ? value : value.slice(0, colon);
  const shot = colon < 0 ? null : value.slice(colon + 1);
  if (!replay || shot === '') throw new Error(`--only: REPLAY:SHOT or REPLAY, got ${quote(value)}`);
  return { replay, shot };
}

/** The replays --only keeps (all when it is empty); a name it gives that matches nothing is an error. */
export function selectReplays(entries: readonly ReplayEntry[], only: readonly OnlySpec[] | undefined): ReplayEntry[] {
  if (!only?.length) return [...entries];
  for (const o of only) {
    if (!entries.some((e) => e.name === o.replay)) throw new Error(`--only ${quote(o.replay + (o.shot ? ':' + o.shot : ''))}: no replay named ${quote(o.replay)} among those checked`);
  }
  return entries.filter((e) => only.some((o) => o.replay === e.name));
}

/** `source:LINE: …` at the start of an error message → LINE (0 when there is none). */
function lineOf(message: string, source: string): number {
  if (!message.startsWith(source + ':')) return 0;
  const m = /^:(\d+):/.exec(message.slice(source.length));
  return m ? Number(m[1]) : 0;
}

/** Play one replay and compare its shots (those --only keeps) with their goldens. */
export function checkReplay(entry: ReplayEntry, options: CheckOptions): ReplayResult {
  const started = performance.now();
  const base = { replay: entry.name, replayPath: entry.path };
  const done = (shots: ShotResult[]): ReplayResult => ({ ...base, shots, wallMs: performance.now() - started });
  const wholeReplayError = (message: string, line: number): ShotResult => ({
    ...base, shot: '', line, atMs: -1, status: 'error', golden: '', message, actualPng: null,
  });

  let replay: Replay;
  try {
    replay = parseReplay(readFileSync(entry.path, 'utf8'), entry.path);
  } catch (e) {
    const message = (e as Error).message;
    return done([wholeReplayError(message.startsWith(entry.path) ? message : `${entry.path}: ${message}`, lineOf(message, entry.path))]);
  }
  const only = options.only?.filter((o) => o.replay === entry.name) ?? [];
  const wanted = (shot: string): boolean => only.length === 0 || only.some((o) => o.shot === null || o.shot === shot);
  const shots = replay.actions.flatMap((a) => (a.kind === 'shot' && wanted(a.name) ? [{ name: a.name, line: a.line }] : []));
  for (const o of only) {
    if (o.shot !== null && !shots.some((s) => s.name === o.shot)) {
      return done([wholeReplayError(`${entry.path}: --only ${o.replay}:${o.shot}: the replay takes no shot "${o.shot}"`, 0)]);
    }
  }
  if (shots.length === 0) return done([wholeReplayError(`${entry.path}: the replay takes no shot (add \`at MS shot NAME\` lines)`, 0)]);

  let frames: Frame[];
  try {
    frames = runReplay(replay, romsFor(replay, options.rom)).frames;
  } catch (e) {
    const message = (e as Error).message;
    const line = lineOf(message, entry.path);
    return done(shots.map((s) => ({ ...base, shot: s.name, line: s.line || line, atMs: -1, status: 'error' as const, golden: goldenPath(options.golden, entry.name, s.name), message, actualPng: null })));
  }
  const byName = new Map(frames.map((f) => [f.name, f]));
  return done(shots.map((s) => compareShot(entry, s, byName.get(s.name)!, options)));
}

const compiled = new Map<string, CProgram>();

/** The session's ROM lookups: the built-in ROMs, or the C program `rom` names for every replay. */
function romsFor(replay: Replay, rom: string | undefined) {
  if (rom === undefined || !isCProgram(rom)) return { findRom, findSyncRom, ...(rom !== undefined && { rom }) };
  let p = compiled.get(rom);
  // what it prints is not a shot; the replays play on the synchronous engine (findSyncRom)
  if (!p) compiled.set(rom, (p = loadCProgram(rom, () => {}, { engines: ['sync'] })));
  const c = p;
  return { findRom: () => c.rom, findSyncRom: () => c.syncRom, rom: replay.rom ?? c.rom.name };
}

function compareShot(entry: ReplayEntry, shot: { name: string; line: number }, frame: Frame, options: CheckOptions): ShotResult {
  const golden = goldenPath(options.golden, entry.name, shot.name);
  const actualPng = encodeIndexedPng(frame.pixels, frame.width, frame.height, frame.palette);
  const result: ShotResult = {
    replay: entry.name, replayPath: entry.path, shot: shot.name, line: shot.line, atMs: frame.atMs,
    status: 'pass', golden, message: '', actualPng,
  };
  const fail = (status: ShotStatus, message: string): ShotResult => {
    if (!options.update) return Object.assign(result, { status, message });
    try {
      makeFolder(dirname(golden));
      writeFileAtomic(golden, actualPng);
    } catch (e) {
      // The shot is an error of its own (the golden is unchanged), the check goes on.
      return Object.assign(result, { status: 'error' as const, message: e instanceof OutputError ? e.message : `cannot write ${golden}: ${(e as Error).message}` });
    }
    return Object.assign(result, {
      status: status === 'missing' ? 'created' : 'updated',
      message: `${status === 'missing' ? 'wrote' : 'rewrote'} ${golden} (${message})`,
    });
  };
  if (!existsSync(golden)) return fail('missing', `no golden image ${golden}`);
  let goldenBytes: Uint8Array;
  try {
    goldenBytes = readFileSync(golden);
  } catch (e) {
    return fail('fail', `cannot read ${golden}: ${osReason(e)}`);
  }
  // Fast path: the encoder is deterministic, so an equal frame is an equal file.
  if (sameBytes(goldenBytes, actualPng)) return result;
  let expected: IndexedImage | null;
  try {
    expected = decodeIndexedPng(goldenBytes, golden);
  } catch (e) {
    return fail('fail', (e as Error).message);
  }
  if (!expected) return fail('fail', `${golden} is not an 8-bit palettised PNG (colour indices cannot be read)`);
  if (expected.width !== frame.width || expected.height !== frame.height) {
    return fail('fail', `the shot is ${frame.width}×${frame.height}, its golden ${expected.width}×${expected.height}`);
  }
  const diff = diffFrames(frame.pixels, expected.pixels, frame.width);
  if (diff.count === 0) return result; // same indices, another encoding (e.g. a capture's palette)
  Object.assign(result, { actual: frame, expected, diff });
  const b = diff.box!;
  return fail('fail', `${diff.count} pixel(s) differ within (${b.x0},${b.y0})-(${b.x1},${b.y1})`);
}

/** Byte-for-byte equality: the fast path of a shot that matches its golden. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A golden image no checked shot makes. */
export interface StaleGolden {
  path: string;
  /** The replay whose name prefixes it (the longest such), or null. */
  replay: ReplayEntry | null;
}

/**
 * Goldens in the folder that no shot makes: those a checked replay's name prefixes (`NAME-…png`,
 * the longest such name claims it), and — when `everyReplay` (whole folders were checked) — any
 * other PNG too. Stale files are reported, never deleted.
 */
export function staleGoldens(golden: string, entries: readonly ReplayEntry[], results: readonly ReplayResult[], everyReplay: boolean): StaleGolden[] {
  if (!existsSync(golden)) return [];
  const made = new Set<string>();
  for (const r of results) for (const s of r.shots) if (s.shot) made.add(`${r.replay}-${s.shot}.png`);
  // A replay that could not be played claims all its goldens (they are not known to be stale).
  const unplayed = new Set(results.filter((r) => r.shots.some((s) => s.status === 'error' && !s.shot)).map((r) => r.replay));
  const out: StaleGolden[] = [];
  for (const f of readdirSync(golden).filter((x) => x.endsWith('.png')).sort()) {
    if (made.has(f)) continue;
    let owner: ReplayEntry | null = null;
    for (const e of entries) if (f.startsWith(e.name + '-') && (!owner || e.name.length > owner.name.length)) owner = e;
    if (owner && unplayed.has(owner.name)) continue;
    // gameover-esc-at-start-game-over.png is gameover-esc-at-start's, not gameover-esc's, even
    // when only gameover-esc.replay was checked: a longer replay beside the owner claims it.
    if (owner && siblingReplays(owner).some((n) => n.length > owner.name.length && f.startsWith(n + '-'))) continue;
    if (owner || everyReplay) out.push({ path: join(golden, f), replay: owner });
  }
  return out;
}

/** The names of the replays in the folder of `entry`'s replay (none when it cannot be read). */
function siblingReplays(entry: ReplayEntry): string[] {
  try {
    return readdirSync(dirname(entry.path)).filter((f) => f.endsWith('.replay')).map((f) => f.slice(0, -'.replay'.length));
  } catch {
    return [];
  }
}
