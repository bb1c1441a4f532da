/* A loop of long arithmetic: the sum of i squared for 0..299 = 299*300*599/6 = 8955050. */
#include <stdio.h>

void main()
{
    int i; long s = 0;
    for (i = 0; i < 300; i++) s += (long)i * i;
    printf("%ld\n", s);
}
