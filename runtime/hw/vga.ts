/**
 * VGA in mode 12h as the program sees it: 640×480, 16 colours. The four bit planes are kept
 * "expanded", one byte per pixel holding the 4-bit colour index, as DOSBox's svga_s3 line drawer
 * sees them; its Ctrl+F5 captures store exactly these indices.
 */
export const SCREEN_W = 640;
export const SCREEN_H = 480;

/**
 * The default EGA/VGA palette as EGAVGA.BGI sets it (attribute values 00 01 02 03 04 05 14 07 38..3F),
 * resolved through the mode-12h DAC and scaled 6→8 bit as `(v<<2)|(v>>4)`. RGB triples.
 */
export const DEFAULT_PALETTE_RGB: readonly number[] = [
  0x00, 0x00, 0x00, 0x00, 0x00, 0xaa, 0x00, 0xaa, 0x00, 0x00, 0xaa, 0xaa,
  0xaa, 0x00, 0x00, 0xaa, 0x00, 0xaa, 0xaa, 0x55, 0x00, 0xaa, 0xaa, 0xaa,
  0x55, 0x55, 0x55, 0x55, 0x55, 0xff, 0x55, 0xff, 0x55, 0x55, 0xff, 0xff,
  0xff, 0x55, 0x55, 0xff, 0x55, 0xff, 0xff, 0xff, 0x55, 0xff, 0xff, 0xff,
];

/** An inclusive pixel rectangle. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class Vga {
  /** One byte per pixel, row-major, values 0..15. */
  readonly pixels = new Uint8Array(SCREEN_W * SCREEN_H);
  /** 16 RGB triples, 8 bits per channel. */
  readonly palette = new Uint8Array(DEFAULT_PALETTE_RGB);
  /** Bumped on every palette change so hosts can rebuild their lookup tables lazily. */
  paletteVersion = 0;

  // Dirty region since the last takeDirty(): an inclusive box, empty when x0 > x1.
  private dx0 = 0;
  private dy0 = 0;
  private dx1 = SCREEN_W - 1;
  private dy1 = SCREEN_H - 1;

  /**
   * Told of every box `touch` marks (floodfill's memory of closed rectangles listens, so it
   * forgets any that a later drawing may have opened or closed). At most one listener.
   */
  onTouch: ((x0: number, y0: number, x1: number, y1: number) => void) | null = null;

  /**
   * Mark an inclusive box as changed. Every write to `pixels` is followed by one, covering it.
   * Callers clip first; this only widens the dirty box.
   */
  touch(x0: number, y0: number, x1: number, y1: number): void {
    if (this.onTouch !== null) this.onTouch(x0, y0, x1, y1);
    if (x0 < this.dx0) this.dx0 = x0;
    if (y0 < this.dy0) this.dy0 = y0;
    if (x1 > this.dx1) this.dx1 = x1;
    if (y1 > this.dy1) this.dy1 = y1;
  }

  /** Returns the region changed since the last call (or null) and starts a new, empty one. */
  takeDirty(): Rect | null {
    if (this.dx0 > this.dx1 || this.dy0 > this.dy1) return null;
    const r = { x0: this.dx0, y0: this.dy0, x1: this.dx1, y1: this.dy1 };
    this.dx0 = SCREEN_W;
    this.dy0 = SCREEN_H;
    this.dx1 = -1;
    this.dy1 = -1;
    return r;
  }

  /** Fill the whole screen with one colour (a mode set clears video memory to 0). */
  clear(color = 0): void {
    this.pixels.fill(color & 15);
    this.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);
  }

  /** Set palette entry `index` to an 8-bit RGB triple. */
  setPaletteRgb(index: number, r: number, g: number, b: number): void {
    const i = (index & 15) * 3;
    this.palette[i] = r;
    this.palette[i + 1] = g;
    this.palette[i + 2] = b;
    this.paletteVersion++;
    this.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);
  }

  resetPalette(): void {
    this.palette.set(DEFAULT_PALETTE_RGB);
    this.paletteVersion++;
    this.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);
  }
}
