// npm test's samples (tools/test-sample.mjs, test/support/sample.ts): the same cases on every run
// and machine, about one in N, the kept ones always; every case with test:all or --update.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_CASES, everyCase, inSample, nameHash } from '../../tools/test-sample.mjs';
import { caseCount, checks, citedInDocs, firstOfEach, namesOfKnown, sampleOf } from '../support/sample.ts';

/** `fn` run with the environment's variables set as given (undefined: removed), then restored. */
function withEnv<T>(vars: Record<string, string | undefined>, fn: () => T): T {
  const was = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const set = (v: Record<string, string | undefined>): void => {
    for (const [k, x] of Object.entries(v)) if (x === undefined) delete process.env[k]; else process.env[k] = x;
  };
  set(vars);
  try {
    return fn();
  } finally {
    set(was);
  }
}
const sampled = { [ALL_CASES]: undefined, MODE12H_UPDATE_GOLDEN: undefined };

test('the hash is fixed: a change to it changes which cases npm test checks, on purpose only', () => {
  assert.equal([nameHash('T00004'), nameHash('PFONT'), nameHash('')], [315324440, 724613576, 1572119809]);
});

test('one case in N, near enough, of names that differ only in their digits; all with N = 1', () => {
  const names = Array.from({ length: 10_000 }, (_, i) => `I${String(i).padStart(5, '0')}`);
  for (const n of [2, 3, 5, 20]) {
    const k = names.filter((x) => inSample(x, n)).length;
    assert.ok(Math.abs(k - 10_000 / n) < 0.1 * (10_000 / n), `one in ${n}: ${k} of 10 000`);
  }
  assert.ok(names.every((x) => inSample(x, 1)));
});

test('the sample keeps the kept names; test:all and --update take every case', () => {
  const names = Array.from({ length: 200 }, (_, i) => `P${i}`);
  withEnv(sampled, () => {
    assert.not.ok(everyCase());
    const s = sampleOf(names, (x) => x, 10, ['P7', 'P8']);
    assert.ok(s.includes('P7') && s.includes('P8'));
    assert.ok(s.length > 10 && s.length < 40, `${s.length}`);
    assert.equal(s, names.filter((x) => s.includes(x)), 'in their order');
    assert.equal(sampleOf(names, (x) => x, 10, ['P7', 'P8']), s, 'the same every time');
    assert.is(caseCount(400, 100), 100);
    assert.not.ok(names.every((x) => checks(x, 10)));
  });
  for (const v of [{ [ALL_CASES]: '1' }, { MODE12H_UPDATE_GOLDEN: '1' }]) {
    withEnv({ ...sampled, ...v }, () => {
      assert.equal(sampleOf(names, (x) => x, 10), names);
      assert.is(caseCount(400, 100), 400);
    });
  }
});

test('kept names: a known list\'s first words, the first of each group, the names the rules\' docs cite', () => {
  assert.equal(namesOfKnown('# head\nT00237 2 cells — why\n\nT00262 3 cells\n'), ['T00237', 'T00262']);
  assert.equal(firstOfEach(['PF2', 'SC1', 'PF1', 'AS1'], (n) => n.slice(0, 2)), ['AS1', 'PF1', 'SC1']);
  assert.equal(citedInDocs(['PFONT', 'NOSUCHPROBE9']), ['PFONT']);
});

test.run();
