/**
 * VGA in its 16-colour 640-wide graphics modes as the program sees them (12h: 640×480, and 0Eh
 * and 10h for the BGI's VGALO and VGAMED). The four bit planes are kept "expanded", one byte per
 * pixel holding the 4-bit colour index, as DOSBox's svga_s3 line drawer sees them; its Ctrl+F5
 * captures store exactly these indices. Text mode 03h shows what DOSBox captures there, 640×400
 * (80×25 cells of 8×16, drawn by runtime/hw/textmode.ts); mode 13h, which compiled programs set
 * themselves (runtime/tc/mode13h.ts), is 320×200 a byte a pixel, in the DAC's 256 colours. The
 * current mode's size is `width`×`height` and hosts present `visual`.
 */
export const SCREEN_W = 640;
export const SCREEN_H = 480;

/**
 * A 16-colour graphics mode as the BIOS sets it (DOSBox int10_modes.cpp): its number (0040:0049),
 * its rows, how many display pages fit in the planes' 64K, the bytes each page takes in each
 * plane, and the attribute registers the mode set loads.
 */
export interface VideoMode {
  readonly bios: number;
  /** Pixels a row (640; 320 in mode 13h). */
  readonly width?: number;
  readonly height: number;
  readonly pages: number;
  readonly pageBytes: number;
  readonly attributes: readonly number[];
}

/**
 * The attribute controller's 16 palette registers as the BIOS sets them in modes 03h, 10h and
 * 12h (and EGAVGA.BGI's default palette there): 00 01 02 03 04 05 14 07 38..3F
 * (docs/TURBO-C-FACTS.md#initgraph-and-graphdefaults).
 */
export const DEFAULT_ATTRIBUTES: readonly number[] = [
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x14, 0x07, 0x38, 0x39, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f,
];

/**
 * The 200-line mode 0Eh's registers, the CGA colours: 00..07 10..17 (probe PINIT: getpalette after
 * initgraph or setgraphmode into EGALO or VGALO).
 */
const CGA_ATTRIBUTES: readonly number[] = [
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17,
];

export const MODE_0EH: VideoMode = { bios: 0x0e, height: 200, pages: 4, pageBytes: 0x4000, attributes: CGA_ATTRIBUTES };
export const MODE_10H: VideoMode = { bios: 0x10, height: 350, pages: 2, pageBytes: 0x8000, attributes: DEFAULT_ATTRIBUTES };
/**
 * Mode 12h has one page for the BIOS, but EGAVGA.BGI draws on a second one right after the first
 * (probe PG, plane 0 dumped: setactivepage(1) puts pixel (8, 1) at byte 38 481; page 2 is
 * ignored), whose rows past 339 lie beyond the planes' 64K (see MEMORY_PIXELS).
 */
export const MODE_12H: VideoMode = { bios: 0x12, height: 480, pages: 2, pageBytes: 0x9600, attributes: DEFAULT_ATTRIBUTES };
/** Text mode 03h as a frame: 25 rows of 16-pixel cells (its own pages are the text buffer's). */
export const MODE_03H: VideoMode = { bios: 0x03, height: 400, pages: 1, pageBytes: 0xa000, attributes: DEFAULT_ATTRIBUTES };

/**
 * Video memory as pixels: each plane's 64K bytes are 8 pixels a byte (524 288), and page p begins
 * p·pageBytes·8 pixels in. Past the 64K lies slack for a 640×480 page: the BGI keeps initgraph's
 * limits through setgraphmode (PRIMS3 16: getmaxy is 479 after setgraphmode(VGALO)), so drawing may
 * run past a page's own rows into the next page, as on the card, and past the last page into the
 * slack (the card would wrap to address 0: not modelled); a page past the mode's draws there
 * (runtime/tc/graphics/modes.ts setactivepage).
 */
const MEMORY_PIXELS = 0x80000 + SCREEN_W * SCREEN_H;
/**
 * Pixels below A000:0000, before `memory`: RAM that a negative page reaches and nothing shows
 * (probe PGN: EGAVGA.BGI's page p lies at A000h plus p pages, so VGALO's page −1 reaches page 0
 * from its row 205 on); a page's worth.
 */
export const BELOW_PIXELS = SCREEN_W * SCREEN_H;

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
const DEFAULT_DAC = new Uint8Array(256 * 3);
for (let v = 0; v < 64; v++) DEFAULT_DAC.set(egaColour(v), v * 3);
for (let n = 64 * 3; n < DEFAULT_DAC.length; n *= 2) DEFAULT_DAC.copyWithin(n, 0, n);

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
  /** All of video memory, one byte per pixel (values 0..15); pages are views into it. */
  readonly memory = new Uint8Array(BELOW_PIXELS + MEMORY_PIXELS).subarray(BELOW_PIXELS);
  /**
   * The active page, where drawing goes: SCREEN_W × SCREEN_H pixels, row-major, from the page's
   * start (the fast path every drawing routine writes to; a new view when the page changes).
   */
  pixels: Uint8Array = this.memory.subarray(0, SCREEN_W * SCREEN_H);
  /** The visual page, what the screen shows: `width` × `height` pixels. Hosts present this. */
  visual: Uint8Array = this.pixels;
  /** The current mode's size in pixels (hosts and PNGs; 640×480 in mode 12h and text mode, 320×200 in 13h). */
  width = SCREEN_W;
  height = SCREEN_H;
  /** The current mode's pages (see VideoMode). */
  private mode: VideoMode = MODE_12H;
  private active = 0;
  private shown = 0;
  /**
   * What each colour index shows, as RGB triples of 8 bits: 16 (attribute register → DAC), or 256
   * in mode 13h (the DAC's entries). Derived from `attributes`, `dac` and `pelMask`; hosts and
   * PNGs read it (a new array when the mode's count of colours changes).
   */
  palette = new Uint8Array(DEFAULT_PALETTE_RGB);
  /** The DAC's pixel mask (3C6h): a colour shows DAC entry (index & mask). */
  pelMask = 0xff;
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
    // Clamped to the mode's rows: drawing may reach row 479 in a 200-row mode (see MEMORY_PIXELS).
    const y1 = Math.min(this.dy1, this.height - 1), x1 = Math.min(this.dx1, this.width - 1);
    if (this.dx0 > x1 || this.dy0 > y1) {
      this.reset();
      return null;
    }
    const r = { x0: this.dx0, y0: this.dy0, x1, y1 };
    this.reset();
    return r;
  }

  private reset(): void {
    this.dx0 = SCREEN_W;
    this.dy0 = SCREEN_H;
    this.dx1 = -1;
    this.dy1 = -1;
  }

  /**
   * A mode set: the mode's geometry, all of video memory cleared to 0 (unless `keep`: INT 10h
   * AH=00h with AL bit 7), page 0 active and shown.
   */
  setMode(mode: VideoMode, keep = false): void {
    this.mode = mode;
    this.height = mode.height;
    this.width = mode.width ?? SCREEN_W;
    if (!keep) this.memory.fill(0);
    const colours = mode.bios === 0x13 ? 768 : 48;
    if (this.palette.length !== colours) {
      this.palette = new Uint8Array(colours);
      this.paletteChanged();
    }
    this.active = -1;
    this.shown = -1;
    this.setActivePage(0);
    this.setVisualPage(0);
  }

  /** The current mode's number, as the BIOS keeps it at 0040:0049. */
  get biosMode(): number {
    return this.mode.bios;
  }

  /** The attribute registers the current mode's set loads (its default palette). */
  get modeAttributes(): readonly number[] {
    return this.mode.attributes;
  }

  /** The number of display pages the current mode has. */
  get pages(): number {
    return this.mode.pages;
  }

  /** The page drawing goes to. */
  get activePage(): number {
    return this.active;
  }

  /** The page the screen shows. */
  get visualPage(): number {
    return this.shown;
  }

  /** Draw on page `page` (0 ≤ page < pages; callers check). */
  setActivePage(page: number): void {
    this.checkPage('setActivePage', page);
    if (page === this.active) return;
    this.active = page;
    const at = page * this.mode.pageBytes * 8;
    this.pixels = this.memory.subarray(at, at + SCREEN_W * SCREEN_H);
    // What lies under every coordinate changed: listeners forget what they knew of the screen.
    this.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);
  }

  /** Show page `page` (the CRTC's start address; 0 ≤ page < pages; callers check). */
  setVisualPage(page: number): void {
    this.checkPage('setVisualPage', page);
    if (page === this.shown) return;
    this.shown = page;
    const at = page * this.mode.pageBytes * 8;
    this.visual = this.memory.subarray(at, at + this.width * this.height);
    // The screen shows other memory: hosts redraw it all (the pixels under drawing are the same).
    this.dx0 = this.dy0 = 0;
    this.dx1 = SCREEN_W - 1;
    this.dy1 = SCREEN_H - 1;
  }

  private checkPage(call: string, page: number): void {
    if (!Number.isInteger(page) || page < 0 || page >= this.mode.pages) {
      throw new Error(`Vga.${call}: no page ${page} in a mode of ${this.mode.pages}`);
    }
  }

  /**
   * Fill the active page with one colour: all its bytes, the rows between it and the next page
   * too (DOSBox probe PCLR, test/fixtures/oracle-gen-v7/probes: cleardevice in VGALO and VGAMED clears up to the next page's first
   * byte, whatever getmaxy says; oracle gen v7 M00020 4: VGALO's rows 200–204 cleared).
   */
  clear(color = 0): void {
    this.pixels.fill(color & 15, 0, this.mode.pageBytes * 8);
    this.touch(0, 0, SCREEN_W - 1, this.height - 1);
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

  /**
   * A mode set: the mode's attribute registers and the DAC: `dac` from entry 0 (mode 13h's 256
   * colours, runtime/tc/mode13h.ts), by default the 64-colour EGA table in entries 0–63, the rest kept (oracle M13A: entry 64 after mode 12h is
   * mode 13h's; what the BIOS loads in the 200-line mode 0Eh is not measured).
   */
  resetPalette(dac: Uint8Array = DEFAULT_DAC.subarray(0, 192)): void {
    this.attributes.set(this.mode.attributes);
    this.dac.set(dac);
    this.paletteChanged();
  }

  /** Recompute the colours shown and tell hosts (the whole screen changes colour at once). */
  paletteChanged(): void {
    const n = this.palette.length / 3;
    for (let i = 0; i < n; i++) {
      const d = ((n > 16 ? i : this.attributes[i]!) & this.pelMask) * 3;
      this.palette[i * 3] = dac8(this.dac[d]!);
      this.palette[i * 3 + 1] = dac8(this.dac[d + 1]!);
      this.palette[i * 3 + 2] = dac8(this.dac[d + 2]!);
    }
    this.paletteVersion++;
    this.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);
  }
}
