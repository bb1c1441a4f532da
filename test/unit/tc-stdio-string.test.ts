import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sprintf } from '../../runtime/tc/stdio.ts';
import { memcpy, memset } from '../../runtime/tc/string.ts';

test('sprintf %d is a 16-bit int', () => {
  assert.is(sprintf('Score: %d', 100), 'Score: 100');
  assert.is(sprintf('Score: %d', 32768), 'Score: -32768');
  assert.is(sprintf('%d', -45296 + 65536), '20240');
});

test('sprintf widths, flags, %s, %u, %x, %c, %%', () => {
  assert.is(sprintf('[%5d|%-5d|%05d|%+d]', 42, 42, -42, 7), '[   42|42   |-0042|+7]');
  assert.is(sprintf('%s=%6s;%.2s', 'a', 'bc', 'xyz'), 'a=    bc;xy');
  assert.is(sprintf('%u %x %X %c %%', -1, 0x1970, 0x4b00, 65), '65535 1970 4B00 A %');
  assert.is(sprintf('%*d', 4, 9), '   9');
});

test('sprintf rejects what it does not model', () => {
  assert.throws(() => sprintf('%f', 1), /%f is not supported/);
  assert.throws(() => sprintf('%d'), /no argument for %d/);
  assert.throws(() => sprintf('%d', 'x'), /%d given "x"/);
});

test('memset/memcpy walk nested char arrays row-major, as C lays them out', () => {
  const c = Array.from({ length: 4 }, () => new Int8Array(4));
  memset(c, 1, 6);
  assert.equal(c.map((r) => [...r]), [[1, 1, 1, 1], [1, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
  const d = Array.from({ length: 4 }, () => new Int8Array(4));
  d[3]![3] = 9;
  memcpy(d, c, 16);
  assert.equal(d.map((r) => [...r]), c.map((r) => [...r]));
  const board = Array.from({ length: 12 }, () => Array.from({ length: 23 }, () => Uint8Array.of(1, 7)));
  memset(board, 0, 12 * 23 * 2);
  assert.ok(board.every((col) => col.every((cell) => cell[0] === 0 && cell[1] === 0)));
  memset(c, 0xff, 1);
  assert.is(c[0]![0], -1, 'char is signed');
});

test('memcpy between different shapes copies n bytes in memory order, and reads the source whole first', () => {
  const c = [Int8Array.of(1, -1, 3), Int8Array.of(4, 5, 6), Int8Array.of(7, 8, 9)];
  const flat = new Uint8Array(12).fill(0xaa);
  memcpy(flat, c, 7);
  assert.equal([...flat], [1, 255, 3, 4, 5, 6, 7, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa]);
  const rows = [c[1]!, c[0]!, c[2]!]; // the same leaves as c, in another order: they overlap
  memcpy(c, rows, 9);
  assert.equal(c.map((r) => [...r]), [[4, 5, 6], [1, -1, 3], [7, 8, 9]]);
});

test('memset/memcpy refuse to overrun', () => {
  const c = Array.from({ length: 4 }, () => new Int8Array(4));
  assert.throws(() => memset(c, 0, 17), /memset: 17 bytes overrun a 16-byte array/);
  assert.throws(() => memcpy(c, new Int8Array(8), 16), /memcpy: 16 bytes overrun a 8-byte array/);
});

test.run();
