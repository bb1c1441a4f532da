/**
 * INT 33h, the mouse driver, as DOSBox's (src/ints/mouse.cpp) behaves in mode 12h: position and
 * ranges in pixels, press/release counts, the mickey counters, the user event handler, and the
 * graphics cursor it draws into the framebuffer itself (save the 16×16 background, pixel =
 * screen-mask bit ? background : 0, then XOR 0Fh where the cursor-mask bit is set).
 *
 * DOSBox keeps the position as a float moved by the host's pointer; here the host gives whole
 * pixels (absolute moves) or mickeys (relative), and the driver keeps integers with remainders.
 */
import type { Mouse, MouseEvent } from '../hw/mouse.ts';
import { textConsole } from '../hw/textmode.ts';
import { SCREEN_H, SCREEN_W, type Vga } from '../hw/vga.ts';

/** The registers an INT 33h call reads and writes, as 16-bit values. */
export interface MouseRegs {
  ax: number;
  bx: number;
  cx: number;
  dx: number;
  si: number;
  di: number;
  es: number;
}

/** A program's event handler (function 0Ch): AX = event mask, BX buttons, CX/DX position, SI/DI mickeys. */
export type MouseHandler = (r: MouseRegs) => void;

/** What ES:DX points at, for functions 9 (32 mask words) and 0Ch (a far function): the C library's far pointers. */
export interface FarMemory {
  words(seg: number, off: number, count: number): ArrayLike<number>;
  handler(seg: number, off: number): MouseHandler;
}

/** DOSBox's default arrow: screen mask (AND) then cursor mask (XOR), one word per row, bit 15 leftmost. */
export const DEFAULT_SCREEN_MASK = [
  0x3fff, 0x1fff, 0x0fff, 0x07ff, 0x03ff, 0x01ff, 0x00ff, 0x007f, 0x003f, 0x001f, 0x01ff, 0x00ff, 0x30ff, 0xf87f, 0xf87f, 0xfcff,
];
export const DEFAULT_CURSOR_MASK = [
  0x0000, 0x4000, 0x6000, 0x7000, 0x7800, 0x7c00, 0x7e00, 0x7f00, 0x7f80, 0x7c00, 0x6c00, 0x4600, 0x0600, 0x0300, 0x0300, 0x0000,
];

/** Event mask bits (function 0Ch, AX of the handler): moved, then pressed/released per button. */
export const MOUSE_MOVED = 1;
const pressedBit = (n: number): number => 2 << (2 * n);
const releasedBit = (n: number): number => 4 << (2 * n);

const CURSOR = 16;
/** The mouse's last row in text mode: 8 pixels per row, 25 rows. */
const TEXT_MODE_MAX_Y = 199;
const s16 = (v: number): number => (v << 16) >> 16;

export class MouseDriver {
  x = 0;
  y = 0;
  minX = 0;
  maxX = SCREEN_W - 1;
  minY = 0;
  maxY = SCREEN_H - 1;
  /** The show/hide counter: the cursor shows at 0. */
  hidden = 1;
  readonly screenMask = Uint16Array.from(DEFAULT_SCREEN_MASK);
  readonly cursorMask = Uint16Array.from(DEFAULT_CURSOR_MASK);
  hotX = 0;
  hotY = 0;
  readonly pressed = [0, 0, 0];
  readonly released = [0, 0, 0];
  /** Position at each button's last press and release, x and y interleaved. */
  readonly pressedAt = [0, 0, 0, 0, 0, 0];
  readonly releasedAt = [0, 0, 0, 0, 0, 0];
  /** Motion counters (function 0Bh), signed 16-bit. */
  mickeyX = 0;
  mickeyY = 0;
  /** Mickeys per 8 pixels (function 0Fh). */
  ratioX = 8;
  ratioY = 16;
  /** Sensitivity (functions 1Ah/1Bh): horizontal, vertical, double-speed threshold; 50 = ×1. */
  readonly sensitivity = [50, 50, 50];
  /** Function 1Dh's display page (its BL); a reset sets 0. */
  page = 0;
  /** The mode's rounding of X (function 03h): even in modes 0Dh and 13h (DOSBox granMask). */
  granMask = 0xffff;
  /** Function 0Ch: which events call the handler, and the handler's far address. */
  subMask = 0;
  subSeg = 0;
  subOff = 0;
  private sub: MouseHandler | null = null;
  private subMem: FarMemory | null = null;
  /** Remainders of the pixel ↔ mickey conversions, in the units of their divisions. */
  private fracMickeyX = 0;
  private fracMickeyY = 0;
  private fracPixelX = 0;
  private fracPixelY = 0;
  /** The saved background under the drawn cursor, and its top-left corner; null: nothing drawn. */
  private readonly back = new Uint8Array(CURSOR * CURSOR);
  private backAt: [number, number] | null = null;

  constructor(
    readonly mouse: Mouse,
    readonly vga: Vga,
  ) {
    this.reset();
    // DOSBox resets its driver at boot, in text mode, and a mode set does not move the mouse:
    // the first call finds it at (320,100) whatever the mode is now (oracle BV1, corpus C460)
    this.x = SCREEN_W >> 1;
    this.y = (TEXT_MODE_MAX_Y + 1) >> 1;
    this.subSeg = 0x6362; // DOSBox's boot-time handler segment, which function 14h hands back until a program sets one (probe PQ1)
    mouse.onEvent = (e) => this.event(e);
  }

  /** Function 00h's driver part (DOSBox Mouse_Reset + NewVideoMode): hidden, centred, defaults. */
  reset(): void {
    this.restore();
    this.hidden = 1;
    this.backAt = null;
    this.minX = this.minY = 0;
    this.maxX = SCREEN_W - 1;
    this.maxY = this.modeMaxY();
    this.page = 0;
    const mode = this.vga.biosMode;
    this.granMask = !this.textMode() && (mode === 0x0d || mode === 0x13) ? 0xfffe : 0xffff;
    this.x = (this.maxX + 1) >> 1;
    this.y = (this.maxY + 1) >> 1;
    this.screenMask.set(DEFAULT_SCREEN_MASK);
    this.cursorMask.set(DEFAULT_CURSOR_MASK);
    this.hotX = this.hotY = 0;
    this.ratioX = 8;
    this.ratioY = 16;
    this.mickeyX = this.mickeyY = 0;
    this.fracMickeyX = this.fracMickeyY = this.fracPixelX = this.fracPixelY = 0;
    this.pressed.fill(0);
    this.released.fill(0);
    this.pressedAt.fill(0);
    this.releasedAt.fill(0);
    // the handler's mask only: its address stays, which function 14h hands back (DOSBox 0.74,
    // oracle-pc-v2 `mouse`: after a reset, the one installed before, or 6362:0000 from the boot)
    this.subMask = 0;
  }

  /** One INT 33h call: reads and writes `r` (DOSBox INT33_Handler); false: function not modelled. */
  call(r: MouseRegs, mem: FarMemory): boolean {
    switch (r.ax) {
      case 0x00: // reset: AX=FFFFh installed, BX=3 buttons
      case 0x21: // software reset: the same without touching the hardware
        this.reset();
        r.ax = 0xffff;
        r.bx = 3;
        break;
      case 0x01: // show: one step towards 0 (DOSBox: the counter never goes below 0)
        if (this.hidden > 0) this.hidden--;
        this.draw();
        break;
      case 0x02: // hide: restore the background (only while shown), then count
        this.restore();
        this.hidden++;
        break;
      case 0x03:
        r.bx = this.mouse.buttons;
        r.cx = this.x & this.granMask;
        r.dx = this.y & 0xffff;
        break;
      case 0x04: // set position, within the ranges
        this.x = clamp(s16(r.cx), this.minX, this.maxX);
        this.y = clamp(s16(r.dx), this.minY, this.maxY);
        this.draw();
        break;
      case 0x05:
      case 0x06: {
        const n = Math.min(r.bx, 2); // DOSBox: a button past the last reads the last
        const counts = r.ax === 5 ? this.pressed : this.released;
        const at = r.ax === 5 ? this.pressedAt : this.releasedAt;
        r.ax = this.mouse.buttons;
        r.bx = counts[n]!;
        r.cx = at[2 * n]!;
        r.dx = at[2 * n + 1]!;
        counts[n] = 0;
        break;
      }
      case 0x07:
      case 0x08: {
        // Ranges: the lesser of CX/DX is the minimum; the position is pulled inside (not redrawn).
        const a = s16(r.cx), b = s16(r.dx);
        const lo = Math.min(a, b), hi = Math.max(a, b);
        if (r.ax === 7) {
          this.minX = lo;
          this.maxX = hi;
          this.x = clamp(this.x, lo, hi);
        } else {
          this.minY = lo;
          this.maxY = hi;
          this.y = clamp(this.y, lo, hi);
        }
        break;
      }
      case 0x09: {
        const w = mem.words(r.es, r.dx, 2 * CURSOR);
        for (let i = 0; i < CURSOR; i++) {
          this.screenMask[i] = w[i]!;
          this.cursorMask[i] = w[CURSOR + i]!;
        }
        this.hotX = s16(r.bx);
        this.hotY = s16(r.cx);
        this.draw();
        break;
      }
      case 0x0b:
        r.cx = this.mickeyX & 0xffff;
        r.dx = this.mickeyY & 0xffff;
        this.mickeyX = this.mickeyY = 0;
        break;
      case 0x0c:
        this.subMask = r.cx;
        this.subSeg = r.es;
        this.subOff = r.dx;
        // resolved at the first event it is called for: DOSBox takes any address (oracle-pc-v2
        // installs a handler no event calls)
        this.sub = null;
        this.subMem = mem;
        break;
      case 0x0f: // DOSBox ignores a zero ratio
        if (r.cx !== 0 && r.dx !== 0) {
          this.ratioX = r.cx;
          this.ratioY = r.dx;
        }
        break;
      case 0x1a: // each at most 100 (DOSBox)
        this.sensitivity[0] = Math.min(r.bx, 100);
        this.sensitivity[1] = Math.min(r.cx, 100);
        this.sensitivity[2] = Math.min(r.dx, 100);
        break;
      case 0x1b:
        [r.bx, r.cx, r.dx] = this.sensitivity as [number, number, number];
        break;
      case 0x1d:
        this.page = r.bx & 0xff;
        break;
      case 0x1e:
        r.bx = this.page;
        break;
      case 0x14: // swap: the new mask and ES:DX in, the old ones out (oracle-pc-v2 `mouse`, probe PQ1)
        [r.cx, r.dx, r.es, this.subMask, this.subOff, this.subSeg] = [this.subMask, this.subOff, this.subSeg, r.cx, r.dx, r.es];
        this.sub = null;
        this.subMem = mem;
        break;
      case 0x18: // DOSBox 0.74 leaves every register
      case 0x2a:
        break;
      case 0x24: // version 8.05, PS/2 mouse, no IRQ reported (DOSBox)
        r.bx = 0x0805;
        r.cx = 0x0400;
        break;
      default:
        return false;
    }
    return true;
  }

  /** A host event at its virtual time (the mouse's IRQ). */
  private event(e: MouseEvent): void {
    if (e.kind === 'button') {
      const n = e.x;
      const down = e.y === 1;
      (down ? this.pressed : this.released)[n]++;
      const at = down ? this.pressedAt : this.releasedAt;
      at[2 * n] = this.x;
      at[2 * n + 1] = this.y;
      this.signal(down ? pressedBit(n) : releasedBit(n));
      return;
    }
    let dx: number, dy: number;
    if (e.kind === 'move') {
      // Absolute: the pointer's pixel, kept inside the ranges; the counters move by the ratio.
      const nx = clamp(e.x, this.minX, this.maxX), ny = clamp(e.y, this.minY, this.maxY);
      this.fracMickeyX += (e.x - this.mouse.prevX) * this.ratioX;
      this.fracMickeyY += (e.y - this.mouse.prevY) * this.ratioY;
      dx = Math.trunc(this.fracMickeyX / 8);
      dy = Math.trunc(this.fracMickeyY / 8);
      this.fracMickeyX -= dx * 8;
      this.fracMickeyY -= dy * 8;
      if (nx === this.x && ny === this.y && dx === 0 && dy === 0) return;
      this.x = nx;
      this.y = ny;
    } else {
      // Relative: mickeys → pixels by 8/ratio and sensitivity/50 (linear: not measured; DOSBox
      // uses a float curve that is 1.03 at the default 50).
      dx = e.x;
      dy = e.y;
      const px = this.ratioX * 50, py = this.ratioY * 50;
      this.fracPixelX += dx * 8 * this.sensitivity[0]!;
      this.fracPixelY += dy * 8 * this.sensitivity[1]!;
      const mx = Math.trunc(this.fracPixelX / px), my = Math.trunc(this.fracPixelY / py);
      this.fracPixelX -= mx * px;
      this.fracPixelY -= my * py;
      this.x = clamp(this.x + mx, this.minX, this.maxX);
      this.y = clamp(this.y + my, this.minY, this.maxY);
    }
    this.mickeyX = s16(this.mickeyX + dx);
    this.mickeyY = s16(this.mickeyY + dy);
    this.draw();
    this.signal(MOUSE_MOVED);
  }

  /** Call the program's handler when it asked for this event (DOSBox: from the mouse IRQ). */
  private signal(mask: number): void {
    if ((this.subMask & mask) === 0 || this.subMem === null || (this.subSeg === 0 && this.subOff === 0)) return;
    const fn = (this.sub ??= this.subMem.handler(this.subSeg, this.subOff));
    fn({ ax: mask, bx: this.mouse.buttons, cx: this.x & 0xffff, dx: this.y & 0xffff, si: this.mickeyX & 0xffff, di: this.mickeyY & 0xffff, es: this.subSeg });
  }

  /**
   * The last row a reset gives (DOSBox Mouse_NewVideoMode): in text mode 8 pixels a row, in the
   * 200-line graphics modes 199, in 0Fh/10h 349, in 11h/12h 479 (oracle-pc-v2 `mouse`).
   */
  private modeMaxY(): number {
    if (this.textMode()) return 8 * textConsole(this.vga).rows - 1;
    const mode = this.vga.biosMode;
    return mode === 0x11 || mode === 0x12 ? 479 : mode === 0x0f || mode === 0x10 ? 349 : 199;
  }

  private textMode(): boolean {
    return textConsole(this.vga).active;
  }

  /**
   * Draw the cursor where the position and hot spot put it, when shown (DOSBox DrawCursor):
   * restore the old background, save the new one, then AND with the screen mask and XOR 0Fh with
   * the cursor mask. Clipped at the screen's edges. Text mode's cell cursor: runtime/tc/bios-extra.ts.
   */
  private draw(): void {
    if (this.hidden !== 0 || this.textMode()) return;
    this.restore();
    const x0 = this.x - this.hotX, y0 = this.y - this.hotY;
    const px = this.vga.pixels, back = this.back;
    const [cx0, cx1, cy0, cy1] = clip(x0, y0);
    for (let y = cy0; y <= cy1; y++) {
      const row = y - y0;
      const sm = this.screenMask[row]!, cm = this.cursorMask[row]!;
      for (let x = cx0; x <= cx1; x++) {
        const i = y * SCREEN_W + x, bit = 0x8000 >> (x - x0), j = row * CURSOR + x - x0;
        back[j] = px[i]!;
        let p = sm & bit ? px[i]! : 0;
        if (cm & bit) p ^= 0x0f;
        px[i] = p;
      }
    }
    this.backAt = [x0, y0];
    if (cx0 <= cx1 && cy0 <= cy1) this.vga.touch(cx0, cy0, cx1, cy1);
  }

  /** Put the saved background back, when the cursor is shown and drawn (DOSBox RestoreCursorBackground). */
  private restore(): void {
    if (this.hidden !== 0 || this.backAt === null) return;
    const [x0, y0] = this.backAt;
    this.backAt = null;
    const [cx0, cx1, cy0, cy1] = clip(x0, y0);
    for (let y = cy0; y <= cy1; y++) {
      for (let x = cx0; x <= cx1; x++) this.vga.pixels[y * SCREEN_W + x] = this.back[(y - y0) * CURSOR + x - x0]!;
    }
    if (cx0 <= cx1 && cy0 <= cy1) this.vga.touch(cx0, cy0, cx1, cy1);
  }
}

/** The cursor box at (x0, y0) within the screen: [x first, x last, y first, y last]. */
function clip(x0: number, y0: number): [number, number, number, number] {
  return [Math.max(x0, 0), Math.min(x0 + CURSOR - 1, SCREEN_W - 1), Math.max(y0, 0), Math.min(y0 + CURSOR - 1, SCREEN_H - 1)];
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

const drivers = /* @__PURE__ */ new WeakMap<Mouse, MouseDriver>();

/**
 * The driver of this machine's mouse. It takes the device's events from its first use on (as if
 * MOUSE.COM were loaded then): a program resets it (function 0) before anything else anyway.
 */
export function mouseDriver(mouse: Mouse, vga: Vga): MouseDriver {
  let d = drivers.get(mouse);
  if (d === undefined) drivers.set(mouse, (d = new MouseDriver(mouse, vga)));
  return d;
}
