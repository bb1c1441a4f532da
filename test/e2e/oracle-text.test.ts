/**
 * The generated conio text-mode programs (tools/oracle/textgen.ts) against what the real Turbo C
 * 2.0 made of them in DOSBox (test/fixtures/oracle-text/oracle.txt, written by `node
 * tools/oracle.mjs textrun`): every program regenerated from its seed, compiled by cc/ and run on
 * mode12h, each scene's numbers line (mode, wherex/wherey, gettextinfo, return values) and cells
 * (character and attribute: a hash) compared. The scenes that differ today are listed in
 * known.txt, each with its cause after " — " (textCause): a difference not listed fails, and so
 * does a listed one that now matches (rewrite the list: `node tools/test.mjs e2e oracle-text
 * --update`). The cause is not compared: only the program, the scene and what differs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TEXT_SCENES, TEXTGEN_VERSION } from '../../tools/oracle/textgen.ts';
import { readTextFacts, textDifferences, textFixtures } from '../../tools/oracle/textcompare.ts';

const facts = readTextFacts();
const compared = facts.filter((f) => f.status === 'ok');
const knownFile = join(dirname(textFixtures()), 'known.txt');

test('the fixtures are of this generator version, and of enough programs', () => {
  assert.ok(readFileSync(textFixtures(), 'latin1').includes(`\ngenerator ${TEXTGEN_VERSION}\n`), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(compared.length >= 250, `${compared.length} programs compared`);
  for (const f of compared) assert.is(f.scenes.length, TEXT_SCENES, `${f.name}: ${f.scenes.length} scenes`);
});

test('every generated text-mode program, each scene as Turbo C 2.0 left it, or a known difference', () => {
  const diffs = compared.flatMap((f) => textDifferences(f));
  const key = (line: string): string => line.split(' — ')[0]!;
  const known = new Set(existsSync(knownFile) ? readFileSync(knownFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map(key) : []);
  if (process.env['MODE12H_UPDATE_GOLDEN'] === '1') {
    writeFileSync(knownFile, `# scenes of the generated text-mode programs where mode12h differs from Turbo C 2.0 today: program, scene, what — why\n${diffs.join('\n')}\n`);
    console.log(`  oracle-text: known.txt rewritten: ${diffs.length} differences`);
    return;
  }
  const now = new Set(diffs.map(key));
  const fresh = diffs.filter((d) => !known.has(key(d)));
  const fixed = [...known].filter((k) => !now.has(k));
  const show = (xs: string[]): string => xs.slice(0, 20).join('\n  ') + (xs.length > 20 ? `\n  … ${xs.length - 20} more` : '');
  const problems = [
    ...(fresh.length ? [`${fresh.length} new differences from Turbo C 2.0 (see one: node tools/oracle.mjs textshow):\n  ${show(fresh)}`] : []),
    ...(fixed.length ? [`${fixed.length} known differences now match Turbo C 2.0 — take them off the list: node tools/test.mjs e2e oracle-text --update\n  ${show(fixed)}`] : []),
  ];
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
