/**
 * The player's session with the mouse (src/web/session.ts): pointer events land on whole virtual
 * milliseconds, a millisecond's moves become one, clicks where the pointer already is add no move,
 * and the log written as a replay (src/web/recording.ts) plays headless to the same screen.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findRom } from '../../roms/index.ts';
import { mousetest } from '../../roms/mousetest/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { runReplay } from '../../src/shared/session.ts';
import { replayText } from '../../src/web/recording.ts';
import { Session } from '../../src/web/session.ts';

const power = { rom: mousetest, variant: undefined, cycles: 580000, timeOfDay: { hour: 1, min: 2, sec: 3, hund: 0 } };

test('pointer events are logged per whole ms, coalesced, and replay headless to the same screen', () => {
  const s = new Session(power, { exit() {}, crash(e) { throw e; } });
  s.boot();
  s.runTo(100.4);
  s.mouseMove(10, 10); // three moves within ms 101: one, the last
  s.mouseMove(11, 12);
  s.mouseMove(50, 60);
  s.runTo(120);
  s.mouseMove(50, 60); // where the pointer is: nothing
  s.mouseButton('left', true);
  s.mouseButton('left', true); // held: nothing
  s.runTo(150);
  s.mouseButton('left', false); // at a whole ms the machine is at: handed over at once
  s.runTo(200.2);
  s.mouseMoveBy(3, -4);
  s.mouseMoveBy(20000, 1); // adds up within the ms, clamped to a replay line's limit
  s.runTo(300);
  assert.equal(s.log, [
    { at: 101, kind: 'move', x: 50, y: 60 },
    { at: 120, kind: 'down', button: 'left' },
    { at: 150, kind: 'up', button: 'left' },
    { at: 201, kind: 'moveby', x: 10000, y: -3 },
  ]);
  const text = replayText(power, s.log, 300, 'recorded');
  assert.match(text, '\nat 101 move 50 60\nat 120 press left\nat 150 release left\nat 201 moveby 10000 -3\nat 300 shot end\nend 300\n');
  const { frames } = runReplay(parseReplay(text, 'recorded'), { findRom });
  assert.equal(frames[0]!.pixels, s.machine.vga.pixels);
  assert.is(s.machine.vga.pixels[60 * 640 + 48], 1, 'the dot the click drew at (50,60)');
});

test.run();
