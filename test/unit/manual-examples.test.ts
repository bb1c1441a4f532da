import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

// The documents a reader walks in by: every relative link they hold resolves (a file, and a heading
// of a Markdown file by GitHub's anchor rule), every `npm run X` they name is a script, and every
// `node tools/X` a file.
const DOCS = ['README.md', 'HACKING.md', 'test/README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** A file's text outside its fenced code blocks (links in code are not links). */
const prose = (file: string): string => readFileSync(file, 'utf8').replace(/^```[^]*?^```/gm, '');

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose(file).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = m[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-');
    const n = seen.get(base);
    seen.set(base, (n ?? -1) + 1);
    out.add(n === undefined ? base : `${base}-${n + 1}`);
  }
  return out;
}

test('every relative link in README.md, HACKING.md, test/README.md and docs/*.md resolves, to its heading too', () => {
  const broken: string[] = [];
  const cache = new Map<string, Set<string>>();
  for (const file of DOCS) {
    for (const [, target] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto:
      const [path, anchor] = target!.split('#');
      const to = path ? join(dirname(file), path) : file;
      if (!existsSync(to)) broken.push(`${file}: ${target} (no ${to})`);
      else if (anchor && to.endsWith('.md')) {
        if (!cache.has(to)) cache.set(to, anchors(to));
        if (!cache.get(to)!.has(anchor)) broken.push(`${file}: ${target} (no heading #${anchor} in ${to})`);
      }
    }
  }
  assert.equal(broken, []);
});

test('every `npm run X` the documents name is a script of package.json, every `node tools/X` a file', () => {
  const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>);
  const missing: string[] = [];
  for (const file of DOCS) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/npm run ([\w:-]+)/g)) if (!scripts.includes(name!)) missing.push(`${file}: npm run ${name}`);
    for (const [, tool] of text.matchAll(/node (tools\/[\w./-]+\.m?[jt]s)/g)) if (!existsSync(tool!)) missing.push(`${file}: node ${tool}`);
  }
  assert.equal(missing, []);
  assert.ok(scripts.includes('test:quick'), 'the quick loop the README names');
});

test.run();
