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
