/**
 * Turbo C 2.0's `_openfd`: the flags word its io.h keeps for each of the twenty handles, apart from
 * DOS's own table. TC's calls (open, _open, creat, close, dup, lseek, read, eof, setmode…) set and
 * read it; a program's register-level INT 21h calls do not, so a handle DOS opened for it reads as
 * never opened here. Measured in DOSBox (test/fixtures/oracle-pc-v3/probes.txt, QO1 and QO2):
 *
 * - at start 0–4 are 2001h, 2002h, 2002h (O_DEVICE and the access), A004h, A002h (binary too);
 *   the rest FFFFh, every bit set; after the table, [20] is _fmode (4000h) and [21] _notUmask
 *   (FFFFh), which read and eof take for handles 20 and 21 as they take the table's (no bound);
 * - open: its access, sharing, O_NOINHERIT and O_APPEND bits, O_TEXT from _fmode when neither
 *   mode is asked, O_CHANGED (1000h) with O_CREAT or O_TRUNC, O_DEVICE on a device (fopen "w":
 *   5002h, O_RDONLY 4001h, NUL O_RDWR 6004h); _open and _creat binary (8004h), creat 5004h,
 *   creattemp 4004h; dup and dup2 copy the word when DOS did; close and _close make it FFFFh again;
 * - lseek (and what seeks with it), and write() of any bytes, take O_EOF (200h) away: FFFFh becomes FDFFh;
 * - read() of a handle with O_EOF reads 0 bytes and asks DOS nothing, eof() is 1; FDFFh goes to
 *   DOS and fails (EBADF); setmode refuses a word with O_EOF (EBADF) but takes FDFFh (and returns C000h);
 * - handle -1 (a failed open's value passed on) has the word below the table, which TC's calls
 *   read and write as any other: the program's own, where TLINK lays the data out
 *   (cc/support/tc-link.ts; pcgen3's 37 programs on handle -1).
 */
import { processKey } from '../process.ts';
import { machine } from '../machine.ts';

/** TC's flags of its own in the word, beside fcntl.h's. */
export const O_EOF = 0x200, O_CHANGED = 0x1000, O_DEVICE = 0x2000;
/** A handle TC never opened or closed. */
export const NOT_OPEN = 0xffff;
/** The handles TC keeps a word for (_nfile). */
const NFILE = 20;

/** Handle -1's word, kept after _fmode's and _notUmask's. */
const BELOW = NFILE + 2;

const OPENFD = /* @__PURE__ */ processKey<number[]>('TC _openfd', () => [0x2001, 0x2002, 0x2002, 0xa004, 0xa002, ...new Array<number>(NFILE - 5).fill(NOT_OPEN), 0x4000, 0xffff, 0]);

const table = (): number[] => machine().process.local(OPENFD);

/** The word read() and eof() take for handle `fd` (-1–21), or undefined past it. */
export function fdFlags(fd: number): number | undefined {
  return fd === -1 ? table()[BELOW] : Number.isInteger(fd) && fd >= 0 && fd < NFILE + 2 ? table()[fd] : undefined;
}

/** Handle `fd`'s word becomes `flags` (handles -1–19; others are kept nowhere). */
export function setFdFlags(fd: number, flags: number): void {
  if (fd === -1 || (Number.isInteger(fd) && fd >= 0 && fd < NFILE)) table()[fd < 0 ? BELOW : fd] = flags & 0xffff;
}

/** lseek's first step: O_EOF off. */
export function clearFdEof(fd: number): void {
  const f = fdFlags(fd);
  if (f !== undefined) setFdFlags(fd, f & ~O_EOF);
}

/** open's word for `access` (fcntl.h's bits) on a file, or a device. */
export function openFlags(access: number, device: boolean): number {
  const mode = access & 0xc000 ? access & 0xc000 : 0x4000;
  return (access & 0x08f7) | mode | (access & 0x0300 ? O_CHANGED : 0) | (device ? O_DEVICE : 0);
}
