/**
 * The command line, read the same way by every subcommand: a flag that takes a value takes the
 * next argument, unless that is itself a flag (`--out --every 500` is an error naming both, not
 * a folder named "--every"); a single-value flag given twice is an error, not a silent
 * replacement; an unknown option is an error. What a message repeats is quoted (runtime/quote.ts).
 */
import { quote } from '../../runtime/quote.ts';

/** Bad usage: main prints the message and a pointer to `--help`. */
export class UsageError extends Error {}

export interface ArgSpec {
  /** Flags that take a value, given at most once. */
  values?: readonly string[];
  /** Flags that take a value and may be given again (each value kept, in order). */
  repeatable?: readonly string[];
  /** Flags without a value. */
  switches?: readonly string[];
  /** Arguments that are not flags are allowed (else each is an error). */
  positionals?: boolean;
}

export interface Args {
  /** Flag → its values, in order (one for a single-value flag). */
  values: Map<string, string[]>;
  switches: Set<string>;
  positionals: string[];
}

/** A flag, not a value: `--anything`. (A value may start with one dash, e.g. a file named -x.) */
const isFlag = (s: string): boolean => s.startsWith('--');

/** Read `argv` by `spec`; errors start with `cmd: `. */
export function readArgs(cmd: string, argv: readonly string[], spec: ArgSpec): Args {
  const out: Args = { values: new Map(), switches: new Set(), positionals: [] };
  const single = new Set(spec.values ?? []);
  const many = new Set(spec.repeatable ?? []);
  const switches = new Set(spec.switches ?? []);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (single.has(arg) || many.has(arg)) {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${cmd}: ${arg} needs a value`);
      if (isFlag(v)) throw new UsageError(`${cmd}: ${arg} needs a value, got the flag ${quote(v).slice(1, -1)}`);
      const prev = out.values.get(arg);
      if (prev && single.has(arg)) throw new UsageError(`${cmd}: ${arg} given twice (${quote(prev[0]!)}, then ${quote(v)}): give it once`);
      if (prev) prev.push(v);
      else out.values.set(arg, [v]);
    } else if (switches.has(arg)) {
      if (out.switches.has(arg)) throw new UsageError(`${cmd}: ${arg} given twice`);
      out.switches.add(arg);
    } else if (arg.startsWith('-')) {
      throw new UsageError(`${cmd}: unknown option ${quote(arg)}`);
    } else if (!spec.positionals) {
      throw new UsageError(`${cmd}: unexpected argument ${quote(arg)}`);
    } else {
      out.positionals.push(arg);
    }
  }
  return out;
}

/** The value of a single-value flag, if given. */
export function one(a: Args, flag: string): string | undefined {
  return a.values.get(flag)?.[0];
}

/** ` (did you mean "check"?)` when `word` is one or two edits from a candidate, else ''. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  let best: string | null = null;
  let bestDistance = 3;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best === null ? '' : ` (did you mean ${quote(best)}?)`;
}

/** Levenshtein distance (insertions, deletions, substitutions; a swap of neighbours counts 1). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * A number on the command line, read the same way by every subcommand: decimal digits only (and,
 * where `fraction`, one decimal point) — Number() would also take "1e1", "0x2", " 3" and "" — and
 * within lo..hi. NaN for anything else, for the caller's message naming the flag and the range.
 */
export function cliNumber(text: string | undefined, lo: number, hi: number, fraction = false): number {
  if (text === undefined || !(fraction ? /^\d{1,15}(\.\d{1,15})?$/ : /^\d{1,15}$/).test(text)) return NaN;
  const n = Number(text);
  return n >= lo && n <= hi ? n : NaN;
}
