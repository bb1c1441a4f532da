/**
 * The oracle: C programs compiled and run by the real Turbo C 2.0 (TCC 2.0, GRAPHICS.LIB,
 * EGAVGA.BGI) in DOSBox, headless (SDL's dummy video driver: no X server) and in batches — one
 * DOSBox session compiles and runs many programs from a batch file.
 *
 * A program that hangs must not stall the run: the batch file writes NAME.BEG before a program
 * and NAME.END after it, and the host watches them. A program that has begun and not ended
 * within the time limit ends the session; the run resumes after it in a new session, and the
 * program is reported as hung. TCC's messages are kept in NAME.LOG: a program TCC rejects has no
 * NAME.EXE and is reported with them.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The environment the programs get in this DOSBox: DOSBox's COMSPEC, its Sound Blaster's BLASTER,
 * then the batch's PATH, which SET moved to the end as it replaced DOSBox's own (corpus C1554
 * prints environ[0..2] in this order; 60 bytes: oracle RG1). The start-up copies it into the
 * heap's first block, so mode12h runs a program with it to give the heap TC's addresses
 * (test/fixtures/heap).
 */
export const DOSBOX_ENVIRONMENT: readonly string[] = ['COMSPEC=Z:\\COMMAND.COM', 'BLASTER=A220 I7 D1 H5 T6', 'PATH=C:\\TC'];

/** What the oracle made of one program. */
export interface OracleResult {
  name: string;
  /** 'ok' ran to its end; 'rejected' TCC made no .EXE; 'hung' passed the time limit; 'lost' the session died around it. */
  status: 'ok' | 'rejected' | 'hung' | 'lost';
  /** TCC's and TLINK's messages. */
  log: string;
  /** The files the program wrote in its folder (name → bytes). */
  files: Map<string, Uint8Array>;
  /**
   * When it ran (ms since 1970): its folder's last change on the host, whose clock DOSBox's files
   * are dated by (corpus C1594's DIR: "30-11-2026 13:08"). Absent from older captures.
   */
  when?: number;
  /**
   * The sizes of the .EXE and .OBJ TCC made, there while the program ran (a DIR lists them: corpus
   * C1620); a project's, each module's .OBJ by its name (`objs`).
   */
  sizes?: { exe: number; obj: number; objs?: Record<string, number> };
}

export interface OracleOptions {
  /** The Turbo C 2.0 directory (TCC.EXE, TLINK.EXE, EGAVGA.BGI, INCLUDE/, LIB/). */
  tc: string;
  /** A scratch folder of our own for the DOSBox C: drive. */
  work: string;
  /** Seconds one program (compile + run) may take. */
  limitS: number;
  /** Copy the stroked fonts (*.CHR) to C: too. */
  fonts: boolean;
  /**
   * Drivers of the TC directory besides EGAVGA.BGI (`CGA.BGI`…) put where EGAVGA.BGI is: beside
   * each program and in BGI_DIRS, as a user's TC directory gives them (harness --bgi). None by
   * default: the captures before had EGAVGA.BGI alone there, and initgraph(CGA…) failed with −3.
   */
  drivers?: readonly string[];
  /** Told of each finished program. */
  progress?: (r: OracleResult) => void;
}

/** The TC 2.0 files the oracle needs, relative to the TC directory. */
export const TC_FILES = ['TCC.EXE', 'TLINK.EXE', 'EGAVGA.BGI', 'INCLUDE/GRAPHICS.H', 'LIB/GRAPHICS.LIB', 'LIB/CS.LIB', 'LIB/C0S.OBJ'];

/** Why `dir` is not a usable Turbo C 2.0 directory, or null. */
export function checkTc(dir: string): string | null {
  const missing = TC_FILES.filter((f) => !existsSync(join(dir, f)));
  return missing.length ? `${dir} lacks ${missing.join(', ')}` : null;
}

/**
 * DOSBox as the oracle captures were made (machine svga_s3, normal core), at full speed: these
 * programs do not depend on timing.
 */
const CONF = `[sdl]
output=surface
[dosbox]
machine=svga_s3
memsize=16
[cpu]
core=normal
cycles=max
[render]
frameskip=0
[mixer]
nosound=true
[speaker]
pcspeaker=false
[midi]
mpu401=none
`;

/** Folders real programs name in initgraph's path (C:\\TC\\BGI…), each given the driver on C:. */
export const BGI_DIRS = ['TC/BGI', 'TURBOC3/BGI', 'BORLANDC/BGI', 'TC/BIN', 'TURBOC3/BIN'];

/**
 * The lines that build C:\NAME\NAME.EXE: `TCC NAME.C`, or a project's modules compiled and linked
 * in their order, the .EXE named after the folder (`TCC -eNAME GAME.C MOVES.C`, as TCC's project
 * list or command line builds one). DOS passes a program 126 characters of command tail at most:
 * a longer list is compiled a module a line (`TCC -c`) and linked as TCC links, by TLINK with the
 * response file TCC writes (`TLINK @turboc.$ln`, its lines measured with a TLINK that copied it:
 * C0S.OBJ and the modules, the .EXE, `/c/x`, GRAPHICS.LIB, EMU, MATHS, CS), deleted after as TCC does.
 */
export function tccLines(name: string, modules?: readonly string[]): { lines: string[]; response?: string } {
  const options = ' -IC:\\TC\\INCLUDE -LC:\\TC\\LIB';
  const files = modules ? `-e${name} ${modules.join(' ')}` : `${name}.C`;
  if (!modules || `${options} ${files} GRAPHICS.LIB`.length <= 126) return { lines: [`TCC${options} ${files} GRAPHICS.LIB > ${name}.LOG`] };
  const objs = modules.map((m) => m.replace(/\.C$/i, '').toLowerCase());
  const response = ['C:\\TC\\LIB\\c0s.obj', ...objs].join('+\r\n') + `\r\n${name}\r\n/c/x\r\nc:\\tc\\lib\\graphics.lib+\r\nC:\\TC\\LIB\\EMU.LIB+\r\nC:\\TC\\LIB\\maths.lib+\r\nC:\\TC\\LIB\\cs.lib\r\n`;
  return {
    lines: [`TCC -c${options} ${modules[0]} > ${name}.LOG`, ...modules.slice(1).map((m) => `TCC -c${options} ${m} >> ${name}.LOG`), `TLINK @turboc.$ln >> ${name}.LOG`, 'DEL turboc.$ln'],
    response,
  };
}

/** The drivers put where EGAVGA.BGI is: it, then OracleOptions.drivers. */
const driversOf = (o: OracleOptions): string[] => ['EGAVGA.BGI', ...(o.drivers ?? []).filter((f) => f !== 'EGAVGA.BGI')];

/** TCC 2.0 reads a file with bare LF line ends as one line. */
const crlf = (text: string): string => text.replace(/\r?\n/g, '\r\n');

function prepareDrive(o: OracleOptions): string {
  const c = join(o.work, 'c');
  if (!existsSync(join(c, 'TC', 'TCC.EXE'))) {
    mkdirSync(c, { recursive: true });
    cpSync(o.tc, join(c, 'TC'), { recursive: true });
    // the headers in CR LF, whatever the copy had
    for (const dir of ['INCLUDE', join('INCLUDE', 'SYS')]) {
      const d = join(c, 'TC', dir);
      if (!existsSync(d)) continue;
      for (const f of readdirSync(d)) if (/\.H$/i.test(f)) writeFileSync(join(d, f), crlf(readFileSync(join(d, f), 'latin1')), 'latin1');
    }
  }
  // the driver at the root and also where real programs' initgraph looks for it (the usual
  // install folders; mode12h's driver is built in, wherever the path points), with the others
  // asked for, and no other (a --work folder used before may hold them)
  const drivers = driversOf(o);
  for (const dir of ['', ...BGI_DIRS]) {
    mkdirSync(join(c, dir), { recursive: true });
    for (const f of readdirSync(join(c, dir)).filter((f) => /\.BGI$/i.test(f) && !drivers.includes(f))) rmSync(join(c, dir, f));
    for (const f of drivers) cpSync(join(o.tc, f), join(c, dir, f));
  }
  for (const f of readdirSync(o.tc).filter((f) => /\.CHR$/i.test(f))) {
    if (o.fonts) cpSync(join(o.tc, f), join(c, f.toUpperCase()));
    else rmSync(join(c, f.toUpperCase()), { force: true });
  }
  return c;
}

/** One DOSBox session over `names` (each in C:\NAME\ already); resolves when it ends or is ended. */
function session(o: OracleOptions, c: string, names: string[], stdin: ReadonlyMap<string, string>, modules: ReadonlyMap<string, readonly string[]> = new Map()): Promise<{ hung: string | null }> {
  // (DOSBox's shell applies a redirection to the whole line, IF or not: hence the GOTOs)
  const bat = names.flatMap((n) => [
    `ECHO ${n} > ${n}.BEG`,
    `CD ${n}`,
    ...tccLines(n, modules.get(n)).lines,
    `IF EXIST ${n}.EXE GOTO X${n}`,
    `ECHO ${n} > ..\\${n}.REJ`,
    `GOTO E${n}`,
    `:X${n}`,
    `${n}${stdin.get(n) ? ` < ${stdin.get(n)}` : ''}`,
    `:E${n}`,
    `CD \\`,
    `ECHO ${n} > ${n}.END`,
  ]);
  writeFileSync(join(c, 'RUNALL.BAT'), crlf(bat.join('\n') + '\n'), 'latin1');
  const conf = join(o.work, 'dosbox.conf');
  writeFileSync(conf, `${CONF}[autoexec]\nmount c "${c}"\nc:\nset PATH=C:\\TC\nCALL RUNALL.BAT\nexit\n`);
  return new Promise((resolve, reject) => {
    const child = spawn('dosbox', ['-conf', conf], {
      stdio: 'ignore',
      env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy' },
    });
    let hung: string | null = null;
    let current = '';
    let since = Date.now();
    const watch = setInterval(() => {
      // the program that has begun and not ended
      const open = names.find((n) => existsSync(join(c, `${n}.BEG`)) && !existsSync(join(c, `${n}.END`)));
      if (open !== current) {
        current = open ?? '';
        since = Date.now();
      } else if (current && Date.now() - since > o.limitS * 1000) {
        hung = current;
        child.kill('SIGKILL');
      }
    }, 250);
    child.on('error', (e) => {
      clearInterval(watch);
      reject(new Error(`dosbox: ${e.message} (install it: apt-get install dosbox; see docs/ORACLE.md)`));
    });
    child.on('exit', () => {
      clearInterval(watch);
      resolve({ hung });
    });
  });
}

/** A program for the oracle: its 8.3 base name, its text, and SHOT.H if it includes one. */
export interface OracleProgram {
  name: string;
  source: string;
  shotH?: string;
  /** Other files put beside it in C:\\NAME\\ (a probe's DOS.FLG), not collected back. */
  extra?: Record<string, string>;
  /** One of `extra`'s files it is run with as its standard input (`NAME < FILE`). */
  stdin?: string;
  /**
   * A project of several files: the .C files of `extra` TCC compiles and links, in this order,
   * into NAME.EXE (`source` is then not written); `extra`'s names may hold a folder (`LEVELS/1.DAT`).
   */
  modules?: readonly string[];
}

/**
 * Compiles and runs each program in DOSBox, each in a folder of its own (C:\NAME\, with
 * EGAVGA.BGI and SHOT.H), and collects the files it wrote there.
 */
export async function runOracle(programs: OracleProgram[], o: OracleOptions): Promise<OracleResult[]> {
  const c = prepareDrive(o);
  const results: OracleResult[] = [];
  const marks = (n: string) => ['BEG', 'END', 'REJ'].map((e) => join(c, `${n}.${e}`));
  let todo = programs.slice();
  while (todo.length) {
    for (const p of todo) {
      const d = join(c, p.name);
      rmSync(d, { recursive: true, force: true });
      for (const f of marks(p.name)) rmSync(f, { force: true });
      mkdirSync(d);
      if (!p.modules) writeFileSync(join(d, `${p.name}.C`), crlf(p.source), 'latin1');
      const response = p.modules && tccLines(p.name, p.modules).response;
      if (response) writeFileSync(join(d, 'turboc.$ln'), response, 'latin1');
      if (p.shotH !== undefined) writeFileSync(join(d, 'SHOT.H'), crlf(p.shotH), 'latin1');
      for (const [f, text] of Object.entries(p.extra ?? {})) {
        mkdirSync(dirname(join(d, f)), { recursive: true });
        writeFileSync(join(d, f), text, 'latin1');
      }
      for (const f of driversOf(o)) cpSync(join(c, f), join(d, f));
      for (const f of readdirSync(c).filter((f) => /\.CHR$/.test(f))) cpSync(join(c, f), join(d, f));
    }
    const names = todo.map((p) => p.name);
    const { hung } = await session(o, c, names, new Map(todo.filter((p) => p.stdin).map((p) => [p.name, p.stdin!])), new Map(todo.filter((p) => p.modules).map((p) => [p.name, p.modules!])));
    let resumeAt = names.length;
    for (let i = 0; i < names.length; i++) {
      const n = names[i]!;
      const d = join(c, n);
      const [beg, end, rej] = marks(n);
      const ended = existsSync(end!);
      if (!ended && !existsSync(beg!)) {
        resumeAt = i;
        break;
      }
      const logFile = join(d, `${n}.LOG`);
      const log = existsSync(logFile) ? readFileSync(logFile, 'latin1') : '';
      const files = new Map<string, Uint8Array>();
      const program = todo.find((p) => p.name === n);
      const extra = Object.keys(program?.extra ?? {});
      const objs = (program?.modules ?? []).map((m) => m.replace(/\.C$/i, '.OBJ'));
      const given = new Set([`${n}.C`, `${n}.LOG`, `${n}.EXE`, `${n}.OBJ`, 'SHOT.H', ...driversOf(o), ...extra, ...objs]);
      // (the files a program wrote, not the folders it made: textgen10's programs make some)
      for (const f of readdirSync(d)) if (!given.has(f) && !/\.CHR$/.test(f) && statSync(join(d, f)).isFile()) files.set(f, readFileSync(join(d, f)));
      const status = !ended ? (n === hung ? 'hung' : 'lost') : existsSync(rej!) ? 'rejected' : 'ok';
      const size = (ext: string): number => (existsSync(join(d, `${n}.${ext}`)) ? statSync(join(d, `${n}.${ext}`)).size : 0);
      const r: OracleResult = { name: n, status, log, files, when: statSync(d).mtimeMs };
      if (status === 'ok') r.sizes = { exe: size('EXE'), obj: size('OBJ') };
      if (status === 'ok' && objs.length) r.sizes!.objs = Object.fromEntries(objs.map((f) => [f, existsSync(join(d, f)) ? statSync(join(d, f)).size : 0]));
      results.push(r);
      o.progress?.(r);
      rmSync(d, { recursive: true, force: true });
      for (const f of marks(n)) rmSync(f, { force: true });
      if (!ended) {
        resumeAt = i + 1;
        break;
      }
    }
    if (resumeAt === 0) throw new Error(`dosbox ended before the first program (${names[0]}) began: see ${join(o.work, 'dosbox.conf')}`);
    todo = todo.slice(resumeAt);
  }
  return results;
}
