/* getimage of the whole screen (641x481: 155 848 bytes, imagesize's 0xFFFF) into a 64K farmalloc
   block (corpus C513): the driver writes on through ES:DI and the offset wraps in the block's
   segment, so the block (at offset 8) ends holding the image's last 64K: its first four bytes are
   the data's bytes 131068-131071, row 404's plane 1 at x 80-111 (81 bytes a plane, 324 a row),
   where dots of colour 2 at x 80, 95 and 111 make 80 01 00 01; putimage then reads that header.
   TC 2.0 in DOSBox printed FARBIG.out: the offset, the four bytes, a pixel put back. */
#include <graphics.h>
#include <alloc.h>
#include <stdio.h>
#include <dos.h>

int main(void)
{
    int gd = DETECT, gm, i, h[4], p;
    unsigned off;
    char far *b;
    initgraph(&gd, &gm, "");
    putpixel(80, 404, 2);
    putpixel(95, 404, 2);
    putpixel(111, 404, 2);
    putpixel(200, 300, 12);
    b = farmalloc(imagesize(0, 0, 640, 480));
    off = FP_OFF(b);
    getimage(0, 0, 640, 480, b);
    for (i = 0; i < 4; i++) h[i] = b[i] & 255;
    cleardevice();
    putimage(0, 0, b, COPY_PUT);
    p = getpixel(0, 0);
    closegraph();
    printf("%04X %02X %02X %02X %02X %d", off, h[0], h[1], h[2], h[3], p);
    return 0;
}
