import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { Machine } from '../../runtime/machine.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { hello } from '../../roms/hello/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { findRom } from '../../roms/index.ts';

// The manual's examples are real: its ROM is roms/hello, its replay parses and plays.
/** The fenced code blocks of `file` whose info string is `lang`. */
function blocks(file: string, lang: string): string[] {
  const out: string[] = [];
  let open: string | null = null;
  let body: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (open === null && line.startsWith('```')) {
      open = line.slice(3).trim();
      body = [];
    } else if (open !== null && line === '```') {
      if (open === lang) out.push(body.join('\n') + '\n');
      open = null;
    } else if (open !== null) body.push(line);
  }
  return out;
}

test('docs/WRITING-A-PROGRAM.md\'s ROM example is roms/hello/index.ts, word for word', () => {
  const [ts] = blocks('docs/WRITING-A-PROGRAM.md', 'ts');
  assert.is(ts, readFileSync('roms/hello/index.ts', 'utf8'));
});

test('hello waits for a key and returns to the DOS prompt (its screens: test/replays/hello.replay)', () => {
  const m = new Machine();
  m.load(hello);
  m.runFor(100);
  assert.is(m.state, 'running');
  m.keyDown('Enter');
  m.runFor(100);
  assert.is(m.state, 'exited');
  assert.is(textConsole(m.vga).line(1), 'C:\\>'); // closegraph cleared the screen; DOS wrote CR LF, its prompt
});

test('docs/CLI.md\'s replay example parses', () => {
  const replay = blocks('docs/CLI.md', '').find((b) => b.includes('rom tetris'))!;
  const r = parseReplay(replay, 'docs/CLI.md');
  assert.is(r.rom, 'tetris');
  assert.equal(r.actions.filter((a) => a.kind === 'shot').map((a) => (a as { name: string }).name), ['after-p', 'locked']);
});

test('README\'s replay shoots HELLO\'s drawing at 1 s, and its Enter ends the program', () => {
  const replay = blocks('README.md', '').find((b) => b.startsWith('# hello.replay'))!;
  const { frames, session } = runReplay(parseReplay(replay, 'README.md'), { findRom, rom: 'hello' });
  assert.equal(frames.map((f) => [f.name, f.atMs]), [['greeting', 1000]]);
  assert.ok(frames[0]!.pixels.some((p) => p === 14), 'the YELLOW greeting is on the shot');
  assert.is(session.machine.state, 'exited');
});

test.run();
