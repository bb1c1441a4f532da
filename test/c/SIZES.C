/* Sizes and 16-bit wrap of every integer type (TC 2.0, small model: int 16 bits, long 32, char signed). */
#include <stdio.h>

void main()
{
    int i = 32767; unsigned u = 65535; char c = 127; unsigned char uc = 255; long l = 2147483647L;
    short s = -32768;
    i++; u++; c++; uc++; l++; s--;
    printf("%d %u %d %d %ld %d\n", i, u, c, uc, l, s);
    printf("%d %d %d %d %d\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(char *));
}
