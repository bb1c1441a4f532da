// The original TETRIS.C, compiled from source by the machine's Turbo C (cc/), against the port:
// every golden Tetris replay gives byte-identical frames (with a frame every 97 ms on top of the
// shots), the same clock, the same number of library calls and the same trace, call for call
// (every library call, not only graphics.h). And the oracle's small C programs print exactly what
// real Turbo C 2.0 printed in DOSBox (RANDTAB.C, KEYS.C), through `mode12h run PROGRAM.C`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { parseReplay, type Replay } from '../../src/shared/replay.ts';
import type { SessionOptions } from '../../src/shared/session.ts';
import { runShared, sameRun, Trace, type Run } from '../support/runs.ts';
import { ORIGINAL_C, readIndexedPng } from '../support/frames.ts';
import { ensureCli, runCli } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const ROOT = process.cwd();
const ORACLE_DIR = resolve(ROOT, '..', 'shared', 'oracle');
const REPLAYS = join(ROOT, 'test', 'replays');
const BIN = join(ROOT, 'bin', 'mode12h.mjs');

const program = compileC(readFileSync(ORIGINAL_C, 'latin1'), { file: 'TETRIS.C' });

function play(r: Replay, options: Pick<SessionOptions, 'findRom' | 'findSyncRom'>): Run {
  const trace = new Trace();
  const { frames, session } = runShared(r, { ...options, everyMs: 97, onTrace: trace.push });
  const m = session.machine;
  if (m.crash) throw m.crash;
  return { frames, state: m.state, now: m.now, calls: m.libraryCalls, trace };
}

const tetrisReplays = readdirSync(REPLAYS)
  .filter((f) => f.endsWith('.replay') && /^rom tetris\s*$/m.test(readFileSync(join(REPLAYS, f), 'utf8')))
  .sort();

test('the golden Tetris replays are there to compare', () => {
  assert.ok(tetrisReplays.length >= 15, `${tetrisReplays.length} replays`);
  assert.equal(program.functions.slice(0, 3), ['GetKeyCode', 'DisplayInfo', 'GenerateBlock']);
});

for (const file of tetrisReplays) {
  test(`${file}: TETRIS.C from source gives the port's frames, clock and trace (synchronous engine)`, () => {
    const r = parseReplay(readFileSync(join(REPLAYS, file), 'utf8'), `test/replays/${file}`);
    sameRun(file, play(r, { findRom, findSyncRom }), play(r, { findRom: () => program.rom, findSyncRom: () => program.syncRom }));
  });
}

for (const file of ['pause-resume.replay', 'gameover-topout.replay', 'clear-4-line.replay']) {
  test(`${file}: the same on the coroutine engine (the browser's)`, () => {
    const r = parseReplay(readFileSync(join(REPLAYS, file), 'utf8'), `test/replays/${file}`);
    const c = play(r, { findRom: () => program.rom });
    sameRun(file, play(r, { findRom, findSyncRom }), c);
  });
}

/** An oracle text file, lines without CR (DOS wrote CR LF), no trailing newline. */
function oracleText(name: string): string {
  return readFileSync(join(ORACLE_DIR, name), 'latin1').replace(/\r\n/g, '\n').replace(/\n$/, '');
}

test.before(() => {
  ensureCli();
});

// What a C program prints, as the shell receives its bytes: a process of its own (the other
// tests run the CLI's main() in this process, test/support/cli.ts).
for (const [source, expected] of [['RANDTAB.C', 'RANDTAB_output.txt'], ['KEYS.C', 'KEYS_output.txt']] as const) {
  test(`mode12h run ${source} prints the oracle's ${expected} exactly`, () => {
    const r = spawnSync(process.execPath, [BIN, 'run', join(ORACLE_DIR, source)], { encoding: 'latin1' });
    assert.is(r.status, 0, r.stderr);
    assert.is(r.stdout.replace(/\n$/, ''), oracleText(expected));
    assert.match(r.stderr, /program exited/);
  });
}

test('mode12h run RANDTAB.C --stdout FILE writes the oracle\'s file byte for byte (DOS text mode: CR LF), nothing on stdout', async () => {
  const out = join(scratchDir('mode12h-cc-'), 'RANDTAB.TXT');
  const r = spawnSync(process.execPath, [BIN, 'run', join(ORACLE_DIR, 'RANDTAB.C'), '--stdout', out], { encoding: 'latin1' });
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout, '');
  assert.ok(readFileSync(out).equals(readFileSync(join(ORACLE_DIR, 'RANDTAB_output.txt'))), 'the same bytes as DOSBox\'s redirected output');
  const rom = await runCli(['run', 'tetris', '--end', '100', '--stdout', out]);
  assert.is(rom.status, 1);
  assert.match(rom.stderr, 'run: --stdout keeps what a C program prints (give PROGRAM.C)');
});

test('mode12h run DELAYT.C --cycles 3000 reproduces the timing table (far pointer to the BIOS tick count)', async () => {
  const r = await runCli(['run', join(ORACLE_DIR, 'DELAYT.C'), '--cycles', '3000']);
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout.replace(/\n$/, ''), oracleText('DELAYT_output_v2.txt'));
});

test('mode12h run TETRIS.C --replay … --out writes the golden frames', async () => {
  const out = scratchDir('mode12h-cc-');
  const r = await runCli(['run', ORIGINAL_C, '--replay', 'test/replays/clear-1-line.replay', '--out', out]);
  assert.is(r.status, 0, r.stderr);
  for (const shot of ['before-clear', 'after-clear', 'falling']) {
    const a = readIndexedPng(join(out, `${shot}.png`)).pixels, g = readIndexedPng(join('test', 'golden', `clear-1-line-${shot}.png`)).pixels;
    assert.ok(a.every((v, i) => v === g[i]), `${shot} equals its golden`);
  }
});

test('mode12h run with a C file that does not compile exits 1 naming file:line', async () => {
  const r = await runCli(['run', join(ROOT, 'test', 'e2e', 'cc-tetris.test.ts')]);
  // not a .C name: it is taken as a ROM name, which does not exist
  assert.is(r.status, 1);
  const dir = scratchDir('mode12h-cc-');
  const bad = join(dir, 'BAD.C');
  writeFileSync(bad, 'void main()\n{\n    int x\n}\n');
  const b = await runCli(['run', bad]);
  assert.is(b.status, 1);
  assert.match(b.stderr, /Error bad\.c 4: Declaration missing ; in function main/);
});

test.run();
