/**
 * The C: drive of a session being restored: it starts with the snapshot's files and keeps what the
 * program writes in memory only — the stored drive is not touched unless the restore succeeds —
 * until `to` hands it the browser's store (from then on every change goes there too).
 */
import type { DosFile, DriveStore } from '../../../runtime/dos/drive.ts';

export interface HeldStore extends DriveStore {
  /** The drive's files now. */
  files(): DosFile[];
  /** Pass every later change on to `store`. */
  to(store: DriveStore): void;
}

export function heldStore(files: readonly DosFile[]): HeldStore {
  const now = new Map(files.map((f) => [f.name, f]));
  let target: DriveStore | null = null;
  return {
    load: () => files,
    commit(changes) {
      for (const [name, f] of changes) {
        if (f) now.set(name, f);
        else now.delete(name);
      }
      target?.commit(changes);
    },
    files: () => [...now.values()],
    to: (store) => void (target = store),
  };
}
