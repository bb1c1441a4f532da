/**
 * VGA mode 13h as DOSBox 0.74's BIOS (machine=svga_s3) sets and serves it, for compiled programs
 * that set it themselves through INT 10h (bios-extra.ts; the ROMs' player page carries none of
 * this): its geometry, the 256 colours its mode set loads, the BIOS's 8×8 font its teletype draws
 * with, and the INT 10h calls on pixels and the DAC. Facts: the probes M13A and M13B
 * (test/fixtures/oracle-files).
 */
import { DEFAULT_ATTRIBUTES, egaColour, type VideoMode } from '../hw/vga.ts';
import { FONT8X8 } from './font8x8.ts';
import { ROM_FONT8X8, romByte } from '../bios/rom.ts';

/**
 * Mode 13h, 320×200 in 256 colours: one byte a pixel at A000:0000 (row y at y·320), its colour
 * the DAC entry of that number; the attribute registers are 00h–0Fh (oracle M13A: AX=1007h).
 */
export const MODE_13H: VideoMode = { bios: 0x13, width: 320, height: 200, pages: 1, pageBytes: 0x2000, attributes: DEFAULT_ATTRIBUTES.map((_, i) => i) };
/**
 * The DAC as mode 13h loads it (oracle M13A, every entry read through 3C7h/3C9h): the 16 EGA
 * colours, 16 greys, then nine runs of 24 hues (blue, magenta, red, yellow, green, cyan and back),
 * each run's components taking five levels (LEVELS, high to low saturation and brightness), and 8
 * blacks.
 */
const GREYS = '0005080b0e1114181c2024282d32383f';
const LEVELS = '00101f2f3f1f272f373f2d31363a3f00070e151c0e1115181c1416181a1c0004080c10080a0c0e100b0c0d0f10';
/** One component's level (0–4) along a run of 24 hues; the next component is the same, 8 later. */
const HUE = '012344444444432100000000';
export const DAC_256 = new Uint8Array(256 * 3);
for (let i = 0; i < 16; i++) {
  DAC_256.set(egaColour(DEFAULT_ATTRIBUTES[i]!), i * 3);
  DAC_256.fill(parseInt(GREYS.slice(i * 2, i * 2 + 2), 16), 48 + i * 3, 51 + i * 3);
}
for (let run = 0; run < 9; run++) {
  for (let j = 0; j < 24; j++) {
    for (let k = 0; k < 3; k++) DAC_256[96 + (run * 24 + j) * 3 + k] = parseInt(LEVELS.substr((run * 5 + +HUE[(j + 16 * k) % 24]!) * 2, 2), 16);
  }
}


let biosFont: Uint8Array | null = null;

/**
 * The BIOS's 8×8 font (INT 10h AX=1130h BH=03h/04h, read through the pointers DOSBox gives): codes
 * 0–127 are the ROM's at F000:FA6E (runtime/bios/rom.ts, probe ROM2), which are EGAVGA.BGI's
 * DEFAULT_FONT but for '0' and 'A'–'z' (the BGI's '0' is its 'O'; its letters are of another
 * design); codes 128–255 the BGI's. Made on the first mode 13h text.
 */
export function biosFont8x8(): Uint8Array {
  if (!biosFont) {
    biosFont = FONT8X8.slice();
    for (let i = 0; i < 128 * 8; i++) biosFont[i] = romByte(ROM_FONT8X8 + i);
  }
  return biosFont;
}

/** Mode 13h's pixel (x, y) as INT 10h AH=0Ch/0Dh reach it: y·320 + x in the segment, wrapping at 64K, no clipping (M13B). */
const pixelAt = (x: number, y: number): number => (y * 320 + x) & 0xffff;

/** The registers an INT 10h call sees (dos-int86.ts Regs; ES:DX a block of colours for AX=1012h/1017h). */
interface Regs {
  ax: number;
  bx: number;
  cx: number;
  dx: number;
}

/**
 * INT 10h AH=0Ch (write: AL as it is, bit 7 no XOR in mode 13h; BH, the page, ignored) and AH=0Dh
 * (read into AL, AH kept) in mode 13h (M13B). The write goes through the machine's video memory.
 */
export function pixel13(mem: { read(o: number): number; write(o: number, v: number): void }, ah: number, r: Regs): void {
  const at = pixelAt(r.cx, r.dx);
  if (ah === 0x0c) mem.write(at, r.ax & 0xff);
  else r.ax = (r.ax & 0xff00) | mem.read(at);
}

/** Port I/O as the BIOS does it (the machine's ports: runtime/hw/vga-ports.ts). */
export interface PortIo {
  out(port: number, v: number): void;
  in(port: number): number;
}

/**
 * The attribute registers as DOSBox 0.74's BIOS reaches them (int10_pal.cpp; oracle vgagen: the
 * index 3C0h reads after each call, probe VP2): `reset` reads 3DAh (the flip-flop to the index),
 * `set` writes an index then a value, `get` writes an index and reads 3C1h (the flip-flop stays at
 * the data), `done` writes 20h — an index (the screen back on) or, with the flip-flop at the data,
 * a value.
 */
const reset = (io: PortIo): number => io.in(0x3da);
const set = (io: PortIo, i: number, v: number): void => {
  io.out(0x3c0, i);
  io.out(0x3c0, v);
};
const get = (io: PortIo, i: number): number => {
  io.out(0x3c0, i);
  return io.in(0x3c1);
};
const done = (io: PortIo): void => io.out(0x3c0, 0x20);

/**
 * INT 10h AH=10h's palette-register and DAC calls, through the ports as DOSBox 0.74's BIOS makes
 * them (int10_pal.cpp; so the DAC's indices and the attribute controller's index and flip-flop
 * are left as there: M13A, probe VP2): 00h/07h set/get one attribute register (BL up to 14h,
 * else nothing but 07h's BH kept and 00h's closing 20h; BH the value; 07h reads at BL + 20h and
 * writes the value back), 01h/08h the overscan register (BH), 02h/09h all sixteen palette
 * registers and the overscan at ES:DX (09h writes each index without bit 5, the last 31h), 03h
 * the blink bit (BL 0 or 1: the mode control's bit 3 and 0040:0065's bit 5, `blink`; BL past 1
 * nothing, as the S3's BIOS), 10h/15h set/get one DAC entry (BL; DH red, CH green, CL blue: 6
 * bits kept), 12h/17h set/get CX entries from BX at ES:DX (`block`: the bytes there, 3 an entry),
 * 18h/19h the pixel mask (BL), 13h/1Ah the colour paging (BL 0 the mode, any other the page, BH),
 * 1Bh grey shades. Registers not named are kept. False for any other AL.
 */
export function int10Palette(io: PortIo, r: Regs, block: (count: number, write: Uint8Array | null) => Uint8Array, blink?: (on: boolean) => void): boolean {
  const al = r.ax & 0xff, bl = r.bx & 0xff, bh = r.bx >> 8;
  switch (al) {
    case 0x00:
      if (bl <= 0x14) {
        reset(io);
        set(io, bl, bh);
      }
      done(io);
      return true;
    case 0x01:
      reset(io);
      set(io, 0x11, bh);
      done(io);
      return true;
    case 0x07:
    case 0x08: {
      const i = al === 0x08 ? 0x11 : bl;
      if (i > 0x14) return true;
      reset(io);
      const v = get(io, i + 0x20);
      io.out(0x3c0, v);
      r.bx = (v << 8) | bl;
      return true;
    }
    case 0x03: {
      if (bl > 1) return true;
      reset(io);
      const v = (get(io, 0x10) & 0xf7) | (bl << 3);
      reset(io);
      set(io, 0x10, v);
      done(io);
      blink?.(bl === 1);
      return true;
    }
    case 0x10:
      io.out(0x3c8, bl);
      for (const v of [r.dx >> 8, r.cx >> 8, r.cx]) io.out(0x3c9, v & 0xff);
      return true;
    case 0x15:
      io.out(0x3c7, bl);
      r.dx = (io.in(0x3c9) << 8) | (r.dx & 0xff);
      r.cx = io.in(0x3c9) << 8;
      r.cx |= io.in(0x3c9);
      return true;
    case 0x12:
      io.out(0x3c8, bl);
      for (const v of block(r.cx * 3, null)) io.out(0x3c9, v);
      return true;
    case 0x17:
      io.out(0x3c7, bl);
      block(r.cx * 3, Uint8Array.from({ length: r.cx * 3 }, () => io.in(0x3c9)));
      return true;
    case 0x18:
      io.out(0x3c6, bl);
      return true;
    case 0x19:
      r.bx = (r.bx & 0xff00) | io.in(0x3c6);
      return true;
    case 0x02: {
      // the sixteen palette registers, then the overscan, from ES:DX (PAL2)
      const b = block(17, null);
      reset(io);
      for (let i = 0; i < 17; i++) set(io, i < 16 ? i : 0x11, b[i]!);
      done(io);
      return true;
    }
    case 0x09:
      block(17, Uint8Array.from({ length: 17 }, (_, i) => {
        if (i === 0) reset(io);
        const v = get(io, i < 16 ? i : 0x31);
        reset(io);
        return v;
      }));
      return true;
    case 0x13: {
      // BL=0: the paging mode, the mode control register's bit 7; any other BL: the page, in the
      // colour select register (bits 0–3 in mode 1, bits 2–3 in mode 0) (PAL2)
      reset(io);
      const control = get(io, 0x10);
      if (bl === 0) io.out(0x3c0, (control & 0x7f) | (bh ? 0x80 : 0));
      else {
        io.out(0x3c0, control);
        set(io, 0x14, (control & 0x80 ? bh : bh << 2) & 0x0f);
      }
      done(io);
      return true;
    }
    case 0x1a: {
      reset(io);
      const control = get(io, 0x10);
      io.out(0x3c0, control);
      const select = get(io, 0x14);
      io.out(0x3c0, select);
      r.bx = ((control & 0x80 ? select & 0x0f : (select >> 2) & 3) << 8) | (control >> 7);
      return true;
    }
    case 0x1b:
      // CX entries (256 at the most, PL1) from BX summed to grey: (77 R + 151 G + 28 B + 128) >> 8 (PAL2)
      for (let i = 0; i < Math.min(r.cx, 256); i++) {
        io.out(0x3c7, (r.bx + i) & 0xff);
        const [red, green, blue] = [io.in(0x3c9), io.in(0x3c9), io.in(0x3c9)];
        const grey = Math.min(63, (77 * red! + 151 * green! + 28 * blue! + 128) >> 8);
        io.out(0x3c8, (r.bx + i) & 0xff);
        for (let k = 0; k < 3; k++) io.out(0x3c9, grey);
      }
      return true;
  }
  return false;
}
