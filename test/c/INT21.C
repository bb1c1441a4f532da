/* INT 21h through each of dos.h's four calls, on both engines: a finished DOS call is a
   blocking call's result too (int86, int86x, intr and geninterrupt each crashed the coroutine
   engine, corpus C1060's geninterrupt). AH=02h writes DL; AH=09h the string at DS:DX to '$'.
   Expected: "ABCD" then "E.\r\n". */
#include <dos.h>

int main(void)
{
  union REGS r;
  struct SREGS s;
  struct REGPACK p;
  r.h.ah = 2; r.h.dl = 'A';
  int86(0x21, &r, &r);
  segread(&s);
  r.h.ah = 2; r.h.dl = 'B';
  int86x(0x21, &r, &r, &s);
  p.r_ax = 0x200; p.r_dx = 'C';
  intr(0x21, &p);
  _DL = 'D'; _AH = 2;
  geninterrupt(0x21);
  _DX = (unsigned)"E.\r\n$";
  _AX = 0x900;
  geninterrupt(0x21);
  return 0;
}
