/* DOODLE.C: draw with the mouse, hear it, keep it on the disk (roms/doodle ports it line by line).
   Left button held: draw. Right click: the next colour, with a beep. S: save DOODLE.PIC (two
   tones). C: clear. Esc: end. A saved picture comes back when the program starts again. */
#include <conio.h>
#include <dos.h>
#include <graphics.h>
#include <stdio.h>
#include <stdlib.h>

/* the canvas: 320x200 in the middle of the screen (imagesize must stay under 64K) */
#define LEFT 160
#define TOP 120
#define RIGHT 479
#define BOTTOM 319

union REGS r;
int color = YELLOW;

int mouse(int fn)
{
    r.x.ax = fn;
    int86(0x33, &r, &r);
    return r.x.ax;
}

void beep(int hz, int ms)
{
    sound(hz);
    delay(ms);
    nosound();
}

void status(char *s)
{
    setfillstyle(SOLID_FILL, BLACK);
    bar(LEFT, BOTTOM + 8, RIGHT, BOTTOM + 16);
    setcolor(color);
    outtextxy(LEFT, BOTTOM + 8, s);
}

/* 1 when DOODLE.PIC was there */
int load(void)
{
    FILE *f;
    unsigned size;
    void *img;

    f = fopen("DOODLE.PIC", "rb");
    if (f == NULL) return 0;
    size = imagesize(LEFT, TOP, RIGHT, BOTTOM);
    img = malloc(size);
    fread(img, 1, size, f);
    fclose(f);
    putimage(LEFT, TOP, img, COPY_PUT);
    free(img);
    return 1;
}

void save(void)
{
    FILE *f;
    unsigned size;
    void *img;
    char s[40];

    size = imagesize(LEFT, TOP, RIGHT, BOTTOM);
    img = malloc(size);
    mouse(2);                   /* the cursor must not be in the picture */
    getimage(LEFT, TOP, RIGHT, BOTTOM, img);
    mouse(1);
    f = fopen("DOODLE.PIC", "wb");
    fwrite(img, 1, size, f);
    fclose(f);
    free(img);
    sprintf(s, "saved DOODLE.PIC, %u bytes", size);
    status(s);
    beep(660, 60);
    beep(880, 60);
}

void main()
{
    int gd = DETECT, gm;
    int k, x, y, lastx = 0, lasty = 0, down = 0;
    char s[20];

    initgraph(&gd, &gm, "c:\\tc\\");
    setcolor(WHITE);
    outtextxy(LEFT, TOP - 24, "DOODLE: left draws, right: colour, S saves, C clears, Esc");
    setcolor(LIGHTGRAY);
    rectangle(LEFT - 1, TOP - 1, RIGHT + 1, BOTTOM + 1);
    status(load() ? "DOODLE.PIC loaded" : "a new picture");
    if (mouse(0) != 0xFFFF) {
        status("no mouse driver");
        getch();
        closegraph();
        return;
    }
    r.x.cx = LEFT; r.x.dx = RIGHT; mouse(7);    /* keep the cursor on the canvas */
    r.x.cx = TOP; r.x.dx = BOTTOM; mouse(8);
    mouse(1);
    for (;;) {
        if (kbhit()) {
            k = getch();
            if (k == 27) break;
            if (k == 's' || k == 'S') save();
            if (k == 'c' || k == 'C') {
                mouse(2);
                setfillstyle(SOLID_FILL, BLACK);
                bar(LEFT, TOP, RIGHT, BOTTOM);
                mouse(1);
            }
        }
        r.x.bx = 1; mouse(5);   /* right-button presses since the last look */
        if (r.x.bx) {
            color = color == WHITE ? DARKGRAY + 1 : color + 1;
            sprintf(s, "colour %d", color);
            status(s);
            beep(440 + color * 40, 30);
        }
        mouse(3);
        x = r.x.cx; y = r.x.dx;
        if (r.x.bx & 1) {
            mouse(2);
            setcolor(color);
            if (down) line(lastx, lasty, x, y);
            else line(x, y, x, y);
            mouse(1);
            lastx = x; lasty = y; down = 1;
        } else down = 0;
        delay(10);
    }
    mouse(2);
    closegraph();
}
