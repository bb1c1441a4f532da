import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cFunction } from '../../runtime/machine.ts';
import { drive } from '../../runtime/sync.ts';
import type { Rom, SyncRom } from '../../runtime/process.ts';
import { delay } from '../../runtime/tc/dos.ts';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { ReplaySession, runReplay } from '../../src/shared/session.ts';

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

test('a speed change plays from its time on, on both engines: the program gets fewer instructions per ms', () => {
  const game = 'rom tetris faithful\ntime 12:34:56\nat 500 tap P\n';
  const slow = parseReplay(`${game}at 600 cycles 3000\nat 6000 shot s\n`, 'slow.replay');
  const same = parseReplay(`${game}at 6000 shot s\n`, 'same.replay');
  const sync = runReplay(slow, { findRom, findSyncRom });
  const coroutine = runReplay(slow, { findRom });
  assert.ok(sync.session.sync && !coroutine.session.sync);
  for (const { session } of [sync, coroutine]) assert.is(session.machine.cycles, 3000);
  assert.equal(sync.frames[0]!.pixels, coroutine.frames[0]!.pixels);
  assert.is.not(runReplay(same, { findRom }).frames[0]!.pixels.join(), coroutine.frames[0]!.pixels.join(), 'at 3000 cycles the game runs another way');
});

test('a crash names the replay, the time and the ROM function', () => {
  const Boom = cFunction('Boom', (): never => {
    throw new Error('bad pointer');
  });
  const rom: Rom = {
    name: 'boom', title: '',
    *start() {
      Boom();
    },
  };
  const r = parseReplay('rom boom\nat 100 shot x\n', 'b.replay');
  assert.throws(() => runReplay(r, { findRom: (n) => (n === 'boom' ? rom : undefined) }), /^b\.replay: at 100 ms: ROM boom crashed in Boom\(\): bad pointer/);
});

test('on the synchronous engine too, a crash names the replay, the time and the ROM function', () => {
  const Boom = cFunction('Boom', (): never => {
    throw new Error('bad pointer');
  });
  const rom: Rom = {
    name: 'boom', title: '',
    *start() {
      yield* delay(250);
      Boom();
    },
  };
  // What tools/sync-roms.mjs makes of it.
  const syncRom: SyncRom = {
    ...rom,
    start() {
      drive(delay(250));
      Boom();
    },
  };
  const r = parseReplay('rom boom\nat 100 shot x\nat 300 shot y\n', 'b.replay');
  const frames: string[] = [];
  assert.throws(
    () => runReplay(r, { findRom: () => rom, findSyncRom: () => syncRom, onFrame: (f) => frames.push(f.name) }),
    /^b\.replay: at 300 ms: ROM boom crashed in Boom\(\): bad pointer/,
  );
  assert.equal(frames, ['x'], 'the shot before the crash was taken');
});

test('an error of the host comes out of a synchronous run as on the coroutine engine, not as a crash of the ROM', () => {
  const r = parseReplay('rom tetris\nat 500 shot a\nat 900 shot b\n', 'h.replay');
  const disk = new Error('ENOSPC: no space left on device');
  for (const sync of [false, true]) {
    const s = new ReplaySession(r, { findRom, ...(sync && { findSyncRom }), onFrame: (f) => { if (f.name === 'b') throw disk; } });
    assert.is(s.sync, sync);
    assert.throws(() => s.runToEnd(), (e: unknown) => e instanceof Error && e.message === 'h.replay:3: ENOSPC: no space left on device' && e.cause === disk);
    assert.is(s.machine.state, 'running');
    assert.is(s.machine.crash, null);
  }
});

test('a synchronous session plays to its end only, and reports progress about every second', () => {
  const r = parseReplay('rom tetris\nat 2500 shot a\nend 3200\n', 'p.replay');
  const s = new ReplaySession(r, { findRom, findSyncRom });
  assert.ok(s.sync);
  assert.throws(() => s.runTo(1000), /p\.replay: the synchronous engine plays a replay to its end only/);
  const seen: number[] = [];
  s.runToEnd((ms) => seen.push(ms));
  assert.equal(seen, [1000, 2000, 3000]);
  assert.ok(s.done);
  assert.is(Math.round(s.machine.nowMs), 3200);
  const c = new ReplaySession(r, { findRom });
  const seenC: number[] = [];
  c.runToEnd((ms) => seenC.push(ms));
  assert.equal(seenC, [1000, 2000, 3000, 3200]);
});

test('overrides and mismatches', () => {
  const r = parseReplay('rom tetris\nat 10 shot x\n', 'm.replay');
  assert.throws(() => runReplay(r, { findRom, rom: 'prims' }), /m\.replay: the replay is for ROM "tetris", not "prims"/);
  assert.throws(() => runReplay(parseReplay('at 1 shot x\n', 'n.replay'), { findRom }), /n\.replay: no ROM named/);
  assert.throws(() => runReplay(parseReplay('rom nope\nat 1 shot x\n', 'u.replay'), { findRom }), /unknown ROM "nope"/);
  assert.throws(() => runReplay(r, { findRom, variant: 'turbo' }), /no variant "turbo"/);
});

test.run();
