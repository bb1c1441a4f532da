/* Int arithmetic wraps before it widens (TETRIS.C seed for 12:34:56): 43200 + 2040 + 56 = 45296
   -> -20240 as int; h*3600 = 43200 -> -22336 as int before the cast to long. */
#include <stdio.h>

void main()
{
    unsigned char h = 12, m = 34, s = 56;
    long wide = h * 3600L + m * 60 + s;
    printf("%d %u %ld %ld\n", h * 3600 + m * 60 + s, (unsigned)(h * 3600 + m * 60 + s), wide, (long)(h * 3600));
}
