// cc conformance: variadic functions of the program. The caller pushes the arguments as TC's
// cdecl does (right to left, so the first lies lowest; a word at least each, long 2 words, double
// 4), and stdarg.h's va_start/va_arg walk them from the last fixed parameter's address;
// vsprintf/vprintf/vfprintf read a va_list. Expected outputs worked out by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output } from './cc-harness.ts';

const head = '#include <stdio.h>\n#include <stdarg.h>\n#include <dos.h>\n';
const SUM = `int sum(int n, ...) { va_list ap; int t = 0; va_start(ap, n); while (n-- > 0) t += va_arg(ap, int); va_end(ap); return t; }\n`;

test('va_arg reads the ints pushed after the last fixed parameter; none at all', () => {
  assert.is(output(`${head}${SUM}void main() { printf("%d %d %d\\n", sum(3, 10, 20, 30), sum(0), sum(2, -1, 40000)); }`), '60 0 -25537\n');
});

test('mixed sizes: char widened to a word, long, a float pushed as double, then an int', () => {
  const src = `${head}long mix(char c, ...) { va_list ap; long l; double d; int i;
  va_start(ap, c); l = va_arg(ap, long); d = va_arg(ap, double); i = va_arg(ap, int);
  printf("%c %ld %.2f %d %u\\n", c, l, d, i, (unsigned)(ap - (char *)&c)); return l + i; }
void main() { int k = 3; printf("%ld\\n", mix('z', 70000L, 1.5f, k)); }`;
  // 2 + 4 + 8 + 2 = 16 bytes walked; 70000 + 3
  assert.is(output(src), 'z 70000 1.50 3 16\n70003\n');
});

test('vsprintf and vprintf format from a va_list; va_start again restarts', () => {
  const src = `${head}void show(char *tag, char *fmt, ...) { char buf[80]; va_list ap;
  va_start(ap, fmt); vsprintf(buf, fmt, ap); printf("[%s] %s|", tag, buf);
  va_start(ap, fmt); vprintf(fmt, ap); va_end(ap); printf("\\n"); }
void main() { show("a", "%d-%s-%ld-%5.2f-%c-%*d", -7, "xy", 100000L, 2.5, 'Q', 4, 9); }`;
  assert.is(output(src), '[a] -7-xy-100000- 2.50-Q-   9|-7-xy-100000- 2.50-Q-   9\n');
});

test('through a function pointer, and in a function that blocks (both engines)', () => {
  const src = `${head}${SUM}int slow(int n, ...) { va_list ap; va_start(ap, n); delay(10); return va_arg(ap, int) * n; }
void main() { int (*fp)(int, ...) = sum; printf("%d %d\\n", fp(2, 5, 6), slow(3, 7)); }`;
  assert.is(output(src), '11 21\n');
  assert.is(output(src, 'coroutine'), '11 21\n');
});

test('arguments are evaluated right to left before the call', () => {
  const src = `${head}${SUM}int n; int next(void) { return ++n; }
void main() { printf("%d ", sum(3, next(), next() * 10, next() * 100)); printf("%d\\n", n); }`;
  // right to left: next()*100 = 100, next()*10 = 20, next() = 3
  assert.is(output(src), '123 3\n');
});

test.run();
