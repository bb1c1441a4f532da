/**
 * Probes that write what they measured to a file (test/fixtures/oracle-files/, README there),
 * each compiled from source by cc/ and run here: the file must be the one DOSBox left under the
 * real TC 2.0, byte for byte. npm test runs a fixed sample (test/support/sample.ts): the probes
 * docs/FIDELITY.md or docs/TURBO-C-FACTS.md cite, and one in three of the rest by the hash of the
 * name (~0.1 s of CPU a probe, a few up to 2 s), and of the generated CGA.BGI programs those cited
 * and one in 80 (CG, 3 of 331) or 40 (the other drivers' CD, 5 of 132); `npm run test:all` every probe.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import type { CompileTime } from '../../cc/front/preprocess.ts';
import type { DosDate } from '../../runtime/dos/calendar.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { chdir, installDirectories, mkdir } from '../../runtime/dos/directories.ts';
import { Machine } from '../../runtime/machine.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { readIndexedPng } from '../support/frames.ts';
import { DOSBOX_ENVIRONMENT } from '../../tools/oracle/dosbox.ts';
import { citedInDocs, namesOfKnown, sampleOf } from '../support/sample.ts';

const DIR = join('test', 'fixtures', 'oracle-files');
/** The probes DOSBox ran at a fixed speed (cycles=fixed N), run at that speed here too; the rest at cycles=max. */
const CYCLES: Record<string, number> = { TK2: 30000 };
/** The probes run on a date of the host's clock (DT1: the machine's start date, and when TCC compiled it). */
const DATED: Record<string, { date: DosDate; compiledAt: CompileTime }> = {
  DT1: { date: { year: 2026, month: 11, day: 30 }, compiledAt: { year: 2026, month: 1, day: 5, hour: 20, min: 50, sec: 10 } },
};
/**
 * The probes whose initgraph finds CGA.BGI in C:\TC, as the oracle's C: has it: a file of that name
 * stands for it here (Borland's bytes are not the project's; initgraph looks for the file only).
 */
const CGA_BGI = new Set(['HW1', 'HM1', 'HF1', 'FB2', 'IB3', 'HT1', 'HT2', 'HC1', 'CB1', 'CB2', 'CB3', 'CB4', 'CB5', 'CP5', 'DRMCGA', 'DRATT', 'DRHERC', 'DR8514', 'DR3270', 'FB1', 'CK1', 'CK2', 'CB6', 'CB7', 'FZ1', 'FFC1']);
/** C:\TC's drivers as the oracle's has them, each a file of that name and size (initgraph takes the size from the heap). */
const TC_DRIVERS = [['CGA', 6253], ['ATT', 6269], ['HERC', 6125], ['IBM8514', 6665], ['PC3270', 6029]] as const;
/** The probes that read what DOS keeps of the program (its environment, its path): run as the oracle's batch runs them, from C:\\NAME\\ with its environment. */
const AS_BATCH = new Set(['LM1', 'IS1', 'XE1']);
/** The probes that name files from the folder the batch runs them in (IS1: AH=60h's "C:\\IS1\\NOSUCH.TXT"): its current folder, where they write. */
const IN_FOLDER = new Set(['IS1']);

/** The generated CGA.BGI programs (tools/oracle/cgagen.ts), their files DOSBox's too: one in 80 checked (one in 40 before 2 Dec 2026: they repeat each other's rules), with test:all every one. */
const CGA_DIR = join('test', 'fixtures', 'oracle-cga');
const knownCga = new Set(namesOfKnown(readFileSync(join(CGA_DIR, 'known.txt'), 'latin1')));
const generated = readdirSync(CGA_DIR).filter((f) => f.startsWith('CG') && f.endsWith('.C') && !knownCga.has(f.slice(0, -2)));
/** The other drivers' (cgagen --driver: MCGA, ATT400, HERCMONO, PC3270, IBM8514), one in 40 (about 0.1 s of CPU each; one in 20 before 2 Dec 2026). */
const otherDrivers = readdirSync(CGA_DIR).filter((f) => f.startsWith('CD') && f.endsWith('.C') && !knownCga.has(f.slice(0, -2)));
const probes = readdirSync(DIR).filter((f) => f.endsWith('.C'));
const names = probes.map((f) => f.slice(0, -2));
for (const [dir, file] of [
  ...sampleOf(probes, (f) => f.slice(0, -2), 3, citedInDocs(names)).map((f) => [DIR, f] as const),
  ...sampleOf(generated, (f) => f.slice(0, -2), 80, citedInDocs(generated.map((f) => f.slice(0, -2)))).map((f) => [CGA_DIR, f] as const),
  ...sampleOf(otherDrivers, (f) => f.slice(0, -2), 40, citedInDocs(otherDrivers.map((f) => f.slice(0, -2)))).map((f) => [CGA_DIR, f] as const),
]) {
  const name = file.slice(0, -2);
  test(`${file}: its ${name}.TXT is DOSBox's, byte for byte`, () => {
    const dated = DATED[name];
    const m = new Machine({ ...(CYCLES[name] && { cycles: CYCLES[name] }), ...(dated && { date: dated.date }) });
    // a probe's own header (`#include "VBIOS.H"`) lies beside it, as it did on DOSBox's C:
    const readInclude = (h: string): string | null => (existsSync(join(DIR, h.toUpperCase())) ? readFileSync(join(DIR, h.toUpperCase()), 'latin1') : null);
    const batch = AS_BATCH.has(name) ? { env: DOSBOX_ENVIRONMENT, folder: name } : {};
    m.load(compileC(readFileSync(join(dir, file), 'latin1'), { file, readInclude, ...batch, ...(dated && { compiledAt: dated.compiledAt }), engines: ['coroutine'] }).rom);
    if (CGA_BGI.has(name) || dir === CGA_DIR) {
      installDirectories(driveOf(m));
      mkdir(driveOf(m), 'TC');
      for (const [driver, bytes] of TC_DRIVERS) driveOf(m).write(`TC\\${driver}.BGI`, new Uint8Array(bytes));
    }
    if (IN_FOLDER.has(name)) {
      installDirectories(driveOf(m));
      mkdir(driveOf(m), name);
      chdir(driveOf(m), name);
    }
    for (let i = 0; i < 600 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    assert.is(m.state, 'exited');
    const got = new TextDecoder('latin1').decode(driveOf(m).read(IN_FOLDER.has(name) ? `${name}\\${name}.TXT` : `${name}.TXT`) ?? new Uint8Array(0));
    assert.is(got, readFileSync(join(dir, `${name}.TXT`), 'latin1'));
  });
}

// DOSBox's screens of the text-mode fonts (test/fixtures/text-fonts/README.md), one a key
for (const [name, shots, what] of [
  ['TRS1', 3, '50 rows of the 8×8 font, 28 of the 8×14, the 8×8 in 14-line cells'],
  ['FNTS', 5, 'a user font, 512 characters from two blocks, glyphs written into plane 2'],
  ['LN350', 3, 'mode 03h in 350 and 200 scan lines (AH=12h BL=30h)'],
] as const) {
  test(`${name}.C: ${what}, as DOSBox shows them`, () => {
    const dir = join('test', 'fixtures', 'text-fonts'), m = new Machine();
    m.load(compileC(readFileSync(join(dir, `${name}.C`), 'latin1'), { file: `${name}.C`, engines: ['coroutine'] }).rom);
    for (let i = 1; i <= shots; i++) {
      m.runFor(300);
      const want = readIndexedPng(join(dir, `${name}_${i}.png`));
      assert.equal([m.vga.width, m.vga.height], [want.width, want.height]);
      // the cursor's underline blinks by DOSBox's wall clock: its cell's lines 11–15 are no difference (oracle-howto §4)
      const con = textConsole(m.vga), line = (k: number): number => Math.floor(k / 640) - con.row * con.cellH;
      const cursor = (k: number): boolean => con.active && (k % 640) >> 3 === con.col && line(k) >= 11 && line(k) <= 15;
      const at = m.vga.visual.findIndex((p, k) => k < want.pixels.length && p !== want.pixels[k] && !cursor(k));
      assert.ok(at < 0 || at >= want.pixels.length, `screen ${i}: pixel (${at % 640}, ${Math.floor(at / 640)}) differs`);
      m.keyDown('Space');
      m.keyUp('Space', m.now + 50_000);
    }
  });
}

test.run();
