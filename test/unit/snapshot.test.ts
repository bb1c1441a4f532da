/**
 * Save states (src/web/saves/snapshot.ts): a session saved mid-game and restored on a fresh
 * machine ends on the same screen, pixel for pixel, with its history (the input log, speed
 * changes included, the drive at power-on) back; a version 1 file (speed changes beside the
 * replay) still restores; a tampered or malformed file is refused with a message naming it.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findRom, romByName } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { driveOf, mountDrive, type DosFile } from '../../runtime/dos/drive.ts';
import { encodeSnapshot, readSnapshot, restoreSnapshot, screenHash, takeSnapshot, type NewSession } from '../../src/web/saves/snapshot.ts';
import { Session } from '../../src/web/session.ts';

const TOD = { hour: 12, min: 34, sec: 56, hund: 0 };

const newSession: NewSession<Session> = (power, disk) => {
  const s = new Session({ ...power, rom: romByName(power.rom) }, { exit() {}, crash(e) { throw e; } });
  mountDrive(s.machine, { load: () => disk, commit() {} });
  return s;
};

/** A Tetris game with a key every few hundred ms, a speed change, and frames of uneven length (as a browser's). */
function playTetris(ms: number): Session {
  const s = newSession({ rom: 'tetris', variant: 'faithful', cycles: 580000, timeOfDay: TOD }, []);
  s.boot();
  const keys = ['Left', 'Up', 'Right', 'Space', 'Down', 'Left'] as const;
  s.runTo(300.7);
  s.press('P');
  s.runTo(351.2);
  s.release('P');
  let t = 351.2;
  for (let i = 0; t < ms; i++) {
    t += 16.6 + (i % 3) * 0.9;
    s.runTo(Math.min(t, ms));
    if (i % 23 === 0) s.press(keys[i % keys.length]!);
    if (i % 23 === 3) s.release(keys[(i - 3) % keys.length]!);
    if (i === 400) s.setCycles(290000);
  }
  s.runTo(Math.ceil(s.nowMs)); // as the player does before it saves
  return s;
}

test('a game saved mid-play restores on a fresh machine to the same screen and log, speed changes in it', () => {
  const live = playTetris(30_000);
  assert.ok(live.log.length > 50, `keys pressed: ${live.log.length}`);
  const speeds = live.log.filter((e) => e.kind === 'cycles');
  assert.equal(speeds.map((e) => [Number.isInteger(e.at), e.kind === 'cycles' && e.cycles]), [[true, 290000]], 'logged at the next whole ms');
  const snap = takeSnapshot(live, [], new Date('2026-01-02T03:04:05Z'));
  assert.is(snap.version, 2);
  assert.ok(!('speeds' in snap), 'the speed changes are in the replay');
  const read = readSnapshot(encodeSnapshot(snap), 'game.m12h');
  assert.match(snap.replay, /^rom tetris faithful$/m);
  assert.match(snap.replay, new RegExp(`^at ${speeds[0]!.at} cycles 290000$`, 'm'));
  assert.match(snap.replay, /^at 30000 shot end$/m);
  const back = restoreSnapshot(read, newSession, 'game.m12h');
  assert.is(back.nowMs, live.nowMs);
  assert.equal(back.machine.vga.visual, live.machine.vga.visual);
  assert.is(screenHash(back.machine.vga), read.screen.hash);
  assert.equal(back.log, live.log);
  assert.is(back.machine.cycles, 290000);
  // Both go on alike: the restored machine is the same machine, not only the same picture.
  for (const s of [live, back]) {
    s.press('Space');
    s.runTo(s.nowMs + 2000);
  }
  assert.equal(back.machine.vga.visual, live.machine.vga.visual);
});

test('a version 1 save state (speed changes in "speeds", between milliseconds) restores, and saved again restores the same', () => {
  // Made by the player of version 1: Tetris, keys, speed changes at 1766.6 and 4391.6 ms.
  const v1 = readFileSync('test/fixtures/saves/tetris-v1.m12h', 'utf8');
  assert.match(v1, /"version": 1,/);
  const read = readSnapshot(v1, 'v1.m12h');
  assert.equal(read.inputs.filter((e) => e.kind === 'cycles'), [{ at: 1766.6, kind: 'cycles', cycles: 290000 }, { at: 4391.6, kind: 'cycles', cycles: 1160000 }]);
  const back = restoreSnapshot(read, newSession, 'v1.m12h'); // checks the saved screen's hash
  assert.is(back.machine.cycles, 1160000);
  // Saved again (version 2), the fractional times are in the replay and come back exactly.
  const again = takeSnapshot(back, []);
  assert.match(again.replay, /^at 1766\.6 cycles 290000$/m);
  assert.match(again.replay, /^at 4391\.6 cycles 1160000$/m);
  const twice = restoreSnapshot(readSnapshot(encodeSnapshot(again), 'again.m12h'), newSession, 'again.m12h');
  assert.equal(twice.machine.vga.visual, back.machine.vga.visual);
  assert.equal(twice.log, back.log);
  // And it plays headless to the same screen.
  const { frames } = runReplay(parseReplay(again.replay, 'again.replay'), { findRom });
  assert.equal(frames[0]!.pixels, back.machine.vga.visual);
});

test('the replay inside a snapshot plays headless (mode12h run) to the saved screen', () => {
  const live = newSession({ rom: 'tetris', variant: 'timer', cycles: 580000, timeOfDay: TOD }, []);
  live.boot();
  for (const [at, key] of [[400, 'P'], [900, 'Left'], [1300, 'Up'], [2100, 'Space'], [2600, 'Right']] as const) {
    live.runTo(at - 0.3);
    live.press(key);
    live.runTo(at + 49.6);
    live.release(key);
  }
  live.runTo(5000);
  const { replay } = takeSnapshot(live, []);
  const { frames } = runReplay(parseReplay(replay, 'inside.replay'), { findRom });
  assert.is(frames.length, 1);
  assert.is(frames[0]!.name, 'end');
  assert.equal(frames[0]!.pixels, live.machine.vga.visual);
});

test('the drive as it was at power-on comes back, and the program reads it again', () => {
  const file: DosFile = { name: 'RUNS.TXT', bytes: new TextEncoder().encode('41\r\n'), attr: 0x20, date: 0x2021, time: 0 };
  const live = newSession({ rom: 'runs', variant: undefined, cycles: 580000, timeOfDay: TOD }, [file]);
  live.boot();
  live.runTo(2000);
  const snap = takeSnapshot(live, [file]);
  assert.is(snap.disk[0]!.name, 'RUNS.TXT');
  const back = restoreSnapshot(readSnapshot(encodeSnapshot(snap), 'runs.m12h'), newSession, 'runs.m12h');
  assert.equal(back.machine.vga.visual, live.machine.vga.visual);
  assert.equal(driveOf(back.machine).entries(), driveOf(live.machine).entries());
});

test('a screen that does not come back is refused, naming the file and both hashes', () => {
  const live = playTetris(3000);
  const snap = takeSnapshot(live, []);
  snap.screen.hash = '0123456789abcdef';
  const read = readSnapshot(encodeSnapshot(snap), 'old.m12h');
  assert.throws(() => restoreSnapshot(read, newSession, 'old.m12h'), /^old\.m12h: the restored screen differs from the saved one \(640×480 [0-9a-f]{16}, saved 640×480 0123456789abcdef\)/);
});

test('malformed files are refused with what is wrong', () => {
  const good = JSON.parse(encodeSnapshot(takeSnapshot(playTetris(1000), []))) as Record<string, unknown>;
  const bad = (patch: Record<string, unknown>): string => JSON.stringify({ ...good, ...patch });
  const cases: [string, RegExp][] = [
    ['PK\u0003\u0004', /^x\.m12h: not a save state \(not JSON/],
    ['{"format":"other"}', /^x\.m12h: not a save state \(no "format": "mode12h-snapshot"\)/],
    [bad({ version: 3 }), /^x\.m12h: save state version 3; this player reads versions 1 and 2/],
    [bad({ speeds: [] }), /^x\.m12h: "speeds" belongs to version 1 \(speed changes are in the replay since version 2\)/],
    [bad({ version: 1 }), /^x\.m12h: "speeds" is not a list/],
    [bad({ version: 1, speeds: [[5, 1]] }), /^x\.m12h: speeds\[0\] is not \[ms/],
    [bad({ replay: 'rom tetris\ntime 12:00:00\ncycles 1000\nat 10 cycles 1\nat 20 shot end\nend 20\n' }), /^x\.m12h: replay:4: cycles must be an integer in 100\.\.10000000, got "1"/],
    [bad({ replay: 'rom tetris\ntime 12:00:00\ncycles 1000\nat 10 tap Nope\n' }), /^x\.m12h: replay:4: /],
    [bad({ replay: 'rom tetris\ntime 12:00:00\ncycles 1000\nat 10 tap P\n' }), /does not end with its `shot` at `end`/],
    [bad({ disk: [{ name: 'a/b', attr: 0, date: 0, time: 0, data: '' }] }), /^x\.m12h: disk\[0\] is not a DOS file/],
    [bad({ disk: [{ name: 'A.TXT', attr: 0, date: 0, time: 0, data: '!!' }] }), /^x\.m12h: disk\[0\] \(A\.TXT\): its data is not base64/],
    [bad({ screen: { width: 640, height: 480 } }), /^x\.m12h: "screen" is not/],
  ];
  for (const [text, want] of cases) assert.throws(() => readSnapshot(text, 'x.m12h'), want, text.slice(0, 60));
});

test('an input before the session\'s time, or before one waiting, is refused, not handed over late', () => {
  const s = newSession({ rom: 'tetris', variant: 'faithful', cycles: 580000, timeOfDay: TOD }, []);
  s.boot();
  s.runTo(10.5);
  s.press('P'); // waits for 11 ms
  assert.throws(() => s.input({ at: 10.75, kind: 'cycles', cycles: 3000 }), /^Session\.input: 10\.75 ms is before 11 ms$/);
  s.runTo(20);
  assert.throws(() => s.input({ at: 19, kind: 'release', key: 'P' }), /^Session\.input: 19 ms is before 20 ms$/);
  s.input({ at: 20, kind: 'release', key: 'P' });
  assert.equal(s.log, [{ at: 11, kind: 'press', key: 'P' }, { at: 20, kind: 'release', key: 'P' }]);
});

test('a moment between milliseconds is refused (the replay could not say where)', () => {
  const s = newSession({ rom: 'tetris', variant: 'faithful', cycles: 580000, timeOfDay: TOD }, []);
  s.boot();
  s.runTo(10.5);
  assert.throws(() => takeSnapshot(s, []), /captureMoment: the session is at 10\.5 ms, not at a whole millisecond/);
});

test.run();
