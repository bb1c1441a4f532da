/**
 * The library check (tools/libcheck.mjs): seeded C programs print thousands of library results —
 * printf's conversions and flags, sscanf, ecvt/fcvt/gcvt, atof/strtod/strtol, math.h, string.h,
 * ctype.h, time.h and TZ, dir.h, io.h, stdio's streams and their buffer, conio's output and input (cgets,
 * cscanf on keys put in the type-ahead buffer, cputs/cprintf wrapping and scrolling in windows),
 * the running clock, qsort/bsearch/rand sequences, dos.h's dates, setjmp, signal, the error texts,
 * assert, subdirectories, text against binary files (CR LF, ^Z, ftell/fseek), fscanf loops up to
 * EOF — one a line, to a file on C:. The real Turbo C 2.0 ran them in DOSBox and its files are
 * the fixtures (NAME.OUT beside NAME.C); here each program runs on mode12h and its file must be
 * the same, byte for byte. A difference names the program's C line that printed it.
 * npm test runs a fixed sample (test/support/sample.ts): the first program of each area (its
 * name's two letters: PF printf, SC scanf, MA math…), those KNOWN.txt names, and one in four of
 * the rest by the hash of the name; `npm run test:all` every program (114, ~0.13 s of CPU each).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SyncMachine } from '../../runtime/sync.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { exitStatus } from '../../runtime/dos/exit.ts';
import { compileC } from '../../cc/program.ts';
import { agreementSummary, KNOWN_FILE, knownCauses, knownDifferences, LIBCHECK_DIR as dir, libcheckAgreement, libcheckPrograms, type ProgramAgreement } from '../support/libcheck.ts';
import { firstOfEach, sampleOf } from '../support/sample.ts';

const every = libcheckPrograms();
const known = knownDifferences();
/**
 * The programs this run checks: one of each area (the two letters of its name) and those KNOWN.txt
 * names are always among them; all of them when LIBCHECK_RECORD rewrites KNOWN.txt from the run.
 */
const programs = process.env.LIBCHECK_RECORD ? every : sampleOf(every, (n) => n, 4, [...firstOfEach(every, (n) => n.slice(0, 2)), ...known.keys()]);

/** Run NAME.C on a fresh machine; the bytes of NAME.OUT it wrote. */
function run(name: string, source: string): string {
  const p = compileC(source, { file: `${name}.C`, engines: ['sync'] });
  const m = new SyncMachine();
  m.loadSync(p.syncRom);
  m.runSync(msToPit(60_000), () => null);
  if (m.crash) throw new Error(m.crash.message);
  if (m.state !== 'exited') throw new Error(`${name}.C did not end (state ${m.state})`);
  const bytes = driveOf(m).read(`${name}.OUT`);
  if (!bytes) throw new Error(`${name}.C wrote no ${name}.OUT`);
  // `/* EXIT */`: the oracle appended the status DOS kept (its ERRORLEVEL) as the last line
  const status = source.startsWith('/* EXIT */') ? `exit ${exitStatus(m)}\n` : '';
  return new TextDecoder('latin1').decode(bytes) + status;
}

/**
 * The lines where mode12h is known to differ still (KNOWN.txt: `NAME LINE`, then its cause): a
 * read past the end of a file chsize cut (IO1: DOSBox's own, documented, not modelled). The test holds the list
 * exact: a new difference fails, and so does a listed line that now matches (take it out).
 * `LIBCHECK_RECORD=1` rewrites the list from this run, keeping the cause written after a line still there.
 */
const causes = knownCauses();
const recorded: string[] = [];

/** The C line of each case, in order: the lines of the cN() functions. */
function caseLines(source: string): { l: string; line: number }[] {
  const lines = source.split('\n');
  const out: { l: string; line: number }[] = [];
  let inCase = false;
  lines.forEach((raw, i) => {
    const l = raw.trim();
    if (/^void c\d+\(void\)$/.test(l)) inCase = true;
    else if (l.startsWith('void main')) inCase = false;
    else if (inCase && l !== '{' && l !== '}' && l !== 'fflush(o);') out.push({ l, line: i + 1 });
  });
  return out;
}

const agreement: ProgramAgreement[] = [];
for (const name of programs) {
  test(`${name}.C prints what Turbo C 2.0 printed (${name}.OUT), line for line`, () => {
    const oraclePath = join(dir, `${name}.OUT`);
    assert.ok(existsSync(oraclePath), `${name}.OUT is missing: run node tools/libcheck.mjs oracle ${name}`);
    const source = readFileSync(join(dir, `${name}.C`), 'latin1');
    const want = readFileSync(oraclePath, 'latin1').split('\n');
    const got = run(name, source).split('\n');
    const cases = caseLines(source);
    const oneCaseALine = cases.length === want.length - 1;
    let same = 0;
    const expected = known.get(name) ?? new Set<number>();
    const bad: string[] = [];
    const fixed: number[] = [];
    for (let i = 0; i < Math.max(want.length, got.length); i++) {
      const agrees = want[i] === got[i];
      if (agrees && i < want.length - 1) same++;
      if (!agrees) recorded.push(`${name} ${i + 1}`);
      if (agrees && expected.has(i + 1)) fixed.push(i + 1);
      if (agrees || expected.has(i + 1)) continue;
      const c = oneCaseALine ? cases[i] : undefined;
      const where = c ? `${name}.C:${c.line}: ${c.l}` : `${name}.OUT line ${i + 1}`;
      bad.push(`${where}\n    TC 2.0:  ${JSON.stringify(want[i])}\n    mode12h: ${JSON.stringify(got[i])}`);
    }
    agreement.push({ name, lines: want.length - 1, same });
    if (process.env.LIBCHECK_RECORD) return;
    assert.ok(bad.length === 0, `${bad.length} of ${want.length - 1} lines differ:\n${bad.slice(0, 40).join('\n')}`);
    assert.equal(fixed, [], `KNOWN.txt lists lines of ${name} that now match: take them out`);
  });
}

test('at least 2 000 results agree byte for byte (the count docs/LIBRARY.md gives)', () => {
  // The programs not run here (npm test's sample) count as their fixtures say (libcheckAgreement:
  // the whole .OUT less KNOWN.txt's lines), which is what a run of them gives while KNOWN.txt is
  // exact, as npm run test:all holds it.
  const ran = new Set(agreement.map((r) => r.name));
  assert.equal([...ran].sort(), [...programs].sort(), 'every program of this run was compared');
  const rows = [...agreement, ...libcheckAgreement().filter((r) => !ran.has(r.name))];
  const same = rows.reduce((n, r) => n + r.same, 0);
  console.log(agreementSummary(rows) + (ran.size < every.length ? ` (${ran.size} of the ${every.length} programs run here)` : ''));
  assert.ok(same >= 2000, `${same} results agree`);
  if (process.env.LIBCHECK_RECORD) {
    const head = '# Lines of the libcheck programs\' output where mode12h still differs from Turbo C 2.0 (see libcheck.test.ts).\n';
    writeFileSync(KNOWN_FILE, head + recorded.map((r) => `${[r, causes.get(r)].filter(Boolean).join(' ')}\n`).join(''));
  }
});

test.run();
