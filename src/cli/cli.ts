/**
 * The `mode12h` process (bundled to dist/cli.mjs, run by bin/mode12h.mjs): main() on the process's
 * own streams, its exit code the process's; the same bundle runs the worker threads of `check` and
 * `reversi solve`.
 */
import { isMainThread, workerData } from 'node:worker_threads';
import { main } from './main.ts';
import { processIo } from './io.ts';
import { checkWorker } from './check.ts';
import { solveWorker } from './reversi.ts';

// A reader that stops early (`mode12h list | head -1`) is not an error: stop quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

if (isMainThread) process.exitCode = await main(process.argv.slice(2), processIo(new URL(import.meta.url)));
else if ((workerData as { mode12hCheckWorker?: boolean } | null)?.mode12hCheckWorker) checkWorker();
else if ((workerData as { mode12hSolveWorker?: boolean } | null)?.mode12hSolveWorker) solveWorker();
