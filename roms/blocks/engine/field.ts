/**
 * The well: `width` columns by `rows` rows, the top `hidden` rows not shown (Zhou's three spawn
 * rows, the Guideline's buffer). Each cell keeps the colour of what filled it (0: empty) and the
 * number of the piece that filled it, so cascade gravity can tell one piece's cells from another's.
 */
import type { Cell } from './types.ts';

export class Field {
  /** Colour per cell, row-major (y * width + x); 0 is empty. */
  readonly color: Uint8Array;
  /** Which locked piece a cell came from (1, 2, …; 0 empty): cascade gravity's bodies. */
  readonly body: Uint32Array;

  /**
   * @param openTop cells above row 0 are free (the blog's isCollide: `if(row<0) continue`); else
   *   they are wall, as Zhou's GirdArray index out of range is (his canMove catches it: false).
   */
  constructor(readonly width: number, readonly rows: number, readonly hidden: number, readonly openTop = false) {
    if (!Number.isInteger(width) || width < 4 || !Number.isInteger(rows) || rows < 4 || hidden < 0 || hidden >= rows) {
      throw new Error(`Field(${width}, ${rows}, ${hidden}): a field is at least 4×4 and shows at least one row`);
    }
    this.color = new Uint8Array(width * rows);
    this.body = new Uint32Array(width * rows);
  }

  /** Rows drawn on screen (rows − hidden). */
  get visibleRows(): number {
    return this.rows - this.hidden;
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && x < this.width && y >= 0 && y < this.rows;
  }

  /** True where a piece may not be: a wall, the floor, a filled cell (above the top: see openTop). */
  blocked(x: number, y: number): boolean {
    if (x < 0 || x >= this.width || y >= this.rows) return true;
    if (y < 0) return !this.openTop;
    return this.color[y * this.width + x] !== 0;
  }

  /** True when every cell is free. */
  fits(cells: readonly Cell[]): boolean {
    for (const [x, y] of cells) if (this.blocked(x, y)) return false;
    return true;
  }

  get(x: number, y: number): number {
    return this.inside(x, y) ? this.color[y * this.width + x]! : 0;
  }

  set(x: number, y: number, color: number, body = color === 0 ? 0 : 1): void {
    if (!this.inside(x, y)) throw new Error(`Field.set(${x}, ${y}): outside the ${this.width}×${this.rows} field`);
    this.color[y * this.width + x] = color;
    this.body[y * this.width + x] = color === 0 ? 0 : body;
  }

  isFullRow(y: number): boolean {
    for (let x = 0; x < this.width; x++) if (this.color[y * this.width + x] === 0) return false;
    return true;
  }

  isEmptyRow(y: number): boolean {
    for (let x = 0; x < this.width; x++) if (this.color[y * this.width + x] !== 0) return false;
    return true;
  }

  /** The full rows, top to bottom. */
  fullRows(): number[] {
    const out: number[] = [];
    for (let y = 0; y < this.rows; y++) if (this.isFullRow(y)) out.push(y);
    return out;
  }

  /** Copy row `from` onto row `to` (colours and bodies). */
  copyRow(from: number, to: number): void {
    const w = this.width;
    this.color.copyWithin(to * w, from * w, from * w + w);
    this.body.copyWithin(to * w, from * w, from * w + w);
  }

  clearRow(y: number): void {
    this.color.fill(0, y * this.width, (y + 1) * this.width);
    this.body.fill(0, y * this.width, (y + 1) * this.width);
  }

  clone(): Field {
    const f = new Field(this.width, this.rows, this.hidden, this.openTop);
    f.color.set(this.color);
    f.body.set(this.body);
    return f;
  }

  /** Rows top to bottom as text, '.' empty, a hex digit per colour (tests and error messages). */
  toRows(from = 0): string[] {
    const out: string[] = [];
    for (let y = from; y < this.rows; y++) {
      let s = '';
      for (let x = 0; x < this.width; x++) {
        const c = this.color[y * this.width + x]!;
        s += c === 0 ? '.' : c.toString(16);
      }
      out.push(s);
    }
    return out;
  }

  /**
   * Fill the bottom rows from text, top to bottom as drawn ('.' or ' ' empty, else a hex colour,
   * '#' = 1); each row's cells become one body per row-run, enough for tests of gravity.
   */
  setBottom(lines: readonly string[], body?: (x: number, y: number, ch: string) => number): void {
    const top = this.rows - lines.length;
    lines.forEach((line, i) => {
      if (line.length !== this.width) throw new Error(`Field.setBottom: row ${i} "${line}" is ${line.length} wide, the field ${this.width}`);
      for (let x = 0; x < this.width; x++) {
        const ch = line[x]!;
        const c = ch === '.' || ch === ' ' ? 0 : ch === '#' ? 1 : parseInt(ch, 36);
        this.set(x, top + i, c, c === 0 ? 0 : body ? body(x, top + i, ch) : 1);
      }
    });
  }
}
