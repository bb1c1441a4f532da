/**
 * The web app's build pieces (tools/build-app.mjs): favicon.svg read as pixel-art squares for the
 * icons (anything else refused, naming the file), the manifest link every app page gets, and the
 * image policy of a page that carries its screenshots inline (tools/csp.mjs); c-player.js's lazy
 * module initializers made function expressions in parentheses, its map's columns moved with them
 * (src/web/c-player-build.mjs).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { faviconSquares, withAppHead } from '../../tools/build-app.mjs';
import { cspFor, INLINE_PNG } from '../../tools/csp.mjs';
import { eagerInitializers } from '../../src/web/c-player-build.mjs';

test('a page with an inline PNG (the home page\'s first screen) may show data: images; any other page may not', () => {
  const imgSrc = (html: string) => cspFor(html).split('; ').find((d) => d.startsWith('img-src '));
  assert.is(imgSrc(`<img src="${INLINE_PNG}iVBORw0KGgo=">`), "img-src 'self' data:");
  assert.is(imgSrc('<img src="home/tetris.png"><p>data:image/png;base64, in text</p>'), "img-src 'self'");
});

test("c-player.js's lazy initializers become parenthesized function expressions; the map's columns move with the text", () => {
  // esbuild's helper and two initializers on line 0, one spanning lines 1-2; the last reads `this` and stays an arrow
  const js = 'var R=(t,e,n)=>()=>{if(n)throw n[0];return t&&(e=t(t=0)),e};var a,ia=R(()=>{a=1});var b,ib=R(()=>{b=()=>2});\nvar c,ic=R(()=>{c=3;\nc++});var d,id=R(()=>{d=this});';
  const want = 'var R=(t,e,n)=>()=>{if(n)throw n[0];return t&&(e=t(t=0)),e};var a,ia=R((function(){a=1}));var b,ib=R((function(){b=()=>2}));\nvar c,ic=R((function(){c=3;\nc++}));var d,id=R(()=>{d=this});';
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const vlq = (n: number): string => {
    let v = n < 0 ? (-n << 1) | 1 : n << 1, out = '';
    do { const d = v & 31; v >>>= 5; out += B64[v > 0 ? d | 32 : d]; } while (v > 0);
    return out;
  };
  const columns = (mappings: string): number[][] => mappings.split(';').map((line) => {
    let col = 0;
    return line.split(',').map((seg) => {
      let v = 0, shift = 0, i = 0;
      for (let d = B64.indexOf(seg[i]!); ; d = B64.indexOf(seg[++i]!)) { v += (d & 31) << shift; if (!(d & 32)) break; shift += 5; }
      return (col += v & 1 ? -(v >>> 1) : v >>> 1);
    });
  });
  // a segment at each of these texts, on their lines (an initializer's start, its body, the text after it)
  const marks = [['ia=R', '()=>{a', 'a=1', '});var b', ';var b', 'b=()'], ['var c', 'c=3'], ['c++', '});var d', 'd=this']];
  const lines = js.split('\n');
  const cols = marks.map((texts, l) => texts.map((t) => lines[l]!.indexOf(t)));
  const mappings = cols.map((line) => line.map((c, i) => `${vlq(c - (line[i - 1] ?? 0))}AAA`).join(',')).join(';');
  const out = eagerInitializers(js, { version: 3, sources: ['x.ts'], mappings });
  assert.is(out.js, want);
  const moved = columns(out.map.mappings);
  const outLines = out.js.split('\n');
  marks.forEach((texts, l) => texts.forEach((t, i) => {
    // the arrow itself became `(function()`: its segment stays at its start; a `)` follows each body's `}`
    const expect = t === '()=>{a' ? '(function(){a' : t.startsWith('});var') ? `}))${t.slice(2)}` : t;
    assert.is(outLines[l]!.slice(moved[l]![i]!, moved[l]![i]! + expect.length), expect, `line ${l}: ${t}`);
  }));
});

test("c-player.js's scan tells brackets in strings, templates, regular expressions and comments from code, and a function's own `this` from an initializer's", () => {
  const R = 'var R=(t,e,n)=>()=>{if(n)throw n[0];return t&&(e=t(t=0)),e};';
  const bodies = [
    'a=/[}{]\\/x}/g.test("})")', // a regex after `=`, a string
    'b=`}${{k:"}"}.k+`${1}`}`', // a template's braces, nested
    'c=d/2/3;e=f=>{return/}/}', // a division, then a regex after return
    'g={h(){return this},get i(){return arguments}}', // a method's own this and arguments
    'class K{m(){this.x=1}}/*})*///})\n', // a class's methods, comments
    'if(x){y=this}', // an if's block is the initializer's own level: left an arrow
    'l=function(){return arguments.length}', // a function's own arguments
  ];
  const js = R + bodies.map((b, i) => `var v${i}=R(()=>{${b}});`).join('');
  const want = R + bodies.map((b, i) => i === 5 ? `var v${i}=R(()=>{${b}});` : `var v${i}=R((function(){${b}}));`).join('');
  assert.is(eagerInitializers(js, { version: 3, sources: ['x.ts'], mappings: '' }).js, want);
  assert.throws(() => eagerInitializers(`${R}var a=R(()=>{b=(1});`, { version: 3, sources: ['x.ts'], mappings: '' }), /could not be scanned/);
});

test('favicon.svg is read as its 4×4 squares, #rgb and #rrggbb', () => {
  const { grid, squares } = faviconSquares(readFileSync('src/web/favicon.svg', 'utf8'));
  assert.is(grid, 4);
  assert.equal(squares[0], [0, 0, 4, 4, 0x000000]);
  assert.equal(squares[3], [3, 1, 1, 3, 0xffff55]);
});

test('a favicon that is not squares on a square grid is refused, saying why', () => {
  assert.throws(() => faviconSquares('<svg viewBox="0 0 4 3"></svg>'), /favicon\.svg: expected a square viewBox/);
  const curve = '<svg viewBox="0 0 4 4"><path fill="#000" d="M0 0h4v4H0z"/><path fill="#fff" d="M0 0c1 1 2 2 3 3z"/></svg>';
  assert.throws(() => faviconSquares(curve), /favicon\.svg: 1 of its 2 paths are not rectangles/);
});

test('app pages get the manifest link and theme colour in their head', () => {
  assert.is(withAppHead('<head><title>x</title></head>'), '<head><title>x</title><link rel="manifest" href="manifest.webmanifest">\n<meta name="theme-color" content="#000000">\n</head>');
  assert.throws(() => withAppHead('<p>no head</p>'), /a page without <\/head>/);
});

test.run();
