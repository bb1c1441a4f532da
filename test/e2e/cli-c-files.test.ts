/**
 * `mode12h run` on a program of several files: a folder, a zip (stored and deflated entries), a
 * Turbo C project file, or .C files named one after another; a local header found in any case,
 * the folder's data files on the C: drive; a bad zip and a zip bomb named, never run; `--strict`
 * rejecting Turbo C++'s `//` with TCC 2.0's message; a program in VGA mode 13h shot as a PNG of
 * 256 colours.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeZip, type ZipEntry } from '../../src/shared/zip.ts';
import { deflatedZip } from '../support/deflated-zip.ts';
import { runCli, type CliRun } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';
import { decodeIndexedPng } from '../../src/shared/png-read.ts';

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

const GAME: Record<string, string> = {
  'GAME.C': '#include <stdio.h>\n#include "game.h"\nint score;\nmain()\n{\n  char line[40];\n  FILE *f = fopen("LEVEL1.DAT", "r");\n  if (f == NULL) { printf("no level\\n"); return 1; }\n  fgets(line, 40, f);\n  score = add(ROWS, 4);\n  printf("%s%d\\n", line, score);\n  return 0;\n}\n',
  'MOVES.C': '#include "GAME.H"\nstatic int unused;\nint add(int a, int b) { return a + b; }\n',
  'GAME.H': '#define ROWS 3\nint add(int a, int b);\n',
  'LEVEL1.DAT': 'level one\n',
};

function folder(files: Record<string, string>): string {
  const dir = scratchDir('mode12h-cfiles-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text, 'latin1');
  return dir;
}

/** `mode12h run ...args --end 500`, its main() in this process (test/support/cli.ts). */
function run(...args: string[]): Promise<CliRun> {
  return runCli(['run', ...args, '--end', '500']);
}

const entries = (files: Record<string, string>, prefix = ''): ZipEntry[] => Object.entries(files).map(([name, text]) => ({ name: prefix + name, bytes: bytes(text), date: 0x21, time: 0 }));

test('--date: the date and time of day at power-on, the program compiled then; the default is 1 Jan 1980; a bad date is refused', async () => {
  const dir = folder({ 'CLOCK.C': '#include <stdio.h>\n#include <dos.h>\n#include <dir.h>\nmain()\n{\n  struct date d; struct time t; struct ffblk f; FILE *o = fopen("F.TXT", "w");\n  fclose(o); findfirst("F.TXT", &f, 0);\n  getdate(&d); gettime(&t);\n  printf("%s %s %d-%d-%d %d:%02d:%02d %x %x\\n", __DATE__, __TIME__, d.da_year, d.da_mon, d.da_day, t.ti_hour, t.ti_min, t.ti_sec, f.ff_fdate, f.ff_ftime);\n  return 0;\n}\n' });
  const dated = await run(join(dir, 'CLOCK.C'), '--date', '2026-11-30T10:19:16');
  assert.is(dated.status, 0, dated.stderr);
  // the file dated as DOS packs it: (2026−1980)<<9 | 11<<5 | 30, 10<<11 | 19<<5 | 16/2
  assert.match(dated.stdout, 'Nov 30 2026 10:19:16 2026-11-30 10:19:16 5d7e 5268\n');
  const plain = await run(join(dir, 'CLOCK.C'));
  assert.match(plain.stdout, 'Jan 01 1980 00:00:00 1980-1-1 0:00:00 1421 0\n');
  const bad = await run(join(dir, 'CLOCK.C'), '--date', '2026-13-01');
  assert.is(bad.status, 1);
  assert.match(bad.stderr, '--date: YYYY-MM-DD');
});

test('a program in VGA mode 13h: its shot a 320×200 PNG of 256 colours, the DAC\'s made 8 bits', async () => {
  const dir = scratchDir('mode12h-cfiles-13h-');
  writeFileSync(join(dir, 'P.REPLAY'), 'at 100 shot m13\nat 200 tap Enter\n');
  const r = await runCli(['run', 'test/fixtures/MODE13H.C', '--replay', join(dir, 'P.REPLAY'), '--out', dir]);
  assert.match(r.stderr, /program exited \(exit status 0\)/);
  const bytes = readFileSync(join(dir, 'm13.png'));
  const png = decodeIndexedPng(bytes)!;
  assert.equal([png.width, png.height], [320, 200]);
  assert.is(png.pixels[75 * 320 + 150], 200);
  assert.is(png.pixels[10 * 320 + 5], 40);
  const plte = bytes.indexOf('PLTE') + 4;
  assert.is(bytes.readUInt32BE(plte - 8), 768);
  assert.equal([...bytes.subarray(plte + 200 * 3, plte + 201 * 3)], [255, 130, 4], 'entry 200 as the program set it: 63 32 1');
  assert.equal([...bytes.subarray(plte + 40 * 3, plte + 41 * 3)], [255, 0, 0], 'entry 40 of the 256 the mode set loads');
});

test('a folder: its .C files linked, its header found in any case, its data file on C:', async () => {
  const r = await run(folder(GAME));
  assert.is(r.stdout, 'level one\n7\n', r.stderr);
  assert.match(r.stderr, /program exited \(exit status 0\)/);
});

test('a zip, stored or deflated, of the files or of their folder', async () => {
  const dir = scratchDir('mode12h-cfiles-zip-');
  writeFileSync(join(dir, 'STORED.ZIP'), writeZip(entries(GAME)));
  writeFileSync(join(dir, 'DEFLATED.ZIP'), deflatedZip(entries(GAME, 'game/')));
  for (const zip of ['STORED.ZIP', 'DEFLATED.ZIP']) {
    const r = await run(join(dir, zip));
    assert.is(r.stdout, 'level one\n7\n', `${zip}: ${r.stderr}`);
  }
});

test('a project file lists the modules; .C files named one after another are linked in that order', async () => {
  const dir = folder({ ...GAME, 'GAME.PRJ': 'game (game.h)\r\nmoves (game.h)\r\n\x1a' });
  assert.is((await run(join(dir, 'GAME.PRJ'))).stdout, 'level one\n7\n');
  // the .C files alone: their headers from their folder, an empty drive (no level)
  const r = await run(join(dir, 'GAME.C'), join(dir, 'MOVES.C'));
  assert.is(r.stdout, 'no level\n', r.stderr);
  // one file alone: MOVES.C's add is missing, as TLINK says, and the program runs (it ends, with
  // no level, before it calls add)
  const one = await run(join(dir, 'GAME.C'));
  assert.equal([one.status, one.stdout], [1, 'no level\n']);
  assert.match(one.stderr, /^mode12h: Undefined symbol '_add' in module game\.c$/m);
});

test('a bad zip is named with its entry, a zip bomb stops at its declared size; neither runs', async () => {
  const dir = scratchDir('mode12h-cfiles-bad-');
  const zip = writeZip(entries(GAME));
  const bad = zip.slice();
  bad[30 + 'GAME.C'.length + 5] ^= 1; // a byte of GAME.C's data
  writeFileSync(join(dir, 'BAD.ZIP'), bad);
  const r = await run(join(dir, 'BAD.ZIP'));
  assert.is(r.status, 1);
  assert.match(r.stderr, /BAD\.ZIP: zip: GAME\.C is damaged \(size or CRC-32 does not match\)/);
  // 16 MB of zeros deflate to 16 KB; the header says 10 bytes
  const bomb = deflatedZip([{ name: 'GAME.C', bytes: new Uint8Array(16 << 20), date: 0, time: 0 }], { name: 'GAME.C', size: 10 });
  writeFileSync(join(dir, 'BOMB.ZIP'), bomb);
  const b = await run(join(dir, 'BOMB.ZIP'));
  assert.is(b.status, 1);
  assert.match(b.stderr, /BOMB\.ZIP: zip: GAME\.C inflates to more than its header says \(damaged, or a zip bomb\)/);
  writeFileSync(join(dir, 'NOTZIP.ZIP'), 'hello');
  assert.match((await run(join(dir, 'NOTZIP.ZIP'))).stderr, /NOTZIP\.ZIP: zip: not a zip file/);
});

/**
 * A stroked font file of our own in Borland's documented .CHR layout (runtime/tc/bgi/chr.ts): one
 * character, 'A', a single stroke, 12 units wide.
 */
function ourChr(): Uint8Array {
  const font = [0x2b, 1, 0, 0, 65, 19, 0, 0, 10, 0, 0xfe, ...bytes('TRIP'), 0, 0, 0, 12, 0x80, 0x00, 0x8a, 0x8a, 0, 0];
  const head = [...bytes('PK\x08\x08BGI Stroked Font\r\n\x1a'), 0x80, 0, ...bytes('TRIP'), font.length, 0, 1, 0, 0, 1];
  return Uint8Array.from([...head, ...new Array<number>(0x80 - head.length).fill(0), ...font]);
}

test('a .CHR font in the folder is on C:, and settextstyle loads it; without it, grFontNotFound', async () => {
  const dir = folder({ 'FONT.C': '#include <graphics.h>\n#include <stdio.h>\nmain()\n{\n  int gd = DETECT, gm, r, w;\n  initgraph(&gd, &gm, "");\n  settextstyle(TRIPLEX_FONT, HORIZ_DIR, 1);\n  r = graphresult();\n  w = textwidth("A");\n  closegraph();\n  printf("%d %d\\n", r, w);\n  return 0;\n}\n' });
  assert.is((await run(dir)).stdout, '-8 8\n'); // grFontNotFound: the default font's 8 pixels
  writeFileSync(join(dir, 'TRIP.CHR'), ourChr());
  const r = await run(dir);
  assert.match(r.stdout, /^0 [1-9]\d*\n$/, r.stderr);
});

test('--disk DIR with subfolders: a level in DATA\\, a font in BGI\\ through initgraph\'s path; SAVE\\ made and written, a file and a folder removed; the folder has it after', async () => {
  const src = folder({
    'TREE.C': '#include <graphics.h>\n#include <stdio.h>\n#include <dir.h>\nmain()\n{\n  int gd = DETECT, gm, r, w;\n  char line[40];\n  FILE *f = fopen("data\\\\level.txt", "r");\n  if (!f) { printf("no level\\n"); return 1; }\n  fgets(line, 40, f);\n  fclose(f);\n  initgraph(&gd, &gm, "c:\\\\bgi");\n  settextstyle(TRIPLEX_FONT, HORIZ_DIR, 1);\n  r = graphresult();\n  w = textwidth("A");\n  closegraph();\n  printf("%d %d %d ", mkdir("save"), mkdir("tmp"), remove("old.dat"));\n  f = fopen("save\\\\x.dat", "w");\n  fprintf(f, "%s%d %d\\n", line, r, w);\n  fclose(f);\n  fclose(fopen("tmp\\\\t.dat", "w"));\n  r = remove("tmp\\\\t.dat");\n  printf("%d %d\\n", r, rmdir("tmp"));\n  return 0;\n}\n',
  });
  const disk = scratchDir('mode12h-cfiles-tree-');
  mkdirSync(join(disk, 'data'));
  mkdirSync(join(disk, 'BGI'));
  mkdirSync(join(disk, 'Long Folder'));
  writeFileSync(join(disk, 'data', 'level.txt'), 'level one\n');
  writeFileSync(join(disk, 'BGI', 'TRIP.CHR'), ourChr());
  writeFileSync(join(disk, 'OLD.DAT'), 'old');
  writeFileSync(join(disk, 'Long Folder', 'KEEP.TXT'), 'kept');
  writeFileSync(join(disk, 'long name.txt'), 'kept');
  const r = await run(join(src, 'TREE.C'), '--disk', disk);
  assert.is(r.stdout, '0 0 0 0 0\n', r.stderr);
  assert.match(r.stderr, `mode12h: --disk ${disk}: ignored "Long Folder/" (not an 8.3 DOS name; nor what is in it)\n`);
  assert.match(r.stderr, `mode12h: --disk ${disk}: ignored "long name.txt" (not an 8.3 DOS name)\n`);
  const x = readFileSync(join(disk, 'SAVE', 'X.DAT'), 'latin1');
  assert.match(x, /^level one\r?\n0 [1-9]\d* ?\r?\n$/); // the font loaded from C:\BGI: graphresult 0, a width of its own
  assert.equal(readdirSync(disk).sort(), ['BGI', 'Long Folder', 'SAVE', 'data', 'long name.txt']); // OLD.DAT and TMP gone
  assert.equal([readFileSync(join(disk, 'Long Folder', 'KEEP.TXT'), 'latin1'), readFileSync(join(disk, 'data', 'level.txt'), 'latin1')], ['kept', 'level one\n']);
});

test('--strict: Turbo C++\'s // is an error as TCC 2.0 reports it; without it, the program runs', async () => {
  const dir = scratchDir('mode12h-cfiles-strict-');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'CPP.C'), '#include <stdio.h>\nmain()\n{\n  int a;\n  a = 1; // one\n  printf("%d\\n", a);\n  return 0;\n}\n');
  assert.is((await run(join(dir, 'CPP.C'))).stdout, '1\n');
  const s = await run(join(dir, 'CPP.C'), '--strict');
  assert.is(s.status, 1);
  assert.match(s.stderr, /Error cpp\.c 5: Expression syntax in function main/);
});

test.run();
