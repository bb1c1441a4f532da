/**
 * TETRIS.C — "俄罗斯方块游戏" by hoodlum1980 (jinfd@126.com), 2008.03.12, for Borland Turbo C 2.0 —
 * ported line by line. Hold the C source in the other hand: the functions come in the same order
 * with the same names, globals and constants; each carries its C prototype in an `@c` tag.
 *
 * What TypeScript forces (see docs/DEVIATIONS.md, "Language"):
 * - The calls that block or burn CPU time (bioskey, delay, getch) are `yield*`, so the functions
 *   that reach them — GetKeyCode, PauseGame, main — are generator functions.
 * - `int` is 16 bits in Turbo C: int16()/idiv() mark where that shows (the seed, the score).
 * - `char` arrays are typed arrays (Board[x][y][k] keeps C's indexing); strings are JS strings,
 *   so `strcpy(s, t)` and `sprintf(s, …)` become assignments; `&x` passes the object itself.
 * - `#define true 1` / `false 0`: JS true/false (the values are only ever tested for truth).
 * - `goto GameOver` is `break GameOver` out of a labelled block that ends where the label stands.
 * Every other change is tagged `DEVIATION:`; the "timer" variant's lines are tagged `VARIANT timer:`.
 */
import type { Blocking } from '../../runtime/process.ts';
import type { InterruptHandler } from '../../runtime/bios/ivt.ts';
import { bioskey } from '../../runtime/tc/bios.ts';
import { getch } from '../../runtime/tc/conio.ts';
import { delay, getvect, gettime, newTime, setvect } from '../../runtime/tc/dos.ts';
import {
  BLACK, BLUE, CYAN, DARKGRAY, DETECT, GREEN, LIGHTBLUE, LIGHTCYAN, LIGHTGRAY, RED, SOLID_FILL, YELLOW,
  closegraph, floodfill, initgraph, line, outtextxy, rectangle, setcolor, setfillstyle,
} from '../../runtime/tc/graphics.ts';
import { idiv, int16, uint16 } from '../../runtime/tc/int.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { sprintf } from '../../runtime/tc/stdio.ts';
import { max, random, srand } from '../../runtime/tc/stdlib.ts';
import { memcpy, memset } from '../../runtime/tc/string.ts';

export const VARIANTS = ['faithful', 'timer'] as const;
export type Variant = (typeof VARIANTS)[number];

// #define BoardWidth 12, BoardHeight 23
export const BoardWidth = 12;
export const BoardHeight = 23;

/** enum KEYCODES: bioskey(0) words, scan<<8 | ascii. */
export const K_ESC = 0x011b;
export const K_UP = 0x4800; /* upward arrow */
export const K_LEFT = 0x4b00;
export const K_DOWN = 0x5000;
export const K_RIGHT = 0x4d00;
export const K_SPACE = 0x3920;
export const K_P = 0x1970;

/** typedef struct tagBlock { char c[4][4]; int x; int y; char color; char size; char name; } Block; */
export interface Block {
  /** cell fill info array, 0-empty, 1-filled; c[i][j]: i is the column, j the row */
  c: Int8Array[];
  /** block position cx [ 0,BoardWidht -1] */
  x: number;
  /** block position cy [-4,BoardHeight-1] */
  y: number;
  /** block color */
  color: number;
  /** block max size in width or height */
  size: number;
  /** block name (the block's shape): a C char literal, kept as a one-character string; never read */
  name: string;
}

/** A zeroed global Block (C zeroes globals). */
function zeroBlock(): Block {
  return { c: cells(), x: 0, y: 0, color: 0, size: 0, name: '\0' };
}

/** char [4][4] */
function cells(): Int8Array[] {
  return Array.from({ length: 4 }, () => new Int8Array(4));
}

/** What tests and the study view may look at: the program's globals and its functions. */
export interface Tetris {
  main(): Blocking<void>;
  readonly Board: Uint8Array[][];
  readonly BufferCells: Int8Array[];
  readonly curBlock: Block;
  readonly nextBlock: Block;
  FrameTime: number;
  TotalScore: number;
  TopLine: number;
  readonly GameRunning: number;
  readonly info_score: string;
  readonly info_help: string;
  readonly info_common: string;
  GenerateBlock(block: Block): void;
  RotateCells(c: Int8Array[], blockSize: number): void;
  CanMove(dx: number, dy: number): boolean;
  CanRotate(): boolean;
  FillBoardData(): void;
  CheckBoard(): void;
}

/** Load TETRIS.C afresh: globals as the C program starts with them. */
export function TETRIS(variant: Variant = 'faithful'): Tetris {
  /** VARIANT timer: gravity is counted by an INT 1Ch handler instead of delay() passes. */
  const TIMER = variant === 'timer';

  /* game's global info */
  let FrameTime = 1300;
  const CellSize = 18;
  const BoardLeft = 30;
  const BoardTop = 30;

  /* next block grid */
  const NBBoardLeft = 300;
  const NBBoardTop = 30;
  const NBCellSize = 10;

  /* score board position */
  const ScoreBoardLeft = 300;
  const ScoreBoardTop = 100;
  const ScoreBoardWidth = 200;
  const ScoreBoardHeight = 35;
  const ScoreColor = LIGHTCYAN;

  /* infor text postion */
  const InfoLeft = 300;
  const InfoTop = 200;
  const InfoColor = YELLOW;

  const BorderColor = DARKGRAY;
  const BkGndColor = BLACK;
  const GameRunning = 1; // int GameRunning=true; (never read)
  let TopLine = BoardHeight - 1; /* top empty line */
  let TotalScore = 100;
  let info_score = ''; // char info_score[20];
  let info_help = ''; // char info_help[255];
  let info_common = ''; // char info_common[255];

  /* our board, Board[x][y][0]-isFilled, Board[x][y][1]-fillColor */
  const Board: Uint8Array[][] = Array.from({ length: BoardWidth }, () =>
    Array.from({ length: BoardHeight }, () => new Uint8Array(2)),
  );
  const BufferCells = cells(); /* used to judge if can rotate block */
  const curBlock = zeroBlock(); /* current moving block */
  const nextBlock = zeroBlock(); /* next Block to appear */

  // VARIANT timer: the vector the game found, and the ticks its handler counted (not in TETRIS.C).
  let oldTimer: InterruptHandler | null = null;
  let TimerTicks = 0;

  /*Get Key Code */
  /** @c int GetKeyCode() */
  function* GetKeyCode(): Blocking<number> {
    let key = 0;
    if (yield* bioskey(1)) {
      key = yield* bioskey(0);
    }
    return key;
  }

  /* display text! */
  /** @c void DisplayInfo(char *text) */
  function DisplayInfo(text: string): void {
    setcolor(BkGndColor);
    outtextxy(InfoLeft, InfoTop, info_common);
    info_common = text; // strcpy(info_common,text);
    setcolor(InfoColor);
    outtextxy(InfoLeft, InfoTop, info_common);
  }

  /* create a new block by key number,
   * the block anchor to the top-left corner of 4*4 cells
   */
  /** @c void _INNER_HELPER GenerateBlock(Block *block) */
  function GenerateBlock(block: Block): void {
    // The four random() calls run left to right, as TC 2.0 compiles them (oracle KEYS_output.txt).
    const key = (random(13) * random(17) + random(1000) + random(3000)) % 7;
    block.size = 3; /* because most blocks' size=3 */
    memset(block.c, 0, 16);
    switch (key) {
      case 0:
        block.name = 'T';
        block.color = RED;
        block.c[1][0] = 1;
        block.c[1][1] = 1, block.c[2][1] = 1;
        block.c[1][2] = 1;
        break;
      case 1:
        block.name = 'L';
        block.color = YELLOW;
        block.c[1][0] = 1;
        block.c[1][1] = 1;
        block.c[1][2] = 1, block.c[2][2] = 1;
        break;
      case 2:
        block.name = 'J';
        block.color = LIGHTGRAY;
        block.c[1][0] = 1;
        block.c[1][1] = 1;
        block.c[1][2] = 1, block.c[0][2] = 1;
        break;
      case 3:
        block.name = 'z';
        block.color = CYAN;
        block.c[0][0] = 1, block.c[1][0] = 1;
        block.c[1][1] = 1, block.c[2][1] = 1;
        break;
      case 4:
        block.name = '5';
        block.color = LIGHTBLUE;
        block.c[1][0] = 1, block.c[2][0] = 1;
        block.c[0][1] = 1, block.c[1][1] = 1;
        break;
      case 5:
        block.name = 'o';
        block.color = BLUE;
        block.size = 2;
        block.c[0][0] = 1, block.c[1][0] = 1;
        block.c[0][1] = 1, block.c[1][1] = 1;
        break;
      case 6:
        block.name = 'I';
        block.color = GREEN;
        block.size = 4;
        block.c[1][0] = 1;
        block.c[1][1] = 1;
        block.c[1][2] = 1;
        block.c[1][3] = 1;
        break;
    }
  }

  /* get next block! */
  /** @c void NextBlock() */
  function NextBlock(): void {
    /* copy the nextBlock to curBlock */
    // (name is not copied: C doesn't either)
    curBlock.size = nextBlock.size;
    curBlock.color = nextBlock.color;
    curBlock.x = (BoardWidth - 4) / 2;
    curBlock.y = -curBlock.size;
    memcpy(curBlock.c, nextBlock.c, 16);
    /* generate nextBlock and show it */
    EraseBlock(nextBlock, NBBoardLeft, NBBoardTop, NBCellSize);
    GenerateBlock(nextBlock);
    nextBlock.x = 1, nextBlock.y = 0;
    DrawBlock(nextBlock, NBBoardLeft, NBBoardTop, NBCellSize);
  }

  /* rotate the block, update the block struct data */
  /** @c int _INNER_HELPER RotateCells(char c[4][4],char blockSize) */
  function RotateCells(c: Int8Array[], blockSize: number): void {
    // DEVIATION: C declares int but has no return statement (garbage); no caller reads it.
    let temp: number; // char temp,i,j; (i, j unused)
    switch (blockSize) {
      case 3:
        temp = c[0][0];
        c[0][0] = c[2][0], c[2][0] = c[2][2], c[2][2] = c[0][2], c[0][2] = temp;
        temp = c[0][1];
        c[0][1] = c[1][0], c[1][0] = c[2][1], c[2][1] = c[1][2], c[1][2] = temp;
        break;
      case 4: /* only 'I' block arived here! */
        // Reproduced: the I block "rotates" by toggling cells (c[1][1] is the pivot and stays).
        c[1][0] = 1 - c[1][0], c[1][2] = 1 - c[1][2], c[1][3] = 1 - c[1][3];
        c[0][1] = 1 - c[0][1], c[2][1] = 1 - c[2][1], c[3][1] = 1 - c[3][1];
        break;
    }
  }

  /* judge if the block can move toward the direction */
  /** @c int CanMove(int dx,int dy) */
  function CanMove(dx: number, dy: number): boolean {
    let i: number, j: number, tempX: number, tempY: number;
    for (i = 0; i < curBlock.size; i++) {
      for (j = 0; j < curBlock.size; j++) {
        if (curBlock.c[i][j]) {
          /* cannot move leftward or rightward */
          tempX = curBlock.x + i + dx;
          if (tempX < 0 || tempX > BoardWidth - 1) return false; /* make sure x is valid! */
          /* cannot move downward */
          tempY = curBlock.y + j + dy;
          if (tempY > BoardHeight - 1) return false; /* y is only checked lower bound, maybe negative!!!! */
          /* the cell already filled, we must check Y's upper bound before check cell ! */
          if (tempY >= 0 && Board[tempX][tempY][0]) return false;
        }
      }
    }
    return true;
  }

  /* judge if the block can rotate */
  /** @c int CanRotate() */
  function CanRotate(): boolean {
    let i: number, j: number, tempX: number, tempY: number;
    /* update buffer */
    memcpy(BufferCells, curBlock.c, 16);
    RotateCells(BufferCells, curBlock.size);
    for (i = 0; i < curBlock.size; i++) {
      for (j = 0; j < curBlock.size; j++) {
        if (BufferCells[i][j]) {
          tempX = curBlock.x + i;
          tempY = curBlock.y + j;
          if (tempX < 0 || tempX > BoardWidth - 1)
            return false;
          if (tempY > BoardHeight - 1)
            return false;
          if (tempY >= 0 && Board[tempX][tempY][0])
            return false;
        }
      }
    }
    return true;
  }

  /* draw the block */
  /** @c void _INNER_HELPER DrawBlock(Block *block,int bdLeft,int bdTop,int cellSize) */
  function DrawBlock(block: Block, bdLeft: number, bdTop: number, cellSize: number): void {
    let i: number, j: number;
    setfillstyle(SOLID_FILL, block.color);
    for (i = 0; i < block.size; i++) {
      for (j = 0; j < block.size; j++) {
        // Reproduced: cells above row 0 (a new block starts at y = -size) are not drawn.
        if (block.c[i][j] && block.y + j >= 0) {
          floodfill(
            bdLeft + cellSize * (i + block.x) + idiv(cellSize, 2),
            bdTop + cellSize * (j + block.y) + idiv(cellSize, 2),
            BorderColor);
        }
      }
    }
  }

  /* Rotate the block, if success, return true */
  /** @c int RotateBlock(Block *block) */
  function RotateBlock(block: Block): boolean | undefined {
    let b_success: boolean; // char temp,i,j; (unused)
    if (curBlock.size === 2)
      return; // DEVIATION: C's bare `return;` in an int function yields whatever AX held; main ignores it.
    if ((b_success = CanRotate())) {
      EraseBlock(block, BoardLeft, BoardTop, CellSize);
      memcpy(curBlock.c, BufferCells, 16);
      DrawBlock(block, BoardLeft, BoardTop, CellSize);
    }
    return b_success;
  }

  /* erase a block, only fill the filled cell with background color */
  /** @c void _INNER_HELPER EraseBlock(Block *block,int bdLeft,int bdTop,int cellSize) */
  function EraseBlock(block: Block, bdLeft: number, bdTop: number, cellSize: number): void {
    let i: number, j: number;
    setfillstyle(SOLID_FILL, BkGndColor);
    for (i = 0; i < block.size; i++) {
      for (j = 0; j < block.size; j++) {
        if (block.c[i][j] && block.y + j >= 0) {
          floodfill(
            bdLeft + cellSize * (i + block.x) + idiv(cellSize, 2),
            bdTop + cellSize * (j + block.y) + idiv(cellSize, 2),
            BorderColor);
        }
      }
    }
  }

  /* move by the direction if can, donothing if cannot
   * return value: true - success, false - cannot move toward this direction
   */
  /** @c int MoveBlock(Block *block,int dx,int dy) */
  function MoveBlock(block: Block, dx: number, dy: number): boolean {
    const b_canmove = CanMove(dx, dy);
    if (b_canmove) {
      EraseBlock(block, BoardLeft, BoardTop, CellSize);
      curBlock.x += dx;
      curBlock.y += dy;
      DrawBlock(block, BoardLeft, BoardTop, CellSize);
    }
    return b_canmove;
  }

  /* drop the block to the bottom! */
  /** @c int DropBlock(Block *block) */
  function DropBlock(block: Block): number {
    // Reproduced: the block is not locked here; the next gravity step does that.
    EraseBlock(block, BoardLeft, BoardTop, CellSize);
    while (CanMove(0, 1)) {
      curBlock.y++;
    }
    DrawBlock(block, BoardLeft, BoardTop, CellSize);
    return 0; /* return value is assign to the block's alive */
  }

  /* init the graphics mode, draw the board grid */
  /** @c void InitGame() */
  function InitGame(): void {
    let i: number; // int i,j,gdriver=DETECT,gmode; (j unused)
    // gmode, never set: what TC's stack holds there, the start-up's 16 (oracle SR5A; DETECT ignores it)
    const gdriver = ref(DETECT), gmode = ref(16);
    const sysTime = newTime(); // struct time sysTime;
    /* draw board cells */
    memset(Board, 0, BoardWidth * BoardHeight * 2);
    memset(nextBlock.c, 0, 16);
    info_help = 'P: Pause Game. --by hoodlum1980'; // strcpy(info_help,"P: Pause Game. --by hoodlum1980");
    initgraph(gdriver, gmode, 'c:\\tc\\');
    setcolor(BorderColor);
    for (i = 0; i <= BoardWidth; i++) {
      line(BoardLeft + i * CellSize, BoardTop, BoardLeft + i * CellSize, BoardTop + BoardHeight * CellSize);
    }
    for (i = 0; i <= BoardHeight; i++) {
      line(BoardLeft, BoardTop + i * CellSize, BoardLeft + BoardWidth * CellSize, BoardTop + i * CellSize);
    }
    /* draw board outer border rect */
    rectangle(BoardLeft - idiv(CellSize, 4), BoardTop - idiv(CellSize, 4),
      BoardLeft + BoardWidth * CellSize + idiv(CellSize, 4),
      BoardTop + BoardHeight * CellSize + idiv(CellSize, 4));

    /* draw next block grids */
    for (i = 0; i <= 4; i++) {
      line(NBBoardLeft + i * NBCellSize, NBBoardTop, NBBoardLeft + i * NBCellSize, NBBoardTop + 4 * NBCellSize);
      line(NBBoardLeft, NBBoardTop + i * NBCellSize, NBBoardLeft + 4 * NBCellSize, NBBoardTop + i * NBCellSize);
    }

    /* draw score rect */
    rectangle(ScoreBoardLeft, ScoreBoardTop, ScoreBoardLeft + ScoreBoardWidth, ScoreBoardTop + ScoreBoardHeight);
    DisplayScore();

    /* set new seed! */
    gettime(sysTime);
    // 16-bit int: 12:34:56 → 43200+2040+56 wraps to -20240, which srand(unsigned) takes as 45296.
    srand(uint16(int16(sysTime.ti_hour * 3600 + sysTime.ti_min * 60 + sysTime.ti_sec)));

    GenerateBlock(nextBlock);
    NextBlock(); /* create first block */
    setcolor(DARKGRAY);
    outtextxy(InfoLeft, InfoTop + 20, 'Up  -rotate  Space-drop');
    outtextxy(InfoLeft, InfoTop + 35, 'Left-left    Right-right');
    outtextxy(InfoLeft, InfoTop + 50, 'Esc -exit');
    DisplayInfo(info_help);

    if (TIMER) { // VARIANT timer: hook the BIOS user tick (restored by QuitGame)
      oldTimer = getvect(0x1c);
      setvect(0x1c, TimerHandler);
    }
  }

  /* set the isFilled and fillcolor data to the board */
  /** @c void _INNER_HELPER FillBoardData() */
  function FillBoardData(): void {
    let i: number, j: number;
    for (i = 0; i < curBlock.size; i++) {
      for (j = 0; j < curBlock.size; j++) {
        // Reproduced: cells still above row 0 are dropped silently.
        if (curBlock.c[i][j] && curBlock.y + j >= 0) {
          Board[curBlock.x + i][curBlock.y + j][0] = 1;
          Board[curBlock.x + i][curBlock.y + j][1] = curBlock.color;
        }
      }
    }
  }

  /* draw one line of the board */
  /** @c void _INNER_HELPER PaintBoard() */
  function PaintBoard(): void {
    let i: number, j: number, fillcolor: number;
    for (j = max(TopLine - 4, 0); j < BoardHeight; j++) {
      for (i = 0; i < BoardWidth; i++) {
        fillcolor = Board[i][j][0] ? Board[i][j][1] : BkGndColor;
        setfillstyle(SOLID_FILL, fillcolor);
        floodfill(BoardLeft + i * CellSize + idiv(CellSize, 2), BoardTop + j * CellSize + idiv(CellSize, 2), BorderColor);
      }
    }
  }

  /* check if one line if filled full and increase the totalScore! */
  /** @c void _INNER_HELPER CheckBoard() */
  function CheckBoard(): void {
    let i: number, j: number, k: number, score = 10, sum = 0, topy: number, lines = 0;
    /* we find the top empty line! */
    j = topy = BoardHeight - 1;
    do {
      sum = 0;
      for (i = 0; i < BoardWidth; i++) {
        sum += Board[i][topy][0];
      }
      topy--;
    } while (sum > 0 && topy > 0);

    /* remove the full filled line (max remove lines count = 4) */
    do {
      sum = 0;
      for (i = 0; i < BoardWidth; i++)
        sum += Board[i][j][0];

      if (sum === BoardWidth) /* we find this line is full filled, remove it! */ {
        /* move the cells data down one line */
        for (k = j; k > topy; k--) {
          for (i = 0; i < BoardWidth; i++) {
            Board[i][k][0] = Board[i][k - 1][0];
            Board[i][k][1] = Board[i][k - 1][1];
          }
        }
        /*make the top line empty! */
        for (i = 0; i < BoardWidth; i++) {
          Board[i][topy][0] = 0;
          Board[i][topy][1] = 0;
        }
        topy++; /* move the topline downward one line! */
        lines++; /* lines <=4 */
        TotalScore = int16(TotalScore + score);
        score *= 2; /* adding: 10, 30, 70, 150 */
      }
      else
        j--;
    } while (sum > 0 && j > topy && lines < 4);
    /* speed up the game when score is high, minimum is 400 */
    FrameTime = max(1200 - 100 * idiv(TotalScore, 200), 400);
    TopLine = topy; /* update the top line */
    /* if no lines remove, only add 1: */
    if (lines === 0)
      TotalScore = int16(TotalScore + 1);
  }

  /* display the score */
  /** @c void _INNER_HELPER DisplayScore() */
  function DisplayScore(): void {
    // Reproduced: the old text is erased by drawing it again in the background colour.
    setcolor(BkGndColor);
    outtextxy(ScoreBoardLeft + 5, ScoreBoardTop + 5, info_score);
    setcolor(ScoreColor);
    info_score = sprintf('Score: %d', TotalScore); // sprintf(info_score,"Score: %d",TotalScore);
    outtextxy(ScoreBoardLeft + 5, ScoreBoardTop + 5, info_score);
  }

  /* we call this function when a block is inactive. */
  /** @c void UpdateBoard() */
  function UpdateBoard(): void {
    FillBoardData();
    CheckBoard();
    PaintBoard();
    DisplayScore();
  }

  /* pause the game, and timer handler stop move down the block! */
  /** @c int PauseGame() */
  function* PauseGame(): Blocking<number> {
    let key = 0;
    // VARIANT timer: the handler ticks on during the prompt; gravity counts only while playing
    // (as `tick` in the faithful loop stands still here), so play resumes with the ticks it had.
    const ticksAtPause = TimerTicks;
    DisplayInfo('Press P to Start or Resume!');
    // Reproduced: only K_P (lower-case p) resumes; Shift+P or CapsLock gives 0x1950.
    while (key !== K_P && key !== K_ESC) {
      while (!(key = yield* GetKeyCode())) { /* empty */ }
    }
    DisplayInfo(info_help);
    TimerTicks = ticksAtPause; // VARIANT timer
    return key;
  }

  /* quit the game and do cleaning work. */
  /** @c void QuitGame() */
  function QuitGame(): void {
    if (TIMER && oldTimer) setvect(0x1c, oldTimer); // VARIANT timer: unhook before leaving
    closegraph();
  }

  /* the INT 1Ch handler the author's comment on PauseGame speaks of */
  /** @c void interrupt TimerHandler() — VARIANT timer only: not in TETRIS.C */
  function TimerHandler(): void {
    TimerTicks++;
    oldTimer!(); // chain to the previous INT 1Ch handler
  }

  /* the entry point function. */
  /** @c void main() */
  function* main(): Blocking<void> {
    let key = 0, tick = 0; // int i,flag=1,j,key=0,tick=0; (i, flag, j unused)
    GameOver: { // the block ends where TETRIS.C has the label `GameOver:`; `goto GameOver` = `break GameOver`
      InitGame();
      if ((yield* PauseGame()) === K_ESC)
        break GameOver;
      /* wait until a key pressed */
      while (key !== K_ESC) {
        /* wait until a key pressed */
        while (!(key = yield* GetKeyCode())) {
          if (!TIMER) tick++; // VARIANT timer: TimerHandler counts BIOS ticks instead
          // VARIANT timer: FrameTime is taken as milliseconds of 55-ms BIOS ticks
          if (TIMER ? TimerTicks * 55 >= FrameTime : tick >= FrameTime) {
            /* our block has dead! (can't move down), we get next block */
            if (!MoveBlock(curBlock, 0, 1)) {
              UpdateBoard();
              NextBlock();
              if (!CanMove(0, 1))
                break GameOver;
            }
            tick = 0;
            TimerTicks = 0; // VARIANT timer
          }
          if (!TIMER) yield* delay(100); // VARIANT timer: no delay(), the loop polls the keyboard
        }
        switch (key) {
          case K_LEFT:
            MoveBlock(curBlock, -1, 0);
            break;
          case K_RIGHT:
            MoveBlock(curBlock, 1, 0);
            break;
          case K_DOWN:
            MoveBlock(curBlock, 0, 1);
            break;
          case K_UP:
            RotateBlock(curBlock);
            break;
          case K_SPACE:
            DropBlock(curBlock);
            break;
          case K_P:
            yield* PauseGame();
            break;
        }
      }
    }
    // GameOver:
    DisplayInfo('GAME OVER!  Press any key to exit!');
    yield* getch(); /* wait the user Press any key. */
    QuitGame();
  }

  return {
    main,
    Board, BufferCells, curBlock, nextBlock, GameRunning,
    get FrameTime() { return FrameTime; },
    set FrameTime(v) { FrameTime = v; },
    get TotalScore() { return TotalScore; },
    set TotalScore(v) { TotalScore = v; },
    get TopLine() { return TopLine; },
    set TopLine(v) { TopLine = v; },
    get info_score() { return info_score; },
    get info_help() { return info_help; },
    get info_common() { return info_common; },
    GenerateBlock, RotateCells, CanMove, CanRotate, FillBoardData, CheckBoard,
  };
}
