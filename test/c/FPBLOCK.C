/* A function that can block (it reaches getch) taken as a pointer: TC programs install such
   handlers (harderr, signal) or take an address they never call (`a = getch;`). Called through
   the pointer on a path that does not wait, it runs and returns:
   show(0) prints "0;" and returns 1, twice through p -> "0;0;" then "2" (1 + 1). */
#include <stdio.h>
#include <conio.h>

int show(int wait)
{
    if (wait) getch();
    printf("%d;", wait);
    return 1;
}

int main(void)
{
    int (*p)(int) = show;
    int n = p(0);
    n += (*p)(0);
    printf("%d", n);
    return 0;
}
