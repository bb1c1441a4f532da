/**
 * The generated library programs, version 14 (tools/oracle/textgen14.ts: printf's and scanf's
 * families of formats paired with arguments of their conversions' types, the DOS date through
 * setdate/getdate/stime/dostounix/unixtodos, errno's texts, io.h's handles, div/ldiv and sorting)
 * against what the real Turbo C 2.0 wrote in DOSBox (test/fixtures/oracle-text-v14/oracle.txt, from
 * `node tools/oracle.mjs textrun`): each program regenerated from its seed, compiled by cc/ and run
 * on mode12h, its TX.OUT compared part by part by hash, and line for line where the fixture keeps
 * the text (version 8's way); and the probe ST1 (probes/ST1.C, what DOSBox wrote: ST1.OUT) whole.
 * Seeds 401 on were held out: 401–450 run once after the first rules, 451–500 after all of them. The programs
 * that differ today are in known.txt, each with its cause after " — "; a difference not listed
 * fails, and so does a listed one that now matches (`node tools/test.mjs e2e oracle-text-v14
 * --update` rewrites the list). One program in eighty is run, all of them with MODE12H_ALL=1 or
 * --update.
 *
 * Version 15 (tools/oracle/textgen15.ts: the keyboard as programs read it — dialogues of scanf,
 * gets, fgets, getchar, getch, kbhit, ungetc, fflush, cgets, cscanf and bioskey on keys typed ahead
 * and while they wait —, time.h under odd TZ strings, long double printed, atexit and the program's
 * end by return, exit, _exit and abort) is checked here the same way, from
 * test/fixtures/oracle-text-v15/ (its own known.txt), so that it costs no file of its own.
 *
 * Version 16 (tools/oracle/textgen16.ts: the names versions 4–15 call least — farcalloc, bios.h's
 * disk, serial and printer calls, getdta/setdta, getpsp, getverify, getcbrk, bdos, intdos, country,
 * dosexterr, searchpath, sopen, lock, umask, setmode, chsize, ioctl, signal/raise with handlers that
 * return or jump, itoa/ltoa/ultoa at every radix, the rotations, swab, lfind/lsearch, the
 * case-blind comparisons, strtok runs, math.h's hypot/poly/frexp/modf/ldexp/fmod/atan2/pow10/cabs,
 * tzset's tzname, asctime of odd fields, tmpnam, rename/remove, fdopen, ferror, fgetpos) likewise,
 * from test/fixtures/oracle-text-v16/.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldToKnown, runText8, text8Difference } from '../../tools/oracle/textgen8.ts';
import { fixtureSet } from '../support/generated.ts';
import { generateText14, readText14Facts, runText14, text14Checked, text14Fixtures, textgen14Seed } from '../../tools/oracle/textgen14.ts';
import { generateText15, readText15Facts, runText15, text15Checked, text15Fixtures, textgen15Seed } from '../../tools/oracle/textgen15.ts';
import { generateText16, readText16Facts, runText16, text16Checked, text16Fixtures, textgen16Seed } from '../../tools/oracle/textgen16.ts';

const { update, every, all, checked } = fixtureSet(readText14Facts(), text14Checked);
const knownFile = join(dirname(text14Fixtures()), 'known.txt');

test('version 14: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text14Fixtures(), 'latin1').includes('\ngenerator 14\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 250, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (textgen14Seed(f.name) ?? 0) > 400).length >= 40, 'held-out programs (seeds 401 on)');
  for (const f of checked) assert.ok(f.hashes.length >= 1 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 14: every generated library program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = text8Difference(f, runText14(generateText14(textgen14Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'textgen14', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test('version 14\'s probe ST1: stime then getdate across the long\'s wrap in three zones, setdate of years below 0 (DOSBox compares CX unsigned)', () => {
  const dir = join(dirname(text14Fixtures()), 'probes');
  const r = runText8(readFileSync(join(dir, 'ST1.C'), 'latin1'), 'ST1', true);
  assert.is(r.error, null);
  assert.fixture(r.out, readFileSync(join(dir, 'ST1.OUT'), 'latin1'));
});

const v15 = fixtureSet(readText15Facts(), text15Checked);
const known15 = join(dirname(text15Fixtures()), 'known.txt');

test('version 15: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text15Fixtures(), 'latin1').includes('\ngenerator 15\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(v15.all.length >= 300, `${v15.all.length} programs compared`);
  assert.ok(v15.all.filter((f) => (textgen15Seed(f.name) ?? 0) > 400).length >= 30, 'held-out programs (seeds 401 on)');
  for (const f of v15.checked) assert.ok(f.hashes.length >= 1 && (v15.every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 15: every generated keyboard/ending program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = v15.checked.flatMap((f) => {
    const d = text8Difference(f, runText15(generateText15(textgen15Seed(f.name)!).body, f.name, { readcache: f.carry ?? 0 }));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(v15.checked.map((f) => f.name)), known15, 'textgen15', v15.update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

const v16 = fixtureSet(readText16Facts(), text16Checked);
const known16 = join(dirname(text16Fixtures()), 'known.txt');

test('version 16: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text16Fixtures(), 'latin1').includes('\ngenerator 16\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(v16.all.length >= 100, `${v16.all.length} programs compared`);
  assert.ok(v16.all.filter((f) => (textgen16Seed(f.name) ?? 0) > 400).length >= 30, 'held-out programs (seeds 401 on)');
  for (const f of v16.checked) assert.ok(f.hashes.length >= 1 && (v16.every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 16: every generated program of the least-checked names writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = v16.checked.flatMap((f) => {
    const d = text8Difference(f, runText16(generateText16(textgen16Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(v16.checked.map((f) => f.name)), known16, 'textgen16', v16.update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
