/**
 * Every ROM of ours that has its C source beside it (roms/<name>/<NAME>.C, found here, not
 * listed) runs from that source exactly as its port runs: the same frames on every golden replay
 * that names the ROM (`mode12h check --rom PROGRAM.C`), the same sound file and the same files on
 * the C: drive after every replay (test/replays and test/sound), and the same drive after two
 * power-ons in a row (a program that keeps state on the disk, like RUNS.C, sees its own files).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/frames.ts';
import { ensureCli, runCli } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';
const REPLAY_DIRS = ['test/replays', 'test/sound'];

/** [rom name, path of its .C] for every ROM folder holding a .C file. */
const withSource = readdirSync(join(ROOT, 'roms'))
  .filter((d) => statSync(join(ROOT, 'roms', d)).isDirectory())
  .flatMap((d) => readdirSync(join(ROOT, 'roms', d)).filter((f) => /\.C$/i.test(f)).map((f) => [d, join(ROOT, 'roms', d, f)] as const));

/** The replays whose `rom` line names `rom`. */
function replaysOf(rom: string): string[] {
  return REPLAY_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith('.replay'))
      .map((f) => join(ROOT, dir, f))
      .filter((p) => new RegExp(`^rom ${rom}\\s*$`, 'm').test(readFileSync(p, 'utf8'))),
  );
}

/** `mode12h ...args` (in this process: test/support/cli.ts), which must succeed; its standard output. */
async function mode12h(...args: string[]): Promise<string> {
  const r = await runCli(args);
  assert.is(r.status, 0, `mode12h ${args.join(' ')}\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** The files a drive folder holds, name → bytes. */
function driveFiles(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).sort().map((f) => [f, readFileSync(join(dir, f)).toString('base64')]));
}

/**
 * Run `program` (a ROM's name or a .C) on each replay in turn and twice more at power-on, all on
 * one drive, on the given engine.
 */
async function outputs(program: string, replays: string[], engine: 'synchronous' | 'coroutine' = 'synchronous'): Promise<{ wavs: string[]; drive: Record<string, string> }> {
  const on = ['--engine', engine];
  const work = scratchDir('mode12h-cc-roms-');
  const disk = join(work, 'disk');
  mkdirSync(disk);
  const wavs: string[] = [];
  for (const [i, replay] of replays.entries()) {
    const wav = join(work, `${i}.wav`);
    await mode12h('run', program, '--replay', replay, '--wav', wav, '--disk', disk, ...on);
    wavs.push(readFileSync(wav).toString('base64'));
  }
  for (let i = 0; i < 2; i++) await mode12h('run', program, '--end', '500', '--disk', disk, ...on);
  return { wavs, drive: driveFiles(disk) };
}

test.before(() => {
  ensureCli();
});

test('the ROMs with their C source beside them are found', () => {
  const names = withSource.map(([rom]) => rom);
  for (const rom of ['hello', 'beep', 'runs', 'mousetest', 'doodle']) assert.ok(names.includes(rom), `${rom} has its .C`);
});

for (const [rom, source] of withSource) {
  const replays = replaysOf(rom);
  const golden = replays.filter((p) => p.includes(join('test', 'replays')));

  if (golden.length > 0) {
    test(`${rom}: ${source.slice(ROOT.length + 1)} passes the port's goldens`, async () => {
      const out = await mode12h('check', ...golden, '--golden', join(ROOT, 'test', 'golden'), '--rom', source);
      assert.match(out, / 0 failed\n/);
      assert.not.match(out, /STALE|FAIL/);
    });
  }

  // the goldens hold the C program on the synchronous engine; here it runs on the coroutine one
  test(`${rom}: the C source (coroutine engine) and the port give the same sound and the same drive`, async () => {
    const port = await outputs(rom, replays), c = await outputs(source, replays, 'coroutine');
    assert.is(c.wavs.length, replays.length);
    c.wavs.forEach((w, i) => assert.ok(w === port.wavs[i], `${replays[i]}: the sound differs`));
    assert.equal(c.drive, port.drive);
  });
}

test('a ROM with a .C and no replay still has its drive compared (RUNS.C counts its runs)', async () => {
  assert.ok(existsSync(join(ROOT, 'roms', 'runs', 'RUNS.C')));
  const { drive } = await outputs(join(ROOT, 'roms', 'runs', 'RUNS.C'), []);
  assert.is(Buffer.from(drive['RUNS.TXT']!, 'base64').toString('latin1'), '2\r\n');
  assert.is(Buffer.from(drive['LOG.TXT']!, 'base64').toString('latin1'), 'run 1\r\nrun 2\r\n');
});

test.run();
