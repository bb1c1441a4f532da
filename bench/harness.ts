/**
 * What every bench shares: timing (median of repeated runs, after warm-up), the result row every
 * figure produces, and the table printed at the end.
 *
 * A figure is never judged by its absolute time alone: each row carries a baseline measured in the
 * same process, moments apart, so a slow or busy machine moves both and their ratio stays put.
 */
import { readFileSync } from 'node:fs';

/** Which way is good for a figure. */
export type Better = 'higher' | 'lower';

export interface Target {
  /** '>=' for rates (higher is better), '<=' for times and sizes. */
  op: '>=' | '<=';
  value: number;
}

export interface Row {
  /** Stable id for the JSON (e.g. "sim.faithful"). */
  id: string;
  /** The figure number in docs/BENCH.md (1–6). */
  figure: number;
  /** What was measured, for the table. */
  name: string;
  value: number | null;
  unit: string;
  better: Better;
  /** What the value is compared with, measured in the same run (or a cited constant). */
  baseline: { name: string; value: number | null; unit: string; cited?: string } | null;
  target: Target | null;
  /** Set when the row could not be measured (e.g. no browser); the reason. */
  skipped?: string;
  /** Extra figures kept in the JSON (runs, spread, sizes). */
  detail?: Record<string, unknown>;
}

/** How many times better than the baseline (>1 = better), whichever way "better" points. */
export function ratio(r: Row): number | null {
  if (r.value === null || !r.baseline || r.baseline.value === null || r.value === 0 || r.baseline.value === 0) return null;
  return r.better === 'higher' ? r.value / r.baseline.value : r.baseline.value / r.value;
}

export type Status = { met: boolean; text: string };

/** "met", or "missed by 2.3×" (how far the value is from the target, as a factor). */
export function status(r: Row): Status | null {
  if (r.skipped) return { met: false, text: `skipped: ${r.skipped}` };
  if (!r.target || r.value === null) return null;
  const { op, value: t } = r.target;
  const met = op === '>=' ? r.value >= t : r.value <= t;
  if (met) return { met, text: 'met' };
  const factor = op === '>=' ? t / r.value : r.value / t;
  return { met, text: `missed by ${factor.toFixed(2)}×` };
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) >> 1]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
};

/** Milliseconds one call of `fn` takes: the median of `runs` timed runs after `warmup` untimed ones. */
export function timeOnce(fn: () => void, runs = 5, warmup = 1): { ms: number; runs: number[] } {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return { ms: median(times), runs: times };
}

/**
 * Milliseconds per call of a fast `fn`: calls it in batches sized to last about `batchMs`, and
 * takes the median batch (so a GC pause or a scheduler hiccup lands in one batch, not the figure).
 */
export function timePerCall(fn: () => void, batchMs = 20, batches = 9): { ms: number; calls: number } {
  // Warm up and size the batch.
  let n = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    const dt = performance.now() - t0;
    if (dt >= batchMs / 4 || n >= 1 << 24) {
      n = Math.max(1, Math.round((n * batchMs) / Math.max(dt, 1e-3)));
      break;
    }
    n *= 4;
  }
  const per: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    per.push((performance.now() - t0) / n);
  }
  return { ms: median(per), calls: n * batches };
}

// ---- the table ----

/** A number with about 3 significant digits and thin grouping of thousands. */
export function fmt(v: number | null): string {
  if (v === null || !Number.isFinite(v)) return '—';
  const a = Math.abs(v);
  const digits = a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : a >= 0.1 ? 3 : 4;
  const s = v.toFixed(digits);
  const [int, frac] = s.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return frac ? `${grouped}.${frac}` : grouped;
}

const withUnit = (v: number | null, unit: string): string => (v === null ? '—' : `${fmt(v)} ${unit}`.trim());

export function targetText(r: Row): string {
  if (!r.target) return '—';
  return `${r.target.op === '>=' ? '≥' : '≤'} ${fmt(r.target.value)} ${r.unit}`.trim();
}

export function ratioText(r: Row): string {
  const k = ratio(r);
  if (k === null) return '—';
  return `${fmt(k)}× ${k >= 1 ? 'better' : 'worse'}`;
}

export function table(rows: readonly Row[]): string {
  const head = ['#', 'figure', 'value', 'baseline (same run)', 'ratio', 'target', 'status'];
  const body = rows.map((r) => [
    String(r.figure),
    r.name,
    r.skipped ? '—' : withUnit(r.value, r.unit),
    r.baseline ? `${withUnit(r.baseline.value, r.baseline.unit)} ${r.baseline.name}` : '—',
    r.skipped ? '—' : ratioText(r),
    targetText(r),
    status(r)?.text ?? '—',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const SCHEDSTAT = '/proc/thread-self/schedstat';

/**
 * The clock a compile is timed by (figure 11b): this thread's CPU time where the system tells it
 * (Linux's schedstat: nanoseconds run), else the wall clock. On the shared machine the wall clock
 * of one compile was mostly other processes' turns (29 Nov, load average 36: 1 103 ms per 1 000
 * lines of BGIDEMO.C by the wall clock, against ~100 ms of its thread's CPU time in the same hour).
 */
export function threadClock(): { name: string; now: () => number } {
  const cpu = (): number => Number(readFileSync(SCHEDSTAT, 'latin1').split(' ')[0]) / 1e6;
  try {
    if (Number.isFinite(cpu())) return { name: 'thread CPU', now: cpu };
  } catch {
    // no schedstat here: the wall clock
  }
  return { name: 'wall', now: () => performance.now() };
}
