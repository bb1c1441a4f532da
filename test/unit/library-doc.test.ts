// docs/LIBRARY.md is generated from the library's own tables (cc/support/library-doc.ts): this test fails
// when the file differs from what they give now. UPDATE_DOCS=1 rewrites it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { libraryDoc, type GraphicsCheck } from '../../cc/support/library-doc.ts';
import { agreementSummary, libcheckAgreement, LIBCHECK_DIR as CHECK } from '../support/libcheck.ts';

const FILE = join(process.cwd(), 'docs', 'LIBRARY.md');

/**
 * The names a text uses: a C program's without its strings (and its comments, when asked); a
 * TypeScript port's or generator's without its comments (the C a generator writes is in its strings).
 */
function namesIn(text: string, kind: 'C' | 'C without comments' | 'TS'): Set<string> {
  const names = new Set<string>();
  let src = kind === 'TS' ? text : text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  if (kind !== 'C') src = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  for (const m of src.matchAll(/[A-Za-z_]\w*/g)) names.add(m[0]);
  return names;
}

const filesIn = (dir: string, ext: string): string[] => readdirSync(dir).filter((x) => x.endsWith(ext)).map((x) => join(dir, x));

/** The names the library check's programs call or use. */
function checkedNames(): Set<string> {
  const names = new Set<string>();
  for (const f of filesIn(CHECK, '.C')) for (const n of namesIn(readFileSync(f, 'latin1'), 'C')) names.add(n);
  return names;
}

/**
 * graphics.h's names the other checks against DOSBox call: the BGI probes' C programs, PRIMS3's
 * port, and the scene generator's code (comments left out: the names in it are the ones the
 * 4 070 programs of the oracle-gen fixtures call, 77 of graphics.h's, measured when this was written).
 */
function graphicsNames(): Map<string, GraphicsCheck[]> {
  const sources: [GraphicsCheck, string[]][] = [
    ['BGI probes', filesIn(join('test', 'fixtures', 'bgi-oracle'), '.C')],
    ['PRIMS3', [join('roms', 'prims3', 'index.ts')]],
    ['scenes', [join('tools', 'oracle', 'generate.ts')]],
  ];
  const by = new Map<string, GraphicsCheck[]>();
  for (const [label, files] of sources) {
    const names = new Set<string>();
    for (const f of files) for (const n of namesIn(readFileSync(f, 'latin1'), f.endsWith('.C') ? 'C without comments' : 'TS')) names.add(n);
    for (const n of names) (by.get(n) ?? by.set(n, []).get(n)!).push(label);
  }
  return by;
}

test('docs/LIBRARY.md is what the tables give', () => {
  const rows = libcheckAgreement();
  const doc = libraryDoc(checkedNames(), { summary: agreementSummary(rows), rows }, graphicsNames());
  if (process.env.UPDATE_DOCS) writeFileSync(FILE, doc);
  assert.ok(existsSync(FILE), 'docs/LIBRARY.md is missing: UPDATE_DOCS=1 node tools/test.mjs unit library-doc');
  assert.is(readFileSync(FILE, 'utf8'), doc);
});

test.run();
