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
 *
 * Version 17 (tools/oracle/textgen17.ts: the library misused as coursework misuses it — strcpy,
 * strcat, sprintf and sscanf past static and local arrays, locals read before they are written,
 * strings without a NUL, free twice and writes past a malloc block, fclose twice and a FILE * used
 * after it, sprintf of too few, too many and mistyped arguments) likewise, from
 * test/fixtures/oracle-text-v17/; and version 15's probe SW2 (sscanf's string and format read from
 * memory as the scan goes, each character stored before the next is read).
 *
 * Version 18 (tools/oracle/textgen18.ts: the library's edge values — sprintf of −0.0, denormals,
 * infinities, NaNs and the ends of int and long under every flag, width and precision; sscanf of
 * odd scansets, prefixes, cut exponents and overflow; strtod/strtol/strtoul/atof/atoi/atol;
 * ecvt/fcvt/gcvt; math.h's errors under the default matherr; string.h of length 0 and overlaps;
 * qsort/bsearch/lfind with comparators that lie; ctime/gmtime/localtime at time_t's ends; fopen's
 * bad modes, fseek out of range, ungetc twice, setvbuf's bad arguments) likewise, from
 * test/fixtures/oracle-text-v18/.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runText8 } from '../../tools/oracle/textgen8.ts';
import { fixtureSet, generatedChecks } from '../support/generated.ts';
import { generateText14, readText14Facts, runText14, text14Checked, text14Fixtures, textgen14Seed } from '../../tools/oracle/textgen14.ts';
import { generateText15, readText15Facts, runText15, text15Checked, text15Fixtures, textgen15Seed } from '../../tools/oracle/textgen15.ts';
import { generateText16, readText16Facts, runText16, text16Checked, text16Fixtures, textgen16Seed } from '../../tools/oracle/textgen16.ts';
import { generateText17, readText17Facts, runText17, text17Checked, text17Fixtures, textgen17Seed } from '../../tools/oracle/textgen17.ts';
import { generateText18, readText18Facts, runText18, text18Checked, text18Fixtures, textgen18Seed } from '../../tools/oracle/textgen18.ts';

const dir14 = dirname(text14Fixtures());
generatedChecks(fixtureSet(readText14Facts(), text14Checked), {
  title: 'version 14', generator: 'textgen14', claim: 'every generated library program writes what Turbo C 2.0 wrote, or a known difference',
  oracleFile: text14Fixtures(), knownFile: join(dir14, 'known.txt'), version: 14, parts: 1, seed: textgen14Seed,
  run: (f, seed) => runText14(generateText14(seed).body, f.name), all: 250, heldFrom: 400, held: 40,
});

test('version 14\'s probe ST1: stime then getdate across the long\'s wrap in three zones, setdate of years below 0 (DOSBox compares CX unsigned)', () => {
  const dir = join(dir14, 'probes');
  const r = runText8(readFileSync(join(dir, 'ST1.C'), 'latin1'), 'ST1', true);
  assert.is(r.error, null);
  assert.fixture(r.out, readFileSync(join(dir, 'ST1.OUT'), 'latin1'));
});

generatedChecks(fixtureSet(readText15Facts(), text15Checked), {
  title: 'version 15', generator: 'textgen15', claim: 'every generated keyboard/ending program writes what Turbo C 2.0 wrote, or a known difference',
  oracleFile: text15Fixtures(), knownFile: join(dirname(text15Fixtures()), 'known.txt'), version: 15, parts: 1, seed: textgen15Seed,
  run: (f, seed) => runText15(generateText15(seed).body, f.name, { readcache: f.carry ?? 0 }), all: 300, heldFrom: 400, held: 30,
});

test('version 15\'s probe SW2: sscanf reads its string and format from memory as it goes, storing each character of a field before it reads the next', () => {
  const dir = join(dirname(text15Fixtures()), 'probes');
  const r = runText8(readFileSync(join(dir, 'SW2.C'), 'latin1'), 'SW2', true, 'SW2.OUT');
  assert.is(r.error, null);
  assert.fixture(r.out, readFileSync(join(dir, 'SW2.OUT'), 'latin1'));
});

generatedChecks(fixtureSet(readText16Facts(), text16Checked), {
  title: 'version 16', generator: 'textgen16', claim: 'every generated program of the least-checked names writes what Turbo C 2.0 wrote, or a known difference',
  oracleFile: text16Fixtures(), knownFile: join(dirname(text16Fixtures()), 'known.txt'), version: 16, parts: 1, seed: textgen16Seed,
  run: (f, seed) => runText16(generateText16(seed).body, f.name), all: 100, heldFrom: 400, held: 30,
});

generatedChecks(fixtureSet(readText17Facts(), text17Checked), {
  title: 'version 17', generator: 'textgen17', claim: 'every generated program that misuses the library writes what Turbo C 2.0 wrote, or a known difference',
  oracleFile: text17Fixtures(), knownFile: join(dirname(text17Fixtures()), 'known.txt'), version: 17, parts: 1, seed: textgen17Seed,
  run: (f, seed) => runText17(generateText17(seed).body, f.name), all: 150, heldFrom: 400, held: 30,
});

generatedChecks(fixtureSet(readText18Facts(), text18Checked), {
  title: 'version 18', generator: 'textgen18', claim: 'every generated program of the library\'s edge values writes what Turbo C 2.0 wrote, or a known difference',
  oracleFile: text18Fixtures(), knownFile: join(dirname(text18Fixtures()), 'known.txt'), version: 18, parts: 1, seed: textgen18Seed,
  run: (f, seed) => runText18(generateText18(seed).body, f.name), all: 300, heldFrom: 400, held: 30,
});

test.run();
