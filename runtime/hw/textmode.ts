/**
 * 80×25 text mode (BIOS mode 03h), drawn into the same 640×480 frame the hosts present.
 *
 * Real VGA text mode scans 9×16 cells at 720×400; this console keeps the 640-pixel frame instead:
 * each cell is 8×16, the DEFAULT_FONT 8×8 glyph doubled vertically, rows top-aligned (y 0..399,
 * the bottom 80 lines stay black). LIGHTGRAY on BLACK, as DOS leaves it. The cursor is steady
 * (no blinking: frames must not depend on wall-clock time): an underline on the cell's scan lines
 * 14–15, like the BIOS default cursor shape (start 13/end 14 of 16, rounded to whole glyph rows).
 *
 * One console per VGA: `textConsole(machine.vga)`. closegraph() switches to it with `enter()`;
 * initgraph() switches away with `leave()`.
 */
import { FONT8X8 } from '../tc/font8x8.ts';
import { MODE_12H, SCREEN_W, type Vga } from './vga.ts';

export const TEXT_COLS = 80;
export const TEXT_ROWS = 25;
export const CELL_W = 8;
export const CELL_H = 16;
const FG = 7; // LIGHTGRAY
const BG = 0; // BLACK

export class TextConsole {
  /** True while the screen is in text mode (after enter(), until leave()). */
  active = false;
  /** Cursor cell, 0-based. */
  col = 0;
  row = 0;
  /** The characters on screen (byte codes), row-major, for tests and hosts that want the text. */
  readonly cells = new Uint8Array(TEXT_COLS * TEXT_ROWS).fill(0x20);

  constructor(private readonly vga: Vga) {}

  /** Set mode 03h: clear the screen, cursor home, default palette. */
  enter(): void {
    this.active = true;
    // Its frame is 640×480 like mode 12h's, one page: a graphics program's pages are gone.
    this.vga.setMode(MODE_12H);
    this.vga.resetPalette();
    this.clear();
  }

  /** A graphics mode took the screen over. */
  leave(): void {
    this.active = false;
  }

  /** Clear to blanks and home the cursor (what CLS does). */
  clear(): void {
    this.cells.fill(0x20);
    this.vga.clear(BG);
    this.col = 0;
    this.row = 0;
    this.drawCursor(true);
  }

  /**
   * Write text at the cursor, as INT 10h teletype output does: '\n' moves down (and, as DOS's CR LF
   * pair would, to column 0), '\r' to column 0, '\b' one column left, '\t' to the next multiple
   * of 8; the line wraps at column 80 and the screen scrolls up at the bottom. Other codes
   * (0–255) draw their glyph. Characters above 255 are an error: a C string holds bytes.
   */
  print(text: string): void {
    this.drawCursor(false);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c > 255) throw new Error(`TextConsole.print: character U+${c.toString(16)} at index ${i} is not a byte`);
      if (c === 0x0a) {
        this.col = 0;
        this.lineFeed();
      } else if (c === 0x0d) {
        this.col = 0;
      } else if (c === 0x08) {
        if (this.col > 0) this.col--;
      } else if (c === 0x09) {
        this.col = Math.min(TEXT_COLS, (this.col & ~7) + 8);
        if (this.col === TEXT_COLS) this.wrap();
      } else {
        this.put(this.col, this.row, c);
        this.col++;
        if (this.col === TEXT_COLS) this.wrap();
      }
    }
    this.drawCursor(true);
  }

  /** Move the cursor (clamped to the screen). */
  setCursor(col: number, row: number): void {
    this.drawCursor(false);
    this.col = Math.max(0, Math.min(TEXT_COLS - 1, Math.trunc(col)));
    this.row = Math.max(0, Math.min(TEXT_ROWS - 1, Math.trunc(row)));
    this.drawCursor(true);
  }

  /** The text of one row, trailing blanks removed. */
  line(row: number): string {
    const codes = this.cells.subarray(row * TEXT_COLS, (row + 1) * TEXT_COLS);
    return String.fromCharCode(...codes).replace(/ +$/, '');
  }

  private wrap(): void {
    this.col = 0;
    this.lineFeed();
  }

  private lineFeed(): void {
    if (this.row < TEXT_ROWS - 1) {
      this.row++;
      return;
    }
    // Scroll up one text row.
    this.cells.copyWithin(0, TEXT_COLS);
    this.cells.fill(0x20, (TEXT_ROWS - 1) * TEXT_COLS);
    const px = this.vga.pixels;
    const rowBytes = SCREEN_W * CELL_H;
    px.copyWithin(0, rowBytes, TEXT_ROWS * rowBytes);
    px.fill(BG, (TEXT_ROWS - 1) * rowBytes, TEXT_ROWS * rowBytes);
    this.vga.touch(0, 0, SCREEN_W - 1, TEXT_ROWS * CELL_H - 1);
  }

  /** Draw character `code` into cell (col, row). */
  private put(col: number, row: number, code: number): void {
    this.cells[row * TEXT_COLS + col] = code;
    const px = this.vga.pixels;
    const x0 = col * CELL_W;
    const y0 = row * CELL_H;
    for (let gy = 0; gy < 8; gy++) {
      const bits = FONT8X8[code * 8 + gy]!;
      for (let dy = 0; dy < 2; dy++) {
        const base = (y0 + gy * 2 + dy) * SCREEN_W + x0;
        for (let gx = 0; gx < 8; gx++) px[base + gx] = bits & (0x80 >> gx) ? FG : BG;
      }
    }
    this.vga.touch(x0, y0, x0 + CELL_W - 1, y0 + CELL_H - 1);
  }

  /** Show (or hide, by redrawing the cell) the underline cursor. */
  private drawCursor(show: boolean): void {
    if (this.col >= TEXT_COLS) return;
    if (!show) {
      this.put(this.col, this.row, this.cells[this.row * TEXT_COLS + this.col]!);
      return;
    }
    const px = this.vga.pixels;
    const x0 = this.col * CELL_W;
    const y0 = this.row * CELL_H;
    for (let y = y0 + 14; y < y0 + 16; y++) px.fill(FG, y * SCREEN_W + x0, y * SCREEN_W + x0 + CELL_W);
    this.vga.touch(x0, y0 + 14, x0 + CELL_W - 1, y0 + 15);
  }
}

const consoles = new WeakMap<Vga, TextConsole>();

/** The text console of this VGA (created on first use, inactive until enter()). */
export function textConsole(vga: Vga): TextConsole {
  let c = consoles.get(vga);
  if (!c) {
    c = new TextConsole(vga);
    consoles.set(vga, c);
  }
  return c;
}
