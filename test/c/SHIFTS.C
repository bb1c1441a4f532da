/* Shifts: arithmetic right shift of ints, logical of unsigned. (unsigned)-16 = 65520, >> 2 = 16380;
   1 << 15 = -32768; 0x1234 << 4 = 0x12340 -> 0x2340 = 9024. */
#include <stdio.h>

void main()
{
    int n = -16; unsigned u = 0x8000; long l = 1;
    printf("%d %u %d %u %ld %d\n", n >> 2, (unsigned)n >> 2, 1 << 15, u >> 15, l << 20, 0x1234 << 4);
}
