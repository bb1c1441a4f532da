import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Rom } from '../../runtime/process.ts';
import { findRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';

test('shots and periodic frames come in time order, named, at their times', () => {
  const r = parseReplay('rom tetris\nat 250 shot a\nat 1000 shot b\nend 1200\n', 't.replay');
  const { frames, session } = runReplay(r, { findRom, everyMs: 500 });
  assert.equal(frames.map((f) => [f.name, f.atMs]), [['a', 250], ['t0000500', 500], ['t0001000', 1000], ['b', 1000]]);
  assert.is(session.machine.state, 'running');
  assert.is(Math.round(session.machine.nowMs), 1200);
});

test('the same replay gives the same frames, however finely it is stepped', () => {
  const r = parseReplay('rom tetris\ntime 12:34:56\nat 500 tap P\nat 700 tap Space\nat 2000 shot s\n');
  const coarse = runReplay(r, { findRom }).frames.find((f) => f.name === 's')!.pixels;
  const fine = runReplay(r, { findRom, everyMs: 7 }).frames.find((f) => f.name === 's')!.pixels;
  assert.ok(coarse.some((v) => v === 9), 'the dropped block (LIGHTBLUE) is on screen');
  assert.ok(fine.every((v, i) => v === coarse[i]));
});

test('a crash names the replay, the time and the ROM function', () => {
  function Boom(): never {
    throw new Error('bad pointer');
  }
  const rom: Rom = {
    name: 'boom', title: '', functions: ['Boom'],
    *start() {
      Boom();
    },
  };
  const r = parseReplay('rom boom\nat 100 shot x\n', 'b.replay');
  assert.throws(() => runReplay(r, { findRom: (n) => (n === 'boom' ? rom : undefined) }), /^b\.replay: at 100 ms: ROM boom crashed in Boom\(\): bad pointer/);
});

test('overrides and mismatches', () => {
  const r = parseReplay('rom tetris\nat 10 shot x\n', 'm.replay');
  assert.throws(() => runReplay(r, { findRom, rom: 'prims' }), /m\.replay: the replay is for ROM "tetris", not "prims"/);
  assert.throws(() => runReplay(parseReplay('at 1 shot x\n', 'n.replay'), { findRom }), /n\.replay: no ROM named/);
  assert.throws(() => runReplay(parseReplay('rom nope\nat 1 shot x\n', 'u.replay'), { findRom }), /unknown ROM "nope"/);
  assert.throws(() => runReplay(r, { findRom, variant: 'turbo' }), /no variant "turbo"/);
});

test.run();
