// tools/sync-roms.mjs: a ROM's source compiled for the synchronous engine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileForSync } from '../../tools/sync-roms.mjs';

const SOURCE = `import { bioskey } from '../../runtime/tc/bios.ts';
import type { Blocking } from '../../runtime/process.ts';
function* GetKeyCode(): Blocking<number> {
  let key = 0;
  if (yield* bioskey(1)) key = yield* bioskey(0);
  return key;
}
const rom = { *start() { while (!(yield* GetKeyCode())) {} } };
`;

test('function* becomes function, yield* e becomes $drive(e) — of the file\'s own generator, the plain call — and drive comes from runtime/sync.ts', () => {
  const js = compileForSync(SOURCE, `${process.cwd()}/roms/x/index.ts`);
  assert.match(js, /^import \{ drive as \$drive \} from "\.\.\/\.\.\/runtime\/sync\.ts";/);
  assert.match(js, /function GetKeyCode\(\) \{/);
  assert.match(js, /if \(\$drive\(bioskey\(1\)\)\)\s*key = \$drive\(bioskey\(0\)\);/);
  assert.match(js, /start\(\) \{ while \(!\(GetKeyCode\(\)\)\)/, 'GetKeyCode, compiled, returns its value');
  assert.not.match(js, /function\s*\*|\*start|yield/);
  assert.match(js, /\/\/# sourceMappingURL=data:application\/json;base64,/, 'an inline source map back to the .ts');
  assert.not.match(js, /Blocking/, 'types are gone');
});

test('a generator whose name is declared again anywhere in the file keeps $drive (no scope resolution)', () => {
  const src = `function* Poll() { return 1; }
function* Other() { const Poll = () => 2; return yield* Poll(); }
function* Fine() { return 3; }
function* main() { yield* Poll(); yield* Fine(); yield* Other(); }
`;
  const js = compileForSync(src, `${process.cwd()}/roms/x/index.ts`);
  assert.match(js, /return \$drive\(Poll\(\)\);/, 'the shadowed name');
  assert.match(js, /function main\(\) \{ \$drive\(Poll\(\)\); Fine\(\); Other\(\); \}/);
});

test('a bare yield is refused with file:line:column', () => {
  const src = 'function* main() {\n  let x = 1;\n  yield;\n}\n';
  assert.throws(() => compileForSync(src, '/p/roms/bad/index.ts'), /^\/p\/roms\/bad\/index\.ts:3:3: a ROM may only `yield\*` a blocking call/);
});

test.run();
