/**
 * The architecture, checked: imports point inward only (README, "The rooms").
 *
 *   src → roms, cc → runtime/tc → runtime (machine, dos) → runtime/bios → runtime/hw
 *
 * Each source file's relative imports are resolved and the layer of the importer must be allowed to
 * see the layer of the imported file. A new folder must be given a layer here before it can import.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = process.cwd(); // the runner starts in the checkout

/** A layer name for a file path relative to the project root (posix separators). */
function layerOf(path: string): string {
  if (path === 'runtime/scancodes.ts') return 'vocabulary'; // the few words hosts and devices share
  if (path.startsWith('runtime/hw/')) return 'hw';
  if (path.startsWith('runtime/bios/')) return 'bios';
  if (path.startsWith('runtime/tc/')) return 'tc';
  if (path.startsWith('runtime/')) return 'machine'; // machine.ts, process.ts, dos/, crash.ts…
  if (path.startsWith('roms/')) return 'roms';
  if (path.startsWith('cc/')) return 'cc';
  if (path.startsWith('src/')) return 'hosts';
  return 'other';
}

/** What each layer may import (besides itself). */
const MAY_SEE: Record<string, readonly string[]> = {
  vocabulary: [],
  hw: ['vocabulary'],
  bios: ['hw', 'vocabulary'],
  machine: ['bios', 'hw', 'vocabulary'],
  tc: ['machine', 'bios', 'hw', 'vocabulary'],
  roms: ['tc', 'machine', 'bios', 'hw', 'vocabulary'],
  cc: ['tc', 'machine', 'bios', 'hw', 'vocabulary'],
  hosts: ['roms', 'cc', 'tc', 'machine', 'bios', 'hw', 'vocabulary'],
};

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')) yield full;
  }
}

/** Relative specifiers of every static import/export-from and dynamic import() in `text`. */
function importsOf(text: string): string[] {
  const found: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) found.push(m[1]!);
  return found;
}

test('the import scanner sees static, re-export, bare and dynamic imports', () => {
  const text = `import { a } from './a.ts';\nexport * from "../b.ts";\nimport './c.ts';\nconst d = await import('./d.ts');\nimport x from 'pngjs';`;
  assert.equal(importsOf(text), ['./a.ts', '../b.ts', './c.ts', './d.ts']);
});

test('layers: a device file may not import the library, a ROM may not import a host', () => {
  assert.is(layerOf('runtime/hw/vga.ts'), 'hw');
  assert.ok(!MAY_SEE.hw!.includes(layerOf('runtime/tc/graphics.ts')));
  assert.ok(!MAY_SEE.roms!.includes(layerOf('src/web/main.ts')));
  assert.ok(!MAY_SEE.tc!.includes(layerOf('roms/tetris/index.ts')));
  assert.ok(!MAY_SEE.cc!.includes(layerOf('roms/index.ts')));
});

test('every import in runtime/, roms/, cc/ and src/ points inward', () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const top of ['runtime', 'roms', 'cc', 'src']) {
    for (const file of sourceFiles(join(ROOT, top))) {
      const from = relative(ROOT, file).split('\\').join('/');
      const fromLayer = layerOf(from);
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const to = relative(ROOT, resolve(dirname(file), spec)).split('\\').join('/');
        const toLayer = layerOf(to);
        checked++;
        if (toLayer === fromLayer) continue;
        if (!(MAY_SEE[fromLayer] ?? []).includes(toLayer)) wrong.push(`${from} (${fromLayer}) imports ${to} (${toLayer})`);
      }
    }
  }
  assert.ok(checked > 200, `only ${checked} imports found: is the scanner broken?`);
  assert.equal(wrong, [], `imports that point outward:\n${wrong.join('\n')}`);
});

test.run();
