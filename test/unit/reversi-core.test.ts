import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCore, wasmCore } from '../../roms/reversi/engine/core.ts';
import { flips, moves, out } from '../../roms/reversi/engine/moves.ts';
import { perft, perftJs, START } from '../../roms/reversi/engine/perft.ts';
import { fromCells, type Position } from '../../roms/reversi/engine/position.ts';
import { estimate } from '../../roms/reversi/engine/estimate.ts';
import { solve } from '../../roms/reversi/engine/solve.ts';
import { stableDiscs } from '../../roms/reversi/engine/stable.ts';
import { sleb, uleb } from '../../roms/reversi/engine/wasm.ts';
import { randomPosition, rng } from '../support/reversi-reference.ts';
import { caseCount } from '../support/sample.ts';

const word = (lo: number, hi: number): bigint => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
const board = (p: Position): { p: bigint; o: bigint } => ({ p: word(p.pl, p.ph), o: word(p.ol, p.oh) });

test('LEB128: the specification\'s examples and the edges of i64', () => {
  assert.equal(uleb(0), [0]);
  assert.equal(uleb(624485), [0xe5, 0x8e, 0x26]);
  assert.equal(sleb(-123456n), [0xc0, 0xbb, 0x78]);
  assert.equal(sleb(63n), [0x3f]);
  assert.equal(sleb(64n), [0xc0, 0x00]);
  assert.equal(sleb(-64n), [0x40]);
  assert.equal(sleb(-65n), [0xbf, 0x7f]);
  assert.is(sleb(-(1n << 63n)).length, 10);
});

test('the core validates and its bytes are the same on every build', () => {
  const bytes = buildCore();
  assert.ok(WebAssembly.validate(bytes));
  assert.equal([...buildCore()], [...bytes]);
  // The code and its tables (the last empty's counts 2 KB, the diagonals 1 KB); the flips' 64
  // arms, one a square with their rays' masks as constants, take about 20 KB of it; the last empty's
  // count written in line in lastTwo's four places about 0.5 KB.
  assert.ok(bytes.length < 40960, `${bytes.length} bytes`);
});

test('the core\'s moves and flips agree with the TypeScript kernels on 4 000 random positions', () => {
  const core = wasmCore();
  const random = rng(30);
  for (let k = 0; k < 4000; k++) {
    // Half from random games, half random fillings (any pattern of discs on every line).
    const { cells, toMove } = k & 1 ? randomPosition(random, Math.floor(random() * 61))
      : { cells: Array.from({ length: 64 }, () => Math.floor(random() * 3)), toMove: (1 + (k & 2) / 2) as 1 | 2 };
    const pos = fromCells(cells, toMove), { p, o } = board(pos);
    moves(pos.pl, pos.ph, pos.ol, pos.oh);
    assert.is(BigInt.asUintN(64, core.moves(p, o)), word(out.lo, out.hi), `moves, position ${k}`);
    for (let sq = 0; sq < 64; sq++) {
      if (cells[sq] !== 0) continue;
      flips(sq, pos.pl, pos.ph, pos.ol, pos.oh);
      assert.is(BigInt.asUintN(64, core.flips(sq, p, o)), word(out.lo, out.hi), `flips of ${sq}, position ${k}`);
    }
  }
});

test('the core\'s stable discs are the TypeScript\'s, disc for disc, on 4 000 random positions of every fullness', () => {
  const core = wasmCore();
  const random = rng(31);
  let some = 0;
  for (let k = 0; k < 4000; k++) {
    // Random fillings from nearly empty to full (full lines and the growth along them), and
    // positions of random games.
    const empty = random() * 0.5;
    const { cells, toMove } = k & 1 ? randomPosition(random, Math.floor(random() * 61))
      : { cells: Array.from({ length: 64 }, () => (random() < empty ? 0 : 1 + Math.floor(random() * 2))), toMove: 1 as const };
    const pos = fromCells(cells, toMove), { p, o } = board(pos);
    stableDiscs(pos.pl, pos.ph, pos.ol, pos.oh);
    const want = word(out.lo, out.hi);
    if (want !== 0n) some++;
    assert.is(BigInt.asUintN(64, core.stableDiscs(p, o)), want, `position ${k}`);
  }
  assert.ok(some > 1000, `${some} positions with stable discs`);
});

test('the core\'s estimate is the TypeScript\'s on 4 000 random positions of every fullness', () => {
  const core = wasmCore();
  const random = rng(33);
  const values = new Set<number>();
  for (let k = 0; k < 4000; k++) {
    const empty = random() * 0.8;
    const { cells, toMove } = k & 1 ? randomPosition(random, Math.floor(random() * 61))
      : { cells: Array.from({ length: 64 }, () => (random() < empty ? 0 : 1 + Math.floor(random() * 2))), toMove: 1 as const };
    const pos = fromCells(cells, toMove), { p, o } = board(pos);
    const want = estimate(pos.pl, pos.ph, pos.ol, pos.oh);
    values.add(want);
    assert.is(core.estimate(p, o), want, `position ${k}`);
  }
  assert.ok(values.size > 2000, `${values.size} values`);
});

test('perft by the core: the known counts to depth 9, and the TypeScript perft\'s from 200 random positions', () => {
  const expected = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
  expected.forEach((n, i) => assert.is(perft(START.pl, START.ph, START.ol, START.oh, i + 1), n, `depth ${i + 1}`));
  const random = rng(31);
  for (let k = 0; k < 200; k++) {
    const { cells, toMove } = randomPosition(random, Math.floor(random() * 60));
    const p = fromCells(cells, toMove);
    const depth = 1 + (k % 4);
    assert.is(perft(p.pl, p.ph, p.ol, p.oh, depth), perftJs(p.pl, p.ph, p.ol, p.oh, depth), `position ${k}, depth ${depth}`);
  }
});

// (npm test: the first 100 of the 400 positions and 4 of the 6 deeper ones, 16–19 empties and both
// windows; npm run test:all all of them: test/support/sample.ts)
test(`the solver with the core's shallow search: the TypeScript one's scores, moves and node counts on ${caseCount(400, 100)} random positions`, () => {
  const random = rng(32);
  for (let k = 0; k < caseCount(400, 100); k++) {
    const { cells, toMove } = randomPosition(random, 1 + Math.floor(random() * 14));
    const p = fromCells(cells, toMove);
    // Narrow windows too (fail-soft bounds outside them), and without the stability cut-off.
    const options = { tableBits: 12, ...(k % 3 === 0 ? { alpha: -3, beta: 5 } : {}), ...(k % 5 === 0 ? { noStability: true } : {}) };
    const core = solve(p, options), js = solve(p, { ...options, noCore: true });
    assert.equal(core, js, `position ${k}`);
  }
});

test('the solver with the core\'s search from the probes up: the TypeScript one\'s scores, moves and node counts on positions of 16–19 empties', () => {
  const random = rng(34);
  for (let k = 0; k < caseCount(6, 4); k++) {
    const { cells, toMove } = randomPosition(random, 16 + (k % 4));
    const p = fromCells(cells, toMove);
    const options = { tableBits: 14, ...(k % 2 === 0 ? { alpha: -3, beta: 5 } : {}) };
    const core = solve(p, options), js = solve(p, { ...options, noCore: true });
    assert.equal(core, js, `position ${k}`);
    assert.ok(core.nodes > 1000, `position ${k}: ${core.nodes} nodes`);
  }
});

test.run();
