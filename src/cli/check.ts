/**
 * `mode12h check REPLAYS…|DIR --golden DIR [--rom NAME] [--report DIR] [--junit FILE] [--update]
 * [--only REPLAY[:SHOT]]…`: screenshots in CI. Plays every replay, compares every shot exactly with
 * its golden image, prints a line per replay as it goes and one summary line at the end, and exits
 * 1 on any difference, missing golden, stale golden or broken replay.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  checkReplay, findReplays, isFailure, parseOnly, selectReplays, staleGoldens,
  type CheckOptions, type OnlySpec, type ReplayResult, type StaleGolden,
} from './check-core.ts';
import { writeReport } from './check-report.ts';
import { junitXml } from './check-junit.ts';

export const CHECK_HELP = `check    plays every replay (files, or the *.replay files of a folder) and compares each shot,
         colour index for colour index, with GOLDEN/<replay>-<shot>.png
         --golden DIR   the golden images (required)
         --rom NAME     the ROM for replays that name none
         --report DIR   DIR/index.html: every shot, and for a failure expected / actual / diff
                        with a blink toggle and a pixel inspector (opens from disk)
         --junit FILE   JUnit XML, one test case per shot (GitHub Actions also gets ::error lines)
         --update       write the goldens of missing or changed shots (and say which)
         --only R[:S]   only replay R (shot S); repeatable
         exit code 1 on a differing shot, a missing golden, a golden no shot makes, a broken replay.`;

export interface CheckArgs {
  inputs: string[];
  golden: string;
  rom?: string;
  report?: string;
  junit?: string;
  update: boolean;
  only: OnlySpec[];
}

export function parseCheckArgs(argv: readonly string[]): CheckArgs {
  const inputs: string[] = [];
  let golden: string | undefined;
  const a: Omit<CheckArgs, 'inputs' | 'golden'> = { update: false, only: [] };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new CheckUsageError(`check: ${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--golden': golden = value(); break;
      case '--rom': a.rom = value(); break;
      case '--report': a.report = value(); break;
      case '--junit': a.junit = value(); break;
      case '--update': a.update = true; break;
      case '--only': {
        try {
          a.only.push(parseOnly(value()));
        } catch (e) {
          throw new CheckUsageError(`check: ${(e as Error).message}`);
        }
        break;
      }
      default:
        if (flag.startsWith('-')) throw new CheckUsageError(`check: unknown option "${flag}"`);
        inputs.push(flag);
    }
  }
  if (inputs.length === 0) throw new CheckUsageError('check: name the replays (files or a folder of *.replay)');
  if (golden === undefined) throw new CheckUsageError('check: --golden DIR is required (where <replay>-<shot>.png live)');
  return { ...a, inputs, golden };
}

export class CheckUsageError extends Error {}

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

/** Run the check as the CLI does; `out` and `err` receive its lines. Returns the exit code. */
export function runCheck(a: CheckArgs, out: (s: string) => void, err: (s: string) => void, progress = false): number {
  const all = findReplays(a.inputs);
  const entries = selectReplays(all, a.only);
  const options: CheckOptions = { golden: a.golden, update: a.update, only: a.only, ...(a.rom !== undefined && { rom: a.rom }) };
  const results: ReplayResult[] = [];
  for (const [i, entry] of entries.entries()) {
    if (progress) err(`\r\x1b[K[${i + 1}/${entries.length}] ${entry.name} …`);
    const r = checkReplay(entry, options);
    if (progress) err('\r\x1b[K');
    results.push(r);
    out(replayLine(r, a) + '\n');
  }
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
    mkdirSync(dirname(a.junit), { recursive: true });
    writeFileSync(a.junit, junitXml(results, stale));
  }
  if (process.env.GITHUB_ACTIONS === 'true') for (const line of githubAnnotations(results, stale)) out(line + '\n');
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

/** The `check` subcommand. */
export function check(argv: readonly string[]): number {
  const a = parseCheckArgs(argv);
  return runCheck(a, (s) => process.stdout.write(s), (s) => process.stderr.write(s), process.stderr.isTTY === true);
}
