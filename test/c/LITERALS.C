/* Hex and decimal literals take TC types (0xFFFF is unsigned, 40000 long). */
#include <stdio.h>

void main()
{
    printf("%d %d %d\n", 0xFFFF > 0, 40000 > 0, sizeof(40000));
}
