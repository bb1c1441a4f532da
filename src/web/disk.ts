/**
 * The browser's C: drive store: each ROM's files in IndexedDB, one record per file, so a flush
 * that fails (quota full) or a damaged record costs that file only, never what was saved before.
 * Every commit is one transaction that also bumps the ROM's version counter: a counter that moved
 * under us means another tab wrote this disk too (files are merged file by file; the last write
 * of a file wins), which the page is told.
 */
import { isDosName, type DosFile, type DriveStore } from '../../runtime/dos/drive.ts';

const DB_NAME = 'mode12h-disk';
const FILES = 'files';
const META = 'meta';

type Note = (text: string) => void;

const done = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((ok, fail) => {
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });

function openDb(): Promise<IDBDatabase> {
  const r = indexedDB.open(DB_NAME, 1);
  r.onupgradeneeded = () => {
    r.result.createObjectStore(FILES, { keyPath: ['rom', 'name'] });
    r.result.createObjectStore(META, { keyPath: 'rom' });
  };
  return done(r);
}

/** A stored record as it must look; anything else is damage. */
function valid(r: unknown): r is DosFile {
  const f = r as Record<string, unknown> | null;
  return !!f && typeof f.name === 'string' && isDosName(f.name) && f.bytes instanceof Uint8Array && [f.attr, f.date, f.time].every(Number.isInteger);
}

export class BrowserDisk implements DriveStore {
  private readonly files = new Map<string, DosFile>();
  private version = 0;
  /** The last write queued: resolves when it is stored (or reported). */
  private last: Promise<void> = Promise.resolve();
  /** Files whose last write did not reach storage (the note names them all). */
  private readonly unsaved = new Set<string>();

  private constructor(
    private readonly db: IDBDatabase | null,
    private readonly rom: string,
    private readonly note: Note,
  ) {}

  /** ROM `rom`'s drive as stored; without IndexedDB (or when it fails) a drive in memory, and a note. */
  static async open(rom: string, note: Note): Promise<BrowserDisk> {
    let db: IDBDatabase | null = null;
    try {
      db = await openDb();
    } catch (e) {
      note(`The disk cannot be kept in this browser (${(e as Error)?.message ?? e}): files last until the page closes.`);
    }
    const disk = new BrowserDisk(db, rom, note);
    if (db) await disk.read();
    return disk;
  }

  private async read(): Promise<void> {
    const tx = this.db!.transaction([FILES, META]);
    const range = IDBKeyRange.bound([this.rom, ''], [this.rom, '\uffff']);
    const [records, meta] = await Promise.all([done(tx.objectStore(FILES).getAll(range)), done(tx.objectStore(META).get(this.rom))]);
    let damaged = 0;
    for (const r of records) {
      if (valid(r)) this.files.set(r.name, { name: r.name, bytes: r.bytes, attr: r.attr, date: r.date, time: r.time });
      else damaged++;
    }
    if (damaged) this.note(`The stored disk has ${damaged} damaged entr${damaged > 1 ? 'ies' : 'y'}: left out (the other files are there).`);
    this.version = Number((meta as { version?: unknown } | undefined)?.version) || 0;
  }

  load(): readonly DosFile[] {
    return [...this.files.values()];
  }

  commit(changes: ReadonlyMap<string, DosFile | null>): void {
    for (const [name, f] of changes) {
      if (f) this.files.set(name, f);
      else this.files.delete(name);
    }
    this.write(changes, false);
  }

  /** The import: the drive becomes `files`. Resolves once stored (or the note has said why not). */
  replaceAll(files: readonly DosFile[]): Promise<void> {
    const changes = new Map<string, DosFile | null>([...this.files.keys()].map((n) => [n, null]));
    for (const f of files) changes.set(f.name, f);
    this.files.clear();
    for (const f of files) this.files.set(f.name, f);
    return this.write(changes, true);
  }

  /** Resolves when every write so far is stored (or its failure reported). */
  saved(): Promise<void> {
    return this.last;
  }

  /** One transaction: the changed files and the version counter. */
  private write(changes: ReadonlyMap<string, DosFile | null>, all: boolean): Promise<void> {
    if (!this.db) return Promise.resolve();
    return (this.last = new Promise((ok) => {
      let tx: IDBTransaction;
      try {
        tx = this.db!.transaction([FILES, META], 'readwrite');
      } catch (e) {
        this.note(`Not saved: ${[...changes.keys()].join(', ')} (${(e as Error).message}).`);
        return ok();
      }
      const files = tx.objectStore(FILES);
      const meta = tx.objectStore(META);
      meta.get(this.rom).onsuccess = (e) => {
        // Read when the transaction runs: this tab's earlier commits, queued before it, are in.
        const mine = this.version;
        const stored = Number(((e.target as IDBRequest).result as { version?: unknown } | undefined)?.version) || 0;
        if (stored !== mine && !all) this.note('Another tab also writes this disk: files are kept file by file, the last write of each wins. Reload to see its files.');
        this.version = Math.max(stored, mine) + 1;
        meta.put({ rom: this.rom, version: this.version });
      };
      if (all) files.delete(IDBKeyRange.bound([this.rom, ''], [this.rom, '\uffff']));
      for (const [name, f] of changes) {
        // the drive's bytes are a view of a larger buffer (DosDrive.room): stored, a view keeps it all
        if (f) files.put({ rom: this.rom, name, bytes: f.bytes.slice(), attr: f.attr, date: f.date, time: f.time });
        else if (!all) files.delete([this.rom, name]);
      }
      tx.oncomplete = () => {
        for (const n of changes.keys()) this.unsaved.delete(n);
        ok();
      };
      tx.onabort = () => {
        for (const n of changes.keys()) this.unsaved.add(n);
        const full = tx.error?.name === 'QuotaExceededError';
        this.note(`${full ? "The browser's storage is full" : `Storage failed (${tx.error?.message ?? 'aborted'})`}: ${[...this.unsaved].join(', ')} not saved; the files saved before are kept. Export the disk to keep it.`);
        ok();
      };
    }));
  }
}
