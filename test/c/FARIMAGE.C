/* getimage and putimage take a `void far *` bitmap: a farmalloc block works as a near buffer does
   (Borland's save_screen example; corpus C340). Two dots, 5 at (1,1) and 9 at (2,1), are saved
   into both, the far image put back at (10,10): (11,11) is 5 and (12,11) is 9; the two images
   hold the same 12 bytes (imagesize's 14 has 2 getimage leaves as they were: TC 2.0 in DOSBox
   printed this with them unequal). Printed after closegraph: "5 9 same". */
#include <graphics.h>
#include <alloc.h>
#include <stdio.h>

int main(void)
{
    int gd = DETECT, gm, a, c, same = 1;
    unsigned i, size;
    char *near_img;
    char far *far_img;
    initgraph(&gd, &gm, "");
    putpixel(1, 1, 5);
    putpixel(2, 1, 9);
    size = imagesize(0, 0, 3, 1);
    near_img = malloc(size);
    far_img = farmalloc(size);
    getimage(0, 0, 3, 1, near_img);
    getimage(0, 0, 3, 1, far_img);
    for (i = 0; i < 12; i++) if (near_img[i] != far_img[i]) same = 0;
    putimage(10, 10, far_img, COPY_PUT);
    a = getpixel(11, 11);
    c = getpixel(12, 11);
    closegraph();
    printf("%d %d %s", a, c, same ? "same" : "differ");
    return 0;
}
