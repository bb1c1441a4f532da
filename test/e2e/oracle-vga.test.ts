/**
 * The generated VGA programs, version 1 (tools/oracle/vgagen.ts: mode sets, the graphics
 * controller, sequencer, CRTC, attribute controller and DAC through their ports, A000 through far
 * pointers, INT 10h's pixel, palette, font and information calls) against what the real Turbo C
 * 2.0 wrote in DOSBox (test/fixtures/oracle-vga/oracle.txt, from `node tools/oracle.mjs vgarun`):
 * each program regenerated from its seed, compiled by cc/ and run on mode12h, its VG.OUT compared
 * scene by scene and each shot (the four planes' 64 KB and the DAC) by hash, and VG.OUT line for
 * line where the fixture keeps the text. Seeds 1001 on were held out while the rules were found.
 * The programs that differ today are in known.txt, each with its cause after " — "; a difference
 * not listed fails, and so does a listed one that now matches (`node tools/test.mjs e2e
 * oracle-vga --update` rewrites the list). One program in 80 is run (about 0.8 s of CPU each),
 * all of them with MODE12H_VGA_ALL=1 or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateVga, readVgaFacts, runVga, vgaChecked, vgaDifference, vgaFixtures, vgagenSeed } from '../../tools/oracle/vgagen.ts';

const update = process.env['MODE12H_UPDATE_GOLDEN'] === '1';
const every = update || process.env['MODE12H_VGA_ALL'] === '1';
const all = readVgaFacts().filter((f) => f.status === 'ok');
const checked = every ? all : all.filter((f) => vgaChecked(f.name));
const knownFile = join(dirname(vgaFixtures()), 'known.txt');

test('VGA programs: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(vgaFixtures(), 'latin1').includes('\ngenerator 1\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 300, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (vgagenSeed(f.name) ?? 0) > 1000).length >= 50, 'held-out programs (seeds 1001 on)');
  for (const f of checked) assert.ok(f.text.length === 5 && f.shots.length === 4 && (every || f.out !== null), `${f.name}: ${f.text.length} parts, ${f.shots.length} shots`);
});

test('VGA programs: every generated program writes and shows what Turbo C 2.0 did in DOSBox, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const p = generateVga(vgagenSeed(f.name)!);
    const run = runVga(p.body, p.name);
    run.out = run.out.replace(/\r/g, '');
    const d = vgaDifference(f, run);
    return d ? [d] : [];
  });
  const key = (line: string): string => line.split(/[: ]/)[0]!;
  const names = new Set(checked.map((f) => f.name));
  const known = new Set(existsSync(knownFile) ? readFileSync(knownFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map(key) : []);
  if (update) {
    const causes = new Map(existsSync(knownFile) ? readFileSync(knownFile, 'utf8').split('\n').filter((l) => l.includes(' — ')).map((l) => [key(l), l.split(' — ')[1]!] as const) : []);
    writeFileSync(knownFile, `# programs of vgagen where mode12h differs from Turbo C 2.0 in DOSBox today: program, the first part that differs — why\n${diffs.map((d) => (causes.has(key(d)) ? `${d} — ${causes.get(key(d))}` : d)).join('\n')}\n`);
    console.log(`  oracle-vga: known.txt rewritten: ${diffs.length} differences`);
    return;
  }
  const now = new Set(diffs.map(key));
  const fresh = diffs.filter((d) => !known.has(key(d)));
  const fixed = [...known].filter((k) => names.has(k) && !now.has(k));
  const show = (xs: string[]): string => xs.slice(0, 20).join('\n  ') + (xs.length > 20 ? `\n  … ${xs.length - 20} more` : '');
  const problems = [
    ...(fresh.length ? [`${fresh.length} new differences from Turbo C 2.0:\n  ${show(fresh)}`] : []),
    ...(fixed.length ? [`${fixed.length} known differences now match Turbo C 2.0 — take them off the list: node tools/test.mjs e2e oracle-vga --update\n  ${show(fixed)}`] : []),
  ];
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
