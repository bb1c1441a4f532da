/**
 * The player's side of save states: two buttons, Ctrl+S / Ctrl+O, and dropping a `.m12h` file.
 * The save-state code itself (src/web/saves/, in files.js) is fetched on first use (on-use.ts), so
 * the page's first paint carries none of it; it drives the player through a SavesHost.
 * Also registers the service worker (src/web/sw.ts) once the page has loaded and drawn a frame.
 */
import type { DosFile, DriveStore } from '../../runtime/dos/drive.ts';
import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import type { BrowserDisk } from './disk.ts';
import type { Moment } from './saves/moment.ts';
import { FILE_TOOLS, withFileTools, type Saves } from './on-use.ts';
import type { Session } from './session.ts';

export interface SavesHost {
  /** The ROM this page runs (a save state of another is refused). */
  readonly romName: string;
  /** The running session now, brought to its next whole millisecond and shown (saves/moment.ts). */
  current(): Moment;
  /** A fresh power-on of this page's ROM (`power.rom` must name it) with `store` as its C: drive. */
  newSession(power: { rom: string; variant: string | undefined; cycles: number; timeOfDay: TimeOfDay }, store: DriveStore): Session;
  /** The stored C: drive, once IndexedDB has read it. */
  readonly disk: Promise<BrowserDisk>;
  /** Run `session` (restored, powered on with `bootDisk`) in place of the current one. */
  adopt(session: Session, bootDisk: readonly DosFile[]): void;
  /** Say something on the page (beside the controls). */
  note(text: string): void;
}

declare global {
  var mode12hSavesHost: SavesHost | undefined;
}

/** Put the save-state buttons before `before`, and the shortcuts and the drop target on the page. */
export function attachSaves(host: SavesHost, before: Element): void {
  globalThis.mode12hSavesHost = host;
  const run = (what: (s: Saves) => Promise<void>): void => {
    withFileTools('Save states', host.note, (tools) => {
      if (!tools.saves) throw new Error(`${FILE_TOOLS} found no player to save`);
      return what(tools.saves);
    });
  };
  const row = document.createElement('div');
  row.className = 'row';
  // A save is of the moment it is asked for, however long files.js takes to arrive.
  const save = (): void => {
    try {
      const moment = host.current();
      run((s) => s.save(moment));
    } catch (e) {
      host.note(`Not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  for (const [label, keys, act] of [['Save state', 'Control+S', save], ['States…', 'Control+O', () => run((s) => s.open())]] as const) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.title = keys.replace('Control', 'Ctrl');
    b.setAttribute('aria-keyshortcuts', keys);
    b.onclick = act;
    row.append(b, ' ');
  }
  before.before(row);
  // Capture: before the screen's own handler; Ctrl+S and Ctrl+O would save or open the page.
  addEventListener('keydown', (e) => {
    if (!e.ctrlKey || e.altKey || e.metaKey || e.shiftKey || (e.code !== 'KeyS' && e.code !== 'KeyO')) return;
    e.preventDefault();
    e.stopPropagation();
    if (!e.repeat) e.code === 'KeyS' ? save() : run((s) => s.open());
  }, true);
  // A file dropped anywhere: a save state is restored; nothing dropped navigates away from the game.
  addEventListener('dragover', (e) => e.dataTransfer?.types.includes('Files') && e.preventDefault());
  addEventListener('drop', (e) => {
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    run((s) => s.restoreFile(file));
  });
  // Offline is a bonus: without a worker (file://, a browser without one, a refusal, which the
  // browser's console reports) the page works as before. Registered once the page has loaded and
  // drawn its next frame: installing fetches every page's files, which must not compete with the
  // first picture (bench figure 5c). A C program's page attaches this after compiling, when the
  // load event has already fired: it registers at once.
  if (/^https?:$/.test(location.protocol) && 'serviceWorker' in navigator) {
    const register = () => requestAnimationFrame(() => setTimeout(() => void navigator.serviceWorker.register('sw.js').catch(() => {})));
    document.readyState == 'complete' ? register() : addEventListener('load', register);
  }
}
