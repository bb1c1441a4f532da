// Reruns the restored corpus on a worktree's mode12h against the recorded oracle shots
// (docs/CORPUS.md, "Restoring the corpus"): per batch of the restored corpus (tools/corpus-restore.mjs),
// `harness DIR/src --out OUT/<batch> --compare-only --record RECORD --tc TC` run from the worktree,
// so a tree's change is measured on every program the record holds without DOSBox.
//
//   node tools/corpus-rerun.mjs run WORKTREE [OUT] [--corpus DIR] [--batch old,c9] [--jobs N]
//                                              [--tc TCDIR] [--record FILE]
//   node tools/corpus-rerun.mjs compare A B    programs whose result differs between two runs' OUT
//   node tools/corpus-rerun.mjs summary OUT [--corpus DIR]   results.tsv, totals.txt again from OUT's batches
//
// run: OUT (default /work/corpus-rerun/<worktree's folder name>) gets per batch <batch>/harness.txt
// and harness.json (the harness'), <batch>/log.txt; results.tsv a line per program (batch, id,
// shots at 0 px, oracle shots, mode12h's shots, shots that differ by the host's clock, the doc's
// figures, the first difference), totals.txt a line per batch (programs restored of the doc's,
// shots at 0 px of those recorded, the doc's figures for all its programs and for those restored,
// the restored programs whose figure differs from the doc's). --jobs N runs N batches at once
// (each a harness process, under `nice`); RECORD is the worktree's docs/corpus-shots.json.gz.
// compare: a line per program whose shots at 0 px, mode12h's shots or first difference differ;
// programs without a recorded result on either side (not recorded, not restored) are left out.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const RESULT_COLUMNS = ['batch', 'id', 'equal', 'shots', 'mode12h', 'clock', 'docEqual', 'docShots', 'first'];

/** The batches a restored corpus holds, in the doc's order (old, c1, c2, …). */
function batchesIn(corpus) {
  const order = (b) => (b === 'old' ? 0 : Number(b.slice(1)));
  return readdirSync(corpus).filter((b) => /^(old|c\d+)$/.test(b) && existsSync(join(corpus, b, 'src'))).sort((a, b) => order(a) - order(b));
}

const readJson = (file, dflt) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : dflt);

/** A batch's results: a row a program the harness compared, with the doc's figures (doc.json). */
function batchRows(corpus, out, batch) {
  const doc = readJson(join(corpus, batch, 'doc.json'), {});
  return readJson(join(out, batch, 'harness.json'), []).map((r) => ({
    batch, id: r.name, equal: r.equal, shots: r.oracleShots, mode12h: r.mode12hShots, clock: r.clock ?? 0,
    docEqual: doc[r.name]?.equal ?? '', docShots: doc[r.name]?.shots ?? '', first: r.first.replace(/[\t\n]/g, ' '),
  }));
}

/** A program the record holds: its harness line names no missing oracle result. */
const recorded = (row) => row.first !== 'no oracle result';

function totalsLine(corpus, batch, rows) {
  const doc = readJson(join(corpus, batch, 'doc.json'), {});
  const inDoc = Object.values(doc), restored = rows.filter(recorded);
  const sum = (xs, f) => xs.reduce((n, x) => n + (Number(f(x)) || 0), 0);
  const differ = restored.filter((r) => r.docShots !== '' && (r.equal !== r.docEqual || r.shots !== r.docShots)).map((r) => r.id);
  return `${batch.padEnd(4)} ${rows.length} restored of ${inDoc.length} in the doc; ${sum(restored, (r) => r.equal)}/${sum(restored, (r) => r.shots)} shots at 0 px`
    + `${sum(restored, (r) => r.clock) ? ` (+${sum(restored, (r) => r.clock)} by the host's clock)` : ''}`
    + `; doc ${sum(inDoc, (d) => d.equal)}/${sum(inDoc, (d) => d.shots)} for all, ${sum(restored, (r) => r.docEqual)}/${sum(restored, (r) => r.docShots)} for those restored`
    + `${differ.length ? `; differ from the doc: ${differ.join(' ')}` : ''}`;
}

/** results.tsv and totals.txt from every batch finished so far. */
function writeSummary(corpus, out, batches) {
  const done = batches.filter((b) => existsSync(join(out, b, 'harness.json')));
  const rows = done.flatMap((b) => batchRows(corpus, out, b));
  writeFileSync(join(out, 'results.tsv'), [RESULT_COLUMNS.join('\t'), ...rows.map((r) => RESULT_COLUMNS.map((c) => r[c]).join('\t'))].join('\n') + '\n');
  writeFileSync(join(out, 'totals.txt'), done.map((b) => totalsLine(corpus, b, rows.filter((r) => r.batch === b))).join('\n') + '\n');
}

/** One batch's harness run from the worktree; resolves with its exit code. */
function runBatch(worktree, corpus, out, batch, tc, record) {
  const dir = join(out, batch);
  rmSync(dir, { recursive: true, force: true }); // no captures in OUT: every oracle result is the record's
  mkdirSync(dir, { recursive: true });
  const args = ['-n', '10', process.execPath, 'tools/oracle.mjs', 'harness', join(corpus, batch, 'src'), '--out', dir,
    '--compare-only', '--record', record, '--tc', tc];
  writeFileSync(join(dir, 'log.txt'), `nice ${args.join(' ')}\n`);
  return new Promise((done) => {
    const child = spawn('nice', args, { cwd: worktree, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = [];
    child.stdout.on('data', (d) => log.push(d));
    child.stderr.on('data', (d) => log.push(d));
    child.on('close', (code) => {
      writeFileSync(join(dir, 'log.txt'), Buffer.concat([Buffer.from(`nice ${args.join(' ')}\n`), ...log]));
      done(code ?? 1);
    });
  });
}

async function run(args, opt) {
  const corpus = resolve(opt('--corpus', '/work/corpus-restore'));
  const tc = resolve(opt('--tc', '/work/tc'));
  const recordArg = opt('--record', null);
  const jobs = Number(opt('--jobs', '1'));
  const only = opt('--batch', null)?.split(',');
  const [worktreeArg, outArg] = args;
  if (!worktreeArg) usage();
  const worktree = resolve(worktreeArg);
  if (!existsSync(join(worktree, 'tools', 'oracle.mjs'))) fail(`${worktree}: not a mode12h worktree (no tools/oracle.mjs)`);
  if (!existsSync(join(worktree, 'node_modules'))) fail(`${worktree}: no node_modules (ln -s /work/main/node_modules ${worktree}/node_modules)`);
  const out = resolve(outArg ?? join('/work/corpus-rerun', basename(worktree)));
  const record = resolve(recordArg ?? join(worktree, 'docs', 'corpus-shots.json.gz'));
  if (!(jobs >= 1)) fail('--jobs takes a number of batches at once, 1 or more');
  const all = batchesIn(corpus);
  if (!all.length) fail(`${corpus}: no restored batch (node tools/corpus-restore.mjs MIRRORS ${corpus})`);
  for (const b of only ?? []) if (!all.includes(b)) fail(`--batch ${b}: not restored in ${corpus} (${all.join(' ')})`);
  const batches = only ?? all; // in the order given
  mkdirSync(out, { recursive: true });
  console.log(`${worktree} → ${out}: ${batches.join(' ')} (${jobs} at once)`);
  const queue = [...batches];
  const worker = async () => {
    for (let b = queue.shift(); b; b = queue.shift()) {
      const t0 = Date.now();
      const code = await runBatch(worktree, corpus, out, b, tc, record);
      writeSummary(corpus, out, all);
      const line = readFileSync(join(out, 'totals.txt'), 'utf8').split('\n').find((l) => l.startsWith(`${b} `));
      console.log(`${code === 0 ? '' : `(harness exit ${code}: ${join(out, b, 'log.txt')}) `}${line ?? b} [${Math.round((Date.now() - t0) / 1000)} s]`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, batches.length) }, worker));
  console.log(`${join(out, 'results.tsv')}, ${join(out, 'totals.txt')}`);
}

/** A run's results.tsv, batch/id → row. */
function readResults(out) {
  const file = join(out, 'results.tsv');
  if (!existsSync(file)) fail(`${file}: no such results (run first)`);
  const [head, ...lines] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const cols = head.split('\t');
  return new Map(lines.map((l) => {
    const row = Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v]));
    return [`${row.batch}/${row.id}`, row];
  }));
}

function compare([a, b]) {
  if (!a || !b) usage();
  const ra = readResults(a), rb = readResults(b);
  let n = 0, differ = 0;
  for (const [key, x] of ra) {
    const y = rb.get(key);
    if (!y || !recorded(x) || !recorded(y)) continue;
    n++;
    if (x.equal === y.equal && x.mode12h === y.mode12h && x.first === y.first) continue;
    differ++;
    console.log(`${key.padEnd(12)} ${x.equal}/${x.shots} → ${y.equal}/${y.shots}  (mode12h ${x.mode12h} → ${y.mode12h})`);
    if (x.first !== y.first) console.log(`    A: ${x.first || '(all equal)'}\n    B: ${y.first || '(all equal)'}`);
  }
  console.log(`${differ} of ${n} programs compared in both differ`);
}

function usage() {
  console.error('usage: node tools/corpus-rerun.mjs run WORKTREE [OUT] [--corpus DIR] [--batch old,c9] [--jobs N] [--tc TCDIR] [--record FILE]\n'
    + '       node tools/corpus-rerun.mjs compare A B\n       node tools/corpus-rerun.mjs summary OUT [--corpus DIR]');
  process.exit(2);
}

function fail(msg) {
  console.error(`corpus-rerun: ${msg}`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
const opt = (name, dflt) => { const i = rest.indexOf(name); return i >= 0 ? rest.splice(i, 2)[1] : dflt; };
if (command === 'run') await run(rest, opt);
else if (command === 'compare') compare(rest);
else if (command === 'summary' && rest.length) {
  // a run stopped or run in parts: its finished batches summed again
  const corpus = resolve(opt('--corpus', '/work/corpus-restore'));
  writeSummary(corpus, resolve(rest[0]), batchesIn(corpus));
  console.log(readFileSync(join(resolve(rest[0]), 'totals.txt'), 'utf8').trimEnd());
} else usage();
