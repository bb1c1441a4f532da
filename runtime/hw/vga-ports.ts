/**
 * The VGA's registers as `in`/`out` reach them, and video memory at A000:0000 as far pointers,
 * peek and poke reach it (the planes in the 16-colour graphics modes 12h, 10h and 0Eh; a byte a
 * pixel in mode 13h; in text mode 64 KB that keep what is written): the sequencer
 * (3C4h/3C5h: the map mask), the graphics controller (3CEh/3CFh: set/reset, enable set/reset,
 * data rotate and function, read map select, the mode's write and read modes, colour compare and
 * don't care, bit mask), the attribute controller (3C0h/3C1h: its 16 palette registers and the
 * border, panning), the DAC (3C6h–3C9h, as DOSBox's: oracle M13A), the CRTC (3D4h/3D5h: the
 * start address, the offset, byte/word/doubleword addressing and the vertical display end make the
 * picture, `show`), mode 13h unchained (mode X: sequencer 04h), each mode set loading the mode's
 * registers (probe VR1), and input status 1 (3DAh: display enable and vertical retrace by virtual time). The planes are Vga's
 * expanded pixels: bit b of plane p's byte at offset o is bit p of pixel o·8 + 7 − b. The rules
 * are the VGA's (IBM's register reference; DOSBox vga_memory.cpp and vga_gfx.cpp model the same).
 */
import { PIT_HZ } from './pit.ts';
import type { PortDevice } from './ports.ts';
import { MODE_0EH, MODE_10H, MODE_12H, SCREEN_H, SCREEN_W, type Vga } from './vga.ts';

/**
 * The registers as DOSBox's mode set leaves them (probe VR1, read back after INT 10h AH=00h): CRTC
 * 00h–18h, the sequencer's 00h–04h, the graphics controller's 00h–08h, the attribute controller's
 * 10h–14h and the miscellaneous output (3CCh), by mode.
 */
export const MODE_REGISTERS = new Map(Object.entries({
  0x03: '5F4F50825581BF1F004F0D0E000000009C8E8F281F96B9A3FF 0000030007 0000000000100E0FFF 0C000F0800 67',
  0x04: '2D2728902B80BF1F00C10000000000009C8E8F140096B9A2FF 0009000002 0000000000200F0FFF 01000F0000 63',
  0x06: '5F4F50825480BF1F00C10000000000009C8E8F280096B9C2FF 00090F0002 0000000000000F0FFF 0100010000 63',
  0x0d: '2D2728902B80BF1F00C00000000000009C8E8F140096B9E3FF 00090F0002 000000000000050FFF 01000F0000 63',
  0x0e: '5F4F50825480BF1F00C00000000000009C8E8F280096B9E3FF 00010F0002 000000000000050FFF 01000F0000 63',
  0x10: '5F4F50825480BF1F004000000000000083855D280F63BAE3FF 00010F0002 000000000000050FFF 01000F0000 A3',
  0x12: '5F4F508254800B3E0040000000000000EA8CDF2800E704E3FF 00010F0002 000000000000050FFF 01000F0000 E3',
  0x13: '5F4F50825480BF1F00410000000000009C8E8F284096B9A3FF 00010F000E 000000000040050FFF 41000F0000 63',
}).map(([m, hex]) => [Number(m), Uint8Array.from(hex.replace(/ /g, '').match(/../g)!, (h) => parseInt(h, 16))]));
MODE_REGISTERS.set(0x05, MODE_REGISTERS.get(0x04)!);

/** The bytes a page takes in each plane, by BIOS mode (0Dh: 320×200, 8 pages of 8 KB; INT 10h sets it: runtime/tc/vga-bios.ts). */
export const PAGE_BYTES = new Map([...[MODE_0EH, MODE_10H, MODE_12H].map((m): [number, number] => [m.bios, m.pageBytes]), [0x0d, 0x2000]]);

/**
 * Where a line's horizontal blanking starts and ends, in parts of the line: character clocks 80
 * and 98 of its 100 (CRTC 02h = 50h; 03h and 05h give the end, 22h, 18 clocks on).
 */
const BLANK_START = 0.8, BLANK_END = 0.98;

/** A frame's timing (VgaPorts.timing). */
interface Timing {
  frame: number;
  lines: number;
  shown: number;
  retrace: number;
  retraceLines: number;
}

/**
 * The next position after `pos` (in lines from the frame's start, past `lines` into the next
 * frame) where display enable (bit 0, in `mask`) or the vertical retrace (bit 3) may change.
 */
function nextEdge(pos: number, mask: number, { lines, shown, retrace, retraceLines }: Timing): number {
  const frameStart = Math.floor(pos / lines) * lines, p = pos - frameStart;
  const edges: number[] = [lines]; // the next frame's first line: display enable back
  if (mask & 0x08) edges.push(retrace, retrace + retraceLines);
  if (mask & 0x01 && p < shown) {
    const line = Math.floor(p);
    edges.push(line + BLANK_START, line + BLANK_END, line + 1); // the last shown line's end: the rows below
  }
  return frameStart + Math.min(...edges.filter((e) => e > p));
}

/** The CRTC registers the picture depends on. */
const PICTURE_REGISTERS = new Set([0x07, 0x09, 0x0c, 0x0d, 0x12, 0x13, 0x14, 0x17, 0x18]);

/**
 * Where plane p's byte at address a lies in Vga.memory in mode 13h: chain 4's byte a + p when a's
 * low two bits are 0 (the CPU's address o is plane o & 3's byte o & ~3, as the VGA and DOSBox
 * keep it), the rest of each plane past the first 64K.
 */
const wideAt = (p: number, a: number): number => ((a & 3) << 16) | (a & 0xfffc) | p;

/**
 * The bits of graphics controller registers 00h–08h that read back (DOSBox 0.74 vga_gfx.cpp
 * keeps only these; oracle vgagen: 23 programs read 92h back as 02h, and the like).
 */
const GC_BITS = [0x0f, 0x0f, 0x0f, 0xff, 0x03, 0xff, 0xff, 0x0f, 0xff];

/**
 * What the S3 Trio's CRTC registers past 18h read in DOSBox (machine=svga_s3, vga_s3.cpp): the
 * chip's identification, its memory (2 MB), and the values its BIOS leaves (oracle vgagen: 87
 * indices read after mode sets, the same in every mode; probe VP2: 38h and 39h the BIOS's unlock keys); any other reads 0, and writes there are
 * not kept (no program here banks or unlocks the chip). 24h and 26h read the attribute index.
 */
const S3_CRTC = new Map([[0x2d, 0x88], [0x2e, 0x11], [0x30, 0xe1], [0x31, 0x05], [0x36, 0x9a], [0x37, 0x2b], [0x38, 0x48], [0x39, 0xa5], [0x3a, 0x05], [0x42, 0x0d], [0x45, 0xa0], [0x52, 0x80], [0x59, 0xc0]]);

/** The BIOS modes whose memory is the planes (16 colours: those with pages) or mode 13h's. */
const graphics = (m: number): boolean => PAGE_BYTES.has(m) || m === 0x13;

/** The segment of graphics video memory, and the bytes of it a plane has. */
export const GRAPHICS_SEGMENT = 0xa000;
export const PLANE_BYTES = 0x10000;

export class VgaPorts implements PortDevice {
  /**
   * 3DBh holds nothing and reads FFh, as DOSBox's does: `inport(0x3DA)`'s high byte (oracle RT2).
   * The CRTC and input status 1 answer at 3B4h, 3B5h and 3BAh instead while the miscellaneous
   * output's bit 0 is clear (mode 0Fh's A2h), the other three then reading FFh (probe EGM2).
   */
  handles(port: number): boolean {
    return (port >= 0x3c0 && port <= 0x3cf) || [0x3d4, 0x3d5, 0x3da, 0x3db].includes(port) || (!(this.misc & 1) && [0x3b4, 0x3b5, 0x3ba].includes(port));
  }

  /** A CRTC or status port as the colour one it is now (3Dxh), or 0: it answers nothing. */
  private crtcPort(port: number): number {
    return port < 0x3c0 ? port + 0x20 : port > 0x3cf && !(this.misc & 1) ? 0 : port;
  }

  private seqIndex = 0;
  /** The sequencer's registers 0–4, and the S3's 08h (its PLL lock: 06h unlocks 09h on). */
  private readonly seq = new Uint8Array(9).fill(0);
  private gcIndex = 0;
  /** GC registers 0–8 as the BIOS leaves them in mode 12h: bit mask FFh, colour don't care 0Fh, memory map 05h. */
  private readonly gc = Uint8Array.from([0, 0, 0, 0, 0, 0, 0x05, 0x0f, 0xff]);
  private crtcIndex = 0;
  private readonly crtc = new Uint8Array(0x19);
  /** The attribute controller's flip-flop (false: the next 3C0h write is an index), and its index. */
  private acData = false;
  private acIndex = 0x20;
  private overscan = 0;
  /** Attribute registers 10h–14h (mode control, overscan's neighbours, plane enable, panning, colour select) as mode 03h leaves them (probe PAL2): kept as written. */
  readonly acHigh = Uint8Array.from([0x0c, 0, 0x0f, 0x08, 0]);
  /**
   * The DAC's indices as DOSBox's has them (vga_dac.cpp; oracle M13A): one component counter
   * for reads and writes, a component stored as it is written, 3C7h setting the write index to
   * the read index + 1, and 3C7h reading 3 after a read index was set, 0 after a write index.
   */
  private dacWrite = 0;
  private dacRead = 0;
  private dacStep = 0;
  private dacReading = false;
  /**
   * The palette registers' bytes as last written here: a register reads back its bits 6 and 7 too
   * (VB2: AH=0Bh BH=1 BL=3Dh leaves 41h and 43h in registers 2 and 3), the colour shown being
   * the low 6 bits' (Vga.attributes, which a mode set or the BGI may have set since).
   */
  private readonly written = new Uint8Array(16);

  private palette(i: number): number {
    const six = this.vga.attributes[i]!;
    return (this.written[i]! & 0x3f) === six ? this.written[i]! : six;
  }

  /** The four latches, loaded by every read of video memory. */
  private readonly latch = new Uint8Array(4);
  /** A write's four planes' bytes (write's scratch). */
  private readonly planesOut = new Uint8Array(4);

  /** The miscellaneous output register (3C2h written, 3CCh read). */
  private misc = 0x67;
  /** Vga.touch itself: a box of the picture changed (without `drawn`). */
  private readonly touchRaw: Vga['touch'];

  constructor(private readonly vga: Vga) {
    // a mode set (INT 10h AH=00h, initgraph) loads the mode's registers; drawing on the planes
    // (the BGI's) reaches a picture the registers made of other memory than a page's
    const setMode = vga.setMode.bind(vga), touch = (this.touchRaw = vga.touch.bind(vga));
    // The BIOS's mode set writes registers one by one (runtime/tc/bios-extra.ts loadRegisters)
    // while the CRTC still holds the old mode's: a picture made then is thrown away by modeSet's,
    // and in mode 12h after 03h it was one, the screen's clear then repainting it a byte at a time
    // (38 400 calls, half of BGIDEMO.C's run to its first wait: bench figure 5d). So the pictures
    // wait for the mode's own registers.
    vga.setMode = (mode, keep) => {
      const setting = this.setting, planes = keep ? this.planes() : null;
      this.setting = true;
      try {
        setMode(mode, keep);
        // a set that keeps memory (AL bit 7) keeps the planes' bytes, which mode 13h and the
        // 16-colour modes lay out differently in Vga.memory (oracle vgagen: 73 of 117 such sets
        // between the two had moved the bytes)
        if (planes && graphics(vga.biosMode)) this.planes(planes);
      } finally {
        this.setting = setting; // a mode set that throws leaves the pictures to the next one
      }
      this.modeSet();
    };
    vga.touch = (x0, y0, x1, y1) => {
      touch(x0, y0, x1, y1);
      // (a mode set's first touches come before its pages: the scratch may still be `pixels`)
      if (vga.pixels === this.unchained) {
        // (a box as wide as 640 pixels is a palette's or page's change: nothing was drawn, and the
        // scratch holds no planes' bytes: oracle vgagen, a DAC write in mode X had cleared them)
        if (vga.biosMode === 0x13 && !(this.seq[4]! & 8) && x1 < SCREEN_W - 1) this.put(x0, y0, x1, y1);
      } else if (this.picture) this.drawn(x0, y0, x1, y1);
    };
    this.modeSet();
  }

  private modeSet(): void {
    const r = MODE_REGISTERS.get(this.vga.biosMode);
    if (r) {
      this.crtc.set(r.subarray(0, 25));
      this.seq.set(r.subarray(25, 30));
      this.gc.set(r.subarray(30, 39));
      this.acHigh.set(r.subarray(39, 44));
      this.misc = r[44]!;
    }
    this.show();
  }

  out(port: number, v: number): void {
    switch (this.crtcPort(port)) {
      case 0x3c0:
        if (!this.acData) this.acIndex = v & 0x3f;
        else if ((this.acIndex & 0x1f) < 16) {
          this.written[this.acIndex & 0x0f] = v;
          this.vga.setAttribute(this.acIndex & 0x0f, v);
        }
        else if ((this.acIndex & 0x1f) === 0x11) this.overscan = v; // the border: not shown
        else if ((this.acIndex & 0x1f) <= 0x14) {
          this.acHigh[(this.acIndex & 0x1f) - 0x10] = v;
          if ((this.acIndex & 0x1f) === 0x13 || (this.acIndex & 0x1f) === 0x10) this.show(); // panning, and the split's
        }
        this.acData = !this.acData;
        return;
      // the indices are kept whole (DOSBox vga_seq.cpp, vga_crtc.cpp: 3C4h and 3D4h read back as written)
      case 0x3c4: this.seqIndex = v; return;
      case 0x3c5:
        // 05h–07h and the S3's locked ones past 08h take nothing; the map mask keeps 4 bits
        if (this.seqIndex > 8 || (this.seqIndex > 4 && this.seqIndex < 8)) return;
        this.seq[this.seqIndex] = this.seqIndex === 2 ? v & 0x0f : v;
        if (this.seqIndex === 4) this.show(); // chain 4 on or off
        return;
      case 0x3c2: this.misc = v; return;
      case 0x3c6:
        this.vga.pelMask = v;
        this.vga.paletteChanged();
        return;
      case 0x3c7: this.dacRead = v; this.dacWrite = (v + 1) & 0xff; this.dacStep = 0; this.dacReading = true; return;
      case 0x3c8: this.dacWrite = v; this.dacStep = 0; this.dacReading = false; return;
      case 0x3c9: {
        const d = this.vga.dac, at = this.dacWrite * 3;
        d[at + this.dacStep] = v & 0x3f;
        this.vga.setDac(this.dacWrite, d[at]!, d[at + 1]!, d[at + 2]!);
        if (++this.dacStep === 3) {
          this.dacWrite = (this.dacWrite + 1) & 0xff;
          this.dacStep = 0;
        }
        return;
      }
      case 0x3ce: this.gcIndex = v & 0x0f; return;
      case 0x3cf: if (this.gcIndex < 9) this.gc[this.gcIndex] = v & GC_BITS[this.gcIndex]!; return;
      case 0x3d4: this.crtcIndex = v; return;
      case 0x3d5:
        if (this.crtcIndex >= this.crtc.length) return;
        // registers 00h–07h are write-protected while 11h's bit 7 is set (7's line compare bit 4 excepted)
        if (this.crtcIndex <= 7 && this.crtc[0x11]! & 0x80) {
          if (this.crtcIndex === 7) {
            this.crtc[7] = (this.crtc[7]! & ~0x10) | (v & 0x10);
            this.show();
          }
          return;
        }
        this.crtc[this.crtcIndex] = v;
        if (PICTURE_REGISTERS.has(this.crtcIndex)) this.show();
        return;
      default: return; // 3CAh…: taken, no effect modelled
    }
  }

  in(port: number, at: number): number {
    switch (this.crtcPort(port)) {
      case 0x3c0: return this.acIndex;
      case 0x3c1: {
        const i = this.acIndex & 0x1f;
        return i < 16 ? this.palette(i) : i === 0x11 ? this.overscan : i <= 0x14 ? this.acHigh[i - 0x10]! : 0;
      }
      case 0x3c4: return this.seqIndex;
      // (the S3's registers past 08h read 0 while locked, their index from 1Bh on: vga_s3.cpp)
      case 0x3c5: return this.seqIndex <= 8 ? this.seq[this.seqIndex]! : this.seq[8] !== 6 && this.seqIndex >= 0x1b ? this.seqIndex : 0;
      case 0x3c6: return this.vga.pelMask;
      case 0x3c7: return this.dacReading ? 3 : 0;
      case 0x3c8: return this.dacWrite;
      case 0x3c9: {
        const v = this.vga.dac[this.dacRead * 3 + this.dacStep]!;
        if (++this.dacStep === 3) {
          this.dacStep = 0;
          this.dacRead = (this.dacRead + 1) & 0xff;
        }
        return v;
      }
      case 0x3cc: return this.misc;
      case 0x3ce: return this.gcIndex;
      case 0x3cf: return this.gcIndex < 9 ? this.gc[this.gcIndex]! : 0;
      case 0x3d4: return this.crtcIndex;
      case 0x3d5: return this.crtcIndex < this.crtc.length ? this.crtc[this.crtcIndex]! : (this.crtcIndex | 2) === 0x26 ? this.acIndex : S3_CRTC.get(this.crtcIndex) ?? 0;
      case 0x3da: this.acData = false; return this.status(at);
      case 0x3ca: return 0; // the feature control (DOSBox vga_misc.cpp; oracle vgagen: 42 programs)
      default: return 0xff;
    }
  }

  /**
   * Input status 1 at virtual time `at` (PIT ticks): bit 3 in the vertical retrace, bit 0 while
   * the display is blanked (from each line's 80th of its 100 character clocks to its 98th, and
   * the rows below the picture). The frame is 525 lines in the 16-colour graphics modes, 480
   * shown, 2 of retrace from line 490; 449 lines in text mode and mode 13h (its 200 rows scanned
   * twice), 400 shown, retrace from 412 — the VGA's standard CRTC values, timed as DOSBox times
   * them (oracle RT1: 401 rising edges of bit 0 from the display's start to the retrace).
   */
  private status(at: number): number {
    const { frame, lines, shown, retrace, retraceLines } = this.timing();
    const lineAt = ((at % frame) / frame) * lines;
    const line = Math.floor(lineAt);
    const part = lineAt - line;
    const blank = line >= shown || (part >= BLANK_START && part < BLANK_END);
    const inRetrace = line >= retrace && line < retrace + retraceLines;
    return (inRetrace ? 0x08 : 0) | (blank ? 0x01 : 0);
  }

  /**
   * The frame in PIT ticks and its lines, as the registers time it: the horizontal total (CRTC
   * 00h + 5 characters) of 8 or 9 dots (sequencer 01h bit 0), twice with the dot clock halved (bit
   * 3), times the vertical total (06h and 07h bits 0 and 5, + 2) over the dot clock (miscellaneous
   * output bits 2–3: 25.175 or 28.322 MHz); the lines shown (12h and 07h bits 1 and 6, + 1) and the
   * vertical retrace from 10h (07h bits 2 and 7) to where its end (11h bits 0–3) comes round.
   * Mode 12h makes 800 × 525 at 25.175 MHz (59.94 Hz), 480 shown, retrace 490–491; 13h 800 × 449
   * and text mode 900 × 449 at 28.322 MHz (70.09 Hz), 400 shown, retrace 412–413: the dot clocks
   * DOSBox times the frame by (oracle RT1: 699 retraces from the first after a tick end within
   * tick 181, 181.58–181.84 ticks at 70.09 Hz, where 70 Hz would cross into tick 182 a quarter of
   * the time; 212 ticks in 12h).
   */
  private timing(): Timing {
    const c = this.crtc, o = c[7]!, dots = (this.seq[1]! & 1 ? 8 : 9) * (this.seq[1]! & 8 ? 2 : 1);
    const lines = (c[6]! | ((o & 1) << 8) | ((o & 0x20) << 4)) + 2;
    const retrace = c[0x10]! | ((o & 4) << 6) | ((o & 0x80) << 2);
    const clock = this.misc & 0x0c ? 28_322_000 : 25_175_000;
    return {
      frame: (PIT_HZ * (c[0]! + 5) * dots * lines) / clock, lines, retrace,
      shown: (c[0x12]! | ((o & 2) << 7) | ((o & 0x40) << 3)) + 1,
      retraceLines: ((c[0x11]! - retrace) & 0x0f) || 16,
    };
  }

  /**
   * When the bits `mask` of what `port` reads next change by themselves after `at` (PIT ticks):
   * for 3DAh the next edge of display enable (bit 0) or vertical retrace (bit 3) that `mask`
   * shows; Infinity for the other ports, whose values only the program or an input changes.
   */
  changesAt(port: number, at: number, mask: number): number {
    if (port !== 0x3da || (mask & 0x09) === 0) return Infinity;
    const timing = this.timing(), { frame, lines } = timing;
    const was = this.status(at) & mask;
    const start = at - (at % frame), lineTicks = frame / lines;
    let pos = ((at % frame) / frame) * lines;
    for (let guard = 0; guard < 4 * lines; guard++) {
      pos = nextEdge(pos, mask, timing);
      // the edge's time, nudged past it when rounding left it a hair early
      let t = start + pos * lineTicks;
      for (let eps = frame * 1e-12; (this.status(t) & mask) === was && eps < lineTicks * 1e-3; eps *= 2) t = start + pos * lineTicks + eps;
      if ((this.status(t) & mask) !== was && t > at) return t;
    }
    return Infinity;
  }

  // ---- the picture ----------------------------------------------------------------------------

  /**
   * The picture when the registers make it of other memory than a run of it: another row length
   * (the offset, 13h), a start whose rows wrap past the planes' 64K, panning (attribute 13h),
   * mode 13h unchained (mode X: sequencer 04h's chain 4 off); null while `vga.visual` is a view of
   * memory. Drawing updates what it shows of what changed (`drawn`, `wrote`).
   */
  private picture: Uint8Array | null = null;
  /** Inside a mode set (the constructor's setMode): no picture until its registers are loaded. */
  private setting = false;
  /** Its geometry (see show). */
  private geo = { start: 0, row: 0, shift: 0, per: 8, pan: 0, split: 0, splitPan: 0 };

  /**
   * The picture the CRTC makes (IBM's register reference; DOSBox probe CAPVR, its Ctrl+F5 screens):
   * row y begins at the start address (0Ch/0Dh) plus y times the offset (13h) in words, the
   * address taken as bytes (17h bit 6), words or doublewords (14h bit 6, mode 13h's chain 4) of
   * each plane; the rows are the vertical display end's (12h, 07h bits 1 and 6) over the scan
   * lines a row (09h: bits 0–4 plus one, twice with bit 7); a pan (attribute 13h) shifts them left.
   */
  private show(): void {
    if (this.setting) return;
    const v = this.vga, m = v.biosMode, c = this.crtc;
    if (!graphics(m)) return void (this.picture = null);
    const lines = (c[0x12]! | ((c[7]! & 2) << 7) | ((c[7]! & 0x40) << 3)) + 1, scan = ((c[9]! & 0x1f) + 1) * (c[9]! & 0x80 ? 2 : 1);
    const rows = Math.min(SCREEN_H, Math.floor(lines / scan));
    const wide = m === 0x13, w = v.width, pan = this.acHigh[3]! & 7;
    // the line compare (18h, 07h bit 4, 09h bit 6): the rows after its scan line from address 0, unpanned with attribute 10h's bit 5
    const split = Math.floor(((c[0x18]! | ((c[7]! & 0x10) << 4) | ((c[9]! & 0x40) << 3)) + 1) / scan);
    const g = (this.geo = {
      start: (c[0x0c]! << 8) | c[0x0d]!, row: c[0x13]! * 2, shift: c[0x14]! & 0x40 ? 2 : c[0x17]! & 0x40 ? 0 : 1, per: wide ? 4 : 8,
      pan: wide ? pan >> 1 : pan, split, splitPan: this.acHigh[0]! & 0x20 ? 0 : wide ? pan >> 1 : pan,
    });
    // a run of memory: chain 4's bytes (a doubleword 4 pixels) or the planes' (a byte 8), rows one after another, no wrap
    const unit = g.shift === (wide ? 2 : 0) && (!wide || this.seq[4]! & 8) ? (wide ? 4 : 8) : 0, at = g.start * unit;
    v.height = rows;
    if (wide) v.pixels = unit ? v.memory.subarray(0, SCREEN_W * SCREEN_H) : (this.unchained ??= new Uint8Array(SCREEN_W * SCREEN_H));
    if (g.pan === 0 && split >= rows && unit && g.row * unit === w && at + w * rows <= (wide ? PLANE_BYTES : PLANE_BYTES * 8)) {
      this.picture = null;
      const bytes = (PAGE_BYTES.get(m) ?? 0) * 8;
      if (bytes && at % bytes === 0 && at / bytes < v.pages) v.setVisualPage(at / bytes);
      if (v.visual.byteOffset - v.memory.byteOffset !== at || v.visual.length !== w * rows) v.visual = v.memory.subarray(at, at + w * rows);
    } else {
      if (this.picture?.length !== w * rows) this.picture = new Uint8Array(w * rows);
      v.visual = this.picture;
      for (let y = 0; y < rows; y++) this.paint(y, 0, w - 1);
    }
    this.touchRaw(0, 0, w - 1, rows - 1);
  }

  /** Row y's pixels x0..x1 of the picture, from memory (16 colours: the planes' bits; 256: plane x & 3's byte). */
  private paint(y: number, x0: number, x1: number): void {
    const g = this.geo, mem = this.vga.memory, out = this.picture!, w = this.vga.width, lower = y >= g.split;
    const base = lower ? (y - g.split) * g.row : g.start + y * g.row, pan = lower ? g.splitPan : g.pan;
    for (let x = Math.max(0, x0); x <= x1 && x < w; x++) {
      const vx = x + pan, a = (((base + Math.floor(vx / g.per)) & 0xffff) << g.shift) & 0xffff;
      out[y * w + x] = g.per === 8 ? mem[a * 8 + (vx & 7)]! : mem[wideAt(vx & 3, a)]!;
    }
  }

  /** Plane address `a` changed (in the 256-colour modes plane p's byte, else the four planes'): the picture's pixels that show it. */
  private wrote(a: number): void {
    const g = this.geo, rows = this.vga.height;
    if (g.row === 0 || a & ((1 << g.shift) - 1)) return;
    // above the split from the start address, below it from 0 (no arrays: a write's every call)
    for (let lower = 0; lower < 2; lower++) {
      const from = lower ? 0 : g.start, top = lower ? g.split : 0, end = lower ? rows : g.split, pan = lower ? g.splitPan : g.pan;
      const rel = ((a >> g.shift) - from) & 0xffff, y = top + Math.floor(rel / g.row), x = (rel % g.row) * g.per - pan;
      if (y >= Math.min(end, rows)) continue;
      this.paint(y, x, x + g.per - 1);
      this.touchRaw(Math.max(0, x), y, x + g.per - 1, y);
    }
  }

  /**
   * What the BIOS draws in mode 13h unchained (its teletype's glyphs, `TextConsole`) goes here
   * first, then to A000:y·320+x through the map mask and the graphics controller, as DOSBox's
   * INT 10h writes a pixel (a byte write there: harness H33, printf in mode X).
   */
  private unchained: Uint8Array | null = null;

  private put(x0: number, y0: number, x1: number, y1: number): void {
    const px = this.unchained!;
    for (let y = Math.max(0, y0); y <= y1 && y < 200; y++) for (let x = Math.max(0, x0); x <= x1 && x < 320; x++) this.write(y * 320 + x, px[y * 320 + x]!);
  }

  /** The BGI drew the box x0..x1 × y0..y1 of the active page: the picture's pixels that show those bytes. */
  private drawn(x0: number, y0: number, x1: number, y1: number): void {
    const v = this.vga, page = (v.pixels.byteOffset - v.memory.byteOffset) / 8;
    if (v.biosMode === 0x13) return;
    for (let y = Math.max(0, y0); y <= y1 && y < SCREEN_H; y++) {
      for (let b = (y * SCREEN_W + Math.max(0, x0)) >> 3; b <= (y * SCREEN_W + x1) >> 3; b++) {
        if (page + b >= 0 && page + b < PLANE_BYTES) this.wrote(page + b);
      }
    }
  }

  // ---- video memory at A000:0000 -------------------------------------------------------------

  /**
   * A000:0000 in text mode: 64 KB that read back what was written, 0 where nothing was (oracle
   * TA1: DOSBox's mode 03h keeps bytes written there; corpus C989 fills 30 000 of them).
   */
  private textRam: Uint8Array | null = null;

  private get text(): boolean {
    return this.vga.biosMode === 0x03;
  }

  /**
   * The four planes' 64 KB in a graphics mode's layout (null in the others), or, given them, put
   * them back in the current mode's.
   */
  private planes(put?: Uint8Array): Uint8Array | null {
    const m = this.vga.biosMode, mem = this.vga.memory;
    if (!graphics(m)) return null;
    const out = put ?? new Uint8Array(4 * PLANE_BYTES);
    for (let p = 0; p < 4; p++) {
      for (let o = 0; o < PLANE_BYTES; o++) {
        if (m === 0x13) {
          if (put) mem[wideAt(p, o)] = put[p * PLANE_BYTES + o]!;
          else out[p * PLANE_BYTES + o] = mem[wideAt(p, o)]!;
        } else if (put) this.setPlane(o, p, put[p * PLANE_BYTES + o]!);
        else out[p * PLANE_BYTES + o] = this.plane(o, p);
      }
    }
    return out;
  }

  /** Plane p's byte at offset `o` set to v, in the expanded pixels. */
  private setPlane(o: number, p: number, v: number): void {
    const mem = this.vga.memory;
    for (let i = 0; i < 8; i++) mem[o * 8 + i] = (mem[o * 8 + i]! & ~(1 << p)) | (((v >> (7 - i)) & 1) << p);
  }

  /** Plane p's byte at offset `o`, from the expanded pixels. */
  private plane(o: number, p: number): number {
    const mem = this.vga.memory, at = o * 8;
    let b = 0;
    for (let i = 0; i < 8; i++) b = (b << 1) | ((mem[at + i]! >> p) & 1);
    return b;
  }

  /**
   * Where A000:o lies when DOSBox 0.74 maps it without the latches (vga_memory.cpp: the chained
   * and map handlers VGA_SetupHandlers picks by VGA_DetermineMode), as plane | offset << 2, else
   * -1: with chain 4 on, the graphics controller's mode bit 6 (256 colours) keeps mode 13h's
   * plane o & 3 at o & ~3, and without it the bytes run on through the planes (plane o & 3 at o / 4);
   * with chain 4 off, bit 5 without bit 6 (CGA's shift) does the same (oracle vgagen: 50 mode 13h
   * scenes whose gc(5, …) had dropped bit 6, 12 planar ones that set bit 5).
   */
  private rawAt(o: number): number {
    const mode = this.gc[5]!;
    if (this.seq[4]! & 8) return mode & 0x40 ? (o & 3) | ((o & 0xfffc) << 2) : o;
    return (mode & 0x60) === 0x20 ? o : -1;
  }

  /** Mode 13h's own addressing: chain 4 with the 256-colour bit (A000:o is Vga.memory's byte o). */
  private chained(): boolean {
    return (this.seq[4]! & 8) !== 0 && (this.gc[5]! & 0x40) !== 0;
  }

  /** A CPU read of A000:o: the latches loaded, then read mode 0 (the read map's byte) or 1 (colour compare). */
  read(o: number): number {
    o &= 0xffff;
    if (this.text) return this.textRam?.[o] ?? 0;
    const wide = this.vga.biosMode === 0x13, mem = this.vga.memory, raw = this.rawAt(o);
    if (wide && this.chained()) return mem[o]!;
    if (raw >= 0) return wide ? mem[wideAt(raw & 3, raw >> 2)]! : this.plane(raw >> 2, raw & 3);
    if (wide) for (let p = 0; p < 4; p++) this.latch[p] = mem[wideAt(p, o)]!;
    else {
      // the four planes' bytes in one pass over the 8 pixels
      let b0 = 0, b1 = 0, b2 = 0, b3 = 0;
      for (let i = o * 8, end = i + 8; i < end; i++) {
        const px = mem[i]!;
        b0 = (b0 << 1) | (px & 1);
        b1 = (b1 << 1) | ((px >> 1) & 1);
        b2 = (b2 << 1) | ((px >> 2) & 1);
        b3 = (b3 << 1) | ((px >> 3) & 1);
      }
      this.latch[0] = b0;
      this.latch[1] = b1;
      this.latch[2] = b2;
      this.latch[3] = b3;
    }
    if ((this.gc[5]! & 0x08) === 0) return this.latch[this.gc[4]! & 3]!;
    const compare = this.gc[2]! & 0x0f, care = this.gc[7]! & 0x0f;
    let same = 0xff;
    for (let p = 0; p < 4; p++) {
      if (!((care >> p) & 1)) continue;
      same &= (compare >> p) & 1 ? this.latch[p]! : ~this.latch[p]! & 0xff;
    }
    return same;
  }

  /** A CPU write of `v` to A000:o through the graphics controller and the map mask. */
  write(o: number, v: number): void {
    o &= 0xffff;
    v &= 0xff;
    if (this.text) {
      (this.textRam ??= new Uint8Array(PLANE_BYTES))[o] = v;
      return;
    }
    const vga = this.vga;
    const wide = vga.biosMode === 0x13, raw = this.rawAt(o);
    if (raw >= 0 && !(wide && this.chained())) {
      // a byte put as it is (rawAt)
      const p = raw & 3, at = raw >> 2;
      if (wide) {
        vga.memory[wideAt(p, at)] = v;
        if (this.picture) this.wrote(at);
        return;
      }
      this.setPlane(at, p, v);
      if (this.picture) this.wrote(at);
      this.touched(at * 8);
      return;
    }
    if (wide && raw >= 0) {
      // mode 13h: a byte a pixel, all 64K kept (oracle M13B: A000:FFFFh reads back)
      vga.memory[o] = v;
      if (this.picture) this.wrote(o & 0xfffc);
      else if (o < 64000) vga.touch(o % 320, (o / 320) | 0, o % 320, (o / 320) | 0);
      return;
    }
    const gc = this.gc;
    const mode = gc[5]! & 3, rotate = gc[3]! & 7, fn = (gc[3]! >> 3) & 3;
    const rotated = ((v >> rotate) | (v << (8 - rotate))) & 0xff;
    let mask = gc[8]!;
    const planes = this.planesOut;
    for (let p = 0; p < 4; p++) {
      const l = this.latch[p]!;
      let d: number;
      if (mode === 1) { planes[p] = l; continue; }
      if (mode === 0) d = (gc[1]! >> p) & 1 ? ((gc[0]! >> p) & 1 ? 0xff : 0) : rotated;
      else if (mode === 2) d = (v >> p) & 1 ? 0xff : 0;
      else d = (gc[0]! >> p) & 1 ? 0xff : 0;
      if (fn === 1) d &= l;
      else if (fn === 2) d |= l;
      else if (fn === 3) d ^= l;
      planes[p] = d;
    }
    if (mode === 3) mask &= rotated;
    const enabled = this.seq[2]! & 0x0f;
    const mem = this.vga.memory, at = o * 8;
    if (wide) {
      // unchained (mode X): plane p's byte at o
      for (let p = 0; p < 4; p++) if ((enabled >> p) & 1) mem[wideAt(p, o)] = mode === 1 ? planes[p]! : (planes[p]! & mask) | (this.latch[p]! & ~mask);
      if (this.picture) this.wrote(o);
      return;
    }
    for (let i = 0; i < 8; i++) {
      const bit = 0x80 >> i;
      let px = mem[at + i]!;
      for (let p = 0; p < 4; p++) {
        if (!((enabled >> p) & 1)) continue;
        const b = mode === 1 ? planes[p]! & bit : (planes[p]! & mask & bit) | (this.latch[p]! & ~mask & bit);
        px = b ? px | (1 << p) : px & ~(1 << p);
      }
      mem[at + i] = px;
    }
    if (this.picture) this.wrote(o);
    this.touched(at);
  }

  /** The 8 pixels from `at` changed: the box they make on the active page and on the page shown. */
  private touched(at: number): void {
    const v = this.vga, bytes = PAGE_BYTES.get(v.biosMode) ?? 0, w = v.width;
    for (let page = v.activePage; page >= 0; page = page === v.visualPage ? -1 : v.visualPage) {
      const rel = at - page * bytes * 8;
      if (rel < 0 || rel >= w * SCREEN_H) continue;
      const y = Math.floor(rel / w), x = rel % w;
      v.touch(x, y, x + 7, y);
    }
  }
}
