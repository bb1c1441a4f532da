// BLOCKS: the four profiles' shape tables read as their seeds wrote them, and the SRS kicks as a
// conformance table on constructed boards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Field } from '../../roms/blocks/engine/field.ts';
import { BLOG_SHAPES, blogPieces, rotate, SquareShape } from '../../roms/blocks/profiles/blog.ts';
import { srsPieces } from '../../roms/blocks/profiles/modern.ts';
import { QIU_STATES, qiuPieces } from '../../roms/blocks/profiles/qiu.ts';
import { I, I_KICKS, JLSTZ_KICKS, STATE_NAMES } from '../../roms/blocks/profiles/srs.ts';
import { ZHOU_SHAPES, ZHOU_TABLE, zhouPieces } from '../../roms/blocks/profiles/zhou.ts';
import type { Piece } from '../../roms/blocks/engine/types.ts';
import { modern, qiu } from '../../roms/blocks/profiles/index.ts';
import { bagDealing, cellKeys, dealing, newGame, normalise, turns } from './blocks-helpers.ts';

const TETROMINOES: Record<string, [number, number][]> = {
  I: [[0, 0], [1, 0], [2, 0], [3, 0]], O: [[0, 0], [1, 0], [0, 1], [1, 1]], T: [[0, 0], [1, 0], [2, 0], [1, 1]],
  S: [[1, 0], [2, 0], [0, 1], [1, 1]], Z: [[0, 0], [1, 0], [1, 1], [2, 1]], J: [[0, 0], [0, 1], [1, 1], [2, 1]],
  L: [[2, 0], [0, 1], [1, 1], [2, 1]],
};
/** Which tetromino a cell set is (up to turning and moving), or '?'. */
function tetromino(cells: readonly (readonly [number, number])[]): string {
  const n = normalise(cells).join(' ');
  for (const [name, base] of Object.entries(TETROMINOES)) if (turns(base).some((t) => t.join(' ') === n)) return name;
  return '?';
}

test('Zhou: the table is the seed\'s 19 entries, index_digits_target, e.g. 0_02122232_1', () => {
  assert.is(ZHOU_TABLE.length, 19);
  assert.is(zhouPieces.kinds, ZHOU_SHAPES.length, 'the randomiser draws from all 19 entries');
  assert.equal(zhouPieces.names, ZHOU_SHAPES.map((s) => String(s.index)));
  assert.is(ZHOU_TABLE[0], '0_02122232_1');
  assert.is(ZHOU_TABLE[18], '18_11021213_15');
  // The seed's C# array, new Shape(3, new int[8]{0,2,1,2,2,2,0,3}, 4), and entry 14's {1,1,2,1,0,2,1,2}
  assert.equal(ZHOU_SHAPES[3], { index: 3, d: [0, 2, 1, 2, 2, 2, 0, 3], eddiedIndex: 4 });
  assert.equal(ZHOU_SHAPES[14]!.d, [1, 1, 2, 1, 0, 2, 1, 2]);
  ZHOU_SHAPES.forEach((s, i) => {
    assert.is(s.index, i, `entry ${i} carries its own index`);
    assert.ok(s.d.every((v) => v >= 0 && v < 4), `entry ${i} stays in the 4×4 box`);
    assert.is(new Set(cellKeys(zhouPieces.cells({ kind: i, rot: 0, x: 0, y: 0 }))).size, 4, `entry ${i}: four distinct cells`);
  });
});

test('Zhou: every rotation target cycles back; the cycles are the 7 tetrominoes, turned 90° a step', () => {
  const lengths: Record<string, number> = {};
  for (const s of ZHOU_SHAPES) {
    let k = s.index;
    const seen = [k];
    for (let n = 0; n < 4 && (k = ZHOU_SHAPES[k]!.eddiedIndex) !== s.index; n++) seen.push(k);
    assert.is(k, s.index, `entry ${s.index} comes back to itself (went ${seen.join('→')})`);
    const name = tetromino(zhouPieces.cells({ kind: s.index, rot: 0, x: 0, y: 0 }));
    for (const j of seen) assert.is(tetromino(zhouPieces.cells({ kind: j, rot: 0, x: 0, y: 0 })), name, `entry ${j} is the same piece as ${s.index}`);
    lengths[name] = seen.length;
    // One step is a quarter turn: the target is the shape turned by 90° one way or the other.
    const here = zhouPieces.cells({ kind: s.index, rot: 0, x: 0, y: 0 });
    const there = normalise(zhouPieces.cells({ kind: s.eddiedIndex, rot: 0, x: 0, y: 0 })).join(' ');
    const t = turns(here);
    if (name !== 'O') assert.ok(t[1]!.join(' ') === there || t[3]!.join(' ') === there, `entry ${s.index} → ${s.eddiedIndex} is a quarter turn`);
  }
  assert.equal(lengths, { I: 2, L: 4, O: 1, S: 2, J: 4, Z: 2, T: 4 });
  // Rotating back undoes rotating.
  for (const s of ZHOU_SHAPES) {
    const p: Piece = { kind: s.index, rot: 0, x: 3, y: 5 };
    const there = zhouPieces.rotations(p, 1)[0]!;
    assert.is(zhouPieces.rotations(there, -1)[0]!.kind, s.index);
  }
});

test('Qiu: 19 enumerated states; each is the one before turned; the paper\'s L example', () => {
  assert.is(QIU_STATES.reduce((n, s) => n + s.length, 0), 19);
  assert.equal(QIU_STATES.map((s) => s.length), [2, 4, 4, 2, 2, 1, 4]);
  assert.is(qiuPieces.kinds, QIU_STATES.length);
  QIU_STATES.forEach((states, shape) => {
    const name = tetromino(states[0]!.map(([r, c]) => [c, r] as const));
    assert.is(name, 'ILJZSOT'[shape], `shape ${shape + 1}`);
    for (const s of states) assert.is(tetromino(s.map(([r, c]) => [c, r] as const)), name);
  });
  // Controls are named row*9+col. L (shape 2) appears at row 0 column 4: controls 4, 13, 22, 23.
  const control = (p: Piece): number[] => qiuPieces.cells(p).map(([x, y]) => y * 9 + x).sort((a, b) => a - b);
  const l = qiuPieces.spawn(1);
  assert.equal(control(l), [4, 13, 22, 23]);
  // One row down (13, 22, 31, 32), then turned clockwise: it covers 21, 22, 23, 30.
  const down = { ...l, y: l.y + 1 };
  assert.equal(control(down), [13, 22, 31, 32]);
  assert.equal(control(qiuPieces.rotations(down, 1)[0]!), [21, 22, 23, 30]);
  assert.equal(qiuPieces.rotations(qiuPieces.spawn(5), 1), [], 'the square has no rotation form');
});

test('Qiu: a turn checks the cells it sweeps — the paper\'s 21, 30, 14, 23 for the L — not only its targets', () => {
  const control = (cells: readonly (readonly [number, number])[]): number[] => cells.map(([x, y]) => y * 9 + x).sort((a, b) => a - b);
  const down: Piece = { kind: 1, rot: 0, x: 4, y: 1 }; // the L at 13, 22, 31, 32
  const target = control(qiuPieces.cells(qiuPieces.rotations(down, 1)[0]!));
  const own = control(qiuPieces.cells(down));
  const checked = [...target.filter((c) => !own.includes(c)), ...control(qiuPieces.swept!(down, 1))].sort((a, b) => a - b);
  assert.equal(checked, [14, 21, 23, 30], '3.3: "必須檢查21、30、14、23處沒有被填充方塊"');
  // In a game: control 14 filled, the L at 13, 22, 31, 32 does not turn; 14 empty, it does.
  for (const filled of [true, false]) {
    const g = newGame(qiu, {}, dealing([1]));
    g.piece = down;
    if (filled) g.field.set(5, 1, 3);
    assert.is(g.rotate(1), !filled, `control 14 ${filled ? 'filled' : 'empty'}`);
  }
  // Every turn of every form: the swept cells are outside its start and end, and a single
  // filled swept cell stops it; the square sweeps nothing.
  QIU_STATES.forEach((forms, kind) => forms.forEach((_, rot) => {
    for (const dir of [1, -1] as const) {
      const p: Piece = { kind, rot, x: 4, y: 6 };
      const swept = qiuPieces.swept!(p, dir);
      if (forms.length === 1) { assert.equal(swept, []); continue; }
      assert.ok(swept.length > 0, `${kind}/${rot}/${dir}: sweeps something`);
      const to = qiuPieces.rotations(p, dir)[0]!;
      const mine = new Set([...qiuPieces.cells(p), ...qiuPieces.cells(to)].map(([x, y]) => `${x},${y}`));
      for (const [x, y] of swept) {
        assert.not.ok(mine.has(`${x},${y}`), `${kind}/${rot}/${dir}: ${x},${y} is its own`);
        const g = newGame(qiu, {}, dealing([kind]));
        g.piece = p;
        g.field.set(x, y, 3);
        assert.is(g.rotate(dir), false, `${kind}/${rot}/${dir}: ${x},${y} filled`);
      }
    }
  }));
});

test('Blog: x\' = y, y\' = −x; four turns come back; the square does not turn', () => {
  assert.equal(rotate([[1, 0], [0, 2]]), [[0, -1], [2, -0]]);
  for (let id = 1; id <= 7; id++) {
    let d = BLOG_SHAPES[id]!;
    for (let i = 0; i < 4; i++) d = rotate(d);
    assert.equal(cellKeys(d.map(([x, y]) => [x + 0, y + 0] as const)), cellKeys(BLOG_SHAPES[id]!));
  }
  const sq = blogPieces.spawn(SquareShape - 1);
  assert.equal(blogPieces.rotations(sq, 1), []);
  // translate: the S point [0,-1] with the shape at row 12, col 8 is row 11, col 8.
  const s = blogPieces.cells({ kind: 1, rot: 0, x: 8, y: 12 });
  assert.equal(s[0], [8, 11]);
});

/**
 * SRS conformance: for each transition and each k, a board where the first k offsets are blocked
 * (a cell of each filled that offset k does not need and the piece does not cover) and offset k
 * fits; the rotation must land at offset k. With all five blocked it must fail. Some boards cannot
 * be built with every piece (T 0→R: offset 1's cells lie inside offset 4's and the T's), so each
 * case takes the first of the table's pieces for which the board exists — and every case has one.
 */
for (const [label, kinds, table] of [['JLSTZ', [5, 1, 2, 4, 6], JLSTZ_KICKS], ['I', [I], I_KICKS]] as const) {
  test(`SRS ${label}: all 8 transitions try the 5 offsets in order`, () => {
    const rules = srsPieces(true);
    let cases = 0;
    for (const [key, kicks] of Object.entries(table)) {
      const [fromName, toName] = key.split('>');
      const from = STATE_NAMES.indexOf(fromName as never), to = STATE_NAMES.indexOf(toName as never);
      const dir = (to - from + 4) % 4 === 1 ? 1 : -1;
      for (let k = 0; k <= kicks.length; k++) {
        let built = false;
        for (const kind of kinds) {
          const start: Piece = { kind, rot: from, x: 3, y: 24 };
          const candidate = (j: number): Piece => ({ kind, rot: to, x: start.x + kicks[j]![0], y: start.y - kicks[j]![1] });
          const own = new Set(cellKeys(rules.cells(start)));
          const keep = new Set([...own, ...(k < kicks.length ? cellKeys(rules.cells(candidate(k))) : [])]);
          const field = new Field(10, 40, 20);
          let possible = true;
          for (let j = 0; j < k && possible; j++) {
            const block = cellKeys(rules.cells(candidate(j))).find((c) => !keep.has(c));
            if (!block) possible = false;
            else {
              const [x, y] = block.split(',').map(Number) as [number, number];
              field.set(x, y, 8);
            }
          }
          if (!possible) continue;
          built = true;
          const tried = rules.rotations(start, dir);
          assert.is(tried.length, 5);
          assert.ok(field.fits(rules.cells(start)), 'the piece itself is free');
          const taken = tried.find((p) => field.fits(rules.cells(p)));
          if (k < kicks.length) assert.equal(taken, candidate(k), `${key} kind ${kind}: exactly offset ${k} (${kicks[k]}) fits`);
          else assert.is(taken, undefined, `${key} kind ${kind}: nothing fits`);
          cases++;
          break;
        }
        assert.ok(built, `${key}: no piece of ${label} gives a board where exactly offset ${k} fits`);
      }
    }
    assert.is(cases, 8 * 6);
  });
}

test('Game.rotate kicks a T off the left wall (R→2 takes offset (+1, 0)); with "no kick" it stays', () => {
  for (const kicks of [true, false]) {
    const g = newGame(modern, { kicks }, bagDealing([5]));
    g.piece = { kind: 5, rot: 1, x: -1, y: 30 }; // state R against the left wall
    assert.is(g.rotate(1), kicks);
    assert.equal(g.piece, kicks ? { kind: 5, rot: 2, x: 0, y: 30 } : { kind: 5, rot: 1, x: -1, y: 30 });
  }
});

test('SRS "no kick" (NES): only the plain turn is tried', () => {
  const rules = srsPieces(false);
  const p: Piece = { kind: 5, rot: 0, x: 3, y: 24 };
  assert.equal(rules.rotations(p, 1), [{ kind: 5, rot: 1, x: 3, y: 24 }]);
  assert.equal(rules.rotations(p, -1), [{ kind: 5, rot: 3, x: 3, y: 24 }]);
});

test.run();
