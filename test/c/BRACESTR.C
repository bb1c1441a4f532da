/* A string literal in braces initializes a char array as the bare string does (corpus C476:
   `char s[] = {"ldu"};` in a function), and sizes it: s 4 bytes ("ldu" and its NUL), g 3,
   t keeps its 6. Printed: "4 ldu 3 ab 6 xy". */
#include <stdio.h>

char g[] = {"ab"};

int main(void)
{
    char s[] = {"ldu"};
    char t[6] = {"xy"};
    printf("%d %s %d %s %d %s", sizeof s, s, sizeof g, g, sizeof t, t);
    return 0;
}
