/**
 * Save states kept in the browser: IndexedDB, one record per state, listed per ROM, newest first.
 * Each ROM keeps its KEEP newest states; saving one more lets the oldest go.
 */
const DB_NAME = 'mode12h-saves';
const STATES = 'states';
/** States kept per ROM. */
export const KEEP = 20;

export interface StoredState {
  id: number;
  rom: string;
  /** ISO 8601 wall-clock time of the save. */
  savedAt: string;
  /** Virtual ms the program had run. */
  playedMs: number;
  /** Saved by the player itself, just before a restore replaced the game. */
  auto: boolean;
  /** The `.m12h` file's text. */
  file: string;
  /** The screen at the saved moment, a quarter of its size (4×4 pixels averaged), RGB. */
  thumb?: Thumbnail;
}

export interface Thumbnail {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/** A screen (colour indices, 16 RGB palette entries) at a quarter of its size, each 4×4 block averaged. */
export function thumbnail(vga: { readonly width: number; readonly height: number; readonly visual: Uint8Array; readonly palette: Uint8Array }): Thumbnail {
  const width = vga.width >> 2;
  const height = vga.height >> 2;
  const rgb = new Uint8Array(width * height * 3);
  for (let ty = 0; ty < height; ty++) {
    for (let tx = 0; tx < width; tx++) {
      let r = 0, g = 0, b = 0;
      for (let y = ty * 4; y < ty * 4 + 4; y++) {
        for (let x = tx * 4; x < tx * 4 + 4; x++) {
          const c = vga.visual[y * vga.width + x]! * 3;
          r += vga.palette[c]!;
          g += vga.palette[c + 1]!;
          b += vga.palette[c + 2]!;
        }
      }
      const o = (ty * width + tx) * 3;
      rgb[o] = r >> 4;
      rgb[o + 1] = g >> 4;
      rgb[o + 2] = b >> 4;
    }
  }
  return { width, height, rgb };
}

const done = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((ok, fail) => {
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });

const finished = (tx: IDBTransaction): Promise<void> =>
  new Promise((ok, fail) => {
    tx.oncomplete = () => ok();
    tx.onabort = tx.onerror = () => fail(tx.error ?? new Error('the transaction was aborted'));
  });

export class StateStore {
  private constructor(private readonly db: IDBDatabase) {}

  /** Open the browser's store; throws when this browser keeps none (private mode, disabled storage). */
  static async open(): Promise<StateStore> {
    if (typeof indexedDB === 'undefined') throw new Error('this browser has no IndexedDB');
    const r = indexedDB.open(DB_NAME, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STATES, { keyPath: 'id', autoIncrement: true }).createIndex('rom', 'rom');
    return new StateStore(await done(r));
  }

  /** ROM `rom`'s states, newest first. */
  async list(rom: string): Promise<StoredState[]> {
    const all = (await done(this.db.transaction(STATES).objectStore(STATES).index('rom').getAll(rom))) as StoredState[];
    return all.sort((a, b) => b.id - a.id);
  }

  /** Keep a state (and let the ROM's oldest beyond KEEP go, in the same transaction). */
  async add(state: Omit<StoredState, 'id'>): Promise<void> {
    const tx = this.db.transaction(STATES, 'readwrite');
    const states = tx.objectStore(STATES);
    states.add(state);
    const keys = (await done(states.index('rom').getAllKeys(state.rom))) as number[];
    for (const id of keys.sort((a, b) => b - a).slice(KEEP)) states.delete(id);
    await finished(tx);
  }

  async remove(id: number): Promise<void> {
    const tx = this.db.transaction(STATES, 'readwrite');
    tx.objectStore(STATES).delete(id);
    await finished(tx);
  }
}
