/**
 * A test's scratch folder: made under the OS's temporary folder and removed when the test file's
 * process ends, whether its tests passed or not, so repeated runs leave nothing behind (the e2e
 * files alone made ~20 folders a run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder whose name starts with `prefix`. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
