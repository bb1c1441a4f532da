// The PC speaker heard headless: `mode12h run … --wav` renders a replay's sound from virtual
// time, so the file is the same on every host and engine; its hash is the golden.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tones } from '../support/wav.ts';
import { runCli } from '../support/cli.ts';
import { BEEP_REPLAY as REPLAY, BEEP_WAV_SHA256 as GOLDEN_SHA256 } from '../sound/golden.ts';
import { scratchDir } from '../support/scratch.ts';

/** The WAV file of `mode12h run beep --replay REPLAY --wav FILE ...args` (its main() in this process: test/support/cli.ts). */
async function wav(...args: string[]): Promise<Buffer> {
  const out = join(scratchDir('mode12h-wav-'), 'out.wav');
  const r = await runCli(['run', 'beep', '--replay', REPLAY, '--wav', out, ...args]);
  assert.is(r.status, 0, r.stderr);
  return readFileSync(out);
}

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

test('run --wav: the replay\'s sound, byte for byte the golden (hash)', async () => {
  const file = await wav();
  assert.is(file.length, 44 + 2 * 48_000 * 2); // 2 s, 16-bit mono
  assert.is(sha256(file), GOLDEN_SHA256);
  // What it holds: the scale starts at C (262 Hz); 'a' plays 200 Hz, 'z' 1200 Hz, Space 880 Hz.
  const t = tones(file, 48_000);
  assert.ok(Math.abs(t[5]! - 262) <= 100, `${t[5]}`);
  const heard = new Set(t.slice(120));
  for (const hz of [200, 1200, 900]) assert.ok([...heard].some((x) => Math.abs(x - hz) <= 100), `${hz} Hz in ${[...heard]}`);
  assert.is(t[t.length - 1], 0); // Esc: silence
});

test('run --wav: the coroutine engine gives the same file; --cone and --rate change it', async () => {
  const golden = await wav();
  assert.equal(await wav('--engine', 'coroutine'), golden);
  const coned = await wav('--cone');
  assert.is(coned.length, golden.length);
  assert.not.equal(sha256(coned), sha256(golden));
  const at44 = await wav('--rate', '44100');
  assert.is(at44.readUInt32LE(24), 44_100);
  assert.is(at44.length, 44 + 2 * 44_100 * 2);
});

test('run: --cone without --wav is a usage error', async () => {
  const r = await runCli(['run', 'beep', '--end', '100', '--cone']);
  assert.is(r.status, 1);
  assert.match(r.stderr, /--cone go with --wav/);
});

test.run();
