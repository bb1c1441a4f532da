/**
 * TEXTM.C compiled from source by cc/ (pokeb into B800:0000, conio, printf, a graphics round
 * trip) against the real Turbo C 2.0 in DOSBox (oracle/textmode/), as the port roms/textm is held
 * to it by test/e2e/textm-oracle.test.ts: each screen index for index.
 *
 * Text mode blinks with the VGA's frame count (runtime/hw/textmode.ts): the cursor shows while
 * bit 3 of the count is set, blinking characters vanish while bit 4 is. DOSBox's captures were
 * taken at moments nobody recorded: screen 1 in a frame with the cursor and the blinking 'B'
 * shown, screens 3 and 4 in frames without the cursor. So each screen is taken in the middle of a
 * frame of that phase (`inFrame`), the keys pressed in between.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import { FRAME_PIT, TEXT_H, TEXT_W, textConsole } from '../../runtime/hw/textmode.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { compileC } from '../../cc/program.ts';
import { expectFrame, ORACLE_DIR, type IndexedImage } from '../support/frames.ts';

const DIR = join(ORACLE_DIR, 'textmode');
if (!existsSync(DIR)) throw new Error(`the TEXTM oracle is missing: ${DIR} (it comes with ../shared beside the checkout)`);

/** The middle of the first frame at or after `fromPit` whose count modulo 32 is in [lo, hi]. */
function inFrame(fromPit: number, lo: number, hi: number): number {
  for (let f = Math.ceil(fromPit / FRAME_PIT); ; f++) if (f % 32 >= lo && f % 32 <= hi) return Math.floor((f + 0.5) * FRAME_PIT);
}
const CURSOR_AND_BLINK_SHOWN = [8, 15] as const; // bit 3 set, bit 4 clear
const CURSOR_HIDDEN = [0, 7] as const; // bit 3 clear (bit 4 clear too: nothing blinks on 3 and 4)

const m = new Machine();
m.load(compileC(readFileSync(join(DIR, 'TEXTM.C'), 'latin1'), { file: 'TEXTM.C' }).rom);
const frames: IndexedImage[] = [];
const grab = (): void => void frames.push({ width: m.vga.width, height: m.vga.height, pixels: m.vga.visual.slice() });
const key = (): void => {
  m.keyDown('Space');
  m.keyUp('Space', m.now + 50_000);
};
m.runUntil(inFrame(m.now + 100_000, ...CURSOR_AND_BLINK_SHOWN));
grab(); // 1: waiting in the first getch()
key();
m.runFor(200);
grab(); // 2: waiting in the second getch(), graphics
key();
m.runUntil(inFrame(m.now + 100_000, ...CURSOR_HIDDEN));
grab(); // 3: waiting in the third getch(), text again
const waiting = m.state;
key();
m.runUntil(inFrame(m.now + 100_000, ...CURSOR_HIDDEN));
grab(); // 4: the program has ended

test('TEXTM.C from source waits in getch() three times, then exits to the DOS prompt', () => {
  assert.is(waiting, 'running');
  assert.is(m.state, 'exited', m.crash?.message);
  assert.is(textConsole(m.vga).line(2), 'C:\\>');
});

const SCREENS: [string, number, number][] = [
  ['textm_1_charset_colours', TEXT_W, TEXT_H],
  ['textm_2_graphics', SCREEN_W, SCREEN_H],
  ['textm_3_after_closegraph', TEXT_W, TEXT_H],
  ['textm_4_dos_prompt_after_exit', TEXT_W, TEXT_H],
];
SCREENS.forEach(([name, width, height], i) => {
  test(`TEXTM.C from source, screen ${name.slice(6).replace(/_/g, ' ')} (${width}×${height})`, () => {
    const frame = frames[i]!;
    assert.equal([frame.width, frame.height], [width, height]);
    expectFrame(frame, join(DIR, `${name}.png`), `cc-${name}`, false);
  });
});

test.run();
