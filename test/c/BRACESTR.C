/* A string literal in braces initializes a char array as the bare string does, and sizes it
   (corpus C476: `char s[] = {"ldu"};` in a function; C409: a local table of braced strings).
   s is 4 bytes ("ldu" and its NUL), g 3, t keeps its 6; m's rows are ".-", "-..." and "x".
   Printed: "4 ldu 3 ab 6 xy .- -... x". */
#include <stdio.h>

char g[] = {"ab"};

int main(void)
{
    char s[] = {"ldu"};
    char t[6] = {"xy"};
    char m[3][6] = {{".-"}, {"-..."}, {"x"}};
    printf("%d %s %d %s %d %s ", sizeof s, s, sizeof g, g, sizeof t, t);
    printf("%s %s %s", m[0], m[1], m[2]);
    return 0;
}
