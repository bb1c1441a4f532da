/**
 * The player's save states, in files.js (src/web/files.ts), fetched on first use. Save keeps a
 * snapshot (snapshot.ts) in this browser (store.ts); the States dialog lists them to restore,
 * download as `.m12h` files or delete, and opens a file (a dropped file restores directly).
 * A restore first keeps the game it replaces as a state of its own: nothing the user had is lost.
 */
import { download, fileStem } from '../download.ts';
import type { Saves } from '../on-use.ts';
import type { SavesHost } from '../saves-host.ts';
import type { Moment } from './moment.ts';
import { encodeSnapshot, readSnapshot, restoreSnapshot, SNAPSHOT_EXTENSION, snapshotOf } from './snapshot.ts';
import { StateStore, thumbnail, type StoredState, type Thumbnail } from './store.ts';
import { StatesDialog } from './dialog.ts';
import { heldStore, type HeldStore } from './held-store.ts';

export function startSaves(host: SavesHost): Saves {
  const stores = StateStore.open();
  stores.catch(() => {}); // said when used
  const dialog = new StatesDialog(host.romName, {
    save: () => saves.save(host.current()),
    downloadNow: () => {
      try {
        downloadText(snapshotAt(host.current()).text);
      } catch (e) {
        say(`Not saved: ${message(e)}.`);
      }
    },
    restore: (s) => restoreText(s.file, `the state saved ${when(s)}`),
    download: (s) => downloadText(s.file, new Date(s.savedAt)),
    remove: async (s) => {
      await (await stores).remove(s.id);
      await refresh();
    },
    restoreFile: (f) => saves.restoreFile(f),
  });

  const say = (text: string): void => (dialog.open ? dialog.say(text) : host.note(text));
  const focusGame = (): void => document.getElementById('surface')?.focus();

  /** The program's state at `moment`; a crashed one has none worth keeping (it could not be restored). */
  function snapshotAt(moment: Moment): { text: string; playedMs: number; thumb: Thumbnail } {
    if (moment.state === 'crashed') throw new Error('the program has crashed: there is no state to save (Restart, or restore one)');
    return { text: encodeSnapshot(snapshotOf(moment)), playedMs: moment.endMs, thumb: thumbnail(moment.screen) };
  }

  function downloadText(text: string, at = new Date()): void {
    download(`${fileStem(host.romName, at)}.${SNAPSHOT_EXTENSION}`, text, 'application/json');
  }

  async function keep({ text, playedMs, thumb }: { text: string; playedMs: number; thumb: Thumbnail }, auto: boolean): Promise<void> {
    await (await stores).add({ rom: host.romName, savedAt: new Date().toISOString(), playedMs, auto, file: text, thumb });
  }

  async function refresh(): Promise<void> {
    if (!dialog.open) return;
    try {
      dialog.show(await (await stores).list(host.romName));
    } catch (e) {
      dialog.show([]);
      dialog.say(`States cannot be kept in this browser (${message(e)}): download them as files.`);
    }
  }

  async function restoreText(text: string, source: string): Promise<void> {
    try {
      const read = readSnapshot(text, source);
      if (read.rom !== host.romName) throw new Error(`${source}: a save state of ${read.rom}; this page runs ${host.romName} (open play.html?rom=${read.rom})`);
      const now = host.current();
      const before = now.state === 'crashed' ? null : snapshotAt(now);
      let drive: HeldStore | null = null;
      const session = restoreSnapshot(read, (power, files) => host.newSession(power, (drive = heldStore(files))), source);
      // The game being replaced is kept first (never lost); if it cannot be, it is downloaded.
      if (before) await keep(before, true).catch(() => downloadText(before.text));
      // The restored drive becomes the stored one (the replaced game's is in its state).
      const disk = await host.disk;
      await disk.replaceAll(drive!.files());
      drive!.to(disk);
      host.adopt(session, read.disk);
      dialog.close();
      host.note(`Restored ${source}: ${clock(read.endMs)} played.${before ? ' The game it replaced is in States… (before restore).' : ''}`);
      focusGame();
    } catch (e) {
      say(`Not restored, the game is unchanged: ${message(e)}`);
    }
  }

  const saves: Saves = {
    async save(moment) {
      let now: ReturnType<typeof snapshotAt>;
      try {
        now = snapshotAt(moment);
      } catch (e) {
        say(`Not saved: ${message(e)}.`);
        return;
      }
      try {
        await keep(now, false);
        say(`State saved at ${clock(now.playedMs)} played (States…, Ctrl+O, to restore it).`);
      } catch (e) {
        downloadText(now.text);
        say(`The state cannot be kept in this browser (${message(e)}): downloaded as a file instead.`);
      }
      await refresh();
      if (!dialog.open) focusGame();
    },
    async open() {
      dialog.showModal();
      await refresh();
    },
    async restoreFile(file) {
      await restoreText(await file.text(), file.name);
    },
  };
  return saves;
}

/** 205000 → "3:25" (virtual time played). */
export function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const when = (s: StoredState): string => new Date(s.savedAt).toLocaleString();
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
