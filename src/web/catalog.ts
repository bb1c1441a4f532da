import { blocks } from '../../roms/blocks/index.ts';
import { mousetest } from '../../roms/mousetest/index.ts';
import { runs } from '../../roms/runs/index.ts';
import { tetris } from '../../roms/tetris/index.ts';
import type { Blocking, Rom } from '../../runtime/process.ts';
import { bioskey } from '../../runtime/tc/bios.ts';
import { nosound, sound } from '../../runtime/tc/dos.ts';

/**
 * The ROMs the player offers. index.html: only Tetris (every other ROM would cost its first paint);
 * play.html (src/web/play.ts) sets mode12hRoms to every ROM in roms/index.ts before the player starts.
 */
const PLAYER_ROMS: readonly Rom[] = globalThis.mode12hRoms ?? [tetris];

declare global {
  /**
   * Set by the build (tools/build.mjs buildWeb): true only in the browser tests' build, which
   * also offers the test ROMs below; the player's own build leaves them out (payload).
   */
  var MODE12H_TEST_ROMS: boolean | undefined;
  /** Every ROM, on the page that offers them all (play.html). */
  var mode12hRoms: readonly Rom[] | undefined;
}

/**
 * A ROM that throws as soon as it runs: the browser tests load it (?test&rom=crash-test) to see
 * the page report a crash instead of showing a frozen screen.
 */
const crashTest: Rom = {
  name: 'crash-test',
  title: 'Crash test',
  functions: ['main'],
  start: () => main(),
};

// eslint-disable-next-line require-yield
function* main(): Blocking<void> {
  throw new Error('deliberate crash (test ROM)');
}

/** A ROM whose keys toggle a 440 Hz tone: the browser tests and the bench hear the speaker with it. */
const beepTest: Rom = {
  name: 'beep-test',
  title: 'Beep test',
  functions: ['beep'],
  start: () => beep(),
};

function* beep(): Blocking<void> {
  for (let on = false; ; on = !on) {
    while (!(yield* bioskey(1)));
    yield* bioskey(0);
    if (on) nosound();
    else sound(440);
  }
}

/**
 * The ROM called `name`; `crash-test`, `beep-test` (and in the tests' build `mousetest`, `runs` and `blocks`)
 * exist only for the tests. null: not on this page, but maybe on the one with every ROM (play.html).
 */
export function pickRom(name: string, testMode: boolean): Rom | null {
  const roms = testMode ? [...PLAYER_ROMS, crashTest, beepTest, ...(globalThis.MODE12H_TEST_ROMS ? [mousetest, runs, blocks] : [])] : PLAYER_ROMS;
  const rom = roms.find((r) => r.name === name);
  if (!rom && !globalThis.mode12hRoms) return null;
  if (!rom) throw new Error(`the player has no ROM "${name}" (has: ${PLAYER_ROMS.map((r) => r.name).join(', ')})`);
  return rom;
}
