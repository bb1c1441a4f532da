/**
 * The DOS disk: the C: drive (8.3 names, attributes, stores) and Turbo C's stdio.h / io.h file
 * calls on it, with errno. Expectations come from TC 2.0's documented behaviour (text mode CR LF,
 * Ctrl-Z, errno values of its ERRNO.H) and DOS's INT 21h error codes.
 */
import { test } from 'uvu';
import { canonical, chdir, installDirectories, mkdir, rename as renamePath, rmdir } from '../../runtime/dos/directories.ts';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import {
  ATTR_ARCHIVE, ATTR_READONLY, DosDrive, DosError, dosName, driveOf, isDosName, mountDrive, writeAt, type DosFile, type DriveStore,
} from '../../runtime/dos/drive.ts';
import {
  clearerr, EOF, fclose, feof, ferror, fflush, fgetc, fgets, fopen, fprintf, fputc, fputs, fread, fscanf, fseek, ftell, fwrite,
  getc, putc, remove, rename, rewind, SEEK_CUR, SEEK_END, SEEK_SET, ungetc, type FILE,
} from '../../runtime/tc/stdio.ts';
import { _chmod, access, lseek, O_BINARY, O_CREAT, O_RDWR, open, unlink, write } from '../../runtime/tc/io.ts';
import { EACCES, ENOENT, errno, setErrno } from '../../runtime/tc/errno.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { run } from './graphics-harness.ts';

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const text = (b: Uint8Array | undefined): string => (b ? String.fromCharCode(...b) : '<none>');

/** A machine whose drive holds `files` (name → content), running `body` as its program. */
function withDisk(files: Record<string, string>, body: (m: Machine) => void): Machine {
  const m = new Machine();
  const d = driveOf(m);
  for (const [n, c] of Object.entries(files)) d.write(n, bytes(c));
  return run(() => body(m), m, true);
}

// ---- names ----

test('8.3 names: upper-cased, C: and a leading backslash accepted, long parts cut as DOS cuts them', () => {
  assert.is(dosName('hiscore.dat'), 'HISCORE.DAT');
  assert.is(dosName('C:\\Prims3.txt'), 'PRIMS3.TXT');
  assert.is(dosName('c:x'), 'X');
  assert.is(dosName('\\README'), 'README');
  assert.is(dosName('LONGFILENAME.TEXT'), 'LONGFILE.TEX');
  assert.is(dosName("A$~!#%&'(){}@^`-_.{}~"), "A$~!#%&'.{}~"); // every legal punctuation mark
  assert.is(dosName('5 100 150 200'), '51001502'); // oracle P4: DOSBox's DOS drops the spaces
  assert.is(dosName('ab cd.txt'), 'ABCD.TXT');
  assert.ok(isDosName('a.txt') && !isDosName('LONGFILENAME.TXT') && !isDosName('a b.txt') && !isDosName('.hidden'));
});

test('names DOS refuses: another drive (15), a subdirectory or an illegal character (3), none (2); a wildcard is a character of the name', () => {
  const code = (n: string): number => {
    try {
      dosName(n);
      return 0;
    } catch (e) {
      return (e as DosError).code;
    }
  };
  // 'A*.TXT' is a file of that name, as DOSBox on a Linux host makes it (pcgen3 PD00084)
  assert.equal(['A:X.TXT', 'SUB\\X.TXT', 'A*.TXT', 'A.B.C', 'X+Y', '.TXT', ''].map(code), [15, 3, 0, 3, 3, 3, 2]);
});

test('the drive: sizes, archive bit on write, rename onto an existing name is "access denied", stores hear each change', () => {
  const commits: string[] = [];
  const store: DriveStore = {
    load: () => [{ name: 'old.dat', bytes: bytes('xy'), attr: ATTR_READONLY, date: 0, time: 0 }],
    commit: (c) => commits.push([...c].map(([n, f]) => `${n}=${f ? f.bytes.length : 'gone'}`).join(' ')),
  };
  const d = new DosDrive(store);
  assert.equal(d.list(), ['OLD.DAT']);
  d.write('a.txt', bytes('abc'));
  assert.equal([d.stat('A.TXT')!.bytes.length, d.stat('a.txt')!.attr], [3, ATTR_ARCHIVE]);
  assert.throws(() => d.write('old.dat', bytes('')), (e: DosError) => e.code === 5);
  assert.throws(() => d.remove('old.dat'), (e: DosError) => e.code === 5);
  assert.throws(() => d.rename('a.txt', 'OLD.DAT'), (e: DosError) => e.code === 5);
  assert.throws(() => d.rename('none', 'x'), (e: DosError) => e.code === 2);
  d.rename('old.dat', 'new.dat'); // a read-only file may be renamed
  d.remove('a.txt');
  assert.equal(commits, ['A.TXT=3', 'NEW.DAT=2 OLD.DAT=gone', 'A.TXT=gone']);
  assert.equal(d.list(), ['NEW.DAT']);
});

test('a write lands in place (AH=40h at a position): past the end a zero gap, 0 bytes at a position cut or extend there; a store sees the logical bytes', () => {
  const seen: string[] = [], given = bytes('abcdef');
  // a store reads a file's bytes when told (the drive's later writes go into the same buffer)
  const d = new DosDrive({ load: () => [{ name: 'OLD.DAT', bytes: given, attr: 0, date: 0, time: 0 }], commit: (c) => c.forEach((f) => f && seen.push(text(f.bytes))) });
  writeAt(d, 'old.dat', 2, bytes('XY'));
  assert.is(text(d.read('OLD.DAT')), 'abXYef');
  writeAt(d, 'old.dat', 8, bytes('Z'));
  assert.is(text(d.read('OLD.DAT')), 'abXYef\0\0Z');
  writeAt(d, 'old.dat', 3, [], 3); // cut
  writeAt(d, 'old.dat', 5, [], 5); // extended with zeros, not with the bytes cut
  assert.is(text(d.read('OLD.DAT')), 'abX\0\0');
  d.write('old.dat', bytes('q'));
  assert.is(text(d.read('OLD.DAT')), 'q');
  writeAt(d, 'new.dat', 1, bytes('n')); // made
  assert.is(text(d.read('NEW.DAT')), '\0n');
  assert.equal(seen, ['abXYef', 'abXYef\0\0Z', 'abX', 'abX\0\0', 'q', '\0n']);
  assert.is(text(given), 'abcdef'); // the store's bytes are never written into
  // nor another drive's: the next power-on starts from the last one's files (a snapshot's boot disk holds them)
  const next = new DosDrive({ load: () => d.entries(), commit() {} });
  writeAt(next, 'new.dat', 0, bytes('N'));
  assert.equal([text(next.read('NEW.DAT')), text(d.read('NEW.DAT'))], ['Nn', '\0n']);
  // a file made read-only since is refused whole, its bytes as they were
  next.setAttributes('new.dat', ATTR_READONLY);
  assert.throws(() => writeAt(next, 'new.dat', 0, bytes('x')), (e: DosError) => e.code === 5);
  assert.is(text(next.read('NEW.DAT')), 'Nn');
});

test('a 4 MB file written 512 bytes at a time, by the drive and by write() on a handle: each write costs its own bytes (the file grows by doubling, not copied whole)', () => {
  const piece = (i: number): Uint8Array => Uint8Array.from({ length: 512 }, (_, k) => (i * 7 + k) & 0xff);
  const pieces = 8192;
  const want = new Uint8Array(pieces * 512);
  for (let i = 0; i < pieces; i++) want.set(piece(i), i * 512);
  const expect = (b: Uint8Array | undefined): void => {
    assert.is(b?.length, want.length);
    const at = want.findIndex((v, i) => b![i] !== v);
    assert.is(at, -1, `the file differs at ${at}`);
  };
  // every commit names the buffer the file is in: a whole-file copy per write makes a new one each time
  const buffers = new Set<ArrayBufferLike>();
  const d = new DosDrive({ load: () => [], commit: (c) => c.forEach((f) => f && buffers.add(f.bytes.buffer)) });
  for (let i = 0; i < pieces; i++) writeAt(d, 'big.dat', i * 512, piece(i));
  expect(d.read('BIG.DAT'));
  assert.ok(buffers.size <= 16, `${buffers.size} buffers for ${pieces} writes`);
  buffers.clear();
  const m = new Machine();
  mountDrive(m, { load: () => [], commit: (c) => c.forEach((f) => f && buffers.add(f.bytes.buffer)) });
  run(() => {
    const h = open('big.dat', O_RDWR | O_CREAT | O_BINARY);
    for (let i = 0; i < pieces; i++) write(h, piece(i), false);
  }, m, true);
  expect(driveOf(m).read('BIG.DAT'));
  assert.ok(buffers.size <= 16, `${buffers.size} buffers for ${pieces} writes`); // io.h's writes land in place too
});

test('subdirectories: names from the current directory, ".." and the root; the store hears of every change, directories too, in an order a host can follow (oracle SD1)', () => {
  const commits: string[] = [];
  const d = new DosDrive({ load: () => [], commit: (c) => commits.push([...c].map(([n, f]) => `${n}=${f ? f.bytes.length : 'gone'}`).join(' ')) });
  installDirectories(d); // as a compiled program's start-up does
  mkdir(d, 'sub');
  assert.throws(() => mkdir(d, 'SUB'), (e: DosError) => e.code === 5);
  assert.throws(() => mkdir(d, 'NO\\DEEP'), (e: DosError) => e.code === 3);
  chdir(d, 'sub');
  assert.is(d.cwd, 'SUB');
  assert.is(canonical(d, 'in.txt'), 'SUB\\IN.TXT');
  assert.is(canonical(d, '..\\top.txt'), 'TOP.TXT');
  assert.is(canonical(d, 'C:\\top.txt'), 'TOP.TXT');
  d.write(canonical(d, 'in.txt'), bytes('abc'));
  d.write(canonical(d, '\\top.txt'), bytes('t'));
  assert.equal(commits, ['SUB=0', 'SUB\\IN.TXT=3', 'TOP.TXT=1']);
  assert.equal(d.list(), ['TOP.TXT']);
  assert.equal(d.entries().map((f) => f.name), ['SUB', 'SUB\\IN.TXT', 'TOP.TXT']);
  assert.throws(() => rmdir(d, '\\SUB'), (e: DosError) => e.code === 16); // the current directory (pcgen3 PD00075), and not empty
  chdir(d, '..');
  renamePath(d, 'SUB\\IN.TXT', 'MOVED.TXT');
  rmdir(d, 'sub');
  assert.equal(commits.slice(3), ['MOVED.TXT=3 SUB\\IN.TXT=gone', 'SUB=gone']);
  assert.equal(d.list(), ['MOVED.TXT', 'TOP.TXT']);
  mkdir(d, 'A');
  mkdir(d, 'A\\B');
  d.write('A\\B\\F.DAT', bytes('f'));
  commits.length = 0;
  renamePath(d, 'A', 'Z'); // a directory with what is in it: made first, removed last
  assert.equal(commits, ['Z=0 Z\\B=0 Z\\B\\F.DAT=1 A\\B\\F.DAT=gone A\\B=gone A=gone']);
  // a store's tree comes back: its directories and what is in them
  const again = new DosDrive({ load: () => d.entries(), commit() {} });
  assert.equal(again.entries().map((f) => f.name), ['MOVED.TXT', 'TOP.TXT', 'Z', 'Z\\B', 'Z\\B\\F.DAT']);
  assert.ok(again.dirs.has('Z\\B'));
  assert.throws(() => chdir(d, 'sub'), (e: DosError) => e.code === 3);
});

test('keepIn: an empty drive hands its later changes to a store that arrived late; a drive or store with files refuses', () => {
  const commits: string[] = [];
  const late: DriveStore = { load: () => [], commit: (c) => commits.push([...c.keys()].join(' ')) };
  const d = new DosDrive();
  d.keepIn(late);
  d.write('a.txt', bytes('abc'));
  assert.equal(commits, ['A.TXT']);
  assert.throws(() => d.keepIn({ load: () => [], commit() {} }), /already has files/);
  const full: DriveStore = { load: () => [{ name: 'X.DAT', bytes: bytes('x'), attr: 0, date: 0, time: 0 }], commit() {} };
  assert.throws(() => new DosDrive().keepIn(full), /already has files/);
});

test('a file is stamped with the machine\'s virtual time of day and the fixed date 1 Jan 1990', () => {
  const m = new Machine({ timeOfDay: { hour: 13, min: 45, sec: 31, hund: 0 } });
  driveOf(m).write('t.txt', bytes(''));
  const f = driveOf(m).stat('T.TXT')!;
  assert.equal([f.date, f.time], [((1990 - 1980) << 9) | (1 << 5) | 1, (13 << 11) | (45 << 5) | (31 >> 1)]);
});

test('mountDrive: a drive is mounted once, before use', () => {
  const m = new Machine();
  const files: DosFile[] = [{ name: 'A.TXT', bytes: bytes('hi'), attr: 0, date: 0, time: 0 }];
  mountDrive(m, { load: () => files, commit() {} });
  assert.is(text(driveOf(m).read('a.txt')), 'hi');
  assert.throws(() => mountDrive(m, { load: () => [], commit() {} }), /already/);
});

// ---- stdio: text and binary ----

test('text mode writes "\\n" as CR LF and reads CR LF back as "\\n"; a lone CR is dropped too (TC\'s read() drops every CR: oracle TX1)', () => {
  const m = withDisk({ 'LONE.TXT': 'a\rb\r\nc' }, () => {
    const f = fopen('out.txt', 'w')!;
    assert.is(fprintf(f, 'x=%d\n', 5), 4);
    assert.is(fputs('two\nlines', f), 0x73);
    assert.is(fclose(f), 0);
    const g = fopen('OUT.TXT', 'rt')!;
    assert.is(fgets(80, g), 'x=5\n');
    assert.is(fgets(4, g), 'two');
    assert.is(fgets(80, g), '\n');
    assert.is(fgets(80, g), 'lines');
    assert.is(fgets(80, g), null);
    assert.ok(feof(g));
    fclose(g);
    const h = fopen('lone.txt', 'r')!;
    assert.equal([fgetc(h), fgetc(h), fgetc(h), fgetc(h), fgetc(h)], [0x61, 0x62, 0x0a, 0x63, EOF]);
    fclose(h);
  });
  assert.is(text(driveOf(m).read('out.txt')), 'x=5\r\ntwo\r\nlines');
});

test('a CR that ends a text file reads as the stack byte read()\'s caller left: getc 255, fgetc 0, fgets 2, fread 1 (probe LD90001)', () => {
  withDisk({ 'CR.TXT': 'a\r' }, () => {
    const read = <T>(f: (s: FILE) => T): T => {
      const s = fopen('cr.txt', 'r')!;
      const r = f(s);
      fclose(s);
      return r;
    };
    assert.equal(read((s) => [getc(s), getc(s), getc(s)]), [0x61, 0xff, EOF]);
    assert.equal(read((s) => [fgetc(s), fgetc(s), fgetc(s)]), [0x61, 0, EOF]);
    assert.is(read((s) => fgets(10, s)), 'a\x02');
    const b = new Uint8Array(4);
    assert.is(read((s) => fread(b, 1, 4, s)), 2);
    assert.equal([...b], [0x61, 1, 0, 0]);
  });
});

test('binary mode passes every byte both ways; fgetc returns 0..255', () => {
  const all = Uint8Array.from({ length: 256 }, (_, i) => i);
  const m = withDisk({}, () => {
    const f = fopen('all.bin', 'wb')!;
    assert.is(fwrite(all, 1, 256, f), 256);
    fclose(f);
    const g = fopen('ALL.BIN', 'rb')!;
    const back = new Uint8Array(300);
    assert.is(fread(back, 1, 300, g), 256);
    assert.equal(back.subarray(0, 256), all);
    rewind(g);
    fseek(g, 255, SEEK_SET);
    assert.equal([fgetc(g), fgetc(g)], [255, EOF]);
    fclose(g);
  });
  assert.equal(driveOf(m).read('all.bin'), all);
});

test('Ctrl-Z ends a text read and the stream stays on it; a binary read goes past', () => {
  withDisk({ 'Z.TXT': 'ab\x1acd' }, () => {
    const f = fopen('z.txt', 'r')!;
    assert.equal([fgetc(f), fgetc(f), fgetc(f), fgetc(f)], [0x61, 0x62, EOF, EOF]);
    assert.is(ftell(f), 2);
    assert.ok(feof(f));
    fclose(f);
    const g = fopen('z.txt', 'rb')!;
    assert.equal([fgetc(g), fgetc(g), fgetc(g), fgetc(g)], [0x61, 0x62, 0x1a, 0x63]);
    fclose(g);
  });
});

test('a struct through fwrite/fread: a Uint8Array over its bytes, fields little-endian, as TC lays them out', () => {
  const m = withDisk({}, () => {
    const rec = new Uint8Array(6); // struct { int score; long when; }
    const v = new DataView(rec.buffer);
    v.setInt16(0, -2, true);
    v.setInt32(2, 100000, true);
    const scores = new Int16Array([1, 258]);
    const f = fopen('rec.dat', 'wb')!;
    assert.is(fwrite(rec, 6, 1, f), 1);
    assert.is(fwrite(scores, 2, 2, f), 2);
    fclose(f);
    const back = new Uint8Array(6);
    const g = fopen('rec.dat', 'rb')!;
    assert.is(fread(back, 6, 1, g), 1);
    const again = new Int16Array(2);
    assert.is(fread(again, 2, 2, g), 2);
    assert.is(fread(back, 6, 1, g), 0);
    fclose(g);
    assert.equal([new DataView(back.buffer).getInt16(0, true), new DataView(back.buffer).getInt32(2, true), ...again], [-2, 100000, 1, 258]);
  });
  assert.equal([...driveOf(m).read('REC.DAT')!], [0xfe, 0xff, 0xa0, 0x86, 0x01, 0x00, 1, 0, 2, 1]);
});

test('fseek/ftell/rewind: byte offsets (a text CR LF counts 2); seeking clears EOF; before the start goes to the end (DOSBox)', () => {
  withDisk({ 'S.TXT': 'ab\r\ncd' }, () => {
    const f = fopen('s.txt', 'r')!;
    assert.is(fgets(10, f), 'ab\n');
    assert.is(ftell(f), 4);
    fgetc(f);
    fgetc(f);
    assert.is(fgetc(f), EOF);
    assert.ok(feof(f));
    assert.is(fseek(f, -1, SEEK_END), 0);
    assert.ok(!feof(f));
    assert.is(fgetc(f), 0x64);
    assert.is(fseek(f, -3, SEEK_CUR), 0);
    assert.is(fgetc(f), 0x0a); // a lone LF (the CR before it was stepped over by the seek)
    // before the start: DOSBox's DOS puts the handle at the end (oracle SE1 120: 0, ftell the length)
    assert.is(fseek(f, -10, SEEK_SET), 0);
    assert.is(ftell(f), 6);
    rewind(f);
    assert.is(fgetc(f), 0x61);
    fclose(f);
  });
});

test('modes: w truncates, a appends at the end whatever the position, r+ overwrites in place, w+ reads back', () => {
  const m = withDisk({ 'A.TXT': 'old' }, () => {
    const a = fopen('a.txt', 'a+')!;
    fseek(a, 0, SEEK_SET);
    assert.is(fgetc(a), 0x6f);
    fseek(a, 0, SEEK_SET); // a write straight after a read fails (oracle SE1): a seek between
    fputs('!', a);
    fclose(a);
    const r = fopen('a.txt', 'r+b')!;
    fputc(0x4f, r);
    fclose(r);
    const w = fopen('w.txt', 'w+')!;
    fputs('hi\n', w);
    rewind(w);
    assert.is(fgets(10, w), 'hi\n');
    fclose(w);
    fclose(fopen('a2.txt', 'w')!);
  });
  assert.equal([text(driveOf(m).read('a.txt')), text(driveOf(m).read('w.txt')), text(driveOf(m).read('a2.txt'))], ['Old!', 'hi\r\n', '']);
});

test('a stream reaches the disk on fflush/fclose, and at the program\'s end when it never closed it', () => {
  const m = withDisk({}, (mm) => {
    const f = fopen('late.txt', 'w')!;
    assert.is(text(driveOf(mm).read('late.txt')), ''); // created at fopen
    fputs('one', f);
    assert.is(text(driveOf(mm).read('late.txt')), '');
    fflush(f);
    assert.is(text(driveOf(mm).read('late.txt')), 'one');
    fputs(' two', f); // never closed: TC's exit flushes it
  });
  assert.is(m.state, 'exited');
  assert.is(text(driveOf(m).read('late.txt')), 'one two');
});

test('what write() gave a handle stays in DOSBox\'s host buffer until a seek, its close or the program\'s end (probe HB1)', () => {
  const m = withDisk({}, (mm) => {
    const h = open('held.dat', O_RDWR | O_CREAT | O_BINARY);
    write(h, bytes('ab'), false);
    assert.is(text(driveOf(mm).read('HELD.DAT')), ''); // another open sees nothing yet
    lseek(h, 0, 1);
    assert.is(text(driveOf(mm).read('HELD.DAT')), 'ab');
    write(h, bytes('cd'), false); // never closed: DOSBox closes it at the end
  });
  assert.is(m.state, 'exited');
  assert.is(text(driveOf(m).read('HELD.DAT')), 'abcd');
});

test('a crashed program\'s unflushed data is lost, as on DOS', () => {
  const m = new Machine();
  m.load({
    name: 't',
    title: 't',
    *start() {
      fputs('lost', fopen('c.txt', 'w'));
      throw new Error('boom');
    },
  });
  m.runFor(1);
  assert.equal([m.state, text(driveOf(m).read('c.txt'))], ['crashed', '']);
});

test('errors: reading a stream opened for writing fails (EOF, ferror), writing a read-only stream too', () => {
  withDisk({ 'R.TXT': 'r', 'W.TXT': 'w' }, () => {
    // a file that was there is opened write-only: DOS refuses the read (oracle WO1)
    const w = fopen('w.txt', 'w')!;
    assert.is(fgetc(w), EOF);
    assert.ok(ferror(w));
    clearerr(w);
    assert.ok(!ferror(w));
    // one fopen created reads: EOF at its end, no error (WO1)
    const n = fopen('n.txt', 'w')!;
    assert.is(fgetc(n), EOF);
    assert.ok(!ferror(n) && feof(n));
    const r = fopen('r.txt', 'r')!;
    assert.is(fputc(0x41, r), EOF);
    assert.is(putc(0x41, r), EOF);
    assert.is(fputs('x', r), EOF);
    assert.ok(ferror(r));
    // nothing buffered yet: TC's _fgetc gives EOF while the error flag stands (oracle SER)
    assert.is(getc(r), EOF);
    clearerr(r);
    assert.is(getc(r), 0x72);
  });
});

test('errno: a missing file for reading is NULL + ENOENT; a subdirectory too (DOS 3, which TC 2.0 reports as ENOENT: oracle DX); a read-only file for writing EACCES', () => {
  withDisk({ 'RO.TXT': 'x' }, (m) => {
    assert.is(errno(), 0);
    assert.is(fopen('missing.txt', 'r'), null);
    assert.is(errno(), ENOENT);
    assert.ok(!driveOf(m).has('missing.txt'));
    assert.is(fopen('sub\\x.txt', 'w'), null);
    assert.is(errno(), ENOENT);
    driveOf(m).setAttributes('ro.txt', ATTR_READONLY);
    setErrno(0);
    assert.ok(fopen('ro.txt', 'r') !== null);
    assert.is(errno(), 0);
    for (const mode of ['w', 'a', 'r+']) {
      setErrno(0);
      assert.is(fopen('ro.txt', mode), null);
      assert.is(errno(), EACCES);
    }
    // oracle SE1: TC reads no further than "r", and another first letter is NULL with errno untouched
    setErrno(0);
    assert.is(fopen('x.txt', 'rw'), null);
    assert.is(errno(), ENOENT);
    setErrno(0);
    assert.ok(fopen('ro.txt', 'rw') !== null);
    assert.is(fopen('ro.txt', 'x'), null);
    assert.is(errno(), 0);
    // a file fopen had to create leaves ENOENT behind (SE1: "wb" of a new file, errno 2)
    assert.ok(fopen('new.txt', 'w') !== null);
    assert.is(errno(), ENOENT);
  });
});

test('errno: remove/unlink a missing file, rename onto an existing name, rename a missing file', () => {
  const m = withDisk({ 'A.TXT': 'a', 'B.TXT': 'b' }, () => {
    assert.is(remove('none.txt'), -1);
    assert.is(errno(), ENOENT);
    setErrno(0);
    assert.is(unlink('none.txt'), -1);
    assert.is(errno(), ENOENT);
    assert.is(rename('a.txt', 'B.TXT'), -1);
    assert.is(errno(), EACCES);
    setErrno(0);
    assert.is(rename('none.txt', 'c.txt'), -1);
    assert.is(errno(), ENOENT);
    assert.is(rename('a.txt', 'c.txt'), 0);
    assert.is(remove('b.txt'), 0);
  });
  assert.equal(driveOf(m).list(), ['C.TXT']);
});

test('access: 0 and 4 ask whether the file exists, 2 and 6 also whether it may be written; _chmod', () => {
  withDisk({ 'RW.TXT': '', 'RO.TXT': '' }, () => {
    assert.is(_chmod('ro.txt', 1, ATTR_READONLY), ATTR_READONLY);
    assert.equal([0, 2, 4, 6].map((mode) => access('rw.txt', mode)), [0, 0, 0, 0]);
    assert.equal([0, 2, 4, 6].map((mode) => access('ro.txt', mode)), [0, -1, 0, -1]);
    assert.is(errno(), EACCES);
    assert.is(access('none.txt', 0), -1);
    assert.is(errno(), ENOENT);
    assert.is(_chmod('rw.txt', 0), ATTR_ARCHIVE);
    assert.is(remove('ro.txt'), -1);
    assert.is(errno(), EACCES);
  });
});

test('at most 15 streams of the program\'s own (TC\'s 20 less the 5 standard ones): then NULL, errno as it was (textgen10)', () => {
  withDisk({}, () => {
    const open: FILE[] = [];
    for (let i = 0; i < 15; i++) open.push(fopen(`f${i}.txt`, 'w')!);
    assert.ok(open.every((f) => f !== null));
    const before = errno();
    assert.is(fopen('one.txt', 'w'), null);
    assert.is(errno(), before);
    fclose(open[0]!);
    assert.ok(fopen('one.txt', 'w') !== null);
  });
});

test('fscanf: %d %i %u %x %c %s %ld %f with widths, * skips, literals match; EOF at the end', () => {
  withDisk({ 'IN.TXT': ' 12 -0x1f 65535 ff Xword 12345678 3.25 abcdef 70000\r\n7,8\r\n' }, () => {
    const f = fopen('in.txt', 'r')!;
    const [d, i, u, x, c, s, l, fl, w, big, p, q] = [ref(0), ref(0), ref(0), ref(0), ref(''), ref(''), ref(0), ref(0), ref(''), ref(0), ref(0), ref(0)];
    assert.is(fscanf(f, '%d %i %u %x %c%s %ld %f %3s%*s %d', d, i, u, x, c, s, l, fl, w, big), 10);
    assert.equal([d.value, i.value, u.value, x.value, c.value, s.value, l.value, fl.value, w.value, big.value], [12, -31, 65535, 255, 'X', 'word', 12345678, 3.25, 'abc', 4464]);
    assert.is(fscanf(f, '%d,%d', p, q), 2);
    assert.equal([p.value, q.value], [7, 8]);
    assert.is(fscanf(f, '%d', p), EOF);
    fclose(f);
  });
  withDisk({ 'BAD.TXT': '12 x' }, () => {
    const f = fopen('bad.txt', 'r')!;
    const a = ref(0);
    const b = ref(0);
    assert.is(fscanf(f, '%d %d', a, b), 1);
    assert.is(fgetc(f), 0x78); // the character that did not match is left in the stream
  });
});

test('ungetc pushes a character back into what the buffer holds (lost before the first read); ftell counts it unread; fseek drops it', () => {
  withDisk({ 'U.TXT': 'ab\r\nc' }, () => {
    const f = fopen('u.txt', 'r')!;
    assert.is(ungetc(0x15a, f), 0x5a);
    assert.is(ftell(f), 0);
    // oracle SEQ P4, SB1 1–2: nothing read yet, the buffer is empty and the character is lost
    assert.equal([fgetc(f), fgetc(f)], [0x61, 0x62]);
    const nl = fgetc(f);
    assert.equal([nl, ftell(f)], [0x0a, 4]);
    // TC's ftell takes what the buffer holds from the handle's position, each '\n' in it as 2
    // bytes (oracle TX1): 5 − ('\n' pushed back: 2, 'c': 1)
    ungetc(nl, f);
    assert.equal([ftell(f), fgetc(f), fgetc(f)], [2, 0x0a, 0x63]);
    ungetc(0x41, f);
    fseek(f, 0, SEEK_SET);
    assert.is(fgetc(f), 0x61);
    assert.is(ungetc(EOF, f), EOF);
  });
});

test('arguments C would not pass: a NULL or closed FILE*, a number for a name, a buffer too small', () => {
  withDisk({}, () => {
    assert.throws(() => fgetc(null), /fgetc: stream is NULL/);
    assert.throws(() => fprintf(null, 'x'), /fprintf: stream is NULL/);
    assert.throws(() => fopen(3 as unknown as string, 'r'), /fopen: filename must be a string/);
    assert.throws(() => remove(null as unknown as string), /remove: filename must be a string/);
    assert.throws(() => access(7 as unknown as string, 0), /access: path must be a string/);
    const f = fopen('x.bin', 'wb')!;
    assert.throws(() => fwrite(new Uint8Array(3), 2, 2, f), /fwrite: 2×2 bytes do not fit the 3-byte buffer/);
    assert.throws(() => fwrite([1, 2] as unknown as Uint8Array, 1, 2, f), /fwrite: ptr must be a Uint8Array/);
    assert.throws(() => fputs('\u0100', f), /not a byte/);
    fclose(f);
    assert.throws(() => fputc(1, f), /fputc: stream X.BIN is used after fclose/);
  });
});

test.run();
