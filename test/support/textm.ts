/**
 * TEXTM.C's four screens against the real Turbo C 2.0 in DOSBox (oracle/textmode/), for any build
 * of the program (the port roms/textm, or TEXTM.C compiled from source by cc/): text mode 3 at its
 * own 640×400, a graphics round trip at 640×480, text mode after closegraph, and the DOS prompt
 * after the program ends — each screen index for index.
 *
 * Text mode blinks with the VGA's frame count (runtime/hw/textmode.ts): the cursor shows while
 * bit 3 of the count is set, blinking characters vanish while bit 4 is. DOSBox's captures were
 * taken at moments nobody recorded: screen 1 in a frame with the cursor and the blinking 'B'
 * shown, screens 3 and 4 in frames without the cursor. So each screen is taken in the middle of a
 * frame of that phase (`inFrame`), the keys pressed in between.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import type { Rom } from '../../runtime/process.ts';
import { FRAME_PIT, TEXT_H, TEXT_W, textConsole } from '../../runtime/hw/textmode.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { expectFrame, type IndexedImage } from './frames.ts';

/** The middle of the first frame at or after `fromPit` whose count modulo 32 is in [lo, hi]. */
function inFrame(fromPit: number, lo: number, hi: number): number {
  for (let f = Math.ceil(fromPit / FRAME_PIT); ; f++) if (f % 32 >= lo && f % 32 <= hi) return Math.floor((f + 0.5) * FRAME_PIT);
}
const CURSOR_AND_BLINK_SHOWN = [8, 15] as const; // bit 3 set, bit 4 clear
const CURSOR_HIDDEN = [0, 7] as const; // bit 3 clear (bit 4 clear too: nothing blinks on 3 and 4)

const SCREENS: [string, number, number][] = [
  ['textm_1_charset_colours', TEXT_W, TEXT_H],
  ['textm_2_graphics', SCREEN_W, SCREEN_H],
  ['textm_3_after_closegraph', TEXT_W, TEXT_H],
  ['textm_4_dos_prompt_after_exit', TEXT_W, TEXT_H],
];

/**
 * Register the tests: the ROM `load` makes (once the oracle folder `dir` is found) runs, a screen
 * is grabbed at each getch() and after the end, and each is compared with its capture in `dir`.
 * `label` names the tests; `outPrefix` prefixes the actual/diff images written on a mismatch.
 */
export function textmOracleTests(label: string, outPrefix: string, dir: string, load: () => Rom): void {
  if (!existsSync(dir)) throw new Error(`the TEXTM oracle is missing: ${dir} (it comes with ../shared beside the checkout)`);
  const m = new Machine();
  m.load(load());
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

  test(`${label} waits in getch() three times, then exits to the DOS prompt`, () => {
    assert.is(waiting, 'running');
    assert.is(m.state, 'exited', m.crash?.message);
    assert.is(textConsole(m.vga).line(2), 'C:\\>');
  });

  SCREENS.forEach(([name, width, height], i) => {
    test(`${label}, screen ${name.slice(6).replace(/_/g, ' ')} (${width}×${height})`, () => {
      const frame = frames[i]!;
      assert.equal([frame.width, frame.height], [width, height]);
      expectFrame(frame, join(dir, `${name}.png`), `${outPrefix}${name}`, false);
    });
  });
}
