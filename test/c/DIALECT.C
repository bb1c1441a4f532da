/* TCC 2.0 dialect measured in DOSBox (probe Q1): `unsigned double` is a double and `long char` a
   char (corpus C480, C405); a member of another struct is taken at its offset with its type, TCC
   warning "not part of structure" (C469: `z.h.cx = 1840` stores z.x.cx; b.a2 stores int 4142h at
   offset 2 of a struct of four chars). TC 2.0 printed the four lines of DIALECT.out. */
#include <stdio.h>
#include <dos.h>
struct A { int a1, a2; };
struct B { char b1, b2, b3, b4; };
int main(void)
{
  unsigned double d = 2.5;
  long char lc = 300;
  long char *p;
  union REGS z;
  struct B b;
  z.x.ax = 0; z.x.bx = 0; z.x.cx = 0;
  z.h.cx = 1840;
  b.b1 = b.b2 = b.b3 = b.b4 = 0;
  b.a2 = 0x4142;
  printf("%d %d %d %d\n", sizeof d, sizeof lc, sizeof *p, (int)lc);
  printf("%u %d %d\n", z.x.cx, z.h.cl, z.h.ch);
  printf("%d %d %d %d\n", b.b1, b.b2, b.b3, b.b4);
  d = d * 2;
  printf("%u\n", (unsigned)d);
  return 0;
}
