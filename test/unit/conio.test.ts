import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { PIT_HZ } from '../../runtime/hw/pit.ts';
import { runToExit, tap } from '../support/keys.ts';
import { clrscr, cprintf, cputs, getch, kbhit, textmode, wherex, wherey } from '../../runtime/tc/conio.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { bioskey } from '../../runtime/tc/bios.ts';

test('getch: ordinary keys give their ascii; extended keys give 0, then the scan code', () => {
  const m = new Machine();
  tap(m, 'P', 10, ['LShift']);
  tap(m, 'Up', 20); // grey: 48E0
  tap(m, 'Kp8', 30); // keypad, NumLock off: 4800
  tap(m, 'F11', 40); // 8500, only AH=10h knows it: DOSBox's CON reads with AH=10h
  tap(m, 'Esc', 50);
  tap(m, 'Left', 60, ['LCtrl']); // 73E0
  m.runFor(100);
  const got: number[] = [];
  runToExit(m, function* () {
    for (let i = 0; i < 10; i++) got.push(yield* getch());
  });
  assert.equal(got, [0x50, 0, 72, 0, 72, 0, 0x85, 27, 0, 0x73]);
});

test('getch waits for a key', () => {
  const m = new Machine();
  tap(m, 'A', 2000);
  let c = -1;
  let atMs = -1;
  runToExit(m, function* () {
    c = yield* getch();
    atMs = m.nowMs;
  });
  assert.is(c, 0x61);
  assert.ok(atMs >= 2000 && atMs < 2000.01, `returned at ${atMs} ms`);
});

test('kbhit: −1 when a key waits (not consumed), 0 when none; a pending scan code counts', () => {
  const m = new Machine();
  tap(m, 'Up', 10);
  m.runFor(20);
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* kbhit());
    got.push(yield* kbhit());
    got.push(yield* getch()); // 0
    got.push(yield* kbhit()); // the scan code is still owed
    got.push(yield* getch()); // 72
    got.push(yield* kbhit());
  });
  assert.equal(got, [-1, -1, 0, -1, 72, 0]);
});

test('getch, kbhit and bioskey read the same BIOS buffer', () => {
  const m = new Machine();
  tap(m, 'A', 10);
  tap(m, 'B', 20);
  m.runFor(30);
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* bioskey(0));
    got.push(yield* kbhit());
    got.push(yield* getch());
    got.push(yield* kbhit());
    got.push(yield* bioskey(1));
  });
  assert.equal(got, [0x1e61, -1, 0x62, 0, 0]);
});

test('kbhit drops a Ctrl-Break word (DOSBox CON status) and reports no key', () => {
  const m = new Machine();
  tap(m, 'ScrollLock', 10, ['LCtrl']);
  m.runFor(20);
  assert.is(m.keyBuffer.length, 1);
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* kbhit());
    got.push(m.keyBuffer.length);
  });
  assert.equal(got, [0, 0]);
});

test('while(!kbhit()){} is idle-skipped and wakes when the key arrives', () => {
  const m = new Machine();
  tap(m, 'Space', 600_000); // ten virtual minutes
  let polls = 0;
  let atMs = -1;
  runToExit(m, function* () {
    while (!(yield* kbhit())) polls++;
    atMs = m.nowMs;
  }, 700);
  assert.ok(atMs >= 600_000 && atMs < 600_000.01, `woke at ${atMs} ms`);
  // one poll per IRQ0 at most (plus the first), not millions
  assert.ok(polls <= Math.ceil((600_000 * PIT_HZ) / 1000 / 65536) + 2, `${polls} polls`);
});


test("cprintf writes in pieces of 80 characters; '\\a' ends its piece only, cputs' whole call (textgen T00001, T00037)", () => {
  const m = new Machine();
  let printed = -1, put = -1, at: number[] = [];
  runToExit(m, function* () {
    textmode(3);
    clrscr();
    printed = cprintf(`\r\x07\b\b${'='.repeat(87)}\r\n`);
    put = cputs("Hi\x07|");
    at = [wherex(), wherey()];
  });
  const con = textConsole(m.vga);
  const row = (r: number): string => String.fromCharCode(...Array.from({ length: 80 }, (_, c) => con.charAt(c, r))).trimEnd();
  assert.is(printed, 93);
  // the first piece (\r \a \b \b and 76 '=') stops at '\a': the last 11 '=' and "\r\n" are written
  assert.is(row(0), '='.repeat(11));
  assert.is(row(1), 'Hi');
  assert.is(put, 7);
  // the cursor stays where cputs found it
  assert.equal(at, [1, 2]);
});
test.run();
