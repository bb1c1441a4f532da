/* Floats and doubles: arithmetic, conversions, printf. 2.25 x 1.5 = 3.375; (int)3.375 = 3,
   (int)-2.9 = -2 -> 1; TC's %e shows 6 digits in all (test/fixtures/libcheck PF*.OUT: %e of -99.5
   is -9.95000e+01). */
#include <stdio.h>

void main()
{
    float f = 1.5f; double d = 2.25; int i;
    d = d * f; i = d; i += (int)-2.9;
    printf("%f %d %.2f %e %g\n", d, i, 1.0 / 3, 12345.678, 0.0001);
}
