// Waiting for the vertical retrace by polling input status 1 (3DAh): the VGA's timing
// (runtime/hw/vga-ports.ts) and the skip that lets a loop of reads taking no virtual time reach
// the next edge (Machine.portPoll, runtime/tc/dos.ts inportbPoll). DOSBox's own counts, byte for
// byte, are the probe RT1 (test/e2e/cc-oracle-files.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { PIT_HZ } from '../../runtime/hw/pit.ts';
import type { Blocking } from '../../runtime/process.ts';
import { MODE_03H, MODE_12H, Vga } from '../../runtime/hw/vga.ts';
import { VgaPorts } from '../../runtime/hw/vga-ports.ts';
import { installDevices } from '../../runtime/tc/devices.ts';
import { inportbPoll } from '../../runtime/tc/dos.ts';
import { MODE_13H } from '../../runtime/tc/mode13h.ts';
import { runC } from './cc-harness.ts';

/** A frame in PIT ticks: DOSBox's dot clocks over the pixel clocks of a frame. */
const FRAME_13H = (PIT_HZ * 800 * 449) / 25_175_000;
const FRAME_12H = (PIT_HZ * 800 * 525) / 25_175_000;

test('3DAh: the next edge of the bits a program looks at', () => {
  const vga = new Vga();
  vga.setMode(MODE_13H);
  const p = new VgaPorts(vga);
  const line = FRAME_13H / 449;
  const at = 5 * FRAME_13H + 100.3 * line;
  assert.is(p.in(0x3da, at), 0);
  const retrace = p.changesAt(0x3da, at, 0x08);
  assert.ok(Math.abs(retrace - (5 * FRAME_13H + 412 * line)) < 1e-6, 'bit 3 rises at line 412');
  assert.is(p.in(0x3da, retrace), 0x09, 'in the retrace, blanked');
  assert.is(p.in(0x3da, retrace - 1e-3), 0x01, 'just before: blanked, no retrace');
  const end = p.changesAt(0x3da, retrace, 0x08);
  assert.ok(Math.abs(end - (5 * FRAME_13H + 414 * line)) < 1e-6, 'two lines of retrace');
  assert.ok(Math.abs(p.changesAt(0x3da, at, 0xff) - (5 * FRAME_13H + 100.8 * line)) < 1e-6, 'all bits: the line\'s blanking');
  assert.is(p.changesAt(0x3da, at, 0x30), Infinity, 'bits that never change');
  assert.is(p.changesAt(0x3c9, at, 0xff), Infinity, 'a port time does not change');
  vga.setMode(MODE_12H);
  assert.ok(Math.abs(p.changesAt(0x3da, 0, 0x08) - (490 * FRAME_12H) / 525) < 1e-6, 'mode 12h: line 490 of 525');
  vga.setMode(MODE_03H);
  assert.ok(Math.abs(p.changesAt(0x3da, 0, 0x08) - (412 * PIT_HZ * 900) / 28_322_000) < 1e-6, 'text mode: 28.322 MHz, 900 clocks a line');
});

test('a retrace wait ends, a frame later, after a few reads; 700 of them take DOSBox\'s 9.99 s', () => {
  const m = new Machine();
  installDevices(m);
  const times: number[] = [];
  let reads = 0;
  const read = function* (): Blocking<number> {
    reads++;
    return yield* inportbPoll(0x3da, 0x08);
  };
  m.load({
    name: 'vsync',
    title: 'vsync',
    *start(): Blocking {
      m.vga.setMode(MODE_13H); // the program starts at the DOS prompt, in text mode
      for (let i = 0; i < 701; i++) {
        while (!((yield* read()) & 8));
        times.push(m.now);
        while ((yield* read()) & 8);
      }
    },
  });
  m.runUntil(m.now + PIT_HZ * 12);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
  assert.ok(Math.abs(times[1]! - times[0]! - FRAME_13H) < 1, `one frame: ${times[1]! - times[0]!} ticks`);
  assert.ok(Math.abs(times[700]! - times[0]! - 700 * FRAME_13H) < 1, '700 frames');
  assert.ok(reads <= 701 * 5, `${reads} reads`);
});

const VSYNC_C = `#include <stdio.h>
#include <bios.h>
#include <dos.h>
int main(void)
{
  int i;
  for (i = 0; i < 140; i++) {
    while (!(inp(0x3DA) & 0x08));
    while ((inportb(0x3DA) & 8) != 0);
  }
  printf("%ld\\n", biostime(0, 0L));
  return 0;
}
`;

test('a compiled program\'s retrace waits end, the same on both engines (140 frames: 2 s)', () => {
  const sync = runC(VSYNC_C, { ms: 5000 });
  const co = runC(VSYNC_C, { ms: 5000, engine: 'coroutine' });
  assert.is(sync.state, 'exited');
  assert.is(co.stdout, sync.stdout);
  const ticks = Number(sync.stdout);
  assert.ok(ticks >= 36 && ticks <= 38, `${ticks} ticks`);
});

test.run();
