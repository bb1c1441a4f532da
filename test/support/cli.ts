/**
 * The CLI as the e2e files run it. `runCli` runs its main() in the test's own process, on strings
 * (a process start and the CLI's load are ~0.3 s of CPU a run, ~190 runs in the e2e suite); the
 * files keep a real process (bin/mode12h.mjs → dist/cli.mjs) where they test the process itself:
 * its exit code and streams as the shell sees them, signals, a terminal, the package.
 * dist/cli.mjs is built before a file's first real run when a source is newer
 * (tools/cli-fresh.mjs), not once per file. tools/test.mjs builds it before the files start, so
 * under the runner this is a stat of the sources; a file run by hand on a changed tree builds it here.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cliIsStale } from '../../tools/cli-fresh.mjs';
import { main } from '../../src/cli/main.ts';
import { stringIo } from '../../src/cli/io.ts';

export function ensureCli(): void {
  if (cliIsStale(process.cwd())) execFileSync(process.execPath, ['tools/build.mjs', '--cli'], { stdio: 'inherit' });
}

/** What a run of the CLI printed and its exit code, as spawnSync gives a process's. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * `mode12h ...args` run in this process: `env` is what the command reads of its environment
 * (GITHUB_ACTIONS unset unless given), `cwd` the working directory it runs in (this process's for
 * the run, back after it). dist/cli.mjs must be current for the worker threads (ensureCli).
 */
export async function runCli(args: string[], { env = {}, cwd }: { env?: Record<string, string | undefined>; cwd?: string } = {}): Promise<CliRun> {
  const run = { status: 0, stdout: '', stderr: '' };
  // The worker threads of `check` and `reversi solve` run the CLI's bundle, as the process's do.
  const workerUrl = pathToFileURL(join(process.cwd(), 'dist', 'cli.mjs'));
  const home = process.cwd();
  if (cwd !== undefined) process.chdir(cwd);
  try {
    run.status = await main(args, stringIo(run, env, workerUrl));
  } finally {
    process.chdir(home);
  }
  return run;
}
