/**
 * Held-out real programs: coursework-style Turbo C programs of our own (test/fixtures/held-out,
 * README there), written in the manner of the corpus (docs/CORPUS.md) and captured with the real
 * TC 2.0 in DOSBox by the capture harness (`node tools/oracle.mjs harness`) before mode12h was
 * run on them; each program's shots (H01.SCR.gz: SHOTS.SCR) must stay equal at 0 px, shot for
 * shot, on every version: text screens cell for cell, graphics screens colour index for index.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { compareShots, HARNESS_SHOTS, projectSources } from '../../tools/oracle/harness.ts';
import { recordedOracle, recordOf } from '../../tools/oracle/shot-record.ts';
import { parseKeyScript } from '../../tools/oracle/key-script.ts';

const DIR = join('test', 'fixtures', 'held-out');
// (a folder, H36/, is a program of several files and its data: its files by their paths in it)
const programs = readdirSync(DIR).filter((f) => f.endsWith('.C') || statSync(join(DIR, f)).isDirectory()).sort();
const folder = (dir: string, under = ''): [string, Uint8Array][] =>
  readdirSync(dir).sort().flatMap((f) => (statSync(join(dir, f)).isDirectory() ? folder(join(dir, f), `${under}${f}/`) : [[`${under}${f}`, readFileSync(join(dir, f))]]));

test('the set: at least 28 programs, each with its DOSBox shots', () => {
  assert.ok(programs.length >= 28, `only ${programs.length} programs`);
  assert.equal(programs.filter((f) => !existsSync(join(DIR, `${f.replace(/\.C$/, '')}.SCR.gz`))), []);
});

for (const file of programs) {
  const name = file.replace(/\.C$/, '');
  const files = file.endsWith('.C') ? undefined : new Map(folder(join(DIR, file)));
  const source = files ? '' : readFileSync(join(DIR, file), 'latin1');
  const described = files ? projectSources(files)[0]!.text : source; // (main's module)
  // its own key script when it has one (H37.KEY: tools/oracle/key-script.ts)
  const keyFile = join(DIR, `${name}.KEY`);
  const keys = existsSync(keyFile) ? parseKeyScript(readFileSync(keyFile, 'latin1')) : undefined;
  test(`${name}: ${/^\/\*\s*(.*?)\s*\*\//.exec(described)?.[1] ?? ''}`, () => {
    const shots = gunzipSync(readFileSync(join(DIR, `${name}.SCR.gz`)));
    const r = compareShots({ name, source, ...(files && { files }), ...(keys && { keys }) }, { name, status: 'ok', log: '', files: new Map([[HARNESS_SHOTS, new Uint8Array(shots)]]) }, null);
    assert.ok(r.oracleShots > 0, 'no shots in the capture');
    assert.is(r.first, '');
    assert.is(r.equal, r.oracleShots);
    assert.is(r.mode12hShots, r.oracleShots);
  });
}

// docs/CORPUS.md, "Restoring the corpus": a capture's record (hashes, no screens) compares as the
// capture does, and a shot whose hash is not mode12h's is counted apart and named
test('a recorded capture: the same shots at 0 px by their hashes, a changed hash named', () => {
  const name = 'H01', source = readFileSync(join(DIR, `${name}.C`), 'latin1');
  const shots = new Uint8Array(gunzipSync(readFileSync(join(DIR, `${name}.SCR.gz`))));
  const rec = recordOf({ name, status: 'ok', log: '', files: new Map([[HARNESS_SHOTS, shots]]) });
  const whole = compareShots({ name, source }, recordedOracle(name, rec), null);
  assert.ok(whole.oracleShots > 1);
  assert.equal([whole.equal, whole.mode12hShots, whole.first], [whole.oracleShots, whole.oracleShots, '']);
  rec.shots[1]![3] = '0000000000000000';
  const one = compareShots({ name, source }, recordedOracle(name, rec), null);
  assert.is(one.equal, one.oracleShots - 1);
  assert.match(one.first, /^shot 2 .*not the recorded shot/);
});

test.run();
