// Bad and hostile C through the CLI (docs/HOSTILE.md, "Bad C"): test/fixtures/hostile holds the
// programs and what the real TCC 2.0 made of each in DOSBox (tcc.json). A program TCC rejects gets
// TCC's first error line, word for word (or a listed difference); a program that runs ends with
// one error naming its file, line and function, or with what TC printed; none runs past a bound
// of wall time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCli, runCli, type CliRun } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const DIR = join('test', 'fixtures', 'hostile');
interface Case {
  name: string;
  file: string;
  flags?: string;
  tcc: string[];
  outcome: 'rejected' | 'ran' | 'hung';
  screen?: string[];
}
const { cases } = JSON.parse(readFileSync(join(DIR, 'tcc.json'), 'utf8')) as { cases: Case[] };

/** The three 1 MB sources (the lines TCC was given): a comment, 30 000 functions, prose. */
export function bigSources(): Record<string, string> {
  const fns: string[] = [];
  for (let i = 0, size = 0; size < 1 << 20; i++) {
    const l = `int f${i}(int a) { return a + ${i}; }`;
    fns.push(l);
    size += l.length + 1;
  }
  const filler = `/* ${'filler text '.repeat(6)}*/`;
  return {
    'BIGCMT.C': `#include <stdio.h>\n${Array(12500).fill(filler).join('\n')}\nmain()\n{\n  printf("after a megabyte\\n");\n  return 0;\n}\n`,
    'BIGCODE.C': `${fns.join('\n')}\nmain()\n{\n  return f1(1);\n}\n`,
    'BIGJUNK.C': `${'the quick brown fox jumps over the lazy dog '.repeat(2)}\n`.repeat(Math.floor((1 << 20) / 90)),
  };
}

/** Where mode12h's first error line is not TCC's, and why. */
const DIFFERENT: Record<string, string> = {
  BIGCODE: 'TCC runs out of its 64 KB tables at line 3670 ("Out of memory"); mode12h compiles all of it',
  HUGEGLB: 'TCC names the last line of the file; mode12h the global that does not fit',
};

/** What mode12h does with the programs TC compiles (--end 3000): its stdout, a line of its stderr, its exit status. */
const RUNS: Record<string, { out?: string; err: string; status: number }> = {
  BIGCODE: { out: '', err: 'program exited (exit status 2)', status: 2 },
  BIGCMT: { out: 'after a megabyte\n', err: 'program exited (exit status 0)', status: 0 },
  // deep's n, the whole right side of `frame[0] = n`, stays on the stack: no SI pushed, 2006 bytes a call (TCC -S, probe CJ99705)
  DEEPBIG: { err: 'mode12h: DEEPBIG.C:2: in deep(): Stack overflow! (a frame down to FD4Ch, past 0000h, runs past the heap', status: 1 },
  DEEPBIGN: { err: 'mode12h: DEEPBIG.C:2: in deep(): Stack overflow!', status: 1 },
  RECURSE: { out: 'going down\n', err: 'mode12h: RECURSE.C:3: in down(): Stack overflow!', status: 1 },
  RECURSEN: { out: 'going down\n', err: 'mode12h: RECURSE.C:3: in down(): Stack overflow!', status: 1 },
  DIVRUN: { out: 'before\nDivide error\r\n', err: 'mode12h: DIVRUN.C:4: in ratio(): Divide error (division by zero): the program ended there (exit status 3)', status: 3 },
  FORSPIN: { err: 'mode12h: FORSPIN.C:3: in main(): a loop ran 67108864 passes without a library call', status: 1 },
  FPSPIN: { err: 'mode12h: FPSPIN.C:1: in spin(): a loop ran 67108864 passes without a library call', status: 1 },
  LIBSPIN: { err: 'mode12h: LIBSPIN.C:6: in main(): stopped after 1 s of wall time (--wall): a program that never ends?', status: 1 },
  PRINTLP: { err: 'mode12h: PRINTLP.C:5: in main(): stopped after 1 s of wall time (--wall): a program that never ends?', status: 1 },
  STDINLP: { err: 'program running', status: 0 },
  GETSLP: { err: 'program running', status: 0 },
  KBHITLP: { err: 'program running', status: 0 },
  FREEBAD: { out: 'freed\n', err: 'program exited (exit status 0)', status: 0 },
  // main falls off its end after printf: its status is printf's count in AX, 2 (probe CF1: a
  // call's value though a store before it, `buf[0] = 1`, leaves AX in no followed place)
  HUGELOC: { out: '1\n', err: 'program exited', status: 2 },
  HUGELOCN: { out: '1\n', err: 'program exited', status: 2 },
  // the vector takes the address (probe IV2), which no handler of the program's has: the timer's INT 1Ch runs on as before
  IVTWR: { out: 'vector 1Ch replaced\n', err: 'program exited', status: 0 },
  LONGJMP: { err: 'mode12h: LONGJMP.C:14: in main(): longjmp: the function that called setjmp with this jmp_buf has returned', status: 1 },
  // TLINK's line, then the call runs on as TC's does (probe UC1: an int result is its first
  // argument), so main returns 1; TC's own .EXE hangs by the return address the call leaves on
  // the stack, not modelled (UC1's notes in test/fixtures/oracle-files/README.md)
  MACFN: { err: "mode12h: Undefined symbol '_F' in module macfn.c", status: 1 },
  MACREC: { out: '1\n', err: 'program exited', status: 2 },
  MALLOC: { out: '63 blocks\n', err: 'program exited (exit status 0)', status: 0 },
  NULLW: { out: 'wrote through NULL\nNull pointer assignment\r\n', err: 'program exited (exit status 0)', status: 0 },
  STRCPYX: { out: '7 much too long for it\n', err: "mode12h: STRCPYX.C:3: in main(): returns through its frame's link, which a write past its locals overwrote", status: 1 },
  WILDFAR: { out: '2\n', err: 'program exited (exit status 0)', status: 0 },
};

/**
 * The loops that never wait, run as a user runs them (no --end: 60 s of virtual time, which
 * printing takes hours of the host's to reach), under a wall limit of a second: stopped there.
 */
const ARGS: Record<string, string[]> = { PRINTLP: ['--wall', '1'], LIBSPIN: ['--wall', '1'] };

/** A bound of wall time for one case, far above what any takes (a hang would pass it). */
const WALL_MS = 60_000;

let dir = '';
test.before(() => {
  ensureCli();
  dir = scratchDir('mode12h-hostile-c-');
  for (const c of cases) if (!c.file.startsWith('BIG')) copyFileSync(join(DIR, c.file), join(dir, c.file));
  for (const [name, text] of Object.entries(bigSources())) writeFileSync(join(dir, name), text, 'latin1');
});

async function run(c: Case): Promise<CliRun & { ms: number }> {
  const t0 = performance.now();
  const r = await runCli(['run', c.file, ...(ARGS[c.name] ?? ['--end', '3000'])], { cwd: dir });
  return { ...r, ms: performance.now() - t0 };
}

const firstError = (lines: readonly string[]): string | undefined => lines.find((l) => /^(Error |Undefined symbol )/.test(l));

for (const c of cases) {
  test(`${c.name}${c.flags ? ` (TCC ${c.flags})` : ''}: TC ${c.outcome}${c.outcome === 'rejected' ? `: ${firstError(c.tcc)}` : c.screen?.length ? `: ${c.screen.join(' / ')}` : ''}`, async () => {
    const r = await run(c);
    assert.ok(r.ms < WALL_MS, `${Math.round(r.ms)} ms of wall time`);
    if (c.outcome === 'rejected' && !(c.name in RUNS)) {
      const ours = firstError(r.stderr.replace(/^mode12h: /gm, '').split('\n'));
      assert.is(r.status, 1, r.stderr);
      assert.match(r.stderr, /\*\*\* \d+ errors in Compile \*\*\*|Undefined symbol/, 'the count line');
      if (c.name in DIFFERENT) {
        assert.ok(ours, r.stderr);
        assert.ok(/^Error \w+\.c \d+: /.test(ours!), ours);
        assert.is.not(ours, firstError(c.tcc), `${c.name} now agrees with TCC: take it off DIFFERENT`);
      } else assert.is(ours, firstError(c.tcc));
      return;
    }
    const want = RUNS[c.name];
    assert.ok(want, `${c.name}: no expectation`);
    assert.ok(r.stderr.includes(want!.err), r.stderr);
    assert.is(r.status, want!.status, r.stderr);
    if (want!.out !== undefined) assert.is(r.stdout, want!.out);
    // one error, not a cascade: a program that stopped says so in one line
    if (want!.status === 1 && !want!.err.startsWith('mode12h: Undefined symbol')) assert.is(r.stderr.trim().split('\n').filter((l) => l.startsWith('mode12h: ') && !l.startsWith('mode12h: Undefined symbol')).length, 1, r.stderr);
  });
}

test('every case of the folder has its expectation', () => {
  for (const c of cases) if (c.outcome !== 'rejected' || c.name in DIFFERENT) assert.ok(RUNS[c.name] || c.name in DIFFERENT, c.name);
  assert.ok(cases.length >= 40, `${cases.length} cases`);
});

test.run();
