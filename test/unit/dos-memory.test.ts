/** DOS's memory arena as DOSBox 0.74 keeps it (runtime/tc/dos-memory.ts): INT 21h AH=48h's chains. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAR_HEAP_SEGMENT, PSP_SEGMENT } from '../../cc/support/memory.ts';
import { Machine } from '../../runtime/machine.ts';
import { allocmem, startMemory } from '../../runtime/tc/dos-memory.ts';
import { runToExit } from '../support/keys.ts';

const UPPER = 0xd001, UPPER_TOP = 0xe000;

test('AH=48h: strategy bit 7 searches upper memory, then conventional memory running on into upper memory when linked', () => {
  // eslint-disable-next-line require-yield -- a program that never waits
  runToExit(new Machine(), function* () {
    startMemory(PSP_SEGMENT, FAR_HEAP_SEGMENT);
    // corpus C2272: last fit (82h) with the link on ends in upper memory, at the block's top
    assert.equal(allocmem(2559, 0x82, true), { result: -1, seg: UPPER_TOP - 2559 });
    startMemory(PSP_SEGMENT, FAR_HEAP_SEGMENT);
    const unlinked = allocmem(2559, 0x82, false).seg!;
    assert.ok(unlinked < 0xa000, `last fit without the link: conventional memory's top, not ${unlinked.toString(16)}h`);
    startMemory(PSP_SEGMENT, FAR_HEAP_SEGMENT);
    assert.equal(allocmem(16, 0x80, false), { result: -1, seg: UPPER }, 'first fit: upper memory first');
    assert.equal(allocmem(16, 0x40, false), { result: -1, seg: UPPER + 17 }, 'bit 6: upper memory only');
    assert.ok(allocmem(16, 0, true).seg! < 0xa000, 'no bit: conventional memory first');
  });
});

test.run();
