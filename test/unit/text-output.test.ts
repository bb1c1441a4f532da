/**
 * Text output in mode 03h: conio's direct video (cputs, cprintf, putch, clrscr, clreol, gotoxy,
 * wherex/wherey, textcolor, textbackground, textattr, normvideo), stdout through DOS (printf, puts,
 * putchar) and dos.h's far memory (pokeb, peekb, poke, peek) on B800.
 */
import { installDevices } from '../../runtime/tc/devices.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine, machine } from '../../runtime/machine.ts';
import { textConsole, type TextConsole } from '../../runtime/hw/textmode.ts';
import {
  clreol, clrscr, cprintf, cputs, gotoxy, normvideo, putch, textattr, textbackground, textcolor, wherex, wherey,
} from '../../runtime/tc/conio.ts';
import { peek, peekb, poke, pokeb } from '../../runtime/tc/dos.ts';
import { printf, putchar, puts } from '../../runtime/tc/stdio.ts';
import { DETECT, initgraph } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { run } from './graphics-harness.ts';

/** Run `body` as a program at the DOS prompt; gives the text console while it runs. */
function text(body: (con: TextConsole) => void): Machine {
  return run(() => body(textConsole(machine().vga)), undefined, true);
}

/** "char:attr" of each cell from (col, row), `n` cells, in hex. */
function cells(con: TextConsole, col: number, row: number, n: number): string {
  const out: string[] = [];
  for (let c = col; c < col + n; c++) out.push(`${String.fromCharCode(con.charAt(c, row))}${con.attributeAt(c, row).toString(16).padStart(2, '0')}`);
  return out.join(' ');
}

test('the program starts below the command that ran it: C:\\> and its name, cursor on the next line', () => {
  text((con) => {
    assert.equal([con.line(0), con.col, con.row], ['C:\\>GRAPHICS-TEST', 0, 1]);
  });
});

test('clrscr blanks the screen in the text attribute and homes the cursor; gotoxy, wherex, wherey are 1-based', () => {
  text((con) => {
    textattr(0x1e);
    clrscr();
    assert.equal([con.line(0), con.attributeAt(0, 0), con.attributeAt(79, 24), con.col, con.row], ['', 0x1e, 0x1e, 0, 0]);
    gotoxy(9, 21); // TEXTM 1: cputs at row 21 column 9 is cell (8, 20)
    assert.equal([con.col, con.row, wherex(), wherey()], [8, 20, 9, 21]);
    gotoxy(0, 5); // outside the window: ignored
    gotoxy(81, 5);
    gotoxy(5, 26);
    assert.equal([wherex(), wherey()], [9, 21]);
    gotoxy(80, 25);
    assert.equal([wherex(), wherey()], [80, 25]);
  });
});

test('cputs writes with the text attribute; LF without CR; wraps; scrolls the window in the attribute', () => {
  text((con) => {
    clrscr(); // LIGHTGRAY on BLACK: the attribute found at start-up
    assert.is(cputs('cputs: Turbo'), 0x6f);
    assert.equal(cells(con, 0, 0, 3), 'c07 p07 u07');
    textcolor(14);
    textbackground(1);
    cputs('ab\ncd\re');
    // 'ab' after "cputs: Turbo" (columns 12, 13); LF keeps column 14; CR back to column 0
    assert.equal([cells(con, 12, 0, 2), cells(con, 14, 1, 2), cells(con, 0, 1, 1)], ['a1e b1e', 'c1e d1e', 'e1e']);
    assert.equal([wherex(), wherey()], [2, 2]);
    gotoxy(79, 25);
    cputs('xyz');
    assert.equal([con.line(23).slice(78), con.line(24), wherex(), wherey()], ['xy', 'z', 2, 25]);
    assert.is(con.attributeAt(40, 24), 0x1e); // the line scrolled in is blank in the text attribute
    clreol();
    assert.equal([con.line(24), con.attributeAt(1, 24), wherex()], ['z', 0x1e, 2]);
  });
});

test('textcolor keeps the background and sets colour + BLINK; textbackground 3 bits; normvideo restores', () => {
  text((con) => {
    textattr(0x47);
    textcolor(0x8a);
    putch(0x41);
    textbackground(0x0f); // only 3 bits: WHITE is not a background
    putch(0x42);
    normvideo();
    putch(0x43);
    assert.equal(cells(con, 0, 1, 3), 'Aca Bfa C07');
    assert.is(cprintf('%d-%s', 42, 'x'), 4);
    assert.equal([con.line(1), con.attributeAt(3, 1)], ['ABC42-x', 0x07]);
  });
});

test('printf, puts and putchar go through DOS: \\n is CR LF, each character keeps the cell\'s attribute', () => {
  text((con) => {
    textattr(0x4e); // TEXTM 1: printf's line stays LIGHTGRAY whatever conio's attribute
    con.put(1, 2, 0x20, 0x1f);
    gotoxy(1, 3);
    assert.is(printf('printf %d\n', 23), 10);
    assert.equal([cells(con, 0, 2, 3), con.col, con.row], ['p07 r1f i07', 0, 3]);
    assert.is(puts('line'), 10);
    putchar(0x21);
    assert.equal([con.line(3), con.line(4), con.col, con.row], ['line', '!', 1, 4]);
  });
});

test('pokeb/peekb/poke/peek reach the text screen at B800:0000, 2 bytes a cell; peekb is a signed char', () => {
  text((con) => {
    pokeb(0xb800, (19 * 80 + 40) * 2, 0x42); // TEXTM 1: the 'B' in 8Fh
    pokeb(0xb800, (19 * 80 + 40) * 2 + 1, 0x8f);
    assert.equal([con.charAt(40, 19), con.attributeAt(40, 19)], [0x42, 0x8f]);
    assert.equal([peekb(0xb800, (19 * 80 + 40) * 2), peekb(0xb800, (19 * 80 + 40) * 2 + 1)], [0x42, -113]);
    poke(0xb000, 0x8000 + 2, 0x1e41); // the same memory through another segment: cell (1, 0)
    assert.equal([cells(con, 1, 0, 1), peek(0xb800, 2), peek(0xb800, (19 * 80 + 40) * 2)], ['A1e', 0x1e41, -28862]);
    assert.throws(() => pokeb(0xc000, 0, 1), /pokeb\(0xC000, 0x0000\): only low memory \(0000:0000–0040:00FF\), the text video memory B800:0000–B800:7FFF, A000:0000–A000:FFFF, upper memory D001:0000–EFFF:000F and the BIOS ROM F000:0000–FFFF are modelled/);
    installDevices(machine()); // what a compiled program's start-up plugs in
    pokeb(0xa000, 5, 0x41); // text mode: A000:0000 keeps what is written (oracle TA1)
    assert.equal([peekb(0xa000, 5), peekb(0xa000, 6)], [0x41, 0]);
    assert.throws(() => peekb(0xb800, 0.5), /peekb/);
  });
});

test('in graphics mode B800 reads 00h (libcheck BV1); cputs draws nothing and moves the cursor (oracle G5); clreol refuses (not measured)', () => {
  assert.throws(
    () => run(() => {
      initgraph(ref(DETECT), ref(0), '');
      assert.is(peekb(0xb800, 0), 0);
      const before = machine().vga.pixels.slice();
      cputs('xy');
      assert.is(wherex(), 3);
      assert.ok(machine().vga.pixels.every((p, i) => p === before[i]));
      clreol();
    }),
    /clreol: conio's direct video in a graphics mode is not modelled/,
  );
});

test('printf in graphics mode: the BIOS teletype draws 8×16 glyphs in colour 15 over 0, from the top left (oracle G1)', () => {
  let rows: string[] = [];
  let below = -1;
  run(() => {
    initgraph(ref(DETECT), ref(0), '');
    const px = machine().vga.pixels;
    px.fill(1, 0, 640 * 40); // a BLUE picture under the text
    printf('A\n\tB');
    rows = [0, 5, 7].map((y) => Array.from(px.subarray(y * 640, y * 640 + 8), (v) => v.toString(16)).join(''));
    below = px[17 * 640 + 3]!; // TAB wrote blanks over row 1, columns 0–7: colour 0 over the BLUE
  });
  // 'A' rows 0, 5, 7 of FONT8X16: 00, c6, fe — glyph in 15, the rest of the cell 0, not the BLUE under it
  assert.equal(rows, ['00000000', 'ff000ff0', 'fffffff0']);
  assert.is(below, 0);
});

test('gotoxy in graphics mode moves the BIOS cursor the teletype draws at; initgraph homed it', () => {
  let where: number[] = [];
  let lit = -1;
  run(() => {
    initgraph(ref(DETECT), ref(0), '');
    where = [wherex(), wherey()];
    gotoxy(11, 3);
    putchar(0xdb); // the full block: cell (10, 2) is x 80..87, y 32..47
    lit = machine().vga.pixels[40 * 640 + 84]!;
    where.push(wherex(), wherey());
  });
  assert.equal([...where, lit], [1, 1, 12, 3, 15]);
});

test('printf in graphics mode scrolls the picture up 16 lines below row 29', () => {
  let top = -1, bottom = -1, kept = -1;
  run(() => {
    initgraph(ref(DETECT), ref(0), '');
    const px = machine().vga.pixels;
    px[16 * 640 + 100] = 9;
    px[479 * 640 + 100] = 9;
    printf('\n'.repeat(30));
    top = px[100]!;
    kept = px[463 * 640 + 100]!;
    bottom = px[479 * 640 + 100]!;
  });
  assert.equal([top, kept, bottom], [9, 9, 0]);
});

test('after the program, DOS writes CR LF and its prompt where the cursor was (TEXTM 4)', () => {
  const m = text(() => {
    clrscr();
    printf('after closegraph\n');
  });
  const con = textConsole(m.vga);
  assert.equal([con.line(0), con.line(1), con.line(2), con.col, con.row], ['after closegraph', '', 'C:\\>', 4, 2]);
});

test.run();
