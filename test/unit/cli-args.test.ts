/** The command line as every subcommand reads it (src/cli/args.ts) and the files a run writes (src/cli/output.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as fs from 'node:fs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cliNumber, one, readArgs, UsageError } from '../../src/cli/args.ts';
import { makeFolder, OutputError, outputErrorIn, writeFileAtomic, type FolderFs, type WriteFs } from '../../src/cli/output.ts';
import { parseCheckArgs } from '../../src/cli/check.ts';
import { checkReplay } from '../../src/cli/check-core.ts';
import { scratchDir } from '../support/scratch.ts';

const spec = { values: ['--out', '--replay', '--every'], repeatable: ['--only'], switches: ['--cone'], positionals: true };
const usage = (argv: string[], message: string): void => {
  assert.throws(() => readArgs('run', argv, spec), (e: Error) => (e instanceof UsageError && e.message === message) || assert.unreachable(e.message));
};

test('values, switches, repeatable flags and positionals', () => {
  const a = readArgs('run', ['x', '--out', 'frames', '--only', 'a', '--cone', '--only', 'b:c', '--every', '-5'], spec);
  assert.is(one(a, '--out'), 'frames');
  assert.equal(a.values.get('--only'), ['a', 'b:c']);
  assert.ok(a.switches.has('--cone'));
  assert.equal(a.positionals, ['x']);
  assert.is(one(a, '--every'), '-5', 'one dash is a value (a file may be named -5); the caller checks it');
});

test('numbers: one reader for every subcommand, decimal digits only, within the range', () => {
  for (const bad of ['1e1', '0x2', ' 3', '3 ', '', '+3', '-3', '0b1', '3.', '.5', 'Infinity', '١٢']) assert.ok(Number.isNaN(cliNumber(bad, 0, 1e9, true)), bad);
  assert.ok(Number.isNaN(cliNumber(undefined, 0, 9)));
  assert.ok(Number.isNaN(cliNumber('2.5', 0, 9)), 'a fraction only where the flag takes one');
  assert.is(cliNumber('2.5', 0, 9, true), 2.5);
  assert.is(cliNumber('0007', 1, 9), 7);
  assert.ok(Number.isNaN(cliNumber('10', 1, 9)));
  assert.ok(Number.isNaN(cliNumber('0', 1, 9)));
});

test('a flag where a value belongs is an error naming both, not a value', () => {
  usage(['--out', '--every', '500'], 'run: --out needs a value, got the flag --every');
  usage(['--only', '--cone'], 'run: --only needs a value, got the flag --cone');
  usage(['--out'], 'run: --out needs a value');
});

test('a single-value flag given twice is an error, not a silent replacement', () => {
  usage(['--replay', 'a.replay', '--replay', 'b.replay'], 'run: --replay given twice ("a.replay", then "b.replay"): give it once');
  usage(['--cone', '--cone'], 'run: --cone given twice');
});

test('unknown options and stray arguments are named, quoted', () => {
  usage(['--fast'], 'run: unknown option "--fast"');
  usage(['--\u001b[2J'], 'run: unknown option "--\\u001b[2J"');
  assert.throws(() => readArgs('study', ['stray'], { values: ['--c'] }), /^study: unexpected argument "stray"$/);
});

test('check reads its command line the same way', () => {
  assert.throws(() => parseCheckArgs(['x', '--golden', 'g', '--golden', 'h']), /^check: --golden given twice \("g", then "h"\)/);
  assert.throws(() => parseCheckArgs(['x', '--report', '--junit', 'j.xml', '--golden', 'g']), /^check: --report needs a value, got the flag --junit$/);
  assert.equal(parseCheckArgs(['x', '--golden', 'g', '--only', 'a', '--only', 'b:s']).only, [{ replay: 'a', shot: null }, { replay: 'b', shot: 's' }]);
});

test('a write that fails (a full disk) names the file and the reason, and leaves no file, not even an empty one', () => {
  const dir = scratchDir('mode12h-out-');
  const target = join(dir, 'shot.png');
  // A disk that fills up after creating the file: the open succeeds, the write does not.
  const full: WriteFs = {
    writeFileSync: ((path: string) => {
      fs.writeFileSync(path, '');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }) as WriteFs['writeFileSync'],
    renameSync: fs.renameSync,
    rmSync: fs.rmSync,
    lstatSync: fs.lstatSync,
    readlinkSync: fs.readlinkSync,
  };
  assert.throws(() => writeFileAtomic(target, new Uint8Array([1, 2, 3]), full), (e: Error) => e instanceof OutputError && e.message === `cannot write ${target}: ENOSPC: no space left on device`);
  assert.equal(readdirSync(dir), []);
  // A folder where the file belongs: the rename fails; the temporary file is gone too.
  fs.mkdirSync(target);
  fs.writeFileSync(join(target, 'x'), '');
  assert.throws(() => writeFileAtomic(target, new Uint8Array([1])), (e: Error) => e instanceof OutputError && /^cannot write .*shot\.png: E(ISDIR|NOTEMPTY|EXIST): [^,']+$/.test(e.message) && e.message.startsWith(`cannot write ${target}: `));
  assert.equal(readdirSync(dir), ['shot.png']);
  // A good write: the bytes, under the name, and nothing else.
  writeFileAtomic(join(dir, 'ok.png'), new Uint8Array([7, 8]));
  assert.equal([...fs.readFileSync(join(dir, 'ok.png'))], [7, 8]);
  assert.equal(readdirSync(dir).sort(), ['ok.png', 'shot.png']);
});

test('a write onto a symbolic link writes the file it names and keeps the link; onto a device it writes the device, never replaces it', () => {
  const dir = scratchDir('mode12h-out-');
  fs.writeFileSync(join(dir, 'real.xml'), 'old');
  fs.symlinkSync('real.xml', join(dir, 'link.xml'));
  writeFileAtomic(join(dir, 'link.xml'), new TextEncoder().encode('new'));
  assert.ok(fs.lstatSync(join(dir, 'link.xml')).isSymbolicLink());
  assert.is(fs.readFileSync(join(dir, 'real.xml'), 'utf8'), 'new');
  // A link to a file not there yet: the file is made where the link points.
  fs.symlinkSync('sub/later.xml', join(dir, 'ahead.xml'));
  fs.mkdirSync(join(dir, 'sub'));
  writeFileAtomic(join(dir, 'ahead.xml'), new Uint8Array([1]));
  assert.ok(fs.lstatSync(join(dir, 'ahead.xml')).isSymbolicLink());
  assert.equal([...fs.readFileSync(join(dir, 'sub', 'later.xml'))], [1]);
  // A loop of links is refused by name.
  fs.symlinkSync('loop2', join(dir, 'loop1'));
  fs.symlinkSync('loop1', join(dir, 'loop2'));
  assert.throws(() => writeFileAtomic(join(dir, 'loop1'), new Uint8Array([1])), (e: Error) => e instanceof OutputError && e.message.startsWith(`cannot write ${join(dir, 'loop1')}: ELOOP`));
  // /dev/null stays the device (renaming a file over it needs root, and as root would replace it).
  writeFileAtomic('/dev/null', new Uint8Array([1, 2]));
  assert.ok(fs.statSync('/dev/null').isCharacterDevice());
  assert.equal(readdirSync(dir).sort(), ['ahead.xml', 'link.xml', 'loop1', 'loop2', 'real.xml', 'sub']);
});

test('makeFolder: missing parents made one level at a time; a folder mkdir cannot make (ENOENT under an existing parent, as under /proc) is an error, not an endless loop', () => {
  const dir = scratchDir('mode12h-folder-');
  makeFolder(join(dir, 'a', 'b', 'c'));
  assert.ok(fs.statSync(join(dir, 'a', 'b', 'c')).isDirectory());
  makeFolder(join(dir, 'a', 'b')); // there already: fine
  fs.writeFileSync(join(dir, 'file'), '');
  assert.throws(() => makeFolder(join(dir, 'file')), /^cannot make the folder .*file: ENOTDIR: /);
  assert.throws(() => makeFolder(join(dir, 'file', 'x')), /^cannot make the folder .*x: ENOTDIR: not a directory$/);
  // A parent that exists, a child mkdir refuses with ENOENT whatever is tried.
  let calls = 0;
  const proc: FolderFs = {
    mkdirSync: ((path: string) => {
      if (++calls > 100) throw new Error('makeFolder: still trying after 100 mkdir calls');
      if (path === '/proc') throw Object.assign(new Error("EEXIST: file already exists, mkdir '/proc'"), { code: 'EEXIST' });
      throw Object.assign(new Error(`ENOENT: no such file or directory, mkdir '${path}'`), { code: 'ENOENT' });
    }) as FolderFs['mkdirSync'],
    statSync: fs.statSync,
  };
  assert.throws(() => makeFolder('/proc/x', proc), (e: Error) => e instanceof OutputError && e.message === 'cannot make the folder /proc/x: ENOENT: no such file or directory');
  assert.ok(calls <= 3, `${calls} mkdir calls`);
});

test('an OutputError is found behind the errors that wrap it', () => {
  const inner = new OutputError('cannot write x.png: ENOSPC');
  const wrapped = new Error('a.replay:3: cannot write x.png: ENOSPC', { cause: inner });
  assert.is(outputErrorIn(wrapped), inner);
  assert.is(outputErrorIn(new Error('other')), null);
});

test('check --update: a golden that cannot be written is that shot\'s error (the file and the reason); the other shots go on', () => {
  const dir = scratchDir('mode12h-golden-');
  const replay = join(dir, 'r.replay');
  fs.writeFileSync(replay, 'rom runs\nat 10 shot a\nat 20 shot b\nend 30\n');
  const golden = join(dir, 'golden');
  fs.mkdirSync(join(golden, 'r-a.png'), { recursive: true }); // a folder where a golden belongs
  fs.writeFileSync(join(golden, 'r-a.png', 'x'), '');
  const r = checkReplay({ name: 'r', path: replay }, { golden, update: true });
  assert.equal(r.shots.map((s) => s.status), ['error', 'created']);
  assert.match(r.shots[0]!.message, /^cannot write .*r-a\.png: E(ISDIR|NOTEMPTY|EXIST): /);
  assert.equal(readdirSync(golden).sort(), ['r-a.png', 'r-b.png']);
});

test.run();
