/**
 * The architecture, checked: imports point inward only (README, "The rooms"), and no file reaches
 * itself through its imports.
 *
 *   src → roms, cc → runtime/tc → runtime (machine, dos) → runtime/bios → runtime/hw
 *
 * Each source file's relative imports are resolved and the layer of the importer must be allowed to
 * see the layer of the imported file. A new folder must be given a layer here before it can import.
 * Type-only imports count: a circle of declarations is as hard to read as a circle of code.
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

/**
 * The import graph of every .ts file in the repository (relative imports, resolved), by path
 * relative to the root.
 */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const top of ['runtime', 'roms', 'cc', 'src', 'test', 'tools', 'bench']) {
    for (const file of sourceFiles(join(ROOT, top))) {
      const from = relative(ROOT, file).split('\\').join('/');
      graph.set(from, importsOf(readFileSync(file, 'utf8')).map((spec) => relative(ROOT, resolve(dirname(file), spec)).split('\\').join('/')));
    }
  }
  return graph;
}

/** The import circles of `graph`: each strongly connected component of two files or more, sorted, each as its files sorted. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative (a deep import chain must not exhaust the host's stack)
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { v: string; i: number }[] = [{ v: root, i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = (graph.get(top.v) ?? []).filter((w) => graph.has(w));
      if (top.i < edges.length) {
        const w = edges[top.i++]!;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.v;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.v)!));
      }
      if (low.get(top.v) === index.get(top.v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== top.v);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

test('the circle finder sees a two-file circle, a longer one through a folder, and no circle in a chain', () => {
  const g = new Map([
    ['a.ts', ['b.ts']], ['b.ts', ['a.ts']],
    ['x/1.ts', ['x/2.ts']], ['x/2.ts', ['y/3.ts']], ['y/3.ts', ['x/1.ts', 'z.ts']],
    ['z.ts', ['w.ts']], ['w.ts', []],
  ]);
  assert.equal(circles(g), [['a.ts', 'b.ts'], ['x/1.ts', 'x/2.ts', 'y/3.ts']]);
  assert.equal(circles(new Map([['p.ts', ['q.ts']], ['q.ts', ['r.ts']], ['r.ts', []]])), []);
});

test('no file reaches itself through its imports, inside a folder or across folders', () => {
  const graph = importGraph();
  assert.ok(graph.size > 300, `only ${graph.size} files found: is the walk broken?`);
  const found = circles(graph).map((c) => c.join(' ↔ '));
  assert.equal(found, [], `import circles (move what the files share into a module of its own):\n${found.join('\n')}`);
});

test.run();
