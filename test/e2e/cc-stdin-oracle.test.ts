/**
 * stdin against the real Turbo C 2.0 in DOSBox (test/fixtures/stdin/, README there): each probe,
 * compiled from source by cc/ and run here, types its own keys into the BIOS type-ahead buffer and
 * writes what its reads returned; the file must be what DOSBox's run wrote.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';

const DIR = join('test', 'fixtures', 'stdin');

function run(name: string): string {
  const m = new Machine();
  m.load(compileC(readFileSync(join(DIR, `${name}.C`), 'latin1'), { file: `${name}.C`, engines: ['coroutine'] }).rom);
  for (let i = 0; i < 100 && m.state === 'running'; i++) m.runFor(100);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
  return new TextDecoder('latin1').decode(driveOf(m).read(`${name}.TXT`) ?? new Uint8Array(0));
}

/** The lines of a probe's file with TC's own FILE fields (level, bsize, flags) left out. */
const reads = (text: string): string[] =>
  text.split('\n').map((l) => l.replace(/ (level|bsize|flags) [0-9a-f-]+/g, ''));

test('S1.C: the rest of a line scanf did not read waits for the next read', () => {
  assert.equal(reads(run('S1')), reads(readFileSync(join(DIR, 'S1.TXT'), 'latin1')));
});

test('S2.C: fflush(stdin) drops what was typed and not read', () => {
  assert.equal(reads(run('S2')), reads(readFileSync(join(DIR, 'S2.TXT'), 'latin1')));
});

test.run();
