// The CPU speed model turns charged instructions into PIT ticks, carrying the fraction over, so
// any split of a charge lands on the same tick. Checked against exact integer arithmetic.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Cpu, CYCLES_DEFAULT, CYCLES_DOSBOX_DEFAULT } from '../../runtime/hw/cpu.ts';
import { PIT_HZ } from '../../runtime/hw/pit.ts';

/** ⌊(n·PIT_HZ + carry) / (cycles·1000)⌋ in BigInt, the carry kept exactly. */
class Reference {
  carry = 0n;
  constructor(private cycles: number) {}
  toPit(n: number): number {
    const total = BigInt(n) * BigInt(PIT_HZ) + this.carry;
    const per = BigInt(this.cycles) * 1000n;
    this.carry = total % per;
    return Number(total / per);
  }
}

/** A small deterministic generator (the test must not depend on Math.random). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

test('a long run of charges — the loop\'s usual amounts and others — matches exact arithmetic', () => {
  for (const cycles of [CYCLES_DOSBOX_DEFAULT, CYCLES_DEFAULT, 100, 10_000_000, 123_457]) {
    const cpu = new Cpu();
    cpu.cycles = cycles;
    const ref = new Reference(cycles);
    const rnd = lcg(cycles);
    const usual = [48, 357_926, 20, 1];
    for (let i = 0; i < 20_000; i++) {
      const n = rnd() < 0.9 ? usual[Math.floor(rnd() * usual.length)]! : Math.floor(rnd() * 5_000_000);
      assert.is(cpu.instructionsToPit(n), ref.toPit(n), `cycles ${cycles}, charge #${i} of ${n}`);
    }
  }
});

test('remainders that add up to exactly one tick carry it over', () => {
  // At 100 cycles a tick is 100 000 units: 1 instruction leaves 93 182, 99 999 leave 6 818.
  const cpu = new Cpu();
  cpu.cycles = 100;
  const ref = new Reference(100);
  for (const n of [1, 99_999, 1, 99_999, 99_999, 1]) assert.is(cpu.instructionsToPit(n), ref.toPit(n), `charge of ${n}`);
});

test('changing the speed drops the carry', () => {
  const cpu = new Cpu();
  cpu.instructionsToPit(1000); // leaves a carry at the default speed
  cpu.cycles = CYCLES_DOSBOX_DEFAULT;
  const ref = new Reference(CYCLES_DOSBOX_DEFAULT);
  for (let i = 0; i < 5; i++) assert.is(cpu.instructionsToPit(1000), ref.toPit(1000));
});

test('instructionsToReach gives the fewest instructions whose charge reaches a tick count', () => {
  for (const cycles of [CYCLES_DOSBOX_DEFAULT, CYCLES_DEFAULT, 100, 10_000_000, 123_457]) {
    const cpu = new Cpu();
    cpu.cycles = cycles;
    const ref = new Reference(cycles);
    const rnd = lcg(cycles + 1);
    for (let i = 0; i < 2_000; i++) {
      const ticks = Math.floor(rnd() * 70_000) - 2; // up to past an IRQ0 period; 0 and below too
      const n = cpu.instructionsToReach(ticks);
      const per = BigInt(cycles) * 1000n;
      const reaches = (k: number) => (BigInt(k) * BigInt(PIT_HZ) + ref.carry) / per >= BigInt(ticks);
      assert.ok(reaches(n), `cycles ${cycles}: ${n} instructions reach ${ticks} ticks`);
      if (n > 0) assert.not.ok(reaches(n - 1), `cycles ${cycles}: ${n - 1} instructions do not reach ${ticks} ticks`);
      else assert.ok(ticks <= 0 || reaches(0));
      const charge = Math.floor(rnd() * 100_000); // move the carry on
      assert.is(cpu.instructionsToPit(charge), ref.toPit(charge));
    }
  }
});

test.run();
