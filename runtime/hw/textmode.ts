/**
 * Text mode 03h, 80×25, as the VGA shows it and DOSBox 0.74 (svga_s3) captures it: 640×400, each
 * cell 8×16 pixels (DOSBox's captures have no 9th dot column), the VGA BIOS's 8×16 font
 * (runtime/hw/font8x16.ts, read from TEXTM screen 1), palettised with index = attribute colour.
 *
 * Video memory is the real layout: at B800:0000, 2 bytes a cell (character, then attribute), row
 * after row; `memory` holds the 32 KB the VGA maps at B800 in this mode, page 0 is shown. Whoever
 * writes it (dos.h pokeb, conio's direct video, the BIOS teletype DOS uses) goes through `poke`,
 * which redraws the cell.
 *
 * An attribute is `blink:1 background:3 foreground:4`: 16 foreground colours, 8 backgrounds, and
 * bit 7 blinks (the BIOS leaves the attribute controller's blink enable on). The cursor is the
 * underline on scan lines 13–14 of its cell (TEXTM 1: y 381–382 of row 23), the BIOS's default
 * shape 06h–07h as DOSBox's cursor emulation scales it to a 16-line cell, drawn in the cell's
 * foreground colour.
 *
 * Blinking follows the VGA's frame counter (DOSBox vga_draw.cpp): the cursor shows while bit 3 of
 * the frame count is set, blinking characters vanish (foreground = background) while bit 4 is.
 * The frame count is taken from the machine's virtual clock, never from wall time, so a frame is
 * a function of the virtual time it is taken at: TEXTM 1 shows the cursor and the blinking 'B',
 * TEXTM 3 and 4 were captured in a phase without the cursor. `present(now)` brings the screen to
 * the phase of `now`; the machine calls it whenever it hands control back to its host.
 *
 * The 40-column modes 00h/01h (conio's BW40/C40) keep the 640×400 picture DOSBox captures with
 * each cell 16 pixels wide, the 8×16 glyph's dots doubled (capture c40: textmode(C40)); a row is
 * 40 cells of video memory. Modes 00h/02h (BW40/BW80) are drawn in colour, as DOSBox shows them
 * (captures bw40, bw80: the same colour indices as C40/C80); mode 07h (MONO) is the 80-column
 * picture as well (capture mono: DOSBox shows its indices through a grey palette, not modelled).
 *
 * One console per VGA: `textConsole(machine.vga)`. closegraph() switches to it with `enter()`;
 * initgraph() switches away with `leave()`.
 */
import { FONT8X16 } from './font8x16.ts';
import { PIT_HZ } from './pit.ts';
import { MODE_03H, MODE_12H, type Vga } from './vga.ts';

export const TEXT_COLS = 80;
export const TEXT_ROWS = 25;
export const CELL_W = 8;
export const CELL_H = 16;
/** The screen in text mode: 640×400, as DOSBox captures mode 03h. */
export const TEXT_W = TEXT_COLS * CELL_W;
export const TEXT_H = TEXT_ROWS * CELL_H;
/** The segment of text video memory (colour adapters). */
export const TEXT_SEGMENT = 0xb800;
/** Bytes the VGA maps at B800:0000 in mode 03h (8 pages of 4 KB). */
export const TEXT_MEMORY_BYTES = 0x8000;
/** LIGHTGRAY on BLACK: what a mode set fills the screen with, and DOS's prompt shows. */
export const NORMAL_ATTRIBUTE = 0x07;
/** The BIOS text modes the machine has: 00h/01h 40×25, 02h/03h 80×25, 07h 80×25 (monochrome). */
export const TEXT_MODES: readonly number[] = [0, 1, 2, 3, 7];
/** The columns of BIOS text mode `mode` (one of TEXT_MODES). */
export const textColumns = (mode: number): number => (mode <= 1 ? 40 : 80);
/**
 * The colour DOS's CON device draws its output in, in a graphics mode: DOSBox's teletype without
 * an attribute uses 0Fh there (oracle G1: printf after initgraph, white on black cells).
 */
export const DOS_GRAPHICS_COLOUR = 15;
/** The colour of the characters DOS echoes while it reads a line (oracle-howto §5; G4: scanf, gets, getchar). */
export const DOS_ECHO_COLOUR = 7;
/** The cursor's scan lines in a cell (CRTC 0Ah/0Bh as DOSBox sets them for the BIOS shape 06h–07h). */
export const CURSOR_START = 13;
export const CURSOR_END = 14;
/**
 * PIT ticks per VGA frame in mode 03h: the 28.322 MHz dot clock over 900 dots × 449 lines
 * (70.09 Hz), as DOSBox derives the frame rate from the CRTC timings.
 */
export const FRAME_PIT = (PIT_HZ * 900 * 449) / 28_322_000;

const BLANK = 0x20;
/** The font's space has no dots: a blank cell is all background. */
const BLANK_GLYPH_EMPTY = FONT8X16.subarray(BLANK * CELL_H, (BLANK + 1) * CELL_H).every((row) => row === 0);

export class TextConsole {
  /** True while the screen is in text mode (after enter(), until leave()). */
  active = false;
  /** The BIOS video mode while active (TEXT_MODES), and its columns. */
  mode = 3;
  cols = TEXT_COLS;
  /**
   * The BIOS cursor of page 0, 0-based: the cell the CRTC underlines in text mode, where the
   * teletype draws next in a graphics mode. A mode set homes it.
   */
  col = 0;
  row = 0;
  /**
   * The cursor type the BIOS keeps at 0040:0060 (INT 10h AH=01h's CX: start line in the high
   * byte, end line in the low); a mode set restores 0607h (oracle BV1: runtime/tc/bios-extra.ts,
   * where the C programs that change it are served). Start bits 5–6 = 01b
   * hide the cursor. DEVIATION: any shown shape is drawn as the default's lines 13–14 (DOSBox
   * rescales other shapes to the 16-line cell; not measured).
   */
  cursorType = 0x0607;
  /** The attribute controller's blink enable (INT 10h AX=1003h BL): off, bit 7 is the background's intensity (a mode set turns it on: bios-extra.ts). */
  blink = true;
  /** Video memory at B800:0000: character and attribute bytes, cell after cell. */
  readonly memory = new Uint8Array(TEXT_MEMORY_BYTES);
  /**
   * B8000–BFFFF while mode 07h maps the video memory at B0000–B7FFF: plain RAM in DOSBox (its VGA
   * hands the other window back to RAM), 00h at first, keeping what is written there through
   * mode changes (DOSBox probe P0008: `peekb(0xB800, 10)` after `pokeb` there reads it back; an
   * inside-out puttext's second 32 KB lands there, not on the screen).
   */
  readonly monoRam = new Uint8Array(TEXT_MEMORY_BYTES);
  /** The blink phase the screen is drawn in (see present). */
  private cursorOn = false;
  private blinkOff = false;

  constructor(private readonly vga: Vga) {
    this.fillBlank(NORMAL_ATTRIBUTE);
  }

  /**
   * Set a text mode (03h unless given, one of TEXT_MODES): 640×400, default palette, memory
   * blank in LIGHTGRAY on BLACK, cursor home.
   */
  enter(mode = 3): void {
    if (!TEXT_MODES.includes(mode)) throw new Error(`TextConsole.enter: ${mode} is not a text mode the machine has`);
    this.active = true;
    this.mode = mode;
    this.cols = textColumns(mode);
    this.vga.setMode(MODE_03H);
    this.vga.resetPalette();
    this.fillBlank(NORMAL_ATTRIBUTE);
    this.col = 0;
    this.row = 0;
    this.redraw();
  }

  /** A graphics mode takes the screen over (mode 12h's 640×480, cleared). */
  leave(): void {
    this.active = false;
    this.mode = 0x12;
    this.cols = TEXT_COLS;
    this.vga.setMode(MODE_12H);
    this.col = 0;
    this.row = 0;
  }

  /**
   * Bring the screen to the blink phase of virtual time `now` (PIT ticks): the frame count is
   * now / FRAME_PIT, counted from power-on (the phase DOSBox had when it was captured is not
   * known; power-on is this machine's choice).
   */
  present(now: number): void {
    const frame = Math.floor(now / FRAME_PIT);
    const cursorOn = (frame & 8) !== 0;
    const blinkOff = (frame & 16) !== 0;
    if (!this.active) {
      this.cursorOn = cursorOn;
      this.blinkOff = blinkOff;
      return;
    }
    if (blinkOff !== this.blinkOff) {
      this.blinkOff = blinkOff;
      this.cursorOn = cursorOn;
      if (this.blink) for (let i = 1; i < this.cols * this.rows * 2; i += 2) if (this.memory[i]! & 0x80) this.drawCell((i - 1) >> 1);
      this.drawCell(this.cursorCell());
    } else if (cursorOn !== this.cursorOn) {
      this.cursorOn = cursorOn;
      this.drawCell(this.cursorCell());
    }
  }

  /**
   * Write a byte of video memory at B800:offset (offset 0..7FFFh), as a store to it would. In a
   * graphics mode the VGA maps only A000, so the store goes nowhere (not measured: DOSBox's
   * svga_s3 may keep it; the next mode 03h clears the memory anyway); in mode 07h the text is at
   * B000 and B800 answers nothing either (oracle CW2 11: it reads 00h).
   */
  poke(offset: number, value: number): void {
    if (this.mode === 7) this.monoRam[offset & (TEXT_MEMORY_BYTES - 1)] = value & 0xff;
    else this.write(offset, value);
  }

  /** Read a byte of video memory at B800:offset; in mode 07h the RAM there (00h until written: CW2 11, probe P0008); 00h in mode 12h (libcheck BV1). */
  peek(offset: number): number {
    if (this.mode === 7) return this.monoRam[offset & (TEXT_MEMORY_BYTES - 1)]!;
    if (!this.active) return 0;
    return this.read(offset);
  }

  /** Write a byte of the text memory the current mode shows (B800, or B000 in mode 07h): conio's gettext/puttext. */
  write(offset: number, value: number): void {
    if (!this.active) return;
    const o = offset & (TEXT_MEMORY_BYTES - 1);
    this.memory[o] = value & 0xff;
    this.drawCell(o >> 1); // (a cell past the screen draws nothing)
  }

  /** Read a byte of the text memory the current mode shows; FFh in a graphics mode. */
  read(offset: number): number {
    return this.active ? this.memory[offset & (TEXT_MEMORY_BYTES - 1)]! : 0xff;
  }

  /** The character and attribute at a cell. */
  charAt(col: number, row: number): number {
    return this.memory[(row * this.cols + col) * 2]!;
  }

  /** The attribute byte of a cell. */
  attributeAt(col: number, row: number): number {
    return this.memory[(row * this.cols + col) * 2 + 1]!;
  }

  /** Store a character and attribute at a cell (conio's direct video, the BIOS's write). */
  put(col: number, row: number, code: number, attribute: number): void {
    if (!this.active) return; // B800 is not mapped in a graphics mode (see poke)
    const o = (row * this.cols + col) * 2;
    if (o + 1 >= TEXT_MEMORY_BYTES) return; // a cursor placed past B800:7FFF (placeCursor)
    this.memory[o] = code & 0xff;
    this.memory[o + 1] = attribute & 0xff;
    this.drawCell(row * this.cols + col);
  }

  /** Move the cursor (clamped to the screen: 80×25 or 40×25 cells, 80×30 in mode 12h), as INT 10h AH=02h does. */
  setCursor(col: number, row: number): void {
    const old = this.cursorCell();
    this.col = Math.max(0, Math.min(this.cols - 1, Math.trunc(col)));
    this.row = Math.max(0, Math.min(this.rows - 1, Math.trunc(row)));
    if (this.active && this.cursorShown()) {
      this.drawCell(old);
      this.drawCell(this.cursorCell());
    }
  }

  /**
   * Put the cursor where INT 10h AH=02h is told, past the screen's edge too: DOSBox's BIOS keeps
   * the column and row bytes as given (probe CUR1, test/fixtures/oracle-files: row 0 column 80 reads
   * back 0,80 at 0040:0050). The teletype then writes where row × columns + column falls in B800
   * (row 0 column 80 is the cell at row 1 column 0) and counts on from there (see teletype).
   */
  placeCursor(col: number, row: number): void {
    if (!this.active) return this.setCursor(col, row);
    const old = this.cursorCell();
    this.col = col & 0xff;
    this.row = row & 0xff;
    // Each cell's pixels are its memory's as soon as it is written: only the underline moves (not
    // drawn in this blink phase, nothing does). The DOS prompt typed at power-on drew each
    // character's cell three times, before the page's first picture (bench figure 5c).
    if (!this.cursorShown()) return;
    this.drawCell(old);
    this.drawCell(this.cursorCell());
  }

  /** Is the underline drawn now (its blink phase, and a shape that shows)? */
  private cursorShown(): boolean {
    return this.cursorOn && (this.cursorType & 0x6000) !== 0x2000;
  }

  /**
   * Scroll the window (left, top)–(right, bottom) (0-based, inclusive) up by `lines`, filling
   * the lines left at the bottom with blanks in `attribute`; 0 lines blanks it all (INT 10h AH=06h).
   */
  scrollUp(left: number, top: number, right: number, bottom: number, lines: number, attribute: number): void {
    this.scroll(left, top, right, bottom, lines, attribute, 1);
  }

  /**
   * Scroll the window down by `lines` (INT 10h AH=07h): the lines left at the top blank in
   * `attribute`; 0 lines blanks it all.
   */
  scrollDown(left: number, top: number, right: number, bottom: number, lines: number, attribute: number): void {
    this.scroll(left, top, right, bottom, lines, attribute, -1);
  }

  /**
   * The BIOS scroll in a graphics mode, for a window blanked whole: its cells (8×16 pixels) filled
   * with the attribute's low four bits as the colour (oracle G5: clrscr after initgraph fills with
   * colour 7 for attribute 07h, with colour Eh for 1Eh). Moving the window's pixels by some lines
   * is not measured.
   */
  private blankGraphics(left: number, top: number, right: number, bottom: number, whole: boolean, attribute: number): void {
    if (!whole) throw new Error('scrolling a text window by lines in a graphics mode is not modelled (call closegraph first)');
    const w = this.vga.width, x0 = left * CELL_W, y0 = top * CELL_H;
    const x1 = Math.min(w, (right + 1) * CELL_W) - 1, y1 = Math.min(this.vga.height, (bottom + 1) * CELL_H) - 1;
    if (x1 < x0 || y1 < y0) return;
    for (let y = y0; y <= y1; y++) this.vga.pixels.fill(attribute & 0x0f, y * w + x0, y * w + x1 + 1);
    this.vga.touch(x0, y0, x1, y1);
  }

  /** Each row of the window takes the row `lines` below it (dir 1) or above it (dir −1), or blanks. */
  private scroll(left: number, top: number, right: number, bottom: number, lines: number, attribute: number, dir: 1 | -1): void {
    const height = bottom - top + 1;
    const n = lines <= 0 || lines >= height ? height : lines;
    if (!this.active) return this.blankGraphics(left, top, right, bottom, n === height, attribute);
    const mem = this.memory, h = this.cellH;
    const px = this.vga.pixels;
    const dotW = TEXT_COLS / this.cols;
    const xa = left * CELL_W * dotW;
    const xb = (right + 1) * CELL_W * dotW;
    const step = xa || xb - TEXT_W ? 1 : h;
    for (let k = 0; k < height; k++) {
      const r = dir === 1 ? top + k : bottom - k;
      const from = r + dir * n;
      const moved = from >= top && from <= bottom;
      for (let c = left; c <= right; c++) {
        const o = (r * this.cols + c) * 2;
        if (moved) {
          const p = (from * this.cols + c) * 2;
          mem[o] = mem[p]!;
          mem[o + 1] = mem[p + 1]!;
        } else {
          mem[o] = BLANK;
          mem[o + 1] = attribute & 0xff;
          this.drawCell(r * this.cols + c);
        }
      }
      // A moved row takes its pixels with it: drawing every cell again made a scroll cost about
      // 1 ms (corpus C1044, printing in an endless loop, ran 70 times slower than the virtual clock).
      // A row the screen's width is one block: one copy, not one per line of pixels (a printed line's
      // scroll ~20 % less CPU).
      if (moved) for (let y = 0; y < h; y += step) px.copyWithin((r * h + y) * TEXT_W + xa, (from * h + y) * TEXT_W + xa, (from * h + y + step - 1) * TEXT_W + xb);
    }
    // The cursor's underline moved with its row: the cell it landed in and its own cell drawn anew.
    const cur = this.cursorCell();
    const cr = Math.floor(cur / this.cols);
    const cc = cur - cr * this.cols;
    if (cc >= left && cc <= right && cr - dir * n >= top && cr - dir * n <= bottom) this.drawCell(cur - dir * n * this.cols);
    this.drawCell(cur);
    this.vga.touch(xa, top * h, xb - 1, (bottom + 1) * h - 1);
  }

  /**
   * The BIOS teletype (INT 10h AH=0Eh), which DOS's CON device writes through (DOSBox int10_char.cpp):
   * a character goes into the cell at the cursor keeping that cell's attribute; BEL (7) writes
   * nothing, but a cursor on row 25 or column 80 then moves on as after a character (textgen4
   * U00076: TC's '\a' at row 25 scrolls the screen); BS (8) moves left within the line; CR (13) to column 0; LF (10) one line down, the
   * column kept; TAB (9) writes blanks up to the next multiple of 8. Past column 79 the line wraps;
   * below row 24 the screen scrolls up, the new line blank in 07h (DOSBox 0.74 fills with 07h in a text
   * mode, not with the attribute under the cursor as later versions do: textgen T00211, a 74h line
   * scrolled up in BW40 brings a 07h one).
   * Characters above 255 are an error: a C string holds bytes. In a graphics mode the same
   * teletype draws into the picture instead, in `graphicsColour` (see teletype): DOS's output in
   * 15, its echo of a line being read in 7.
   */
  print(text: string, graphicsColour = DOS_GRAPHICS_COLOUR): void {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c > 255) throw new Error(`TextConsole.print: character U+${c.toString(16)} at index ${i} is not a byte`);
      this.teletype(c, graphicsColour);
    }
  }

  /** The text of one row, trailing blanks removed. */
  line(row: number): string {
    let s = '';
    for (let c = 0; c < this.cols; c++) s += String.fromCharCode(this.charAt(c, row));
    return s.replace(/ +$/, '');
  }

  /**
   * The BIOS teletype: BEL ignored, TAB as blanks to the next multiple of 8, BS, CR, LF, wrap at
   * column 80, scroll below the last row. In text mode a character takes its cell's attribute and
   * the scrolled-in row the attribute under the cursor (DOSBox). In mode 12h the grid is 80×30
   * cells of 8×16, a character is drawn whole, the glyph in `colour` over colour 0 (oracle G1:
   * every cell printf writes after initgraph, over 16 coloured bars), no cursor is drawn, and the
   * picture scrolls up 16 lines with the bottom ones cleared to 0 (oracle G3).
   */
  private teletype(c: number, colour: number): void {
    const text = this.active;
    const rows = this.rows;
    const cols = text ? this.cols : this.vga.width / CELL_W;
    let col = this.col, row = this.row;
    if (c === 0x09) {
      do this.teletype(BLANK, colour);
      while (this.col % 8 !== 0);
      return;
    }
    if (c === 0x08) {
      if (col > 0) col--;
    } else if (c === 0x0d) {
      col = 0;
    } else if (c === 0x0a) {
      row++;
    } else if (c === 0x07) {
      // BEL: nothing written, the checks below still made
    } else {
      if (text) this.put(col, row, c, this.attributeAt(col, row));
      else this.drawGlyph(this.vga.pixels, this.vga.width, col * CELL_W, row * this.cellH, c, colour, 0, 1);
      col++;
    }
    if (col === cols) {
      col = 0;
      row++;
    }
    if (row === rows) {
      if (text) this.scrollUp(0, 0, cols - 1, rows - 1, 1, NORMAL_ATTRIBUTE);
      else this.scrollPicture(rows);
      row--;
    }
    if (text) this.placeCursor(col, row); // a column past 80 goes on counting: it wraps only at 80 (CUR1)
    else {
      this.col = col;
      this.row = row;
    }
  }

  /** The graphics teletype's scroll: the picture up one row of cells, the bottom row cleared to 0 (12h: G3; 13h: M13B). */
  private scrollPicture(rows: number): void {
    const w = this.vga.width, px = this.vga.pixels, h = this.cellH;
    px.copyWithin(0, w * h, w * rows * h);
    px.fill(0, w * (rows - 1) * h, w * rows * h);
    this.vga.touch(0, 0, w - 1, rows * h - 1);
  }

  /**
   * The glyphs drawn and their height: the VGA's 8×16; in mode 13h the BIOS's 8×8 in 40×25 cells
   * (oracle M13B), which the C library that sets that mode gives (runtime/tc/bios-extra.ts).
   */
  glyphs = FONT8X16;
  cellH = CELL_H;

  /** The rows of cells the picture holds: 25 in text mode, 50 with the 8×8 font (INT 10h AX=1112h), 30 in mode 12h. */
  get rows(): number {
    return (this.vga.height / this.cellH) | 0;
  }

  /** Draw glyph `code` with its top left at (x0, y0) of a `stride`-wide picture, fg on bg, each dot `dotW` wide. */
  drawGlyph(px: Uint8Array, stride: number, x0: number, y0: number, code: number, fg: number, bg: number, dotW: number): void {
    const h = this.cellH;
    for (let gy = 0; gy < h; gy++) {
      let p = (y0 + gy) * stride + x0;
      const bits = this.glyphs[code * h + gy]!;
      // dot by dot, each dotW pixels (a division per pixel was oracle-text's costliest line)
      for (let dot = 0x80; dot; dot >>= 1) for (let k = 0, c = bits & dot ? fg : bg; k < dotW; k++) px[p++] = c;
    }
    this.vga.touch(x0, y0, x0 + CELL_W * dotW - 1, y0 + h - 1);
  }

  private cursorCell(): number {
    return this.row * this.cols + this.col;
  }

  private fillBlank(attribute: number): void {
    // One cell, then doubled by copies: a byte loop over the 32 KB ran in the interpreter at
    // power-on (13–36 ms on a loaded VM), before the page's first picture.
    const m = this.memory;
    m[0] = BLANK;
    m[1] = attribute;
    for (let n = 2; n < TEXT_MEMORY_BYTES; n *= 2) m.copyWithin(n, 0, Math.min(n, TEXT_MEMORY_BYTES - n));
  }

  /** Draw every cell again from video memory (after the cursor type or the blink enable changed). */
  redraw(): void {
    const cells = this.cols * this.rows;
    const m = this.memory;
    let uniform = BLANK_GLYPH_EMPTY;
    for (let o = 0; uniform && o < cells * 2; o += 2) uniform = m[o] === BLANK && m[o + 1] === m[1];
    if (!uniform) {
      for (let i = 0; i < cells; i++) this.drawCell(i);
      return;
    }
    // A blank screen (every mode set, the DOS prompt at power-on) is its background colour, one
    // fill: plotting 2 000 empty glyphs dot by dot took 55–85 ms before the JIT warmed up, and
    // the page's first picture waited on it (bench figure 5c).
    this.vga.pixels.fill((m[1]! >> 4) & (this.blink ? 7 : 15), 0, TEXT_W * TEXT_H);
    this.vga.touch(0, 0, TEXT_W - 1, TEXT_H - 1);
    this.drawCell(this.cursorCell()); // with the cursor, if it shows
  }

  /** Draw cell `i` (row-major) from video memory in the current blink phase, with the cursor if it is there. */
  private drawCell(i: number): void {
    if (i >= this.cols * this.rows) return; // memory past the screen (placeCursor)
    const px = this.vga.pixels;
    const code = this.memory[i * 2]!;
    const attr = this.memory[i * 2 + 1]!;
    const bg = (attr >> 4) & (this.blink ? 7 : 15);
    const fg = this.blink && attr & 0x80 && this.blinkOff ? bg : attr & 15;
    const dotW = TEXT_COLS / this.cols;
    const col = i % this.cols;
    const x0 = col * CELL_W * dotW;
    const y0 = ((i - col) / this.cols) * this.cellH;
    this.drawGlyph(px, TEXT_W, x0, y0, code, fg, bg, dotW);
    if (this.cursorShown() && i === this.cursorCell()) {
      // DOSBox draws the cursor in the cell's foreground, blinking or not.
      // Lines 13–14 of the cell: in the 8-line cells of INT 10h AX=1112h none, as DOSBox's CRTC
      // cursor start 0Dh lies past the cell's last line (0040:0060 stays 0607h there: probe TR1).
      for (let y = y0 + CURSOR_START; y <= y0 + CURSOR_END && y < y0 + this.cellH; y++) px.fill(attr & 15, y * TEXT_W + x0, y * TEXT_W + x0 + CELL_W * dotW);
    }
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
