/**
 * Drawing the game with the BGI: the well (a bar3d frame), its cells — only those whose look
 * changed since the last frame, so a frame costs what moved — the next and hold boxes and the
 * numbers. Every cell's centre pixel is its colour (a block's, the empty colour, or under a ghost
 * outline the empty colour), which is what the soak test reads back.
 */
import {
  BLACK, CYAN, DARKGRAY, DEFAULT_FONT, HORIZ_DIR, LEFT_TEXT, LIGHTGRAY, SOLID_FILL, TOP_TEXT, WHITE, YELLOW,
  bar, bar3d, outtextxy, rectangle, setcolor, setfillstyle, settextjustify, settextstyle,
} from '../../../runtime/tc/graphics.ts';
import type { Game } from '../engine/game.ts';
import type { Cell } from '../engine/types.ts';
import { ZHOU_FALLING_COLOR } from '../profiles/zhou.ts';

export const CELL = 20;
export const FIELD_LEFT = 40;
export const FIELD_TOP = 50;
export const PANEL_LEFT = 350;
const SMALL = 12;

/** What a cell shows: 0 empty, a colour 1–15, or GHOST + colour. */
const GHOST = 16;

/** Zhou's unlit back blocks are visible (ColorOfBackBlock); the other seeds draw nothing there. */
export function emptyColor(game: Game): number {
  return game.profile.id === 'zhou' ? DARKGRAY : BLACK;
}

/** The screen position of field cell (x, y), or null above the visible rows. */
export function cellAt(game: Game, x: number, y: number): [number, number] | null {
  const row = y - game.field.hidden;
  if (row < 0) return null;
  return [FIELD_LEFT + x * CELL, FIELD_TOP + row * CELL];
}

export class BoardView {
  /** What each visible cell shows now (−1: not drawn yet). */
  private shown: Int16Array;
  private readonly want: Int16Array;

  constructor(private readonly game: Game, private readonly ghost: boolean) {
    this.shown = new Int16Array(game.field.width * game.field.visibleRows).fill(-1);
    this.want = new Int16Array(this.shown.length);
  }

  /** The well's frame: a 3-D bar behind the cells. */
  frame(): void {
    const f = this.game.field;
    const r = FIELD_LEFT + f.width * CELL - 1, b = FIELD_TOP + f.visibleRows * CELL - 1;
    setcolor(LIGHTGRAY);
    setfillstyle(SOLID_FILL, DARKGRAY);
    bar3d(FIELD_LEFT - 6, FIELD_TOP - 6, r + 6, b + 6, 6, 1);
    setfillstyle(SOLID_FILL, BLACK);
    bar(FIELD_LEFT - 1, FIELD_TOP - 1, r + 1, b + 1);
    this.invalidate();
  }

  invalidate(): void {
    this.shown.fill(-1);
  }

  /** Draw the cells whose look changed. */
  update(): void {
    const g = this.game, f = g.field, w = f.width, top = f.hidden;
    for (let y = top; y < f.rows; y++) for (let x = 0; x < w; x++) this.want[(y - top) * w + x] = f.color[y * w + x]!;
    const color = g.piece ? g.rules.color(g.piece.kind) : 0;
    const pieceColor = g.profile.id === 'zhou' ? ZHOU_FALLING_COLOR : color; // his dynamic blocks
    if (this.ghost && g.piece) this.paint(g.rules.cells(g.ghost()!), GHOST + color);
    this.paint(g.cells(), pieceColor);
    for (let i = 0; i < this.want.length; i++) {
      if (this.want[i] !== this.shown[i]) {
        this.shown[i] = this.want[i]!;
        this.drawCell(i % w, Math.floor(i / w), this.want[i]!);
      }
    }
  }

  private paint(cells: readonly Cell[], v: number): void {
    const f = this.game.field;
    for (const [x, y] of cells) if (y >= f.hidden && y < f.rows && x >= 0 && x < f.width) this.want[(y - f.hidden) * f.width + x] = v;
  }

  private drawCell(x: number, row: number, v: number): void {
    const px = FIELD_LEFT + x * CELL, py = FIELD_TOP + row * CELL;
    const empty = emptyColor(this.game);
    setfillstyle(SOLID_FILL, BLACK);
    bar(px, py, px + CELL - 1, py + CELL - 1);
    const fill = v === 0 || v >= GHOST ? empty : v;
    setfillstyle(SOLID_FILL, fill);
    if (fill !== BLACK) bar(px + 1, py + 1, px + CELL - 2, py + CELL - 2);
    if (v >= GHOST) {
      setcolor(v - GHOST);
      rectangle(px + 2, py + 2, px + CELL - 3, py + CELL - 3);
    } else if (v !== 0 && this.game.profile.id === 'modern') {
      setcolor(WHITE); // a lit edge, as Guideline blocks have
      rectangle(px + 1, py + 1, px + CELL - 2, py + CELL - 2);
      setfillstyle(SOLID_FILL, v);
      bar(px + 2, py + 2, px + CELL - 2, py + CELL - 2);
    }
  }
}

/** A titled box of the side panel, drawn with bar3d. */
export function panelBox(l: number, t: number, r: number, b: number, title: string): void {
  setcolor(LIGHTGRAY);
  setfillstyle(SOLID_FILL, BLACK);
  bar3d(l, t, r, b, 4, 1);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  setcolor(CYAN);
  outtextxy(l + 6, t + 5, title);
}

/** A piece (its spawn-state cells) centred in a box's inside, small cells. */
export function drawMini(game: Game, kind: number, l: number, t: number, r: number, b: number): void {
  setfillstyle(SOLID_FILL, BLACK);
  bar(l, t, r, b);
  if (kind < 0) return;
  const cells = game.rules.cells(game.rules.spawn(kind));
  const xs = cells.map((c) => c[0]), ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs), minY = Math.min(...ys);
  const w = (Math.max(...xs) - minX + 1) * SMALL, h = (Math.max(...ys) - minY + 1) * SMALL;
  const ox = Math.floor((l + r + 1 - w) / 2), oy = Math.floor((t + b + 1 - h) / 2);
  setfillstyle(SOLID_FILL, game.rules.color(kind));
  for (const [x, y] of cells) {
    const px = ox + (x - minX) * SMALL, py = oy + (y - minY) * SMALL;
    bar(px + 1, py + 1, px + SMALL - 2, py + SMALL - 2);
  }
}

/** A line of text over a cleared strip (numbers that change). */
export function textLine(x: number, y: number, width: number, text: string, color = WHITE): void {
  setfillstyle(SOLID_FILL, BLACK);
  bar(x, y, x + width - 1, y + 9);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  setcolor(color);
  outtextxy(x, y + 1, text);
}

/** A message box over the middle of the well (pause, game over). */
export function wellMessage(game: Game, lines: readonly string[]): void {
  const f = game.field;
  const cx = FIELD_LEFT + Math.floor((f.width * CELL) / 2);
  const cy = FIELD_TOP + Math.floor((f.visibleRows * CELL) / 2);
  const h = 16 + lines.length * 14;
  const half = Math.min(100, Math.floor((f.width * CELL) / 2)); // inside the well (Qiu's is 180 px)
  setcolor(YELLOW);
  setfillstyle(SOLID_FILL, 1);
  bar3d(cx - half, cy - Math.floor(h / 2), cx + half, cy + Math.ceil(h / 2), 5, 1);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(1, TOP_TEXT);
  lines.forEach((s, i) => {
    setcolor(i === 0 ? YELLOW : WHITE);
    outtextxy(cx, cy - Math.floor(h / 2) + 10 + i * 14, s);
  });
  settextjustify(LEFT_TEXT, TOP_TEXT);
}

/** m:ss.hh from virtual ms. */
export function clockText(ms: number): string {
  const hund = Math.floor(ms / 10);
  const m = Math.floor(hund / 6000), s = Math.floor((hund % 6000) / 100), h = hund % 100;
  return `${m}:${String(s).padStart(2, '0')}.${String(h).padStart(2, '0')}`;
}
