// The two engines play a replay alike: the coroutine engine (the browser's, stepping with runTo)
// and the synchronous one (the headless runner's: the ROMs compiled without generators by
// tools/sync-roms.mjs). Every golden replay, with a frame every 97 ms on top of its shots (more
// host deadlines than any replay has), must give the same frames, time, state and trace.
// npm test plays a fixed sample (test/support/sample.ts): the first replay of each kind (its name
// up to the first "-": each ROM and each kind of game), the traced ones, and one in three of the
// rest by the hash of the name (~0.1 s of CPU a replay on each engine); `npm run test:all` all 37.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { parseReplay, type Replay } from '../../src/shared/replay.ts';
import { runShared, sameRun, Trace, type Run } from '../support/runs.ts';
import { firstOfEach, sampleOf } from '../support/sample.ts';

const REPLAYS = join(process.cwd(), 'test', 'replays');

function play(r: Replay, sync: boolean, traced: boolean): Run {
  const trace = new Trace();
  const { frames, session } = runShared(r, {
    findRom,
    ...(sync && { findSyncRom }),
    everyMs: 97,
    ...(traced && { onTrace: trace.push }),
  });
  assert.is(session.sync, sync, sync ? 'the bundle has the synchronous build of the ROM' : 'coroutine engine');
  const m = session.machine;
  return { frames, state: m.state, now: m.now, calls: m.libraryCalls, trace };
}

const files = readdirSync(REPLAYS).filter((f) => f.endsWith('.replay')).sort();
const isTraced = (file: string): boolean => file.startsWith('gameover') || file.startsWith('pause');
const played = sampleOf(files, (f) => f, 3, [...firstOfEach(files, (f) => f.split(/[-.]/)[0]!), ...files.filter(isTraced)]);

test('there are replays to compare', () => {
  assert.ok(files.length >= 10);
});

for (const file of played) {
  const traced = isTraced(file);
  test(`${file}: the synchronous engine gives the coroutine engine's frames${traced ? ' and trace' : ''}`, () => {
    const r = parseReplay(readFileSync(join(REPLAYS, file), 'utf8'), `test/replays/${file}`);
    sameRun(file, play(r, false, traced), play(r, true, traced));
  });
}

// The other ROMs, the timer variant (an INT 1Ch handler of the program's), and a program that
// ends before its replay does (the rest is played without it).
const EXTRA: [name: string, text: string, state: string][] = [
  ['prims to the DOS prompt', 'rom prims\nat 200 shot p1\nat 300 tap Space\nat 600 shot p2\nat 700 tap Space\nat 900 tap Space\nat 1100 tap Space\nend 1500\n', 'exited'],
  ['hello, a key, the prompt', 'rom hello\nat 100 shot box\nat 150 tap Enter\nat 400 shot prompt\n', 'exited'],
  ['tetris timer variant', 'rom tetris timer\ntime 12:34:56\nat 500 tap P\nat 900 tap Left\nat 1500 tap Space\nat 4000 shot s\nat 4100 tap Esc\nat 4300 tap Enter\nend 5000\n', 'exited'],
];
for (const [name, text, state] of EXTRA) {
  test(`${name}: the same on both engines`, () => {
    const r = parseReplay(text, `<${name}>`);
    const sync = play(r, true, true);
    assert.is(sync.state, state);
    sameRun(name, play(r, false, true), sync);
  });
}

test.run();
