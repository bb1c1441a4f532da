/**
 * The escape sequences of DOSBox 0.74's CON device (src/dos/dev_con.h, device_CON::Write), which
 * the oracle's programs write through: what DOS writes to the screen (printf, puts, putchar, INT
 * 21h AH=02h/09h) goes through an ANSI reader before the BIOS teletype. Measured by probe ANS1
 * (test/fixtures/oracle-files):
 * - ESC and the character after it write nothing unless that character is '[' (corpus C1901,
 *   C1909, C1945: a key echoed with putchar or `%c`, Esc among the harness' keys);
 * - ESC [ takes decimal arguments separated by ';' (each kept in a byte), then one letter:
 *   `m` sets the attribute (0 back to 07h, 1 bright, 5 blink, 7 70h, 30–37 the foreground,
 *   40–47 the background) and from then on characters are written in it, until an `m` with 0;
 *   `H`/`f` moves the cursor (row;column from 1, 0 taken as 1, clamped to the screen); `A`, `B`,
 *   `C`, `D` move it by the argument (0 as 1), clamped; `J` with any argument clears the screen in
 *   the attribute and homes the cursor; `K` blanks from the cursor to the line's end in the
 *   attribute, the cursor kept; `M` deletes lines at the cursor's row (the rest scrolls up, blanks
 *   in the attribute); `s` and `u` save and restore the cursor; any other character ends the
 *   sequence doing nothing (`L` too);
 * - the state lasts from one write to the next (a sequence split over two printf calls works);
 * - an LF written after anything but a CR gets a CR first (a text stream's '\n' reaches the
 *   device as CR LF already: the library's toScreen).
 * A TAB's blanks take the attribute too. In a graphics mode (probe ANS2, mode 12h) a character
 * after an SGR is drawn in the attribute's low four bits over colour 0 (its background bits
 * unused: `ESC[1;31;44m` draws 12 on 0), or with bit 7 (`ESC[5m`) XORed into the picture, its
 * background kept; `J` fills the screen with the attribute's colour, `K` blanks with 0.
 */
import { CELL_W, type TextConsole } from '../hw/textmode.ts';
import type { Vga } from '../hw/vga.ts';

const ESC = 0x1b;

export class ConDevice {
  private esc = false;
  private sci = false;
  private args: number[] = [0];
  private attr = 0x07;
  private enabled = false;
  private savedCol = 0;
  private savedRow = 0;
  /** The last character written as text (not a sequence's): an LF after anything but a CR gets a CR first. */
  private lastWrite = 0;

  constructor(
    private readonly con: TextConsole,
    private readonly vga: Vga,
    /** DOS's plain output to the teletype (cell attributes kept). */
    private readonly print: (text: string) => void,
  ) {}

  write(s: string): void {
    let run = '';
    const flush = (): void => {
      if (run !== '') this.print(run);
      run = '';
    };
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (!this.esc) {
        if (c === ESC) {
          flush();
          this.esc = true;
          this.sci = false;
          this.args = [0];
        } else {
          // DOSBox's CON writes a CR before an LF that does not follow one (oracle-files ANS3:
          // INT 21h AH=02h of 0Ah, _write's "a\nb" and an ESC that took printf's CR all end in
          // column 0; dos-screen CM1: TYPE of a file with LF line ends); what it last wrote is the
          // text's, an escape sequence's not
          const lf = c === 0x0a && this.lastWrite !== 0x0d;
          this.lastWrite = c;
          if (this.enabled) {
            flush();
            if (lf) this.coloured(0x0d);
            this.coloured(c);
          } else run += lf ? '\r\n' : s[i];
        }
      } else if (!this.sci) {
        // ANS1: ESC x writes nothing; ESC [ starts the arguments
        if (c === 0x5b) this.sci = true;
        else this.esc = false;
      } else this.sequence(c);
    }
    flush();
  }

  /** A character written in the SGR attribute: it goes into the cell at the cursor first, so that the teletype keeps it (ANS1: a TAB's blanks too). */
  private coloured(c: number): void {
    const con = this.con;
    if (c === 0x09) {
      do this.coloured(0x20);
      while (con.col % 8 !== 0);
      return;
    }
    const shown = c !== 0x07 && c !== 0x08 && c !== 0x0a && c !== 0x0d;
    if (shown && !con.active) return this.drawn(c);
    if (shown) con.put(con.col, con.row, c, this.attr);
    this.print(String.fromCharCode(c));
  }

  /** A graphics mode's character in the attribute (ANS2), then the cursor on as the teletype moves it. */
  private drawn(c: number): void {
    const con = this.con, vga = this.vga, h = con.cellH, w = vga.width;
    const x0 = con.col * CELL_W, y0 = con.row * h, fg = this.attr & 0x0f;
    if (this.attr & 0x80) {
      for (let y = 0; y < h; y++) {
        const bits = con.glyphs[c * h + y]!;
        for (let x = 0; x < CELL_W; x++) if (bits & (0x80 >> x)) vga.pixels[(y0 + y) * w + x0 + x]! ^= fg;
      }
      vga.touch(x0, y0, x0 + CELL_W - 1, y0 + h - 1);
    } else con.drawGlyph(vga.pixels, w, x0, y0, c, fg, 0, 1);
    if (con.col + 1 < w / CELL_W) return con.setCursor(con.col + 1, con.row);
    con.setCursor(0, con.row);
    this.print('\n'); // the next line, the picture scrolled up at the last
  }

  private sequence(c: number): void {
    const con = this.con;
    const a = this.args;
    const last = a.length - 1;
    if (c >= 0x30 && c <= 0x39) {
      a[last] = (a[last]! * 10 + c - 0x30) & 0xff;
      return;
    }
    if (c === 0x3b) {
      a.push(0);
      return;
    }
    this.esc = false;
    // the cursor's moves, K's count and M's last row take the rows and columns DOSBox's CON read
    // when it started, 80 × 25, whatever the mode (oracle-files ANS3, ANS4: in 40 columns ESC[3C from
    // column 38 goes to column 41, ESC[25;60H to column 60, ESC[K at column 30 blanks 50 cells on
    // into the next row); J clears the screen the BIOS has (30 rows in mode 12h: ANS2)
    const rows = CON_ROWS, cols = CON_COLS;
    const by = a[0] || 1;
    const place = (col: number, row: number): void => (con.active ? con.placeCursor(col, row) : con.setCursor(col, row));
    switch (String.fromCharCode(c)) {
      case 'm':
        for (const n of a) {
          this.enabled = true;
          if (n === 0) {
            this.attr = 0x07;
            this.enabled = false;
          } else if (n === 1) this.attr |= 0x08;
          else if (n === 5) this.attr |= 0x80;
          else if (n === 7) this.attr = 0x70;
          else if (n >= 30 && n <= 37) this.attr = (this.attr & 0xf8) | SGR_COLOUR[n - 30]!;
          else if (n >= 40 && n <= 47) this.attr = (this.attr & 0x8f) | (SGR_COLOUR[n - 40]! << 4);
        }
        return;
      case 'H':
      case 'f':
        return place(Math.min(a[1] || 1, cols) - 1, Math.min(a[0] || 1, rows) - 1);
      case 'A':
        return place(con.col, Math.max(0, con.row - by));
      case 'B':
        return place(con.col, Math.min(rows - 1, con.row + by));
      case 'C':
        return place(Math.min(cols - 1, con.col + by), con.row);
      case 'D':
        return place(Math.max(0, con.col - by), con.row);
      case 'J': {
        const screenCols = con.active ? con.cols : this.vga.width / CELL_W;
        con.scrollUp(0, 0, screenCols - 1, con.rows - 1, 0, this.attr);
        return con.setCursor(0, 0);
      }
      case 'K':
        if (con.active) {
          // the BIOS's AH=09h from the cursor: 80 − column cells, on into the next rows
          let x = con.col, y = con.row;
          for (let n = cols - con.col; n > 0; n--) {
            con.put(x, y, 0x20, this.attr);
            if (++x === con.cols) (x = 0), y++;
          }
          return;
        }
        // (blanks drawn in a graphics mode: colour 0, or nothing XORed)
        for (let x = con.col; x < cols; x++) {
          if (!(this.attr & 0x80)) con.drawGlyph(this.vga.pixels, this.vga.width, x * CELL_W, con.row * con.cellH, 0x20, 0, 0, 1);
        }
        return;
      case 'M':
        // (the BIOS's scroll takes the window to the screen's columns)
        return con.scrollUp(0, con.row, (con.active ? con.cols : this.vga.width / CELL_W) - 1, rows - 1, by, this.attr);
      case 's':
        this.savedCol = con.col;
        this.savedRow = con.row;
        return;
      case 'u':
        return con.setCursor(this.savedCol, this.savedRow);
    }
  }
}

/** The rows and columns DOSBox's CON device takes for its sequences: the BIOS's at DOSBox's start (mode 03h), never read again. */
const CON_ROWS = 25, CON_COLS = 80;

/** SGR's colour order (black, red, green, yellow, blue, magenta, cyan, white) as the PC's attribute bits. */
const SGR_COLOUR = [0, 4, 2, 6, 1, 5, 3, 7];
