import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { align } from '../../src/study/align.ts';
import { findCFunctions, samePrototype } from '../../src/study/c-functions.ts';
import { decodeSource } from '../../src/study/decode.ts';
import { highlightLines } from '../../src/study/highlight.ts';
import { scanPortFile } from '../../src/study/port-functions.ts';
import { alignedText } from '../../src/study/text-view.ts';
import { readPortFiles, study } from '../../src/cli/study.ts';
import { stringIo } from '../../src/cli/io.ts';
import { cFunctionsOf } from '../../tools/c-functions.mjs';
import { ORIGINAL_C } from '../support/frames.ts';
import { scratchDir } from '../support/scratch.ts';

const ROOT = process.cwd();
// The original sits beside the checkout with the oracle; without it these tests fail, never pass silently.
const ORIGINAL = ORIGINAL_C;
const originalTest = (name: string, fn: () => void): void =>
  test(name, () => {
    if (!existsSync(ORIGINAL)) throw new Error(`${ORIGINAL} is missing: the study tests check the port against the original`);
    fn();
  });

/** The function definitions of TETRIS.C, in order (prototypes and `_INNER_HELPER` notwithstanding). */
const TETRIS_FUNCTIONS = [
  'GetKeyCode', 'DisplayInfo', 'GenerateBlock', 'NextBlock', 'RotateCells', 'CanMove', 'CanRotate',
  'DrawBlock', 'RotateBlock', 'EraseBlock', 'MoveBlock', 'DropBlock', 'InitGame', 'FillBoardData',
  'PaintBoard', 'CheckBoard', 'DisplayScore', 'UpdateBoard', 'PauseGame', 'QuitGame', 'main',
];

// ---- against the original ----

originalTest('TETRIS.C: every C function maps to exactly one port function and back', () => {
  const cText = decodeSource(readFileSync(ORIGINAL)).text;
  const a = align(cText, readPortFiles(ROOT));
  assert.equal(a.problems, []);
  const cNames = a.pairs.filter((p) => p.c).map((p) => p.name);
  assert.equal(cNames, TETRIS_FUNCTIONS);
  for (const p of a.pairs) {
    if (p.c) {
      assert.ok(p.port, `${p.name} has a port function`);
      assert.is(p.port!.name, p.name);
    }
  }
  // Back: each tagged port function names a C function, except additions whose tag says why.
  const portOnly = a.pairs.filter((p) => !p.c).map((p) => p.name);
  assert.equal(portOnly, a.additions.map((f) => f.name));
  for (const f of a.additions) assert.ok(f.note.length > 0, `${f.name}'s tag explains why it is not in the C`);
  // The functions the build puts on the call stack (crash reports, the live stack) are these.
  const port = join(ROOT, 'roms/tetris/tetris.ts');
  assert.equal(cFunctionsOf(readFileSync(port, 'utf8'), port).map((f) => f.name).sort(), a.pairs.map((p) => p.name).sort());
});

originalTest('TETRIS.C: function extents, _INNER_HELPER dropped, prototypes before definitions skipped', () => {
  const fns = findCFunctions(decodeSource(readFileSync(ORIGINAL)).text);
  const get = (name: string) => fns.find((f) => f.name === name)!;
  assert.equal(get('GetKeyCode'), { name: 'GetKeyCode', prototype: 'int GetKeyCode()', commentLine: 95, startLine: 96, endLine: 104 });
  assert.equal(get('GenerateBlock'), { name: 'GenerateBlock', prototype: 'void GenerateBlock(Block *block)', commentLine: 116, startLine: 119, endLine: 176 });
  assert.equal(get('CheckBoard'), { name: 'CheckBoard', prototype: 'void CheckBoard()', commentLine: 430, startLine: 431, endLine: 484 });
  assert.equal(get('main'), { name: 'main', prototype: 'void main()', commentLine: 523, startLine: 524, endLine: 577 });
});

originalTest('TETRIS.C: the original is UTF-8 and its header decodes', () => {
  const { text, encoding } = decodeSource(readFileSync(ORIGINAL));
  assert.is(encoding, 'utf-8');
  assert.ok(text.split('\n')[1]!.includes('俄罗斯方块游戏'));
});

originalTest('study CLI: text and HTML', () => {
  const run = { stdout: '', stderr: '' };
  assert.is(study(['--c', ORIGINAL, '--width', '120'], stringIo(run)), 0);
  const printed = run.stdout;
  assert.ok(printed.includes('━━ CheckBoard ━━ TETRIS.C 431–484 ↔ roms/tetris/tetris.ts'));
  assert.ok(printed.includes('21 C functions, each with exactly one port function'));
  for (const line of printed.split('\n')) assert.ok([...line].length <= 120, `line fits 120 columns: ${line}`);
  const out = join(scratchDir('study-'), 'study.html');
  assert.is(study(['--c', ORIGINAL, '--html', out], stringIo({ stdout: '', stderr: '' })), 0);
  const html = readFileSync(out, 'utf8');
  assert.is((html.match(/<div class="fn" data-fn="CheckBoard">/g) ?? []).length, 2); // once per pane
  assert.ok(html.includes('<div class="dev-note" role="note"><b>DEVIATION</b>'));
  assert.not.match(html, /<script src=|<link /); // self-contained
});

originalTest('study CLI: a file that is not the original is refused before anything is written', () => {
  const dir = scratchDir('study-');
  const out = join(dir, 'study.html');
  const refused = { stdout: '', stderr: '' };
  assert.is(study(['--c', 'README.md', '--html', out], stringIo(refused)), 1);
  assert.is(refused.stdout, '');
  assert.match(refused.stderr, /^study: /);
  assert.not.ok(existsSync(out));
  // The forum copy (every [i] lost, docs/PLAYER.md "The original") is shown as the page shows it.
  const forum = join(dir, 'TETRIS.C');
  writeFileSync(forum, readFileSync(ORIGINAL, 'utf8').replaceAll('[i]', ''));
  const forumRun = { stdout: '', stderr: '' };
  assert.is(study(['--c', forum, '--html', out], stringIo(forumRun)), 0);
  assert.is(forumRun.stdout, `${out}: 21 functions aligned\n`);
});

// ---- the C parser ----

const C_SAMPLE = [
  '#define _HELP /* empty */', // 1
  '#define N 4', // 2
  'typedef struct { int a; } S;', // 3
  'int f(int x);', // 4
  'int table[2] = { 1, 2 };', // 5
  '', // 6
  '/* first */', // 7
  'int _HELP f(int x)', // 8
  '{', // 9
  '    if (x) { return "}"[0]; }', // 10
  '    return \'{\';', // 11
  '}', // 12
  'void g(char* s, int n[N]) { /* } */ }', // 13
].join('\n');

test('C: definitions only, braces in strings and comments ignored, empty macros dropped', () => {
  assert.equal(findCFunctions(C_SAMPLE), [
    { name: 'f', prototype: 'int f(int x)', commentLine: 7, startLine: 8, endLine: 12 },
    { name: 'g', prototype: 'void g(char* s, int n[N])', commentLine: 13, startLine: 13, endLine: 13 },
  ]);
});

test('C: prototypes compare by tokens, spacing and empty macros aside', () => {
  assert.ok(samePrototype('void DisplayInfo(char* text)', 'void DisplayInfo(char *text)'));
  assert.ok(samePrototype('void _INNER_HELPER PaintBoard()', 'void PaintBoard()', new Set(['_INNER_HELPER'])));
  assert.not.ok(samePrototype('void main()', 'void main(void)'));
});

// ---- the port scanner ----

const DEV_LINE = "  const s = '}' + `${'{'}`; // DEVIATION: a reason";
const TS_SAMPLE = [
  '/* first */', // 1
  '/** @c int f(int x) */', // 2
  'function f(x: number): number {', // 3
  DEV_LINE, // 4
  `${' '.repeat(DEV_LINE.indexOf('//'))}//   that goes on`, // 5: a continuation lines up with the tag
  '  return x / 2 / 1;', // 6
  '}', // 7
  '/**', // 8
  ' * Doc text.', // 9
  ' * @c void g(char *s,', // 10
  ' *           int n) — note here', // 11
  ' */', // 12
  'export function* g(s: string, n: number): Generator<number> { yield /}/.test(s) ? n : 0; }', // 13
  '/** @c void h() */', // 14
  'const h = (): void => {', // 15
  '};', // 16
  '/** @c void lost() */', // 17
  'let notAFunction = 1;', // 18
  '/** @c void k() */', // 19
  'function other() {}', // 20
].join('\n');

test('port: @c tags, extents, notes, deviations with continuation lines', () => {
  const scan = scanPortFile({ path: 'x.ts', text: TS_SAMPLE });
  assert.equal(
    scan.functions.map((f) => [f.name, f.cName, f.cPrototype, f.note, f.docLine, f.startLine, f.endLine]),
    [
      ['f', 'f', 'int f(int x)', '', 1, 3, 7],
      ['g', 'g', 'void g(char *s, int n)', '— note here', 8, 13, 13],
      ['h', 'h', 'void h()', '', 14, 15, 16],
      ['other', 'k', 'void k()', '', 19, 20, 20],
    ],
  );
  assert.equal(scan.deviations, [{ file: 'x.ts', line: 4, reason: 'a reason that goes on' }]);
  assert.equal(scan.problems, ['x.ts:17: @c lost is not followed by a function']);
});

test('align: missing twins, duplicates, name and prototype mismatches are problems', () => {
  const c = 'int a() { return 1; }\nint b(int x) { return x; }\nint c() { return 0; }\n';
  const port = [
    '/** @c int a() */ function a() { return 1; }',
    '/** @c int b(long x) */ function b(x: number) { return x; }',
    '/** @c int a() */ function a2() { return 1; }',
    '/** @c int z() */ function z() { return 0; }',
  ].join('\n');
  const r = align(c, [{ path: 'p.ts', text: port }]);
  assert.equal(r.problems, [
    'p.ts:2: @c "int b(long x)" differs from TETRIS.C line 2: "int b(int x)"',
    'p.ts:3: the port function a2 is tagged @c a; names must match',
    'p.ts:3: @c a is tagged twice (also p.ts:1)',
    'p.ts:4: z has no definition in the C source',
    'C line 3: c has no port function (no @c tag names it)',
  ]);
  assert.equal(r.pairs.map((p) => [p.name, p.c !== null, p.port !== null]), [
    ['a', true, true],
    ['b', true, true],
    ['z', false, true],
    ['c', true, false],
  ]);
});

test('text view: side by side, deviations listed under their function', () => {
  const c = '/* a */\nint a()\n{\n    return 1;\n}\n';
  const port = '/** @c int a() */\nfunction a(): number {\n  return 1; // DEVIATION: why\n}\n';
  const files = [{ path: 'p.ts', text: port }];
  const text = alignedText(align(c, files), 'T.C', c, files, 61);
  assert.equal(text.split('\n'), [
    '━━ a ━━ T.C 2–5 ↔ p.ts 2–4 ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━',
    '   1  /* a */                 │    1  /** @c int a() */',
    '   2  int a()                 │    2  function a(): number {',
    '   3  {                       │    3!   return 1; // DEVIATI…',
    '   4      return 1;           │    4  }',
    '   5  }                       │',
    '  ! DEVIATION (p.ts:3): why',
    '',
    '1 C functions, each with exactly one port function.',
    '',
  ]);
});

// ---- decoding and highlighting ----

test('decode: UTF-8, else GBK; BOM, CRLF and a DOS end-of-file mark handled', () => {
  const gbk = new Uint8Array([0x2f, 0x2a, 0xb6, 0xed, 0xc2, 0xde, 0xcb, 0xb9, 0xb7, 0xbd, 0xbf, 0xe9, 0x2a, 0x2f, 0x0d, 0x0a, 0x1a]);
  assert.equal(decodeSource(gbk), { text: '/*俄罗斯方块*/\n', encoding: 'gbk' });
  const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('/*方块*/\r\nint x;\r')]);
  assert.equal(decodeSource(utf8), { text: '/*方块*/\nint x;\n', encoding: 'utf-8' });
  assert.equal(decodeSource(new Uint8Array([0x41, 0x81, 0x20])), { text: 'A\u0081 ', encoding: 'latin1' }); // 81h needs a trail byte in GBK
});

test('highlight: C and TS tokens get their classes; multi-line comments split per line', () => {
  assert.equal(highlightLines('#define N 4\nint f(int x) { return x<2 ? "a&b" : 0; } /* a\nb */', 'c'), [
    '<span class="hl-pp">#define N 4</span>',
    '<span class="hl-type">int</span> <span class="hl-fn">f</span>(<span class="hl-type">int</span> x) { <span class="hl-kw">return</span> x&lt;<span class="hl-num">2</span> ? <span class="hl-str">&quot;a&amp;b&quot;</span> : <span class="hl-num">0</span>; } <span class="hl-com">/* a</span>',
    '<span class="hl-com">b */</span>',
  ]);
  assert.equal(highlightLines('const r = /a\\/b/g; let t = `x${1}`;', 'ts'), [
    '<span class="hl-kw">const</span> r = <span class="hl-str">/a\\/b/g</span>; <span class="hl-kw">let</span> t = <span class="hl-str">`x${1}`</span>;',
  ]);
});

test.run();
