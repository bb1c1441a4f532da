/* Division and modulo truncate toward zero.
   -100000 / 3 = -33333.33 -> -33333; -100000 % 7: 100000 = 7 x 14285 + 5 -> -5 */
#include <stdio.h>

void main()
{
    printf("%d %d %d %d %ld %ld\n", 7 / -2, -7 / 2, 7 % -2, -7 % 2, -100000L / 3, -100000L % 7);
}
