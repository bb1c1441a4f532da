/**
 * The committed facts of the generated programs (test/fixtures/oracle-gen/), and the check the
 * e2e test makes against them without DOSBox:
 *
 *   oracle.txt  per program what Turbo C 2.0 made of it: status, a hash per screen (screenHash),
 *               and its numbers file (OUT.TXT) line by line
 *   known.txt   the scenes where mode12h differs today: program, scene, screen|numbers, call, tags
 *   png/        the oracle's screens of a share of those scenes (the whole set is in the tool's OUT)
 *
 * Written by `node tools/oracle.mjs fixtures OUT`; known.txt alone is rewritten from a run of the
 * test by `node tools/test.mjs e2e oracle-gen --update`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_PALETTE_RGB, SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { Machine } from '../../runtime/machine.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import type { OracleResult } from './dosbox.ts';
import { generate, NUMBERS_FILE, programOf, romOf, SCENES, SHOTS_FILE, type GeneratorVersion, type Program } from './generate.ts';
import { programFiles, runOnMode12h, screenHash } from './mode12h.ts';
import { decodeShots } from './report.ts';

/**
 * Where the fixtures are: the checkout is the working directory (tests run bundled from .build/, as
 * test/support/frames.ts says) or MODE12H_ROOT (tools/oracle.mjs sets it).
 */
export const fixturesOf = (version: GeneratorVersion): string =>
  resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', version === 1 ? 'oracle-gen' : `oracle-gen-v${version}`);

/** What the oracle made of one generated program. */
export interface OracleFact {
  name: string;
  status: string;
  screens: string[];
  /** The numbers file's lines (CR LF cut). */
  numbers: string[];
}

/** A program's numbers, per scene (a scene's lines end with its `sN vp` line; init goes with scene 1). */
export function numbersByScene(lines: readonly string[]): string[] {
  const out = Array.from({ length: SCENES }, () => '');
  let scene = 0;
  for (const l of lines) {
    if (scene < SCENES) out[scene] += `${l}\n`;
    if (/^s\d+ vp /.test(l)) scene++;
  }
  return out;
}

/** The facts of one generator version's programs; `version` is the one oracle.txt says it is of. */
export function readOracleFacts(of: GeneratorVersion): { version: number; facts: OracleFact[] } {
  const file = join(fixturesOf(of), 'oracle.txt');
  if (!existsSync(file)) throw new Error(`${file} is missing: write it with \`node tools/oracle.mjs fixtures OUT\` (docs/ORACLE.md)`);
  const facts: OracleFact[] = [];
  let version = -1;
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (line === '' || line.startsWith('#')) return;
    if (line.startsWith('generator ')) version = Number(line.slice(10));
    else if (line.startsWith('| ')) facts[facts.length - 1]!.numbers.push(line.slice(2));
    else {
      const [name, status, ...screens] = line.split(' ');
      if (!name || !status) throw new Error(`${file}:${i + 1}: not a program line`);
      facts.push({ name, status, screens, numbers: [] });
    }
  });
  return { version, facts };
}

/** One scene's difference: `G00042 3 screen` (or numbers), the key known.txt lists. */
export interface Difference {
  key: string;
  /** The call and its conditions, to read (known.txt's category). */
  what: string;
}

/**
 * A generated program run on mode12h (directly: romOf) against its oracle facts: the scenes that
 * differ. `machine` is reused (its drive emptied) across programs.
 */
export function differences(fact: OracleFact, machine: Machine, onScreen?: (scene: number, screen: Uint8Array) => void): Difference[] {
  const of = programOf(fact.name);
  if (of === null) throw new Error(`${fact.name}: not a generated program's name`);
  const p = generate(of.seed, of.version);
  const hashes: string[] = [];
  const run = runOnMode12h(romOf(p), SCENES, (screen, i) => {
    hashes.push(screenHash(screen));
    onScreen?.(i + 1, screen);
  }, machine, programFiles(p));
  const bytes = run.files.get(NUMBERS_FILE);
  const text = bytes ? new TextDecoder('latin1').decode(bytes) : '';
  // exact bytes: every line the oracle wrote ends in CR LF (text mode); a bare LF stays in its line
  const mine = numbersByScene(text.split('\r\n').slice(0, text.endsWith('\r\n') ? -1 : undefined));
  const theirs = numbersByScene(fact.numbers);
  const out: Difference[] = [];
  for (let s = 1; s <= SCENES; s++) {
    const what = sceneWhat(p, s);
    if (hashes[s - 1] !== fact.screens[s - 1]) out.push({ key: `${fact.name} ${s} screen`, what });
    if (mine[s - 1] !== theirs[s - 1]) out.push({ key: `${fact.name} ${s} numbers`, what });
  }
  if (run.error) out.push({ key: `${fact.name} 0 run`, what: run.error });
  return out;
}

const sceneWhat = (p: Program, s: number): string => {
  const sc = p.scenes[s - 1]!;
  return [sc.call, ...sc.tags].join(' ');
};

/** What follows " — " on a known.txt line: the cause a person wrote for that difference. */
const CAUSE = ' — ';

/** known.txt's text for these differences; a difference listed before keeps the cause written for it (`previous`: readKnown's map). */
export function knownText(diffs: readonly Difference[], previous: ReadonlyMap<string, string> = new Map()): string {
  const causeOf = (key: string): string => {
    const what = previous.get(key) ?? '';
    const at = what.indexOf(CAUSE);
    return at < 0 ? '' : what.slice(at);
  };
  return [
    '# Scenes of the generated programs (tools/oracle/generate.ts) where mode12h differs from Turbo C 2.0',
    '# today: program, scene, what differs (screen: its pixels; numbers: the lines it printed), then the',
    '# call drawn and its conditions. The e2e test oracle-gen fails on any difference not listed here and',
    '# on a listed one that now matches; rewrite this list from a run with',
    '#   node tools/test.mjs e2e oracle-gen --update',
    ...diffs.map((d) => `${d.key} ${d.what}${causeOf(d.key)}`),
    '',
  ].join('\n');
}

export function readKnown(version: GeneratorVersion): Map<string, string> {
  const file = join(fixturesOf(version), 'known.txt');
  const known = new Map<string, string>();
  if (!existsSync(file)) return known;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [name, scene, kind, ...what] = line.split(' ');
    known.set(`${name} ${scene} ${kind}`, what.join(' '));
  }
  return known;
}

/** PNGs of differing oracle screens kept per call (the first ones met, in seed order; ~30 KB each, so a sample: the tool's OUT has them all). */
const PNGS_PER_CALL = 3;

/** `oracle.mjs fixtures OUT`: oracle.txt from OUT's results of the generated programs, then known.txt and png/. */
export function writeFixtures(out: string, load: (name: string) => OracleResult | null, _updateKnown: boolean): void {
  const names = readdirSync(join(out, 'oracle')).filter((n) => programOf(n) !== null).sort();
  const versions = new Set(names.map((n) => programOf(n)!.version));
  if (versions.size !== 1) throw new Error(`${out}: the fixtures are written from the programs of one generator version (found ${versions.size ? [...versions].join(', ') : 'none'})`);
  const version = [...versions][0]!;
  const dir = fixturesOf(version);
  const lines = [
    '# What Turbo C 2.0 (TCC 2.0, GRAPHICS.LIB, EGAVGA.BGI 2.00; DOSBox 0.74, svga_s3) made of the',
    '# generated programs of tools/oracle/generate.ts: per program its status, the hash of its screen at',
    '# each shot (tools/oracle/mode12h.ts screenHash) and, after "| ", the lines of its OUT.TXT.',
    '# Written by `node tools/oracle.mjs fixtures OUT` (docs/ORACLE.md).',
    `generator ${version}`,
  ];
  const facts: OracleFact[] = [];
  const shotsOf = new Map<string, Uint8Array[]>();
  for (const name of names) {
    const r = load(name);
    if (!r) continue;
    const shots = decodeShots(r.files.get(SHOTS_FILE) ?? new Uint8Array(0));
    const numbers = r.files.get(NUMBERS_FILE);
    const text = numbers ? new TextDecoder('latin1').decode(numbers) : '';
    const status = r.status === 'ok' && shots.length !== SCENES ? `shots-${shots.length}` : r.status;
    const fact: OracleFact = {
      name, status, screens: status === 'ok' ? shots.map(screenHash) : [],
      numbers: status === 'ok' ? text.split('\r\n').slice(0, -1) : [],
    };
    facts.push(fact);
    shotsOf.set(name, shots);
    lines.push([name, status, ...fact.screens].join(' '), ...fact.numbers.map((l) => `| ${l}`));
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'oracle.txt'), `${lines.join('\n')}\n`);
  const machine = new Machine();
  const diffs: Difference[] = [];
  const pngDir = join(dir, 'png');
  rmSync(pngDir, { recursive: true, force: true });
  mkdirSync(pngDir);
  const perCall = new Map<string, number>();
  for (const f of facts) {
    if (f.status !== 'ok') continue;
    const d = differences(f, machine);
    diffs.push(...d);
    for (const x of d) {
      const [, scene, kind] = x.key.split(' ');
      const call = x.what.split(' ')[0]!;
      if (kind !== 'screen' || (perCall.get(call) ?? 0) >= PNGS_PER_CALL) continue;
      perCall.set(call, (perCall.get(call) ?? 0) + 1);
      const shot = shotsOf.get(f.name)![Number(scene) - 1]!;
      writeFileSync(join(pngDir, `${f.name}-${scene!.padStart(2, '0')}.png`), encodeIndexedPng(shot, SCREEN_W, SCREEN_H, DEFAULT_PALETTE_RGB));
    }
  }
  writeFileSync(join(dir, 'known.txt'), knownText(diffs, readKnown(version)));
  writeFidelityTable(version, facts, diffs);
  console.log(`fixtures: ${facts.length} programs, ${diffs.length} known differences, in ${dir}`);
}

/** The per-call table of docs/FIDELITY.md, between its markers, from these facts and differences. */
export function writeFidelityTable(version: GeneratorVersion, facts: readonly OracleFact[], diffs: readonly Difference[]): void {
  const differs = new Set(diffs.map((d) => d.key));
  const rows = new Map<string, { programs: Set<string>; shapes: number; px: number; numbers: number; both: number }>();
  let shapes = 0, both = 0, programs = 0, exactPrograms = 0;
  const notRun: string[] = [];
  for (const f of facts) {
    if (f.status !== 'ok') {
      notRun.push(`${f.name} (${f.status})`);
      continue;
    }
    programs++;
    const p = generate(programOf(f.name)!.seed, version);
    let exact = true;
    p.scenes.forEach((sc, i) => {
      const row = rows.get(sc.call) ?? { programs: new Set<string>(), shapes: 0, px: 0, numbers: 0, both: 0 };
      rows.set(sc.call, row);
      row.programs.add(f.name);
      row.shapes++;
      shapes++;
      const px = !differs.has(`${f.name} ${i + 1} screen`), nums = !differs.has(`${f.name} ${i + 1} numbers`);
      if (px) row.px++;
      if (nums) row.numbers++;
      if (px && nums) {
        row.both++;
        both++;
      } else exact = false;
    });
    if (exact && !differs.has(`${f.name} 0 run`)) exactPrograms++;
  }
  const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(1)} %`;
  const table = [
    begin(version),
    `Generator version ${version}, ${programs} programs compared, ${shapes} shapes (scenes), ` +
      `made by \`node tools/oracle.mjs fixtures\` (docs/ORACLE.md). A shape counts at 0 px when its screen ` +
      'is equal index for index, its numbers when every line it printed is.',
    '',
    '| call | programs | shapes | at 0 px | numbers equal | both |',
    '|---|---:|---:|---:|---:|---:|',
    ...[...rows].sort(([a], [b]) => a.localeCompare(b)).map(([call, r]) =>
      `| \`${call}\` | ${r.programs.size} | ${r.shapes} | ${pct(r.px, r.shapes)} | ${pct(r.numbers, r.shapes)} | ${pct(r.both, r.shapes)} |`),
    `| **all** | ${programs} | ${shapes} | | | ${pct(both, shapes)} |`,
    '',
    `Programs at 0 px with equal numbers in all ten scenes: ${exactPrograms} of ${programs}. ` +
      `The others' differing scenes are listed, with the call and its conditions, in test/fixtures/${version === 1 ? 'oracle-gen' : `oracle-gen-v${version}`}/known.txt.`,
    `Not compared: ${notRun.length ? notRun.join(', ') : 'none'}.`,
    end(version),
  ].join('\n');
  const doc = resolve(fixturesOf(version), '..', '..', '..', 'docs', 'FIDELITY.md');
  const BEGIN = begin(version), END = end(version);
  const text = readFileSync(doc, 'utf8');
  const a = text.indexOf(BEGIN), b = text.indexOf(END);
  const next = a >= 0 && b > a ? text.slice(0, a) + table + text.slice(b + END.length) : `${text.trimEnd()}\n\n## Generated programs against the oracle, per call (generator version ${version})\n\n${table}\n`;
  writeFileSync(doc, next);
}

// (version 1's markers name no version: the table was written before there was a second)
const begin = (v: GeneratorVersion): string => `<!-- oracle-gen${v === 1 ? '' : ` v${v}`} table: written by tools/oracle.mjs fixtures -->`;
const end = (v: GeneratorVersion): string => `<!-- /oracle-gen${v === 1 ? '' : ` v${v}`} table -->`;
