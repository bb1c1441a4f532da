/**
 * Files a run writes. A failed write names the file and the operating system's reason — not the
 * replay line that happened to be playing — and leaves no half-written file behind: the bytes go
 * to a temporary name beside the target, which is renamed over it once complete.
 */
import * as nodeFs from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** A file the run could not write: main prints its message as it is. */
export class OutputError extends Error {}

/** The parts of node:fs a write uses (a test hands in a failing one). */
export type WriteFs = Pick<typeof nodeFs, 'writeFileSync' | 'renameSync' | 'rmSync' | 'lstatSync' | 'readlinkSync'>;
/** The parts of node:fs making a folder uses. */
export type FolderFs = Pick<typeof nodeFs, 'mkdirSync' | 'statSync'>;

/**
 * Make the folder `dir` and its missing parents; throws OutputError("cannot make the folder DIR:
 * REASON"). One level at a time rather than mkdirSync's `recursive`, which in Node 20 spins forever
 * where mkdir keeps answering ENOENT under an existing parent (`--out /proc/x`).
 */
export function makeFolder(dir: string, fs: FolderFs = nodeFs): void {
  const fail = (e: unknown): never => {
    throw new OutputError(`cannot make the folder ${dir}: ${osReason(e)}`, { cause: e });
  };
  const missing: string[] = [];
  for (let d = resolve(dir); ; d = dirname(d)) {
    try {
      fs.mkdirSync(d);
      break;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        let isDir = false;
        try {
          isDir = fs.statSync(d).isDirectory();
        } catch (e2) {
          fail(e2);
        }
        if (!isDir) fail(new Error(`ENOTDIR: ${d} is a file, not a folder`));
        break;
      }
      if (code !== 'ENOENT' || dirname(d) === d) fail(e);
      missing.push(d);
    }
  }
  for (let i = missing.length - 1; i >= 0; i--) {
    try {
      fs.mkdirSync(missing[i]!);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') fail(e);
    }
  }
}

/**
 * Write `data` to `path` whole or not at all; throws OutputError("cannot write PATH: REASON").
 * What is there decides how: a regular file (or nothing) is replaced by a complete one; a symbolic
 * link is followed, so the file it names is written and the link stays; a device or a pipe
 * (`--wav /dev/null`) is written in place, as a shell's `>` would, since renaming a file over it
 * would replace the device itself.
 */
export function writeFileAtomic(path: string, data: Uint8Array, fs: WriteFs = nodeFs): void {
  try {
    const target = linkTarget(path, fs);
    const st = fs.lstatSync(target, { throwIfNoEntry: false });
    if (st !== undefined && !st.isFile() && !st.isDirectory()) fs.writeFileSync(target, data);
    else replaceFile(target, data, fs);
  } catch (e) {
    throw new OutputError(`cannot write ${path}: ${osReason(e)}`, { cause: e });
  }
}

/**
 * Put a complete file at `path` (no link followed): the bytes go to a temporary name beside it,
 * renamed over it once written, so a full disk leaves the old file as it was. Throws Node's error.
 */
export function replaceFile(path: string, data: Uint8Array, fs: Pick<WriteFs, 'writeFileSync' | 'renameSync' | 'rmSync'> = nodeFs): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, path);
  } catch (e) {
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      // The caller's reason is the one that matters.
    }
    throw e;
  }
}

/** Links a path may pass through before it is called a loop (Linux's own limit is 40). */
const MAX_LINKS = 40;

/** The path a chain of symbolic links at `path` ends at (itself when it is no link); it may not exist. */
function linkTarget(path: string, fs: Pick<WriteFs, 'lstatSync' | 'readlinkSync'>): string {
  let p = resolve(path);
  for (let n = 0; n < MAX_LINKS; n++) {
    const st = fs.lstatSync(p, { throwIfNoEntry: false });
    if (st === undefined || !st.isSymbolicLink()) return p;
    p = resolve(dirname(p), fs.readlinkSync(p, 'utf8'));
  }
  throw new Error(`ELOOP: more than ${MAX_LINKS} symbolic links`);
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
