/**
 * The CLI as the e2e files run it (bin/mode12h.mjs → dist/cli.mjs): built before a file's first run
 * of it when a source is newer (tools/cli-fresh.mjs), not once per file. tools/test.mjs builds it
 * before the files start, so under the runner this is a stat of the sources; a file run by hand
 * on a changed tree builds it here.
 */
import { execFileSync } from 'node:child_process';
import { cliIsStale } from '../../tools/cli-fresh.mjs';

export function ensureCli(): void {
  if (cliIsStale(process.cwd())) execFileSync(process.execPath, ['tools/build.mjs', '--cli'], { stdio: 'inherit' });
}
