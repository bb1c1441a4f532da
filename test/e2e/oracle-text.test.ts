/**
 * The generated conio text-mode programs (tools/oracle/textgen.ts, version 3; textgen4.ts, version
 * 4; textgen5.ts, version 5; textgen6.ts, version 6; textgen7.ts, version 7) and version 4's probes (textprobes4.ts) against what the real Turbo C 2.0 made of them in
 * DOSBox (test/fixtures/oracle-text/oracle.txt, oracle-text-v4/{oracle,probes}.txt,
 * oracle-text-v5/oracle.txt, oracle-text-v6/oracle.txt and oracle-text-v7/oracle.txt, written by
 * `node tools/oracle.mjs textrun`): every program regenerated from its seed, compiled by cc/ and
 * run on mode12h, each scene's numbers line (mode, wherex/wherey, gettextinfo, return values; in
 * version 4 the pages' cursors and a checksum of all of B800 too) and cells (character and
 * attribute: a hash) compared. The scenes that differ today are listed in each folder's known.txt,
 * each with its cause after " — " (textCause, textCause4): a difference not listed fails, and so
 * does a listed one that now matches (rewrite the lists: `node tools/test.mjs e2e oracle-text
 * --update`). The cause is not compared: only the program, the scene and what differs.
 * npm test checks a fixed sample (test/support/sample.ts): the programs known.txt names (3),
 * version 4's probes (6), and by the hash of their names one program in 40 of versions 3, 4, 6 and 7
 * and one in 30 of version 5 (29 of the 1 300, ~0.1 s of CPU each; one in 20 and 15, 58, before 2 Dec
 * 2026, one in five and ten, 220, were 24 s of npm test's CPU on 1 Dec): the generated programs
 * repeat each other's rules. `npm run test:all` and --update check every program.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TEXT_SCENES, type TextgenVersion } from '../../tools/oracle/textgen.ts';
import { readTextFacts, textDifferences, textFixtures, type TextFact } from '../../tools/oracle/textcompare.ts';
import { namesOfKnown, sampleOf } from '../support/sample.ts';

const update = process.env['MODE12H_UPDATE_GOLDEN'] === '1';
/** npm test's share of each version's programs: one in ONE_IN by name (versions 5–7 have 200, versions 3 and 4 400 and 300). */
const ONE_IN: Record<(typeof VERSIONS)[number], number> = { 3: 40, 4: 40, 5: 30, 6: 40, 7: 40 };
const VERSIONS = [3, 4, 5, 6, 7] as const;
const knownFileOf = (version: TextgenVersion): string => join(dirname(textFixtures(version)), 'known.txt');

/** The facts of a version, and those checked: the sample (version 4: and all its probes). */
function factsOf(version: (typeof VERSIONS)[number]): { all: TextFact[]; checked: TextFact[] } {
  const all = readTextFacts(version).filter((f) => f.status === 'ok');
  const known = existsSync(knownFileOf(version)) ? namesOfKnown(readFileSync(knownFileOf(version), 'utf8')) : [];
  const sample = sampleOf(all, (f) => f.name, ONE_IN[version], known);
  if (version !== 4) return { all, checked: sample };
  const probes = readTextFacts(4, 'probes.txt').filter((f) => f.status === 'ok');
  return { all, checked: [...probes, ...sample] };
}

for (const version of VERSIONS) {
  const { all, checked } = factsOf(version);
  const knownFile = knownFileOf(version);

  test(`version ${version}: the fixtures are of this generator version, and of enough programs`, () => {
    assert.ok(readFileSync(textFixtures(version), 'latin1').includes(`\ngenerator ${version}\n`), `oracle.txt is of another generator version: run the oracle again`);
    assert.ok(all.length >= (version >= 5 ? 200 : 250), `${all.length} programs compared`);
    for (const f of all) assert.is(f.scenes.length, TEXT_SCENES, `${f.name}: ${f.scenes.length} scenes`);
  });

  test(`version ${version}: every generated text-mode program (and probe), each scene as Turbo C 2.0 left it, or a known difference`, () => {
    const diffs = checked.flatMap((f) => textDifferences(f));
    const key = (line: string): string => line.split(' — ')[0]!;
    const names = new Set(checked.map((f) => f.name));
    const known = new Set(existsSync(knownFile) ? readFileSync(knownFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map(key) : []);
    if (update) {
      writeFileSync(knownFile, `# scenes of the generated text-mode programs where mode12h differs from Turbo C 2.0 today: program, scene, what — why\n${diffs.join('\n')}\n`);
      console.log(`  oracle-text v${version}: known.txt rewritten: ${diffs.length} differences`);
      return;
    }
    const now = new Set(diffs.map(key));
    const fresh = diffs.filter((d) => !known.has(key(d)));
    const fixed = [...known].filter((k) => names.has(k.split(' ')[0]!) && !now.has(k));
    const show = (xs: string[]): string => xs.slice(0, 20).join('\n  ') + (xs.length > 20 ? `\n  … ${xs.length - 20} more` : '');
    const problems = [
      ...(fresh.length ? [`${fresh.length} new differences from Turbo C 2.0 (see one: node tools/oracle.mjs textshow):\n  ${show(fresh)}`] : []),
      ...(fixed.length ? [`${fixed.length} known differences now match Turbo C 2.0 — take them off the list: node tools/test.mjs e2e oracle-text --update\n  ${show(fixed)}`] : []),
    ];
    assert.ok(problems.length === 0, problems.join('\n'));
  });
}

test.run();
