/**
 * io.h — the DOS file calls of Turbo C 2.0 that work on names: `access`, `unlink`, `_chmod`.
 * Errors as DOS gives them, through errno (runtime/tc/errno.ts).
 */
import { ATTR_READONLY, DOSERR_ACCESS_DENIED, DosError, driveOf } from '../dos/drive.ts';
import { machine } from '../machine.ts';
import { dosFailed } from './errno.ts';

/** access() modes, as TC's manual lists them. */
export const F_OK = 0; // exists
export const W_OK = 2; // write permission
export const R_OK = 4; // read permission
/** Read and write: W_OK | R_OK. */
export const RW_OK = 6;

/** The DOS call behind a name-taking io.h call: a DosError becomes errno and −1. */
function dosCall(call: string, path: unknown, fn: (path: string) => number): number {
  const m = machine();
  if (typeof path !== 'string') throw new Error(`${call}: path must be a string (char *), got ${path === null ? 'NULL' : typeof path}`);
  if (m.tracing) m.trace(`${call}(${JSON.stringify(path)})`);
  try {
    return fn(path);
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    return dosFailed(e.code);
  }
}

/**
 * int access(const char *path, int amode) — 0 when allowed, −1 otherwise. TC 2.0 reads the
 * attributes (INT 21h AX=4300h): a missing file is ENOENT; with amode's write bit (2) a read-only
 * file is EACCES. Every file on DOS is readable, so 0 and 4 ask only whether it exists.
 */
export function access(path: string, amode: number): number {
  if (!Number.isInteger(amode)) throw new Error(`access: amode must be an int, got ${String(amode)}`);
  return dosCall('access', path, (p) => {
    const f = driveOf(machine()).stat(p);
    if (!f) throw new DosError(2, `${p}: no such file`);
    if (amode & W_OK && f.attr & ATTR_READONLY) throw new DosError(DOSERR_ACCESS_DENIED, `${f.name} is read-only`);
    return 0;
  });
}

/** int unlink(const char *filename) — as remove: 0, or −1 with ENOENT or EACCES. */
export function unlink(filename: string): number {
  return dosCall('unlink', filename, (p) => (driveOf(machine()).remove(p), 0));
}

/**
 * int _chmod(const char *path, int func [, int attrib]) — func 0 returns the attribute byte,
 * func 1 sets it (INT 21h AH=43h); −1 with ENOENT for a missing file.
 */
export function _chmod(path: string, func: 0 | 1, attrib = 0): number {
  if (func !== 0 && func !== 1) throw new Error(`_chmod: func must be 0 or 1, got ${String(func)}`);
  if (!Number.isInteger(attrib)) throw new Error(`_chmod: attrib must be an int, got ${String(attrib)}`);
  return dosCall('_chmod', path, (p) => {
    const drive = driveOf(machine());
    const f = drive.stat(p);
    if (!f) throw new DosError(2, `${p}: no such file`);
    if (func === 1) drive.setAttributes(p, attrib);
    return drive.stat(p)!.attr;
  });
}
