// What an int, char or pointer function falling off its end without `return` gives, against the
// real TC 2.0 in DOSBox (test/fixtures/fall-off, README there): TC's AX there, which
// cc/codegen/ax.ts follows through the statement forms it models. Corpus C062 (an n-queens search
// whose `getmarkedcol` returns the row's `row * 10` when the row has no queen) hangs on it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { runC } from './cc-harness.ts';

const DIR = 'test/fixtures/fall-off';

/**
 * The functions whose AX is not followed: a form ax.ts does not model (a char's store, a void
 * call, an element given a register, `x;`…). They return 0, as before. AX as the caller
 * left it is followed (`f(5)`: `mov ax,5; push ax`, AXF; `s2(arr, 10)` the array's address, AXP).
 */
const NOT_FOLLOWED: Readonly<Record<string, string>> = {
  AX01: 'f0 f7 f10 f15 f22 f32 f33',
  AX02: 'f13 f17 f22 f31 f35 f38',
  AX03: 'f2 f5 f13 f16 f18 f19 f21 f22 f26 f29 f31 f32 f39',
  AX04: 'f5 f7 f9 f10 f18 f19 f22 f25 f31 f33 f34 f36',
  AX05: 'f6 f14 f18 f20 f25 f33',
  AX06: 'f3 f6 f12 f15 f18 f20 f35 f39',
  AX07: 'f1 f5 f7 f13 f19 f20 f24 f28',
  AX08: 'f1 f10 f11 f13 f16 f19 f32 f34 f37 f39',
  AX09: 'f3 f5 f7 f8 f9 f15 f17 f21 f23 f31',
  AXE1: 'f4 f14 f15 f20 f21 f29 f37 f39',
  AXE2: 'f1 f2 f4 f6 f18 f19 f24 f32 f36 f39',
  AXE3: 'f2 f8 f11 f15 f21 f26 f34 f37',
  AXF: 'f4 c1 p1 f24 f25',
  AXD: '',
  AXP: '',
  AXS: '',
};

for (const name of Object.keys(NOT_FOLLOWED)) {
  test(`${name}: a function falling off its end returns TC's AX`, () => {
    // run from C:\P\ as the oracle ran them (AXP prints a local array's address)
    const r = runC(readFileSync(`${DIR}/${name}.C`, 'latin1'), { file: `${name}.C`, ms: 2000, folder: 'P' });
    if (r.crash) throw new Error(r.crash);
    const got = r.stdout.trim().split(/\r?\n/), want = readFileSync(`${DIR}/${name}.OUT`, 'latin1').trim().split(/\r?\n/);
    assert.is(got.length, want.length, 'lines');
    const skip = new Set(NOT_FOLLOWED[name]!.split(' '));
    let followed = 0;
    for (let i = 0; i < want.length; i++) {
      const fn = /^\w+/.exec(want[i]!)![0]; // the function, or a second call's label (f28b)
      if (!skip.has(fn)) {
        assert.is(got[i], want[i]);
        followed++;
      } else if (!fn.startsWith('p')) assert.match(got[i]!, / 0$/, `${got[i]}: not followed, 0 as before`);
    }
    assert.ok(followed > 0);
  });
}

test.run();
