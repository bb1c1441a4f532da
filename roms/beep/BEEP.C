/* BEEP.C: a scale, then a tone per key (the PC speaker); roms/beep ports it line by line */
#include <conio.h>
#include <dos.h>
#include <graphics.h>

int scale[] = { 262, 294, 330, 349, 392, 440, 494, 523 };

void main()
{
    int gd = DETECT, gm, i, key;

    initgraph(&gd, &gm, "c:\\tc\\");
    outtextxy(8, 8, "BEEP: any key plays a tone (A-Z: its own pitch), Esc quits");
    for (i = 0; i < 8; i++) {
        sound(scale[i]);
        delay(120);
    }
    nosound();
    while ((key = getch()) != 27) {
        sound(key >= 'a' && key <= 'z' ? 200 + (key - 'a') * 40 : 880);
        delay(80);
        nosound();
    }
    closegraph();
}
