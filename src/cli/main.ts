/**
 * mode12h — the headless runner. Plays a replay on the virtual PC as fast as it can, writes the
 * screen as palettised PNGs (pixel value = colour index, like DOSBox's Ctrl+F5 captures) at the
 * replay's shots and every N ms, and can log every library call in C syntax.
 */
import { provideAssets } from '../../runtime/assets.ts';
import { diskAssets } from './assets.ts';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseTimeOfDay, type TimeOfDay } from '../../runtime/bios/timer.ts';
import { isDosDate, type DosDate } from '../../runtime/dos/calendar.ts';
import { CYCLES_DEFAULT } from '../../runtime/hw/cpu.ts';
import type { Machine } from '../../runtime/machine.ts';
import { RomCrash } from '../../runtime/crash.ts';
import { CFault } from '../../cc/errors.ts';
import { findRom, findSyncRom, ROMS } from '../../roms/index.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { encodeIndexedPng } from '../shared/png.ts';
import { encodeWav, renderUntil, SpeakerCone, SpeakerPcm, toPcm16 } from '../shared/speaker-pcm.ts';
import { parseCycles } from '../shared/cycles.ts';
import { parseReplay, REPLAY_MS_MAX, replayEnd, type Replay } from '../shared/replay.ts';
import { DATE_RE, TIME_OF_DAY_RE } from '../shared/replay-grammar.ts';
import { quote, terminalSafe } from '../../runtime/quote.ts';
import { cliNumber, didYouMean, one, readArgs, UsageError } from './args.ts';
import { grabFrame, ReplaySession, type Frame } from '../shared/session.ts';
import { frameLine, isBgiCall, traceLine } from '../shared/trace.ts';
import { makeFolder, OutputError, osReason, outputErrorIn, writeFileAtomic } from './output.ts';
import { FolderStore } from './disk.ts';
import { study, STUDY_HELP } from './study.ts';
import { check, CHECK_HELP } from './check.ts';
import { C_DEFAULT_END_MS, cProgramSource, isCProgram } from './c-program.ts';
import { commandTail } from '../../cc/support/library-process.ts';
import { exitStatus, faultEnding } from '../../runtime/dos/exit.ts';
import { reversi, REVERSI_HELP } from './reversi.ts';
import type { CliIo } from './io.ts';

const WAV_RATE_DEFAULT = 48_000;

const HELP = `mode12h — a VGA-like virtual PC running Turbo C 2.0 programs

usage:
  mode12h run ROM|PROGRAM.C… [--replay FILE] [--out DIR] [--every MS] [--trace FILE [--trace-all]]
                  [--variant NAME] [--cycles N] [--time HH:MM:SS] [--date WHEN] [--end MS] [--engine NAME]
                  [--wav FILE [--rate HZ] [--cone]] [--disk DIR] [--stdout FILE] [--stdin FILE]
  mode12h check REPLAYS…|DIR --golden DIR [--rom NAME] [--report DIR] [--junit FILE] [--update]
                [--only REPLAY[:SHOT]]…
  mode12h list
  mode12h study --c FILE [--html OUT] [--width N]
  mode12h reversi perft N | reversi solve FILE [--json]
  mode12h --help | --version

run      plays FILE (see docs/REPLAY.md) on ROM as fast as possible and writes DIR/<shot>.png
         for each \`shot\` in the replay (and DIR/t<ms>.png every MS ms with --every; with
         neither, the last frame, DIR/t<end ms>.png).
         A run keeps something: --out, --trace, --wav or --disk (to compare shots: \`check\`).
         --trace FILE   the BGI call log: every graphics.h call, one C statement per line
                        with the arguments as passed, after its virtual time in a comment,
                        e.g. /* @1234 ms */ floodfill(39,39,8);  and the shots marked:
                        /* @1300 ms shot after-p */
         --trace-all    with --trace: every library call (bioskey, delay, rand, …) too
         --variant, --cycles, --time override the replay's \`rom\`, \`cycles\` and \`time\` lines
         --date WHEN    the date at power-on, and with a time the time of day: YYYY-MM-DD,
                        YYYY-MM-DDTHH:MM:SS[.hh], or now (this computer's clock); a C program
                        is compiled then (__DATE__, __TIME__). Overrides the replay's \`date\`
                        (default: 1 Jan 1980, as every run the same)
         (default speed: ${CYCLES_DEFAULT} cycles, DOSBox-style instructions per ms)
         --end MS       run until MS (virtual ms, at most 999999999) instead of the replay's end
         --wall S       stop the program after S seconds of wall time (1..86400), with an error
                        naming the line it is at (default: none; 60 for a C program run with
                        neither --replay nor --end)
         --every MS     also a frame every MS ms, named t<ms in 7 digits> (a replay shot of the
                        same name at that time is an error)
         --engine NAME  synchronous (default: the ROM compiled without coroutines, fastest) or
                        coroutine (the browser's); both give the same frames and trace
         --wav FILE     the run's PC speaker sound as a 16-bit mono WAV, rendered from virtual
                        time (the same replay gives the same file)
         --rate HZ      its sample rate (default ${WAV_RATE_DEFAULT})
         --cone         through a small speaker cone's filter (high-pass 120 Hz, low-pass 4.8 kHz)
         --disk DIR     the folder DIR and its subfolders are the C: drive (8.3 names; others
                        are left out, named); what the program writes lands there as DOS writes
                        it, each file whole (default: an empty drive that vanishes with the run,
                        so runs stay deterministic)
         PROGRAM.C      a Turbo C 2.0 program compiled from its source (cc/): a replay written for
                        a ROM plays on it; what it prints goes to standard output (a run without
                        --replay or --end lasts ${C_DEFAULT_END_MS / 1000} virtual seconds)
                        Several .C files are linked together (\`run GAME.C MOVES.C\`); a folder,
                        a .ZIP or a Turbo C project file (GAME.PRJ) is the program's .C and .H
                        files, and all its files are on the C: drive (levels, pictures, fonts)
         --strict       with PROGRAM.C: Turbo C 2.0's language only, as TCC rejects the rest:
                        \`//\` comments and declarations after statements are errors
         --stdout FILE  with PROGRAM.C: what it prints goes to FILE instead, as DOS would
                        write \`PROGRAM > FILE\` (text mode: lines end in CR LF; stdout is
                        then a file: isatty(1) is 0, TC's 512-character buffer is written
                        when full, so a divide error or abort loses its rest; stderr's text
                        stays on standard output)
         --stdin FILE   with PROGRAM.C: its standard input is FILE, as DOS starts
                        \`PROGRAM < FILE\`: getchar, scanf and INT 21h's keyboard functions
                        read the file's bytes, not keys (isatty(0) is 0)
         --env NAME=VALUE  with PROGRAM.C: a variable of its environment (getenv, main's envp),
                        repeatable; without any, DOSBox's: PATH=Z:\\ COMSPEC=Z:\\COMMAND.COM
         -- ARGS...     with PROGRAM.C: its command line (argc/argv), after every flag; a word
                        with a blank stays one argument, as DOS passes "two words"
                        The exit status of \`run PROGRAM.C\` is the program's (exit(3), or
                        main's return value: DOS's ERRORLEVEL); 1 when it crashes.
${CHECK_HELP}
list     the ROMs and their variants
${STUDY_HELP}
${REVERSI_HELP}

Each flag is given once (--only may repeat); a flag where its value belongs is an error.
exit code 0 on success, 1 on bad input, a file that cannot be written or a crashed program
(the message names the place: file:line, the file and the system's reason).`;

interface RunArgs {
  rom: string;
  replay?: string;
  out?: string;
  every?: number;
  trace?: string;
  traceAll?: boolean;
  variant?: string;
  cycles?: number;
  time?: string;
  /** `--date`: the date at power-on, and the time of day when it gave one. */
  date?: StartDate;
  end?: number;
  engine?: Engine;
  wav?: string;
  rate?: number;
  cone?: boolean;
  disk?: string;
  /** A C program's printed output goes here instead of standard output. */
  stdout?: string;
  /** A C program's standard input is this file's bytes. */
  stdin?: string;
  /** A C program's command line words (after `--`) and environment (`--env`). */
  args?: string[];
  env?: string[];
  /** More .C files linked after the first (`run GAME.C MOVES.C`). */
  more?: string[];
  /** Turbo C 2.0's language only (`--strict`). */
  strict?: boolean;
  /** Seconds of wall time the program may run before it is stopped (C_DEFAULT_WALL_S for a C program run without --end or --replay). */
  wall?: number;
}

/**
 * The wall time a C program run with neither --replay nor --end may take: such a run lasts
 * C_DEFAULT_END_MS of virtual time, which a program printing or computing without a wait can
 * take hours of host time to reach (test/fixtures/hostile PRINTLP).
 */
const C_DEFAULT_WALL_S = 60;

const ENGINES = ['synchronous', 'coroutine'] as const;
type Engine = (typeof ENGINES)[number];

/** A time of day as a replay's `time` line takes it (the same words, the same ranges). */
function isTimeOfDay(text: string): boolean {
  if (!TIME_OF_DAY_RE.test(text)) return false;
  try {
    parseTimeOfDay(text);
    return true;
  } catch {
    return false;
  }
}

/** `--date`'s value: the date at power-on and, when given, the time of day. */
export interface StartDate {
  date: DosDate;
  time?: TimeOfDay;
}

/**
 * `--date WHEN`: YYYY-MM-DD, YYYY-MM-DDTHH:MM:SS[.hh], or `now` (the host's local date and time
 * of day to the hundredth); null when it is none of them or out of range (DOS's 1980..2099).
 */
export function parseStartDate(text: string, now: () => Date = () => new Date()): StartDate | null {
  if (text === 'now') {
    const n = now();
    return {
      date: { year: n.getFullYear(), month: n.getMonth() + 1, day: n.getDate() },
      time: { hour: n.getHours(), min: n.getMinutes(), sec: n.getSeconds(), hund: Math.floor(n.getMilliseconds() / 10) },
    };
  }
  const [day, clock, extra] = text.split('T');
  const d = DATE_RE.exec(day ?? '');
  const date = d && { year: +d[1]!, month: +d[2]!, day: +d[3]! };
  if (!date || !isDosDate(date) || extra !== undefined) return null;
  if (clock === undefined) return { date };
  return isTimeOfDay(clock) ? { date, time: parseTimeOfDay(clock) } : null;
}

function parseRunArgs(argv: string[]): RunArgs {
  const [rom, ...after] = argv;
  if (!rom || rom.startsWith('-')) throw new UsageError('run: name a ROM (see `mode12h list`)');
  // `run GAME.C MOVES.C …`: the C files linked with the first
  let firstFlag = after.findIndex((x) => !/\.c$/i.test(x) || x.startsWith('-'));
  if (firstFlag < 0) firstFlag = after.length;
  const more = after.slice(0, firstFlag);
  if (more.length > 0 && !/\.c$/i.test(rom)) throw new UsageError(`run: ${quote(more[0]!)}: more C files go after a first .C file`);
  const all = after.slice(firstFlag);
  const dashes = all.indexOf('--');
  const rest = dashes < 0 ? all : all.slice(0, dashes);
  // The program first: a misspelt name is the mistake to report, not the flags that follow it.
  if (!isCProgram(rom) && findRom(rom) === undefined) {
    throw new UsageError(`run: unknown ROM ${quote(rom)}${didYouMean(rom, ROMS.map((r) => r.name))} (have: ${ROMS.map((r) => r.name).join(', ')}; or give PROGRAM.C)`);
  }
  const args = readArgs('run', rest, {
    values: ['--replay', '--out', '--every', '--trace', '--wav', '--disk', '--rate', '--variant', '--time', '--date', '--end', '--engine', '--cycles', '--stdout', '--stdin', '--wall'],
    repeatable: ['--env'],
    switches: ['--trace-all', '--cone', '--strict'],
  });
  const a: RunArgs = { rom, ...(more.length > 0 && { more }) };
  if (args.switches.has('--strict')) {
    if (!isCProgram(rom)) throw new UsageError('run: --strict goes with a C program (give PROGRAM.C)');
    a.strict = true;
  }
  if (dashes >= 0 || args.values.has('--env')) {
    if (!isCProgram(rom)) throw new UsageError('run: a command line (-- ARGS) and --env go to a C program (give PROGRAM.C)');
    if (dashes >= 0) a.args = all.slice(dashes + 1);
    const env = args.values.get('--env') ?? [];
    for (const e of env) if (!/^[^=\s]+=/.test(e)) throw new UsageError(`run: --env: NAME=VALUE, got ${quote(e)}`);
    if (env.length) a.env = env;
  }
  const has = (flag: string): string | undefined => one(args, flag);
  /** A virtual time on the command line: as in a replay, a whole number of ms up to REPLAY_MS_MAX. */
  const ms = (flag: string): number | undefined => {
    const v = has(flag);
    if (v === undefined) return undefined;
    const n = cliNumber(v, 1, REPLAY_MS_MAX);
    if (Number.isNaN(n)) throw new UsageError(`run: ${flag}: a whole number of ms in 1..${REPLAY_MS_MAX}, got ${quote(v)}`);
    return n;
  };
  const set = <K extends keyof RunArgs>(key: K, v: RunArgs[K] | undefined): void => {
    if (v !== undefined) a[key] = v;
  };
  set('replay', has('--replay'));
  set('out', has('--out'));
  set('every', ms('--every'));
  set('trace', has('--trace'));
  set('wav', has('--wav'));
  set('disk', has('--disk'));
  set('stdout', has('--stdout'));
  if (a.stdout !== undefined && !isCProgram(rom)) throw new UsageError('run: --stdout keeps what a C program prints (give PROGRAM.C)');
  set('stdin', has('--stdin'));
  if (a.stdin !== undefined && !isCProgram(rom)) throw new UsageError('run: --stdin is what a C program reads (give PROGRAM.C)');
  set('variant', has('--variant'));
  set('end', ms('--end'));
  if (args.switches.has('--trace-all')) a.traceAll = true;
  if (args.switches.has('--cone')) a.cone = true;
  const rate = has('--rate');
  if (rate !== undefined) {
    const n = cliNumber(rate, 8000, 192_000);
    if (Number.isNaN(n)) throw new UsageError(`run: --rate: an integer in 8000..192000 Hz, got ${quote(rate)}`);
    a.rate = n;
  }
  const time = has('--time');
  if (time !== undefined) {
    if (!isTimeOfDay(time)) throw new UsageError(`run: --time: HH:MM:SS or HH:MM:SS.hh, 00:00:00 to 23:59:59.99, got ${quote(time)}`);
    a.time = time;
  }
  const date = has('--date');
  if (date !== undefined) {
    const d = parseStartDate(date);
    if (!d) throw new UsageError(`run: --date: YYYY-MM-DD, YYYY-MM-DDTHH:MM:SS[.hh] or now, 1980-01-01 to 2099-12-31, got ${quote(date)}`);
    if (d.time && time !== undefined) throw new UsageError('run: --date with a time of day and --time: give the time once');
    a.date = d;
  }
  const engine = has('--engine');
  if (engine !== undefined) {
    if (!(ENGINES as readonly string[]).includes(engine)) throw new UsageError(`--engine: ${ENGINES.join(' or ')}, got ${quote(engine)}`);
    a.engine = engine as Engine;
  }
  const cycles = has('--cycles');
  if (cycles !== undefined) {
    try {
      a.cycles = parseCycles(cycles);
    } catch (e) {
      throw new UsageError(`--${(e as Error).message}`);
    }
  }
  const wall = has('--wall');
  if (wall !== undefined) {
    const n = cliNumber(wall, 1, 86_400);
    if (Number.isNaN(n)) throw new UsageError(`run: --wall: a whole number of seconds in 1..86400, got ${quote(wall)}`);
    a.wall = n;
  }
  if (isCProgram(rom) && a.replay === undefined && a.end === undefined) {
    a.end = C_DEFAULT_END_MS; // its stdout is what it keeps
    a.wall ??= C_DEFAULT_WALL_S;
  }
  if (a.replay === undefined && a.end === undefined) throw new UsageError('run: give --replay FILE or --end MS');
  if (a.wav === undefined && (a.rate !== undefined || a.cone)) throw new UsageError('run: --rate and --cone go with --wav FILE');
  // A run that keeps nothing would throw every shot away and exit 0: a CI step that checks nothing.
  if (a.out === undefined && a.trace === undefined && a.wav === undefined && a.disk === undefined && !isCProgram(rom)) {
    throw new UsageError('run: nothing to keep: give --out DIR (the shots as PNGs), --trace FILE, --wav FILE or --disk DIR (or compare shots with `mode12h check`)');
  }
  return a;
}

/** --stdin's file, read whole before the run (DOS opens it before the program starts). */
function readStdinFile(path: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(path));
  } catch (e) {
    throw new Error(`cannot read --stdin ${path}: ${(e as Error).message}`);
  }
}

function loadReplay(a: RunArgs): Replay {
  let replay: Replay;
  if (a.replay !== undefined) {
    let text: string;
    try {
      text = readFileSync(a.replay, 'utf8');
    } catch (e) {
      throw new Error(`cannot read replay ${a.replay}: ${(e as Error).message}`);
    }
    replay = parseReplay(text, a.replay);
  } else {
    replay = { source: '<command line>', rom: null, variant: null, time: null, cycles: null, actions: [], end: null };
  }
  if (a.end !== undefined) {
    const late = replay.actions.find((x) => x.at > a.end!);
    if (late) throw new Error(`${replay.source}:${late.line}: action at ${late.at} ms is after --end ${a.end}`);
    replay = { ...replay, end: a.end };
  }
  return replay;
}

/** A progress bar on stderr, only when it is a terminal. */
function progressBar(io: CliIo, endMs: number): { update(ms: number): void; done(): void } {
  if (!io.errIsTTY || endMs < 5000) return { update() {}, done() {} };
  const width = 30;
  return {
    update(ms) {
      const filled = Math.round((ms / endMs) * width);
      io.err(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${(ms / 1000).toFixed(1)} / ${(endMs / 1000).toFixed(1)} s`);
    },
    done() {
      io.err('\r' + ' '.repeat(width + 30) + '\r');
    },
  };
}

/** The name `--every` gives its frame at `ms` (ReplaySession: `t` and the ms in at least 7 digits). */
const periodicName = (ms: number): string => `t${String(ms).padStart(7, '0')}`;

/**
 * A replay shot named like one of --every's frames would write the same file twice, the second
 * silently replacing the first: refuse the clash, naming the line.
 */
function checkShotNames(replay: Replay, every: number | undefined): void {
  if (every === undefined) return;
  const end = replayEnd(replay);
  for (const x of replay.actions) {
    if (x.kind !== 'shot' || !/^t\d{7,}$/.test(x.name)) continue;
    const ms = Number(x.name.slice(1));
    if (ms >= every && ms <= end && ms % every === 0 && periodicName(ms) === x.name) {
      throw new Error(`${replay.source}:${x.line}: shot "${x.name}" has the name of the --every ${every} frame at ${ms} ms (t + the ms in 7 digits): rename the shot`);
    }
  }
}

/** Run; the exit status a C program ended with (0 for a ROM, or a program still running at the end). */
function run(a: RunArgs, io: CliIo): number {
  // Everything that can fail at once fails before a file or folder is made.
  const replay = loadReplay(a);
  checkShotNames(replay, a.every);
  let written = 0;
  let session: ReplaySession | undefined;
  let traceFd: number | null = null;
  let traceBuf: string[] = [];
  const flushTrace = (): void => {
    if (traceFd === null || traceBuf.length === 0) return; // (kept until the file is open)
    try {
      writeSync(traceFd, traceBuf.join(''));
    } catch (e) {
      throw new OutputError(`cannot write ${a.trace}: ${osReason(e)}`, { cause: e });
    }
    traceBuf = [];
  };
  const traceOut = (line: string): void => {
    traceBuf.push(line + '\n');
    if (traceBuf.length >= 4096) flushTrace();
  };
  const onFrame = (f: Frame): void => {
    // (checkShotNames made sure no replay shot has a periodic frame's name at its time)
    const periodic = a.every !== undefined && f.atMs % a.every === 0 && f.name === periodicName(f.atMs);
    if (a.trace !== undefined) traceOut(frameLine(f.atMs, f.name, periodic));
    if (a.out === undefined) return;
    const path = join(a.out, `${f.name}.png`);
    writeFileAtomic(path, encodeIndexedPng(f.pixels, f.width, f.height, f.palette));
    io.out(`${path}\n`);
    written++;
  };
  // What a C program prints: on standard output as it comes, or kept apart for --stdout FILE.
  // Standard output takes it in pieces of 64 KB or more: one write per printf would make a program
  // that prints in a loop as slow as the system's write calls.
  const printed: string[] = [];
  let printedSize = 0;
  const flushPrinted = (): void => {
    if (a.stdout !== undefined || printed.length === 0) return;
    io.out(printed.join(''));
    printed.length = 0;
    printedSize = 0;
  };
  const print = (text: string): void => {
    printed.push(text);
    printedSize += text.length;
    if (printedSize >= 65536) flushPrinted();
  };
  const date = a.date?.date ?? replay.date ?? undefined;
  const time = a.date?.time ?? (a.time !== undefined ? parseTimeOfDay(a.time) : undefined) ?? replay.time ?? undefined;
  const dos = {
    // the engine the session plays it on (findSyncRom below), built at once
    engines: [a.engine === 'coroutine' ? 'coroutine' : 'sync'] as const,
    ...(a.args && { args: commandTail(a.args) }),
    // compiled at power-on: __DATE__ and __TIME__ are the start's when a date is given
    ...(date && { compiledAt: { ...date, hour: time?.hour ?? 0, min: time?.min ?? 0, sec: time?.sec ?? 0 } }),
    ...(a.env && { env: a.env }),
    ...(a.strict && { strict: true }),
    // --stdout FILE: stdout is a file as under DOS (TC buffers it: a divide error or abort loses
    // what it had not written yet); stderr's text stays on the console, this process's stdout
    ...(a.stdout !== undefined && { stdoutToFile: true, console: (text: string) => io.out(text) }),
    // --stdin FILE: handle 0 is the file, as `PROGRAM < FILE` (runtime/tc/io.ts redirectStdin)
    ...(a.stdin !== undefined && { stdin: readStdinFile(a.stdin) }),
  };
  const c = isCProgram(a.rom) ? cProgramSource(a.rom, replay.rom, print, dos, a.more ?? [], (note) => io.err(`mode12h: ${note}\n`)) : null;
  session = new ReplaySession(replay, {
    findRom: c?.findRom ?? findRom,
    ...(a.engine !== 'coroutine' && { findSyncRom: c?.findSyncRom ?? findSyncRom }),
    rom: c?.rom ?? a.rom,
    ...(a.variant !== undefined && { variant: a.variant }),
    ...(time && { time }),
    ...(date && { date }),
    ...(a.cycles !== undefined && { cycles: a.cycles }),
    ...(a.every !== undefined && { everyMs: a.every }),
    ...(a.disk !== undefined ? { disk: new FolderStore(a.disk, (note) => io.err(`mode12h: ${note}\n`)) } : c?.drive && { disk: c.drive }),
    ...(a.trace !== undefined && {
      onTrace: (call: string) => {
        if (a.traceAll || isBgiCall(call)) traceOut(traceLine(session?.machine.nowMs ?? 0, call));
      },
    }),
    onFrame,
  });
  if (a.wall !== undefined) {
    // the host's clock, read by the host: the machine asks in its long stretches without a wait
    const limitMs = a.wall * 1000;
    const started = Date.now();
    session.machine.hostStop = () => (Date.now() - started <= limitMs ? null : `stopped after ${a.wall} s of wall time (--wall): a program that never ends? (--end MS runs it to a virtual time, --wall S gives it longer)`);
  }
  if (a.out !== undefined) makeFolder(a.out);
  if (a.trace !== undefined) {
    try {
      traceFd = openSync(a.trace, 'w');
    } catch (e) {
      throw new OutputError(`cannot write ${a.trace}: ${osReason(e)}`, { cause: e });
    }
  }
  try {
    const sound = a.wav === undefined ? null : new SoundRecorder(session.machine, a.rate ?? WAV_RATE_DEFAULT, a.cone ?? false);
    const bar = progressBar(io, session.endMs);
    try {
      session.runToEnd((ms) => {
        flushPrinted();
        bar.update(ms);
        sound?.renderTo(ms);
      });
    } catch (e) {
      // a program run with no replay: its crash alone, at the virtual time it came (the session
      // names the replay's file and the end of the slice it played)
      const crash = (e as Error).cause;
      if (a.replay === undefined && crash instanceof RomCrash) {
        bar.done();
        // a compiled program's fault names its file, line and function itself (cc/errors.ts CFault)
        const what = crash.cause instanceof CFault ? crash.cause.message : crash.message;
        throw new Error(`${what}; it had run ${Math.round(session.machine.nowMs)} ms of virtual time`, { cause: crash });
      }
      throw e;
    }
    bar.done();
    // --out with nothing to shoot (no shot in the replay, no --every): the picture the run ended on.
    if (a.out !== undefined && written === 0) onFrame(grabFrame(session.machine, periodicName(session.endMs)));
    if (sound) {
      sound.renderTo(session.endMs);
      writeFileAtomic(a.wav!, sound.wav());
    }
    // As DOS writes `PROGRAM > FILE`: stdout is a text-mode stream, so each \n goes out as \r\n.
    if (a.stdout !== undefined) writeFileAtomic(a.stdout, Buffer.from(printed.join('').replace(/\n/g, '\r\n'), 'latin1'));
    const m = session.machine;
    const status = c && m.state === 'exited' ? exitStatus(m) : null;
    // TC's run time ended the program for a fault of its own (a divide error): what the program
    // showed is TC's; where it happened is said here
    const ending = status !== null ? faultEnding(m) : null;
    if (ending) io.err(`mode12h: ${ending}\n`);
    io.err(
      `${session.romName}${session.variant ? ` (${session.variant})` : ''}: ran ${session.endMs} ms on the ` +
        `${session.sync ? 'synchronous' : 'coroutine'} engine, program ${m.state}${status !== null ? ` (exit status ${status})` : ''}` +
        `${a.out !== undefined ? `, ${written} frame(s) in ${a.out}` : ''}\n`,
    );
    return status ?? 0;
  } finally {
    flushPrinted();
    try {
      flushTrace();
    } finally {
      if (traceFd !== null) closeSync(traceFd);
    }
  }
}

/** The run's speaker sound, rendered a second of virtual time at a time (a long run stays small in memory). */
class SoundRecorder {
  private readonly pcm: SpeakerPcm;
  private readonly cone: SpeakerCone | null;
  private readonly chunks: Int16Array[] = [];

  constructor(
    m: Machine,
    private readonly rate: number,
    cone: boolean,
  ) {
    this.pcm = new SpeakerPcm(rate, m.now);
    for (const w of m.speaker.wavesFrom(m.now)) this.pcm.push(w);
    m.speaker.sink = (w) => this.pcm.push(w);
    this.cone = cone ? new SpeakerCone(rate) : null;
  }

  /** Render up to virtual ms `ms`. */
  renderTo(ms: number): void {
    const levels = renderUntil(this.pcm, msToPit(ms));
    this.cone?.apply(levels);
    this.chunks.push(toPcm16(levels));
  }

  wav(): Uint8Array {
    const all = new Int16Array(this.chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of this.chunks) {
      all.set(c, at);
      at += c.length;
    }
    return encodeWav(all, this.rate);
  }
}

/** The commands `main` knows, for "did you mean" (help's aliases left out). */
const COMMANDS = ['run', 'check', 'list', 'study', 'reversi', 'help'];

/** The package's version, from the package.json beside the bundle (dist/cli.mjs) or the sources. */
function version(): string {
  for (const rel of ['../package.json', '../../package.json']) {
    try {
      return (JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { version: string }).version;
    } catch {
      // not there: the other layout
    }
  }
  return 'unknown';
}

function list(io: CliIo): void {
  for (const r of ROMS) {
    const v = r.variants?.length ? `  [variants: ${r.variants.join(', ')}]` : '';
    io.out(`${r.name.padEnd(8)} ${r.title}${v}\n`);
  }
}

// A program's assets (Reversi's evaluation weights) come from the package's roms/, read at once;
// set when the module loads, so the worker threads running `check`'s replays have them too.
provideAssets(diskAssets());

/** The command `argv` names, on `io`'s streams; resolves to its exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(HELP + '\n');
        return cmd === undefined ? 1 : 0;
      case 'study':
        return study(rest, io);
      case 'check':
        return await check(rest, io);
      case 'reversi':
        return await reversi(rest, io);
      case 'list':
        if (rest.length > 0) throw new UsageError(`list takes no arguments, got ${quote(rest[0]!)}`);
        list(io);
        return 0;
      case '--version':
      case '-V':
      case 'version':
        io.out(`mode12h ${version()}\n`);
        return 0;
      case 'run':
        return run(parseRunArgs(rest), io);
      default:
        throw new UsageError(`unknown command ${quote(cmd)}${didYouMean(cmd, COMMANDS)}`);
    }
  } catch (e) {
    // A file the run could not write is the error, not the replay line that was playing then.
    const msg = outputErrorIn(e)?.message ?? (e instanceof Error ? e.message : String(e));
    io.err(`mode12h: ${terminalSafe(msg)}\n${e instanceof UsageError ? 'try `mode12h --help`\n' : ''}`);
    return 1;
  }
}
