/**
 * What TC 2.0's library leaves on the stack below its caller's SP: the words a call of the real
 * library writes there (its arguments as it changed them, the return address, the BP, SI and DI it
 * saves, the flags, CS and IP an INT 10h pushes under them) stay after it returns, and a function
 * called next at the same depth finds them in its uninitialised locals — as the capture harness'
 * main calls window, textattr and clrscr before the program's main (corpus C1641, C1642, C1651,
 * C1682: `int a, b; scanf("%d,%d", &a, &b)` given "5 100 …" prints b = 60, the SI clrscr saved).
 *
 * Measured (test/fixtures/stack SR2 and SR3; SR2: each call with SI 1111h, DI 2222h, the stack below it filled
 * with EEEEh first): the words each call writes, from SP − 2 down. Exact: the arguments, SI, DI, BP,
 * the flags of the INT (clrscr's as after window(1, 1, 80, 25)) and CS (DOSBox's PSP 0192h + 10h, as the oracle runs
 * a program; the machine's own segread says 0800h). Not exact: return addresses and other code
 * offsets of TCC's x86 code, which the machine does not produce (they move with the program's code
 * size: corpus C1647 reads clrscr's INT return offset as 12219, SR2 as 8105); SR2's values stand
 * for them.
 */
import { DS_SEGMENT, type DataSegment } from './memory.ts';
import { buffered, lastFieldBx } from './format.ts';
import { O_APPEND, O_BINARY, O_CREAT, O_RDONLY, O_RDWR, O_TEXT, O_TRUNC, O_WRONLY, S_IREAD, S_IWRITE } from '../../runtime/tc/io.ts';
import { parseMode } from '../../runtime/tc/stdio-open.ts';

/** CS as DOSBox runs the oracle's programs: its first free paragraph (the PSP) 0192h, plus 10h. */
const DOSBOX_CS = 0x01a2;

/**
 * A word of a call's residue: a number as it is (a code offset, or a constant), or what the call
 * had: `a0`… an argument (`a0-1`: less one, as window keeps its corners 0-based), the caller's
 * `bp`, `si`, `di`, `cs` or `ds` (a far pointer's segment: the machine's DS, as its far pointers
 * to the data have it), what it returned (`r`: getche's key), or `null`: a word the call does not write (what was there stays).
 */
type Word = number | null | 'bp' | 'si' | 'di' | 'cs' | 'ds' | 'stdout' | 'r' | `a${number}` | `a${number}-1` | ((args: readonly number[], sp: number, D: DataSegment) => number);

/** A word of the call's own frames: the address SP − n (a BP saved, the link of a frame below). */
const below = (n: number) => (_: readonly number[], sp: number): number => sp - n;

/**
 * fopen's mode as TC's library hands it to open (probe SL6: "w" 4302h and 80h, "r" 4001h and 0,
 * "a" 4902h and 80h, "rb" 8001h and 0, "r+" 4004h and 180h): open's flags, and the permission a
 * file it creates gets. (_fmode as the start-up sets it: text.)
 */
function openMode(D: DataSegment, mode: number): { flags: number; permission: number } {
  const m = parseMode(D.str(mode));
  if (m === null) return { flags: 0, permission: 0 };
  const access = m.plus ? O_RDWR : m.kind === 'r' ? O_RDONLY : O_WRONLY;
  const create = m.kind === 'w' ? O_CREAT | O_TRUNC : m.kind === 'a' ? O_CREAT | O_APPEND : 0;
  return { flags: access | create | (m.tb === 'b' ? O_BINARY : O_TEXT), permission: m.plus ? S_IREAD | S_IWRITE : m.kind === 'r' ? 0 : S_IWRITE };
}

/** A FILE's handle, its `fd` byte (after `short level; unsigned flags;`), which fclose leaves in place on the machine. */
const handleOf = (a: readonly number[], _: number, D: DataSegment): number => D.bytes[((a[0] ?? 0) + 4) & 0xffff]!;

/** The 8086's parity flag of a result's low byte: set for an even count of 1 bits. */
const parity = (v: number): boolean => {
  let b = v & 0xff;
  b ^= b >> 4;
  b ^= b >> 2;
  b ^= b >> 1;
  return (b & 1) === 0;
};

/** From SP − 2 down (SR2). */
const RESIDUE: Readonly<Record<string, readonly Word[]>> = {
  // window(l, t, r, b): its arguments 0-based in place, then its call of the video BIOS's helper,
  // whose INT 10h finds the parity of the left column, 0-based (SR3: 7206h for (1, 1, 80, 25) and
  // (1, 1, 40, 25), 7202h for (3, 4, 50, 20), (2, 2, 79, 24), (5, 3, 60, 22); (10, 5, 70, 20)'s 7216h
  // has the auxiliary carry too, not modelled)
  window: ['a3-1', 'a2-1', 'a1-1', 'a0-1', 725, 'bp', 11800, 'si', 'di', (a) => (parity((a[0] ?? 0) - 1) ? 0x7206 : 0x7202), 'cs', 8105],
  textattr: ['a0', 965, 'bp'],
  textcolor: ['a0', 1520, 'bp'],
  // clrscr: a call of the scroll helper, which saves SI and DI and calls INT 10h (flags 7297h after window(1, 1, 80, 25))
  clrscr: [1185, 8351, 'si', 'di', 0x7297, 'cs', 8105, 8336, 'bp'],
  // probe RS4 (the code offsets its own): string.h's calls save SI and DI under BP (strlen,
  // strcpy and strcat then push DS, whose value moves with the code's size: not modelled)
  strlen: ['a0', 2573, 'bp', 'si', 'di'],
  strcpy: ['a1', 'a0', 2789, 'bp', 'si', 'di'],
  strcat: ['a1', 'a0', 3233, 'bp', 'si', 'di'],
  strcmp: ['a1', 'a0', 3011, 'bp', 'si', 'di'],
  // gets saves SI and DI; puts SI, then calls fputc('\n', stdout), whose frame's BP is puts' own
  gets: ['a0', 1798, 'bp', 'si', 'di'],
  puts: ['a0', 2361, 'bp', 'si', 'stdout', 10, 12869, (_, sp) => sp - 6],
  atoi: ['a0', 4201, 'bp', 'si', 'di', (_, sp) => sp - 6],
  // rand's far call of the long multiplication (CS, IP), then SI; getch's and kbhit's INT 21h
  // (the flags 7246h, CS, IP)
  rand: [3336, 'cs', 17742, 'si'],
  getch: [3605, 0x7246, 'cs', 15367],
  kbhit: [3874, 0x7246, 'cs', 17523],
  // gotoxy's INT 10h's flags: 7293h for (5, 6) here, 7283h in SR2, 7297h for (40, 12): not modelled, RS4's first
  gotoxy: ['a1', 'a0', 3983, 'bp', 1029, 17380, 'si', 'di', 0x7293, 'cs', 14807],
  // probe SL4 (SL5 the same with 600 bytes more data and some code: the code offsets moved by 7,
  // GRAPHICS.LIB's data addresses — 3527 here — by 600): the graphics calls are far, their far
  // pointers pushed segment first. initgraph(&gd, &gm, path) leaves its arguments, the far return
  // address, the caller's BP, then the frames of the driver's loading and detection, each linked
  // to the one above (the `below` words), with DS, SI, CS and its own constants (the detected
  // driver 9, a segment 924 paragraphs under DS); words 10–12 it leaves unwritten (what ran before)
  initgraph: ['ds', 'a2', 'ds', 'a1', 'ds', 'a0', 'cs', 537, 'bp', 6, null, null, null, 'si', 3527, 'ds', 'cs', 3860, below(18), 2179,
    489, 'si', 3527, 'ds', 0, 0, 'cs', 3248, below(38), 'ds', 0, 0, 'cs', 4970, below(58), 'ds', 'si', 3527, 'cs', 7909,
    'ds', below(70), 9, 272, 8, 'ds', 0, 3527, 'cs', 8930, 'ds', 36, 8, 5002, () => DS_SEGMENT - 924, 5191, () => DS_SEGMENT - 924, below(90), 9, 8,
    8, 1194],
  // closegraph: its far return address, SI, a data address (3527), then the driver's unloading
  closegraph: ['cs', 594, 'si', 3527, 'ds', 4586, 'ds', 950, 4558, 'bp', 5363, 'ds', 3548, 'cs', 1773, below(20), 3548, 22896, below(32), 'si',
    22141, 3544, 3544, 22027, below(38), 3544, 17034, below(50), below(38), 'ds'],
  // fopen(name, mode) (SL6, SL3: the same words in every mode but open's flags and permission):
  // its arguments, the FILE it returns, its callees' frames, each BP the address of the one
  // above, with DI, BUFSIZ (512) and 520, the size of the block a buffer of it takes
  fopen: ['a1', 'a0', 556, 'bp', 'si', 'r', 'a0', 'a1', 2242, below(8), (a, _, D) => openMode(D, a[1] ?? 0).permission, (a, _, D) => openMode(D, a[1] ?? 0).flags,
    'r', 512, 0, 2282, 'r', 2135, below(20), 'r', 'di', 512, 3270, below(38), 'r', 512, 520, 1659, below(48), 0, 0, 520, 1458, below(58)],
  // fclose(fp) (SL6, SL3): its argument, SI, DI, the stream's handle thrice and close's INT 21h (flags 7216h, CS, IP)
  fclose: ['a0', 630, 'bp', 'si', 'di', handleOf, 3395, below(6), 'a0', handleOf, 3488, below(16), handleOf, 0x7216, 'cs', 3507, below(28)],
  // getche (RS1: a key in the BIOS buffer; SL4: read from a file given to stdin): its key read
  // by getch, whose INT 21h (the flags 7246h, CS, IP) sits under the SI and DI saved, and a
  // pointer to a byte of its own (SP − 5); word 10 it leaves unwritten. What its echo leaves
  // below depends on the key (RS1's Enter, SL4's 'x'): not modelled.
  getche: [2962, 'si', 'r', 15500, 'bp', below(5), 65535, 0, 17749, below(10), null, 2798, 24, 0, 15410, 'r', 'di', 0x7246, 'cs', 14909],
};

/** The library functions whose residue is modelled. */
export const RESIDUE_CALLS: ReadonlySet<string> = new Set(Object.keys(RESIDUE));

/**
 * Writes `name`'s residue below SP now (the caller's SP before its arguments). `bp`: the caller's
 * BP, or −1 where the machine keeps none (a function with no frame in memory: C0's, 8 above the SP
 * main is called with, SR2); `result` what the call returned.
 */
export function leaveResidue(D: DataSegment, name: string, args: readonly number[], bp: number, stdout = 0, result = 0): void {
  const words = RESIDUE[name];
  if (words === undefined) return;
  const sp = D.sp();
  const caller = bp < 0 ? D.stackStart + 8 : bp;
  words.forEach((w, i) => {
    const at = sp - 2 * (i + 1);
    if (at < D.brk) return;
    let v: number;
    if (w === null) return;
    if (typeof w === 'number') v = w;
    else if (typeof w === 'function') v = w(args, sp, D);
    else if (w === 'bp') v = caller;
    else if (w === 'si') v = D.si();
    else if (w === 'di') v = D.di();
    else if (w === 'cs') v = DOSBOX_CS;
    else if (w === 'ds') v = DS_SEGMENT;
    else if (w === 'stdout') v = stdout;
    else if (w === 'r') v = result;
    else v = (args[Number(w.slice(1, 2))] ?? 0) - (w.endsWith('-1') ? 1 : 0);
    D.dv.setUint16(at, v & 0xffff, true);
  });
}

/**
 * The printf family's words below SP (probes RS1, RS2, RS3 in test/fixtures/stack: printf,
 * fprintf, sprintf and cprintf with many formats, the words below SP filled with EEEEh first). Word k lies at SP − 2 − 2k, n being the words the call pushed:
 * - 0 … n − 1 the arguments as pushed (the last argument's highest word first; sprintf's `buf`
 *   moved past the characters written), n the return address, n + 1 the caller's BP;
 * - n + 2 the putter's code offset VPRINTER is given, n + 3 its second argument: the stream
 *   (printf stdout's address, fprintf its own), sprintf the address of its `buf` argument,
 *   cprintf 0; n + 4 the format's place after its last conversion (the format itself without
 *   one: "hello\n" its address, "%d %d\n" its address + 5); n + 5 the place past the words the
 *   conversions took (the caller's SP when they took them all; `printf("%d\n")` 2 above it);
 *   n + 6 VPRINTER's return address, n + 7 the BP it saves (its caller's frame: word n + 1's
 *   address);
 * - n + 9 … n + 48 VPRINTER's 80-byte buffer, its first byte at word n + 48's address, filled with
 *   the characters it collects (format.ts `buffered`: 92 characters leave the last 12 at its
 *   start, the first chunk's 80th after them; after a width's spaces, handed over alone, it starts
 *   again); the byte 50h just below its start, the count printed (what the call returns) in word n + 50;
 * - n + 83 and n + 84 the SI and DI VPRINTER saves, the caller's.
 * Not modelled: VPRINTER's other locals (n + 51 … n + 82: the conversion's digits, its width and
 * precision) and the words of the calls it makes below them (the write through DOS). The code
 * offsets are RS1's (printf, cprintf) and RS2's (fprintf, sprintf), standing for TCC's; stdout's
 * address is where the machine lays `_streams` (TLINK puts its module elsewhere: RS3's 1410, the
 * machine's 924).
 */
const FORMAT_CODE: Readonly<Record<string, readonly [number, number, number]>> = {
  printf: [756, 12744, 12389],
  fprintf: [1627, 10499, 12412],
  sprintf: [2528, 14213, 14280],
  cprintf: [3198, 15115, 15443],
};

/** The formatting calls whose words are modelled (their arguments before the format: fprintf's stream, sprintf's buffer). */
export const FORMAT_RESIDUE: ReadonlyMap<string, number> = new Map([['printf', 0], ['cprintf', 0], ['fprintf', 1], ['sprintf', 1]]);

/** A directive after its '%': flags, width, precision, size, the conversion's character. */
const DIRECTIVE = /[-+ #0]*(?:\*|\d+)?(?:\.(?:\*|\d*))?[hlLNF]?[\s\S]/y;

/** The offset in `fmt` just past its last directive, 0 for none. */
function pastLastDirective(fmt: string): number {
  let end = 0;
  for (let i = fmt.indexOf('%'); i >= 0 && i < fmt.length - 1; i = fmt.indexOf('%', end)) {
    DIRECTIVE.lastIndex = i + 1;
    if (!DIRECTIVE.test(fmt)) break;
    end = DIRECTIVE.lastIndex;
  }
  return end;
}

/**
 * Writes a formatting call's words below SP now (the caller's SP before its arguments): `fixed`
 * its arguments up to the format (its address last), `pushed` the words after it, `fmt` the
 * format's text, `count` what the call returned, `stdout` stdout's address, `bp` as leaveResidue's.
 */
export function leaveFormatResidue(D: DataSegment, name: string, fixed: readonly number[], pushed: readonly number[], fmt: string, count: number, stdout: number, bp: number): void {
  const [ret, putter, back] = FORMAT_CODE[name]!;
  const sp = D.sp(), n = fixed.length + pushed.length, dv = D.dv, low = D.brk;
  const at = (k: number): number => sp - 2 - 2 * k;
  const put = (k: number, v: number): void => {
    const a = at(k);
    if (a >= low) dv.setUint16(a, v & 0xffff, true);
  };
  // (sprintf's putter moves its `buf` argument past what it wrote: RS3's 1994 is 1996 after "42")
  fixed.forEach((w, j) => put(n - 1 - j, name === 'sprintf' && j === 0 ? w + count : w));
  pushed.forEach((w, j) => put(n - 1 - fixed.length - j, w));
  const fmtAt = at(n - fixed.length), fmtAddress = fixed[fixed.length - 1]!;
  put(n, ret);
  put(n + 1, bp < 0 ? D.stackStart + 8 : bp);
  put(n + 2, putter);
  put(n + 3, name === 'printf' ? stdout : name === 'fprintf' ? fixed[0]! : name === 'sprintf' ? at(n - 1) : 0);
  put(n + 4, fmtAddress + pastLastDirective(fmt));
  put(n + 5, fmtAt + 2 + 2 * buffered.taken);
  put(n + 6, back);
  put(n + 7, at(n + 1));
  const start = at(n + 48);
  if (start >= low) {
    D.bytes.set(buffered.bytes.subarray(0, buffered.length), start);
    D.bytes[start - 1] = 0x50;
  }
  put(n + 50, count);
  put(n + 83, D.si());
  put(n + 84, D.di());
}

/**
 * The scanf family's words below SP (probe RS4 in test/fixtures/stack: scanf over a file given
 * to stdin, sscanf; conversions that match, fail, and literals that fail), n the words pushed:
 * 0 … n − 1 the arguments, n the return address, n + 1 the caller's BP, n + 2 the place past the
 * pointers the conversions took (one a value assigned), n + 3 the format's place where the scan
 * stopped (past its last conversion; past a conversion that failed; at a literal that failed:
 * "%d,%d" given "5 100" stops at the comma, "AB = %d" given "line" at its start), n + 4 the
 * stream (scanf stdin's address, fscanf its own, sscanf the address of its string argument),
 * n + 5 … n + 7 code offsets, n + 8 the BP the scanner saves (its caller's frame: word n + 1's
 * address), n + 28 the count assigned, n + 29 the constant 238 once a conversion was tried,
 * n + 30 and n + 31 the SI and DI the scanner saves, the caller's. Not modelled: n + 25 … n + 27
 * (the characters read, the width left) and the words of the calls below.
 */
const SCAN_CODE: Readonly<Record<string, readonly number[]>> = {
  scanf: [734, 18604, 9944, 14729],
  fscanf: [734, 18604, 9944, 14729],
  sscanf: [2133, 17096, 17056, 17131],
};

/** The scanning calls whose words are modelled (their arguments before the format: fscanf's stream, sscanf's string). */
export const SCAN_RESIDUE: ReadonlyMap<string, number> = new Map([['scanf', 0], ['fscanf', 1], ['sscanf', 1]]);

/** Where a scan that assigned `assigned` values stopped in `fmt`, and whether it tried a conversion. */
function scanStop(fmt: string, assigned: number): { at: number; tried: boolean } {
  const directives: { start: number; end: number; assigns: boolean }[] = [];
  for (let i = fmt.indexOf('%'); i >= 0 && i < fmt.length - 1; i = fmt.indexOf('%', i)) {
    if (fmt[i + 1] === '%') {
      i += 2;
      continue;
    }
    const m = /^\*?\d*[hlLNF]?(\[\]?[^\]]*\]?|[\s\S])/.exec(fmt.slice(i + 1));
    const end = i + 1 + (m ? m[0].length : 1);
    directives.push({ start: i, end, assigns: fmt[i + 1] !== '*' && !/n$/.test(m?.[0] ?? '') });
    i = end;
  }
  let seen = 0;
  for (let d = 0; d < directives.length; d++) {
    if (!directives[d]!.assigns || seen++ < assigned) continue;
    // the conversion that assigned nothing: a literal before it that is not blanks failed first
    const from = d > 0 ? directives[d - 1]!.end : 0, literal = fmt.slice(from, directives[d]!.start);
    const k = literal.search(/\S/);
    return k >= 0 ? { at: from + k, tried: d > 0 } : { at: directives[d]!.end, tried: true };
  }
  return { at: directives.at(-1)?.end ?? 0, tried: directives.length > 0 };
}

/**
 * Writes a scanning call's words below SP now (the caller's SP before its arguments): `fixed` its
 * arguments up to the format (its address last), `pushed` the pointers after it, `fmt` the
 * format's text, `r` what the call returned, `stdin` stdin's address (0: not known), `bp` as
 * leaveResidue's.
 */
export function leaveScanResidue(D: DataSegment, name: string, fixed: readonly number[], pushed: readonly number[], fmt: string, r: number, stdin: number, bp: number): void {
  const [ret, get, unget, back] = SCAN_CODE[name]!;
  const sp = D.sp(), n = fixed.length + pushed.length, dv = D.dv, low = D.brk;
  const at = (k: number): number => sp - 2 - 2 * k;
  const put = (k: number, v: number): void => {
    const a = at(k);
    if (a >= low) dv.setUint16(a, v & 0xffff, true);
  };
  fixed.forEach((w, j) => put(n - 1 - j, w));
  pushed.forEach((w, j) => put(n - 1 - fixed.length - j, w));
  const assigned = Math.max(r, 0), stop = scanStop(fmt, assigned);
  put(n, ret!);
  put(n + 1, bp < 0 ? D.stackStart + 8 : bp);
  put(n + 2, at(n - fixed.length) + 2 + 2 * assigned);
  put(n + 3, fixed[fixed.length - 1]! + stop.at);
  const stream = name === 'scanf' ? stdin : name === 'fscanf' ? fixed[0]! : at(n - 1);
  if (stream !== 0) put(n + 4, stream);
  put(n + 5, get!);
  put(n + 6, unget!);
  put(n + 7, back!);
  put(n + 8, at(n + 1));
  if (r >= 0) put(n + 28, r);
  if (stop.tried) put(n + 29, 238);
  put(n + 30, D.si());
  put(n + 31, D.di());
}

/**
 * BX, CX and DX after a formatting call (probes KL1, KL2: fprintf to a file or stderr and sprintf,
 * each followed by `_BX`, `_CX`, `_DX`): BX VPRINTER's count of the last field's pads (format.ts
 * fieldRegister), CX and DX 0. Not measured, so null: printf (CX 7 after `printf("%d", 7)`),
 * fprintf to stdout, cprintf, a format with no field (BX and CX then hold what came before and a
 * pointer past the format).
 */
export function formatRegisters(name: string, toStdout: boolean): DataSegment['leftRegisters'] {
  const bx = lastFieldBx();
  return bx === null || !(name === 'sprintf' || (name === 'fprintf' && !toStdout)) ? null : { bx, cx: 0, dx: 0 };
}

