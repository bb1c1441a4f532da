/**
 * system() and the command interpreter it runs: DOSBox 0.74's COMMAND.COM (its shell, Z:\COMMAND.COM,
 * the COMSPEC the oracle's programs get) for a command given with /C. Only compiled C programs reach
 * it (cc/support/library-stdlib.ts): the player pages carry none of it.
 *
 * What is modelled, measured in DOSBox 0.74-3 by probes CM1–CM6, SY1–SY6 and PS1 in
 * test/fixtures/dos-screen and oracle-files, and corpus programs (C1594, C1607, C1620, C1944):
 * - the command word runs to a space, '/', TAB or '='; a '.' or '\' ends it early when what came
 *   before is one of the shell's own commands ("cd..", "dir..", "echo.y" prints "y");
 * - the shell's commands of DOSBox 0.74: CLS, REM, ECHO, PAUSE, COPY, DIR (/W, /P, /B, /AD, /S
 *   ignored; any other switch "Illegal switch: /X."), CD/CHDIR, MD/MKDIR, RD/RMDIR,
 *   DEL/DELETE/ERASE, REN/RENAME, TYPE, SET, PATH, VER, EXIT, ATTRIB (which does nothing); the
 *   rest of its list (CALL, CHOICE, GOTO, HELP, IF, LH, SHIFT, SUBST) stops the program, named;
 * - a word that is none of them and no program in the current directory or on PATH (C:\TC in the
 *   oracle: DOSBox's Z:\ is not on it) is "Illegal command: WORD.": DATE, TIME, VOL, MEM and
 *   COMMAND are such words there (corpus C1620: `time`; C1944: `command`); Z:\COMMAND.COM itself
 *   (or COMMAND with Z:\ on PATH) runs a line with /C, or is a shell until EXIT is typed (CM2);
 *   another program stops the program, named.
 * What the shell writes goes where `>NAME` or `>>NAME` sends it (probe SY5), or to the screen
 * through DOS's CON device (DOSBox's ANSI reader).
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

/** Whether exec's `name` is DOSBox's command interpreter, Z:\COMMAND.COM (probe XE1: in any case; no extension added). */
export const isInterpreter = (name: string): boolean => /^z:\\?command\.com$/i.test(name);

/** DOSBox's version as VER reports it, and the DOS version it reports (DOSBox 0.74-3's defaults). */
const DOSBOX_VERSION = '0.74-3';
const DOS_VERSION = '5.00';

/**
 * The free space DIR reports on the oracle's C: (`mount c DIR` with no size given): 127 sectors of
 * 512 bytes × 4031 clusters, the same whatever the drive holds (corpus C1594, C1607, C1620).
 */
const BYTES_FREE = 262_111_744;

/** One of the shell's commands, given what follows its name. */
type Handler = (sh: Shell, args: string) => Blocking<void> | void;

/** The shell running a line: its machine, drive, environment (its own copy) and output. */
interface Shell {
  m: Machine;
  drive: DosDrive;
  env: string[];
  /** Write as DOSBox's WriteOut does, or `raw` as DOS_WriteFile does (TYPE). */
  out: (text: string, raw?: boolean) => void;
  /** A program's name for a file or directory, as a name from the root (the current directory's). */
  key: (name: string) => string;
  /** EXIT was given: an interactive shell ends. */
  exit: boolean;
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
 * nosuch\` is "Directory of C:\CM1\NOSUCH\." then "File nosuch\*.* not found."); null for an
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

/** TYPE: each file named, its bytes as they are up to a Ctrl+Z; one not there, "File X not found." and the rest not typed. */
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
    // probe CM4: the text ends at a Ctrl+Z ("d\x1ae\r\n" types "d")
    const end = bytes.indexOf(0x1a);
    sh.out(String.fromCharCode(...bytes.subarray(0, end < 0 ? bytes.length : end)), true);
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
  ['EXIT', (sh) => void (sh.exit = true)],
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
 * COPY as DOSBox 0.74's shell copies (probes SY6, CM4, CM5): /A, /B, /T and /Y ignored, another
 * switch refused; each word a source, "A+B" joining files into the first or the target; the last
 * word the target when it does not end a join ("." by default: a folder takes the sources' names).
 * Each file copied is named (" NAME") as it goes, then "   N File(s) copied." (a join counts once);
 * a source nothing matches ends it: "File SRC not found.".
 */
function copy(sh: Shell, given: string): void {
  const a = { s: given.trim() };
  while (scanSwitch(a, 'B') || scanSwitch(a, 'T') || scanSwitch(a, 'A'));
  scanSwitch(a, 'Y');
  scanSwitch(a, '-Y');
  const rest = remainingSwitch(a.s);
  if (rest !== null) return sh.out(`Illegal switch: ${rest}.\n`);
  const find = (pattern: string): DosFile[] => {
    try {
      return matchFiles(pattern, FA_DIREC);
    } catch (e) {
      if (e instanceof DosError) return [];
      throw e;
    }
  };
  const sources: { name: string; concat: boolean }[] = [];
  for (const word of a.s.split(/\s+/).filter((w) => w !== '')) {
    let p: string | undefined = word;
    while (p) {
      const plus: number = p.indexOf('+');
      let name = plus < 0 ? p : p.slice(0, plus);
      // a folder named alone is its files
      if (!name.endsWith(':') && !name.includes('*.*') && (find(name)[0]?.attr ?? 0) & ATTR_DIRECTORY) name += '\\*.*';
      sources.push({ name, concat: plus >= 0 });
      p = plus < 0 ? undefined : p.slice(plus + 1);
    }
  }
  if (sources.length === 0 || sources[0]!.name === '') return sh.out('Required parameter missing.\n');
  let target = sources.length > 1 && !sources[sources.length - 2]!.concat ? sources.pop()! : { name: '.', concat: true };
  let old = { name: '', concat: false }, source = old;
  let count = 0;
  while (sources.length > 0) {
    old = source;
    source = sources.shift()!;
    // "A+B" with no target: A is the target, B added to it
    if (!old.concat && source.concat && target.concat) {
      target = source;
      continue;
    }
    const from = fullPath(sh.drive, source.name), to = fullPath(sh.drive, target.name);
    if (from === null || to === null) return sh.out('Illegal Path.\n');
    const fromDir = from.slice(0, -1);
    let toKey = to.join('\\').replace(/\*\.\*$/, '');
    const intoFolder = toKey === '' || toKey.endsWith('\\') || sh.drive.dirs.has(toKey);
    toKey = toKey.replace(/\\$/, '');
    const found = find(source.name);
    if (found.length === 0) return sh.out(`File ${source.name} not found.\n`);
    for (const f of found) {
      if (f.attr & ATTR_DIRECTORY) continue;
      const fromKey = [...fromDir, f.name].join('\\');
      const key = intoFolder ? [toKey, f.name].filter((x) => x !== '').join('\\') : toKey;
      const bytes = sh.drive.read(fromKey)!;
      const before = old.concat ? sh.drive.read(key) : new Uint8Array(0);
      const joined = new Uint8Array((before?.length ?? 0) + bytes.length);
      joined.set(before ?? new Uint8Array(0));
      joined.set(bytes, before?.length ?? 0);
      if (before === undefined || !dosOk(() => sh.drive.write(key, joined))) {
        sh.out(`Copy failure : ${target.name}.\n`);
        continue;
      }
      sh.out(` ${f.name}\n`);
      if (!source.concat) count++;
    }
  }
  sh.out(`   ${count} File(s) copied.\n`);
}

const unmodelled = (command: string): Error => new Error(`system("${command}"): DOSBox's shell would run this; the machine's interpreter does not model it`);

/** DOSBox's shell's commands not modelled here: a program using them stops, naming the command. */
const OTHER_COMMANDS = new Set(['CALL', 'CHOICE', 'GOTO', 'HELP', 'IF', 'LH', 'LOADHIGH', 'SHIFT', 'SUBST']);

/**
 * DOSBox 0.74's GetRedirection: `>NAME` (`>>NAME` to add) sends the output to NAME, `<NAME` is
 * taken out, each name running to a blank, '<' or '|' ('>' for '<'), a ':' after it dropped; the
 * line ends at the first '|' (probes SY5, CM7: "echo hi | more" prints "hi", "echo b <nofile c"
 * prints "b  c", "echo d > y.txt:" writes Y.TXT; quotes do not keep a '>' in the line).
 */
function redirections(command: string): { line: string; target: { name: string; append: boolean } | null } {
  let line = '', target: { name: string; append: boolean } | null = null;
  let piped = false;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (c === '>' || c === '<') {
      const append = c === '>' && command[i + 1] === '>';
      let j = i + (append ? 2 : 1);
      while (command[j] === ' ' || command[j] === '\t') j++;
      let k = j;
      while (k < command.length && !' |'.includes(command[k]!) && command[k] !== (c === '>' ? '<' : '>')) k++;
      const name = command.slice(j, k).replace(/:$/, '');
      if (c === '>') target = { name, append };
      i = k - 1;
    } else if (c === '|') piped = true;
    else if (!piped) line += c;
  }
  return { line: line.trim(), target };
}

/**
 * int system(const char *command) — TC 2.0 hands the command to COMSPEC's program, DOSBox's shell
 * (`COMMAND.COM /C`; another COMSPEC or none, and a command of 124 characters or more, fail as
 * oracle PR1 measured), which gets it back as words joined by one space (probe SY3: "echo  two  spaces  " prints "two
 * spaces"). CLS: probes SY1, SY2 in test/fixtures/dos-screen (the BIOS sets mode 03h, in text mode
 * and after initgraph alike, the screen blank in 07h, the cursor home; conio's window and
 * attribute stay). PAUSE: probe PS1 ("Press any key to continue." and CR LF where the cursor is,
 * then one key taken from the BIOS buffer). An unknown word: SY3 ("Illegal command: foo.", errno as
 * it was: `color 1f`, `c:\x\y/c`, `foo.bat`). `environ`: the program's environment now, which the
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
  return yield* interpret(m, command, environ, (sh, line) => parseLine(sh, line, command));
}

/**
 * DOSBox's COMMAND.COM run by INT 21h AH=4Bh (exec, spawn) with the command tail `tail` and the
 * environment `environ`: "/C LINE" runs the line as system() does (probe XE1: ECHO, DIR, an
 * unknown word, EXIT, each redirected; SET shows the environment it was given), a tail without
 * /C is the shell until EXIT is typed (see shell). It returns 0 (XE1: AH=4Dh, spawnl).
 */
export function* interpreter(tail: string, environ: readonly string[]): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace(`COMMAND.COM ${tail}`);
  return yield* interpret(m, tail, environ, (sh, line) => shell(sh, line, tail));
}

/** The interpreter running `command` (its redirections taken out) through `run`. */
function* interpret(m: Machine, command: string, environ: readonly string[], run: (sh: Shell, line: string) => Blocking<void>): Blocking<number> {
  // libcheck SI1: the interpreter starts with stdin's typed rest dropped
  dropConsoleInput();
  // its words joined with one space (probe SY3: TC's system; XE1: spawnv's "V  W" echoes "V W");
  // the shell takes the redirections out of the line
  const { line, target } = redirections(command.split(' ').filter((w) => w !== '').join(' '));
  const drive = driveOf(m);
  const console = textConsole(m.vga);
  const to = target;
  const key = (name: string): string => drive.names.path(drive, name);
  const toNul = to !== null && /^NUL:?$/i.test(to.name);
  // `>NAME` makes the file before the command runs; what is written shows when the shell ends
  // (probe CM1: `dir sub > sub\list.txt` lists LIST.TXT with 0 bytes)
  if (to !== null && !toNul && !to.append) drive.write(key(to.name), new Uint8Array(0));
  let redirected = '';
  // the screen through DOS's CON device: DOSBox's ANSI reader (CD's hints colour the command red)
  const con = new ConDevice(console, m.vga, (t) => console.print(t));
  const out = (text: string, raw = false): void => {
    let s = '';
    for (let i = 0; i < text.length; i++) {
      // DOSBox's Program::WriteOut: a line feed after anything but a carriage return within the
      // text gets one (one that starts the text gets it from the CON device on the screen only:
      // corpus C1620's DIR /W ends its names with one, the counts at column 0)
      if (!raw && text[i] === '\n' && i > 0 && text[i - 1] !== '\r') s += '\r';
      s += text[i];
    }
    if (to === null) con.write(s);
    else redirected += s;
  };
  const sh: Shell = { m, drive, env: [...environ], out, key, exit: false };
  yield* run(sh, line);
  if (to !== null && !toNul && redirected !== '') {
    const before = drive.read(key(to.name)) ?? new Uint8Array(0);
    const bytes = new Uint8Array(before.length + redirected.length);
    bytes.set(before);
    for (let i = 0; i < redirected.length; i++) bytes[before.length + i] = redirected.charCodeAt(i) & 0xff;
    drive.write(key(to.name), bytes);
  }
  return 0;
}

/**
 * DOSBox's DoCommand of one line: the word runs to a blank, '/', TAB or '='; at a '.' or '\' what
 * came before is taken if it is one of the shell's commands ("cd..", "echo.y"); else a program in
 * the current directory or on PATH, else "Illegal command: WORD.".
 */
function* parseLine(sh: Shell, line: string, command: string): Blocking<void> {
  let word = '';
  let at = 0;
  let handler: Handler | undefined;
  for (; at < line.length && !/[ /\t=]/.test(line[at]!); at++) {
    if ((line[at] === '.' || line[at] === '\\') && (handler = COMMANDS.get(word.toUpperCase())) !== undefined) break;
    word += line[at];
  }
  handler ??= COMMANDS.get(word.toUpperCase());
  if (word === '') return;
  if (handler === undefined && OTHER_COMMANDS.has(word.toUpperCase())) throw unmodelled(command);
  if (handler !== undefined) {
    const r = handler(sh, line.slice(at));
    if (r) yield* r;
    return;
  }
  const program = findProgram(sh, word);
  if (program === 'COMMAND') return yield* shell(sh, line.slice(at), command);
  if (program !== null) throw new Error(`system("${command}"): ${word} is a program (${program}), and this machine's interpreter runs no other program`);
  sh.out(`Illegal command: ${word}.\n`);
}

/**
 * DOSBox's COMMAND.COM run by the shell (Z:\COMMAND.COM, or COMMAND with Z:\ on PATH): with /C it
 * runs the rest of its line; without, it writes its welcome box at the cursor (probe CM2: blue
 * 1Fh, the titles green, the commands yellow or red, 07h after it), then shows the prompt
 * "C:\DIR>" and runs each line typed until EXIT, a blank line after each (CM2: keys waiting in
 * the BIOS buffer, "ver" then "exit").
 */
function* shell(sh: Shell, args: string, command: string): Blocking<void> {
  const c = /\/c/i.exec(args);
  if (c) return yield* parseLine(sh, args.slice(c.index + 2).trim(), command);
  sh.out(welcome());
  const inner: Shell = { ...sh, exit: false };
  while (!inner.exit) {
    sh.out(`C:\\${sh.drive.cwd}>`);
    const typed = yield* inputLine(sh);
    yield* parseLine(inner, typed.split(' ').filter((w) => w !== '').join(' '), command);
    sh.out('\n', true);
  }
}

/** DOSBox's InputCommand, its plain keys: each echoed, Backspace takes one back, Esc starts again, Enter ends the line (a line feed written). */
function* inputLine(sh: Shell): Blocking<string> {
  const m = sh.m;
  let text = '';
  for (;;) {
    let key;
    while ((key = biosKey(0x0000, m.keyBuffer, m.int9.flags)) === INT16_WAIT) yield* m.waitForKey();
    const ch = (key?.ax ?? 0) & 0xff;
    if (ch === 0x0d) {
      sh.out('\n', true);
      return text;
    }
    if (ch === 0x1b) {
      // probe CM6: Esc writes a backslash, goes to the next line and starts the line again
      text = '';
      sh.out('\\\n', true);
    } else if (ch === 0x08) {
      if (text !== '') {
        text = text.slice(0, -1);
        sh.out('\b \b', true);
      }
    } else if (ch >= 0x20) {
      text += String.fromCharCode(ch);
      sh.out(String.fromCharCode(ch), true);
    }
  }
}

/**
 * The box DOSBox 0.74's shell writes when it starts (probe CM2): 70 columns of double lines in
 * bright white on blue, its lines' words in colours of their own, then the attribute back to 07h.
 */
function welcome(): string {
  const esc = (n: number): string => `\x1b[${n}m`;
  const line = (parts: [string, number][]): string => {
    const width = parts.reduce((n, [t]) => n + t.length, 0);
    return `\xba ${parts.map(([t, colour]) => (colour === 37 ? t : `${esc(colour)}${t}${esc(37)}`)).join('')}${' '.repeat(67 - width)}\xba\n`;
  };
  const rule = '\xcd'.repeat(68);
  return `\x1b[44;1m\xc9${rule}\xbb\n${[
    [[`Welcome to DOSBox v${DOSBOX_VERSION.padEnd(8)}`, 32]],
    [],
    [['For a short introduction for new users type: ', 37], ['INTRO', 33]],
    [['For supported shell commands type: ', 37], ['HELP', 33]],
    [],
    [['To adjust the emulated CPU speed, use ', 37], ['ctrl-F11', 31], [' and ', 37], ['ctrl-F12', 31], ['.', 37]],
    [['To activate the keymapper ', 37], ['ctrl-F1', 31], ['.', 37]],
    [['For more information read the ', 37], ['README', 36], [' file in the DOSBox directory.', 37]],
    [],
    [['HAVE FUN!', 32]],
    [['The DOSBox Team ', 32], ['http://www.dosbox.com', 33]],
  ].map((p) => line(p as [string, number][])).join('')}\xc8${rule}\xbc${esc(0)}\n`;
}

/** The programs on DOSBox 0.74's Z: drive. */
const Z_PROGRAMS = new Set(['COMMAND', 'CONFIG', 'MOUNT', 'MEM', 'LOADFIX', 'RESCAN', 'INTRO', 'BOOT', 'IMGMOUNT', 'KEYB', 'MIXER']);

/**
 * DOSBox's shell's search for a program: WORD, or WORD.COM, .EXE, .BAT, in the directory it names
 * or the current one, then in each of PATH's (C:\TC in the oracle, Z:\ by default). The program
 * found, or null: COMMAND for Z:\COMMAND.COM (probe CM2: `z:\command.com`, `z:command /c ver`).
 */
function findProgram(sh: Shell, word: string): string | null {
  const has = (name: string): boolean => {
    try {
      return sh.drive.has(sh.key(name));
    } catch {
      return false; // a folder that is not there: no program either
    }
  };
  const names = /\.[^\\]*$/.test(word) ? [word] : ['.COM', '.EXE', '.BAT'].map((e) => word + e);
  const onZ = (dir: string): string | null => {
    for (const n of names) {
      const base = n.slice(dir.length).replace(/^\\/, '').toUpperCase();
      const [name, ext = ''] = base.split('.');
      if (!base.includes('\\') && ext === 'COM' && Z_PROGRAMS.has(name!)) return name!;
    }
    return null;
  };
  if (/^z:/i.test(word)) return onZ(word.slice(0, 2));
  const found = names.find(has);
  if (found !== undefined) return found;
  if (/[\\:]/.test(word)) return null;
  const path = (sh.env.find((e) => e.startsWith('PATH=')) ?? 'PATH=').slice(5);
  for (const dir of path.split(';').filter((p) => p !== '')) {
    if (/^z:/i.test(dir)) {
      const z = onZ('');
      if (z !== null) return z;
      continue;
    }
    const inDir = names.map((n) => `${dir.replace(/\\$/, '')}\\${dosName(n)}`).find(has);
    if (inDir !== undefined) return inDir;
  }
  return null;
}
