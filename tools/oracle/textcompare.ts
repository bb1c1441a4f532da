/**
 * The generated text-mode programs (textgen.ts) on mode12h against the oracle's TX.OUT, scene by
 * scene: the cells (character and attribute) that differ and whether the numbers line is equal;
 * and their committed facts (test/fixtures/oracle-text/oracle.txt: per program its status and per
 * scene the numbers line and a hash of the cells), which the e2e test oracle-text checks.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';
import type { OracleResult } from './dosbox.ts';
import { compileForMode12h, screenHash } from './mode12h.ts';
import { textProbe4 } from './textprobes4.ts';
import { cellsDiffering, generateText, parseTextOut, TEXT_FILE, TEXTGEN_VERSION, textSeedOf, textVersionOf, type TextgenVersion, type TextScene } from './textgen.ts';

/** Virtual time a program may take (\a beeps and BIOS writes cost some). */
const RUN_MS = 30_000;

/** A generated text program's TX.OUT on mode12h, or why there is none. */
export function runText(source: string, name: string, machine?: Machine): { scenes: TextScene[]; error: string | null } {
  const rom = compileForMode12h(source, `${name}.C`);
  if (typeof rom === 'string') return { scenes: [], error: rom };
  const m = machine ?? new Machine();
  const drive = driveOf(m);
  for (const f of drive.list()) drive.remove(f);
  m.load(rom);
  while (m.state === 'running' && m.nowMs < RUN_MS) m.runFor(100);
  const scenes = parseTextOut(drive.read(TEXT_FILE) ?? new Uint8Array(0));
  const error = m.crash ? `crashed: ${m.crash.message}` : m.state === 'running' ? 'still running' : null;
  return { scenes, error };
}

export interface TextFact {
  name: string;
  status: string;
  scenes: { numbers: string; hash: string }[];
}

/** A version's fixtures: version 3's in oracle-text/, version N's (textgenN.ts) in oracle-text-vN/. */
export const textFixtures = (version: TextgenVersion = 3, file = 'oracle.txt'): string =>
  resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', version === 3 ? 'oracle-text' : `oracle-text-v${version}`, file);

const hashOf = (cells: Uint8Array): string => {
  const padded = new Uint8Array((cells.length + 3) & ~3);
  padded.set(cells);
  return screenHash(padded);
};

export function readTextFacts(version: TextgenVersion = 3, file = 'oracle.txt'): TextFact[] {
  const facts: TextFact[] = [];
  for (const line of readFileSync(textFixtures(version, file), 'latin1').split('\n')) {
    if (line === '' || line.startsWith('#') || line.startsWith('generator ')) continue;
    if (line.startsWith('| ')) facts[facts.length - 1]!.scenes.push({ numbers: line.slice(2), hash: '' });
    else if (line.startsWith('= ')) facts[facts.length - 1]!.scenes.at(-1)!.hash = line.slice(2);
    else {
      const [name, status] = line.split(' ');
      facts.push({ name: name!, status: status!, scenes: [] });
    }
  }
  return facts;
}

/** A scene's difference: cells that differ, numbers equal or not. */
export interface SceneDiff {
  cells: number;
  numbers: boolean;
  oracle: string;
  mode12h: string;
}

/** Each scene of `theirs` against `ours` (a scene mode12h did not reach differs in every cell). */
export function sceneDiffs(theirs: TextScene[], ours: TextScene[]): SceneDiff[] {
  return theirs.map((a, i) => {
    const b = ours[i];
    return { cells: b ? cellsDiffering(a.cells, b.cells) : a.cells.length / 2, numbers: b?.numbers === a.numbers, oracle: a.numbers, mode12h: b?.numbers ?? '(none)' };
  });
}

/** Every program against its oracle: OUT/text.txt, and the facts into the fixture file. */
export function compareText(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  const lines: string[] = [];
  const version = programs[0] ? textVersionOf(programs[0].name) : TEXTGEN_VERSION;
  const facts: string[] = [`# TX.OUT of the generated text-mode programs (tools/oracle/textgen${version === 3 ? '' : version}.ts) in Turbo C 2.0 under DOSBox`, `generator ${version}`];
  let scenes = 0, zero = 0, both = 0, programsEqual = 0, compared = 0;
  for (const p of programs) {
    const o = oracleOf(p.name);
    if (!o) continue;
    facts.push(`${p.name} ${o.status}`);
    if (o.status !== 'ok') { lines.push(`${p.name}  oracle ${o.status}`); continue; }
    const theirs = parseTextOut(o.files.get(TEXT_FILE) ?? new Uint8Array(0));
    for (const s of theirs) facts.push(`| ${s.numbers}`, `= ${hashOf(s.cells)}`);
    const run = runText(p.source, p.name);
    const d = sceneDiffs(theirs, run.scenes);
    compared++;
    scenes += d.length;
    zero += d.filter((x) => x.cells === 0).length;
    both += d.filter((x) => x.cells === 0 && x.numbers).length;
    const bad = d.map((x, i) => ({ ...x, i })).filter((x) => x.cells || !x.numbers);
    if (bad.length === 0 && !run.error) programsEqual++;
    lines.push(`${p.name}  ${bad.length === 0 ? 'equal' : bad.map((x) => `scene ${x.i + 1}: ${x.cells} cells${x.numbers ? '' : `, numbers oracle "${x.oracle}" mode12h "${x.mode12h}"`}`).join('; ')}${run.error ? `  (${run.error})` : ''}`);
  }
  const summary = `${compared} programs, ${programsEqual} equal; ${scenes} scenes, ${zero} at 0 cells, ${both} at 0 cells with equal numbers`;
  writeFileSync(join(out, 'text.txt'), `${lines.join('\n')}\n\n${summary}\n`);
  writeFileSync(join(out, 'text-facts.txt'), `${facts.join('\n')}\n`);
  console.log(lines.filter((l) => !l.endsWith('equal')).slice(0, 30).join('\n'));
  console.log(summary);
}

/**
 * Why a scene of a generated program differs, as far as its steps tell: an inside-out puttext
 * (right < left) in it or a scene before with directvideo 0 — the copy goes through the BIOS a
 * cell at a time for 64 K words, which reads the data segment all round from the array on, and
 * mode12h's data segment holds other bytes than TC's where the library's data, the heap's
 * contents and the stack lie (with directvideo 1 the 32 KB that reach the screen are the
 * array's: textgen.ts); a row 0 read in mode 07h (B000:FFxx is RAM at B8000 in DOSBox, which an
 * earlier program of the same DOSBox session may have written); a read from row 0 through the
 * BIOS (its cells' offsets wrap to rows off the screen, whose video memory DOSBox keeps from the
 * session's earlier programs: a textmode to the mode it is in clears nothing) — else unexplained.
 */
export function textCause(p: { scenes: readonly (readonly string[])[] }, scene: number): string {
  let direct = true, mono = false;
  for (let s = 0; s < scene; s++) {
    for (const step of p.scenes[s]!) {
      const dv = /^directvideo = (\d+);/.exec(step);
      if (dv) direct = dv[1] !== '0';
      const tm = /^textmode\((\w+|-?\d+)\);/.exec(step);
      if (tm && ['BW40', 'C40', 'BW80', 'C80', 'MONO', '-2'].includes(tm[1]!)) mono = tm[1] === 'MONO';
      if (mono && s === scene - 1 && /^rv = (movetext|gettext)\(-?\d+, 0,/.exec(step)) {
        return `${step.slice(5, step.indexOf(','))}, 0, …) in mode 07h reads B000:FFxx, DOSBox's RAM at B8000, which an earlier program of the DOSBox session wrote`;
      }
      const read = /^rv = (movetext|gettext)\((-?\d+), (-?\d+),/.exec(step);
      if (read && !direct && (read[3] === '0' || (read[2] === '0' && read[3] === '1'))) {
        return `${read[1]}(${read[2]}, ${read[3]}, …) with directvideo 0 in scene ${s + 1}: the BIOS reads row 0's cells off the screen (row 152 or so), video memory DOSBox keeps from the session's earlier programs`;
      }
      const m = /puttext\((-?\d+), (-?\d+), (-?\d+), (-?\d+),/.exec(step);
      if (m && !direct && Number(m[3]) < Number(m[1]) && Number(m[2]) <= Number(m[4])) {
        return `data segment shown by ${m[0].slice(0, -1)}) with directvideo 0 in scene ${s + 1}: TC's library data, heap and stack bytes are not mode12h's`;
      }
    }
  }
  return 'not explained';
}

/**
 * Why a scene of a version 4 program differs, as far as its steps tell: none is known today (the
 * INT 10h scrolls by more lines than their window, which read C000's ROM, are modelled:
 * runtime/bios/vga-rom.ts).
 */
export function textCause4(_p: { scenes: readonly (readonly string[])[] }, _scene: number): string {
  return 'not explained';
}

/** The facts of one program against mode12h now: the scenes that differ (1-based), with what differs and why (textCause, after " — "). */
export function textDifferences(f: TextFact): string[] {
  const seed = textSeedOf(f.name);
  const p = seed === null ? textProbe4(f.name) : generateText(seed, textVersionOf(f.name));
  if (!p) return [`${f.name}: not a generated program's name nor a probe's`];
  const run = runText(p.body, f.name);
  const out: string[] = [];
  const why = (i: number): string => ` — ${textVersionOf(f.name) === 3 ? textCause(p, i + 1) : textCause4(p, i + 1)}`;
  f.scenes.forEach((s, i) => {
    const b = run.scenes[i];
    if (!b) out.push(`${f.name} ${i + 1} missing${run.error ? ` (${run.error})` : ''}${why(i)}`);
    else if (b.numbers !== s.numbers) out.push(`${f.name} ${i + 1} numbers${why(i)}`);
    else if (hashOf(b.cells) !== s.hash) out.push(`${f.name} ${i + 1} cells${why(i)}`);
  });
  return out;
}

export const textFactsExist = (): boolean => existsSync(textFixtures());

/** One scene of a program, oracle against mode12h, row by row where they differ (characters, then the attributes' low digits). */
export function showTextScene(source: string, name: string, oracle: OracleResult, scene: number): string {
  const theirs = parseTextOut(oracle.files.get(TEXT_FILE) ?? new Uint8Array(0));
  const ours = runText(source, name).scenes;
  const a = theirs[scene - 1], b = ours[scene - 1];
  if (!a) return `${name}: the oracle has no scene ${scene}`;
  const lines = [`oracle  ${a.numbers}`, `mode12h ${b?.numbers ?? '(none)'}`];
  const cols = a.cells.length / 50;
  const rowOf = (c: Uint8Array | undefined, r: number): string => {
    let t = '', at = '';
    for (let x = 0; x < cols; x++) {
      const ch = c?.[(r * cols + x) * 2] ?? 0;
      t += ch < 32 || ch > 126 ? '~' : String.fromCharCode(ch);
      at += (c?.[(r * cols + x) * 2 + 1] ?? 0).toString(16).padStart(2, '0');
    }
    return `${t} ${at}`;
  };
  for (let r = 0; r < 25; r++) {
    const x = rowOf(a.cells, r), y = rowOf(b?.cells, r);
    if (x !== y) lines.push(`${String(r + 1).padStart(2)} O ${x}`, `   M ${y}`);
  }
  return lines.join('\n');
}
