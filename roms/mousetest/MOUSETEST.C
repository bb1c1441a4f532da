/* MOUSETEST.C: draw where you click, reading the mouse through INT 33h with int86
   (roms/mousetest ports it line by line). Left: a dot, right: a box, middle: a bar drawn
   under the visible cursor on purpose; the top line shows the position and buttons; a key ends. */
#include <conio.h>
#include <dos.h>
#include <graphics.h>
#include <stdio.h>

union REGS r;
int dots;

int mouse(int fn)
{
    r.x.ax = fn;
    int86(0x33, &r, &r);
    return r.x.ax;
}

/* presses of button since the last call; r.x.cx/dx: where the last one was */
int presses(int button)
{
    r.x.ax = 5;
    r.x.bx = button;
    int86(0x33, &r, &r);
    return r.x.bx;
}

void status(int x, int y, int b)
{
    char s[40];

    mouse(2);                   /* hide while drawing */
    setfillstyle(SOLID_FILL, BLACK);
    bar(8, 20, 300, 28);
    setcolor(YELLOW);
    sprintf(s, "x=%3d y=%3d buttons=%d", x, y, b);
    outtextxy(8, 20, s);
    mouse(1);
}

void main()
{
    int gd = DETECT, gm;
    int x, y, lastx = -1, lasty = -1, lastb = -1;

    initgraph(&gd, &gm, "");
    setcolor(LIGHTGRAY);
    rectangle(0, 0, 639, 479);
    setcolor(WHITE);
    outtextxy(8, 8, "MOUSETEST: left = dot, right = box, middle = bar under the cursor; a key ends");
    if (mouse(0) != 0xFFFF) {
        outtextxy(8, 20, "no mouse driver");
        getch();
        closegraph();
        return;
    }
    mouse(1);                   /* show the cursor */
    while (!kbhit()) {
        if (presses(0)) {
            x = r.x.cx;
            y = r.x.dx;
            mouse(2);
            setfillstyle(SOLID_FILL, (dots++ % 15) + 1);
            bar(x - 2, y - 2, x + 2, y + 2);
            mouse(1);
        }
        if (presses(1)) {
            x = r.x.cx;
            y = r.x.dx;
            mouse(2);
            setcolor(WHITE);
            rectangle(x - 10, y - 10, x + 10, y + 10);
            mouse(1);
        }
        if (presses(2)) {
            setfillstyle(SOLID_FILL, LIGHTGRAY);   /* drawn under the visible cursor, on purpose */
            bar(r.x.cx - 20, r.x.dx - 6, r.x.cx + 20, r.x.dx + 6);
        }
        mouse(3);
        if (r.x.cx != lastx || r.x.dx != lasty || r.x.bx != lastb) {
            lastx = r.x.cx;
            lasty = r.x.dx;
            lastb = r.x.bx;
            status(lastx, lasty, lastb);
        }
        delay(10);
    }
    getch();
    closegraph();
}
