/**
 * Files a run writes. A failed write names the file and the operating system's reason — not the
 * replay line that happened to be playing — and leaves no half-written file behind: the bytes go
 * to a temporary name beside the target, which is renamed over it once complete.
 */
import * as nodeFs from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A file the run could not write: main prints its message as it is. */
export class OutputError extends Error {}

/** The parts of node:fs a write uses (a test hands in a failing one). */
export type WriteFs = Pick<typeof nodeFs, 'writeFileSync' | 'renameSync' | 'rmSync'>;

/** Write `data` to `path` whole or not at all; throws OutputError("cannot write PATH: REASON"). */
export function writeFileAtomic(path: string, data: Uint8Array, fs: WriteFs = nodeFs): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, path);
  } catch (e) {
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      // The reason below is the one that matters.
    }
    throw new OutputError(`cannot write ${path}: ${osReason(e)}`, { cause: e });
  }
}

/**
 * "ENOSPC: no space left on device" from Node's "ENOSPC: no space left on device, write" or
 * "EISDIR: illegal operation on a directory, rename '/x/.a.png.1.tmp' -> '/x/a.png'": the code
 * and the reason, without the syscall and the temporary names.
 */
export function osReason(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return msg.replace(/, [a-z]+(?: '.*)?$/, '');
}

/** The first OutputError in `e`'s chain of causes (a session wraps what its callbacks throw). */
export function outputErrorIn(e: unknown): OutputError | null {
  for (let c: unknown = e, depth = 0; c instanceof Error && depth < 10; c = c.cause, depth++) {
    if (c instanceof OutputError) return c;
  }
  return null;
}
