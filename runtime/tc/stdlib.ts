/** stdlib.h — Turbo C 2.0's random numbers and the max/min macros. */
import { processKey, type Blocking } from '../process.ts';
import { int16 as biosKey, INT16_WAIT } from '../bios/int16.ts';
import { machine, probe, type Machine } from '../machine.ts';
import { int16 } from './int.ts';
import { BOOT_DATE } from '../dos/calendar.ts';
import { time } from './time.ts';
import { textConsole } from '../hw/textmode.ts';
import { DosError, driveOf } from '../dos/drive.ts';
import { matchFiles } from './dir.ts';
import { dropConsoleInput } from './stdio-console.ts';
import { ENOENT, ENOMEM, libFailed, setErrno } from './errno.ts';

/** TC 2.0 RAND module [docs/TURBO-C-FACTS.md#rand]: seed = seed × 015A4E35h + 1 (mod 2^32). */
export const RAND_MULTIPLIER = 0x015a4e35;
/** STDLIB.H: #define RAND_MAX 0x7FFF */
export const RAND_MAX = 0x7fff;


/** The 32-bit seed in RAND's _DATA, initially 1; per program run. */
interface RandState {
  seed: number;
}

const RAND = processKey<RandState>('stdlib.h rand seed', () => ({ seed: 1 }));

function randState(m: Machine): RandState {
  return m.process.local(RAND);
}

/** int rand(void) — steps the LCG and returns bits 30..16 of the new seed (0..32767). */
export function rand(): number {
  const m = machine();
  if (m.tracing) m.trace('rand()');
  return nextRand(randState(m));
}

function nextRand(st: RandState): number {
  st.seed = (Math.imul(st.seed, RAND_MULTIPLIER) + 1) >>> 0;
  return (st.seed >>> 16) & RAND_MAX;
}

/** void srand(unsigned seed) — the 32-bit state becomes (unsigned long)seed: 65536 sequences. */
export function srand(seed: number): void {
  const m = machine();
  if (m.tracing) m.trace(`srand(${seed})`);
  if (!Number.isInteger(seed)) throw new Error(`srand(${seed}): seed must be an unsigned int`);
  randState(m).seed = seed & 0xffff;
}

/**
 * #define random(num) (rand() % (num))  — TC 2.0 (later Borland compilers scale instead).
 * `num` is an int; % truncates toward zero (IDIV). random(0) divides by zero: the 8086 raises a
 * divide error there, so this throws (after rand() has stepped the seed, as the macro would).
 */
export function random(num: number): number {
  const m = machine();
  if (m.tracing) m.trace(`random(${num})`);
  if (!Number.isInteger(num)) throw new Error(`random(${num}): num must be an int`);
  const r = nextRand(randState(m));
  const n = int16(num);
  if (n === 0) throw new Error(`random(${num}): rand() % 0 — the 8086 raises a divide error (INT 0)`);
  return r % n;
}

/** The date the machine's DOS reports when it starts (runtime/dos/calendar.ts); randomize() depends on it. */
export const DOS_DATE = BOOT_DATE;

/** time_t time(time_t *) as TC 2.0 computes it on this machine: seconds since 1970 UTC (runtime/tc/time.ts). */
export function tcTime(m: Machine): number {
  return time(m);
}

/** #define randomize() srand((unsigned)time(NULL)) — the low word of time() seeds rand. */
export function randomize(): void {
  const m = machine();
  if (m.tracing) m.trace('randomize()');
  randState(m).seed = tcTime(m) & 0xffff;
}

/** #define max(a,b) (((a) > (b)) ? (a) : (b)) */
export function max(a: number, b: number): number {
  probe(); // a macro in C: no library call, but a sampling point for the study view
  return a > b ? a : b;
}

/** #define min(a,b) (((a) < (b)) ? (a) : (b)) */
export function min(a: number, b: number): number {
  probe();
  return a < b ? a : b;
}

/** DOSBox's command interpreter, the one program COMSPEC may name here (DOSBox's own COMSPEC). */
const INTERPRETER = 'Z:\\COMMAND.COM';

/**
 * DOSBox's shell's own commands and the programs on its Z: drive: a command naming one of them, or
 * a program on the machine's drive, needs an interpreter this machine does not have.
 */
const SHELL_COMMANDS = new Set(['ATTRIB', 'BREAK', 'CALL', 'CD', 'CHDIR', 'CHOICE', 'COPY', 'CTTY', 'DATE', 'DEL', 'DELETE', 'DIR',
  'ERASE', 'EXIT', 'GOTO', 'HELP', 'IF', 'LH', 'LOADHIGH', 'MD', 'MKDIR', 'PATH', 'RD', 'RMDIR', 'REN', 'RENAME', 'SET',
  'SHIFT', 'SUBST', 'TIME', 'TYPE', 'VER', 'VOL', 'BOOT', 'CONFIG', 'IMGMOUNT', 'INTRO', 'KEYB', 'LOADFIX', 'MEM', 'MIXER',
  'MOUNT', 'RESCAN', 'COMMAND']);

/**
 * int system(const char *command) — TC 2.0 hands the command to COMSPEC's program, DOSBox's shell
 * (`COMMAND.COM /C`; another COMSPEC or none, and a command of 124 characters or more, fail as
 * oracle PR1 measured), which gets it back as words joined by one space (probe SY3: "echo  two  spaces  " prints "two
 * spaces"). Its command word runs to a space or '/'; its name, to a '.' as well ("cls.exe" is CLS,
 * "echo.y" prints "y"). Modelled, each returning 0: CLS (probes SY1, SY2 in test/fixtures/dos-screen:
 * the BIOS sets mode 03h, in text mode and after initgraph alike, the screen blank in 07h, the cursor
 * home; conio's window and attribute stay); PAUSE (probe PS1: "Press any key to continue." and CR
 * LF where the cursor is, then one key taken from the BIOS buffer); REM; ECHO (SY3: its text after
 * the one character that ends the name, "ECHO is on." alone, nothing for ON and OFF); and a word the
 * shell does not know (SY3: "Illegal command: foo." and CR LF, errno as it was: `color 1f`,
 * `c:\\x\\y/c`, `foo.bat`); COPY of one file (SY6: its messages). What ECHO and the shell say goes where `>NAME` or `>>NAME` sends it
 * (SY5: NUL drops it; "baz>>F.TXT x" adds "Illegal command: baz." to F.TXT). Any other command
 * needs an interpreter: an error naming it.
 */
export function* system(command: string, comspec: string | null = INTERPRETER): Blocking<number> {
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
  const word = /^[^ /]*/.exec(line)![0];
  const name = word.split('.')[0]!.toUpperCase();
  const args = line.slice(name.length);
  const console = textConsole(m.vga);
  const emit = (text: string): void => {
    const to = target as { name: string; append: boolean } | null;
    if (to === null) return console.print(text);
    if (/^NUL:?$/i.test(to.name)) return;
    const drive = driveOf(m);
    const before = to.append ? drive.read(to.name) ?? new Uint8Array(0) : new Uint8Array(0);
    const bytes = new Uint8Array(before.length + text.length);
    bytes.set(before);
    for (let i = 0; i < text.length; i++) bytes[before.length + i] = text.charCodeAt(i) & 0xff;
    drive.write(to.name, bytes);
  };
  switch (name) {
    case 'CLS':
      console.enter(3);
      return 0;
    case 'REM':
      return 0;
    case 'ECHO': {
      const text = args.slice(1);
      if (/^(on|off)$/i.test(text.trim())) return 0;
      emit(args === '' ? 'ECHO is on.\r\n' : `${text}\r\n`);
      return 0;
    }
    case 'COPY': {
      // DOSBox's COPY of one file (probe SY6): " NAME" and "   1 File(s) copied." as it goes; a source
      // nothing matches, "File SRC not found."; a destination DOS cannot make, "Copy failure : DEST."
      const words = args.split(' ').filter((w) => w !== '');
      if (words.length === 0) {
        emit('Required parameter missing.\r\n');
        return 0;
      }
      const [src, dest] = words as [string, string?];
      if (words.length > 2 || /[+/]/.test(args)) break;
      const found = matchFiles(src);
      if (found.length === 0) {
        emit(`File ${src} not found.\r\n`);
        return 0;
      }
      if (/[*?]/.test(src)) break;
      const to = dest ?? found[0]!.name;
      try {
        driveOf(m).write(to, driveOf(m).read(src)!);
      } catch (e) {
        if (!(e instanceof DosError)) throw e;
        emit(`Copy failure : ${to}.\r\n   0 File(s) copied.\r\n`);
        return 0;
      }
      emit(` ${found[0]!.name}\r\n   1 File(s) copied.\r\n`);
      return 0;
    }
    case 'PAUSE':
      console.print('Press any key to continue.\r\n');
      while (biosKey(0x1000, m.keyBuffer, m.int9.flags) === INT16_WAIT) yield* m.waitForKey();
      return 0;
  }
  const drive = driveOf(m);
  const has = (name: string): boolean => {
    try {
      return drive.has(name);
    } catch {
      return false; // a folder that is not there: no program either
    }
  };
  const program = ['', '.COM', '.EXE', '.BAT'].some((ext) => has(word + ext));
  if (SHELL_COMMANDS.has(name) || program || word === '') {
    throw new Error(`system("${command}"): this machine has no DOS command interpreter to run another program (CLS, PAUSE, ECHO, REM, COPY of one file and an unknown command alone are modelled)`);
  }
  emit(`Illegal command: ${word}.\r\n`);
  return 0;
}
