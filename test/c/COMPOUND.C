/* Compound assignment converts back to the left type; ++ on char wraps. 200 -> -56; 260 -> 4;
   90000 -> 90000 - 131072 = -41072 -> +65536 = 24464; 70000 / -3 = -23333. */
#include <stdio.h>

void main()
{
    char c = 100; unsigned char b = 250; int i = 30000; long l = 70000L;
    c += 100; b += 10; i *= 3; l /= -3;
    printf("%d %d %d %ld\n", c, b, i, l);
    c = 127; c++; printf("%d\n", c);
}
