/** Bad arguments to graphics.h calls: a clear error naming the call and the argument. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { circle, line, outtextxy, putpixel, setcolor, textwidth } from '../../runtime/tc/graphics.ts';
import { draw } from './graphics-harness.ts';

test('a NaN, a fraction, a string or a Symbol where an int belongs names the call and shows the value', () => {
  assert.throws(() => draw(() => line(0, 0, NaN, 1)), /line: x2 must be an integer, got NaN/);
  assert.throws(() => draw(() => circle(10, 10, 2.5)), /circle: radius must be an integer, got 2\.5/);
  assert.throws(() => draw(() => setcolor('10' as unknown as number)), /setcolor: color must be an integer, got "10"/);
  assert.throws(() => draw(() => putpixel(Symbol('x') as unknown as number, 0, 1)), /putpixel: x must be an integer, got Symbol\(x\)/);
});

test('NULL or a number where a string belongs names the call', () => {
  assert.throws(() => draw(() => outtextxy(0, 0, null as unknown as string)), /outtextxy: textstring must be a string, got null/);
  assert.throws(() => draw(() => textwidth(42 as unknown as string)), /textwidth: textstring must be a string, got 42/);
});

test.run();
