/**
 * The oracle tool: C programs compiled and run by the real Turbo C 2.0 in DOSBox and by mode12h,
 * and what differs. See docs/ORACLE.md.
 *
 *   node tools/oracle.mjs gen --seeds 1-2000 --out DIR [--version N]   generated programs into DIR
 *   node tools/oracle.mjs oracle DIR --out OUT [--tc TC]      DIR's programs in DOSBox → OUT/oracle/
 *   node tools/oracle.mjs compare DIR --out OUT               …on mode12h, report → OUT/report.txt
 *   node tools/oracle.mjs run DIR --out OUT [--tc TC]         oracle, then compare
 *   node tools/oracle.mjs fixtures OUT [--update-known]       OUT's oracle results → test fixtures
 *   node tools/oracle.mjs table                               docs/FIDELITY.md's tables from the fixtures
 *   node tools/oracle.mjs probe NAME.C… --out OUT             DOSBox probes → OUT/NAME.json (test/fixtures/bgi-oracle)
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { checkTc, runOracle, type OracleProgram, type OracleResult } from './dosbox.ts';
import { programFiles } from './mode12h.ts';
import { generate, GENERATOR_VERSION, GENERATOR_VERSIONS, programOf, SHOT_H, type GeneratorVersion } from './generate.ts';
import { compare, writeReport } from './report.ts';
import { readKnown, readOracleFacts, writeFidelityTable, writeFixtures } from './fixtures.ts';
import { parseKeyScript } from './key-script.ts';
import { compareHarnessed, harnessed, harnessedProject, projectSources, useTcFiles, type HarnessProgram } from './harness.ts';
import { readRecord, recordedOracle, recordOf, writeRecord, type ProgramRecord } from './shot-record.ts';
import { compareText, showTextScene } from './textcompare.ts';
import { generateText, type TextgenVersion } from './textgen.ts';
import { textProgram4 } from './textgen4.ts';
import { compareText8, generateText8 } from './textgen8.ts';
import { compareText9, generateText9 } from './textgen9.ts';
import { compareText10, generateText10 } from './textgen10.ts';
import { compareText11, generateText11 } from './textgen11.ts';
import { compareText12, generateText12 } from './textgen12.ts';
import { compareText13, generateText13 } from './textgen13.ts';
import { compareText14, generateText14 } from './textgen14.ts';
import { compareText15, generateText15 } from './textgen15.ts';
import { compareText16, generateText16 } from './textgen16.ts';
import { compareText17, generateText17 } from './textgen17.ts';
import { compareText18, generateText18 } from './textgen18.ts';
import { TEXT_PROBES4 } from './textprobes4.ts';
import { comparePc, generatePc } from './pcgen.ts';
import { comparePc2, generatePc2 } from './pcgen2.ts';
import { comparePc3, generatePc3 } from './pcgen3.ts';
import { comparePc4, generatePc4 } from './pcgen4.ts';
import { compareVga, generateVga } from './vgagen.ts';
import { generateCga, generateCgaDriver } from './cgagen.ts';
import { compareCc, generateCc } from './ccgen.ts';
import { compareCc2, generateCc2 } from './ccgen2.ts';
import { compareCc3, generateCc3 } from './ccgen3.ts';
import { compareCc4, generateCc4 } from './ccgen4.ts';
import { compareCc5, generateCc5 } from './ccgen5.ts';
import { compareCc6, generateCc6 } from './ccgen6.ts';
import { compareCc7, generateCc7 } from './ccgen7.ts';
import { compareCc8, generateCc8 } from './ccgen8.ts';
import { compareCc9, generateCc9 } from './ccgen9.ts';
import { compareCc10, generateCc10 } from './ccgen10.ts';
import { compareCc11, generateCc11 } from './ccgen11.ts';
import { compareCcErr, generateCcErr } from './ccerrgen.ts';
import { generateVga2, VGA_V2 } from './vgagen2.ts';

const HELP = `usage: node tools/oracle.mjs COMMAND ...  (docs/ORACLE.md)
  gen --seeds A-B --out DIR        write generated programs into DIR: GAAAAA.C … (version 1),
        [--version N]              HAAAAA.C … (2), IAAAAA.C … (3), JAAAAA.C … (4), KAAAAA.C … (5), LAAAAA.C … (6), MAAAAA.C … (7), NAAAAA.C … (8), OAAAAA.C … (9), PAAAAA.C … (10), QAAAAA.C … (11), RAAAAA.C … (12), SAAAAA.C … (13), AAAAAA.C … (14), BAAAAA.C … (15), DAAAAA.C … (16), BGAAAAA.C … (17), BHAAAAA.C … (18), BIAAAAA.C … (19); the newest unless --version
  oracle DIR --out OUT             compile and run DIR's *.C with Turbo C 2.0 in DOSBox
        [--tc TCDIR] [--jobs N] [--batch N] [--limit SECONDS] [--fonts] [--work SCRATCH]
  compare DIR --out OUT            run DIR's *.C on mode12h, compare with OUT/oracle, write
                                   OUT/report.txt and OUT/diff/*.png
  run DIR --out OUT                oracle, then compare
  textgen --seeds A-B --out DIR [--version 4|5|6|7|8|9|10|11|12|13|14|15|16|17|18]  generated conio text-mode programs TAAAAA.C (textgen.ts; UAAAAA.C: textgen4.ts; VAAAAA.C: textgen5.ts; WAAAAA.C: textgen6.ts; XAAAAA.C: textgen7.ts; library programs YAAAAA.C: textgen8.ts, ZAAAAA.C: textgen9.ts, LBAAAAA.C: textgen10.ts, LCAAAAA.C with its stdin LCAAAAA.IN: textgen11.ts, LDAAAAA.C: textgen12.ts, LEAAAAA.C: textgen13.ts, LFAAAAA.C: textgen14.ts, LGAAAAA.C: textgen15.ts, LHAAAAA.C: textgen16.ts, LIAAAAA.C: textgen17.ts, LJAAAAA.C: textgen18.ts)
  cgagen --seeds A-B --out DIR     generated CGA.BGI programs CGAAAAA.C (cgagen.ts): oracle DIR --out OUT --tc TCDIR, then test/fixtures/oracle-cga
        [--driver]                 the other drivers' (MCGA, ATT400, HERCMONO, PC3270, IBM8514) CDAAAAA.C
  vgagen --seeds A-B --out DIR [--version 2]  generated VGA programs VGAAAAA.C (vgagen.ts; VHAAAAA.C vgagen2.ts); vgarun DIR --out OUT [--compare-only] [--only NAME]: OUT/vga.txt
  textprobes --out DIR             the probes of version 4's rules, PVnn.C (textprobes4.ts)
  textrun DIR --out OUT            their oracle (unless --compare-only), then mode12h: OUT/text.txt
        [--compare-only]
  textshow DIR --out OUT --only NAME --scene N   one scene of one program, row by row where it differs
  pcgen --seeds A-B --out DIR      programs on the PC's interrupts, keyboard and timer EAAAAA.C (pcgen.ts)
        [--version 2]              version 2: the mouse, 8259, PIT modes, BIOS, CMOS FAAAAA.C (pcgen2.ts)
        [--version 3]              version 3: DOS itself, INT 21h and dos.h/io.h/dir.h PDAAAAA.C (pcgen3.ts)
        [--version 4]              version 4: vectors, ctrlbrk/harderr, PIT rates, bios.h as games use them PHAAAAA.C (pcgen4.ts)
  pcrun DIR --out OUT [--compare-only]  their oracle, then mode12h: OUT/pc.txt, OUT/pc-facts.txt
  ccgen --seeds A-B --out DIR [--version 2|3|4|5|6|7|8|9|10|11]  programs on the C language as TCC 2.0 compiles it CCAAAAA.C (ccgen.ts; version 2 CDAAAAA.C, ccgen2.ts; version 3 CEAAAAA.C, ccgen3.ts; version 4 CFAAAAA.C, ccgen4.ts; version 5, the preprocessor, CHAAAAA.C, ccgen5.ts; version 6 CIAAAAA.C, ccgen6.ts; version 7 CJAAAAA.C, ccgen7.ts; version 8 CKAAAAA.C, ccgen8.ts; version 9 CLAAAAA.C, ccgen9.ts; version 10 CMAAAAA.C, ccgen10.ts; version 11 CNAAAAA.C, ccgen11.ts); ccrun DIR --out OUT [--compare-only]: OUT/cc.txt, OUT/cc-facts.txt
  ccerrgen --seeds A-B --out DIR   faulty programs CXAAAAA.C (ccerrgen.ts); ccerr DIR --out OUT [--compare-only]: TCC's messages against mode12h's, OUT/ccerr.txt, OUT/ccerr-facts.json
  harness DIR --out OUT            real programs: DIR's *.C (and DIR/NAME/, a project's folder) wrapped by the capture harness, in
        [--compare-only] [--only NAME]  DOSBox and on mode12h; OUT/harness.txt, OUT/harness.json
        [--record FILE]            (a capture OUT lacks taken from FILE's hashes: shot-record.ts)
        [--tc TCDIR]               (its .CHR and .BGI files in mode12h's C:\TC too, as in DOSBox's)
        [--bgi CGA.BGI,…]          (those drivers of TCDIR beside each program and in C:\TC\BGI…, both sides)
  shotrecord OUT… --record FILE    add OUT's harness captures to FILE, a record of their shots' hashes
  fixtures OUT [--update-known]    write test/fixtures/oracle-gen[-vN]/ from OUT (its programs' version)
  table                            rewrite docs/FIDELITY.md's per-call tables from the committed
                                   fixtures and known.txt (after \`test.mjs e2e oracle-gen --update\`)
  probe NAME.C... --out OUT        DOSBox probes: test/fixtures/bgi-oracle/PROBE.C + each body, run with
        [--what TEXT] [--dump N,M] DOS.FLG; OUT/NAME.json holds its screens' hashes and T.OUT, and
        [--files F,G]              OUT/NAME-DN.BIN case N's four planes; --files puts those files
                                   (the test fonts, test/fixtures/bgi-oracle/OWN*.CHR) beside it on C:
The Turbo C 2.0 directory: --tc DIR, else $MODE12H_TC.`;

const argv = process.argv.slice(2);
const flag = (f: string): boolean => argv.includes(f);
const opt = (f: string, d?: string): string | undefined => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : d);
const positional = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1]!.startsWith('--') && !['--fonts', '--update-known', '--compare-only'].includes(argv[i - 1]!)));
const [command, dirArg] = positional;

function fail(msg: string): never {
  console.error(`oracle: ${msg}`);
  process.exit(2);
}

function tcDir(): string {
  const tc = opt('--tc') ?? process.env['MODE12H_TC'];
  if (!tc) fail('where is Turbo C 2.0? Give --tc DIR or set MODE12H_TC (docs/ORACLE.md says how to get the files)');
  const why = checkTc(tc);
  if (why) fail(`${why}: not a Turbo C 2.0 directory (docs/ORACLE.md)`);
  return resolve(tc);
}

/** The programs in DIR: name (8.3 base) → source. */
function programsIn(dir: string, projects = false): HarnessProgram[] {
  if (!existsSync(dir)) fail(`${dir}: no such folder`);
  // (the harness' projects: DIR/NAME/, a program of several files and its data, as its folder holds them)
  const names = readdirSync(dir).filter((f) => /\.C$/i.test(f) || (projects && statSync(join(dir, f)).isDirectory())).sort();
  if (names.length === 0) fail(`${dir}: no .C files`);
  return names.map((f) => {
    const project = !/\.C$/i.test(f);
    const name = (project ? f : f.slice(0, -2)).toUpperCase();
    if (!/^[A-Z0-9_]{1,8}$/.test(name)) fail(`${join(dir, f)}: not an 8.3 name DOS can run`);
    // its own key script, NAME.KEY beside it (key-script.ts)
    const key = readdirSync(dir).find((g) => g.toUpperCase() === `${name}.KEY`);
    const keys = projects && key ? { keys: parseKeyScript(readFileSync(join(dir, key), 'latin1')) } : {};
    return project ? { name, source: '', files: folderTree(join(dir, f)), ...keys } : { name, source: readFileSync(join(dir, f), 'latin1'), ...keys };
  });
}

/** A project's files by their path in its folder (`LEVELS/1.DAT`). */
function folderTree(dir: string, under = ''): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const f of readdirSync(dir).sort()) {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) for (const [g, bytes] of folderTree(path, `${under}${f}/`)) out.set(g, bytes);
    else out.set(`${under}${f}`, readFileSync(path));
  }
  return out;
}

/** A harnessed program for the oracle: one file, or a project's folder with the modules TCC links. */
function oracleHarnessed(p: HarnessProgram): OracleProgram {
  if (!p.files) return { name: p.name, source: harnessed(p.source, 'oracle', p.keys) };
  const extra = Object.fromEntries([...harnessedProject(p.files, 'oracle', p.keys)].map(([f, bytes]) => [f, Buffer.from(bytes).toString('latin1')]));
  return { name: p.name, source: '', extra, modules: projectSources(p.files).map((m) => m.name) };
}

/** OUT/oracle/NAME/: STATUS (status line, then TCC's log) and the files the program wrote (gzipped). */
export function saveOracle(out: string, r: OracleResult): void {
  const d = join(out, 'oracle', r.name);
  mkdirSync(d, { recursive: true });
  for (const [f, bytes] of r.files) writeFileSync(join(d, `${f}.gz`), gzipSync(bytes));
  writeFileSync(join(d, 'STATUS'), `${r.status}\n${r.log}`);
  // when it ran, and TCC's .EXE and .OBJ sizes (what a DIR of its folder showed: harness.ts oracleFolder)
  if (r.when !== undefined) writeFileSync(join(d, 'RUN'), `${JSON.stringify({ when: r.when, ...r.sizes })}\n`);
}

export function loadOracle(out: string, name: string): OracleResult | null {
  const d = join(out, 'oracle', name);
  if (!existsSync(join(d, 'STATUS'))) return null;
  const text = readFileSync(join(d, 'STATUS'), 'latin1');
  const nl = text.indexOf('\n');
  const files = new Map<string, Uint8Array>();
  for (const f of readdirSync(d)) if (f.endsWith('.gz')) files.set(f.slice(0, -3), gunzipSync(readFileSync(join(d, f))));
  const r: OracleResult = { name, status: text.slice(0, nl) as OracleResult['status'], log: text.slice(nl + 1), files };
  // a capture from before RUN was kept: STATUS was written within the minute or two of the session
  const run = existsSync(join(d, 'RUN')) ? (JSON.parse(readFileSync(join(d, 'RUN'), 'latin1')) as { when: number; exe?: number; obj?: number; objs?: Record<string, number> }) : null;
  r.when = run?.when ?? statSync(join(d, 'STATUS')).mtimeMs;
  if (run?.exe !== undefined) r.sizes = { exe: run.exe, obj: run.obj ?? 0, ...(run.objs && { objs: run.objs }) };
  return r;
}

/** The files a generated program has beside it on C: (version 8's fonts), as latin1 text for runOracle. */
function generatedFiles(name: string): Record<string, string> {
  const of = programOf(name);
  if (!of) return {};
  const files = programFiles(generate(of.seed, of.version));
  return Object.fromEntries([...files].map(([f, bytes]) => [f, Buffer.from(bytes).toString('latin1')]));
}

/**
 * What a program of DIR has beside it on C: — a generated program's files, DIR's headers (a probe's
 * `#include "KEY.H"`) — and NAME.IN, when DIR has it, as its standard input (`NAME < NAME.IN`).
 */
function besideFiles(dir: string, name: string): { extra: Record<string, string>; stdin?: string } {
  const extra = generatedFiles(name);
  for (const f of readdirSync(dir).filter((f) => /\.H$/i.test(f) || f.toUpperCase() === `${name}.IN`)) {
    const text = readFileSync(join(dir, f), 'latin1');
    // TCC 2.0 reads a header with bare LF line ends as one line; the input's bytes stay as they are
    extra[f.toUpperCase()] = /\.H$/i.test(f) ? text.replace(/\r?\n/g, '\r\n') : text;
  }
  return extra[`${name}.IN`] !== undefined ? { extra, stdin: `${name}.IN` } : { extra };
}

/** --bgi CGA.BGI,HERC.BGI: drivers of the TC directory `tc` put beside each harnessed program and in BGI_DIRS (dosbox.ts). */
function bgiDrivers(tc: string): string[] {
  const names = (opt('--bgi') ?? '').split(',').filter(Boolean).map((f) => f.toUpperCase());
  const missing = names.filter((f) => !/^[A-Z0-9_]{1,8}\.BGI$/.test(f) || !existsSync(join(tc, f)));
  if (missing.length) fail(`--bgi: ${missing.join(', ')} not a driver of ${tc}`);
  return names;
}

/** The programs of DIR to the oracle; `harness`: wrapped by the capture harness (harness.ts) instead of given SHOT.H. */
async function oracle(dir: string, out: string, harness = false): Promise<void> {
  const tc = tcDir();
  const all = programsIn(dir, harness);
  const todo = all.filter((p) => !existsSync(join(out, 'oracle', p.name, 'STATUS')));
  const jobs = Math.max(1, Number(opt('--jobs', '1')));
  const batch = Math.max(1, Number(opt('--batch', '40')));
  const limitS = Number(opt('--limit', '60'));
  const work = resolve(opt('--work', join(tmpdir(), `mode12h-oracle-${process.pid}`))!);
  console.log(`oracle: ${todo.length} of ${all.length} programs to run (${all.length - todo.length} done before), ${jobs} DOSBox at a time, ${batch} a session`);
  let done = 0;
  const t0 = Date.now();
  let next = 0;
  const worker = async (k: number): Promise<void> => {
    while (next < todo.length) {
      const chunk = todo.slice(next, next + batch);
      next += batch;
      await runOracle(
        chunk.map((p) => (harness ? oracleHarnessed(p) : { ...p, shotH: SHOT_H.oracle, ...besideFiles(dir, p.name) })),
        {
          tc, work: join(work, String(k)), limitS, fonts: flag('--fonts'), drivers: harness ? bgiDrivers(tc) : [],
          progress: (r) => {
            saveOracle(out, r);
            done++;
            if (r.status !== 'ok') console.log(`  ${r.name}: ${r.status}${r.status === 'rejected' ? `\n${r.log.trim()}` : ''}`);
            if (done % 50 === 0) console.log(`  ${done}/${todo.length}, ${((Date.now() - t0) / done / 1000).toFixed(2)} s a program`);
          },
        },
      );
    }
  };
  await Promise.all(Array.from({ length: jobs }, (_, k) => worker(k)));
  console.log(`oracle: ${done} programs in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * DOSBox probes (test/e2e/bgi-probes.test.ts): PROBE.C's frame + each body, run with DOS.FLG so
 * that the program hashes video memory after each case into T.HSH (480 16-bit row hashes a case,
 * folded here as the test folds its own: h = h·31 + row, 32-bit). OUT/NAME.json is the fixture.
 */
async function probe(files: string[], out: string): Promise<void> {
  if (files.length === 0) fail('probe: the probes\' .C files are needed');
  const frame = readFileSync(join(process.env['MODE12H_ROOT'] ?? '.', 'test', 'fixtures', 'bgi-oracle', 'PROBE.C'), 'latin1');
  mkdirSync(out, { recursive: true });
  const programs = files.map((f) => {
    const name = f.replace(/^.*\//, '').replace(/\.C$/i, '').toUpperCase();
    const extra: Record<string, string> = { 'DOS.FLG': `${(opt('--dump') ?? '').split(',').join(' ')}\r\n` };
    // binary files as latin1 text: runOracle writes them back byte for byte
    for (const file of (opt('--files') ?? '').split(',').filter(Boolean)) extra[file.replace(/^.*\//, '').toUpperCase()] = readFileSync(file, 'latin1');
    return { name, source: frame + readFileSync(f, 'latin1'), extra };
  });
  const work = resolve(opt('--work', join(tmpdir(), `mode12h-probe-${process.pid}`))!);
  await runOracle(programs, {
    tc: tcDir(), work, limitS: Number(opt('--limit', '600')), fonts: flag('--fonts'),
    progress: (r) => {
      const hsh = r.files.get('T.HSH') ?? new Uint8Array();
      const screens: string[] = [];
      for (let c = 0; c + 960 <= hsh.length; c += 960) {
        let all = 0;
        for (let y = 0; y < 480; y++) all = (Math.imul(all, 31) + (hsh[c + 2 * y]! | (hsh[c + 2 * y + 1]! << 8))) >>> 0;
        screens.push(all.toString(16).padStart(8, '0'));
      }
      const text = new TextDecoder('latin1').decode(r.files.get('T.OUT') ?? new Uint8Array()).replace(/\r/g, '');
      const files = (opt('--files') ?? '').split(',').filter(Boolean).map((f) => f.replace(/^.*\//, '').toUpperCase());
      writeFileSync(join(out, `${r.name}.json`), JSON.stringify({ what: opt('--what', r.name), ...(files.length ? { files } : {}), screens, out: text }));
      // the cases --dump asked for: their four planes, 480 rows of 80 bytes each
      for (const [f, bytes] of r.files) if (/^D\d+\.BIN$/.test(f)) writeFileSync(join(out, `${r.name}-${f}`), bytes);
      console.log(`probe ${r.name}: ${r.status}, ${screens.length} cases, ${text.split('\n').length - 1} lines → ${join(out, `${r.name}.json`)}`);
      if (r.status !== 'ok') console.log(r.log);
    },
  });
}

async function main(): Promise<void> {
  if (!command || flag('--help')) {
    console.log(HELP);
    return;
  }
  if (command === 'table') {
    for (const version of GENERATOR_VERSIONS) {
      const known = readKnown(version);
      writeFidelityTable(version, readOracleFacts(version).facts, [...known].map(([key, what]) => ({ key, what })));
    }
    console.log('table: docs/FIDELITY.md rewritten from the fixtures');
    return;
  }
  const out = resolve(opt('--out', dirArg ?? '') || fail('--out OUT is needed'));
  switch (command) {
    case 'gen': {
      const m = /^(\d+)-(\d+)$/.exec(opt('--seeds') ?? '') ?? fail('--seeds A-B is needed');
      const version = Number(opt('--version', String(GENERATOR_VERSION)));
      if (!(GENERATOR_VERSIONS as readonly number[]).includes(version)) fail(`--version ${version}: the generator has versions ${GENERATOR_VERSIONS.join(', ')}`);
      mkdirSync(out, { recursive: true });
      for (let s = Number(m[1]); s <= Number(m[2]); s++) {
        const p = generate(s, version as GeneratorVersion);
        writeFileSync(join(out, `${p.name}.C`), p.body);
      }
      console.log(`gen: seeds ${m[1]}-${m[2]}, generator version ${version}, in ${out}`);
      return;
    }
    case 'textgen': {
      const m = /^(\d+)-(\d+)$/.exec(opt('--seeds') ?? '') ?? fail('--seeds A-B is needed');
      mkdirSync(out, { recursive: true });
      const version = Number(opt('--version', '3'));
      if (![3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18].includes(version)) fail(`--version ${version}: the text generator has versions 3 to 18`);
      if (version === 11) {
        for (let s = Number(m[1]); s <= Number(m[2]); s++) {
          const p = generateText11(s);
          writeFileSync(join(out, `${p.name}.C`), p.body);
          writeFileSync(join(out, `${p.name}.IN`), p.stdin, 'latin1');
        }
        console.log(`textgen: seeds ${m[1]}-${m[2]} in ${out}`);
        return;
      }
      if (version >= 8) {
        for (let s = Number(m[1]); s <= Number(m[2]); s++) {
          const p = version === 18 ? generateText18(s) : version === 17 ? generateText17(s) : version === 16 ? generateText16(s) : version === 15 ? generateText15(s) : version === 14 ? generateText14(s) : version === 13 ? generateText13(s) : version === 12 ? generateText12(s) : version === 10 ? generateText10(s) : version === 9 ? generateText9(s) : generateText8(s);
          writeFileSync(join(out, `${p.name}.C`), p.body);
        }
        console.log(`textgen: seeds ${m[1]}-${m[2]} in ${out}`);
        return;
      }
      for (let s = Number(m[1]); s <= Number(m[2]); s++) {
        const p = generateText(s, version as TextgenVersion);
        writeFileSync(join(out, `${p.name}.C`), p.body);
      }
      console.log(`textgen: seeds ${m[1]}-${m[2]} in ${out}`);
      return;
    }
    case 'cgagen': {
      const m = /^(\d+)-(\d+)$/.exec(opt('--seeds') ?? '') ?? fail('--seeds A-B is needed');
      mkdirSync(out, { recursive: true });
      const gen = argv.includes('--driver') ? generateCgaDriver : generateCga;
      for (let s = Number(m[1]); s <= Number(m[2]); s++) writeFileSync(join(out, `${gen(s).name}.C`), gen(s).body);
      return console.log(`cgagen: seeds ${m[1]}-${m[2]} in ${out}`);
    }
    case 'vgagen':
    case 'vgarun': {
      // the generated VGA programs (vgagen.ts): written, or run in DOSBox and on mode12h
      const m = /^(\d+)-(\d+)$/.exec(opt('--seeds') ?? '');
      if (command === 'vgagen') {
        if (!m) fail('--seeds A-B is needed');
        mkdirSync(out, { recursive: true });
        const gen = opt('--version') === '2' ? generateVga2 : generateVga;
        for (let s = Number(m[1]); s <= Number(m[2]); s++) writeFileSync(join(out, `${gen(s).name}.C`), gen(s).body);
        return console.log(`vgagen: seeds ${m[1]}-${m[2]} in ${out}`);
      }
      const dir = dirArg ?? fail('the programs\' folder is needed');
      if (!flag('--compare-only')) await oracle(dir, out);
      const ps = programsIn(dir);
      return compareVga(ps, out, (name) => loadOracle(out, name), opt('--only'), ps[0]?.name.startsWith('VH') ? VGA_V2 : undefined);
    }
    case 'textprobes': {
      // the probes of version 4's rules (textprobes4.ts)
      mkdirSync(out, { recursive: true });
      for (const p of TEXT_PROBES4) writeFileSync(join(out, `${p.name}.C`), textProgram4(p.scenes));
      console.log(`textprobes: ${TEXT_PROBES4.map((p) => p.name).join(' ')} in ${out}`);
      return;
    }
    case 'textrun': {
      const dir = dirArg ?? fail('the programs\' folder is needed');
      if (!flag('--compare-only')) await oracle(dir, out);
      const ps = programsIn(dir);
      if (ps[0]?.name.startsWith('Y')) return compareText8(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('Z')) return compareText9(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LB')) return compareText10(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LC')) return compareText11(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LD')) return compareText12(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LE')) return compareText13(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LF')) return compareText14(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LG')) return compareText15(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LH')) return compareText16(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LI')) return compareText17(ps, out, (name) => loadOracle(out, name));
      if (ps[0]?.name.startsWith('LJ')) return compareText18(ps, out, (name) => loadOracle(out, name));
      compareText(programsIn(dir), out, (name) => loadOracle(out, name));
      return;
    }
    case 'textshow': {
      // textshow DIR --out OUT --only NAME --scene N: one scene, row by row where it differs
      const dir = dirArg ?? fail('the programs\' folder is needed');
      const name = opt('--only') ?? fail('--only NAME is needed');
      const o = loadOracle(out, name) ?? fail(`${name}: no oracle result in ${out}`);
      console.log(showTextScene(readFileSync(join(dir, `${name}.C`), 'latin1'), name, o, Number(opt('--scene', '1'))));
      return;
    }
    case 'pcgen': {
      const m = /^(\d+)-(\d+)$/.exec(opt('--seeds') ?? '') ?? fail('--seeds A-B is needed');
      mkdirSync(out, { recursive: true });
      for (let s = Number(m[1]); s <= Number(m[2]); s++) {
        const v = opt('--version'), p = v === '4' ? generatePc4(s) : v === '3' ? generatePc3(s) : v === '2' ? generatePc2(s) : generatePc(s);
        writeFileSync(join(out, `${p.name}.C`), p.body);
      }
      console.log(`pcgen: seeds ${m[1]}-${m[2]} in ${out}`);
      return;
    }
    case 'pcrun': {
      const dir = dirArg ?? fail('the programs\' folder is needed');
      if (!flag('--compare-only')) await oracle(dir, out);
      const ps = programsIn(dir);
      return (ps[0]?.name.startsWith('PH') ? comparePc4 : ps[0]?.name.startsWith('PD') ? comparePc3 : ps[0]?.name.startsWith('F') ? comparePc2 : comparePc)(ps, out, (name) => loadOracle(out, name));
    }
    case 'ccgen':
    case 'ccrun': {
      // the generated C-language programs (ccgen.ts): written, or run in DOSBox and on mode12h
      if (command === 'ccgen') {
        const m = /^(\d+)-(\d+)$/.exec(opt('--seeds') ?? '') ?? fail('--seeds A-B is needed');
        mkdirSync(out, { recursive: true });
        for (let s = Number(m[1]); s <= Number(m[2]); s++) {
          const p = opt('--version') === '11' ? generateCc11(s) : opt('--version') === '10' ? generateCc10(s) : opt('--version') === '9' ? generateCc9(s) : opt('--version') === '8' ? generateCc8(s) : opt('--version') === '7' ? generateCc7(s) : opt('--version') === '6' ? generateCc6(s) : opt('--version') === '5' ? generateCc5(s) : opt('--version') === '4' ? generateCc4(s) : opt('--version') === '3' ? generateCc3(s) : opt('--version') === '2' ? generateCc2(s) : generateCc(s);
          writeFileSync(join(out, `${p.name}.C`), p.body);
        }
        return console.log(`ccgen: seeds ${m[1]}-${m[2]} in ${out}`);
      }
      const dir = dirArg ?? fail('the programs\' folder is needed');
      if (!flag('--compare-only')) await oracle(dir, out);
      const ps = programsIn(dir);
      return (ps[0]?.name.startsWith('CN') ? compareCc11 : ps[0]?.name.startsWith('CM') ? compareCc10 : ps[0]?.name.startsWith('CL') ? compareCc9 : ps[0]?.name.startsWith('CK') ? compareCc8 : ps[0]?.name.startsWith('CJ') ? compareCc7 : ps[0]?.name.startsWith('CI') ? compareCc6 : ps[0]?.name.startsWith('CH') ? compareCc5 : ps[0]?.name.startsWith('CF') ? compareCc4 : ps[0]?.name.startsWith('CE') ? compareCc3 : ps[0]?.name.startsWith('CD') ? compareCc2 : compareCc)(ps, out, (name) => loadOracle(out, name));
    }
    case 'ccerrgen':
    case 'ccerr': {
      // faulty programs (ccerrgen.ts): written, or compiled by TCC in DOSBox and by mode12h
      if (command === 'ccerrgen') {
        const m = /^(\d+)-(\d+)$/.exec(opt('--seeds') ?? '') ?? fail('--seeds A-B is needed');
        mkdirSync(out, { recursive: true });
        for (let s = Number(m[1]); s <= Number(m[2]); s++) writeFileSync(join(out, `${generateCcErr(s).name}.C`), generateCcErr(s).body);
        return console.log(`ccerrgen: seeds ${m[1]}-${m[2]} in ${out}`);
      }
      const dir = dirArg ?? fail('the programs\' folder is needed');
      if (!flag('--compare-only')) await oracle(dir, out);
      return compareCcErr(programsIn(dir), out, (name) => loadOracle(out, name));
    }
    case 'oracle':
      return oracle(dirArg ?? fail('the programs\' folder is needed'), out);
    case 'compare':
    case 'run': {
      const dir = dirArg ?? fail('the programs\' folder is needed');
      if (command === 'run') await oracle(dir, out);
      const results = compare(programsIn(dir), out, (name) => loadOracle(out, name));
      writeReport(results, out);
      return;
    }
    case 'harness': {
      // real programs: the capture harness on both sides (docs/ORACLE.md, "Real programs")
      const dir = dirArg ?? fail('the programs\' folder is needed');
      if (!flag('--compare-only')) await oracle(dir, out, true);
      // the TC directory's fonts and drivers in mode12h's C:\TC too, as in the oracle's
      const tc = opt('--tc') ?? process.env['MODE12H_TC'];
      if (opt('--bgi') !== undefined && !tc) fail('--bgi needs --tc TCDIR: the drivers are its');
      if (tc) useTcFiles(resolve(tc), bgiDrivers(resolve(tc)));
      const record = opt('--record') === undefined ? new Map<string, ProgramRecord>() : readRecord(opt('--record')!);
      compareHarnessed(programsIn(dir, true), out, (name) => {
        const r = record.get(name);
        return loadOracle(out, name) ?? (r ? recordedOracle(name, r) : null);
      }, opt('--only'));
      return;
    }
    case 'shotrecord': {
      // shotrecord OUT… --record FILE: the harness' captures of each OUT added to FILE (shot-record.ts)
      const file = opt('--record') ?? fail('--record FILE is needed');
      const record = readRecord(file);
      for (const o of positional.slice(1)) {
        for (const name of readdirSync(join(o, 'oracle')).sort()) {
          const r = loadOracle(o, name);
          if (r) record.set(name, recordOf(r));
        }
      }
      writeRecord(file, record);
      console.log(`${file}: ${record.size} programs, ${[...record.values()].reduce((n, r) => n + r.shots.length, 0)} shots`);
      return;
    }
    case 'probe':
      return probe(positional.slice(1), out);
    case 'fixtures':
      writeFixtures(out, (name) => loadOracle(out, name), flag('--update-known'));
      return;
    default:
      fail(`unknown command "${command}"\n${HELP}`);
  }
}

await main();
