/* A spawn or exec list without its NULL (a common slip) fails like any other call when the
   program is not there: "NOSUCH.EXE" is not on C: -> -1 both times, and the program goes on
   (the real TC 2.0 in DOSBox printed the same screen, 2 Dec). */
#include <stdio.h>
#include <process.h>

void main()
{
    int r = spawnlp(P_WAIT, "NOSUCH.EXE", "NOSUCH.EXE", " ?");
    printf("%d\n", r);
    r = execl("NOSUCH.EXE", "NOSUCH.EXE", "A", "B");
    printf("%d\n", r);
}
