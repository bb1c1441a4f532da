/**
 * npm test's sample of a generated or oracle fixture set: the cases whose names a known list or a
 * document names (each rule keeps a case), and one in `oneIn` of the rest by a stable hash of the
 * name (tools/test-sample.mjs: the rule and the variable, shared with tools/test.mjs); every case
 * with `npm run test:all` (MODE12H_ALL=1) or `--update`. Each suite's header says what it samples.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { everyCase, inSample } from '../../tools/test-sample.mjs';

export { everyCase };

/** Whether this run checks the case named `name`: every case (test:all, --update), or it is kept or in the sample of one in `oneIn`. */
export function checks(name: string, oneIn: number, keep: ReadonlySet<string> = new Set()): boolean {
  return everyCase() || keep.has(name) || inSample(name, oneIn);
}

/** The cases this run checks, in their order: all of them (test:all, --update), or the sample. */
export function sampleOf<T>(all: readonly T[], nameOf: (t: T) => string, oneIn: number, keep: Iterable<string> = []): T[] {
  const kept = new Set(keep);
  return all.filter((t) => checks(nameOf(t), oneIn, kept));
}

/** The names a known list holds: each line's first word, past the `#` comments. */
export function namesOfKnown(text: string): string[] {
  return text.split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.trim().split(/\s+/)[0]!);
}

/** The first name (in sorted order) of each group `groupOf` makes: one case of each rule, kept in the sample. */
export function firstOfEach(names: Iterable<string>, groupOf: (name: string) => string): string[] {
  const first = new Map<string, string>();
  for (const n of [...names].sort()) if (!first.has(groupOf(n))) first.set(groupOf(n), n);
  return [...first.values()];
}

/** The documents whose citations keep a fixture in the sample: the rules' written record. */
const RULE_DOCS = ['docs/FIDELITY.md', 'docs/TURBO-C-FACTS.md'];

/** Of `names`, those docs/FIDELITY.md or docs/TURBO-C-FACTS.md cite (as a word: `PFONT`, `AUD2.C`): the fixtures a rule stands on. */
export function citedInDocs(names: Iterable<string>): string[] {
  const text = RULE_DOCS.map((f) => readFileSync(join(process.cwd(), f), 'utf8')).join('\n');
  const words = new Set(text.split(/[^A-Za-z0-9_]+/));
  return [...names].filter((n) => words.has(n));
}

/** How many of a test's generated cases (random positions, games) this run checks: `all` with test:all or --update, else `sample`. */
export function caseCount(all: number, sample: number): number {
  return everyCase() ? all : Math.min(all, sample);
}
