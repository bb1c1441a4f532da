// The local corpus table (docs/CORPUS.md): public single-file Turbo C programs gathered in
// /work/corpus-src (manifest.json: id, repo, path, commit, licence; src/<id>.C the file as the
// repository has it at that commit). Most have no licence, so they stay outside the repository.
//
//   node tools/corpus-table.mjs compile   real TCC 2.0 in DOSBox (batch, headless) → <work>/c/*.EXE, *.LOG
//   node tools/corpus-table.mjs run       each TCC-compiled program on mode12h with a generic replay
//   node tools/corpus-table.mjs table     the markdown table on stdout
//   node tools/corpus-table.mjs screens   the screens table from the capture harness' run on both
//                                         sides (node tools/oracle.mjs harness DIR --out SCREENS)
//   node tools/corpus-table.mjs batch     a batch's table as docs/CORPUS.md has it since the fifth:
//                                         TCC's verdict and the screens per program, the cause left
//                                         from CAUSES (a JSON file of id → text, kept with the corpus)
// A project (the eighteenth batch) is a folder, src/<id>/, with its files as the repository has them;
// its TCC verdict is the capture harness' (SCREENS), its run the CLI's on the folder.
// Options through the environment: CORPUS (default /work/corpus-src), TC (/work/tc), VERDICT=harness
// (TCC's verdict from the harness' capture for single files too),
// WORK (/tmp/corpus-oracle), OUT (/tmp/corpus-run/out), SCREENS (/tmp/corpus-h/out); for `run`,
// LIMIT (seconds of wall time a program may take, default 90: a loaded machine needs more) and
// IDS (C001,C036,…: run only these, which TCC compiled, leaving the others' results as they are).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const CORPUS = process.env.CORPUS ?? '/work/corpus-src';
const TC = process.env.TC ?? '/work/tc';
const WORK = process.env.WORK ?? '/tmp/corpus-oracle';
const OUT = process.env.OUT ?? '/tmp/corpus-run/out';
const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8'));
const idOf = (e) => basename(e.id, '.C');
/** A project of several files and its data: src/<id>/ is its folder (the eighteenth batch). */
const isProject = (id) => existsSync(join(CORPUS, 'src', id)) && statSync(join(CORPUS, 'src', id)).isDirectory();

// Keys a program that waits may want: digits and spaces for scanf, Enter, Space, Esc; shots between.
const REPLAY = `time 12:00:00
at 2000 shot s1
at 2100 type "5 5"
+100 tap Enter
+1500 shot s2
+100 type "100 100"
+100 tap Enter
+1500 shot s3
+100 tap Space
+100 tap Esc
+1500 shot s4
+100 type "3"
+100 tap Enter
+100 tap Esc
end +3000
`;

function compile() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(join(WORK, 'c'), { recursive: true });
  cpSync(TC, join(WORK, 'c', 'TC'), { recursive: true });
  const lines = [];
  for (const e of manifest) {
    // TCC 2.0 reads a bare-LF file as one line: CR LF
    const text = readFileSync(join(CORPUS, 'src', e.id), 'latin1').replace(/\r*\n/g, '\r\n');
    writeFileSync(join(WORK, 'c', e.id), text, 'latin1');
    lines.push(`TCC -IC:\\TC\\INCLUDE -LC:\\TC\\LIB ${e.id} GRAPHICS.LIB > ${idOf(e)}.LOG`);
  }
  writeFileSync(join(WORK, 'c', 'ALL.BAT'), lines.join('\r\n') + '\r\n'); // autoexec would overflow
  const base = readFileSync(new URL('../../shared/oracle/tools/dosbox-base.conf', import.meta.url), 'utf8');
  writeFileSync(join(WORK, 'run.conf'), base.replace('cycles=fixed 30000', 'cycles=max') +
    `[autoexec]\nmount c ${join(WORK, 'c')}\nc:\nset PATH=C:\\TC\ncall ALL.BAT\nexit\n`);
  spawnSync('timeout', ['900', 'dosbox', '-conf', join(WORK, 'run.conf')], {
    stdio: 'ignore', env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy' },
  });
}

const LIMIT = process.env.LIMIT ?? '90';
const IDS = process.env.IDS ? new Set(process.env.IDS.split(',')) : null;

function run() {
  mkdirSync(WORK, { recursive: true });
  writeFileSync(join(WORK, 'gen.replay'), REPLAY);
  for (const e of manifest) {
    const id = idOf(e), dir = join(OUT, id);
    if (IDS ? !IDS.has(id) : !existsSync(join(WORK, 'c', `${id}.EXE`))) continue;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // (a project: the CLI on its folder, as a user runs one)
    const r = spawnSync('timeout', [LIMIT, 'npx', 'mode12h', 'run', join(CORPUS, 'src', isProject(id) ? id : e.id), '--replay', join(WORK, 'gen.replay'),
      '--out', dir, '--stdout', join(dir, 'stdout.txt')], { encoding: 'utf8' });
    writeFileSync(join(dir, 'log.txt'), (r.stdout ?? '') + (r.stderr ?? ''));
    writeFileSync(join(dir, 'rc'), `${r.status}\n`);
  }
}

/**
 * TCC's verdict: compiled, or its first error. A project (src/<id>/, a folder of several files:
 * the eighteenth batch) is compiled by the capture harness, whose STATUS under SCREENS says.
 */
function tccVerdict(id) {
  const status = join(process.env.SCREENS ?? '/tmp/corpus-h/out', 'oracle', id, 'STATUS');
  // (a project's verdict, or any program's when the batch was only captured by the harness: VERDICT=harness, the nineteenth batch)
  if ((isProject(id) || process.env.VERDICT === 'harness') && existsSync(status)) {
    const text = readFileSync(status, 'latin1');
    // (TLINK's undefined symbols are no refusal: it writes the .EXE all the same, which runs;
    // probes UA1–UA5 in test/fixtures/tcc-messages: a function called, only referenced, its
    // address taken, data, main missing; corpus C3742, C4010, C4191, C4196, C4197, C4396)
    if (!text.startsWith('rejected')) return { ok: true, why: '' };
    const m = /^(?:Error|Fatal) \S+ \d+: (.*)$/m.exec(text) ?? /^(?:Fatal: |Error: )?(.*)$/m.exec(text.split('\n').filter((l) => /^(?:Error|Fatal|Undefined symbol)/.test(l))[0] ?? 'no log');
    return { ok: false, why: m ? m[1].trim() : 'no log' };
  }
  if (existsSync(join(WORK, 'c', `${id}.EXE`))) return { ok: true, why: '' };
  const log = existsSync(join(WORK, 'c', `${id}.LOG`)) ? readFileSync(join(WORK, 'c', `${id}.LOG`), 'latin1') : '';
  const m = /^(?:Error|Fatal) \S+ \d+: (.*)$/m.exec(log) ?? /^Undefined symbol .*$/m.exec(log);
  return { ok: false, why: m ? (m[1] ?? m[0]).trim() : 'no log' };
}

/** mode12h's verdict from the run's exit status and log. */
function mode12hVerdict(id) {
  const dir = join(OUT, id);
  if (!existsSync(join(dir, 'rc'))) return { compiles: '?', runs: 'not run', why: '' };
  const rc = readFileSync(join(dir, 'rc'), 'utf8').trim();
  const log = readFileSync(join(dir, 'log.txt'), 'utf8');
  // a crash's line over TLINK's warnings before it (an undefined function links, and stops where it is called)
  const lines = log.split('\n').filter((l) => l.startsWith('mode12h:'));
  const line = (lines.find((l) => /crashed/.test(l)) ?? lines[0] ?? '').replace(/^mode12h: /, '').replace(/\|/g, '\\|');
  if (rc === '0') return { compiles: 'yes', runs: 'yes', why: '' };
  if (rc === '124') return { compiles: 'yes', runs: 'timeout', why: `over ${LIMIT} s wall for the replay` };
  if (/crashed/.test(line)) return { compiles: 'yes', runs: 'no', why: line.replace(/^.*crashed in /, 'run time: ').slice(0, 140) };
  return { compiles: 'no', runs: '-', why: line.slice(0, 140) };
}

function table() {
  const rows = ['| id | source (repo / path @ commit) | licence | TCC 2.0 | mode12h compiles | runs | what stops it |', '|---|---|---|---|---|---|---|'];
  const n = { all: 0, tcc: 0, cc: 0, runs: 0 };
  for (const e of manifest) {
    const id = idOf(e), t = tccVerdict(id);
    n.all++;
    const m = t.ok ? mode12hVerdict(id) : { compiles: '-', runs: '-', why: `TCC: ${t.why}` };
    if (t.ok) n.tcc++;
    if (m.compiles === 'yes') n.cc++;
    if (m.runs === 'yes') n.runs++;
    const src = `${e.repo} / ${e.path}${e.commit === '-' ? '' : ` @ ${e.commit.slice(0, 10)}`}`.replace(/\|/g, '\\|');
    rows.push(`| ${id} | ${src} | ${e.licence} | ${t.ok ? 'yes' : 'no'} | ${m.compiles} | ${m.runs} | ${m.why} |`);
  }
  console.log(`Gathered ${n.all}; TCC 2.0 compiles ${n.tcc}; mode12h compiles ${n.cc}; runs the replay through ${n.runs}.\n`);
  console.log(rows.join('\n'));
}

/** Per program: shots the real TC 2.0 gave, how many mode12h matched at 0 px, the first difference. */
function screens() {
  const dir = process.env.SCREENS ?? '/tmp/corpus-h/out';
  const results = JSON.parse(readFileSync(join(dir, 'harness.json'), 'utf8'));
  const byId = new Map(manifest.map((e) => [idOf(e), e]));
  const rows = ['| id | source | shots (real TC 2.0) | at 0 px | first difference |', '|---|---|---|---|---|'];
  let shots = 0, equal = 0, all = 0;
  for (const r of results) {
    const e = byId.get(r.name);
    const src = e ? `${e.repo} / ${e.path}`.replace(/\|/g, '\\|') : '';
    shots += r.oracleShots;
    equal += r.equal;
    if (r.oracleShots > 0 && r.equal === r.oracleShots && r.mode12hShots === r.oracleShots) all++;
    rows.push(`| ${r.name} | ${src} | ${r.oracleShots} | ${r.equal} | ${r.first.replace(/\|/g, '\\|').slice(0, 160)} |`);
  }
  console.log(`Programs ${results.length}; shots the real TC 2.0 gave ${shots}; at 0 px on mode12h ${equal}; programs with every shot at 0 px ${all}.\n`);
  console.log(rows.join('\n'));
}

/** TCC's verdict, the harness' shots and the cause left, a row per program of the manifest. */
function batch() {
  const dir = process.env.SCREENS ?? '/tmp/corpus-h/out';
  const results = new Map(JSON.parse(readFileSync(join(dir, 'harness.json'), 'utf8')).map((r) => [r.name, r]));
  const causes = process.env.CAUSES ? JSON.parse(readFileSync(process.env.CAUSES, 'utf8')) : {};
  const rows = ['| id | source (repo / path @ commit) | licence | TCC 2.0 | mode12h compiles | shots (TC) | at 0 px | cause left |', '|---|---|---|---|---|---|---|---|'];
  const n = { all: 0, tcc: 0, cc: 0, shots: 0, equal: 0, whole: 0 };
  for (const e of manifest) {
    const id = idOf(e), t = tccVerdict(id), r = results.get(id);
    n.all++;
    const src = `${e.repo} / ${e.path}${e.program ? ` (${e.program})` : ''} @ ${e.commit.slice(0, 10)}`.replace(/\|/g, '\\|');
    if (!t.ok) {
      rows.push(`| ${id} | ${src} | ${e.licence} | no | - |  |  | TCC: ${t.why} |`);
      continue;
    }
    n.tcc++;
    // the harness names a program mode12h could not compile in its first difference
    const compiles = r && /^mode12h:? compile/.test(r.first) ? 'no' : 'yes';
    if (compiles === 'yes') n.cc++;
    const shots = r?.oracleShots ?? 0, equal = r?.equal ?? 0;
    n.shots += shots;
    n.equal += equal;
    if (shots > 0 && equal === shots && r.mode12hShots === shots) n.whole++;
    rows.push(`| ${id} | ${src} | ${e.licence} | yes | ${compiles} | ${shots} | ${equal} | ${(causes[id] ?? '').replace(/\|/g, '\\|')} |`);
  }
  console.log(`Gathered ${n.all}; TCC 2.0 compiles ${n.tcc}; mode12h compiles ${n.cc}; shots the real TC 2.0 gave ${n.shots}, ${n.equal} at 0 px; programs with every shot at 0 px ${n.whole}.\n`);
  console.log(rows.join('\n'));
}

const step = process.argv[2];
if (step === 'compile') compile();
else if (step === 'run') run();
else if (step === 'table') table();
else if (step === 'screens') screens();
else if (step === 'batch') batch();
else {
  console.error('usage: node tools/corpus-table.mjs compile|run|table|screens|batch');
  process.exit(2);
}
