/* Signed/unsigned comparisons follow the usual conversions: a -> unsigned 65535 (not < 1);
   unsigned -> long (-1 < 1); -1 as unsigned is 65535. A char and an unsigned char compare as
   unsigned chars in TC 2.0 (probe CC99931 in DOSBox: -56 == (unsigned char)200), so c < d is 0. */
#include <stdio.h>

void main()
{
    int a = -1; unsigned b = 1; long x = -1; char c = -1; unsigned char d = 255;
    printf("%d %d %d %d\n", a < b, x < b, c < d, a == 65535u);
}
