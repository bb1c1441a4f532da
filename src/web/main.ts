/**
 * The browser player's page: one page, one machine, one program. The page is a host — it powers
 * the machine on, feeds it keys and wall time, and shows its frame; it never looks inside the ROM.
 * This module is the page's table of contents: what is built and wired, in order. The URL's
 * parameters are options.ts's; the player itself (the machine's life on the page) is player.ts.
 *
 * catalog.ts comes first: the imports' order is the bundle's, which then opens with the runtime
 * and the ROM, as it did before the player was split into modules (other orders measured up to
 * 0.7 KB more gzip).
 */
import { pickRom } from './catalog.ts';
import { cRom, isCRom, loadCPlayer, needsCPlayer, PlacedError, showError, showErrorSource, showFailedProgram, wireCFiles } from './c-program.ts';
import { wireControls } from './controls.ts';
import { BrowserDisk } from './disk.ts';
import { watchFocus } from './focus.ts';
import { attachKeyboard } from './keyboard.ts';
import { fitToStage } from './layout.ts';
import { readOptions } from './options.ts';
import { $, diskNote, playerElements, showNoProgram, showProgram } from './page.ts';
import { Player } from './player.ts';
import { startupMark } from './startup.ts';
import { attachPointer } from './pointer.ts';
import { attachSaves } from './saves-host.ts';
import { testHook } from './test-hook.ts';
import { attachTouchKeys } from './touch.ts';

async function start(): Promise<void> {
  startupMark('script'); // the bundle evaluated (its modules' top levels ran)
  const params = new URLSearchParams(location.search);
  const romParam = params.get('rom') ?? 'tetris';
  if (needsCPlayer(romParam)) return loadCPlayer(); // a program from C source: the player with the compiler
  wireCFiles($('open-c'), $<HTMLInputElement>('c-open'));
  try {
    const test = params.get('test');
    // A C program reaches here in c-player.js only (the player hands it over above): the player's
    // build leaves the compiler's side out.
    const rom = globalThis.MODE12H_C_PLAYER && isCRom(romParam) ? await cRom(romParam) : await pickRom(romParam, test !== null);
    if (!rom) return location.replace(`play.html${location.search}`); // the page with every ROM
    // The stored disk is read while the program runs (IndexedDB takes tens of ms to open): the
    // player waits for it only at the first file the program touches, or restarts on it. Asked
    // for once the first picture is put: its answer cannot come before this task ends anyway, and
    // the open itself costs the main thread ~1 ms in a fresh profile (bench figure 5c).
    let openDisk!: () => void;
    let disk = new Promise<BrowserDisk>((resolve) => (openDisk = () => resolve(BrowserDisk.open(rom.name, diskNote))));
    // A program from a zip or folder has its files on its disk (c-program-files.ts), read before
    // its first run: it starts on them (its first boot, on an empty drive, is replaced before
    // anything is shown)
    if (globalThis.MODE12H_C_PLAYER) {
      const files = await import('./c-program-files.ts');
      if (files.hasProgramFiles(rom)) {
        openDisk();
        openDisk = () => {};
        disk = files.withProgramFiles(rom, disk, diskNote);
        await disk;
      }
    }
    const options = { ...readOptions(params, rom), disk };
    startupMark('rom');
    const el = playerElements();
    const player = new Player(rom, options, el);
    // The program's first screen goes to the canvas before the page wires its controls and before
    // anything asks for layout (focusing does): the start screen is then ready in the page's
    // first frame, and nothing the first picture does not need stands before it.
    startupMark('page');
    player.powerOn();
    openDisk();
    showProgram(rom);
    wireControls(player, el);
    attachKeyboard(el.surface, player);
    attachTouchKeys($('touch'), player, () => el.surface.focus());
    attachPointer(player.screen.canvas, player, $('lock'));
    attachSaves(player.savesHost(), $('disk-note'));
    void options.disk.then((d) => player.diskReady(d));
    watchFocus(el, player);
    fitToStage(player.screen, el.stage, $('scale'), options.scale);
    $('scale').addEventListener('click', () => el.surface.focus()); // Space after a click is the game's, not the button's
    // A pad that appears is polled from the next frame on (a pinned page's loop may have stopped).
    // After the first put: the first gamepad listener starts the browser's gamepad service, a
    // synchronous 0.6–7.6 ms in a fresh context (median 1.6 of 12; bench figure 5c).
    addEventListener('gamepadconnected', () => player.wake());
    player.wake(); // the run loop (player.ts): each frame asks for the next
    // only the tests' build has the hook (catalog.ts MODE12H_TEST_ROMS): the player's leaves it out
    if (globalThis.MODE12H_TEST_ROMS && test !== null) (window as unknown as { mode12h: object }).mode12h = testHook(player);
  } catch (err) {
    // Said on the page, under the name asked for (a compile error is the program's, not the page's);
    // not thrown on as an uncaught error.
    showNoProgram(romParam);
    showError(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
    // only c-player.js meets a C program here: the player's build hands it over above, and leaves this out
    if (globalThis.MODE12H_C_PLAYER && isCRom(romParam)) {
      showFailedProgram(romParam);
      if (err instanceof PlacedError) showErrorSource(err);
    }
  }
}

void start();
