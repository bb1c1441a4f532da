/* HELLO.C: a greeting, a box, a disc and a copy of it (roms/hello ports it line by line) */
#include <conio.h>
#include <graphics.h>
#include <stdlib.h>

void main()
{
    int gd = DETECT, gm;
    void *img;

    initgraph(&gd, &gm, "c:\\tc\\");
    setcolor(YELLOW);
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 2);
    outtextxy(100, 60, "Hello from Turbo C");
    setcolor(WHITE);
    setfillstyle(HATCH_FILL, CYAN);
    bar3d(100, 120, 300, 200, 15, 1);       /* a box with a 3-D side and top */
    setfillstyle(SOLID_FILL, LIGHTRED);
    fillellipse(420, 160, 60, 40);          /* a filled disc, outlined in WHITE */
    img = malloc(imagesize(360, 120, 480, 200));
    getimage(360, 120, 480, 200, img);
    putimage(360, 260, img, XOR_PUT);       /* the disc again, XORed onto the screen below */
    getch();
    closegraph();
}
