/**
 * mode12h — the headless runner. Plays a replay on the virtual PC as fast as it can, writes the
 * screen as palettised PNGs (pixel value = colour index, like DOSBox's Ctrl+F5 captures) at the
 * replay's shots and every N ms, and can log every library call in C syntax.
 */
import { closeSync, mkdirSync, openSync, readFileSync, writeSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, workerData } from 'node:worker_threads';
import { parseTimeOfDay } from '../../runtime/bios/timer.ts';
import { CYCLES_DEFAULT } from '../../runtime/hw/cpu.ts';
import type { Machine } from '../../runtime/machine.ts';
import { findRom, findSyncRom, ROMS } from '../../roms/index.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { encodeIndexedPng } from '../shared/png.ts';
import { encodeWav, SpeakerCone, SpeakerPcm, toPcm16 } from '../shared/speaker-pcm.ts';
import { parseCycles } from '../shared/cycles.ts';
import { parseReplay, type Replay } from '../shared/replay.ts';
import { ReplaySession, type Frame } from '../shared/session.ts';
import { isBgiCall } from '../shared/trace.ts';
import { FolderStore } from './disk.ts';
import { study, STUDY_HELP } from './study.ts';
import { check, CHECK_HELP, CheckUsageError, checkWorker } from './check.ts';
import { reversi, REVERSI_HELP } from './reversi.ts';

const WAV_RATE_DEFAULT = 48_000;

const HELP = `mode12h — a VGA-like virtual PC running Turbo C 2.0 programs

usage:
  mode12h run ROM [--replay FILE] [--out DIR] [--every MS] [--trace FILE [--trace-all]]
                  [--variant NAME] [--cycles N] [--time HH:MM:SS] [--end MS] [--engine NAME]
                  [--wav FILE [--rate HZ] [--cone]] [--disk DIR]
  mode12h check REPLAYS…|DIR --golden DIR [--rom NAME] [--report DIR] [--junit FILE] [--update]
                [--only REPLAY[:SHOT]]…
  mode12h list
  mode12h study --c FILE [--html OUT] [--width N]
  mode12h reversi perft N | reversi solve FILE [--json]
  mode12h --help

run      plays FILE (see docs/REPLAY.md) on ROM as fast as possible and writes DIR/<shot>.png
         for each \`shot\` in the replay (and DIR/t<ms>.png every MS ms with --every).
         A run keeps something: --out, --trace, --wav or --disk (to compare shots: \`check\`).
         --trace FILE   the BGI call log: every graphics.h call, one per line, in C syntax
                        with the arguments as passed, e.g. floodfill(39,39,8)
         --trace-all    with --trace: every library call (bioskey, delay, rand, …) too
         --variant, --cycles, --time override the replay's \`rom\`, \`cycles\` and \`time\` lines
         (default speed: ${CYCLES_DEFAULT} cycles, DOSBox-style instructions per ms)
         --end MS       run until MS (virtual ms) instead of the replay's end
         --engine NAME  synchronous (default: the ROM compiled without coroutines, fastest) or
                        coroutine (the browser's); both give the same frames and trace
         --wav FILE     the run's PC speaker sound as a 16-bit mono WAV, rendered from virtual
                        time (the same replay gives the same file)
         --rate HZ      its sample rate (default ${WAV_RATE_DEFAULT})
         --cone         through a small speaker cone's filter (high-pass 120 Hz, low-pass 4.8 kHz)
         --disk DIR     the folder DIR is the C: drive: its 8.3-named files are the program's,
                        what it writes lands there when it closes the file or exits (default:
                        an empty drive that vanishes with the run, so runs stay deterministic)
${CHECK_HELP}
list     the ROMs and their variants
${STUDY_HELP}
${REVERSI_HELP}

exit code 0 on success, 1 on bad input or a crashed program (the message names the place).`;

class UsageError extends Error {}

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
  end?: number;
  engine?: Engine;
  wav?: string;
  rate?: number;
  cone?: boolean;
  disk?: string;
}

const ENGINES = ['synchronous', 'coroutine'] as const;
type Engine = (typeof ENGINES)[number];

function parseRunArgs(argv: string[]): RunArgs {
  const [rom, ...rest] = argv;
  if (!rom || rom.startsWith('-')) throw new UsageError('run: name a ROM (see `mode12h list`)');
  const a: RunArgs = { rom };
  const ms = (flag: string, v: string): number => {
    if (!/^\d+$/.test(v) || Number(v) <= 0) throw new UsageError(`${flag}: a whole number of ms > 0, got "${v}"`);
    return Number(v);
  };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    const value = (): string => {
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--replay': a.replay = value(); break;
      case '--out': a.out = value(); break;
      case '--every': a.every = ms(flag, value()); break;
      case '--trace': a.trace = value(); break;
      case '--trace-all': a.traceAll = true; break;
      case '--wav': a.wav = value(); break;
      case '--cone': a.cone = true; break;
      case '--disk': a.disk = value(); break;
      case '--rate': {
        const v = value();
        const n = /^\d+$/.test(v) ? Number(v) : NaN;
        if (!(n >= 8000 && n <= 192_000)) throw new UsageError(`--rate: an integer in 8000..192000 Hz, got "${v}"`);
        a.rate = n;
        break;
      }
      case '--variant': a.variant = value(); break;
      case '--time': a.time = value(); break;
      case '--end': a.end = ms(flag, value()); break;
      case '--engine': {
        const v = value();
        if (!(ENGINES as readonly string[]).includes(v)) throw new UsageError(`--engine: ${ENGINES.join(' or ')}, got "${v}"`);
        a.engine = v as Engine;
        break;
      }
      case '--cycles': {
        try {
          a.cycles = parseCycles(value());
        } catch (e) {
          throw new UsageError(`--${(e as Error).message}`);
        }
        break;
      }
      default:
        throw new UsageError(`run: unknown option "${flag}"`);
    }
  }
  if (a.replay === undefined && a.end === undefined) throw new UsageError('run: give --replay FILE or --end MS');
  if (a.wav === undefined && (a.rate !== undefined || a.cone)) throw new UsageError('run: --rate and --cone go with --wav FILE');
  // A run that keeps nothing would throw every shot away and exit 0: a CI step that checks nothing.
  if (a.out === undefined && a.trace === undefined && a.wav === undefined && a.disk === undefined) {
    throw new UsageError('run: nothing to keep: give --out DIR (the shots as PNGs), --trace FILE, --wav FILE or --disk DIR (or compare shots with `mode12h check`)');
  }
  return a;
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
function progressBar(endMs: number): { update(ms: number): void; done(): void } {
  if (!process.stderr.isTTY || endMs < 5000) return { update() {}, done() {} };
  const width = 30;
  return {
    update(ms) {
      const filled = Math.round((ms / endMs) * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${(ms / 1000).toFixed(1)} / ${(endMs / 1000).toFixed(1)} s`);
    },
    done() {
      process.stderr.write('\r' + ' '.repeat(width + 30) + '\r');
    },
  };
}

function run(a: RunArgs): void {
  const replay = loadReplay(a);
  if (a.out !== undefined) mkdirSync(a.out, { recursive: true });
  let written = 0;
  const onFrame = (f: Frame): void => {
    if (a.out === undefined) return;
    const path = join(a.out, `${f.name}.png`);
    writeFileSync(path, encodeIndexedPng(f.pixels, f.width, f.height, f.palette));
    process.stdout.write(`${path}\n`);
    written++;
  };
  let traceFd: number | null = null;
  let traceBuf: string[] = [];
  const flushTrace = (): void => {
    if (traceFd !== null && traceBuf.length) writeSync(traceFd, traceBuf.join(''));
    traceBuf = [];
  };
  if (a.trace !== undefined) traceFd = openSync(a.trace, 'w');
  try {
    const session = new ReplaySession(replay, {
      findRom,
      ...(a.engine !== 'coroutine' && { findSyncRom }),
      rom: a.rom,
      ...(a.variant !== undefined && { variant: a.variant }),
      ...(a.time !== undefined && { time: parseTimeOfDay(a.time) }),
      ...(a.cycles !== undefined && { cycles: a.cycles }),
      ...(a.every !== undefined && { everyMs: a.every }),
      ...(a.disk !== undefined && { disk: new FolderStore(a.disk, (note) => process.stderr.write(`mode12h: ${note}\n`)) }),
      ...(traceFd !== null && {
        onTrace: (call: string) => {
          if (!a.traceAll && !isBgiCall(call)) return;
          traceBuf.push(call + '\n');
          if (traceBuf.length >= 4096) flushTrace();
        },
      }),
      onFrame,
    });
    const sound = a.wav === undefined ? null : new SoundRecorder(session.machine, a.rate ?? WAV_RATE_DEFAULT, a.cone ?? false);
    const bar = progressBar(session.endMs);
    session.runToEnd((ms) => {
      bar.update(ms);
      sound?.renderTo(ms);
    });
    bar.done();
    if (sound) {
      sound.renderTo(session.endMs);
      writeFileSync(a.wav!, sound.wav());
    }
    const m = session.machine;
    process.stderr.write(
      `${session.romName}${session.variant ? ` (${session.variant})` : ''}: ran ${session.endMs} ms on the ` +
        `${session.sync ? 'synchronous' : 'coroutine'} engine, program ${m.state}` +
        `${a.out !== undefined ? `, ${written} frame(s) in ${a.out}` : ''}\n`,
    );
  } finally {
    flushTrace();
    if (traceFd !== null) closeSync(traceFd);
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
    const levels = this.pcm.render(msToPit(ms));
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

function list(): void {
  for (const r of ROMS) {
    const v = r.variants?.length ? `  [variants: ${r.variants.join(', ')}]` : '';
    process.stdout.write(`${r.name.padEnd(8)} ${r.title}${v}\n`);
  }
}

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        process.stdout.write(HELP + '\n');
        return cmd === undefined ? 1 : 0;
      case 'study':
        return study(rest);
      case 'check':
        return await check(rest, new URL(import.meta.url));
      case 'reversi':
        return reversi(rest);
      case 'list':
        list();
        return 0;
      case 'run':
        run(parseRunArgs(rest));
        return 0;
      default:
        throw new UsageError(`unknown command "${cmd}"`);
    }
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    process.stderr.write(`mode12h: ${msg}\n${e instanceof UsageError || e instanceof CheckUsageError ? 'try `mode12h --help`\n' : ''}`);
    return 1;
  }
}

// A reader that stops early (`mode12h list | head -1`) is not an error: stop quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

// The same bundle runs `check`'s worker threads.
if (isMainThread) process.exitCode = await main(process.argv.slice(2));
else if ((workerData as { mode12hCheckWorker?: boolean } | null)?.mode12hCheckWorker) checkWorker();
