/**
 * system() and the command interpreter it runs: DOSBox 0.74's COMMAND.COM (its shell, Z:\COMMAND.COM,
 * the COMSPEC the oracle's programs get) for a command given with /C. Only compiled C programs reach
 * it (cc/support/library-stdlib.ts): the player pages carry none of it.
 *
 * What is modelled, measured in DOSBox 0.74-3 by the probes in test/fixtures/command and corpus
 * programs (C1594, C1607, C1620, C1944):
 * - the command word runs to a space, '/', TAB or '='; a '.' or '\' ends it early when what came
 *   before is one of the shell's own commands ("cd..", "dir.", "echo.y" prints "y");
 * - the shell's commands of DOSBox 0.74: CLS, REM, ECHO, PAUSE, COPY of one file, DIR (/W, /P, /B,
 *   /AD, /S ignored; any other switch "Illegal switch: /X."), CD/CHDIR, MD/MKDIR, RD/RMDIR,
 *   DEL/DELETE/ERASE, REN/RENAME, TYPE, SET, PATH, VER, EXIT, ATTRIB (which does nothing);
 * - a word that is none of them and no program in the current directory or on PATH (C:\TC in the
 *   oracle: DOSBox's Z:\ is not on it) is "Illegal command: WORD.": DATE, TIME, VOL, MEM and
 *   COMMAND are such words in DOSBox 0.74 (corpus C1620: `time`; C1944: `command`).
 * What the shell writes goes where `>NAME` or `>>NAME` sends it (probe SY5); a line feed the shell
 * writes after anything but a carriage return gets one before it (DOSBox's Program::WriteOut).
 */
import { type Blocking } from '../process.ts';
import { int16 as biosKey, INT16_WAIT } from '../bios/int16.ts';
import { machine, type Machine } from '../machine.ts';
import { textConsole } from '../hw/textmode.ts';
import { ATTR_DIRECTORY, ATTR_READONLY, DosError, dosName, driveOf, parentOf, type DosDrive, type DosFile } from '../dos/drive.ts';
import { canonical, chdir, mkdir, rmdir } from '../dos/directories.ts';
import { FA_DIREC, matchFiles } from './dir.ts';
import { dropConsoleInput } from './stdio-console.ts';
import { ConDevice } from './dos-con.ts';
import { ENOENT, ENOMEM, libFailed, setErrno } from './errno.ts';

/** DOSBox's command interpreter, the one program COMSPEC may name here (DOSBox's own COMSPEC). */
const INTERPRETER = 'Z:\\COMMAND.COM';

/** DOSBox's version as VER reports it, and the DOS version it reports (DOSBox 0.74-3's defaults). */
const DOSBOX_VERSION = '0.74-3';
const DOS_VERSION = '5.00';

/**
 * The free space DIR reports on the oracle's C: (`mount c DIR` with no size given): 127 sectors of
 * 512 bytes × 4031 clusters, the same whatever the drive holds (corpus C1594, C1607, C1620).
 */
const BYTES_FREE = 262_111_744;

/** The shell's own commands in DOSBox 0.74 (its cmd_list): the ones modelled here, and the rest. */
type Handler = (sh: Shell, args: string) => Blocking<void> | void;

/** Where the shell's output goes: the screen, or a file `>NAME` / `>>NAME` named. */
interface Shell {
  m: Machine;
  drive: DosDrive;
  env: string[];
  /** Write as DOSBox's WriteOut does, or `raw` as DOS_WriteFile does (TYPE). */
  out: (text: string, raw?: boolean) => void;
  /** A program's name for a file or directory, as a name from the root (the current directory's). */
  key: (name: string) => string;
}

/** DOSBox's ScanCMDBool: "/NAME" followed by a blank, '/' or the end, taken out of the arguments. */
function scanSwitch(args: { s: string }, name: string): boolean {
  const re = new RegExp(`/${name}(?=[ \\t/]|$)`, 'i');
  const found = re.exec(args.s);
  if (!found) return false;
  args.s = (args.s.slice(0, found.index) + args.s.slice(found.index + found[0].length)).replace(/\s+$/, '');
  return true;
}

/** DOSBox's ScanCMDRemain: a switch left over (from its '/' to the next blank), or null. */
function remainingSwitch(args: string): string | null {
  const at = args.indexOf('/');
  return at < 0 ? null : /^\S*/.exec(args.slice(at))![0];
}

/** DOSBox's FormatNumber: thousands separated by commas. */
const formatNumber = (n: number): string => n.toString().replace(/\B(?=(\d{3})+$)/g, ',');

const pad = (s: string, n: number): string => s.padEnd(n);

/** DOSBox's ExpandDot: "." is "*.*", ".EXT" is "*.EXT". */
function expandDot(args: string): string {
  if (args === '.') return '*.*';
  if (args.startsWith('.') && args[1] !== '.' && args[1] !== '\\') return `*${args}`;
  return args;
}

/**
 * DOSBox's DOS_Canonicalize: the parts from the root of what `path` names from the current
 * directory, upper-case, "." and ".." resolved, whether or not they are there (probe CM1: `dir
 * nosuch\\` is "Directory of C:\\CM1\\NOSUCH\\." then "File nosuch\\*.* not found."); null for an
 * empty name or another drive ("Illegal Path.").
 */
function fullPath(d: DosDrive, path: string): string[] | null {
  const drive = /^([A-Za-z]):/.exec(path);
  if (path === '' || (drive && drive[1]!.toUpperCase() !== 'C')) return null;
  const p = drive ? path.slice(2) : path;
  const parts = /^[\\/]/.test(p) || d.cwd === '' ? [] : d.cwd.split('\\');
  for (const n of p.split(/[\\/]/)) {
    if (n === '' || n === '.') continue;
    if (n === '..') parts.pop();
    else parts.push(n.toUpperCase());
  }
  return parts;
}

/** The name from the root of directory `path` names, or null. */
function directoryKey(d: DosDrive, path: string): string | null {
  try {
    const k = canonical(d, path, true);
    return k === '' || d.dirs.has(k) ? k : null;
  } catch (e) {
    if (e instanceof DosError) return null;
    throw e;
  }
}

/** A DOS call that reports failure by false (DOSBox's shell then prints its message). */
function dosOk(fn: () => void): boolean {
  try {
    fn();
    return true;
  } catch (e) {
    if (e instanceof DosError) return false;
    throw e;
  }
}

function* pause(sh: Shell): Blocking<void> {
  sh.out('Press any key to continue.\n');
  const m = sh.m;
  while (biosKey(0x1000, m.keyBuffer, m.int9.flags) === INT16_WAIT) yield* m.waitForKey();
}

/**
 * DIR (DOSBox 0.74's CMD_DIR): "Directory of C:\PATH\." then one line a match, in findfirst's
 * order ("." and ".." first in a subdirectory): `%-8s %-3s   %16s dd-mm-yyyy hh:mm` with the size
 * in thousands (a directory's "<DIR>" left-aligned), or with /W five names of 16 columns a line
 * (a directory's in brackets); then the counts and the free space (corpus C1594, C1620).
 */
function* dir(sh: Shell, given: string): Blocking<void> {
  const a = { s: given };
  const wide = scanSwitch(a, 'W');
  scanSwitch(a, 'S');
  let paged = scanSwitch(a, 'P');
  let w = wide;
  if (scanSwitch(a, 'WP') || scanSwitch(a, 'PW')) w = paged = true;
  const bare = scanSwitch(a, 'B');
  const onlyDirs = scanSwitch(a, 'AD');
  const rest = remainingSwitch(a.s);
  if (rest !== null) return sh.out(`Illegal switch: ${rest}.\n`);
  let pattern = a.s.trim();
  if (pattern === '') pattern = '*.*';
  else if (/[\\:]$/.test(pattern)) pattern += '*.*';
  pattern = expandDot(pattern);
  if (!/[*?]/.test(pattern) && directoryKey(sh.drive, pattern) !== null) pattern += '\\*.*';
  if (!pattern.includes('.')) pattern += '.*';
  const full = fullPath(sh.drive, pattern);
  if (full === null) return sh.out('Illegal Path.\n');
  const where = full.slice(0, -1).join('\\');
  if (!bare) sh.out(`Directory of C:\\${where === '' ? '' : `${where}\\`}.\n`);
  let found: DosFile[] = [];
  try {
    found = matchFiles(pattern, FA_DIREC);
  } catch (e) {
    if (!(e instanceof DosError)) throw e; // a directory on the way that is not there: nothing found
  }
  if (found.length === 0) {
    if (!bare) sh.out(`File ${pattern} not found.\n`);
    return;
  }
  const parent = sh.drive.dirs.get(parentOf(where));
  let files = 0, dirs = 0, bytes = 0, shown = 0, lines = 0;
  for (const f0 of found) {
    const f: DosFile = f0.name === '..' && parent ? { ...parent, name: '..' } : f0;
    const isDir = (f.attr & ATTR_DIRECTORY) !== 0;
    if (onlyDirs && !isDir) continue;
    if (bare) {
      if (f.name !== '.' && f.name !== '..') sh.out(`${f.name}\n`);
    } else {
      const dot = f.name.startsWith('.') ? -1 : f.name.indexOf('.');
      const name = w || dot < 0 ? f.name : f.name.slice(0, dot), ext = w || dot < 0 ? '' : f.name.slice(dot + 1);
      const two = (n: number): string => String(n).padStart(2, '0');
      const stamp = `${two(f.date & 31)}-${two((f.date >> 5) & 15)}-${(f.date >> 9) + 1980} ${String(f.time >> 11).padStart(2)}:${two((f.time >> 5) & 63)}`;
      if (isDir) {
        sh.out(w ? pad(`[${name}]`, 16) : `${pad(name, 8)} ${pad(ext, 3)}   ${pad('<DIR>', 16)} ${stamp}\n`);
        dirs++;
      } else {
        sh.out(w ? pad(name, 16) : `${pad(name, 8)} ${pad(ext, 3)}   ${formatNumber(f.bytes.length).padStart(16)} ${stamp}\n`);
        files++;
        bytes += f.bytes.length;
      }
      shown++;
    }
    if (paged && ++lines % (22 * (w ? 5 : 1)) === 0) yield* pause(sh);
  }
  if (w && shown % 5 !== 0) sh.out('\n');
  if (!bare) {
    sh.out(`${String(files).padStart(5)} File(s) ${formatNumber(bytes).padStart(17)} Bytes.\n`);
    sh.out(`${String(dirs).padStart(5)} Dir(s)  ${formatNumber(BYTES_FREE).padStart(17)} Bytes free.\n`);
  }
}

/** CD: none given prints the current directory; a drive alone, DOSBox's hint; a directory not there, its message. */
function cd(sh: Shell, given: string): void {
  const args = given.trim();
  if (args === '') return sh.out(`C:\\${sh.drive.cwd}\n`);
  if (args.length === 2 && args[1] === ':') return sh.out(`To change to different drive type \x1b[31m${args[0]!.toUpperCase()}:\x1b[0m\n`);
  if (dosOk(() => chdir(sh.drive, args))) return;
  // DOSBox's hint for a name DOS cannot have: longer than 8 or with a blank
  let slash = '', t = args;
  if (/^[\\/]/.test(t)) {
    slash = t[0]!;
    t = t.slice(1);
  }
  t = t.split(/[\\/]/)[0]!;
  if (t.includes('.')) t = t.slice(0, t.lastIndexOf('.'));
  const blank = t.indexOf(' ');
  if (blank >= 0 || t.length > 8) {
    const short = `${(blank >= 0 ? t.slice(0, blank) : t).slice(0, 6)}~1`;
    return sh.out(`directoryname is longer than 8 characters and/or contains spaces.\nTry \x1b[31mcd ${slash}${short}\x1b[0m\n`);
  }
  sh.out(`Unable to change to: ${args}.\n`);
}

/** MD and RD: a switch is refused; DOS's failure, "Unable to make: X." / "Unable to remove: X.". */
function makeOrRemove(make: boolean): Handler {
  return (sh, given) => {
    const args = given.trim();
    const rest = remainingSwitch(args);
    if (rest !== null) return sh.out(`Illegal switch: ${rest}.\n`);
    if (!dosOk(() => (make ? mkdir : rmdir)(sh.drive, args))) sh.out(`Unable to ${make ? 'make' : 'remove'}: ${args}.\n`);
  };
}

/** DEL: every file the pattern matches but directories and read-only files; none, "Unable to delete: X.". */
function del(sh: Shell, given: string): void {
  const rest = remainingSwitch(given);
  if (rest !== null) return sh.out(`Illegal switch: ${rest}.\n`);
  const args = expandDot(given).trim();
  if (fullPath(sh.drive, args) === null) return sh.out('Illegal Path.\n');
  let found: DosFile[] = [];
  try {
    found = matchFiles(args, FA_DIREC);
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
  }
  if (found.length === 0) return sh.out(`Unable to delete: ${args}.\n`);
  const cut = Math.max(args.lastIndexOf('\\'), /^[A-Za-z]:/.test(args) ? 1 : -1);
  for (const f of found) {
    if (f.attr & (ATTR_DIRECTORY | ATTR_READONLY)) continue;
    sh.drive.remove(sh.key(args.slice(0, cut + 1) + f.name));
  }
}

/** REN: two names, no wildcards; DOS's failure is silent (DOSBox 0.74 prints nothing). */
function ren(sh: Shell, given: string): void {
  const args = given.trim();
  if (args === '') return sh.out('The syntax of the command is incorrect.\n');
  if (/[*?]/.test(args)) return sh.out('This is a simple version of the command, no wildcards allowed!\n');
  const [from = '', to = ''] = args.split(/\s+/);
  const slash = from.lastIndexOf('\\');
  const target = slash < 0 ? to : from.slice(0, slash + 1) + to;
  if (slash >= 0 && directoryKey(sh.drive, from.slice(0, slash + 1)) === null) return sh.out('Illegal Path.\n');
  dosOk(() => sh.drive.names.rename(sh.drive, sh.key(from), sh.key(target)));
}

/** TYPE: each file named, its bytes as they are; one not there, "File X not found." and the rest not typed. */
function type(sh: Shell, given: string): void {
  const words = given.trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return sh.out('The syntax of the command is incorrect.\n');
  for (const w of words) {
    let bytes: Uint8Array | undefined;
    try {
      bytes = sh.drive.read(sh.key(w));
    } catch (e) {
      if (!(e instanceof DosError)) throw e;
    }
    if (bytes === undefined) return sh.out(`File ${w} not found.\n`);
    sh.out(String.fromCharCode(...bytes), true);
  }
}

/** SET: the shell's environment (the program's copy), one variable, or a change the program never sees. */
function set(sh: Shell, given: string): void {
  const args = given.trim();
  if (args === '') {
    for (const e of sh.env) sh.out(`${e}\n`);
    return;
  }
  if (args.includes('=')) return; // the child shell's own copy: gone when it ends
  const name = args.toUpperCase();
  const line = sh.env.find((e) => e.slice(0, e.indexOf('=')).toUpperCase() === name);
  if (line === undefined) sh.out(`Environment variable ${args} not defined.\n`);
  sh.out(`${line ?? ''}\n`);
}

const COMMANDS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ['DIR', dir],
  ['CD', cd],
  ['CHDIR', cd],
  ['MD', makeOrRemove(true)],
  ['MKDIR', makeOrRemove(true)],
  ['RD', makeOrRemove(false)],
  ['RMDIR', makeOrRemove(false)],
  ['DEL', del],
  ['DELETE', del],
  ['ERASE', del],
  ['REN', ren],
  ['RENAME', ren],
  ['TYPE', type],
  ['SET', set],
  ['PATH', (sh) => sh.out(sh.env.find((e) => e.startsWith('PATH=')) ?? 'PATH=(null)')],
  ['VER', (sh, args) => (args.trim() === '' ? sh.out(`DOSBox version ${DOSBOX_VERSION}. Reported DOS version ${DOS_VERSION}.\n`) : undefined)],
  ['EXIT', () => undefined],
  ['ATTRIB', () => undefined],
  ['REM', () => undefined],
  ['CLS', (sh) => textConsole(sh.m.vga).enter(3)],
  ['PAUSE', pause],
  ['ECHO', (sh, args) => {
    const text = args.slice(1);
    if (/^(on|off)$/i.test(args.trim())) return;
    sh.out(args === '' ? 'ECHO is on.\n' : `${text}\r\n`);
  }],
  ['COPY', copy],
]);

/**
 * DOSBox's COPY of one file (probe SY6): " NAME" and "   1 File(s) copied." as it goes; a source
 * nothing matches, "File SRC not found."; a destination DOS cannot make, "Copy failure : DEST.".
 * Several sources, '+' and switches are not modelled.
 */
function copy(sh: Shell, args: string): void {
  const words = args.split(' ').filter((w) => w !== '');
  if (words.length === 0) return sh.out('Required parameter missing.\n');
  const [src, dest] = words as [string, string?];
  if (words.length > 2 || /[+/]/.test(args)) throw unmodelled(`COPY${args}`);
  const found = matchFiles(src);
  if (found.length === 0) return sh.out(`File ${src} not found.\n`);
  if (/[*?]/.test(src)) throw unmodelled(`COPY${args}`);
  const to = dest ?? found[0]!.name;
  if (!dosOk(() => sh.drive.write(sh.key(to), sh.drive.read(sh.key(src))!))) return sh.out(`Copy failure : ${to}.\n   0 File(s) copied.\n`);
  sh.out(` ${found[0]!.name}\n   1 File(s) copied.\n`);
}

const unmodelled = (command: string): Error => new Error(`system("${command}"): DOSBox's shell would run this; the machine's interpreter does not model it`);

/** DOSBox's shell's commands not modelled here: a program using them stops, naming the command. */
const OTHER_COMMANDS = new Set(['CALL', 'CHOICE', 'GOTO', 'HELP', 'IF', 'LH', 'LOADHIGH', 'SHIFT', 'SUBST']);

/**
 * int system(const char *command) — TC 2.0 hands the command to COMSPEC's program, DOSBox's shell
 * (`COMMAND.COM /C`; another COMSPEC or none, and a command of 124 characters or more, fail as
 * oracle PR1 measured), which gets it back as words joined by one space (probe SY3: "echo  two  spaces  " prints "two
 * spaces"). CLS: probes SY1, SY2 in test/fixtures/dos-screen (the BIOS sets mode 03h, in text mode
 * and after initgraph alike, the screen blank in 07h, the cursor home; conio's window and
 * attribute stay). PAUSE: probe PS1 ("Press any key to continue." and CR LF where the cursor is,
 * then one key taken from the BIOS buffer). An unknown word: SY3 ("Illegal command: foo.", errno as
 * it was: `color 1f`, `c:\\x\\y/c`, `foo.bat`). `environ`: the program's environment now, which the
 * shell gets a copy of (SET shows it). Each command returns 0.
 */
export function* system(command: string, comspec: string | null = INTERPRETER, environ: readonly string[] = []): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace(`system("${command}")`);
  // unmeasured: with no COMSPEC at all TC has no program to run (Borland's later run time: ENOENT, -1)
  if (comspec === null) return libFailed(ENOENT);
  // oracle PR1: a command of 123 characters goes to the interpreter, one of 124 or more is -1 with ENOMEM
  if (command.length >= 124) return libFailed(ENOMEM);
  // oracle PR1: COMSPEC naming a program not on a drive (C:\NOSUCH.COM, ""): the spawn fails, errno
  // ENOENT, and system still returns 0
  if (comspec.toUpperCase() !== INTERPRETER) {
    setErrno(ENOENT);
    return 0;
  }
  // libcheck SI1: the interpreter starts with stdin's typed rest dropped
  dropConsoleInput();
  // the shell's output redirected (probe SY5): `>NAME` makes the file, `>>NAME` adds to it, NUL drops it
  let target: { name: string; append: boolean } | null = null;
  const plain = command.replace(/>(>?) *([^ >]*)/, (_all, append: string, name: string) => {
    target = { name, append: append === '>' };
    return ' ';
  });
  const line = plain.split(' ').filter((w) => w !== '').join(' ');
  const drive = driveOf(m);
  const console = textConsole(m.vga);
  let last = 0;
  const to = target as { name: string; append: boolean } | null;
  const key = (name: string): string => drive.names.path(drive, name);
  const toNul = to !== null && /^NUL:?$/i.test(to.name);
  // `>NAME` makes the file before the command runs; what is written shows when the shell ends
  // (probe CM1: `dir sub > sub\\list.txt` lists LIST.TXT with 0 bytes)
  if (to !== null && !toNul && !to.append) drive.write(key(to.name), new Uint8Array(0));
  let redirected = '';
  // the screen through DOS's CON device: DOSBox's ANSI reader (CD's hints colour the command red)
  const con = new ConDevice(console, m.vga, (t) => console.print(t));
  const out = (text: string, raw = false): void => {
    let s = '';
    for (const c of text) {
      // DOSBox's Program::WriteOut: a line feed after anything but a carriage return gets one
      // (a leading one too: corpus C1620's DIR /W ends its names with one, the counts at column 0)
      if (!raw && c === '\n' && last !== 13) s += '\r';
      s += c;
      last = c.charCodeAt(0);
    }
    if (to === null) con.write(s);
    else redirected += s;
  };
  const sh: Shell = { m, drive, env: [...environ], out, key };
  // DOSBox's DoCommand: the word runs to a blank, '/', TAB or '='; at a '.' or '\' what came before
  // is taken if it is one of the shell's commands ("cd..", "echo.y")
  let word = '';
  let at = 0;
  let handler: Handler | undefined;
  for (; at < line.length && !/[ /\t=]/.test(line[at]!); at++) {
    if ((line[at] === '.' || line[at] === '\\') && (handler = COMMANDS.get(word.toUpperCase())) !== undefined) break;
    word += line[at];
  }
  handler ??= COMMANDS.get(word.toUpperCase());
  if (word === '') return 0;
  if (handler === undefined && OTHER_COMMANDS.has(word.toUpperCase())) throw unmodelled(command);
  if (handler === undefined) {
    if (findProgram(sh, word)) throw new Error(`system("${command}"): ${word} is a program on C:, and this machine's interpreter runs no other program`);
    out(`Illegal command: ${word}.\n`);
  } else {
    const r = handler(sh, line.slice(at));
    if (r) yield* r;
  }
  if (to !== null && !toNul && redirected !== '') {
    const before = drive.read(key(to.name)) ?? new Uint8Array(0);
    const bytes = new Uint8Array(before.length + redirected.length);
    bytes.set(before);
    for (let i = 0; i < redirected.length; i++) bytes[before.length + i] = redirected.charCodeAt(i) & 0xff;
    drive.write(key(to.name), bytes);
  }
  return 0;
}

/** DOSBox's shell's search for a program: WORD, then WORD.COM, .EXE, .BAT, in the current directory, then in each of PATH's. */
function findProgram(sh: Shell, word: string): boolean {
  const env = sh.env;
  const has = (name: string): boolean => {
    try {
      return sh.drive.has(sh.key(name));
    } catch {
      return false; // a folder that is not there: no program either
    }
  };
  const names = word.includes('.') ? [word] : ['.COM', '.EXE', '.BAT'].map((e) => word + e);
  if (names.some(has)) return true;
  if (/[\\:]/.test(word)) return false;
  const path = (env.find((e) => e.startsWith('PATH=')) ?? 'PATH=').slice(5);
  return path.split(';').filter((p) => /^(C:)?\\/i.test(p)).some((p) => names.some((n) => has(`${p.replace(/\\$/, '')}\\${dosName(n)}`)));
}
