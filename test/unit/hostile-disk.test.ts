/**
 * `--disk DIR` against a hostile folder: entries that are not plain files (a dangling link, a link
 * out of the folder, a file too large for a DOS volume) are left out by name and never followed;
 * a rewrite on a full disk keeps the file's old contents; a link planted under a name the program
 * writes is not written through; in subfolders, what the drive did not read is never written over
 * or removed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { FolderStore } from '../../src/cli/disk.ts';
import type { DosFile } from '../../runtime/dos/drive.ts';
import { scratchDir } from '../support/scratch.ts';

const fresh = (): string => scratchDir('mode12h-hostile-disk-');
const file = (name: string, text: string): DosFile => ({ name, bytes: new TextEncoder().encode(text), attr: 0x20, date: 0, time: 0 });

test('odd entries are left out with a note naming each; the good files are read; links are not followed', () => {
  const dir = fresh();
  const outside = fresh();
  fs.writeFileSync(join(outside, 'SECRET.TXT'), 'host file');
  fs.writeFileSync(join(dir, 'GOOD.TXT'), 'good');
  fs.symlinkSync(join(outside, 'nothing-there'), join(dir, 'DANGLE.TXT'));
  fs.symlinkSync(join(outside, 'SECRET.TXT'), join(dir, 'OUT.TXT'));
  // 3 GB, sparse: no disk space taken, but too large to read into memory.
  const fd = fs.openSync(join(dir, 'HUGE.DAT'), 'w');
  fs.ftruncateSync(fd, 3 * 1024 ** 3);
  fs.closeSync(fd);
  const notes: string[] = [];
  const files = new FolderStore(dir, (n) => notes.push(n)).load();
  assert.equal(files.map((f) => f.name), ['GOOD.TXT']);
  assert.equal(notes, [
    `--disk ${dir}: ignored "DANGLE.TXT" (a symbolic link: the drive holds only the folder's own files)`,
    `--disk ${dir}: ignored "HUGE.DAT" (3221225472 bytes: larger than a DOS 3.3 volume, 33554432)`,
    `--disk ${dir}: ignored "OUT.TXT" (a symbolic link: the drive holds only the folder's own files)`,
  ]);
});

test('a program writing a name that is a planted link: the link and what it points at stay as they were', () => {
  const dir = fresh();
  const outside = fresh();
  fs.writeFileSync(join(outside, 'SECRET.TXT'), 'host file');
  fs.symlinkSync(join(outside, 'SECRET.TXT'), join(dir, 'OUT.TXT'));
  const notes: string[] = [];
  const store = new FolderStore(dir, (n) => notes.push(n));
  store.load();
  store.commit(new Map([['OUT.TXT', file('OUT.TXT', 'overwritten')]]));
  assert.is(fs.readFileSync(join(outside, 'SECRET.TXT'), 'utf8'), 'host file');
  assert.ok(fs.lstatSync(join(dir, 'OUT.TXT')).isSymbolicLink());
  assert.is(notes.at(-1), `--disk ${dir}: could not write "OUT.TXT": a symbolic link on the host, left as it is`);
});

test('a file rewritten on a full disk keeps its old contents; the note names it and the reason', () => {
  const dir = fresh();
  fs.writeFileSync(join(dir, 'SCORES.DAT'), 'old scores');
  // A disk that fills up after creating a file: the open succeeds (the file is emptied), the write does not.
  const full = {
    writeFileSync: ((path: string) => {
      fs.writeFileSync(path, '');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }) as typeof fs.writeFileSync,
    renameSync: fs.renameSync,
    rmSync: fs.rmSync,
  };
  const notes: string[] = [];
  const store = new FolderStore(dir, (n) => notes.push(n), full);
  store.load();
  store.commit(new Map([['SCORES.DAT', file('SCORES.DAT', 'new scores')]]));
  assert.is(fs.readFileSync(join(dir, 'SCORES.DAT'), 'utf8'), 'old scores');
  assert.equal(fs.readdirSync(dir), ['SCORES.DAT']);
  assert.equal(notes, [`--disk ${dir}: could not write "SCORES.DAT": ENOSPC: no space left on device`]);
});

test('subfolders: nothing the drive did not read is written over or removed; a rename whose new name fails keeps the old file', () => {
  const dir = fresh();
  fs.mkdirSync(join(dir, 'data'));
  fs.writeFileSync(join(dir, 'data', 'LEVEL.DAT'), 'level');
  fs.writeFileSync(join(dir, 'data', 'long name.txt'), 'mine');
  const notes: string[] = [];
  const store = new FolderStore(dir, (n) => notes.push(n));
  assert.equal(store.load().map((f) => f.name), ['DATA', 'DATA\\LEVEL.DAT']);
  assert.equal(notes, [`--disk ${dir}: ignored "data/long name.txt" (not an 8.3 DOS name)`]);
  // the program empties DATA as C: shows it and removes it: the host folder keeps the file C: did not show
  store.commit(new Map([['DATA\\LEVEL.DAT', null]]));
  store.commit(new Map([['DATA', null]]));
  assert.equal(fs.readdirSync(join(dir, 'data')), ['long name.txt']);
  assert.match(notes.at(-1)!, `--disk ${dir}: could not remove the folder "data": ENOTEMPTY`);
  // made on the host during the run, then written by the program: left as it is
  fs.writeFileSync(join(dir, 'NEW.DAT'), 'made beside the run');
  store.commit(new Map([['NEW.DAT', file('NEW.DAT', 'program')]]));
  assert.is(fs.readFileSync(join(dir, 'NEW.DAT'), 'utf8'), 'made beside the run');
  assert.is(notes.at(-1), `--disk ${dir}: could not write "NEW.DAT": on the host already but not on C:, left as it is`);
  // a new subdirectory and a file in it land under the folder's host name
  store.commit(new Map([['DATA\\SAVE', { ...file('DATA\\SAVE', ''), attr: 0x10 }]]));
  store.commit(new Map([['DATA\\SAVE\\A.SAV', file('DATA\\SAVE\\A.SAV', 'saved')]]));
  assert.is(fs.readFileSync(join(dir, 'data', 'SAVE', 'A.SAV'), 'utf8'), 'saved');
  // a rename onto a name whose write fails (a link planted there): the old name stays
  fs.symlinkSync(join(dir, 'nowhere'), join(dir, 'data', 'SAVE', 'B.SAV'));
  store.commit(new Map([['DATA\\SAVE\\B.SAV', file('DATA\\SAVE\\B.SAV', 'saved')], ['DATA\\SAVE\\A.SAV', null]]));
  assert.is(fs.readFileSync(join(dir, 'data', 'SAVE', 'A.SAV'), 'utf8'), 'saved');
  assert.equal(notes.slice(-2), [
    `--disk ${dir}: could not write "data/SAVE/B.SAV": a symbolic link on the host, left as it is`,
    `--disk ${dir}: could not remove "data/SAVE/A.SAV": its new name could not be written: kept`,
  ]);
});

test.run();
