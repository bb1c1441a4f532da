/**
 * Bad arguments to graphics.h calls: a clear error naming the call, the argument (position and
 * graphics.h's name) and the value. Every entry point is swept with hostile values, tracing on and
 * off: each call works or throws an Error that starts with its own name and names the spoiled
 * argument by its position, never a TypeError from inside, and the message itself never throws.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as graphics from '../../runtime/tc/graphics.ts';
import { circle, line, outtextxy, putpixel, setcolor, textwidth, DETECT } from '../../runtime/tc/graphics.ts';
import { Machine } from '../../runtime/machine.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { cString, describe } from '../../runtime/tc/bgi/args.ts';
import { draw } from './graphics-harness.ts';

test('a NaN, a fraction, a string or a Symbol where an int belongs names the call, the argument and the value', () => {
  assert.throws(() => draw(() => line(0, 0, NaN, 1)), /^line: argument 3 \(x2\) must be an integer, got NaN$/);
  assert.throws(() => draw(() => circle(10, 10, 2.5)), /^circle: argument 3 \(radius\) must be an integer, got 2\.5$/);
  assert.throws(() => draw(() => setcolor('10' as unknown as number)), /^setcolor: argument 1 \(color\) must be an integer, got "10"$/);
  assert.throws(() => draw(() => putpixel(Symbol('x') as unknown as number, 0, 1)), /^putpixel: argument 1 \(x\) must be an integer, got Symbol\(x\)$/);
});

test('NULL or a number where a string belongs names the call', () => {
  assert.throws(() => draw(() => outtextxy(0, 0, null as unknown as string)), /^outtextxy: argument 3 \(textstring\) must be a string, got null$/);
  assert.throws(() => draw(() => textwidth(42 as unknown as string)), /^textwidth: argument 1 \(textstring\) must be a string, got 42$/);
});

test('the value shown: strings quoted, escaped and shortened; objects by kind; nothing throws', () => {
  assert.is(describe('a\u001b[2J'), '"a\\u001b[2J"');
  assert.is(describe('x'.repeat(100)), `"${'x'.repeat(40)}…"`);
  assert.is(describe(Symbol('\u001b')), 'Symbol(\\u001b)');
  assert.is(describe(Object.create(null)), 'an object');
  assert.is(describe({ toString: () => { throw new Error('no'); } }), 'an object');
  assert.is(describe([1, 2]), 'an array of 2');
  assert.is(describe(10n), '10n');
  assert.is(describe(() => 1), 'a function');
  // A trace shows a string argument as a C literal: controls as octal escapes, never raw.
  assert.is(cString('a"b\\c\n\r\t\u001b1\u009b'), '"a\\"b\\\\c\\n\\r\\t\\0331\\233"');
});

/** Arguments each entry point accepts (a pointer argument gets a fresh struct, array or Ref). */
const GOOD: Record<string, () => unknown[]> = {
  arc: () => [100, 100, 0, 90, 10], bar: () => [1, 1, 10, 10], bar3d: () => [1, 1, 10, 10, 3, 1], circle: () => [100, 100, 10],
  cleardevice: () => [], clearviewport: () => [], closegraph: () => [], detectgraph: () => [ref(0), ref(0)],
  drawpoly: () => [3, [0, 0, 10, 10, 20, 0]], ellipse: () => [100, 100, 0, 360, 20, 10], fillellipse: () => [100, 100, 20, 10],
  fillpoly: () => [3, [0, 0, 10, 10, 20, 0]], floodfill: () => [5, 5, 15], getarccoords: () => [graphics.arccoords()],
  getaspectratio: () => [ref(0), ref(0)], getbkcolor: () => [], getcolor: () => [], getdefaultpalette: () => [],
  getdrivername: () => [], getfillpattern: () => [new Array(8).fill(0)], getfillsettings: () => [graphics.fillsettings()],
  getgraphmode: () => [], getimage: () => [0, 0, 10, 10, new Uint8Array(100)], getlinesettings: () => [graphics.linesettings()],
  getmaxcolor: () => [], getmaxmode: () => [], getmaxx: () => [], getmaxy: () => [], getmodename: () => [2],
  getmoderange: () => [9, ref(0), ref(0)], getpalette: () => [graphics.palette()], getpalettesize: () => [], getpixel: () => [1, 1],
  gettextsettings: () => [graphics.textsettings()], getviewsettings: () => [graphics.viewport()], getx: () => [], gety: () => [],
  graphdefaults: () => [], grapherrormsg: () => [0], graphresult: () => [], imagesize: () => [0, 0, 10, 10],
  initgraph: () => [ref(DETECT), ref(0), ''], installuserdriver: () => ['X', null], installuserfont: () => ['X.CHR'],
  line: () => [0, 0, 10, 10], linerel: () => [5, 5], lineto: () => [5, 5], moverel: () => [5, 5], moveto: () => [5, 5],
  outtext: () => ['hi'], outtextxy: () => [0, 0, 'hi'], pieslice: () => [100, 100, 0, 90, 10],
  putimage: () => { const b = new Uint8Array(100); b[0] = 9; b[2] = 9; return [0, 0, b, 0]; },
  putpixel: () => [1, 1, 2], rectangle: () => [1, 1, 10, 10], registerbgidriver: () => [{}], registerbgifont: () => [{}],
  restorecrtmode: () => [], sector: () => [100, 100, 0, 90, 20, 10], setactivepage: () => [0],
  setallpalette: () => [graphics.getdefaultpalette()], setaspectratio: () => [10000, 10000], setbkcolor: () => [0], setcolor: () => [1],
  setfillpattern: () => [[1, 2, 3, 4, 5, 6, 7, 8], 3], setfillstyle: () => [1, 2], setgraphbufsize: () => [4096], setgraphmode: () => [2],
  setlinestyle: () => [0, 0, 1], setpalette: () => [1, 2], setrgbpalette: () => [1, 10, 20, 30], settextjustify: () => [0, 2],
  settextstyle: () => [0, 0, 1], setusercharsize: () => [1, 1, 1, 1], setviewport: () => [0, 0, 100, 100, 1], setvisualpage: () => [0],
  setwritemode: () => [0], textheight: () => ['a'], textwidth: () => ['a'],
};
/** Not entry points: constructors of empty structs (`struct viewporttype vp;`). */
const STRUCTS = ['arccoords', 'fillsettings', 'linesettings', 'palette', 'textsettings', 'viewport'];

const HOSTILE: [string, unknown][] = [
  ['null', null], ['undefined', undefined], ['NaN', NaN], ['Infinity', Infinity], ['-Infinity', -Infinity], ['"10"', '10'], ['""', ''],
  ['a Symbol', Symbol('s')], ['{}', {}], ['[]', []], ['an object with no string form', Object.create(null)], ['a function', () => 1],
  ['true', true], ['10n', 10n], ['0.5', 0.5], ['1e9', 1e9], ['-1e9', -1e9], ['2**53', 2 ** 53], ['40000', 40000], ['-40000', -40000],
];

const entryPoints = Object.entries(graphics as unknown as Record<string, unknown>).filter(([k, v]) => typeof v === 'function' && !STRUCTS.includes(k)) as [string, (...a: unknown[]) => unknown][];

test('every graphics.h entry point is in the sweep', () => {
  assert.ok(entryPoints.length >= 75, `${entryPoints.length}`);
  assert.equal(entryPoints.map(([k]) => k).filter((k) => !GOOD[k]), [], 'entry points without good arguments in GOOD');
});

/**
 * A traced call as a C (C89) expression: the function, then arguments that are integers,
 * variables (`bitmap`), their addresses (`&palette`), string literals with C escapes only, each
 * maybe followed by a comment showing what the variable holds (`polypoints /* {0,0,10,10} *\/`).
 */
const C_ARG = String.raw`(?:-?\d+|&?[A-Za-z_]\w*|"(?:[^"\\\x00-\x1f\x7f-\x9f]|\\[\\"nrt]|\\[0-7]{3})*")(?: \/\*(?:[^*]|\*(?!\/))*\*\/)?`;
const C_CALL = new RegExp(`^[a-z]\\w*\\((?:${C_ARG}(?:,${C_ARG})*)?\\)$`);

test('every entry point traces itself as a C expression (a trace file is C: `/* @ms */ call;`)', () => {
  const bad: string[] = [];
  for (const [name, fn] of entryPoints) {
    const m = new Machine();
    m.tracing = true;
    const calls: string[] = [];
    m.on('trace', (c) => calls.push(c));
    m.load({
      name: 'trace',
      title: 'graphics.h traces',
      *start() {
        graphics.initgraph(ref(DETECT), ref(0), 'c:\\tc\\');
        fn(...GOOD[name]!());
        graphics.outtextxy(0, 0, 'tab\t"q" \\ esc\u001b c1\u009b é');
      },
    });
    m.runFor(1);
    if (m.state === 'crashed') bad.push(`${name}: ${m.crash!.message}`);
    for (const c of calls) if (!C_CALL.test(c)) bad.push(c);
  }
  assert.equal(bad, []);
});

for (const tracing of [false, true]) {
  test(`hostile arguments to every entry point (tracing ${tracing ? 'on' : 'off'}): it works, or throws an Error naming the call`, () => {
    const problems: string[] = [];
    for (const [name, fn] of entryPoints) {
      // One machine per entry point: each case runs after a fresh initgraph, its error caught here.
      const m = new Machine();
      m.tracing = tracing;
      if (tracing) m.on('trace', () => {});
      m.load({
        name: 'sweep',
        title: 'graphics.h hostile arguments',
        *start() {
          const good = GOOD[name]!();
          for (let i = 0; i < Math.max(good.length, fn.length); i++) {
            for (const [label, value] of HOSTILE) {
              const args = GOOD[name]!();
              args[i] = value;
              graphics.initgraph(ref(DETECT), ref(0), '');
              try {
                fn(...args);
              } catch (e) {
                let msg: string;
                try {
                  msg = e instanceof Error ? e.message : `a thrown ${typeof e}`;
                } catch {
                  msg = '<a message that throws>';
                }
                const named = e instanceof Error && !(e instanceof TypeError) && !(e instanceof RangeError) && msg.startsWith(`${name}: `);
                if (!named) problems.push(`${name} argument ${i + 1} = ${label}: ${(e as Error)?.constructor?.name} ${msg}`);
                // An error about an argument names the one that was spoiled, by its position.
                const pos = /^\w+: argument (\d+) \(/.exec(msg)?.[1];
                if (pos !== undefined && +pos !== i + 1) problems.push(`${name} argument ${i + 1} = ${label}: the message names argument ${pos}: ${msg}`);
              }
            }
          }
        },
      });
      m.runFor(1);
      if (m.state === 'crashed') problems.push(`${name}: the machine crashed: ${m.crash!.message}`);
    }
    assert.equal(problems, []);
  });
}

test.run();
