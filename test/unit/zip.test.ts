/**
 * The disk export's zip writer and reader (src/shared/zip.ts), the drive's tree in a zip
 * (src/web/disk-zip.ts), and a C program of several files kept and opened as a zip in the player
 * (src/web/c-program-files.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crc32, readZip, writeZip, ZIP_LIMITS, type ZipEntry } from '../../src/shared/zip.ts';
import { deflatedZip } from '../support/deflated-zip.ts';
import { diskZip, zipDisk } from '../../src/web/disk-zip.ts';
import { programOfFiles, rememberFiles, withProgramFiles } from '../../src/web/c-program-files.ts';
import { folderAsFile, folderEntryFiles } from '../../src/web/folder-files.ts';
import { keepCFile, storeKey } from '../../src/web/c-keep.ts';
import type { BrowserDisk } from '../../src/web/disk.ts';
import type { Rom } from '../../runtime/process.ts';
import type { DosFile } from '../../runtime/dos/drive.ts';

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

async function rejects(zip: Uint8Array, re: RegExp): Promise<void> {
  try {
    await readZip(zip);
    assert.unreachable('should have failed');
  } catch (e) {
    assert.match((e as Error).message, re);
  }
}

test('CRC-32 of "123456789" is CBF43926 (the standard check value)', () => {
  assert.is(crc32(bytes('123456789')), 0xcbf43926);
  assert.is(crc32(new Uint8Array(0)), 0);
});

test('a round trip keeps names, bytes and DOS stamps; the layout is a stored zip', async () => {
  const entries: ZipEntry[] = [
    { name: 'RUNS.TXT', bytes: bytes('2\r\n'), date: 0x1421, time: 0x6bef },
    { name: 'ALL.BIN', bytes: Uint8Array.from({ length: 256 }, (_, i) => i), date: 0x1421, time: 0 },
    { name: 'EMPTY', bytes: new Uint8Array(0), date: 0, time: 0 },
  ];
  const zip = writeZip(entries);
  assert.equal([...zip.subarray(0, 4)], [0x50, 0x4b, 0x03, 0x04]);
  assert.is(zip.length, 3 * (30 + 46) + 2 * (8 + 7 + 5) + 3 + 256 + 22); // headers, names twice, data, end record
  assert.equal(await readZip(zip), entries);
  assert.equal(await readZip(writeZip([])), []);
});

test('a deflated entry is inflated (this host has DecompressionStream)', async () => {
  const plain = bytes('HELLO HELLO HELLO HELLO\r\n');
  assert.equal((await readZip(deflatedZip([{ name: 'A.TXT', bytes: plain, date: 0, time: 0 }])))[0]!.bytes, plain);
});

test('damage is named: not a zip, a bad CRC, an unknown method', async () => {
  await rejects(bytes('not a zip at all, not at all'), /not a zip file/);
  const zip = writeZip([{ name: 'A.TXT', bytes: bytes('abc'), date: 0, time: 0 }]);
  const bad = zip.slice();
  bad[30 + 5] ^= 1;
  await rejects(bad, /A\.TXT is damaged/);
  const odd = zip.slice();
  new DataView(odd.buffer).setUint16(30 + 5 + 3 + 10, 12, true); // central: method 12 (bzip2)
  await rejects(odd, /compression method 12/);
});

test('a zip bomb stops at the size its header declares; sizes past the limits are refused unread', async () => {
  // 16 MB of zeros deflate to 16 KB; the header says 10 bytes
  const out = deflatedZip([{ name: 'B.TXT', bytes: new Uint8Array(16 << 20), date: 0, time: 0 }], { name: 'B.TXT', size: 10 });
  const v = new DataView(out.buffer);
  const cd = v.getUint32(out.length - 6, true);
  await rejects(out, /B\.TXT inflates to more than its header says/);
  v.setUint32(cd + 24, ZIP_LIMITS.entryBytes + 1, true); // a declared size past a DOS volume
  await rejects(out, /B\.TXT is 33554433 bytes, more than a DOS volume holds/);
});

test('the disk\'s export and import (src/web/disk-zip.ts): subdirectories, an empty one too, go out and come back; a zip DOS cannot hold is refused whole', async () => {
  const drive = [
    { name: 'DATA', bytes: new Uint8Array(0), attr: 0x10, date: 0x21, time: 0 },
    { name: 'DATA\\LEVEL.TXT', bytes: bytes('one'), attr: 0x20, date: 0x21, time: 0 },
    { name: 'RUNS.TXT', bytes: bytes('2'), attr: 0x20, date: 0x21, time: 0 },
    { name: 'SAVE', bytes: new Uint8Array(0), attr: 0x10, date: 0x21, time: 0 },
  ];
  const zip = diskZip(drive);
  assert.equal((await readZip(zip)).map((e) => e.name), ['DATA/', 'DATA/LEVEL.TXT', 'RUNS.TXT', 'SAVE/']);
  assert.equal(await zipDisk(zip), drive);
  const lower = await zipDisk(writeZip([{ name: 'data/level.txt', bytes: bytes('one'), date: 0x21, time: 0 }]));
  assert.equal(lower.map((f) => [f.name, f.attr]), [['DATA', 0x10], ['DATA\\LEVEL.TXT', 0x20]]);
  try {
    await zipDisk(writeZip([{ name: 'Long Name/A.TXT', bytes: bytes('a'), date: 0, time: 0 }, { name: 'A.TXT', bytes: bytes('a'), date: 0, time: 0 }, { name: 'a.txt', bytes: bytes('b'), date: 0, time: 0 }]));
    assert.unreachable('should have failed');
  } catch (e) {
    assert.is((e as Error).message, 'names a DOS drive cannot hold: Long Name/ (not an 8.3 DOS name; nor what is in it); a.txt (the same DOS name, A.TXT, as A.TXT)');
  }
});

test('a folder kept as a zip is the program the CLI reads (src/web/folder-files.ts, c-program-files.ts); on its disk, the disk\'s own files win, named', async () => {
  const folder = folderAsFile('game', [
    { name: 'PLAY.C', bytes: bytes('#include "inc\\game.h"\nmain() { return add(1, 2); }\n') },
    { name: 'MOVES.C', bytes: bytes('int add(int a, int b) { return a + b; }\n') },
    { name: 'inc/', bytes: new Uint8Array(0) },
    { name: 'inc/game.h', bytes: bytes('int add(int a, int b);\n') },
    { name: 'SCORE.DAT', bytes: bytes('0') },
    { name: 'a long name.txt', bytes: bytes('') },
  ]);
  assert.is(folder.name, 'game/');
  const text = String.fromCharCode(...new Uint8Array(await folder.arrayBuffer()));
  const p = await programOfFiles(folder.name, text);
  assert.equal(p.sources.map((s) => s.name), ['PLAY.C', 'MOVES.C'], 'main\'s file first');
  assert.is(p.name, 'PLAY.C');
  assert.is(p.readInclude('inc\\game.h'), 'int add(int a, int b);\n');
  // the stored disk holds a score the program wrote: it stays; the zip's other files are added
  const stored: DosFile[] = [{ name: 'SCORE.DAT', bytes: bytes('99'), attr: 0x20, date: 0x21, time: 0 }];
  const committed: string[] = [];
  const disk = { load: () => stored, commit: (c: ReadonlyMap<string, DosFile | null>) => committed.push(...c.keys()) } as unknown as BrowserDisk;
  const rom = {} as Rom;
  rememberFiles(rom, folder.name, p);
  const notes: string[] = [];
  assert.is(await withProgramFiles(rom, Promise.resolve(disk), (n) => notes.push(n)), disk);
  assert.equal(committed, ['MOVES.C', 'PLAY.C', 'INC', 'INC\\GAME.H']);
  assert.equal(notes, ["game/: a long name.txt: left out (not an 8.3 DOS name); the disk's own SCORE.DAT kept (game/ holds another; Import disk to replace the disk)"]);
  // a program not from a zip or folder: its disk as stored
  committed.length = 0;
  await withProgramFiles({} as Rom, Promise.resolve(disk), (n) => notes.push(n));
  assert.equal(committed, []);
  // a zip without a C file, or damaged: named
  try {
    await programOfFiles('NOTES.ZIP', String.fromCharCode(...writeZip([{ name: 'NOTES.TXT', bytes: bytes('hi'), date: 0, time: 0 }])));
    assert.unreachable('no C file');
  } catch (e) {
    assert.is((e as Error).message, 'NOTES.ZIP: no C file among NOTES.TXT');
  }
  try {
    await programOfFiles('BAD.ZIP', 'hello');
    assert.unreachable('not a zip');
  } catch (e) {
    assert.match((e as Error).message, /^BAD\.ZIP: zip: not a zip file/);
  }
});

test('a dropped folder\'s files (FileSystemDirectoryEntry): every batch readEntries gives, subfolders walked, paths from inside it', async () => {
  // a fake of the browser's entries: readEntries gives a folder's entries two at a time, then none
  type Fake = { name: string; isDirectory: boolean; children?: Fake[]; text?: string };
  const entry = (f: Fake): unknown => ({
    name: f.name,
    isDirectory: f.isDirectory,
    createReader: () => {
      let at = 0;
      return { readEntries: (ok: (e: unknown[]) => void) => setTimeout(() => ok(f.children!.slice(at, (at += 2)).map(entry))) };
    },
    file: (ok: (file: File) => void) => ok(new File([f.text ?? ''], f.name, { lastModified: new Date(2026, 10, 30, 10, 19, 16).getTime() })),
  });
  const dir: Fake = { name: 'game', isDirectory: true, children: [
    { name: 'PLAY.C', isDirectory: false, text: 'main() {}' },
    { name: 'inc', isDirectory: true, children: [{ name: 'GAME.H', isDirectory: false, text: '#define W 1' }] },
    { name: 'A.DAT', isDirectory: false, text: 'a' },
    { name: 'B.DAT', isDirectory: false, text: 'b' },
    { name: 'C.DAT', isDirectory: false, text: 'c' },
  ] };
  const files = await folderEntryFiles(entry(dir) as FileSystemDirectoryEntry);
  assert.equal(files.map((f) => [f.name, String.fromCharCode(...f.bytes)]), [
    ['PLAY.C', 'main() {}'], ['inc/', ''], ['inc/GAME.H', '#define W 1'], ['A.DAT', 'a'], ['B.DAT', 'b'], ['C.DAT', 'c'],
  ]);
  // each file stamped with its modification time, as the CLI stamps a folder's: (2026−1980)<<9 | 11<<5 | 30, 10<<11 | 19<<5 | 16/2
  assert.equal([files[0]!.date, files[0]!.time], [0x5d7e, 0x5268]);
});

test('a zip kept in the tab (keepCFile) one character a byte; one too big for the tab\'s storage is refused saying so', async () => {
  const kept = new Map<string, string>();
  // sessionStorage as Chromium's: 5 242 880 characters an origin (10 MiB, two bytes each)
  const storage = { setItem: (k: string, v: string) => { if (k.length + v.length > 5_242_880) throw new DOMException('exceeded the quota', 'QuotaExceededError'); kept.set(k, v); } };
  const had = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  try {
    const file = (name: string, b: Uint8Array) => ({ name, arrayBuffer: () => Promise.resolve(b.buffer as ArrayBuffer) });
    assert.is(await keepCFile(file('GAME.ZIP', Uint8Array.of(0x50, 0x4b, 0xff, 0))), 'c:GAME.ZIP');
    assert.is(kept.get(storeKey('GAME.ZIP')), 'PK\xff\0');
    try {
      await keepCFile(file('BIG.ZIP', new Uint8Array(6_000_000)));
      assert.unreachable('should have failed');
    } catch (e) {
      assert.is((e as Error).message, '6000000 bytes, more than this tab can keep (a browser\'s tab keeps about 5 MB): leave its largest files out, and give them to the program with Import disk');
    }
  } finally {
    if (had) Object.defineProperty(globalThis, 'sessionStorage', had);
    else delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  }
});

test.run();
