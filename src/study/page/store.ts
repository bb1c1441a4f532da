/**
 * The user's copy of the original C, remembered in this browser (localStorage) so the page opens
 * with it next time. Only the decoded text and the file name are kept; nothing leaves the browser.
 */
const KEY = 'mode12h.study.original';

export interface Remembered {
  readonly name: string;
  readonly text: string;
}

export function recall(): Remembered | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Remembered>;
    return typeof v.name === 'string' && typeof v.text === 'string' ? { name: v.name, text: v.text } : null;
  } catch {
    return null; // storage disabled or the entry damaged: ask again
  }
}

export function remember(r: Remembered): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    // storage full or disabled: the page still works, it just asks again next time
  }
}

export function forget(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}

/** Which program the page runs, the port or the original from source: remembered across reloads. */
export type RunMode = 'port' | 'original';
const RUN_MODE_KEY = 'mode12h.study.runMode';

export function recallRunMode(): RunMode {
  try {
    return localStorage.getItem(RUN_MODE_KEY) === 'original' ? 'original' : 'port';
  } catch {
    return 'port';
  }
}

export function rememberRunMode(mode: RunMode): void {
  try {
    localStorage.setItem(RUN_MODE_KEY, mode);
  } catch {
    // storage full or disabled: the page opens on the port next time
  }
}
