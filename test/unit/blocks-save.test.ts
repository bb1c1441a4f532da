// BLOCKS: Zhou's save file — his example loads, a save loads back to the same game, and bad files
// are refused with file:line and the game in progress kept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { zhou } from '../../roms/blocks/profiles/index.ts';
import { formatZhouSave, loadZhouSave, parseZhouSave } from '../../roms/blocks/profiles/zhou-save.ts';
import { lcg, newGame } from './blocks-helpers.ts';

/** The example save in the seed (000b, 6.7), with the forum's line breaks. */
const SEED_EXAMPLE = [
  '1',
  '1500',
  '0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000',
  '0000000000000000000000000000000000000000000000000000000000000000000000000000010000000001100000',
  '0001101000110110100111011111111101111111111111111111',
].join('\r\n');

test('the seed\'s example save loads: level 1, score 1500, its stack', () => {
  const s = parseZhouSave('EXAMPLE.SAV', SEED_EXAMPLE);
  assert.is(s.level, 1);
  assert.is(s.score, 1500);
  assert.equal(s.field.toRows(17).map((r) => r.replace(/[^.]/g, '1')), [
    '.1........', '.11.......', '.11.1...11', '.11.1..111', '.111111111', '.111111111',
  ]);
});

test('save then load: the same level, score and stack; the text is level, score, 240 digits', () => {
  const g = newGame(zhou, {}, lcg(3));
  for (let i = 0; i < 12; i++) {
    g.move(i % 3 - 1);
    g.hardDrop();
  }
  g.score = 4200;
  g.level = 3;
  const text = formatZhouSave(g.level, g.score, g.field);
  const lines = text.split('\n');
  assert.is(lines[0], '3');
  assert.is(lines[1], '4200');
  assert.match(lines[2]!, /^[01]{240}$/);
  assert.ok(lines[2]!.endsWith('1111111111'), 'the floor row');
  const h = newGame(zhou, {}, lcg(99));
  assert.is(loadZhouSave(h, 'BLOCKS.SAV', text), null);
  assert.equal(h.field.toRows(), g.field.toRows());
  assert.equal([h.level, h.score], [3, 4200]);
});

const BAD: [string, string, RegExp][] = [
  ['short', '1\n', /BLOCKS\.SAV:2: too short/],
  ['a letter in the level', 'x\n10\n' + '0'.repeat(230) + '1'.repeat(10), /BLOCKS\.SAV:1: the speed level should be a whole number, not "x"/],
  ['a wrong digit', '1\n10\n' + '0'.repeat(100) + '2' + '0'.repeat(129) + '1'.repeat(10), /BLOCKS\.SAV:3: column 101: "2" is not a grid digit/],
  ['the wrong width (9 a row)', '1\n10\n' + ('0'.repeat(9) + '\n').repeat(23) + '1'.repeat(9), /BLOCKS\.SAV:3: the grid has 216 cells; .*240 \(9 a row: the wrong width\?\)/],
  ['no floor', '1\n10\n' + '0'.repeat(240), /row 23 is the floor/],
  ['a full row', '1\n10\n' + '0'.repeat(200) + '1'.repeat(40), /row 20 is full/],
];

for (const [what, text, message] of BAD) {
  test(`a bad save (${what}) is refused with a clear message; the game goes on as it was`, () => {
    const g = newGame(zhou, {}, lcg(5));
    for (let i = 0; i < 5; i++) g.hardDrop();
    g.score = 700;
    const before = { rows: g.field.toRows(), score: g.score, level: g.level, piece: g.piece };
    const said = loadZhouSave(g, 'BLOCKS.SAV', text);
    assert.ok(said, 'refused');
    assert.match(said!, message);
    assert.equal({ rows: g.field.toRows(), score: g.score, level: g.level, piece: g.piece }, before);
  });
}

test.run();
