/**
 * A generator's committed fixtures as its e2e test reads them (oracle-text-v8, -v9, oracle-vga,
 * oracle-pc): the programs DOSBox ran to the end, and the share of them this run checks — the
 * generator's sample (one seed in N), or all with `--update` (MODE12H_UPDATE_GOLDEN) or the
 * generator's own variable (MODE12H_TEXT_ALL, MODE12H_VGA_ALL, MODE12H_PC_ALL).
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

export function fixtureSet<F extends { name: string; status: string }>(facts: F[], sampled: (name: string) => boolean, allVariable: string): FixtureSet<F> {
  const update = process.env['MODE12H_UPDATE_GOLDEN'] === '1';
  const every = update || process.env[allVariable] === '1';
  const all = facts.filter((f) => f.status === 'ok');
  return { update, every, all, checked: every ? all : all.filter((f) => sampled(f.name)) };
}
