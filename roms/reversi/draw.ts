/**
 * The screen, drawn with the BGI at 640×480×16 (ours, after the seed's renderer: a square per
 * cell with a 2-pixel black grid, and a filled circle per disc, inset by the seed's
 * `circleReduce` = 0.2 of the cell on each side). Left: the board with its coordinates; right:
 * the counts, whose turn, the players, the move list and the messages; below: the buttons.
 */
import {
  BLACK, BLUE, BROWN, CYAN, DARKGRAY, DEFAULT_FONT, GREEN, HORIZ_DIR, LEFT_TEXT, LIGHTCYAN, LIGHTGRAY,
  LIGHTGREEN, LIGHTMAGENTA, LIGHTRED, NORM_WIDTH, RED, RIGHT_TEXT, SOLID_FILL, SOLID_LINE, TOP_TEXT, WHITE, YELLOW,
  bar, bar3d, circle, fillellipse, line, outtextxy, rectangle, setcolor, setfillstyle, setlinestyle,
  settextjustify, settextstyle,
} from '../../runtime/tc/graphics.ts';
import { LEVEL_NAMES } from './engine/levels.ts';
import { HUMAN } from './files.ts';
import { BLACK as P_BLACK, CELLS, EMPTY, type Game, WHITE as P_WHITE, pointOf } from './model.ts';
import { squareName } from './notation.ts';

/** The board: 8 cells of CELL pixels from (BOARD_X, BOARD_Y). */
export const CELL = 50, BOARD_X = 24, BOARD_Y = 34, BOARD_SIZE = 8 * CELL;
/** The seed's disc: the cell inset by circleReduce (0.2) of its size on each side. */
export const DISC_R = (CELL - 2 * Math.trunc(CELL * 0.2)) / 2;
/** The panel right of the board. */
export const PANEL_X = 448, PANEL_R = 632;
/** Characters per panel line (the 8×8 font). */
export const PANEL_CHARS = Math.floor((PANEL_R - PANEL_X) / 8);
const MOVES_Y = 176, MOVES_PER_LINE = 7, MOVE_LINES = 9;
const MESSAGE_Y = 330, MESSAGE_LINES = 9;
const BUTTON_Y = 448, BUTTON_H = 20;

/** What the board shows besides the discs. */
export interface BoardMarks {
  /** Cells where the player to move may play (empty: markers off or nobody to mark for). */
  legal: readonly number[];
  last: number;
  cursor: number;
  /** The hinted cell, or −1. */
  hint: number;
}

/** @c int cellAt(int x, int y) — the cell under pixel (x, y), or −1. */
export function cellAt(x: number, y: number): number {
  if (x < BOARD_X || y < BOARD_Y || x >= BOARD_X + BOARD_SIZE || y >= BOARD_Y + BOARD_SIZE) return -1;
  return Math.floor((y - BOARD_Y) / CELL) * 8 + Math.floor((x - BOARD_X) / CELL);
}

function centre(cell: number): { cx: number; cy: number } {
  const p = pointOf(cell);
  return { cx: BOARD_X + p.x * CELL + CELL / 2, cy: BOARD_Y + p.y * CELL + CELL / 2 };
}

/** @c void drawFrame(void) — the frame, the title and the coordinates: drawn once per full redraw. */
export function drawFrame(): void {
  setfillstyle(SOLID_FILL, BLUE);
  bar(0, 0, 639, 479);
  setfillstyle(SOLID_FILL, CYAN);
  bar(0, 0, 639, 15);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  setcolor(BLACK);
  outtextxy(8, 4, 'REVERSI');
  settextjustify(RIGHT_TEXT, TOP_TEXT);
  outtextxy(632, 4, 'after a 2009 Windows Mobile game');
  settextjustify(LEFT_TEXT, TOP_TEXT);
  setcolor(BROWN);
  setfillstyle(SOLID_FILL, BROWN);
  bar3d(BOARD_X - 6, BOARD_Y - 6, BOARD_X + BOARD_SIZE + 6, BOARD_Y + BOARD_SIZE + 6, 6, 1);
  setcolor(LIGHTCYAN);
  for (let i = 0; i < 8; i++) {
    outtextxy(BOARD_X + i * CELL + CELL / 2 - 4, BOARD_Y - 17, 'abcdefgh'[i]!);
    outtextxy(BOARD_X - 18, BOARD_Y + i * CELL + CELL / 2 - 4, String(i + 1));
  }
}

/** @c void drawBoard(struct game *game, struct marks *marks) — the cells: the green squares, the seed's 2-pixel grid, the discs and the marks. */
export function drawBoard(game: Game, marks: BoardMarks): void {
  setfillstyle(SOLID_FILL, GREEN);
  bar(BOARD_X, BOARD_Y, BOARD_X + BOARD_SIZE, BOARD_Y + BOARD_SIZE);
  setcolor(BLACK);
  setlinestyle(SOLID_LINE, 0, NORM_WIDTH);
  for (let i = 0; i <= 8; i++) {
    const x = BOARD_X + i * CELL, y = BOARD_Y + i * CELL;
    line(x, BOARD_Y, x, BOARD_Y + BOARD_SIZE);
    line(x + 1, BOARD_Y, x + 1, BOARD_Y + BOARD_SIZE);
    line(BOARD_X, y, BOARD_X + BOARD_SIZE, y);
    line(BOARD_X, y + 1, BOARD_X + BOARD_SIZE, y + 1);
  }
  for (let c = 0; c < CELLS; c++) {
    const v = game.cells[c]!;
    if (v !== EMPTY) drawDisc(c, v);
  }
  for (const c of marks.legal) {
    const { cx, cy } = centre(c);
    setcolor(LIGHTGREEN);
    setfillstyle(SOLID_FILL, game.currentPlayer === P_BLACK ? DARKGRAY : LIGHTGRAY);
    fillellipse(cx, cy, 4, 4);
  }
  if (marks.last >= 0) {
    const { cx, cy } = centre(marks.last);
    setcolor(RED);
    setfillstyle(SOLID_FILL, RED);
    fillellipse(cx, cy, 3, 3);
  }
  if (marks.hint >= 0) {
    const { cx, cy } = centre(marks.hint);
    setcolor(LIGHTMAGENTA);
    circle(cx, cy, DISC_R + 4);
    circle(cx, cy, DISC_R + 5);
  }
  if (marks.cursor >= 0) {
    const p = pointOf(marks.cursor);
    const x = BOARD_X + p.x * CELL, y = BOARD_Y + p.y * CELL;
    setcolor(YELLOW);
    rectangle(x + 3, y + 3, x + CELL - 2, y + CELL - 2);
    rectangle(x + 4, y + 4, x + CELL - 3, y + CELL - 3);
  }
}

/** @c void drawDisc(int cell, int player) */
function drawDisc(cell: number, player: number): void {
  const { cx, cy } = centre(cell);
  drawDiscAt(cx, cy, DISC_R, player);
}

/** @c void drawDiscAt(int cx, int cy, int r, int player) */
function drawDiscAt(cx: number, cy: number, r: number, player: number): void {
  setcolor(player === P_BLACK ? DARKGRAY : LIGHTGRAY);
  setfillstyle(SOLID_FILL, player === P_BLACK ? BLACK : WHITE);
  fillellipse(cx, cy, r, r);
}

/** The name of computer level `p`: "first move", "greedy", then the engine's names. */
export function levelName(p: number): string {
  return p === 0 ? 'first move' : p === 1 ? 'greedy' : LEVEL_NAMES[p - 2] ?? '';
}

/** "Human", "Computer 1 (greedy)", … */
export function playerLabel(p: number): string {
  return p === HUMAN ? 'Human' : `Computer ${p} (${levelName(p)})`;
}

export interface PanelInfo {
  game: Game;
  black: number;
  white: number;
  moves: readonly number[];
  /** The line under the turn: "thinking…", "paused", the result. */
  turnNote: string;
}

/** @c void drawPanel(struct panel *info) — the right-hand panel: counts, turn, players, move list. */
export function drawPanel(info: PanelInfo): void {
  const { game } = info;
  setfillstyle(SOLID_FILL, BLUE);
  bar(PANEL_X - 8, BOARD_Y - 8, 639, MESSAGE_Y - 4);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  const nb = game.count(P_BLACK), nw = game.count(P_WHITE);
  drawDiscAt(PANEL_X + 12, BOARD_Y + 12, 12, P_BLACK);
  drawDiscAt(PANEL_X + 104, BOARD_Y + 12, 12, P_WHITE);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 2);
  setcolor(WHITE);
  outtextxy(PANEL_X + 30, BOARD_Y + 4, String(nb));
  outtextxy(PANEL_X + 122, BOARD_Y + 4, String(nw));
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  const over = game.isOver();
  setcolor(YELLOW);
  const turn = over ? 'Game over' : game.currentPlayer === P_BLACK ? 'Black to move' : 'White to move';
  outtextxy(PANEL_X, BOARD_Y + 40, turn);
  setcolor(LIGHTRED);
  outtextxy(PANEL_X, BOARD_Y + 54, info.turnNote.slice(0, PANEL_CHARS));
  // The level's name is in the options only: the engine names its levels, the panel stays fixed.
  ([['Black', info.black], ['White', info.white]] as const).forEach(([name, p], i) => {
    const y = BOARD_Y + 80 + i * 14;
    setcolor(WHITE);
    outtextxy(PANEL_X, y, `${name}: ${p === HUMAN ? 'Human' : `Computer ${p}`}`);
  });
  setcolor(LIGHTGRAY);
  outtextxy(PANEL_X, MOVES_Y - 14, `Moves (${info.moves.length})`);
  setcolor(WHITE);
  // The last MOVE_LINES lines: a whole game (60 moves) fits in 9 lines of 7.
  const lines: string[] = [];
  for (let i = 0; i < info.moves.length; i += MOVES_PER_LINE) lines.push(info.moves.slice(i, i + MOVES_PER_LINE).map(squareName).join(' '));
  lines.slice(-MOVE_LINES).forEach((l, i) => outtextxy(PANEL_X, MOVES_Y + i * 10, l));
}

/** @c int wrap(char *text, int width, char **lines) — word-wrap `text` to the panel's width. */
export function wrap(text: string, width = PANEL_CHARS): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      let w = word;
      while (w.length > width) {
        if (line) out.push(line);
        out.push(w.slice(0, width));
        w = w.slice(width);
        line = '';
      }
      if (line === '') line = w;
      else if (line.length + 1 + w.length <= width) line += ' ' + w;
      else {
        out.push(line);
        line = w;
      }
    }
    out.push(line);
  }
  return out;
}

/** @c void drawMessage(char *text) — the message box under the move list (pass, errors, hints, results). */
export function drawMessage(text: string): void {
  setfillstyle(SOLID_FILL, BLUE);
  bar(PANEL_X - 8, MESSAGE_Y - 4, 639, BUTTON_Y - 6);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  setcolor(YELLOW);
  wrap(text).slice(0, MESSAGE_LINES).forEach((l, i) => outtextxy(PANEL_X, MESSAGE_Y + i * 11, l));
}

/** A button of the bar below the board: its label, and the key it stands for. */
export interface Button {
  readonly label: string;
  /** The upper-case letter (or key code) the button sends. */
  readonly key: number;
  readonly x: number;
  readonly w: number;
}

const BUTTON_LABELS: readonly [string, string][] = [
  ['New', 'N'], ['Undo', 'U'], ['Redo', 'R'], ['Hint', 'H'], ['Marks', 'M'], ['Options', 'O'],
  ['Type', 'T'], ['GAME.TXT', 'G'], ['Save', 'S'], ['Load', 'L'], ['Quit', 'Q'],
];

export const BUTTONS: readonly Button[] = (() => {
  const out: Button[] = [];
  let x = 10;
  for (const [label, key] of BUTTON_LABELS) {
    const w = label.length * 8 + 12;
    out.push({ label, key: key.charCodeAt(0), x, w });
    x += w + 8;
  }
  return out;
})();

/** @c int buttonAt(int x, int y) — the key of the button under (x, y), or 0. */
export function buttonAt(x: number, y: number): number {
  if (y < BUTTON_Y || y > BUTTON_Y + BUTTON_H) return 0;
  return BUTTONS.find((b) => x >= b.x && x <= b.x + b.w)?.key ?? 0;
}

/** @c void drawButtons(void) */
export function drawButtons(): void {
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  for (const b of BUTTONS) {
    setcolor(DARKGRAY);
    setfillstyle(SOLID_FILL, LIGHTGRAY);
    bar3d(b.x, BUTTON_Y, b.x + b.w, BUTTON_Y + BUTTON_H, 3, 1);
    setcolor(BLACK);
    outtextxy(b.x + 6, BUTTON_Y + 6, b.label);
    // The hot key underlined in red, as DOS menus did.
    const at = b.label.toUpperCase().indexOf(String.fromCharCode(b.key));
    setcolor(RED);
    outtextxy(b.x + 6 + at * 8, BUTTON_Y + 6, b.label[at]!);
  }
}
