import { SCREEN_H, SCREEN_W, type Vga } from '../../runtime/hw/vga.ts';
import { fitScreen, type Fit, type ScaleChoice } from './scaling.ts';
import { rowsShown } from '../shared/shown.ts';

/** Typed-array views use the platform's byte order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Rows converted and put at a time (Screen.paint): the image holds this many. */
const STRIP = 48;

/**
 * Puts the machine's indexed frame on a canvas: the visual page at the mode's own size (640×480
 * in mode 12h, 640×400 in text mode, 640×350 and 640×200 in the BGI's VGAMED and VGALO, 320×200 in 13h;
 * a 640×200 mode shown twice as high, as DOSBox shows it: src/shared/shown.ts), scaled
 * as scaling.ts says. Crisp: the canvas holds exactly the mode's pixels and CSS scales it by a
 * whole number of DEVICE pixels (devicePixelRatio accounted for), nearest-neighbour, so every VGA
 * pixel is a k×k block. Fill: the frame goes to an unseen canvas of the mode's size, and the
 * canvas shown holds one pixel per device pixel, drawn from it sharp-bilinear.
 */
export class Screen {
  private readonly ctx: CanvasRenderingContext2D;
  /** Fill only: the frame at the mode's size, and its k× nearest-neighbour enlargement. */
  private source: CanvasRenderingContext2D | null = null;
  private enlarged: CanvasRenderingContext2D | null = null;
  /** How the canvas is drawn now (crisp until the first fit()). */
  fitted: Fit = { crisp: true, width: SCREEN_W, height: SCREEN_H, prescale: 1 };
  private image: ImageData;
  /**
   * The image's pixels as RGBA words (one write per pixel). Signed: opaque RGBA words do not fit
   * in a small integer when unsigned, and V8 then moves them through doubles.
   */
  private words: Int32Array;
  /**
   * Byte → RGBA word, rebuilt when the palette changes. 256 entries (in the 16-colour modes the
   * colour is the low nibble; mode 13h's 256 are the DAC's), so a byte taken from a word of four
   * indices needs no mask.
   */
  private readonly lut = new Int32Array(256);
  private paletteVersion = -1;

  /** The VGA shown; set by attach() at each power-on. */
  private vga: Vga | null = null;
  /** The visual page the canvas shows (a new view after setvisualpage or a mode set). */
  private pixels: Uint8Array | null = null;
  private width = SCREEN_W;
  private height = SCREEN_H;
  /** Indices [from, to) → RGBA words, for the VGA attached now. */
  private convert: ReturnType<typeof converter>;
  /** The last fit()'s arguments, to fit again when the mode's size changes. */
  private fitArgs: [number, number, number, ScaleChoice] | null = null;

  constructor(readonly canvas: HTMLCanvasElement) {
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('this browser has no 2D canvas');
    this.ctx = ctx;
    this.image = this.resize(SCREEN_W, SCREEN_H);
    this.words = new Int32Array(this.image.data.buffer);
    this.convert = converter(this.lut, this.words);
  }

  /** Show another machine's VGA (after a power cycle); the next present() draws it all. */
  attach(vga: Vga): void {
    this.vga = vga;
    this.pixels = null;
  }

  /** Copy what changed since the last call to the canvas. Returns false when nothing did. */
  present(): boolean {
    const vga = this.vga;
    if (!vga) return false;
    if (vga.visual !== this.pixels) this.follow(vga);
    const w = this.width;
    const dirty = vga.takeDirty();
    let x0 = 0, y0 = 0, x1 = w - 1, y1 = this.height - 1;
    if (vga.paletteVersion !== this.paletteVersion) {
      this.buildLut();
    } else if (dirty) {
      ({ x0, y0, x1, y1 } = dirty);
    } else {
      return false;
    }
    this.paint(x0, y0, x1, y1);
    this.draw(x0, y0, x1, y1);
    return true;
  }

  /**
   * Convert the box x0..x1 × y0..y1 and put it on the canvas (or a fill's source), STRIP rows at a
   * time through one small image: a whole frame's RGBA (1.2 MB) was memory a fresh page touched
   * for the first time before its first picture, ~300 page faults at ~15 µs each on this VM (bench
   * figure 5c).
   */
  private paint(x0: number, y0: number, x1: number, y1: number): void {
    const w = this.width;
    for (let ys = y0; ys <= y1; ys += STRIP) {
      const n = (Math.min(y1 + 1, ys + STRIP) - ys) * w;
      this.convert.attach(this.pixels!.subarray(ys * w, ys * w + n));
      // Whole rows are one run of memory, so a full-width box is converted in a single pass.
      if (x0 === 0 && x1 === w - 1) this.convert.run(0, n);
      else for (let o = x0; o < n; o += w) this.convert.run(o, o + x1 - x0 + 1);
      (this.source ?? this.ctx).putImageData(this.image, 0, ys, x0, 0, x1 - x0 + 1, n / w);
    }
  }

  /**
   * Fill: scale the box x0..x1 × y0..y1 (mode pixels, inclusive) onto the canvas shown, with one
   * pixel around it, as far as an edge's blur reaches. Only what changed is redrawn: smoothing the
   * whole frame costs 3–8 ms in software (headless Chromium on this VM, 1122×842), a board cell
   * ~0.3 ms. The whole frame is drawn through a clip, with the whole frame's mapping: the samples
   * are a full redraw's but for the software rasteriser's fixed-point stepping (a few levels on an
   * edge's blended pixels); a sub-rectangle of the image would also clamp them at its edges.
   */
  private draw(x0 = 0, y0 = 0, x1 = this.width - 1, y1 = this.height - 1): void {
    const { source, enlarged, ctx, canvas, width, height } = this;
    if (!source) return;
    const ex0 = Math.max(0, x0 - 1), ey0 = Math.max(0, y0 - 1);
    const ex1 = Math.min(width, x1 + 2), ey1 = Math.min(height, y1 + 2);
    if (enlarged) {
      const k = enlarged.canvas.width / width;
      enlarged.drawImage(source.canvas, ex0, ey0, ex1 - ex0, ey1 - ey0, ex0 * k, ey0 * k, (ex1 - ex0) * k, (ey1 - ey0) * k);
    }
    const W = canvas.width, H = canvas.height;
    ctx.save();
    ctx.beginPath();
    const dx = Math.floor((ex0 * W) / width), dy = Math.floor((ey0 * H) / height);
    ctx.rect(dx, dy, Math.ceil((ex1 * W) / width) - dx, Math.ceil((ey1 * H) / height) - dy);
    ctx.clip();
    ctx.drawImage((enlarged ?? source).canvas, 0, 0, W, H);
    ctx.restore();
  }

  /**
   * Size the screen to a `cssWidth`×`cssHeight` room (scaling.ts chooses crisp or fill; `choice`
   * defaults to crisp: the largest whole multiple of the mode's size in device pixels that fits,
   * at least 1×). Returns how it is drawn. `preview`: a fill is shown at its size but scaled by the
   * browser (the mode's pixels, smoothed by CSS) until the next fit, which costs no first draw.
   */
  fit(cssWidth: number, cssHeight: number, devicePixelRatio: number, choice: ScaleChoice = 'crisp', preview = false): Fit {
    this.fitArgs = [cssWidth, cssHeight, devicePixelRatio, choice];
    const { width, height, canvas } = this;
    const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
    // a 640×200 mode at 640×400 as DOSBox shows it (shown.ts; only C programs have one)
    const rows = globalThis.MODE12H_C_PLAYER ? rowsShown(width, height) : 1;
    const fit = (this.fitted = fitScreen(width, height * rows, cssWidth * dpr, cssHeight * dpr, choice, dpr));
    canvas.style.width = `${fit.width / dpr}px`;
    canvas.style.height = `${fit.height / dpr}px`;
    canvas.style.imageRendering = fit.crisp ? '' : 'auto';
    // Crisp (and a fill's preview): the mode's pixels (CSS enlarges them); fill: one per device pixel.
    const modePixels = fit.crisp || preview;
    canvas.width = modePixels ? width : fit.width;
    canvas.height = modePixels ? height : fit.height;
    this.source = this.enlarged = null;
    if (!modePixels) {
      this.source = layer(width, height);
      if (fit.prescale > 1) this.enlarged = layer(width * fit.prescale, height * fit.prescale);
    }
    // the new size cleared the canvas: the frame again, from video memory
    if (this.pixels) this.paint(0, 0, width - 1, height - 1);
    this.draw();
    return fit;
  }

  /** The VGA's mode (or machine) changed: size the canvas to its screen and convert it all. */
  private follow(vga: Vga): void {
    this.pixels = vga.visual;
    this.paletteVersion = -1;
    if (vga.width !== this.width || vga.height !== this.height) {
      this.image = this.resize(vga.width, vga.height);
      this.words = new Int32Array(this.image.data.buffer);
      this.convert = converter(this.lut, this.words);
      if (this.fitArgs) this.fit(...this.fitArgs);
    }
  }

  /** A new mode of width×height: the canvas, crisp until fitted again; returns its image. */
  private resize(width: number, height: number): ImageData {
    this.width = width;
    this.height = height;
    this.canvas.width = width;
    this.canvas.height = height;
    return this.ctx.createImageData(width, STRIP);
  }

  private buildLut(): void {
    const vga = this.vga!;
    const p = vga.palette;
    // ImageData is RGBA in memory; a Uint32 view reads it in the platform's byte order.
    for (let i = 0; i < 256; i++) {
      const c = (i & (p.length / 3 - 1)) * 3;
      const r = p[c]!, g = p[c + 1]!, b = p[c + 2]!;
      this.lut[i] = LITTLE_ENDIAN ? (0xff << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | 0xff;
    }
    this.paletteVersion = vga.paletteVersion;
  }
}

/** An unseen canvas of w×h, drawn on nearest-neighbour. */
function layer(w: number, h: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingEnabled = false;
  return ctx;
}

/**
 * Indices [from, to) → RGBA words. A closure per Screen over its arrays rather than a method:
 * V8 then treats them as constants of the loop, which about halves the cost of a full frame
 * (bench figure 2; target ≤ 0.3 ms). Reads four indices per 32-bit load where aligned.
 * A machine's first frame goes the same way: it once went by its rows' runs of one byte value,
 * each row seen before copied (TETRIS.C's start screen has 52 distinct rows of 480), which was
 * faster cold than this loop into a whole frame's fresh image; into a strip (Screen.paint) this
 * loop is as fast (booted → put 14.6 against 13.0 ms, 14 interleaved loads, bench figure 5c).
 */
export function converter(lut: Int32Array, words: Int32Array): { attach(pixels: Uint8Array): void; run(from: number, to: number): void } {
  let pixels: Uint8Array = new Uint8Array(0);
  /** The indices four at a time (little-endian hosts only; null = one at a time). */
  let quads: Int32Array | null = null;
  return {
    attach(p: Uint8Array): void {
      pixels = p;
      const { buffer, byteOffset, length } = p;
      quads = LITTLE_ENDIAN && byteOffset % 4 === 0 && length % 4 === 0 ? new Int32Array(buffer, byteOffset, length / 4) : null;
    },
    run(from: number, to: number): void {
      const px = pixels, q4 = quads;
      let i = from;
      if (q4 !== null) {
        for (; i < to && i & 3; i++) words[i] = lut[px[i]!]!;
        for (let q = i >> 2, qEnd = to >> 2; q < qEnd; q++, i += 4) {
          const four = q4[q]!; // little-endian: pixel i in the low byte
          words[i] = lut[four & 0xff]!;
          words[i + 1] = lut[(four >> 8) & 0xff]!;
          words[i + 2] = lut[(four >> 16) & 0xff]!;
          words[i + 3] = lut[(four >> 24) & 0xff]!;
        }
      }
      for (; i < to; i++) words[i] = lut[px[i]!]!;
    },
  };
}
