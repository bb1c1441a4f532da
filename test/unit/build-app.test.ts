/**
 * The web app's build pieces (tools/build-app.mjs): favicon.svg read as pixel-art squares for the
 * icons (anything else refused, naming the file), the manifest link every app page gets, and the
 * image policy of a page that carries its screenshots inline (tools/csp.mjs).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { faviconSquares, withAppHead } from '../../tools/build-app.mjs';
import { cspFor, INLINE_PNG } from '../../tools/csp.mjs';

test('a page with an inline PNG (the home page\'s first screen) may show data: images; any other page may not', () => {
  const imgSrc = (html: string) => cspFor(html).split('; ').find((d) => d.startsWith('img-src '));
  assert.is(imgSrc(`<img src="${INLINE_PNG}iVBORw0KGgo=">`), "img-src 'self' data:");
  assert.is(imgSrc('<img src="home/tetris.png"><p>data:image/png;base64, in text</p>'), "img-src 'self'");
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
