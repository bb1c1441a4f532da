import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import { int16 } from '../../runtime/tc/int.ts';
import { max, min, rand, random, randomize, srand, tcTime } from '../../runtime/tc/stdlib.ts';
import { gettime, newTime } from '../../runtime/tc/dos.ts';

// tools/test.mjs runs the bundles with the repository root as cwd; the oracle sits beside the checkout.
const ORACLE_DIR = resolve(process.cwd(), '..', 'shared', 'oracle');

/** Run `fn` inside a program on a fresh machine (library calls need a running ROM). */
function inRom<T>(fn: (m: Machine) => T, timeOfDay?: TimeOfDay): T {
  const m = new Machine(timeOfDay ? { timeOfDay } : {});
  let out: { v: T } | null = null;
  m.load({
    name: 'test',
    title: 'test',
    start: function* () {
      out = { v: fn(m) };
    },
  });
  m.runFor(1);
  if (m.crash) throw m.crash;
  return out!.v;
}

/** Lines of an oracle file. A missing oracle fails the test that needs it (never a silent pass). */
function oracleLines(name: string): string[] {
  const path = resolve(ORACLE_DIR, name);
  if (!existsSync(path)) throw new Error(`oracle file ${path} is missing (the oracle sits beside the checkout, in ../shared/oracle)`);
  return readFileSync(path, 'latin1').split(/\r?\n/).filter((l) => l.trim() !== '');
}

const nums = (s: string): number[] => s.trim().split(/\s+/).map(Number);

test('rand() and random(n) match RANDTAB_output.txt for seeds 0, 1, 12345, 65535', () => {
  const randtab = oracleLines('RANDTAB_output.txt');
  let checked = 0;
  for (const line of randtab) {
    const r = /^seed (\d+) rand\(\):(.*)$/.exec(line);
    const q = /^seed (\d+) random\((\d+)\):(.*)$/.exec(line);
    if (r) {
      const want = nums(r[2]!);
      const got = inRom(() => {
        srand(+r[1]!);
        return want.map(() => rand());
      });
      assert.equal(got, want, line);
      checked++;
    } else if (q) {
      const want = nums(q[3]!);
      const got = inRom(() => {
        srand(+q[1]!);
        return want.map(() => random(+q[2]!));
      });
      assert.equal(got, want, line);
      checked++;
    }
  }
  assert.is(checked, 24); // 4 seeds × (rand + 5 moduli)
  assert.ok(randtab.includes('random(n) expands to: (rand() % (n))'));
});

test('without srand, rand() starts from seed 1 (RANDDEF_output.txt)', () => {
  const randdef = oracleLines('RANDDEF_output.txt');
  const m = /^no-srand rand\(\):(.*)$/.exec(randdef[0]!);
  assert.ok(m, randdef[0]);
  const want = nums(m![1]!);
  assert.equal(
    inRom(() => want.map(() => rand())),
    want,
  );
});

/** TETRIS.C GenerateBlock's key: C evaluates the four random() calls left to right. */
const blockKey = (): number => (random(13) * random(17) + random(1000) + random(3000)) % 7;

test('GenerateBlock keys match KEYS_output.txt for seeds 0, 12345, 45296', () => {
  const keys = oracleLines('KEYS_output.txt');
  let checked = 0;
  for (const line of keys) {
    const k = /^seed (\d+) keys:(.*)$/.exec(line);
    if (!k) continue;
    const want = nums(k[2]!);
    const got = inRom(() => {
      srand(+k[1]!);
      return want.map(() => blockKey());
    });
    assert.equal(got, want, line);
    checked++;
  }
  assert.is(checked, 3);
  // The game seeds with h*3600+m*60+s in 16-bit int arithmetic: 12:34:56 → −20240 → 45296.
  const expr = keys.find((l) => l.startsWith('int expr'))!;
  const [, asInt, asUnsigned] = /= (-?\d+) \(as unsigned (\d+)\)/.exec(expr)!;
  assert.is(int16(12 * 3600 + 34 * 60 + 56), +asInt!);
  const seed45296 = inRom(() => {
    const t = newTime();
    gettime(t);
    srand(int16(t.ti_hour * 3600 + t.ti_min * 60 + t.ti_sec));
    return Array.from({ length: 30 }, blockKey);
  }, { hour: 12, min: 34, sec: 56, hund: 0 });
  assert.equal(seed45296, nums(/^seed 45296 keys:(.*)$/.exec(keys.find((l) => l.startsWith('seed 45296'))!)![1]!));
  assert.is(+asUnsigned!, 45296);
});

test('LCG vectors from the notes: srand(1), srand(0), random(7)', () => {
  assert.equal(
    inRom(() => {
      srand(1);
      return Array.from({ length: 8 }, rand);
    }),
    [346, 130, 10982, 1090, 11656, 7117, 17595, 6415],
  );
  assert.equal(
    inRom(() => {
      srand(0);
      return Array.from({ length: 3 }, rand);
    }),
    [0, 346, 130],
  );
  assert.equal(
    inRom(() => Array.from({ length: 8 }, () => random(7))),
    [3, 4, 6, 5, 1, 5, 4, 3],
  );
});

test('srand takes the low 16 bits as unsigned: srand(-1) = srand(65535), srand(65536) = srand(0)', () => {
  const seq = (s: number): number[] =>
    inRom(() => {
      srand(s);
      return Array.from({ length: 5 }, rand);
    });
  assert.equal(seq(-1), seq(65535));
  assert.equal(seq(65536), seq(0));
  assert.equal(seq(-20240), seq(45296));
});

test('random(0) throws a divide error naming the call; random(-7) keeps the sign of rand()', () => {
  assert.throws(() => inRom(() => random(0)), /random\(0\).*divide error/);
  assert.equal(
    inRom(() => Array.from({ length: 8 }, () => random(-7))),
    [3, 4, 6, 5, 1, 5, 4, 3],
  );
});

test('rand state is per program run: a reloaded program starts from seed 1 again', () => {
  const m = new Machine();
  const firsts: number[] = [];
  const r = {
    name: 'test',
    title: 'test',
    start: function* () {
      firsts.push(rand());
      rand();
    },
  };
  m.load(r);
  m.runFor(1);
  m.load(r);
  m.runFor(1);
  assert.equal(firsts, [346, 346]);
});

test('randomize() seeds with the low word of TC time(): 1-01-1980 local time + EST (18000 s)', () => {
  const at = { hour: 12, min: 34, sec: 56, hund: 0 };
  const t = inRom((m) => tcTime(m), at);
  // 1980-01-01 is 3652 days after 1970-01-01
  assert.is(t, 3652 * 86400 + 45296 + 18000);
  const seeded = inRom(() => {
    randomize();
    return Array.from({ length: 5 }, rand);
  }, at);
  const direct = inRom(() => {
    srand(t & 0xffff);
    return Array.from({ length: 5 }, rand);
  }, at);
  assert.equal(seeded, direct);
});

test('max and min are the TC 2.0 macros', () => {
  assert.is(max(3, -4), 3);
  assert.is(min(3, -4), -4);
  assert.is(max(2, 2), 2);
});

test.run();
