/** dos.h — Turbo C 2.0's delay, gettime, interrupt vectors, I/O ports, speaker and far memory (peek/poke). */
import { LowMemory } from '../bios/bda.ts';
import type { InterruptHandler } from '../bios/ivt.ts';
import { romByte, romCovers } from '../bios/rom.ts';
import { hexDigits } from '../hw/hex.ts';
import { msToPit, PIT_HZ } from '../hw/pit.ts';
import { TEXT_MEMORY_BYTES, TEXT_SEGMENT, textConsole } from '../hw/textmode.ts';
import { machine, runningMachine, type Machine } from '../machine.ts';
import { processKey, done, isDone, resumeAfter, type Blocking, type Process } from '../process.ts';
import { int8, int16, uint16 } from './int.ts';

/** dos.h's constants (TC 2.0's values): file attributes and the handle table's size; the C header is made from it. */
export const DOS_CONSTANTS = { FA_RDONLY: 0x01, FA_HIDDEN: 0x02, FA_SYSTEM: 0x04, FA_LABEL: 0x08, FA_DIREC: 0x10, FA_ARCH: 0x20, NFDS: 20 };

/** struct time { unsigned char ti_min, ti_hour, ti_hund, ti_sec; } — TC 2.0 field order. */
export interface time {
  ti_min: number;
  ti_hour: number;
  ti_hund: number;
  ti_sec: number;
}

/** A zeroed `struct time` (what `struct time t;` holds before gettime fills it). */
export function newTime(): time {
  return { ti_min: 0, ti_hour: 0, ti_hund: 0, ti_sec: 0 };
}

// ---- delay() ---------------------------------------------------------------------------------
//
// TC 2.0 CS.LIB module DELAY [docs/TURBO-C-FACTS.md#delay]: a busy loop of `cmp dl,[mem]; jne $+2; loop` run
// loopsPerMs times per millisecond. loopsPerMs is measured on the first call by counting the same
// kind of loop over one BIOS tick (CX from FFFFh, so it saturates at 65535 → 65535/55 = 1191 on
// any CPU faster than ~3.6 MIPS), then refined downwards until delay(55) fits inside one tick.
// The machine does not execute x86, so each phase is charged as instructions.
//
// The constants below are the model's only free parameters. They were fixed against DELAYT.C at
// cycles=3000 (oracle/DELAYT_output_v2.txt: 97, 90, 18, 181 ticks):
//  * One tick is 164 777 instructions there, so the count phase gives k = 54 926 and
//    loopsPerMs = 998.
//  * "97 ticks including the first call" means the first call took about 8 ticks (49 × 99.8 ms
//    fill the rest): 1 to reach a tick edge, 1 to count, then two refine passes that overran
//    (2 ticks each: wait for an edge, delay(55) crosses the next one) and one that fit (2 ticks).
//    So delay(55) must overrun a tick with 998 and 997 loops/ms and fit with 996:
//        55 × (3×997 + X) ≥ 164 777  and  55 × (3×996 + X) < 164 777  ⇒  5 ≤ X ≤ 7.
//  * "90 ticks for 50 × delay(100)" bounds one delay(100) to 98.87..99.97 ms: 100 × (2988 + X)
//    + call overhead < 299 910 ⇒ X ≤ 11. The same figure then gives 18 ticks for 1000 × delay(1)
//    and 181 for 100 × (bioskey(1); delay(100)).
// X = 6 fits everything: the per-millisecond outer loop (reload CX from CS:[0], dec, jnz) plus
// the loop instruction's slower fall-through, counted in DOSBox instructions.

/** Instructions per inner iteration: `cmp dl,[mem]; jne $+2; loop`. */
export const DELAY_LOOP_INSTRUCTIONS = 3;
/** Instructions per millisecond outside the inner loop (see the derivation above). */
export const DELAY_MS_OVERHEAD_INSTRUCTIONS = 6;
/** Instructions per delay() call: frame, jcxz, the calibrated test, return. */
export const DELAY_CALL_INSTRUCTIONS = 20;
/** CX starts at FFFFh in the counting loop: the most iterations one tick can count. */
export const CALIBRATION_MAX_COUNT = 0xffff;
/** Milliseconds per BIOS tick, as TC 2.0 rounds it (k/55, delay(55), elapsed ticks × 55). */
export const MS_PER_TICK = 55;

/** IRQ0s a tick-edge wait may span before we call it a hang (INT 8 hooked and never chained). */
const EDGE_WAIT_LIMIT = 1000;


/** The calibration word TC 2.0 keeps at CS:[0]; per program run. */
interface DelayState {
  loopsPerMs: number;
}

const DELAY = processKey<DelayState>('dos.h delay calibration', () => ({ loopsPerMs: 0 }));

// delay() reads its calibration ~1600 times per virtual second: the state of the run it last
// served is kept at hand (a Process is one program run; another run misses once).
let lastProcess: Process | null = null;
let lastState: DelayState | null = null;

function delayState(m: Machine): DelayState {
  const p = m.process;
  return p === lastProcess ? lastState! : delayStateOf(p);
}

function delayStateOf(p: Process): DelayState {
  lastProcess = p;
  return (lastState = p.local(DELAY));
}

/** The loops per millisecond delay() calibrated to in the program loaded now (0 = not yet). */
export function delayLoopsPerMs(m: Machine): number {
  return delayState(m).loopsPerMs;
}

/** Instructions for `ms` milliseconds of the calibrated loop. */
function msLoopInstructions(ms: number, loopsPerMs: number): number {
  return ms * (loopsPerMs * DELAY_LOOP_INSTRUCTIONS + DELAY_MS_OVERHEAD_INSTRUCTIONS);
}

/**
 * Iterations of a poll loop (`cmp dl,[0040:006C]; jne; loop`) whose cmp still runs before the
 * next IRQ0 (which may change the tick count).
 */
function pollsBeforeNextTick(m: Machine): number {
  const pitTicks = m.nextIrq0After() - m.now;
  const instructions = Math.ceil((pitTicks * m.cpu.cycles * 1000) / PIT_HZ);
  return Math.ceil(instructions / DELAY_LOOP_INSTRUCTIONS);
}

/** Spin until the low byte of the BIOS tick count (0040:006C) changes. */
function* waitTickEdge(m: Machine): Blocking {
  const before = m.timer.tickCount & 0xff;
  for (let irq0s = 0; (m.timer.tickCount & 0xff) === before; irq0s++) {
    if (irq0s > EDGE_WAIT_LIMIT) {
      throw new Error('delay(): the BIOS tick count (0040:006C) does not advance — INT 8 hooked without chaining?');
    }
    yield* m.burn(pollsBeforeNextTick(m) * DELAY_LOOP_INSTRUCTIONS);
  }
}

/** TC 2.0's first-call calibration; returns loopsPerMs. */
function* calibrate(m: Machine): Blocking<number> {
  yield* waitTickEdge(m);
  // Count iterations until the next edge, or until CX runs out on a fast CPU. A program that
  // made IRQ0 faster (and chains to the BIOS now and then) has IRQ0s that leave the count as is.
  const before = m.timer.tickCount & 0xff;
  let k = 0;
  while (k < CALIBRATION_MAX_COUNT) {
    const polls = Math.min(pollsBeforeNextTick(m), CALIBRATION_MAX_COUNT - k);
    yield* m.burn(polls * DELAY_LOOP_INSTRUCTIONS);
    k += polls;
    if ((m.timer.tickCount & 0xff) !== before) break;
  }
  let loopsPerMs = Math.floor(k / MS_PER_TICK);
  // Refine: delay(55) started on a tick edge must end before the next one; each overrun costs one
  // loop per ms. It can only lower the count.
  for (;;) {
    yield* waitTickEdge(m);
    const before = m.timer.tickCount & 0xff;
    yield* m.burn(msLoopInstructions(MS_PER_TICK, loopsPerMs));
    if ((m.timer.tickCount & 0xff) === before || loopsPerMs <= 1) return loopsPerMs;
    loopsPerMs--;
  }
}

/**
 * void delay(unsigned milliseconds) — TC 2.0's self-calibrating busy loop (see above). The first
 * call calibrates (2+ ticks) and subtracts the whole ticks that took, ×55 ms; delay(0) returns at
 * once. On a fast machine the loop count saturates and delay() is too short, as in the original.
 */
export function delay(ms: number): Blocking {
  const m = machine();
  // The game's main loop calls this ~1600 times per virtual second. The common case, small
  // enough to inline there: calibrated, 1..65535 ms, no interrupt falls due in the call and its
  // loop, and the machine is not tracing (tryBurn says). One charge for the call and its loop:
  // the clock's carry makes one sum exactly the same time as two parts.
  const loopsPerMs = delayState(m).loopsPerMs;
  if ((ms & 0xffff) === ms && ms !== 0 && loopsPerMs !== 0 && m.tryBurn(DELAY_CALL_INSTRUCTIONS + msLoopInstructions(ms, loopsPerMs))) return done();
  return delayCall(m, ms);
}

/** delay() in full: trace, check, then the call's overhead, `jcxz` or the calibration, the loop. */
function delayCall(m: Machine, ms: number): Blocking {
  if (m.tracing) m.traceCall('delay', ms);
  if (!Number.isInteger(ms)) throw new Error(`delay(${ms}): milliseconds must be an unsigned int`);
  const left = uint16(ms);
  const st = delayState(m);
  if (st.loopsPerMs !== 0 && left !== 0) return m.burn(DELAY_CALL_INSTRUCTIONS + msLoopInstructions(left, st.loopsPerMs));
  return delayUncalibratedOrZero(m, left);
}

/** delay(0), or the first call: the call's overhead, then `jcxz` or the calibration. */
function delayUncalibratedOrZero(m: Machine, left: number): Blocking {
  const burnt = m.burn(DELAY_CALL_INSTRUCTIONS);
  return isDone(burnt) ? delayLoops(m, left) : resumeAfter(burnt, delayLoops, m, left);
}

/** delay's body after its call overhead: `jcxz`, the lazy calibration, then the loop. */
function delayLoops(m: Machine, ms: number): Blocking {
  if (ms === 0) return done(); // jcxz
  const st = delayState(m);
  if (st.loopsPerMs === 0) return calibrateThenLoop(m, ms, st);
  return m.burn(msLoopInstructions(ms, st.loopsPerMs));
}

/** The first call: calibrate, subtract the whole ticks that took (×55 ms), loop the rest. */
function* calibrateThenLoop(m: Machine, ms: number, st: DelayState): Blocking {
  let left = ms;
  const t0 = m.timer.tickCount;
  st.loopsPerMs = yield* calibrate(m);
  const elapsedMs = uint16((m.timer.tickCount - t0) * MS_PER_TICK);
  if (left <= elapsedMs) return;
  left -= elapsedMs;
  yield* m.burn(msLoopInstructions(left, st.loopsPerMs));
}

// ---- time, vectors, speaker ----------------------------------------------------------------------

/**
 * void gettime(struct time *timep) — INT 21h AH=2Ch, `[t]=CX, [t+2]=DX` [TC2 disasm, GETDATE]:
 * ti_min=CL, ti_hour=CH, ti_hund=DL, ti_sec=DH, with DOSBox's one-tick resolution.
 */
/**
 * void sleep(unsigned seconds) — waits `seconds` seconds on the clock (TC reads DOS's time of day,
 * not delay's calibrated loop, which runs fast on DOSBox: DELAYT.C).
 */
export function* sleep(seconds: number): Blocking {
  const m = machine();
  if (m.tracing) m.traceCall('sleep', seconds);
  yield* m.sleepUntil(m.now + msToPit((seconds & 0xffff) * 1000));
}

export function gettime(t: time): void {
  const m = machine();
  if (m.tracing) m.trace('gettime(&t)');
  const now = m.timer.timeOfDay();
  t.ti_min = now.min;
  t.ti_hour = now.hour;
  t.ti_hund = now.hund;
  t.ti_sec = now.sec;
}

/** INT 21h AH=25h/35h take the vector number in AL: only the low byte of the int counts. */
function vectorNumber(call: string, n: number): number {
  if (!Number.isInteger(n)) throw new Error(`${call}(${n}): interruptno must be an int`);
  return n & 0xff;
}

/** void interrupt (*getvect(int interruptno))() — INT 21h AH=35h. */
export function getvect(n: number): InterruptHandler {
  const m = machine();
  if (m.tracing) m.trace(`getvect(0x${(n >>> 0).toString(16)})`);
  return m.vectors.get(vectorNumber('getvect', n));
}

/**
 * void setvect(int interruptno, void interrupt (*isr)()) — INT 21h AH=25h. A handler on 08h or
 * 1Ch runs from IRQ0 (INT 1Ch after the BIOS counted the tick).
 */
export function setvect(n: number, isr: InterruptHandler): void {
  const m = machine();
  if (m.tracing) m.trace(`setvect(0x${(n >>> 0).toString(16)}, isr)`);
  if (typeof isr !== 'function') throw new Error(`setvect(${n}, ${String(isr)}): isr must be a function`);
  m.vectors.set(vectorNumber('setvect', n), isr);
}

/** void disable(void) — CLI: hardware interrupts wait (in the 8259) until enable(). */
export function disable(): void {
  const m = machine();
  if (m.tracing) m.trace('disable()');
  m.setInterruptFlag(false);
}

/** void enable(void) — STI: a request that waited is served now. */
export function enable(): void {
  const m = machine();
  if (m.tracing) m.trace('enable()');
  m.setInterruptFlag(true);
}

// ---- ports and the speaker -------------------------------------------------------------------

/** A port number or value passed to the port functions must be an int. */
function portArg(call: string, what: string, n: number): number {
  if (!Number.isInteger(n)) throw new Error(`${call}: ${what} must be an int, got ${n}`);
  return n;
}

/** The port as the 8086 sees it: DX, 16 bits. */
function portOf(call: string, port: number): number {
  return uint16(portArg(call, 'port', port));
}

/** void outportb(int portid, unsigned char value) — `out dx, al`. */
export function outportb(port: number, value: number): void {
  const m = machine();
  if (m.tracing) m.trace(`outportb(0x${(port >>> 0).toString(16)},0x${(value >>> 0).toString(16)})`);
  const p = portOf('outportb', port);
  m.portOut(p, portArg('outportb', 'value', value) & 0xff);
}

/** unsigned char inportb(int portid) — `in al, dx`. */
export function inportb(port: number): number {
  const m = machine();
  if (m.tracing) m.trace(`inportb(0x${(port >>> 0).toString(16)})`);
  return m.portIn(portOf('inportb', port));
}

/**
 * inportb as a compiled program calls it: a read of 3DAh (the VGA's input status) that sees what
 * the same read saw just before, with nothing else done between, lets time pass to the next
 * change of the bits `mask` the program tests (Machine.portPoll): `while (!(inportb(0x3DA) & 8));`
 * ends at the retrace as on the PC, where the loop's own instructions take the time.
 */
export function inportbPoll(port: number, mask = 0xff): Blocking<number> {
  return polled(port, inportb(port), mask);
}

/** inport as a compiled program calls it: a word from 3DAh polls its low byte as inportbPoll does. */
export function inportPoll(port: number, mask = 0xffff): Blocking<number> {
  return polled(port, inport(port), mask);
}

/**
 * `v`, read from `port` by a library call just made, after Machine.portPoll's wait when it is 3DAh
 * or the 8259's 20h (`while (!(inportb(0x20) & 1));` with OCW3's IRR chosen and interrupts off or
 * IRQ 0 masked goes on to the next IRQ 0: oracle-pc-v4 `timer`).
 */
function polled(port: number, v: number, mask: number): Blocking<number> {
  const p = uint16(port);
  if (p !== 0x3da && p !== 0x20) return done(v);
  const wait = runningMachine()!.portPoll(p, v & 0xff, mask & 0xff); // the read counted the library call
  return isDone(wait) ? done(v) : afterWait(wait, v);
}

function* afterWait(wait: Blocking, v: number): Blocking<number> {
  yield* wait;
  return v;
}

/**
 * void outport(int portid, int value) — `out dx, ax`: on the PC's 8-bit bus the low byte goes to
 * the port and the high byte to the next one.
 */
export function outport(port: number, value: number): void {
  const m = machine();
  if (m.tracing) m.trace(`outport(0x${(port >>> 0).toString(16)},0x${(value >>> 0).toString(16)})`);
  const p = portOf('outport', port);
  const v = uint16(portArg('outport', 'value', value));
  m.portOut(p, v & 0xff);
  m.portOut((p + 1) & 0xffff, v >> 8);
}

/** int inport(int portid) — `in ax, dx`: the low byte from the port, the high byte from the next. */
export function inport(port: number): number {
  const m = machine();
  if (m.tracing) m.trace(`inport(0x${(port >>> 0).toString(16)})`);
  const p = portOf('inport', port);
  const lo = m.portIn(p);
  const hi = m.portIn((p + 1) & 0xffff);
  return ((hi << 8) | lo) << 16 >> 16; // int: signed 16 bits
}

/**
 * The dividend sound() divides by the frequency: DX:AX = 0012h:34DDh = 1 193 181. Borland's
 * speaker routine (as in Turbo Pascal's CRT `Sound`: `mov ax,34DDh; mov dx,0012h; cmp dx,bx;
 * jnb done; div bx`) uses this rounded PIT rate, not DOSBox's 1 193 182 of the clock itself.
 */
export const SOUND_DIVIDEND = 0x1234dd;

/**
 * Lowest frequency sound() accepts: at or below 12h the 16-bit DIV of 1234DDh would overflow,
 * and Borland's routine returns without touching the speaker (`cmp dx,bx; jnb done`).
 */
export const SOUND_MIN_HZ = 19;

/**
 * void sound(unsigned frequency) — Borland's routine through the ports: if port 61h bits 0–1 are
 * both clear it sets them and writes control word B6h (channel 2, lobyte/hibyte, mode 3);
 * then it writes the divisor 1234DDh / frequency to port 42h, low byte first. A tone already
 * sounding therefore changes pitch at the end of its half-cycle, as the 8253 reloads in mode 3.
 */
export function sound(hz: number): void {
  const m = machine();
  if (m.tracing) m.trace(`sound(${hz})`);
  if (!Number.isInteger(hz)) throw new Error(`sound(${hz}): frequency must be an unsigned int`);
  const freq = uint16(hz);
  if (freq < SOUND_MIN_HZ) return;
  const divisor = Math.floor(SOUND_DIVIDEND / freq);
  const at = m.now;
  const port61 = m.ports.in(0x61, at);
  if ((port61 & 3) === 0) {
    m.ports.out(0x61, port61 | 3, at);
    m.ports.out(0x43, 0xb6, at);
  }
  m.ports.out(0x42, divisor & 0xff, at);
  m.ports.out(0x42, divisor >> 8, at);
}

/** void nosound(void) — `in al,61h; and al,0FCh; out 61h,al`: gate and speaker data off. */
export function nosound(): void {
  const m = machine();
  if (m.tracing) m.trace('nosound()');
  const at = m.now;
  m.ports.out(0x61, m.ports.in(0x61, at) & 0xfc, at);
}

// ---- far memory: peek, poke ---------------------------------------------------------------------
//
// The machine has no RAM of its own for programs to reach through far pointers: what peek and
// poke reach is what it models, the vector table and BIOS data area (0000:0000–0040:00FF,
// runtime/bios/bda.ts), the colour text screen at B800:0000 (TEXTM.C), the VGA's memory at
// A000:0000 (runtime/hw/vga-ports.ts) and the BIOS ROM's last bytes (runtime/bios/rom.ts). Any other address
// throws, naming the call, rather than silently reading or writing nothing.

/** Linear address of the text video memory (B800:0000) and the first byte past it. */
const TEXT_BASE = TEXT_SEGMENT << 4;
const TEXT_LIMIT = TEXT_BASE + TEXT_MEMORY_BYTES;
/** A000:0000, the VGA's memory, and its 64 KB (runtime/hw/vga-ports.ts, when plugged in). */
const VGA_BASE = 0xa0000, VGA_BYTES = 0x10000;

/** The 20-bit linear address of segment:offset (the offset wraps in its segment), checked. */
function linearOf(call: string, segment: number, offset: number): number {
  if (!Number.isInteger(segment) || !Number.isInteger(offset)) throw new Error(`${call}(${segment}, ${offset}): segment and offset must be unsigned ints`);
  const linear = ((uint16(segment) << 4) + uint16(offset)) & 0xfffff;
  const vga = linear >= VGA_BASE && linear < VGA_BASE + VGA_BYTES && machine().videoMemory !== null;
  if (!LowMemory.covers(linear) && (linear < TEXT_BASE || linear >= TEXT_LIMIT) && !vga && !romCovers(linear) && !machine().upperMemory?.covers(linear)) {
    throw new Error(`${call}(0x${hexDigits(uint16(segment), 4)}, 0x${hexDigits(uint16(offset), 4)}): only low memory (0000:0000–0040:00FF), the text video memory B800:0000–B800:7FFF, A000:0000–A000:FFFF, upper memory D001:0000–EFFF:000F and the BIOS ROM F000:0000–FFFF are modelled`);
  }
  return linear;
}

// B800h first: conio programs' screen dumps peek it cell by cell (the text oracles' costliest call)
function readByte(m: Machine, linear: number): number {
  if (linear >= TEXT_BASE && linear < TEXT_LIMIT) return textConsole(m.vga).peek(linear - TEXT_BASE);
  if (romCovers(linear)) return romByte(linear);
  if (m.upperMemory?.covers(linear)) return m.upperMemory.read(linear);
  if (linear >= VGA_BASE && linear < TEXT_BASE) return m.videoMemory!.read(linear - VGA_BASE); // checked: in its 64 KB
  return linear >= TEXT_BASE ? textConsole(m.vga).peek(linear - TEXT_BASE) : m.lowMemory.read(linear);
}

function writeByte(m: Machine, linear: number, v: number): void {
  if (linear >= TEXT_BASE && linear < TEXT_LIMIT) return textConsole(m.vga).poke(linear - TEXT_BASE, v & 0xff);
  if (romCovers(linear)) return; // ROM
  if (m.upperMemory?.covers(linear)) return m.upperMemory.write(linear, v);
  if (linear >= VGA_BASE && linear < TEXT_BASE) m.videoMemory!.write(linear - VGA_BASE, v & 0xff);
  else if (linear >= TEXT_BASE) textConsole(m.vga).poke(linear - TEXT_BASE, v & 0xff);
  else m.lowMemory.write(linear, v & 0xff);
}

/** void pokeb(unsigned segment, unsigned offset, char value) — one byte to segment:offset. */
export function pokeb(segment: number, offset: number, value: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('pokeb', segment, offset, value);
  if (!Number.isInteger(value)) throw new Error(`pokeb(${segment}, ${offset}, ${value}): value must be a char`);
  writeByte(m, linearOf('pokeb', segment, offset), value);
}

/** char peekb(unsigned segment, unsigned offset) — the byte at segment:offset (char is signed). */
export function peekb(segment: number, offset: number): number {
  const m = machine();
  if (m.tracing) m.traceCall('peekb', segment, offset);
  return int8(readByte(m, linearOf('peekb', segment, offset)));
}

/** void poke(unsigned segment, unsigned offset, int value) — a word, low byte first; the offset wraps in the segment. */
export function poke(segment: number, offset: number, value: number): void {
  const m = machine();
  if (m.tracing) m.traceCall('poke', segment, offset, value);
  if (!Number.isInteger(value)) throw new Error(`poke(${segment}, ${offset}, ${value}): value must be an int`);
  writeByte(m, linearOf('poke', segment, offset), value & 0xff);
  writeByte(m, linearOf('poke', segment, offset + 1), (value >> 8) & 0xff);
}

/** int peek(unsigned segment, unsigned offset) — the word at segment:offset. */
export function peek(segment: number, offset: number): number {
  const m = machine();
  if (m.tracing) m.traceCall('peek', segment, offset);
  return int16(readByte(m, linearOf('peek', segment, offset)) | (readByte(m, linearOf('peek', segment, offset + 1)) << 8));
}
export * from './dos-int86.ts';

/**
 * TC's pseudo-registers (`_AX` … `_FLAGS`, macros cc/front/preprocess.ts defines), by their word in the record
 * geninterrupt hands the interrupt: struct REGPACK's ten words (r_ax, r_bx, r_cx, r_dx, r_bp,
 * r_si, r_di, r_ds, r_es, r_flags), then CS, SS and SP. A pseudo-register is a variable here:
 * TC's code between the program's statements uses AX, BX… for its own ends (oracle BI1 reads
 * one right after each interrupt), which the machine, running no 8086 code, does not model.
 */
/** The DOS version DOSBox 0.74 reports (INT 21h AH=30h: 5.0; oracle P5: _osmajor 5, _osminor 0, _version 5). */
export const DOS_MAJOR = 5, DOS_MINOR = 0;
export const PSEUDO_REGISTERS = ['AX', 'BX', 'CX', 'DX', 'BP', 'SI', 'DI', 'DS', 'ES', 'FLAGS', 'CS', 'SS', 'SP'] as const;
/** The byte halves: which word, and 0 for the low byte, 1 for the high. */
export const PSEUDO_BYTES: Readonly<Record<string, readonly [number, number]>> = {
  AL: [0, 0], AH: [0, 1], BL: [1, 0], BH: [1, 1], CL: [2, 0], CH: [2, 1], DL: [3, 0], DH: [3, 1],
};
