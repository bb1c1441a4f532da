// ES as TC 2.0's library leaves it, against the real TC 2.0 in DOSBox (test/fixtures/library-es:
// ESA–ESD, ES set to 1234h before each call and read after it, "DS" when it is the data segment;
// cc/support/library-es.ts), and swab's stores through it (ESB: on the screen at ES B800h); ES as
// the start-up leaves it for main (ES0, ESG with conio linked: C000h, ESF), and segread's (ESS).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';

const DIR = 'test/fixtures/library-es';
/**
 * Lines not compared, by their start: DS's value (the machine's is its own), and what the far
 * heap's walk leaves in ES (farfree, farrealloc, a farmalloc that fails) or TCC's code does
 * (a struct's copy, a near array cast far), which library-es.ts names as not modelled; the far
 * heap's segments (TC's move with the program's size, ESB's and the machine's are DS + 1000h on);
 * a far block's unwritten byte.
 */
const NOT_COMPARED = /^(ds |farmalloc |farmalloc2 |farrealloc|farfree |farfree_r |farmalloc_big |fp |fq |fr |struct |huge_cast |far badc)/;

for (const name of ['ESA', 'ESB', 'ESC', 'ESD', 'ES0', 'ESG', 'ESF', 'ESS']) {
  test(`${name}: ES after each call is TC's`, () => {
    const m = new Machine();
    m.load(compileC(readFileSync(`${DIR}/${name}.C`, 'latin1'), { file: `${name}.C` }).rom);
    for (let i = 0; i < 200 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    const lines = (text: string): string[] => text.trim().split(/\r?\n/).map((l) => (NOT_COMPARED.test(l) ? '-' : l));
    const got = lines(new TextDecoder('latin1').decode(driveOf(m).read(`${name}.OUT`) ?? new Uint8Array(0)));
    const want = lines(readFileSync(`${DIR}/${name}.OUT`, 'latin1'));
    assert.ok(want.filter((l) => l !== '-').length >= (['ESA', 'ESB', 'ESC', 'ESD'].includes(name) ? 20 : 1), 'enough lines compared');
    assert.equal(got, want);
  });
}

test.run();
