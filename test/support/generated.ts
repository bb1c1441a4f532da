import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { heldToKnown, text8Difference, type Text8Fact } from '../../tools/oracle/textgen8.ts';
import { checks, everyCase } from './sample.ts';

/**
 * A generator's committed fixtures as its e2e test reads them (oracle-text-v8, -v9, oracle-vga,
 * oracle-pc): the programs DOSBox ran to the end, and the share of them this run checks — the
 * generator's sample (one seed in N: the oracle keeps those programs' whole output in the
 * fixtures), or all with `--update` or `npm run test:all` (test/support/sample.ts: everyCase).
 */
export interface FixtureSet<F> {
  /** `--update`: known.txt is rewritten from this run. */
  update: boolean;
  /** Every program is run, not the sample. */
  every: boolean;
  /** The programs DOSBox ran to the end. */
  all: F[];
  /** Those this run compares. */
  checked: F[];
}

/**
 * `sampled`: the generator's own one seed in N (its fixtures keep those programs' whole output);
 * npm test checks one in `oneIn` of them by the hash of the name (test/support/sample.ts).
 */
export function fixtureSet<F extends { name: string; status: string }>(facts: F[], sampled: (name: string) => boolean, oneIn = 1): FixtureSet<F> {
  const update = process.env['MODE12H_UPDATE_GOLDEN'] === '1';
  const every = everyCase();
  const all = facts.filter((f) => f.status === 'ok');
  return { update, every, all, checked: every ? all : all.filter((f) => sampled(f.name) && checks(f.name, oneIn)) };
}

/** What a generator's two standard tests need (generatedChecks). */
export interface GeneratedChecks {
  /** The tests' names start with it (`ccgen3`, `version 14`). */
  title: string;
  /** The second test's claim, after the title. */
  claim: string;
  /** The name known.txt is rewritten under (`ccgen3`, `textgen14`). */
  generator: string;
  /** Its oracle.txt and known.txt. */
  oracleFile: string;
  knownFile: string;
  version: number;
  /** The parts (scenes and the end) a checked program's fixture has at least. */
  parts: number;
  seed: (name: string) => number | null;
  /** The program of `f` regenerated from its seed, compiled by cc/ and run on mode12h. */
  run: (f: Text8Fact, seed: number) => { out: string; error: string | null };
  /** At least `all` programs DOSBox ran to the end, `held` of them held out (seeds past `heldFrom`). */
  all: number;
  heldFrom: number;
  held: number;
}

/**
 * A generator's two tests: its fixtures are of this version and of enough programs, held-out ones
 * too; every checked program writes what Turbo C 2.0's code wrote in DOSBox, compared as version
 * 8's are (text8Difference), or is a known difference (a difference not in known.txt fails, and
 * so does a listed one that now matches; `--update` rewrites the list).
 */
export function generatedChecks(set: FixtureSet<Text8Fact>, g: GeneratedChecks): void {
  test(`${g.title}: the fixtures are of this generator, and of enough programs, held-out ones too`, () => {
    assert.ok(readFileSync(g.oracleFile, 'latin1').includes(`\ngenerator ${g.version}\n`), 'oracle.txt is of another generator version: run the oracle again');
    assert.ok(set.all.length >= g.all, `${set.all.length} programs compared`);
    assert.ok(set.all.filter((f) => (g.seed(f.name) ?? 0) > g.heldFrom).length >= g.held, `held-out programs (seeds ${g.heldFrom + 1} on)`);
    for (const f of set.checked) assert.ok(f.hashes.length >= g.parts && (set.every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
  });
  test(`${g.title}: ${g.claim}`, () => {
    const diffs = set.checked.flatMap((f) => {
      const d = text8Difference(f, g.run(f, g.seed(f.name)!));
      return d ? [d] : [];
    });
    const problems = heldToKnown(diffs, new Set(set.checked.map((f) => f.name)), g.knownFile, g.generator, set.update);
    assert.ok(problems.length === 0, problems.join('\n'));
  });
}
