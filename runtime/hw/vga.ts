/**
 * VGA as the program sees it: in mode 12h 640×480, 16 colours. The four bit planes are kept
 * "expanded", one byte per pixel holding the 4-bit colour index, as DOSBox's svga_s3 line drawer
 * sees them; its Ctrl+F5 captures store exactly these indices. In text mode 03h the screen is what
 * DOSBox captures there, 640×400 (80×25 cells of 8×16), drawn by runtime/hw/textmode.ts; the
 * current mode's size is `width`×`height` (setMode).
 */
export const SCREEN_W = 640;
export const SCREEN_H = 480;

/**
 * The attribute controller's 16 palette registers as the BIOS sets them in modes 03h and 12h
 * (and EGAVGA.BGI's default palette): 00 01 02 03 04 05 14 07 38..3F (notes §5).
 */
export const DEFAULT_ATTRIBUTES: readonly number[] = [
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x14, 0x07, 0x38, 0x39, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f,
];

/**
 * DAC entry `v` (0..63) as the BIOS loads it in modes 03h and 12h: the 64 EGA colours, bits
 * 0/1/2 the blue/green/red two-thirds, bits 3/4/5 the one-third (DOSBox int10_modes.cpp).
 * Returns 6-bit r, g, b.
 */
export function egaColour(v: number): [number, number, number] {
  const c = (hi: number, lo: number): number => ((v >> hi) & 1) * 0x2a + ((v >> lo) & 1) * 0x15;
  return [c(2, 5), c(1, 4), c(0, 3)];
}

/** A 6-bit DAC value as an 8-bit channel, as DOSBox scales it: `(v<<2)|(v>>4)`. */
export const dac8 = (v: number): number => ((v << 2) | (v >> 4)) & 0xff;

/** The DAC as the BIOS loads it: the 64 EGA colours, repeated over its 256 entries. */
const DEFAULT_DAC: Uint8Array = Uint8Array.from({ length: 256 * 3 }, (_, i) => egaColour((i / 3) & 0x3f)[i % 3]!);

/** The default 16 colours as 8-bit RGB triples (index → attribute → DAC → 8 bits). */
export const DEFAULT_PALETTE_RGB: readonly number[] = DEFAULT_ATTRIBUTES.flatMap((a) => egaColour(a).map(dac8));

/** An inclusive pixel rectangle. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class Vga {
  /** The current mode's screen size in pixels (setMode); mode 12h's until a text mode is set. */
  width = SCREEN_W;
  height = SCREEN_H;
  /**
   * The screen shown: one byte per pixel, row-major, `width`×`height`, values 0..15. A mode set
   * of another size replaces the array (hosts compare it by identity).
   */
  pixels = new Uint8Array(SCREEN_W * SCREEN_H);
  /**
   * What each colour index shows, as 16 RGB triples of 8 bits: attribute register → DAC. Derived
   * from `attributes` and `dac`; hosts and PNGs read it.
   */
  readonly palette = new Uint8Array(DEFAULT_PALETTE_RGB);
  /** The attribute controller's palette registers (6-bit DAC indices), one per colour index. */
  readonly attributes = new Uint8Array(DEFAULT_ATTRIBUTES);
  /** The DAC: 256 entries of 6-bit r, g, b. */
  readonly dac = new Uint8Array(DEFAULT_DAC);
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
    this.dx0 = this.width;
    this.dy0 = this.height;
    this.dx1 = -1;
    this.dy1 = -1;
    return r;
  }

  /**
   * A mode set's screen: `width`×`height` pixels, cleared to 0 (640×480 for mode 12h, 640×400 for
   * text mode 03h). The pixel array is replaced only when the size changes.
   */
  setMode(width: number, height: number): void {
    if (width !== this.width || height !== this.height) {
      this.width = width;
      this.height = height;
      this.pixels = new Uint8Array(width * height);
      // The old dirty box may reach past the new screen: start from an empty one.
      this.dx0 = width;
      this.dy0 = height;
      this.dx1 = -1;
      this.dy1 = -1;
    }
    this.clear(0);
  }

  /** Fill the whole screen with one colour (a mode set clears video memory to 0). */
  clear(color = 0): void {
    this.pixels.fill(color & 15);
    this.touch(0, 0, this.width - 1, this.height - 1);
  }

  /** Set attribute (palette) register `index` 0..15 to DAC index `value` (6 bits). */
  setAttribute(index: number, value: number): void {
    this.attributes[index & 15] = value & 0x3f;
    this.paletteChanged();
  }

  /** Set DAC entry `index` to 6-bit r, g, b (INT 10h AX=1010h). */
  setDac(index: number, r: number, g: number, b: number): void {
    const i = (index & 0xff) * 3;
    this.dac[i] = r & 0x3f;
    this.dac[i + 1] = g & 0x3f;
    this.dac[i + 2] = b & 0x3f;
    this.paletteChanged();
  }

  /** A mode set: the default attribute registers and the 64-colour EGA table in the DAC. */
  resetPalette(): void {
    this.attributes.set(DEFAULT_ATTRIBUTES);
    this.dac.set(DEFAULT_DAC);
    this.paletteChanged();
  }

  /** Recompute the 16 colours shown and tell hosts (the whole screen changes colour at once). */
  private paletteChanged(): void {
    for (let i = 0; i < 16; i++) {
      const d = this.attributes[i]! * 3;
      this.palette[i * 3] = dac8(this.dac[d]!);
      this.palette[i * 3 + 1] = dac8(this.dac[d + 1]!);
      this.palette[i * 3 + 2] = dac8(this.dac[d + 2]!);
    }
    this.paletteVersion++;
    this.touch(0, 0, this.width - 1, this.height - 1);
  }
}
