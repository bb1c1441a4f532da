/**
 * The comparison: each program's oracle result (DOSBox) against its run on mode12h — per shot the
 * differing pixels (count, bounding box, a diff image), per file the first differing line — and
 * the report: OUT/report.txt, OUT/diff/*.png, and for generated programs the per-call table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PALETTE_RGB, SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { boxText, diffFrames, diffImage, diffPalette, type FrameDiff } from '../../src/shared/frame-diff.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import type { OracleResult } from './dosbox.ts';
import { generate, programOf, SHOTS_FILE, SUBJECTS, type Program } from './generate.ts';
import { compileForMode12h, programFiles, runOnMode12h } from './mode12h.ts';

/** The oracle's SHOTS.SCR (4 planes a shot, plane 0 first, `rows` rows each) as screens of colour indices. */
export function decodeShots(bytes: Uint8Array, rows = SCREEN_H): Uint8Array[] {
  const shots: Uint8Array[] = [];
  const plane = (rows * SCREEN_W) / 8;
  for (let at = 0; at + 4 * plane <= bytes.length; at += 4 * plane) {
    const s = new Uint8Array(SCREEN_W * rows);
    for (let p = 0; p < 4; p++) {
      const bits = bytes.subarray(at + p * plane, at + (p + 1) * plane);
      for (let i = 0; i < plane; i++) {
        const b = bits[i]!;
        if (b === 0) continue;
        for (let k = 0; k < 8; k++) if (b & (0x80 >> k)) s[i * 8 + k]! |= 1 << p;
      }
    }
    shots.push(s);
  }
  return shots;
}

export interface FirstLine {
  file: string;
  line: number;
  oracle: string;
  mode12h: string;
}

/** The first line where two texts differ, or null. */
export function firstDifference(file: string, oracle: string, mode12h: string): FirstLine | null {
  if (oracle === mode12h) return null;
  const a = oracle.split('\n'), b = mode12h.split('\n');
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return { file, line: i + 1, oracle: (a[i] ?? '(end)').replace(/\r$/, ''), mode12h: (b[i] ?? '(end)').replace(/\r$/, '') };
}

/**
 * The scene of each line of a generated program's numbers file: a scene's lines end with its
 * `sN vp` line (the init line counts with scene 1).
 */
export function sceneOfLines(text: string): number[] {
  let scene = 1;
  return text.split('\n').map((l) => {
    const s = scene;
    if (/^s\d+ vp /.test(l)) scene++;
    return s;
  });
}

export interface ProgramResult {
  name: string;
  /** Why the program could not be compared (bad input, a crash…), or null. */
  problem: string | null;
  /** Per shot: the pixels that differ. */
  shots: FrameDiff[];
  /** The first differing line of each file the oracle wrote (SHOTS.SCR aside). */
  lines: FirstLine[];
  /** Generated programs: the scenes whose numbers differ (from the first differing line on, all of that file's scenes are suspect; only the first is named). */
  numberScenes: number[];
  /** The generated program, when the name is one (G + 5 digits). */
  program: Program | null;
}

/** A generated program's seed from its name (G00042 → 42), or null. */

/** Compares one program; `diffDir` gets the diff images of differing shots. */
export function compareOne(name: string, source: string, oracle: OracleResult | null, diffDir: string | null): ProgramResult {
  const of = programOf(name);
  const program = of !== null ? generate(of.seed, of.version) : null;
  const r: ProgramResult = { name, problem: null, shots: [], lines: [], numberScenes: [], program };
  if (!oracle) return { ...r, problem: 'no oracle result: run `oracle` on it first' };
  if (oracle.status === 'rejected') {
    const first = oracle.log.split(/\r?\n/).find((l) => /^(Error|Fatal|Undefined)/.test(l)) ?? oracle.log.trim().split(/\r?\n/).pop();
    return { ...r, problem: `Turbo C rejects it: ${first}` };
  }
  if (oracle.status === 'hung') return { ...r, problem: 'hung in DOSBox: passed the time limit (--limit)' };
  if (oracle.status === 'lost') return { ...r, problem: 'DOSBox ended while it ran (after another program hung)' };
  const shots = decodeShots(oracle.files.get(SHOTS_FILE) ?? new Uint8Array(0));
  const rom = compileForMode12h(source, `${name}.C`);
  if (typeof rom === 'string') return { ...r, problem: `mode12h: ${rom}` };
  const run = runOnMode12h(rom, shots.length, undefined, undefined, program ? programFiles(program) : undefined);
  if (run.error) r.problem = `mode12h: ${run.error}`;
  else if (shots.length === 0) r.problem = 'it never drew: no shot() (the oracle wrote no SHOTS.SCR)';
  run.screens.forEach((screen, i) => {
    const d = diffFrames(screen, shots[i]!, SCREEN_W);
    r.shots.push(d);
    if (d.count > 0 && diffDir) {
      mkdirSync(diffDir, { recursive: true });
      const base = join(diffDir, `${name}-${String(i + 1).padStart(2, '0')}`);
      writeFileSync(`${base}-diff.png`, encodeIndexedPng(diffImage(screen, shots[i]!), SCREEN_W, SCREEN_H, diffPalette(DEFAULT_PALETTE_RGB)));
      writeFileSync(`${base}-oracle.png`, encodeIndexedPng(shots[i]!, SCREEN_W, SCREEN_H, DEFAULT_PALETTE_RGB));
      writeFileSync(`${base}-mode12h.png`, encodeIndexedPng(screen, SCREEN_W, SCREEN_H, DEFAULT_PALETTE_RGB));
    }
  });
  const latin1 = (b: Uint8Array | undefined): string => (b ? new TextDecoder('latin1').decode(b) : '(no file)');
  for (const [file, bytes] of oracle.files) {
    if (file === SHOTS_FILE) continue;
    const d = firstDifference(file, latin1(bytes), latin1(run.files.get(file)));
    if (d) {
      r.lines.push(d);
      if (program) r.numberScenes.push(sceneOfLines(latin1(bytes))[d.line - 1] ?? 1);
    }
  }
  return r;
}

/** Every program of `programs` compared (the oracle's results through `load`). */
export function compare(
  programs: { name: string; source: string }[],
  out: string,
  load: (name: string) => OracleResult | null,
): ProgramResult[] {
  const results: ProgramResult[] = [];
  const t0 = Date.now();
  for (const p of programs) {
    results.push(compareOne(p.name, p.source, load(p.name), join(out, 'diff')));
    if (results.length % 100 === 0) console.log(`compare: ${results.length}/${programs.length} (${((Date.now() - t0) / results.length).toFixed(0)} ms a program)`);
  }
  return results;
}

/** One line of the report for a program. */
export function reportLine(r: ProgramResult): string {
  if (r.problem && r.shots.length === 0) return `${r.name}  ${r.problem}`;
  const parts: string[] = [];
  r.shots.forEach((d, i) => {
    if (d.count === 0) return;
    const scene = r.program?.scenes[i];
    parts.push(`shot ${i + 1}${scene ? ` (${scene.call}${scene.tags.length ? ` ${scene.tags.join(' ')}` : ''})` : ''}: ${d.count} px in ${boxText(d.box!)}`);
  });
  for (const l of r.lines) parts.push(`${l.file} line ${l.line}: oracle "${l.oracle}", mode12h "${l.mode12h}"`);
  if (r.problem) parts.push(r.problem);
  return `${r.name}  ${parts.length ? parts.join('; ') : `equal: ${r.shots.length} shots at 0 px, files equal`}`;
}

interface CallRow {
  programs: Set<string>;
  shapes: number;
  exact: number;
  pixels: number;
  numbers: number;
}

/** Per subject call of the generated programs: programs, shapes, share at 0 px, share with equal numbers. */
export function perCallTable(results: ProgramResult[]): string {
  const rows = new Map<string, CallRow>(SUBJECTS.map((s) => [s, { programs: new Set(), shapes: 0, exact: 0, pixels: 0, numbers: 0 }]));
  let shapes = 0, exact = 0, programs = 0, exactPrograms = 0;
  for (const r of results) {
    if (!r.program || (r.problem && r.shots.length === 0)) continue;
    programs++;
    if (!r.problem && r.lines.length === 0 && r.shots.every((d) => d.count === 0)) exactPrograms++;
    r.program.scenes.forEach((s, i) => {
      const row = rows.get(s.call)!;
      row.programs.add(r.name);
      row.shapes++;
      shapes++;
      const px = r.shots[i]?.count ?? Infinity;
      const nums = !r.numberScenes.includes(i + 1);
      if (px === 0) row.pixels++;
      if (nums) row.numbers++;
      if (px === 0 && nums) {
        row.exact++;
        exact++;
      }
    });
  }
  const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)} %` : '–');
  const lines = [
    '| call | programs | shapes | at 0 px | numbers equal | both |',
    '|---|---:|---:|---:|---:|---:|',
    ...[...rows].filter(([, row]) => row.shapes > 0).map(([call, row]) =>
      `| \`${call}\` | ${row.programs.size} | ${row.shapes} | ${pct(row.pixels, row.shapes)} | ${pct(row.numbers, row.shapes)} | ${pct(row.exact, row.shapes)} |`),
    `| **all** | ${programs} | ${shapes} | | | ${pct(exact, shapes)} |`,
    '',
    `Programs at 0 px with equal numbers in every scene: ${exactPrograms} of ${programs} (${pct(exactPrograms, programs)}).`,
  ];
  return lines.join('\n');
}

/** OUT/report.txt (a line a program, then the per-call table) and the console summary. */
export function writeReport(results: ProgramResult[], out: string): void {
  const differing = results.filter((r) => r.problem || r.lines.length || r.shots.some((d) => d.count > 0));
  const text = [
    `# ${results.length} programs, ${results.length - differing.length} equal; diff images in ${join(out, 'diff')}`,
    ...results.map(reportLine),
    '',
    perCallTable(results),
    '',
  ].join('\n');
  writeFileSync(join(out, 'report.txt'), text);
  for (const r of differing.slice(0, 40)) console.log(reportLine(r));
  if (differing.length > 40) console.log(`… ${differing.length - 40} more in ${join(out, 'report.txt')}`);
  console.log(`compare: ${results.length - differing.length} of ${results.length} programs equal; report in ${join(out, 'report.txt')}`);
}
