// Restores the local corpus (docs/CORPUS.md, "Restoring the corpus") from public git mirrors: the
// programs are never committed (no licences), only their table rows `| Cnnnn | owner/repo / path @
// commit10 | licence | TCC 2.0 | … |`, so a new machine rebuilds them from the repositories.
//
//   node tools/corpus-restore.mjs MIRRORS DEST [--batch c12,c9] [--tc /work/tc] [--files DIR]
//
// MIRRORS holds one git mirror a repository, `owner+name/repo` (a bare git directory or a work
// tree with `.git`: what the fetch of a snapshot leaves). For each batch of the doc (old C001–C162,
// c1 C163–C226, c2 C227–C312, c3 … c28 as its sections name them) DEST/<batch>/ gets
// manifest.json (id, repo, path, commit, licence: what tools/corpus-table.mjs reads),
// src/<id>.C (`git show COMMIT:PATH`, the abbreviated commit resolved by git) or src/<id>/ (a
// program of a folder, `path (NAME)`: projectAt; a file with headers of its own beside it, the
// captures' folder: withIncludes), and doc.json (the doc's figures per program:
// TCC's verdict, the real TC's shots and those at 0 px, the cause), the figures
// tools/corpus-rerun.mjs compares against. Rows whose repository or file cannot be had are listed on
// stderr and in DEST/<batch>/missing.txt. The Turbo C 2.0 directory's files the first batch took
// ("Turbo C 2.0 distribution (/work/tc)", "extra files in /work/tc") are copied from --tc; --files
// DIR gives loose files for repositories no mirror holds (DIR/owner+name/PATH: a file read some
// other way, as it is at the row's commit). A program's own key script, docs/corpus-keys/<id>.KEY (ours,
// written for the harness, so committed), is copied beside it as src/<id>.KEY.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ORDINALS = ['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
  'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth',
  'twenty-ninth', 'thirtieth', 'thirty-first', 'thirty-second', 'thirty-third'];

/** The batch a program of the doc belongs to: its section's (the first section: old up to C162, c1 after). */
export function batchOf(section, id) {
  if (section > 0) return `c${section}`;
  const n = Number(id.slice(1));
  return n <= 162 ? 'old' : n <= 226 ? 'c1' : 'c2'; // the second batch's rows are in the first table
}

/** A table cell's text, `\|` unescaped. */
const cell = (s) => s.trim().replace(/\\\|/g, '|');

/** Splits a table row on its unescaped bars. */
function cells(line) {
  const out = [];
  let cur = '';
  for (let i = 1; i < line.length; i++) {
    if (line[i] === '\\' && line[i + 1] === '|') { cur += '\\|'; i++; continue; }
    if (line[i] === '|') { out.push(cell(cur)); cur = ''; continue; }
    cur += line[i];
  }
  return out;
}

/**
 * Every program the doc's tables name, id → { batch, repo, path, commit, licence, tcc, shots, equal, cause }.
 * A program's source row is the first with a commit (or the /work/tc rows); its figures are the
 * last row with shots (the first batch's screens table, at the end of the doc, for C001–C312).
 */
export function parseCorpusDoc(text) {
  const programs = new Map();
  let section = 0;
  let header = null;
  for (const line of text.split('\n')) {
    const h = /^## The ([\w-]+) batch/.exec(line);
    if (h && ORDINALS.includes(h[1])) section = ORDINALS.indexOf(h[1]) + 2;
    else if (/^## /.test(line)) section = -1; // held-out, screens: rows of earlier batches
    if (line.startsWith('| id |')) { header = cells(line); continue; }
    if (!/^\| C\d+ \|/.test(line) || !header) continue;
    const c = cells(line), id = c[0];
    const col = (name) => header.findIndex((x) => x.startsWith(name));
    const p = programs.get(id) ?? { id, batch: null };
    const src = c[1];
    const m = /^(.+?) \/ (.+) @ ([0-9a-f]{7,40})$/.exec(src);
    const tc = /^(?:Turbo C 2\.0 distribution \(\/work\/tc\)|extra files in \/work\/tc) \/ (.+)$/.exec(src);
    if (!p.repo && (m || tc)) {
      Object.assign(p, m ? { repo: m[1], path: m[2], commit: m[3] } : { repo: '/work/tc', path: tc[1], commit: '-' });
      const project = m && /^(.+) \(([^()/]+)\)$/.exec(m[2]); // `PATH (NAME)`: a folder (projectAt)
      if (project) Object.assign(p, { path: project[1], name: project[2] });
      p.licence = c[2];
      p.batch = batchOf(section < 0 ? 0 : section, id);
    }
    const t = col('TCC 2.0');
    if (t >= 0) p.tcc = c[t];
    const s = col('shots');
    const e = header.findIndex((x) => x.startsWith('at 0 px'));
    if (s >= 0 && e >= 0) {
      p.shots = Number(c[s]) || 0;
      p.equal = Number((c[e] ?? '').split('→').pop().trim()) || 0; // the third batch's "before → now"
      p.cause = c[c.length - 1];
    }
    programs.set(id, p);
  }
  return programs;
}

/** The git directory of a repository's mirror under MIRRORS, or null. */
function gitDirOf(mirrors, repo) {
  const base = join(mirrors, repo.replace('/', '+'), 'repo');
  for (const d of [join(base, '.git'), base]) if (existsSync(join(d, 'HEAD')) && existsSync(join(d, 'objects'))) return d;
  return null;
}

/** `git` on a mirror: its stdout, or null when it fails. */
function git(dir, ...args) {
  const r = spawnSync('git', ['--git-dir', dir, ...args], { maxBuffer: 64 << 20 });
  return r.status === 0 ? r.stdout : null;
}

/**
 * The object at PATH of COMMIT, as git names it: the root folder (a row's `.`) is `COMMIT:`, since
 * git reads `COMMIT:.` as a path relative to the current directory and finds none in a bare mirror.
 */
const revPath = (commit, path) => `${commit}:${path === '.' ? '' : path}`;

/** A folder's files at a commit, path → bytes, all its subfolders' (no .EXE, .OBJ: TCC makes them). */
function treeAt(dir, commit, path) {
  const out = new Map();
  const names = git(dir, 'ls-tree', '-r', '--name-only', '-z', revPath(commit, path));
  for (const name of names.toString('utf8').split('\0').filter(Boolean)) {
    if (/\.(exe|obj)$/i.test(name)) continue;
    out.set(name, git(dir, 'show', revPath(commit, path === '.' ? name : `${path}/${name}`)));
  }
  return out;
}

/**
 * A program that is a folder (the eighteenth batch on: `PATH (NAME)`): PATH a folder is the
 * project as its author left it; PATH a file is the main module, written as NAME, beside the
 * files of its folder it includes with quotes (and the .C module of each such header, which a
 * folder's program links): without such includes it stays one file.
 */
function projectAt(dir, p) {
  const kind = git(dir, 'cat-file', '-t', revPath(p.commit, p.path))?.toString().trim();
  if (kind === 'tree') return treeAt(dir, p.commit, p.path);
  return withIncludes(dir, p, p.name, git(dir, 'show', `${p.commit}:${p.path}`), () => true);
}

/**
 * A main module (MAIN, the bytes of p.path at p.commit) written as NAME beside the files of its
 * folder it includes with quotes, recursively, those `wanted` accepts; `modules`: with the .C module
 * of each such header. None of them: MAIN alone.
 */
export function withIncludes(dir, p, name, main, wanted, modules = true) {
  const at = p.path.includes('/') ? p.path.slice(0, p.path.lastIndexOf('/')) : '.';
  const above = at === '.' ? null : at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : '.';
  const files = new Map([[name, main]]);
  const todo = [main];
  const take = (n, folder) => {
    const real = namesIn(dir, p.commit, folder).get(n.toLowerCase());
    if (!real || files.has(real) || real === p.path.split('/').pop() || !wanted(real)) return false;
    const bytes = git(dir, 'show', `${p.commit}:${folder === '.' ? '' : `${folder}/`}${real}`);
    if (!bytes) return false;
    files.set(real, bytes);
    todo.push(bytes);
    return true;
  };
  while (todo.length) {
    for (const [, inc] of todo.pop().toString('latin1').matchAll(/^\s*#\s*include\s*"([^"]+)"/gm)) {
      const n = inc.split(/[\\/]/).pop();
      // a header the folder lacks, named plainly or as `..\\x.h`, from the folder above: the
      // captures had it beside the file (corpus C4587, C4588: nucleo2/nucleo2.h's "system.h" is
      // the repository's SYSTEM.H; TCC finds a quoted name in the current folder, `..\\` from there)
      const up = /^\.\.[\\/][^\\/]+$/.test(inc);
      if (!(!up && take(n, at)) && above !== null && /\.h$/i.test(n)) take(n, above);
      if (modules && /\.h$/i.test(n)) take(n.replace(/\.h$/i, '.c'), at);
    }
  }
  return files.size === 1 ? main : files;
}

/** A folder's names at a commit, lower case → as written (its files and folders). */
function namesIn(dir, commit, folder) {
  const key = `${dir}\0${commit}\0${folder}`;
  const cache = (namesIn.cache ??= new Map());
  if (!cache.has(key)) {
    cache.set(key, new Map((git(dir, 'ls-tree', '--name-only', '-z', `${commit}:${folder === '.' ? '' : folder}`) ?? Buffer.alloc(0))
      .toString('utf8').split('\0').filter(Boolean).map((n) => [n.toLowerCase(), n])));
  }
  return cache.get(key);
}

/**
 * The batches whose captures had a file's own headers beside it (/work/corpus19's gatherer: "a
 * program with local includes a folder with them") though their rows name the file alone: a
 * quoted include TC's INCLUDE lacks, found beside the file at its commit, comes with it (headers
 * only: TCC compiled the one module). Earlier and later batches' captures had the file alone (C1268's,
 * C5586's record: "Unable to open include file").
 */
const HEADERS_BESIDE = new Set(['c19', 'c20', 'c21', 'c22', 'c23', 'c24', 'c25', 'c26', 'c27']);

/** TC's own headers (its INCLUDE folder, upper case): a quoted include of one of these is TC's. */
const tcHeaders = (tc) => (tcHeaders.cache ??= new Set(existsSync(join(tc, 'INCLUDE'))
  ? readdirSync(join(tc, 'INCLUDE')).map((n) => n.toUpperCase()) : []));

/** The file (or a project's files, name → bytes) at that commit, or a reason it cannot be had. */
function fileAt(mirrors, files, tc, p) {
  if (p.repo === '/work/tc') {
    const f = join(tc, p.path);
    return existsSync(f) ? readFileSync(f) : `${f}: not in the Turbo C directory`;
  }
  const git = gitDirOf(mirrors, p.repo);
  if (git && p.name) {
    try { return projectAt(git, p); } catch (e) { return `${p.repo} / ${p.path} @ ${p.commit}: ${e.message}`; }
  }
  if (git) {
    const r = spawnSync('git', ['--git-dir', git, 'show', `${p.commit}:${p.path}`], { maxBuffer: 64 << 20 });
    if (r.status === 0 && !HEADERS_BESIDE.has(p.batch)) return r.stdout;
    const ownHeader = (n) => /\.h$/i.test(n) && !tcHeaders(tc).has(n.toUpperCase());
    if (r.status === 0) return withIncludes(git, p, p.path.split('/').pop(), r.stdout, ownHeader, false);
    if (!files) return `${p.repo} @ ${p.commit}: ${r.stderr.toString().trim().split('\n')[0]}`;
  }
  const loose = files && join(files, p.repo.replace('/', '+'), p.path);
  if (loose && existsSync(loose)) return readFileSync(loose);
  return git ? `${p.repo} / ${p.path}: not in the mirror nor in --files` : `${p.repo}: no mirror`;
}

function main() {
  const args = process.argv.slice(2);
  const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : dflt; };
  const only = opt('--batch', null)?.split(',');
  const tc = opt('--tc', '/work/tc');
  const files = opt('--files', null);
  const [mirrors, dest] = args;
  if (!mirrors || !dest) {
    console.error('usage: node tools/corpus-restore.mjs MIRRORS DEST [--batch c12,c9] [--tc TCDIR] [--files DIR]');
    process.exit(2);
  }
  const doc = readFileSync(new URL('../docs/CORPUS.md', import.meta.url), 'utf8');
  const byBatch = new Map();
  for (const p of parseCorpusDoc(doc).values()) {
    if (!p.batch || (only && !only.includes(p.batch))) continue;
    if (!byBatch.has(p.batch)) byBatch.set(p.batch, []);
    byBatch.get(p.batch).push(p);
  }
  let missingAll = 0;
  for (const [batch, ps] of byBatch) {
    const dir = resolve(dest, batch);
    mkdirSync(join(dir, 'src'), { recursive: true });
    const manifest = [], missing = [], figures = {};
    for (const p of ps) {
      figures[p.id] = { tcc: p.tcc, shots: p.shots ?? 0, equal: p.equal ?? 0, cause: p.cause ?? '' };
      const got = fileAt(mirrors, files, tc, p);
      if (typeof got === 'string') { missing.push(`${p.id} ${got}`); continue; }
      if (got instanceof Map) {
        for (const [name, bytes] of got) {
          mkdirSync(dirname(join(dir, 'src', p.id, name)), { recursive: true });
          writeFileSync(join(dir, 'src', p.id, name), bytes);
        }
      } else {
        writeFileSync(join(dir, 'src', `${p.id}.C`), got);
        const keys = new URL(`../docs/corpus-keys/${p.id}.KEY`, import.meta.url);
        if (existsSync(keys)) writeFileSync(join(dir, 'src', `${p.id}.KEY`), readFileSync(keys));
      }
      const name = got instanceof Map ? p.id : `${p.id}.C`;
      manifest.push({ id: name, repo: p.repo, path: p.path, ...(p.name ? { main: p.name } : {}), commit: p.commit, licence: p.licence });
    }
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
    writeFileSync(join(dir, 'doc.json'), JSON.stringify(figures, null, 1) + '\n');
    writeFileSync(join(dir, 'missing.txt'), missing.map((l) => l + '\n').join(''));
    missingAll += missing.length;
    console.log(`${batch}: ${ps.length} in the doc, ${manifest.length} restored${missing.length ? `, ${missing.length} missing` : ''}`);
    for (const l of missing) console.error(`  ${l}`);
  }
  if (missingAll) console.log(`${missingAll} rows missing (DEST/<batch>/missing.txt)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
