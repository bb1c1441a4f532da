// Which programs TC 2.0 links scanf's floating-point formats into (cc/front/float-formats.ts): each
// program of test/fixtures/float-formats (TEMPLATE.C with one line of CASES.txt) ran on the real
// TCC in DOSBox; RESULTS.txt has its exit status there: 0 when `sscanf("1.5", "%f", …)` read 1.5,
// 3 when it printed " scanf : floating point formats not linked" and aborted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { runC } from './cc-harness.ts';

const DIR = 'test/fixtures/float-formats';
const template = readFileSync(`${DIR}/TEMPLATE.C`, 'latin1');
const cases = readFileSync(`${DIR}/CASES.txt`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#'));
const results = new Map(readFileSync(`${DIR}/RESULTS.txt`, 'latin1').trim().split('\n').map((l) => l.split(' ') as [string, string]));

test('every case has its result from DOSBox', () => {
  assert.ok(cases.length >= 60, `only ${cases.length} cases`);
  const missing = cases.map((l) => l.split('|')[0]!).filter((n) => !results.has(n));
  assert.equal(missing, []);
  assert.is(results.size, cases.length);
});

for (const line of cases) {
  const [name, decls, stmts, top] = line.split('|') as [string, string, string, string];
  test(`${name}: ${decls} ${stmts} ${top}`, () => {
    const src = template.replace('/*DECLS*/', decls).replace('/*STMTS*/', stmts).replace('/*TOP*/', top);
    const linked = results.get(name) === '0';
    for (const engine of ['sync', 'coroutine'] as const) {
      const r = runC(src, { engine });
      assert.is(r.crash, null);
      assert.is(r.state, 'exited');
      // asin(2), acos(2) print their DOMAIN error first, as TC's do
      const end = linked ? 'linked 1\n' : ' scanf : floating point formats not linked\r\nAbnormal program termination\r\n';
      assert.ok(r.stdout.endsWith(end) && !r.stdout.slice(0, -end.length).includes('linked'), `${engine}: ${JSON.stringify(r.stdout)}`);
    }
  });
}

test.run();
