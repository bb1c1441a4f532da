/**
 * The video BIOS's walks from the cursor, one rule for the text and the graphics modes: AH=09h/0Ah's
 * copies (repeatFromCursor) and AH=0Eh's teletype (teletypeOn).
 *
 * INT 10h AH=0Eh's walk of the cursor, as DOSBox
 * 0.74's INT10_TeletypeOutputAttr has it: BEL, BS, CR and LF draw nothing (BEL leaves the cursor,
 * BS moves it left, CR to column 0, LF down a row); TAB writes blanks
 * to the next multiple of 8; any other code is written at the cursor, which moves right; past the
 * last column it goes to the next row, and below the last row the page scrolls up one row, the
 * checks made after every code, BEL's too, for a cursor AH=02h placed past the edge (probes PV05, CGA1, EGA1, VB2). What a mode does to write a character and scroll is its own
 * (bios-text.ts, vga-bios.ts).
 */

/** A page as the teletype sees it. */
export interface TeletypePage {
  readonly cols: number;
  readonly rows: number;
  /** The page's cursor, row << 8 | column. */
  cursor(): number;
  place(row: number, col: number): void;
  /** Code `ch` written at (col, row) in the teletype's attribute. */
  put(col: number, row: number, ch: number): void;
  /** The page moved up a row, the row below blanked. */
  scrollUp(): void;
}

export function teletypeOn(page: TeletypePage, ch: number): void {
  const at = page.cursor();
  let row = at >> 8, col = at & 0xff;
  switch (ch) {
    case 7:
      break;
    case 8:
      if (col > 0) col--;
      break;
    case 13:
      col = 0;
      break;
    case 10:
      row++;
      break;
    case 9:
      do {
        teletypeOn(page, 0x20);
        col = page.cursor() & 0xff;
      } while (col % 8);
      row = page.cursor() >> 8;
      break;
    default:
      page.put(col, row, ch);
      col = (col + 1) & 0xff;
  }
  if (col === page.cols) {
    col = 0;
    row++;
  }
  if (row === page.rows) {
    page.scrollUp();
    row--;
  }
  page.place(row, col);
}

/**
 * INT 10h AH=09h/0Ah: `count` copies written from the cursor (row << 8 | column) on, each at the
 * next column, past the last one at the next row's first (the row wrapping at 256); the cursor
 * itself stays (probes TX1, VB2).
 */
export function repeatFromCursor(cols: number, cursor: number, count: number, put: (col: number, row: number) => void): void {
  let row = cursor >> 8, col = cursor & 0xff;
  for (let n = count; n > 0; n--) {
    put(col, row);
    col = (col + 1) & 0xff;
    if (col === cols) {
      col = 0;
      row = (row + 1) & 0xff;
    }
  }
}
