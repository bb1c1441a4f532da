/**
 * The globals panel of "original from source" mode: every global of the C program with its value
 * as C sees it (cc/inspect.ts), refreshed after each frame and each stop; a value that changed is
 * marked for a moment. Arrays of arrays are drawn as grids: a board-like one (fewer columns than
 * rows, as TETRIS.C's Board[x][y][2]) with x across and y down, each cell filled when its first
 * byte is non-zero; char arrays read as strings.
 */
import type { CValue, GlobalView } from '../../../cc/inspect.ts';

/** How long a changed value stays marked (ms of wall time). */
const CHANGED_MS = 800;

export class GlobalsPanel {
  private readonly rows = new Map<string, { value: HTMLElement; last: string; changedAt: number }>();

  constructor(
    root: HTMLElement,
    private readonly globals: readonly GlobalView[],
  ) {
    root.replaceChildren();
    for (const g of globals) {
      const row = document.createElement('div');
      row.className = 'global';
      row.dataset.name = g.name;
      const head = document.createElement('span');
      head.className = 'gname';
      head.textContent = `${g.type} ${g.name}`;
      head.title = `declared on line ${g.line}`;
      const value = document.createElement('pre');
      value.className = 'gvalue';
      row.append(head, value);
      root.append(row);
      this.rows.set(g.name, { value, last: '', changedAt: -Infinity });
    }
  }

  /** Read every global again and show what changed. */
  refresh(now = performance.now()): void {
    for (const g of this.globals) {
      const row = this.rows.get(g.name)!;
      const v = g.read();
      const text = v === null ? '—' : formatValue(v, g.type);
      if (text !== row.last) {
        if (row.last !== '') row.changedAt = now;
        row.last = text;
        row.value.textContent = text;
      }
      row.value.classList.toggle('changed', now - row.changedAt < CHANGED_MS);
    }
  }

  /** The text shown for `name` (tests). */
  text(name: string): string | null {
    return this.rows.get(name)?.last ?? null;
  }
}

/** A value as the panel shows it. */
export function formatValue(v: CValue, type: string): string {
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    if (/^(unsigned )?char \[\d+\]$/.test(type) && !v.some(Array.isArray)) return JSON.stringify(cString(v as number[]));
    if (v.length > 0 && Array.isArray(v[0])) return grid(v as CValue[][]);
    return `{${v.map((x) => formatValue(x, '')).join(', ')}}`;
  }
  return Object.entries(v)
    .map(([k, x]) => (Array.isArray(x) && Array.isArray(x[0]) ? `${k}:\n${grid(x as CValue[][])}` : `${k}=${formatValue(x, '')}`))
    .join('\n');
}

function cString(bytes: readonly number[]): string {
  let s = '';
  for (const b of bytes) {
    if (b === 0) break;
    s += String.fromCharCode(b & 0xff);
  }
  return s;
}

/** A 2-D (or deeper) array as a grid; board-like ones (fewer columns than rows) transposed. */
function grid(a: readonly CValue[][]): string {
  const cell = (x: CValue): string => {
    const first = Array.isArray(x) ? x[0] : x;
    if (typeof first !== 'number') return '?';
    return Array.isArray(x) ? (first ? '■' : '·') : String(first);
  };
  const cols = a.length;
  const rows = a[0]!.length;
  const board = cols < rows;
  const out: string[] = [];
  if (board) {
    for (let y = 0; y < rows; y++) out.push(a.map((col) => cell(col[y]!)).join(''));
  } else {
    for (const r of a) out.push(r.map((x) => cell(x).padStart(2)).join(''));
  }
  return out.join('\n');
}
