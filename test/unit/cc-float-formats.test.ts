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
// P cases: PRINTF.C, whose program prints a float conversion (the 4th field; a 5th replaces /*TOP*/) then "ok"; 3 when
// TC printed "printf : floating point formats not linked" and aborted
const printfTemplate = readFileSync(`${DIR}/PRINTF.C`, 'latin1');
const cases = readFileSync(`${DIR}/CASES.txt`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#'));
const results = new Map(readFileSync(`${DIR}/RESULTS.txt`, 'latin1').trim().split('\n').map((l) => l.split(' ') as [string, string]));

test('every case has its result from DOSBox', () => {
  assert.ok(cases.length >= 60, `only ${cases.length} cases`);
  const missing = cases.map((l) => l.split('|')[0]!).filter((n) => !results.has(n));
  assert.equal(missing, []);
  assert.is(results.size, cases.length);
});

for (const line of cases) {
  const [name, decls, stmts, top, printfTop = ''] = line.split('|') as [string, string, string, string, string?];
  test(`${name}: ${decls} ${stmts} ${top}`, () => {
    const printf = name.startsWith('P');
    const src = printf
      ? printfTemplate.replace('/*DECLS*/', decls).replace('/*STMTS*/', stmts).replace('/*PRINT*/', top).replace('/*TOP*/', printfTop)
      : template.replace('/*DECLS*/', decls).replace('/*STMTS*/', stmts).replace('/*TOP*/', top);
    const linked = results.get(name) === '0';
    for (const engine of ['sync', 'coroutine'] as const) {
      const r = runC(src, { engine });
      assert.is(r.crash, null);
      assert.is(r.state, 'exited');
      // asin(2), acos(2) print their DOMAIN error first, as TC's do
      if (printf) {
        // what a linked printf makes of the int it reads as a double is not checked, nor stdout's buffered text (abort drops it)
        const abort = 'printf : floating point formats not linked\r\nAbnormal program termination\r\n';
        assert.ok(linked ? /ok \d+\n$/.test(r.stdout) : r.stdout.endsWith(abort) && !r.stdout.includes('ok '), `${engine}: ${JSON.stringify(r.stdout)}`);
        continue;
      }
      const end = linked ? 'linked 1\n' : ' scanf : floating point formats not linked\r\nAbnormal program termination\r\n';
      assert.ok(r.stdout.endsWith(end) && !r.stdout.slice(0, -end.length).includes('linked'), `${engine}: ${JSON.stringify(r.stdout)}`);
    }
  });
}

test.run();
