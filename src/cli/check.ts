/**
 * `mode12h check REPLAYS…|DIR --golden DIR [--rom NAME] [--report DIR] [--junit FILE] [--update]
 * [--only REPLAY[:SHOT]]…`: screenshots in CI. Plays every replay, compares every shot exactly with
 * its golden image, prints a line per replay as it goes and one summary line at the end, and exits
 * 1 on any difference, missing golden, stale golden or broken replay.
 */
import { statSync } from 'node:fs';
import { makeFolder, writeFileAtomic } from './output.ts';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { parentPort, Worker } from 'node:worker_threads';
import {
  checkReplay, findReplays, isFailure, parseOnly, selectReplays, staleGoldens,
  type CheckOptions, type OnlySpec, type ReplayEntry, type ReplayResult, type StaleGolden,
} from './check-core.ts';
import { writeReport } from './check-report.ts';
import { cliNumber, one, readArgs, UsageError, type Args } from './args.ts';
import { quote, terminalSafe } from '../../runtime/quote.ts';
import { junitXml } from './check-junit.ts';
import type { CliIo } from './io.ts';

export const CHECK_HELP = `check    plays every replay (files, or the *.replay files of a folder) and compares each shot,
         colour index for colour index, with GOLDEN/<replay>-<shot>.png
         --golden DIR   the golden images (required)
         --rom NAME     the ROM for replays that name none; PROGRAM.C: that C program, compiled
                        once, plays every replay in place of the ROM it names
         --report DIR   DIR/index.html: every shot, and for a failure expected / actual / diff
                        with a blink toggle and a pixel inspector (opens from disk)
         --junit FILE   JUnit XML, one test case per shot (GitHub Actions also gets ::error lines)
         --update       write the goldens of missing or changed shots (and say which)
         --only R[:S]   only replay R (shot S); repeatable
         --jobs N       play N replays at a time on worker threads (default: the core count)
         exit code 1 on a differing shot, a missing golden, a golden no shot makes, a broken replay.`;

export interface CheckArgs {
  inputs: string[];
  golden: string;
  rom?: string;
  report?: string;
  junit?: string;
  update: boolean;
  only: OnlySpec[];
  /** Replays played at a time (worker threads when > 1); default: the core count. */
  jobs?: number;
}

export function parseCheckArgs(argv: readonly string[]): CheckArgs {
  let args: Args;
  try {
    args = readArgs('check', argv, { values: ['--golden', '--rom', '--report', '--junit', '--jobs'], repeatable: ['--only'], switches: ['--update'], positionals: true });
  } catch (e) {
    throw new CheckUsageError((e as Error).message);
  }
  const inputs = args.positionals;
  const golden = one(args, '--golden');
  const a: Omit<CheckArgs, 'inputs' | 'golden'> = { update: args.switches.has('--update'), only: [] };
  for (const key of ['rom', 'report', 'junit'] as const) {
    const v = one(args, `--${key}`);
    if (v !== undefined) a[key] = v;
  }
  const jobs = one(args, '--jobs');
  if (jobs !== undefined) {
    const n = cliNumber(jobs, 1, 64);
    if (Number.isNaN(n)) throw new CheckUsageError(`check: --jobs: an integer in 1..64, got ${quote(jobs)}`);
    a.jobs = n;
  }
  for (const v of args.values.get('--only') ?? []) {
    try {
      a.only.push(parseOnly(v));
    } catch (e) {
      throw new CheckUsageError(`check: ${(e as Error).message}`);
    }
  }
  if (inputs.length === 0) throw new CheckUsageError('check: name the replays (files or a folder of *.replay)');
  if (golden === undefined) throw new CheckUsageError('check: --golden DIR is required (where <replay>-<shot>.png live)');
  return { ...a, inputs, golden };
}

export class CheckUsageError extends UsageError {}

/** The command line that accepts one shot's new look (shown in the report and on failure). */
export function updateCommand(a: CheckArgs, replay: string, shot: string): string {
  const parts = ['mode12h', 'check', ...a.inputs, '--golden', a.golden, ...(a.rom ? ['--rom', a.rom] : []), '--update', '--only', shot ? `${replay}:${shot}` : replay];
  return parts.map(shellQuote).join(' ');
}

function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export interface CheckOutcome {
  results: ReplayResult[];
  stale: StaleGolden[];
  failed: number;
  passed: number;
  written: number;
}

/**
 * Run the check as the CLI does; `out` and `err` receive its lines. Returns the exit code.
 * `progress`: a progress line on `err` (a terminal); `annotations`: GitHub Actions' error lines too.
 * `workerUrl`: a module that calls checkWorker() on a worker thread (the CLI's own bundle); without
 * it, or with --jobs 1, the replays are played here, one after another.
 */
export async function runCheck(
  a: CheckArgs,
  out: (s: string) => void,
  err: (s: string) => void,
  { progress = false, annotations = false, workerUrl }: { progress?: boolean; annotations?: boolean; workerUrl?: URL | undefined } = {},
): Promise<number> {
  const all = findReplays(a.inputs);
  const entries = selectReplays(all, a.only);
  const options: CheckOptions = { golden: a.golden, update: a.update, only: a.only, ...(a.rom !== undefined && { rom: a.rom }) };
  const jobs = Math.min(a.jobs ?? availableParallelism(), entries.length);
  const results: ReplayResult[] = [];
  // Lines come out in replay order whatever finishes first.
  const done: (ReplayResult | undefined)[] = new Array(entries.length);
  let finished = 0;
  const settle = (i: number, r: ReplayResult): void => {
    done[i] = r;
    finished++;
    while (done[results.length]) {
      const next = done[results.length]!;
      results.push(next);
      if (progress) err('\r\x1b[K');
      out(replayLine(next, a) + '\n');
    }
    if (progress && finished < entries.length) err(`\r\x1b[K[${finished}/${entries.length}] playing…`);
  };
  if (jobs > 1 && workerUrl) await playOnWorkers(workerUrl, entries, options, jobs, settle);
  else {
    for (const [i, entry] of entries.entries()) {
      if (progress) err(`\r\x1b[K[${i + 1}/${entries.length}] ${entry.name} …`);
      settle(i, checkReplay(entry, options));
    }
  }
  if (progress) err('\r\x1b[K');
  // With --only, other shots' goldens were not looked at: none can be called stale.
  const stale = a.only.length ? [] : staleGoldens(a.golden, all, results, a.inputs.every(isFolder));
  for (const s of stale) out(`STALE ${s.path}: no shot makes it (remove it, or add the shot to ${s.replay?.path ?? 'a replay'})\n`);

  const shots = results.flatMap((r) => r.shots);
  const failed = shots.filter((s) => isFailure(s.status)).length;
  const written = shots.filter((s) => s.status === 'created' || s.status === 'updated').length;
  const passed = shots.length - failed - written;
  if (a.report !== undefined) {
    const index = writeReport(a.report, results, stale, (replay, shot) => updateCommand(a, replay, shot));
    out(`report: ${index}\n`);
  }
  if (a.junit !== undefined) {
    makeFolder(dirname(a.junit));
    writeFileAtomic(a.junit, new TextEncoder().encode(junitXml(results, stale)));
  }
  if (annotations) for (const line of githubAnnotations(results, stale)) out(line + '\n');
  const extra = [written ? `${written} written` : '', stale.length ? `${stale.length} stale golden(s)` : ''].filter(Boolean);
  out(`${shots.length} shots: ${passed} passed, ${failed} failed${extra.length ? ', ' + extra.join(', ') : ''}\n`);
  return failed || stale.length ? 1 : 0;
}

function isFolder(p: string): boolean {
  return statSync(p).isDirectory();
}

/** One replay's outcome: "ok NAME (N shots)" or a line per shot that is not a plain pass. */
function replayLine(r: ReplayResult, a: CheckArgs): string {
  const secs = (r.wallMs / 1000).toFixed(1);
  const odd = r.shots.filter((s) => s.status !== 'pass');
  if (odd.length === 0) return `ok    ${r.replay} (${r.shots.length} shot${r.shots.length === 1 ? '' : 's'}, ${secs} s)`;
  return odd
    .map((s) => {
      const where = s.shot ? `${r.replay}:${s.shot}` : r.replay;
      if (s.status === 'created' || s.status === 'updated') return `${s.status.padEnd(5)} ${where}: ${s.message}`;
      const label = s.status === 'missing' ? 'NEW' : 'FAIL';
      const hint = s.shot && s.status !== 'error' ? `\n      accept: ${updateCommand(a, r.replay, s.shot)}` : '';
      return `${label.padEnd(5)} ${where}: ${s.message}${hint}`;
    })
    .join('\n');
}

/** GitHub Actions workflow commands: an error on the replay line of each failing shot. */
export function githubAnnotations(results: readonly ReplayResult[], stale: readonly StaleGolden[]): string[] {
  const prop = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C');
  const msg = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const lines: string[] = [];
  for (const r of results) {
    for (const s of r.shots) {
      if (!isFailure(s.status)) continue;
      const title = s.shot ? `shot ${r.replay}:${s.shot}` : `replay ${r.replay}`;
      lines.push(`::error file=${prop(r.replayPath)}${s.line ? `,line=${s.line}` : ''},title=${prop(title)}::${msg(s.message)}`);
    }
  }
  for (const s of stale) lines.push(`::error file=${prop(s.path)},title=stale golden::${msg(`no shot makes ${s.path}`)}`);
  return lines;
}

/** Play the replays on `jobs` worker threads, each taking the next replay when it is free. */
function playOnWorkers(url: URL, entries: readonly ReplayEntry[], options: CheckOptions, jobs: number, settle: (i: number, r: ReplayResult) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = jobs;
    const workers: Worker[] = [];
    const fail = (e: Error): void => {
      for (const w of workers) void w.terminate();
      reject(e);
    };
    for (let j = 0; j < jobs; j++) {
      const w = new Worker(url, { workerData: { mode12hCheckWorker: true } });
      workers.push(w);
      let current = -1;
      const feed = (): void => {
        current = -1;
        if (next >= entries.length) {
          void w.terminate();
          if (--running === 0) resolve();
          return;
        }
        current = next++;
        w.postMessage({ entry: entries[current], options });
      };
      w.on('message', (r: ReplayResult) => {
        settle(current, r);
        feed();
      });
      w.on('error', fail);
      // A worker that dies without a word (out of memory, process.exit) must not leave us waiting.
      w.on('exit', (code) => {
        if (current >= 0) fail(new Error(`check: a worker thread stopped (exit code ${code}) while playing ${entries[current]!.path}`));
      });
      feed();
    }
  });
}

/** On a worker thread: check each replay the main thread sends, and send the result back. */
export function checkWorker(): void {
  parentPort!.on('message', (m: { entry: ReplayEntry; options: CheckOptions }) => {
    parentPort!.postMessage(checkReplay(m.entry, m.options));
  });
}

/** The `check` subcommand (its worker threads run io.workerUrl, see runCheck). */
export function check(argv: readonly string[], io: CliIo): Promise<number> {
  const a = parseCheckArgs(argv);
  // The lines name files and repeat what replays hold: escaped, as every message (stderr carries
  // the progress line's own \r and ESC [K).
  return runCheck(a, (s) => io.out(terminalSafe(s)), io.err, { progress: io.errIsTTY, annotations: io.env.GITHUB_ACTIONS === 'true', workerUrl: io.workerUrl });
}
