// The C library's extras (runtime/tc/bios-extra.ts: INT 10h/13h/17h, LPT1's ports, BIOS data,
// the text mouse cursor; runtime/dos/directories.ts: subdirectories) belong to the machine that
// runs a compiled program: a machine in the same process without the C library (a ROM's) answers
// as one that never saw a C program, so a machine's behaviour depends only on its own inputs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { MODE_12H } from '../../runtime/hw/vga.ts';
import { installDevices } from '../../runtime/tc/devices.ts';
import { driveOf, mountDrive } from '../../runtime/dos/drive.ts';
import { int86, REGS } from '../../runtime/tc/dos.ts';
import { compileProgram } from '../../cc/program.ts';
import { programFiles, type HostFile } from '../../src/shared/c-files.ts';
import { runToExit } from '../support/keys.ts';

const file = (name: string, text: string): HostFile => ({ name, bytes: Uint8Array.from(text, (c) => c.charCodeAt(0)) });

/** INT 17h AH=02h (status 00h), LPT1's status port (87h), a file in a subdirectory (1), the game port with no joystick (FFFFh): the extras' answers (oracle BV1, SD1, GP1). */
const EXTRAS_C = [
  '#include <stdio.h>', '#include <dos.h>', '#include <dir.h>',
  'int main(void)', '{', '  union REGS r;', '  FILE *f;',
  '  r.h.ah = 2; r.x.dx = 0;', '  int86(0x17, &r, &r);',
  '  mkdir("SUB");', '  f = fopen("SUB\\\\X.TXT", "w");',
  '  outportb(0x201, 0xff);',
  '  printf("%x %x %d %x\\n", r.h.ah, inportb(0x379), f != NULL, inport(0x201));', '  return 0;', '}', '',
].join('\n');

/** Compile EXTRAS_C and run it on its own machine (either engine); what it printed. */
function runC(sync: boolean): string {
  const p = programFiles([file('EXTRAS.C', EXTRAS_C)]);
  let out = '';
  const c = compileProgram(p.sources, { file: p.name, readInclude: p.readInclude, stdout: (s) => (out += s) });
  const m = sync ? new SyncMachine() : new Machine();
  mountDrive(m, { load: () => p.drive, commit() {} });
  if (sync) {
    (m as SyncMachine).loadSync(c.syncRom);
    (m as SyncMachine).runSync(msToPit(200), () => null);
  } else {
    m.load(c.rom);
    m.runUntil(msToPit(200));
  }
  if (m.crash) throw new Error(m.crash.message);
  assert.is(m.state, 'exited');
  return out;
}

/** What a machine without the C library answers: INT 17h, port 379h, 0040:0060 and a subdirectory's file are not there; a mode set keeps the cursor type. */
function assertPlain(m: Machine): void {
  let int17 = '';
  runToExit(m, function* () {
    const r = new REGS();
    r.h.ah = 2;
    try {
      yield* int86(0x17, r, r);
      int17 = `AH=${r.h.ah}`;
    } catch (e) {
      int17 = (e as Error).message;
    }
  });
  assert.match(int17, /INT 17h AH=02h is not modelled/);
  assert.throws(() => m.ports.in(0x379, 0), /port 379h: no such device/);
  assert.throws(() => m.ports.in(0x201, 0), /port 201h: no such device/);
  assert.throws(() => m.lowMemory.read(0x460), /not modelled/);
  assert.throws(() => driveOf(m).write('SUB\\X.TXT', new Uint8Array(0)), /no subdirectories/);
  const con = textConsole(m.vga);
  con.cursorType = 0x0010;
  con.enter(3);
  assert.is(con.cursorType, 0x0010);
}

test('a machine without the C library, after a compiled program ran in this process, has none of its extras; a compiled program still has them', () => {
  assertPlain(new Machine()); // before any C program: the reference
  assert.is(runC(false), '0 87 1 ffff\n');
  assertPlain(new Machine());
  assert.is(runC(true), '0 87 1 ffff\n');
  assertPlain(new Machine());
  assert.is(runC(false), '0 87 1 ffff\n');
});

test('the CMOS clock at 70h/71h reads the machine\'s time and date in BCD; 3DAh shows the retrace at 59.94 Hz in mode 12h', () => {
  const m = new Machine({ timeOfDay: { hour: 12, min: 34, sec: 56, hund: 0 } });
  installDevices(m); // what a compiled program's start-up plugs in
  const cmos = (r: number): number => (m.ports.out(0x70, r, 0), m.ports.in(0x71, 0));
  // 1980-01-01, the date the machine boots with, was a Tuesday (3: Sunday is 1)
  assert.equal([0, 2, 4, 6, 7, 8, 9, 0x32, 0x0a, 0x0b, 0x0d].map(cmos), [0x56, 0x34, 0x12, 3, 1, 1, 0x80, 0x19, 0x26, 0x02, 0x80]);
  m.vga.setMode(MODE_12H);
  const frame = (1_193_182 * 800 * 525) / 25_175_000; // 59.94 Hz: oracle RT1
  const retrace = [...Array(600).keys()].filter((i) => m.ports.in(0x3da, (i / 600) * frame) & 8).length;
  assert.ok(retrace >= 2 && retrace <= 3, `${retrace} of 600 samples in the retrace (2 lines of 525)`);
});

test.run();
