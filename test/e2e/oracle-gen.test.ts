/**
 * The generated graphics.h programs (tools/oracle/generate.ts) against what the real Turbo C 2.0
 * made of them in DOSBox (test/fixtures/oracle-gen/oracle.txt, written by tools/oracle.mjs): every
 * program regenerated from its seed and run on mode12h, each scene's screen hash and numbers
 * compared. The scenes that differ today are listed in known.txt: a difference not listed fails,
 * and so does a listed one that now matches (rewrite the list: `node tools/test.mjs e2e
 * oracle-gen --update`).
 *
 * The programs run as direct ROMs (romOf: the library called statement for statement as the C
 * text says) on two worker threads; a sample is also compiled from its C text by cc/ and must give
 * the same screens and numbers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Machine } from '../../runtime/machine.ts';
import { generate, GENERATOR_VERSION, NUMBERS_FILE, romOf, SCENES } from '../../tools/oracle/generate.ts';
import { differences, FIXTURES, knownText, readKnown, readOracleFacts, type Difference, type OracleFact } from '../../tools/oracle/fixtures.ts';
import { compileForMode12h, runOnMode12h, screenHash } from '../../tools/oracle/mode12h.ts';

const WORKERS = 2;

if (!isMainThread) {
  // a worker: the differences of every WORKERS-th program from its index on
  const { index } = workerData as { index: number };
  const { facts } = readOracleFacts();
  const machine = new Machine();
  const diffs: Difference[] = [];
  facts.forEach((f, i) => {
    if (i % WORKERS === index && f.status === 'ok') diffs.push(...differences(f, machine));
  });
  parentPort!.postMessage(diffs);
} else {
  const { version, facts } = readOracleFacts();
  const compared = facts.filter((f) => f.status === 'ok');
  const runAll = (): Promise<Difference[][]> =>
    Promise.all(
      Array.from({ length: WORKERS }, (_, index) => new Promise<Difference[]>((done, fail) => {
        const w = new Worker(fileURLToPath(import.meta.url), { workerData: { index } });
        w.once('message', done);
        w.once('error', fail);
      })),
    );

  test('the fixtures are of this generator, and of enough programs and shapes', () => {
    assert.is(version, GENERATOR_VERSION, `oracle.txt is of generator ${version}; generate.ts is ${GENERATOR_VERSION}: run the oracle again (docs/ORACLE.md)`);
    assert.ok(compared.length >= 2000, `${compared.length} programs compared`);
    assert.ok(compared.length * SCENES >= 20000);
    for (const f of compared) assert.is(f.screens.length, SCENES, `${f.name}: ${f.screens.length} screens`);
  });

  test('every generated program: each scene as Turbo C 2.0 drew and printed it, or a known difference', async () => {
    const diffs = (await runAll()).flat().sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
    const known = readKnown();
    if (process.env['MODE12H_UPDATE_GOLDEN'] === '1') {
      writeFileSync(join(FIXTURES, 'known.txt'), knownText(diffs));
      console.log(`  known.txt rewritten: ${diffs.length} differences`);
      return;
    }
    const now = new Set(diffs.map((d) => d.key));
    const fresh = diffs.filter((d) => !known.has(d.key));
    const fixed = [...known.keys()].filter((k) => !now.has(k));
    const show = (xs: string[]): string => xs.slice(0, 20).join('\n  ') + (xs.length > 20 ? `\n  … ${xs.length - 20} more` : '');
    const problems = [
      ...(fresh.length ? [`${fresh.length} new differences from Turbo C 2.0 (see them: node tools/oracle.mjs compare, docs/ORACLE.md):\n  ${show(fresh.map((d) => `${d.key} ${d.what}`))}`] : []),
      ...(fixed.length ? [`${fixed.length} known differences now match Turbo C 2.0 — take them off the list: node tools/test.mjs e2e oracle-gen --update\n  ${show(fixed)}`] : []),
    ];
    assert.ok(problems.length === 0, problems.join('\n'));
  });

  test('a sample compiled from its C text by cc/ draws and prints what the direct run does', () => {
    const machine = new Machine();
    for (const seed of [1, 2, 3]) {
      const p = generate(seed);
      const rom = compileForMode12h(p.body, `${p.name}.C`);
      if (typeof rom === 'string') throw new Error(`${p.name}: ${rom}`);
      const fromC = runOnMode12h(rom, SCENES);
      const direct = runOnMode12h(romOf(p), SCENES, undefined, machine);
      assert.is(fromC.error, null);
      assert.is(direct.error, null);
      assert.equal(fromC.screens.map(screenHash), direct.screens.map(screenHash), `${p.name}: screens`);
      const text = (r: typeof fromC): string => new TextDecoder('latin1').decode(r.files.get(NUMBERS_FILE));
      assert.is(text(direct), text(fromC), `${p.name}: ${NUMBERS_FILE}`);
    }
  });

  test('programs the oracle could not run are few and named', () => {
    const bad: OracleFact[] = facts.filter((f) => f.status !== 'ok');
    assert.ok(bad.length <= facts.length / 50, `${bad.length}: ${bad.map((f) => `${f.name} ${f.status}`).join(', ')}`);
  });

  test.run();
}
