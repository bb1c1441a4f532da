// stdout on a file, as DOS's `PROGRAM > FILE` makes it, against the real TC 2.0 in DOSBox
// (test/fixtures/stdout-file, README there; and the R* runs of test/fixtures/divide-error): TC's
// stdout buffer of 512 characters is written when a character finds it full, by fflush, setvbuf
// and the program's normal end; a divide error loses the rest. Each case runs here with
// LibraryIO.stdoutToFile and the file it leaves (LF → CR LF, as DOS's text mode writes it) must be
// DOSBox's, byte for byte.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { runC } from './cc-harness.ts';

/** Runs `source` with stdout on a file; the file's bytes and what the console showed. */
function run(source: string, file: string, args?: string): { file: string; console: string } {
  let out = '', con = '';
  const p = compileC(source, { file, stdoutToFile: true, stdout: (t) => (out += t), console: (t) => (con += t), ...(args !== undefined && { args }) });
  const m = new SyncMachine();
  m.loadSync(p.syncRom);
  m.runSync(msToPit(5_000), () => null);
  assert.is(m.state, 'exited', `${file} did not end`);
  return { file: out.replace(/\n/g, '\r\n'), console: con };
}

const SO = 'test/fixtures/stdout-file';
const so = readFileSync(`${SO}/SO.C`, 'latin1');
for (let n = 1; n <= 20; n++) {
  test(`SO ${n} > R${n}.OUT: the file holds what DOSBox's did`, () => {
    const want = readFileSync(`${SO}/R${n}.OUT`, 'latin1');
    const got = run(so, 'SO.C', ` ${n}`);
    assert.is(got.file.length, want.length);
    assert.ok(got.file === want, `R${n}.OUT differs`);
    assert.is(got.console.endsWith('Divide error\r\n'), true);
  });
}

const DZ = 'test/fixtures/divide-error';
const template = readFileSync(`${DZ}/TEMPLATE.C`, 'latin1');
const cases = new Map(readFileSync(`${DZ}/CASES.txt`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('|') as [string, string]));
for (const r of ['01', '07', '11', '13', '17', '20']) {
  test(`DZ${r} > R${r}.OUT (divide-error): the file holds what DOSBox's did, the console "Divide error"`, () => {
    const got = run(template.replace('/*BODY*/', cases.get(`DZ${r}`)!), `DZ${r}.C`);
    assert.is(got.file, readFileSync(`${DZ}/R${r}.OUT`, 'latin1'));
    if (r !== '07') assert.is(got.console, 'Divide error\r\n');
  });
}

test('without stdoutToFile every character goes to stdout as it is printed (the console)', () => {
  let out = '';
  const p = compileC('#include <stdio.h>\nint z;\nvoid main() { printf("one\\n"); fprintf(stderr, "two"); z = 1 / z; }\n', { file: 'C.C', stdout: (t) => (out += t) });
  const m = new SyncMachine();
  m.loadSync(p.syncRom);
  m.runSync(msToPit(1_000), () => null);
  assert.is(out, 'one\ntwoDivide error\r\n');
});

test('console output takes DOSBox\'s time: printf\'s and cprintf\'s lines over 2 ticks are a tenth of CP1\'s 20 within 10 % (test/fixtures/console-time)', () => {
  const counts = readFileSync('test/fixtures/console-time/CP1.OUT', 'latin1').split('\n').map((l) => Number(l.split(' ').pop()));
  const src = readFileSync('test/fixtures/console-time/CP1.C', 'latin1')
    .replace('ticks() - t0 < 20', 'ticks() - t0 < 2')
    .replace('f = fopen("CP1.OUT", "w");', 'f = stdout;').replace('fclose(f);', '')
    .replace('if (k == 0)', 'if (k == 1 || k == 2) break;\n      if (k == 0)');
  const r = runC(src, { file: 'CP1.C', ms: 1000 });
  assert.is(r.crash, null);
  const got = r.stdout.split('\n').slice(-5, -1).map((l) => Number(l.split(' ').pop()));
  for (const k of [0, 3]) assert.ok(Math.abs(got[k]! - counts[k]! / 10) <= counts[k]! / 100, `${k}: ${got[k]} against ${counts[k]! / 10}`);
});

test('printf\'s lines in the tick after an edge, `t0 = ticks();` read there before the loop: as full as the next (test/fixtures/console-time)', () => {
  // ticks()'s one read, from `t0 = ticks();` and then from the loop's condition, is no poll (far.ts tickPolled)
  const counts = readFileSync('test/fixtures/console-time/CP2.OUT', 'latin1').split('\n').filter(Boolean).map((l) => Number(l.split(' ').pop()));
  const src = readFileSync('test/fixtures/console-time/CP2.C', 'latin1')
    .replace('< 6', '< 2').replace('{ FILE *f = fopen("CP2.OUT", "w");', '{ FILE *f = stdout;').replace('fclose(f);', '').replace('k < 6', 'k < 2');
  const r = runC(src, { file: 'CP2.C', ms: 1000 });
  assert.is(r.crash, null);
  const got = r.stdout.split('\n').slice(-3, -1).map((l) => Number(l.split(' ').pop()));
  // DOSBox's rate grows under cycles=max (496, 496, then 621–638): the machine's steady one is
  // held to CP2's mean over its 6 ticks within 10 %, the first tick as full as the second
  const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
  for (const k of [0, 1]) assert.ok(Math.abs(got[k]! - mean) <= mean / 10, `tick ${k}: ${got[k]} against ${mean}`);
  assert.ok(Math.abs(got[0]! - got[1]!) <= got[1]! / 20, `tick 0: ${got[0]}, tick 1: ${got[1]}`);
});

test.run();
