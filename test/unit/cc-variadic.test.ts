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

test("the library's variadic functions through pointers of variadic types and through a comma; the program's own beside them (probes VP1, VP2, SV1)", () => {
  const lib = `${head}void h(void) {}
void main() { int (*q)(const char *, ...) = printf; int (*r)(const char *, const char *, ...) = sscanf;
  int n, x = 0, y = 0; char buf[40];
  n = q("proto %d %s %f %ld\\n", 5, "ok", 2.5, 70000L); printf("n=%d\\n", n);
  n = r("12 34", "%d %d", &x, &y); printf("n=%d x=%d y=%d\\n", n, x, y);
  n = (h(), printf)("comma %d %.2f\\n", 7, 1.25); printf("n=%d\\n", n);
  n = (h(), sprintf)(buf, "%05d|%lx", 42, 65537L); printf("n=%d buf=%s\\n", n, buf); }`;
  assert.is(output(lib), 'proto 5 ok 2.500000 70000\nn=26\nn=2 x=12 y=34\ncomma 7 1.25\nn=13\nn=11 buf=00042|10001\n');
  const own = `${head}${SUM}void main() { int (*f)(int, ...) = sum; int (*g)(const char *, ...) = printf; int n;
  n = f(4, 10, 20, 30, 40); g("sum %d\\n", n); n = g("via g %d %ld\\n", 3, 123456L); printf("n=%d\\n", n); }`;
  assert.is(output(own), 'sum 100\nvia g 3 123456\nn=15\n');
  assert.is(output(own, 'coroutine'), 'sum 100\nvia g 3 123456\nn=15\n');
});

test.run();
