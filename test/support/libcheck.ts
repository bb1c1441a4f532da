/**
 * The library check's fixtures (test/fixtures/libcheck: NAME.C, the real TC 2.0's NAME.OUT, and
 * KNOWN.txt, the lines where mode12h still differs) and what they add up to. test/e2e/libcheck
 * holds KNOWN.txt exact against a run, so the counts read from the files are the run's counts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIBCHECK_DIR = join(process.cwd(), 'test', 'fixtures', 'libcheck');
export const KNOWN_FILE = join(LIBCHECK_DIR, 'KNOWN.txt');

/** The programs, by name (NAME.C), sorted. */
export function libcheckPrograms(): string[] {
  return readdirSync(LIBCHECK_DIR).filter((f) => f.endsWith('.C')).map((f) => f.slice(0, -2)).sort();
}

/** KNOWN.txt's cause written after each line's `NAME LINE`, by `NAME LINE` ('' for none). */
export function knownCauses(): Map<string, string> {
  const causes = new Map<string, string>();
  if (!existsSync(KNOWN_FILE)) return causes;
  for (const l of readFileSync(KNOWN_FILE, 'latin1').split('\n')) {
    const m = /^(\w+ \d+)\s*(.*)$/.exec(l);
    if (m) causes.set(m[1]!, m[2]!);
  }
  return causes;
}

/** KNOWN.txt: program → its differing lines (1-based in NAME.OUT). */
export function knownDifferences(): Map<string, Set<number>> {
  const known = new Map<string, Set<number>>();
  if (!existsSync(KNOWN_FILE)) return known;
  for (const l of readFileSync(KNOWN_FILE, 'latin1').split('\n')) {
    const m = /^(\w+) (\d+)/.exec(l);
    if (m) (known.get(m[1]!) ?? known.set(m[1]!, new Set()).get(m[1]!)!).add(Number(m[2]));
  }
  return known;
}

export interface ProgramAgreement {
  name: string;
  /** Lines TC 2.0 printed (each case of a generated program prints one). */
  lines: number;
  /** Of them, the ones mode12h prints byte for byte. */
  same: number;
}

/** Each program's lines and how many of them agree (the whole .OUT less KNOWN.txt's lines). */
export function libcheckAgreement(): ProgramAgreement[] {
  const known = knownDifferences();
  return libcheckPrograms().map((name) => {
    const out = join(LIBCHECK_DIR, `${name}.OUT`);
    const lines = existsSync(out) ? readFileSync(out, 'latin1').split('\n').length - 1 : 0;
    return { name, lines, same: lines - (known.get(name)?.size ?? 0) };
  });
}

/** One sentence: lines and programs that agree byte for byte. */
export function agreementSummary(rows: readonly ProgramAgreement[]): string {
  const lines = rows.reduce((s, r) => s + r.lines, 0);
  const same = rows.reduce((s, r) => s + r.same, 0);
  const whole = rows.filter((r) => r.same === r.lines).length;
  const n = (x: number): string => x.toLocaleString('en-US').replace(/,/g, ' ');
  return `${n(same)} of ${n(lines)} results agree byte for byte with Turbo C 2.0's (each a generated case, one line of output); ${whole} of ${rows.length} programs agree in every line.`;
}
