/**
 * errno.h — `errno` and `_doserrno`, set by the library calls that fail. Values are Borland's
 * ERRNO.H of the Turbo C 2.0 family (the 1987–1991 header: ENOENT 2, EMFILE 4, EACCES 5, EBADF 6,
 * EINVAL 19, EEXIST 35 …). A failing DOS call sets `_doserrno` to DOS's error code and `errno`
 * through TC's table, which maps DOS codes 1–18 to the errno of the same number (ENOFILE = ENOENT
 * = 2, ENOPATH = 3, EACCES = 5).
 *
 * C reads and assigns a global; a port calls `errno()` and `setErrno(0)`. The values belong to
 * the program's run (a new run starts at 0, as a freshly loaded .EXE does).
 */
import { machine, runningMachine } from '../machine.ts';
import { processKey } from '../process.ts';

// Every name of TC 2.0's errno.h with a DOS meaning, and its value.
export const EZERO = 0, EINVFNC = 1, ENOFILE = 2, ENOPATH = 3, ECONTR = 7, EINVMEM = 9, EINVENV = 10, EINVFMT = 11;
export const EINVACC = 12, EINVDAT = 13, EINVDRV = 15, ECURDIR = 16, ENOTSAM = 17, ENMFILE = 18, ENOENT = 2, EMFILE = 4;
export const EACCES = 5, EBADF = 6, ENOMEM = 8, ENODEV = 15, EINVAL = 19, E2BIG = 20, ENOEXEC = 21, EXDEV = 22, EDOM = 33;
export const ERANGE = 34, EEXIST = 35;

/**
 * Every name of TC 2.0's errno.h and its value: the table the C header (cc/front/headers.ts) is
 * made from. The UNIX names DOS has no error for are -1 in TC's header (EFAULT … EUCLEAN).
 * (Built by a pure call, so a bundle that only needs the constants above leaves the table out.)
 */
export const ERRNO_NAMES = /* @__PURE__ */ (() => ({
  EZERO, EINVFNC, ENOFILE, ENOPATH, ECONTR, EINVMEM, EINVENV, EINVFMT, EINVACC, EINVDAT,
  EINVDRV, ECURDIR, ENOTSAM, ENMFILE, ENOENT, EMFILE, EACCES, EBADF, ENOMEM, ENODEV,
  EINVAL, E2BIG, ENOEXEC, EXDEV, EDOM, ERANGE, EEXIST,
  EFAULT: -1, EPERM: -1, ESRCH: -1, EINTR: -1, EIO: -1, ENXIO: -1, ECHILD: -1, EAGAIN: -1, ENOTBLK: -1, EBUSY: -1,
  ENOTDIR: -1, EISDIR: -1, ENFILE: -1, ENOTTY: -1, ETXTBSY: -1, EFBIG: -1, ENOSPC: -1, ESPIPE: -1, EROFS: -1, EMLINK: -1,
  EPIPE: -1, EUCLEAN: -1,
}) as const)();

/**
 * sys_errlist: TC 2.0's message for each errno value below sys_nerr (36); the codes DOS never
 * returns have none (NULL: printf's %s shows "(null)"). Oracle VL1.
 */
export const SYS_ERRLIST: readonly (string | null)[] = [
  'Error 0', 'Invalid function number', 'No such file or directory', 'Path not found', 'Too many open files',
  'Permission denied', 'Bad file number', 'Memory arena trashed', 'Not enough memory', 'Invalid memory block address',
  'Invalid environment', 'Invalid format', 'Invalid access code', 'Invalid data', null, 'No such device',
  'Attempted to remove current directory', 'Not same device', 'No more files', 'Invalid argument', 'Arg list too big',
  'Exec format error', 'Cross-device link', null, null, null, null, null, null, null, null, null, null,
  'Math argument', 'Result too large', 'File already exists',
];

/** The message strerror, perror and _strerror give for errno `n` (past the list: "Unknown error"). */
export function errorMessage(n: number): string {
  return n >= 0 && n < SYS_ERRLIST.length ? (SYS_ERRLIST[n] ?? '(null)') : 'Unknown error';
}

interface ErrnoState {
  errno: number;
  doserrno: number;
  /** The last DOS call's error (INT 21h AH=59h), whoever made the call. */
  dosError: number;
  /** How many times the library has set _doserrno (its own count: a store into one must not look like a change of the other). */
  dosSets: number;
  /** How many times the library has set errno (a compiled program's copy learns of each). */
  sets: number;
}

// DOS's last error when the program starts is 8: DOSBox's DOS_Execute asks for FFFFh paragraphs
// first (probe QE1 in test/fixtures/oracle-pc-v3/probes.txt: AH=59h and AX=4301h of a missing file
// before any other call are 8)
const ERRNO = /* @__PURE__ */ processKey<ErrnoState>('errno.h', () => ({ errno: 0, doserrno: 0, dosError: 8, sets: 0, dosSets: 0 }));

/** How many times errno was set in this run: a change even to the same value counts. */
export function errnoSets(): number {
  return machine().process.local(ERRNO).sets;
}

/** extern int errno — the last error a library call reported. */
export function errno(): number {
  return machine().process.local(ERRNO).errno;
}

/** `errno = value` in C. */
export function setErrno(value: number): void {
  if (!Number.isInteger(value)) throw new Error(`errno = ${value}: errno is an int`);
  const s = machine().process.local(ERRNO);
  s.errno = value;
  s.sets++;
}

/** extern int _doserrno — the DOS error code of the last DOS call that failed. */
export function _doserrno(): number {
  return machine().process.local(ERRNO).doserrno;
}

/** A DOS call failed with `code`: set both, as TC's __IOerror does. Returns −1 (what the caller returns). */
/** The errno state now, to put back with restoreErrno (a DOS call made for INT 21h sets neither errno nor _doserrno). */
export function errnoState(): Readonly<ErrnoState> {
  return { ...machine().process.local(ERRNO) };
}

/** Put errno, _doserrno and their count of sets back as `saved` had them; the last DOS error stays. */
export function restoreErrno(saved: Readonly<ErrnoState>): void {
  const s = machine().process.local(ERRNO);
  s.errno = saved.errno;
  s.doserrno = saved.doserrno;
  s.sets = saved.sets;
  s.dosSets = saved.dosSets;
}

/** A DOS call failed with `code` (what AH=59h reports next). */
export function noteDosError(code: number): void {
  machine().process.local(ERRNO).dosError = code;
}

export function lastDosError(): number {
  return machine().process.local(ERRNO).dosError;
}

/** A program's store into `_doserrno`. */
export function setDoserrno(value: number): void {
  const s = machine().process.local(ERRNO);
  s.doserrno = value;
  s.dosSets++;
}

export function doserrnoSets(): number {
  return machine().process.local(ERRNO).dosSets;
}

/**
 * A call failed with DOS error `code`: errno through TC's table, _doserrno. `viaDos` false: TC's
 * own check refused it (__IOerror) and DOS's last error, which AX=4301h reports, stays (probe PS:
 * close(99) is EBADF without a DOS call).
 */
export function dosFailed(dosCode: number, viaDos = true): -1 {
  // part of the library call that failed, not a call of its own: a loop polling int86(0x1a) that
  // DOSBox answers with the carry kept still reads as a poll (unit cc-tick-polls, corpus C2288)
  const s = (runningMachine() ?? machine()).process.local(ERRNO);
  // a negative code -n (AX FFFFh after int86's AH=36h of a missing drive) is errno n itself and
  // _doserrno -1 (pcgen3 PD00086, PD00506: errno 1, _doserrno -1); the bound, errno's last (35), not measured
  const minus = 0x10000 - (dosCode & 0xffff);
  if (dosCode & 0x8000 && minus <= 35) {
    s.doserrno = -1;
    s.dosSets++;
    s.errno = minus;
    s.sets++;
    return -1;
  }
  // TC's __IOerror takes a code past its table (58h) as 57h, "invalid parameter" (pcgen3: int86's
  // AX 0600h after a carry DOSBox left set is _doserrno 87, errno EINVAL)
  const code = dosCode > 0x58 ? 0x57 : dosCode;
  s.doserrno = code;
  if (viaDos) s.dosError = code;
  s.dosSets++;
  // TC 2.0's table: mostly the same number, but "path not found" is ENOENT and "invalid memory
  // block" ENOMEM (oracle DX: chdir to a missing directory, freemem of no block); "invalid function"
  // EINVAL and "invalid drive" EXDEV (oracle BI1: ioctl, lock); 80: "file exists"; "no more files" ENOENT (libcheck ER1: findfirst);
  // "remove the current directory" EACCES (pcgen3 PD00075: rmdir(".") is errno 5, _doserrno 16); "MCBs destroyed" ENOMEM (PD00033: setblock(0, 1)); 0 (int86's AX after 4Dh, the carry kept) errno 0 (PD00050)
  s.errno = code === 0 ? 0 : code === 3 || code === 18 ? ENOENT : code === 9 || code === 7 ? ENOMEM : code === 1 ? EINVAL : code === 15 ? EXDEV : code === 16 ? EACCES : code >= 1 && code <= 18 ? code : code === 80 ? EEXIST : EINVAL;
  s.sets++;
  return -1;
}

/** A library-level error without a DOS call (errno only, as TC sets it directly). */
export function libFailed(e: number): -1 {
  const s = machine().process.local(ERRNO);
  s.errno = e;
  s.sets++;
  return -1;
}
