/**
 * tools/corpus-restore.mjs: a program's own headers come with it from its repository, those
 * beside it and, when its folder lacks one, the folder above's (corpus C4587: nucleo2/nucleo2.h
 * includes "system.h", the repository's SYSTEM.H).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withIncludes } from '../../tools/corpus-restore.mjs';

/** A repository of these files, committed; its git directory and the commit. */
function repository(files: Record<string, string>): { dir: string; commit: string; done: () => void } {
  const work = mkdtempSync(join(tmpdir(), 'restore-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(work, path, '..'), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  const git = (...args: string[]): string => spawnSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { encoding: 'utf8' }).stdout.trim();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'files');
  return { dir: join(work, '.git'), commit: git('rev-parse', 'HEAD'), done: () => rmSync(work, { recursive: true, force: true }) };
}

test('a header the folder lacks comes from the folder above, named plainly or as ..\\x.h; one beside the file is taken first', () => {
  const r = repository({
    'SYSTEM.H': 'int sys;\n',
    'UP.H': 'int up;\n',
    'K/k.h': '#include "system.h"\n',
    'K/MAIN.C': '#include "k.h"\n#include "..\\up.h"\n#include "own.h"\nmain() {}\n',
    'K/OWN.H': 'int own;\n',
    'OWN.H': 'int wrong;\n',
  });
  try {
    const main = Buffer.from('#include "k.h"\n#include "..\\up.h"\n#include "own.h"\nmain() {}\n');
    const got = withIncludes(r.dir, { path: 'K/MAIN.C', commit: r.commit }, 'C1.C', main, (n) => /\.h$/i.test(n), false);
    assert.ok(got instanceof Map);
    assert.equal([...got.keys()].sort(), ['C1.C', 'OWN.H', 'SYSTEM.H', 'UP.H', 'k.h']);
    assert.is(got.get('OWN.H')!.toString(), 'int own;\n');
    // a file at the repository's top has no folder above: its missing header stays missing
    const top = withIncludes(r.dir, { path: 'MAIN.C', commit: r.commit }, 'C2.C', Buffer.from('#include "none.h"\n'), () => true, false);
    assert.ok(Buffer.isBuffer(top));
  } finally {
    r.done();
  }
});

test.run();
