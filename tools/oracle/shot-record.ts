/**
 * A compact record of the capture harness' oracle shots (docs/CORPUS.md, "Restoring the
 * corpus"): per program what the real TC 2.0 showed, not the screens themselves — each shot's
 * hook, mode, size and a hash of its bytes (the colour indices of a graphics mode, a text mode's
 * 4 000 bytes, mode 13h's pixels and DAC: what harness.ts compares) — and what the comparison
 * needs besides (the status, when it ran, TCC's .EXE and .OBJ sizes, the log's length). The
 * corpus' programs cannot be committed; what they draw can, and this is small enough to commit
 * for thousands of shots (docs/corpus-shots.json.gz). `harness DIR --out OUT --compare-only
 * --record FILE` compares mode12h's shots with the record for the programs whose captures OUT
 * lacks: a shot whose hash differs is one to recapture (no picture of the oracle's to show).
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { OracleResult } from './dosbox.ts';
import { HARNESS_SHOTS, parseShots, shotHash, type HarnessShot } from './harness.ts';

/** One program's oracle run as recorded: [hook, mode, size, hash] a shot. */
export interface ProgramRecord {
  status: OracleResult['status'];
  when?: number;
  exe?: number;
  obj?: number;
  /** TCC's log as the folder held it: its length (a DIR lists it), its lines of TCC's messages. */
  logSize: number;
  messages: string[];
  shots: [string, number, number, string][];
}

/**
 * TCC's and TLINK's messages, without Borland's banners (not ours to commit): the lines that name
 * the program's file (errors, warnings) and TLINK's undefined symbols.
 */
const messagesOf = (log: string): string[] => log.split(/\r?\n/).filter((l) => /^(?:Error|Fatal|Warning)\b|^Undefined symbol/.test(l));

export function recordOf(o: OracleResult): ProgramRecord {
  const shots = parseShots(o.files.get(HARNESS_SHOTS) ?? new Uint8Array(0), true);
  return {
    status: o.status,
    ...(o.when !== undefined ? { when: Math.round(o.when) } : {}),
    ...(o.sizes ? { exe: o.sizes.exe, obj: o.sizes.obj } : {}),
    logSize: o.log.length,
    messages: messagesOf(o.log),
    shots: shots.map((s) => [s.hook, s.mode | (s.graphics ? 0x100 : 0), s.screen?.length ?? 0, s.screen ? shotHash(s.screen) : '']),
  };
}

/** The record file: program name → its record (gzipped JSON). */
export function readRecord(file: string): Map<string, ProgramRecord> {
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Record<string, ProgramRecord>));
}

export function writeRecord(file: string, record: Map<string, ProgramRecord>): void {
  const sorted = [...record].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // a program a line: a diff of two records reads program by program
  const text = `{\n${sorted.map(([name, r]) => `${JSON.stringify(name)}:${JSON.stringify(r)}`).join(',\n')}\n}\n`;
  writeFileSync(file, gzipSync(text, { level: 9 }));
}

/**
 * The oracle result a record stands for: its log the messages padded to the log's length (the
 * folder's .LOG as long as TCC's), no files; the shots in `recorded`.
 */
export function recordedOracle(name: string, r: ProgramRecord): OracleResult & { recorded: HarnessShot[] } {
  const text = r.messages.map((l) => `${l}\r\n`).join('');
  const log = text.length >= r.logSize ? text : text + ' '.repeat(r.logSize - text.length);
  return {
    name,
    status: r.status,
    log,
    files: new Map(),
    ...(r.when !== undefined ? { when: r.when } : {}),
    ...(r.exe !== undefined ? { sizes: { exe: r.exe, obj: r.obj ?? 0 } } : {}),
    recorded: r.shots.map(([hook, mode, , hash]) => ({ hook, mode: mode & 0xff, graphics: (mode & 0x100) !== 0, screen: null, hash })),
  };
}
