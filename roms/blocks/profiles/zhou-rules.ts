/**
 * Zhou's line removal (seed 000b, 6.6): after a shape is fixed, only the four rows from its base
 * point down are scanned (never past row 22: row 23 is the floor); a full row is put out and every
 * row above it, up to row 3, moves down one — the hidden rows 0–2 do not move.
 */
import type { Field } from '../engine/field.ts';

export { ZHOU_HIDDEN, ZHOU_ROWS, ZHOU_WIDTH } from './zhou.ts';

/** DelLine(indexOfLine): put the row out, then rows indexOfLine − 1 … 3 each fall one. */
export function delLine(field: Field, indexOfLine: number): void {
  field.clearRow(indexOfLine);
  for (let i = indexOfLine - 1; i >= 3; i--) {
    field.copyRow(i, i + 1);
    field.clearRow(i);
  }
}

/** ScanFullLines(lineStart, lineEnd) from the base point's row; returns countOfFullLine. */
export function scanFullLines(field: Field, baseY: number): number {
  const lineStart = Math.max(0, baseY), lineEnd = Math.min(baseY + 3, field.rows - 1);
  let countOfFullLine = 0;
  for (let i = lineStart; i <= lineEnd; i++) {
    if (field.isFullRow(i)) {
      countOfFullLine++;
      delLine(field, i);
    }
  }
  return countOfFullLine;
}
