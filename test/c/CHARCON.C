/* Character constants are ints holding a signed char. */
#include <stdio.h>

void main()
{
    printf("%d %d %d %c\n", 'A', '\xE9', '\n', 'B' + 1);
}
