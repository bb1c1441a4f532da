// docs/LIBRARY.md is generated from the library's own tables (cc/support/library-doc.ts): this test fails
// when the file differs from what they give now. UPDATE_DOCS=1 rewrites it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { libraryDoc } from '../../cc/support/library-doc.ts';
import { agreementSummary, libcheckAgreement, LIBCHECK_DIR as CHECK } from '../support/libcheck.ts';

const FILE = join(process.cwd(), 'docs', 'LIBRARY.md');

/** The names the library check's programs call or use. */
function checkedNames(): Set<string> {
  const names = new Set<string>();
  for (const f of readdirSync(CHECK).filter((x) => x.endsWith('.C'))) {
    const src = readFileSync(join(CHECK, f), 'latin1').replace(/"(?:[^"\\]|\\.)*"/g, '""');
    for (const m of src.matchAll(/[A-Za-z_]\w*/g)) names.add(m[0]);
  }
  return names;
}

test('docs/LIBRARY.md is what the tables give', () => {
  const rows = libcheckAgreement();
  const doc = libraryDoc(checkedNames(), { summary: agreementSummary(rows), rows });
  if (process.env.UPDATE_DOCS) writeFileSync(FILE, doc);
  assert.ok(existsSync(FILE), 'docs/LIBRARY.md is missing: UPDATE_DOCS=1 node tools/test.mjs unit library-doc');
  assert.is(readFileSync(FILE, 'utf8'), doc);
});

test.run();
