/* RUNS.C: counts its runs in RUNS.TXT and logs each in LOG.TXT (roms/runs ports it) */
#include <errno.h>
#include <stdio.h>

void main()
{
    int n = 0;
    FILE *f;

    f = fopen("RUNS.TXT", "r");
    if (f != NULL) {
        fscanf(f, "%d", &n);
        fclose(f);
    } else if (errno != ENOENT) {
        printf("cannot read RUNS.TXT\n");
        return;
    }
    n++;
    f = fopen("RUNS.TXT", "w");
    fprintf(f, "%d\n", n);
    fclose(f);
    f = fopen("LOG.TXT", "a");
    fprintf(f, "run %d\n", n);
    fclose(f);
    printf("This program has run %d time%s.\n", n, n == 1 ? "" : "s");
}
