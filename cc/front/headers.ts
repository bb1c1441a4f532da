/**
 * The library's headers as the machine's Turbo C offers them: declarations (prototypes, types,
 * constants, macros) written from Turbo C 2.0's documented interface, for the functions
 * library.ts binds to runtime/tc. A function declared here and not bound there is refused at
 * link time, naming it.
 *
 * `random` and `randomize` are TC 2.0's macros (STDLIB.H), as RANDTAB.C prints their expansion;
 * `max`/`min` are macros too.
 */

import { ERRNO_NAMES } from '../../runtime/tc/errno.ts';
import { FCNTL_NAMES } from '../../runtime/tc/io.ts';
import { STDIO_CONSTANTS } from '../../runtime/tc/stdio-stream.ts';
import { DOS_CONSTANTS } from '../../runtime/tc/dos.ts';
import { COLOR_NAMES, GRAPHICS_DEFINES, GRAPHICS_ENUMS } from '../../runtime/tc/graphics/constants.ts';

/** `enum tag { NAME = value, … };` for a table of an enum's names. */
const enumOf = (tag: string, table: Readonly<Record<string, number>>): string =>
  `enum ${tag} { ${Object.entries(table).map(([name, v]) => `${name} = ${v}`).join(', ')} };`;

/** `#define NAME value` for each entry of a table of a header's constants. */
const defines = (table: Readonly<Record<string, number>>): string =>
  Object.entries(table).map(([name, v]) => `#define ${name} ${v < 0 ? `(${v})` : v > 0x7fff && v <= 0xffff ? `0x${v.toString(16).toUpperCase()}` : v}`).join('\n');

/** ptrdiff_t, which stddef.h, alloc.h and mem.h declare. */
const PTRDIFF = `#ifndef _PTRDIFF_T
#define _PTRDIFF_T
typedef int ptrdiff_t;
#endif`;

/** The DOS version the program runs under, which stdlib.h and dos.h both name (DOSBox 0.74 says 5.0: oracle P5). */
const DOS_VERSION = `#ifndef __OSVER_DEF_
#define __OSVER_DEF_
extern unsigned char _osmajor;
extern unsigned char _osminor;
extern unsigned _version;
#endif`;

/** The default text/binary mode of open and fopen, which stdlib.h and fcntl.h both name. */
const FMODE = `#ifndef __FMODE_DEF_
#define __FMODE_DEF_
extern int _fmode;
#endif`;

/** errno, which errno.h, stddef.h and stdlib.h name. */
const ERRNO_VAR = `#ifndef __ERRNO_VAR_DEF_
#define __ERRNO_VAR_DEF_
extern int errno;
#endif`;

/** time_t, which time.h and sys/types.h declare. */
const TIME_T = `#ifndef _TIME_T
#define _TIME_T
typedef long time_t;
#endif`;

/** The library's variables that say where the program is, which stdlib.h, dos.h and process.h name. */
const PSP = `#ifndef __PSP_DEF_
#define __PSP_DEF_
extern unsigned _psp;
#endif`;

/** The DOS error code behind errno (errno.h, stdlib.h, dos.h). */
const DOSERRNO = `#ifndef __DOSERRNO_DEF_
#define __DOSERRNO_DEF_
extern int _doserrno;
#endif`;

/** The environment as an array of "NAME=value" strings (stdlib.h, dos.h). */
const ENVIRON = `#ifndef __ENVIRON_DEF_
#define __ENVIRON_DEF_
extern char **environ;
#endif`;

/** stdio.h; it includes stdarg.h, as TC 2.0's STDIO.H does (its line 30): va_list with stdio.h alone (corpus C3301's g_printf). */
const STDIO = `
#ifndef __STDIO_DEF_
#define __STDIO_DEF_
typedef unsigned size_t;
#include <stdarg.h>
typedef struct { short level; unsigned flags; char fd; unsigned char hold; short bsize;
  unsigned char *buffer, *curp; unsigned istemp; short token; } FILE;
#define NULL 0
${defines(STDIO_CONSTANTS)}
typedef long fpos_t;
int fgetpos(FILE *stream, fpos_t *pos);
int fsetpos(FILE *stream, const fpos_t *pos);
char *tmpnam(char *s);
FILE *tmpfile(void);
extern FILE _streams[];
#define stdin (&_streams[0])
#define stdout (&_streams[1])
#define stderr (&_streams[2])
#define stdaux (&_streams[3])
#define stdprn (&_streams[4])
#define fileno(f) ((f)->fd)
int scanf(const char *format, ...);
char *gets(char *s);
int fgetchar(void);
int fputchar(int c);
void perror(const char *s);
int setvbuf(FILE *stream, char *buf, int type, size_t size);
void setbuf(FILE *stream, char *buf);
int fcloseall(void);
int flushall(void);
int getw(FILE *stream);
int putw(int w, FILE *stream);
char *strerror(int errnum);
int printf(const char *format, ...);
int sprintf(char *buffer, const char *format, ...);
int puts(const char *s);
int putchar(int c);
int getchar(void);
FILE *fopen(const char *filename, const char *mode);
int fclose(FILE *stream);
int fprintf(FILE *stream, const char *format, ...);
int fputc(int c, FILE *stream);
int fgetc(FILE *stream);
int fputs(const char *s, FILE *stream);
char *fgets(char *s, int n, FILE *stream);
int feof(FILE *stream);
int fflush(FILE *stream);
int remove(const char *filename);
int rename(const char *oldname, const char *newname);
int fscanf(FILE *stream, const char *format, ...);
int sscanf(const char *buffer, const char *format, ...);
size_t fread(void *ptr, size_t size, size_t n, FILE *stream);
size_t fwrite(const void *ptr, size_t size, size_t n, FILE *stream);
int fseek(FILE *stream, long offset, int whence);
long ftell(FILE *stream);
void rewind(FILE *stream);
int ferror(FILE *stream);
void clearerr(FILE *stream);
int getc(FILE *stream);
int putc(int c, FILE *stream);
int ungetc(int c, FILE *stream);
int vprintf(const char *format, void *arglist);
int vsprintf(char *buffer, const char *format, void *arglist);
int vfprintf(FILE *stream, const char *format, void *arglist);
int vscanf(const char *format, void *arglist);
int vsscanf(const char *buffer, const char *format, void *arglist);
int vfscanf(FILE *stream, const char *format, void *arglist);
FILE *fdopen(int handle, char *type);
#endif
`;

const STDLIB = `
#ifndef __STDLIB_DEF_
#define __STDLIB_DEF_
typedef unsigned size_t;
#define NULL 0
#define RAND_MAX 0x7FFF
int rand(void);
void srand(unsigned seed);
#define random(num) (rand() % (num))
#define randomize() srand((unsigned)time(NULL))
#define max(a,b) (((a) > (b)) ? (a) : (b))
#define min(a,b) (((a) < (b)) ? (a) : (b))
int abs(int x);
int __abs__(int x);
#define abs(x) __abs__(x)
long labs(long x);
int atoi(const char *s);
long atol(const char *s);
char *itoa(int value, char *string, int radix);
void *malloc(size_t size);
void *calloc(size_t nitems, size_t size);
void free(void *block);
void exit(int status);
void abort(void);
double atof(const char *s);
double strtod(const char *s, char **endptr);
long strtol(const char *s, char **endptr, int radix);
unsigned long strtoul(const char *s, char **endptr, int radix);
char *ecvt(double value, int ndig, int *dec, int *sign);
char *fcvt(double value, int ndig, int *dec, int *sign);
char *gcvt(double value, int ndec, char *buf);
char *ltoa(long value, char *string, int radix);
char *ultoa(unsigned long value, char *string, int radix);
void qsort(void *base, size_t nelem, size_t width, int (*fcmp)());
void *bsearch(const void *key, const void *base, size_t nelem, size_t width, int (*fcmp)());
void *realloc(void *block, size_t size);
char *getenv(const char *name);
int putenv(const char *name);
typedef void (*atexit_t)(void);
int atexit(atexit_t func);
void *lfind(const void *key, const void *base, size_t *num, size_t width, int (*fcmp)());
void *lsearch(const void *key, void *base, size_t *num, size_t width, int (*fcmp)());
${PTRDIFF}
${FMODE}
${ERRNO_VAR}
${DOS_VERSION}
${PSP}
${DOSERRNO}
${ENVIRON}
int system(const char *command);
void swab(char *from, char *to, int nbytes);
unsigned _rotl(unsigned value, int count);
unsigned _rotr(unsigned value, int count);
unsigned long _lrotl(unsigned long value, int count);
unsigned long _lrotr(unsigned long value, int count);
typedef struct { int quot; int rem; } div_t;
typedef struct { long quot; long rem; } ldiv_t;
div_t div(int numer, int denom);
ldiv_t ldiv(long numer, long denom);
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
char **_syserrlist(void);
int _sys_nerr(void);
#define sys_errlist (_syserrlist())
#define sys_nerr (_sys_nerr())
char *_strerror(const char *s);
#endif
`;

/** The memory calls, which TC 2.0's STRING.H and MEM.H both declare. */
const MEMORY = `#ifndef __MEMORY_DEF_
#define __MEMORY_DEF_
typedef unsigned size_t;
void *memcpy(void *dest, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
void *memmove(void *dest, const void *src, size_t n);
int memcmp(const void *s1, const void *s2, size_t n);
void *memchr(const void *s, int c, size_t n);
int memicmp(const void *s1, const void *s2, size_t n);
void *memccpy(void *dest, const void *src, int c, size_t n);
void movedata(unsigned srcseg, unsigned srcoff, unsigned dstseg, unsigned dstoff, unsigned n);
#endif`;

/** string.h: the memory calls and the string calls, and no NULL (TC 2.0's STRING.H declares none). */
const STRING = `
#ifndef __STRING_DEF_
#define __STRING_DEF_
${MEMORY}
char *strcpy(char *dest, const char *src);
char *strncpy(char *dest, const char *src, size_t n);
char *strcat(char *dest, const char *src);
int strcmp(const char *s1, const char *s2);
int strncmp(const char *s1, const char *s2, size_t n);
size_t strlen(const char *s);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *s1, const char *s2);
size_t strspn(const char *s1, const char *s2);
size_t strcspn(const char *s1, const char *s2);
char *strpbrk(const char *s1, const char *s2);
char *strtok(char *s1, const char *s2);
char *strncat(char *dest, const char *src, size_t maxlen);
int stricmp(const char *s1, const char *s2);
int strcmpi(const char *s1, const char *s2);
int strnicmp(const char *s1, const char *s2, size_t maxlen);
int strncmpi(const char *s1, const char *s2, size_t maxlen);
char *strlwr(char *s);
char *strupr(char *s);
char *strrev(char *s);
char *strset(char *s, int ch);
char *strnset(char *s, int ch, size_t n);
char *strdup(const char *s);
char *stpcpy(char *dest, const char *src);
char *strerror(int errnum);
char *_strerror(const char *s);
#endif
`;

/** mem.h: the memory calls, movmem and setmem, NULL and ptrdiff_t, and none of string.h's string calls (TC 2.0's MEM.H). */
const MEM = `
#ifndef __MEM_DEF_
#define __MEM_DEF_
${MEMORY}
${PTRDIFF}
#define NULL 0
void movmem(void *src, void *dest, unsigned length);
void setmem(void *dest, unsigned length, char value);
#endif
`;

const DOS = `
#ifndef __DOS_DEF_
#define __DOS_DEF_
struct WORDREGS { unsigned int ax, bx, cx, dx, si, di, cflag, flags; };
struct BYTEREGS { unsigned char al, ah, bl, bh, cl, ch, dl, dh; };
union REGS { struct WORDREGS x; struct BYTEREGS h; };
int int86(int intno, union REGS *inregs, union REGS *outregs);
struct SREGS { unsigned int es, cs, ss, ds; };
struct REGPACK { unsigned r_ax, r_bx, r_cx, r_dx, r_bp, r_si, r_di, r_ds, r_es, r_flags; };
typedef struct { char drive; char pattern[13]; char reserved[7]; char attrib; short time; short date; long size; char nameZ[13]; } dosSearchInfo;
int int86x(int intno, union REGS *inregs, union REGS *outregs, struct SREGS *segregs);
void intr(int intno, struct REGPACK *preg);
void segread(struct SREGS *segp);
int intdos(union REGS *inregs, union REGS *outregs);
int intdosx(union REGS *inregs, union REGS *outregs, struct SREGS *segregs);
int bdos(int dosfun, unsigned dosdx, unsigned dosal);
int bdosptr(int dosfun, void *argument, unsigned dosal);
char far *getdta(void);
void setdta(char far *dta);
int getswitchar(void);
void setswitchar(char ch);
struct country { int co_date; char co_curr[5]; char co_thsep[2]; char co_desep[2]; char co_dtsep[2]; char co_tmsep[2];
  char co_currstyle; char co_digits; char co_time; long co_case; char co_dasep[2]; char co_fill[10]; };
struct country *country(int xcode, struct country *cp);
struct DOSERROR { int exterror; char class; char action; char locus; };
int dosexterr(struct DOSERROR *eblkp);
struct fatinfo { char fi_sclus; char fi_fatid; int fi_nclus; int fi_bysec; };
void getfat(unsigned char drive, struct fatinfo *dtable);
void getfatd(struct fatinfo *dtable);
struct fcb { char fcb_drive; char fcb_name[8]; char fcb_ext[3]; short fcb_curblk; short fcb_recsize; long fcb_filsize;
  short fcb_date; char fcb_resv[10]; char fcb_currec; long fcb_random; };
struct xfcb { char xfcb_flag; char xfcb_resv[5]; char xfcb_attr; struct fcb xfcb_fcb; };
char *parsfnm(const char *cmdline, struct fcb *fcb, int opt);
int randbrd(struct fcb *fcb, int rcnt);
int randbwr(struct fcb *fcb, int rcnt);
void __int__(int interruptnum);
#define geninterrupt(i) __int__(i)
struct devhdr { long dh_next; short dh_attr; unsigned short dh_strat; unsigned short dh_inter; char dh_name[8]; };
int absread(int drive, int nsects, int lsect, void *buffer);
int abswrite(int drive, int nsects, int lsect, void *buffer);
void harderr(int (*handler)());
void hardresume(int axret);
void hardretn(int retn);
void ctrlbrk(int (*handler)(void));
void keep(unsigned char status, unsigned size);
int getcbrk(void);
int setcbrk(int cbrkvalue);
int getverify(void);
void setverify(int value);
extern int _8087;
extern int _argc;
extern char **_argv;
${DOS_VERSION}
${PSP}
${DOSERRNO}
${ENVIRON}
unsigned getpsp(void);
int allocmem(unsigned size, unsigned *segp);
int freemem(unsigned segx);
int setblock(unsigned segx, unsigned newsize);
struct time { unsigned char ti_min; unsigned char ti_hour; unsigned char ti_hund; unsigned char ti_sec; };
void delay(unsigned milliseconds);
void sleep(unsigned seconds);
struct date { int da_year; char da_day; char da_mon; };
void getdate(struct date *datep);
void gettime(struct time *timep);
void setdate(struct date *datep);
void settime(struct time *timep);
long dostounix(struct date *d, struct time *t);
void unixtodos(long time, struct date *d, struct time *t);
${defines(DOS_CONSTANTS)}
struct dfree { unsigned df_avail; unsigned df_total; unsigned df_bsec; unsigned df_sclus; };
void getdfree(unsigned char drive, struct dfree *dtable);
int unlink(const char *path);
void sound(unsigned frequency);
void nosound(void);
void outportb(int portid, unsigned char value);
unsigned char inportb(int portid);
void outport(int portid, int value);
int inport(int portid);
void interrupt (*getvect(int interruptno))();
void pokeb(unsigned segment, unsigned offset, char value);
char peekb(unsigned segment, unsigned offset);
void poke(unsigned segment, unsigned offset, int value);
int peek(unsigned segment, unsigned offset);
#define MK_FP(seg,ofs) ((void far *)(((unsigned long)(seg) << 16) | (unsigned)(ofs)))
#define FP_SEG(fp) ((unsigned)((unsigned long)(fp) >> 16))
#define FP_OFF(fp) ((unsigned)(fp))
void setvect(int interruptno, void interrupt (*isr)());
void disable(void);
void enable(void);
#define inp(portid) inportb(portid)
#define outp(portid,v) outportb(portid,v)
#endif
`;

const BIOS = `
#ifndef __BIOS_DEF_
#define __BIOS_DEF_
int bioskey(int cmd);
int biosequip(void);
int biosmemory(void);
int biosprint(int cmd, int abyte, int port);
long biostime(int cmd, long newtime);
int bioscom(int cmd, char abyte, int port);
int biosdisk(int cmd, int drive, int head, int track, int sector, int nsects, void *buffer);
#endif
`;

const DIR = `
#ifndef __DIR_DEF_
#define __DIR_DEF_
struct ffblk { char ff_reserved[21]; char ff_attrib; unsigned ff_ftime; unsigned ff_fdate; long ff_fsize; char ff_name[13]; };
#define WILDCARDS 0x01
#define EXTENSION 0x02
#define FILENAME 0x04
#define DIRECTORY 0x08
#define DRIVE 0x10
#define MAXPATH 80
#define MAXDRIVE 3
#define MAXDIR 66
#define MAXFILE 9
#define MAXEXT 5
int chdir(const char *path);
int findfirst(const char *path, struct ffblk *ffblk, int attrib);
int findnext(struct ffblk *ffblk);
void fnmerge(char *path, const char *drive, const char *dir, const char *name, const char *ext);
int fnsplit(const char *path, char *drive, char *dir, char *name, char *ext);
int getcurdir(int drive, char *directory);
char *getcwd(char *buf, int buflen);
int getdisk(void);
int mkdir(const char *path);
char *mktemp(char *template);
int rmdir(const char *path);
char *searchpath(const char *file);
int setdisk(int drive);
#endif
`;

/** setjmp.h: jmp_buf is TC's ten words (SP, SS, flags, CS, IP, BP, DI, ES, SI, DS). */
const SETJMP = `
#ifndef __SETJMP_DEF_
#define __SETJMP_DEF_
typedef struct { unsigned j_sp, j_ss, j_flag, j_cs, j_ip, j_bp, j_di, j_es, j_si, j_ds; } jmp_buf[1];
int setjmp(jmp_buf jmpb);
void longjmp(jmp_buf jmpb, int retval);
#endif
`;

/** signal.h: the handlers a program installs, called by raise (library-process.ts). */
const SIGNAL = `
#ifndef __SIGNAL_DEF_
#define __SIGNAL_DEF_
typedef int sig_atomic_t;
#define SIG_DFL ((void (*)(int))0)
#define SIG_IGN ((void (*)(int))1)
#define SIG_ERR ((void (*)(int))-1)
#define SIGINT 2
#define SIGILL 4
#define SIGFPE 8
#define SIGSEGV 11
#define SIGTERM 15
#define SIGABRT 22
#ifdef __OS2__
#define SIG_SGE ((void (*)(int))3)
#define SIG_ACK ((void (*)(int))4)
#define SIGUSR1 16
#define SIGUSR2 17
#define SIGUSR3 20
#define SIGBREAK 21
#endif
int raise(int sig);
void (*signal(int sig, void (*func)(int)))(int);
#endif
`;

/** The sixteen colours, which conio.h and graphics.h both declare (either alone gives them). */
const COLORS = `#ifndef __COLORS
#define __COLORS
${enumOf('COLORS', COLOR_NAMES)}
#endif
`;

/** conio.h: TC 2.0's names (no _setcursortype: it came later); `directvideo` is an int the library keeps. */
const CONIO = `
#ifndef __CONIO_DEF_
#define __CONIO_DEF_
struct text_info { unsigned char winleft, wintop, winright, winbottom, attribute, normattr, currmode,
  screenheight, screenwidth, curx, cury; };
enum text_modes { LASTMODE = -1, BW40 = 0, C40, BW80, C80, MONO = 7 };
${COLORS}#define BLINK 128
extern int directvideo;
int getch(void);
int getche(void);
int ungetch(int ch);
int kbhit(void);
int putch(int c);
int cputs(const char *str);
int cprintf(const char *format, ...);
int cscanf(const char *format, ...);
char *cgets(char *str);
char *getpass(const char *prompt);
void clrscr(void);
void clreol(void);
void delline(void);
void insline(void);
void window(int left, int top, int right, int bottom);
void gotoxy(int x, int y);
int wherex(void);
int wherey(void);
void textcolor(int newcolor);
void textbackground(int newcolor);
void textattr(int newattr);
void highvideo(void);
void lowvideo(void);
void normvideo(void);
void textmode(int newmode);
void gettextinfo(struct text_info *r);
int gettext(int left, int top, int right, int bottom, void *destin);
int puttext(int left, int top, int right, int bottom, void *source);
int movetext(int left, int top, int right, int bottom, int destleft, int desttop);
#endif
`;

const GRAPHICS = `
#ifndef __GRAPHX_DEF_
#define __GRAPHX_DEF_
${COLORS}${Object.entries(GRAPHICS_ENUMS).map(([tag, table]) => enumOf(tag, table)).join('\n')}
${defines(GRAPHICS_DEFINES)}
struct arccoordstype { int x, y; int xstart, ystart, xend, yend; };
struct viewporttype { int left, top, right, bottom; int clip; };
struct pointtype { int x, y; };
struct palettetype { unsigned char size; signed char colors[MAXCOLORS + 1]; };
struct linesettingstype { int linestyle; unsigned upattern; int thickness; };
struct fillsettingstype { int pattern; int color; };
struct textsettingstype { int font; int direction; int charsize; int horiz; int vert; };
void getarccoords(struct arccoordstype *arccoords);
void getviewsettings(struct viewporttype *viewport);
void getpalette(struct palettetype *palette);
void getfillpattern(char *pattern);
unsigned setgraphbufsize(unsigned bufsize);
int getpalettesize(void);
void setallpalette(struct palettetype *palette);
void getlinesettings(struct linesettingstype *lineinfo);
void getfillsettings(struct fillsettingstype *fillinfo);
void gettextsettings(struct textsettingstype *texttypeinfo);
void getaspectratio(int *xasp, int *yasp);
char *getdrivername(void);
char *getmodename(int mode_number);
int getmaxmode(void);
void getmoderange(int graphdriver, int *lomode, int *himode);
void detectgraph(int *graphdriver, int *graphmode);
void initgraph(int *graphdriver, int *graphmode, char *pathtodriver);
void closegraph(void);
int graphresult(void);
char *grapherrormsg(int errorcode);
void cleardevice(void);
void graphdefaults(void);
int getmaxx(void);
int getmaxy(void);
int getmaxcolor(void);
int getgraphmode(void);
void setgraphmode(int mode);
void restorecrtmode(void);
void setactivepage(int page);
void setvisualpage(int page);
void setcolor(int color);
int getcolor(void);
void setbkcolor(int color);
int getbkcolor(void);
void setpalette(int colornum, int color);
void setrgbpalette(int colornum, int red, int green, int blue);
void putpixel(int x, int y, int color);
unsigned getpixel(int x, int y);
void line(int x1, int y1, int x2, int y2);
void lineto(int x, int y);
void linerel(int dx, int dy);
void moveto(int x, int y);
void moverel(int dx, int dy);
int getx(void);
int gety(void);
void rectangle(int left, int top, int right, int bottom);
void setlinestyle(int linestyle, unsigned upattern, int thickness);
void setwritemode(int mode);
void bar(int left, int top, int right, int bottom);
void bar3d(int left, int top, int right, int bottom, int depth, int topflag);
void setfillstyle(int pattern, int color);
void setfillpattern(char *upattern, int color);
void floodfill(int x, int y, int border);
void circle(int x, int y, int radius);
void arc(int x, int y, int stangle, int endangle, int radius);
void ellipse(int x, int y, int stangle, int endangle, int xradius, int yradius);
void fillellipse(int x, int y, int xradius, int yradius);
void pieslice(int x, int y, int stangle, int endangle, int radius);
void sector(int x, int y, int stangle, int endangle, int xradius, int yradius);
void drawpoly(int numpoints, int *polypoints);
void fillpoly(int numpoints, int *polypoints);
unsigned imagesize(int left, int top, int right, int bottom);
void getimage(int left, int top, int right, int bottom, void far *bitmap);
void putimage(int left, int top, void far *bitmap, int op);
void outtextxy(int x, int y, char *textstring);
void outtext(char *textstring);
void settextjustify(int horiz, int vert);
void settextstyle(int font, int direction, int charsize);
void setusercharsize(int multx, int divx, int multy, int divy);
int textwidth(char *textstring);
int textheight(char *textstring);
void setviewport(int left, int top, int right, int bottom, int clip);
void clearviewport(void);
void setaspectratio(int xasp, int yasp);
struct palettetype *getdefaultpalette(void);
int installuserdriver(char far *name, int huge (*detect)(void));
int installuserfont(char *name);
int registerbgidriver(void (*driver)(void));
int registerfarbgidriver(void far *driver);
int registerbgifont(void (*font)(void));
int registerfarbgifont(void far *font);
void CGA_driver(void);
void EGAVGA_driver(void);
void IBM8514_driver(void);
void Herc_driver(void);
void ATT_driver(void);
void PC3270_driver(void);
void triplex_font(void);
void small_font(void);
void sansserif_font(void);
void gothic_font(void);
int far *_bgifar(int k);
#define CGA_driver_far (_bgifar(0))
#define EGAVGA_driver_far (_bgifar(1))
#define IBM8514_driver_far (_bgifar(2))
#define Herc_driver_far (_bgifar(3))
#define ATT_driver_far (_bgifar(4))
#define PC3270_driver_far (_bgifar(5))
#define triplex_font_far (_bgifar(6))
#define small_font_far (_bgifar(7))
#define sansserif_font_far (_bgifar(8))
#define gothic_font_far (_bgifar(9))
#endif
`;

const MATH = `
#ifndef __MATH_DEF_
#define __MATH_DEF_
double sin(double x);
double cos(double x);
double tan(double x);
double atan(double x);
double atan2(double y, double x);
double sqrt(double x);
double fabs(double x);
double floor(double x);
double ceil(double x);
double pow(double x, double y);
double exp(double x);
double log(double x);
double log10(double x);
double asin(double x);
double acos(double x);
double sinh(double x);
double cosh(double x);
double tanh(double x);
double fmod(double x, double y);
double frexp(double x, int *exponent);
double ldexp(double x, int exponent);
double modf(double x, double *ipart);
double hypot(double x, double y);
double pow10(int p);
double poly(double x, int degree, double coeffs[]);
double atof(const char *s);
int abs(int x);
long labs(long x);
struct complex { double x, y; };
#define cabs(z) (hypot((z).x, (z).y))
#define EDOM ${ERRNO_NAMES.EDOM}
#define ERANGE ${ERRNO_NAMES.ERANGE}
struct exception { int type; char *name; double arg1, arg2, retval; };
typedef enum { DOMAIN = 1, SING, OVERFLOW, UNDERFLOW, TLOSS, PLOSS } _mexcep;
int matherr(struct exception *e);
double _matherr(_mexcep why, char *fun, double *arg1p, double *arg2p, double retval);
#define HUGE_VAL 1.7976931348623157e+308
#define M_E 2.71828182845904523536
#define M_LOG2E 1.44269504088896340736
#define M_LOG10E 0.434294481903251827651
#define M_LN2 0.693147180559945309417
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.785398163397448309116
#define M_1_PI 0.318309886183790671538
#define M_2_PI 0.636619772367581343076
#define M_1_SQRTPI 0.564189583547756286948
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT_2 0.707106781186547524401
#endif
`;

/** time.h: timezone and daylight are the library's (library-time.ts), reached as errno is. */
const TIME = `
#ifndef __TIME_DEF_
#define __TIME_DEF_
${TIME_T}
typedef long clock_t;
#define CLK_TCK 18.2
struct tm { int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst; };
time_t time(time_t *timer);
struct tm *gmtime(const time_t *timer);
struct tm *localtime(const time_t *timer);
char *asctime(const struct tm *tblock);
char *ctime(const time_t *time);
double difftime(time_t time2, time_t time1);
clock_t clock(void);
int stime(time_t *tp);
void tzset(void);
extern long timezone;
extern int daylight;
#endif
`;

const TIMEB = `
#ifndef __TIMEB_DEF_
#define __TIMEB_DEF_
struct timeb { long time; short millitm; short timezone; short dstflag; };
void ftime(struct timeb *buf);
#endif
`;

/** assert.h: TC's message on stderr, then abort (oracle AS1). */
const ASSERT = `
#include <stdio.h>
#include <stdlib.h>
#ifdef NDEBUG
#define assert(p)
#else
#define assert(p) if (!(p)) { fprintf(stderr, "Assertion failed: %s, file %s, line %d\\n", #p, __FILE__, __LINE__); abort(); }
#endif
`;

const LIMITS = `
#ifndef __LIMITS_DEF_
#define __LIMITS_DEF_
#define CHAR_BIT 8
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255U
#define CHAR_MIN 128
#define CHAR_MAX 127
#define SHRT_MIN ((int)0x8000)
#define SHRT_MAX 32767
#define USHRT_MAX 65535U
#define INT_MIN ((int)0x8000)
#define INT_MAX 32767
#define UINT_MAX 65535U
#define LONG_MIN ((long)0x80000000L)
#define LONG_MAX 2147483647L
#define ULONG_MAX 4294967295UL
#endif
`;

/** float.h: the values as TC states them (DBL_MAX is the largest double; FLT_MAX the largest float). */
const FLOAT = `
#ifndef __FLOAT_DEF_
#define __FLOAT_DEF_
#define FLT_RADIX 2
#define FLT_ROUNDS 1
#define FLT_GUARD 1
#define FLT_NORMALIZE 1
#define FLT_DIG 6
#define DBL_DIG 15
#define LDBL_DIG 19
#define FLT_MANT_DIG 24
#define DBL_MANT_DIG 53
#define LDBL_MANT_DIG 64
#define FLT_EPSILON 1.19209290E-07
#define DBL_EPSILON 2.2204460492503131E-16
#define LDBL_EPSILON 1.084202172485504E-19
#define FLT_MIN 1.17549435E-38
#define DBL_MIN 2.2250738585072014E-308
#define LDBL_MIN DBL_MIN
#define FLT_MAX 3.40282347E+38F
#define DBL_MAX 1.7976931348623157E+308
#define LDBL_MAX DBL_MAX
#define FLT_MAX_EXP 128
#define DBL_MAX_EXP 1024
#define LDBL_MAX_EXP 16384
#define FLT_MAX_10_EXP 38
#define DBL_MAX_10_EXP 308
#define LDBL_MAX_10_EXP 4932
#define FLT_MIN_10_EXP (-37)
#define DBL_MIN_10_EXP (-307)
#define LDBL_MIN_10_EXP (-4931)
#define FLT_MIN_EXP (-125)
#define DBL_MIN_EXP (-1021)
#define LDBL_MIN_EXP (-16381)
#define SW_INVALID 0x0001
#define SW_DENORMAL 0x0002
#define SW_ZERODIVIDE 0x0004
#define SW_OVERFLOW 0x0008
#define SW_UNDERFLOW 0x0010
#define SW_INEXACT 0x0020
#define MCW_EM 0x003F
#define EM_INVALID 0x0001
#define EM_DENORMAL 0x0002
#define EM_ZERODIVIDE 0x0004
#define EM_OVERFLOW 0x0008
#define EM_UNDERFLOW 0x0010
#define EM_INEXACT 0x0020
#define MCW_IC 0x1000
#define IC_AFFINE 0x1000
#define IC_PROJECTIVE 0x0000
#define MCW_RC 0x0C00
#define RC_CHOP 0x0C00
#define RC_UP 0x0800
#define RC_DOWN 0x0400
#define RC_NEAR 0x0000
#define MCW_PC 0x0300
#define PC_24 0x0000
#define PC_53 0x0200
#define PC_64 0x0300
#define CW_DEFAULT (RC_NEAR + PC_64 + IC_AFFINE + EM_UNDERFLOW + EM_INEXACT)
#define FPE_INTOVFLOW 126
#define FPE_INTDIV0 127
#define FPE_INVALID 129
#define FPE_ZERODIVIDE 131
#define FPE_OVERFLOW 132
#define FPE_UNDERFLOW 133
#define FPE_INEXACT 134
#define FPE_EXPLICITGEN 140
#define SEGV_BOUND 10
#define SEGV_EXPLICITGEN 11
#define ILL_EXECUTION 20
#define ILL_EXPLICITGEN 21
unsigned int _clear87(void);
unsigned int _control87(unsigned int newcw, unsigned int mask);
void _fpreset(void);
unsigned int _status87(void);
#endif
`;

/** values.h: the older names for the same limits (MAXDOUBLE and its kin are TC's rounded decimals). */
const VALUES = `
#ifndef __VALUES_DEF_
#define __VALUES_DEF_
#define BITSPERBYTE 8
#define MAXSHORT 0x7FFF
#define MAXINT 0x7FFF
#define MAXLONG 0x7FFFFFFFL
#define HIBITS 0x8000
#define HIBITI 0x8000
#define HIBITL 0x80000000
#define DMAXEXP 308
#define FMAXEXP 38
#define DMINEXP (-307)
#define FMINEXP (-37)
#define MAXDOUBLE 1.797693E+308
#define MAXFLOAT 3.37E+38
#define MINDOUBLE 2.225074E-308
#define MINFLOAT 8.43E-37
#define DSIGNIF 53
#define FSIGNIF 24
#define DMAXPOWTWO 0x3FF
#define FMAXPOWTWO 0x7F
#define HIDDENBIT 1
#define LN_MAXDOUBLE 709.78
#define LN_MINDOUBLE (-708.4)
#endif
`;

/**
 * stdarg.h: a va_list points into the arguments the caller pushed (cdecl, the first lowest);
 * each argument takes a word at least, so va_arg steps by the size rounded up to a word.
 * va_start is TC's: `...` is where the unnamed arguments start, and parmN is not used.
 */
const STDARG = `
#ifndef __STDARG_DEF_
#define __STDARG_DEF_
typedef char *va_list;
#define __va_slot(type) ((sizeof(type) + 1) & 0xFFFE)
#define va_start(ap, parmN) ((void)((ap) = ...))
#define va_arg(ap, type) (*(type *)(((ap) += __va_slot(type)) - __va_slot(type)))
#define va_end(ap) ((void)0)
#endif
`;

/** errno is an int the library keeps; C reads and assigns it through the pointer library-stdio.ts gives. */
const ERRNO = `
#ifndef __ERRNO_DEF_
#define __ERRNO_DEF_
${ERRNO_VAR}
${DOSERRNO}
${defines(ERRNO_NAMES)}
#endif
`;

/** stddef.h: the types and NULL the other headers declare too. */
const STDDEF = `
#ifndef __STDDEF_DEF_
#define __STDDEF_DEF_
${PTRDIFF}
typedef unsigned size_t;
#define NULL 0
${ERRNO_VAR}
#endif
`;

/** share.h: DOS's file-sharing modes, for open's access word (TC 2.0's values). */
const SHARE = `
#ifndef __SHARE_DEF_
#define __SHARE_DEF_
#define SH_COMPAT 0x0000
#define SH_DENYRW 0x0010
#define SH_DENYWR 0x0020
#define SH_DENYRD 0x0030
#define SH_DENYNONE 0x0040
#define SH_DENYNO SH_DENYNONE
#endif
`;

const IO = `
#ifndef __IO_DEF_
#define __IO_DEF_
#define HANDLE_MAX 20U
${defines({ SEEK_SET: STDIO_CONSTANTS.SEEK_SET, SEEK_CUR: STDIO_CONSTANTS.SEEK_CUR, SEEK_END: STDIO_CONSTANTS.SEEK_END })}
struct ftime { unsigned ft_tsec : 5; unsigned ft_min : 6; unsigned ft_hour : 5; unsigned ft_day : 5; unsigned ft_month : 4; unsigned ft_year : 7; };
int access(const char *path, int amode);
int unlink(const char *filename);
int _chmod(const char *path, int func, ...);
int chmod(const char *path, int amode);
int chsize(int handle, long size);
int _close(int handle);
int close(int handle);
int _creat(const char *path, int attribute);
int creat(const char *path, int amode);
int creatnew(const char *path, int mode);
int dup(int handle);
int dup2(int oldhandle, int newhandle);
int eof(int handle);
long filelength(int handle);
int isatty(int handle);
int ioctl(int handle, int func, ...);
int lock(int handle, long offset, long length);
int unlock(int handle, long offset, long length);
int creattemp(char *path, int attrib);
long lseek(int handle, long offset, int fromwhere);
int _open(const char *path, int oflags);
int open(const char *path, int access, ...);
int _read(int handle, void *buf, unsigned len);
int read(int handle, void *buf, unsigned len);
int setmode(int handle, int amode);
long tell(int handle);
int _write(int handle, void *buf, unsigned len);
int write(int handle, void *buf, unsigned len);
int getftime(int handle, struct ftime *ftimep);
int setftime(int handle, struct ftime *ftimep);
unsigned umask(unsigned cmask);
#define sopen(path, access, shflag, mode) open(path, (access) | (shflag), mode)
#endif
`;

const FCNTL = `
#ifndef __FCNTL_DEF_
#define __FCNTL_DEF_
${defines(FCNTL_NAMES)}
${FMODE}
#endif
`;

const STAT = `
#ifndef __STAT_DEF_
#define __STAT_DEF_
#define S_IFMT 0xF000
#define S_IFDIR 0x4000
#define S_IFIFO 0x1000
#define S_IFCHR 0x2000
#define S_IFBLK 0x3000
#define S_IFREG 0x8000
#define S_IREAD 0x0100
#define S_IWRITE 0x0080
#define S_IEXEC 0x0040
struct stat { short st_dev; short st_ino; short st_mode; short st_nlink; int st_uid; int st_gid; short st_rdev;
  long st_size; long st_atime; long st_mtime; long st_ctime; };
int fstat(int handle, struct stat *statbuf);
int stat(char *path, struct stat *statbuf);
#endif
`;

/** process.h: the machine runs one program; spawn and exec fail as DOS does when the file is not there. */
const PROCESS = `
#ifndef __PROCESS_DEF_
#define __PROCESS_DEF_
#define P_WAIT 0
#define P_NOWAIT 1
#define P_OVERLAY 2
${PSP}
#define getpid() (_psp)
void abort(void);
void exit(int status);
void _exit(int status);
int system(const char *command);
int execl(char *path, char *arg0, ...);
int execle(char *path, char *arg0, ...);
int execlp(char *path, char *arg0, ...);
int execlpe(char *path, char *arg0, ...);
int execv(char *path, char *argv[]);
int execve(char *path, char *argv[], char **env);
int execvp(char *path, char *argv[]);
int execvpe(char *path, char *argv[], char **env);
int spawnl(int mode, char *path, char *arg0, ...);
int spawnle(int mode, char *path, char *arg0, ...);
int spawnlp(int mode, char *path, char *arg0, ...);
int spawnlpe(int mode, char *path, char *arg0, ...);
int spawnv(int mode, char *path, char *argv[]);
int spawnve(int mode, char *path, char *argv[], char **env);
int spawnvp(int mode, char *path, char *argv[]);
int spawnvpe(int mode, char *path, char *argv[], char **env);
#endif
`;

/** ctype.h: TC's macros over the library's `_ctype` table (library-data.ts), EOF's entry first. */
const CTYPE = `
#ifndef __CTYPE_DEF_
#define __CTYPE_DEF_
#define _IS_SP 1
#define _IS_DIG 2
#define _IS_UPP 4
#define _IS_LOW 8
#define _IS_HEX 16
#define _IS_CTL 32
#define _IS_PUN 64
extern char _ctype[];
#define isalnum(c) (_ctype[(c) + 1] & (_IS_DIG | _IS_UPP | _IS_LOW))
#define isalpha(c) (_ctype[(c) + 1] & (_IS_UPP | _IS_LOW))
#define isascii(c) ((unsigned)(c) < 128)
#define iscntrl(c) (_ctype[(c) + 1] & _IS_CTL)
#define isdigit(c) (_ctype[(c) + 1] & _IS_DIG)
#define isgraph(c) ((c) >= 0x21 && (c) <= 0x7e)
#define islower(c) (_ctype[(c) + 1] & _IS_LOW)
#define isprint(c) ((c) >= 0x20 && (c) <= 0x7e)
#define ispunct(c) (_ctype[(c) + 1] & _IS_PUN)
#define isspace(c) (_ctype[(c) + 1] & _IS_SP)
#define isupper(c) (_ctype[(c) + 1] & _IS_UPP)
#define isxdigit(c) (_ctype[(c) + 1] & (_IS_DIG | _IS_HEX))
#define _toupper(c) ((c) + 'A' - 'a')
#define _tolower(c) ((c) + 'a' - 'A')
#define toascii(c) ((c) & 0x7f)
int tolower(int ch);
int toupper(int ch);
#endif
`;

/**
 * alloc.h: the near heap's calls and the far heap beyond the data segment (runtime/tc/dos-memory.ts),
 * and nothing else of stdlib.h: TC 2.0's ALLOC.H declares brk, calloc, coreleft, free, malloc,
 * realloc and sbrk, ptrdiff_t, size_t and NULL, so with alloc.h alone `exit()` is a call of an
 * undeclared function, which TCC compiles (corpus C3856's linked list: `case '#': exit();`).
 */
const ALLOC = `
#ifndef __ALLOC_DEF_
#define __ALLOC_DEF_
typedef unsigned size_t;
#define NULL 0
${PTRDIFF}
int brk(void *addr);
void *calloc(size_t nitems, size_t size);
unsigned coreleft(void);
void free(void *block);
void *malloc(size_t size);
void *realloc(void *block, size_t size);
void *sbrk(int incr);
#endif
#ifndef __FARHEAP_DEF_
#define __FARHEAP_DEF_
void far *farcalloc(unsigned long nunits, unsigned long unitsz);
unsigned long farcoreleft(void);
void farfree(void far *block);
void far *farmalloc(unsigned long nbytes);
void far *farrealloc(void far *oldblock, unsigned long nbytes);
#endif
`;

/**
 * The library's variables that TC 2.0's headers declare `extern` (its STDLIB.H, DOS.H, ERRNO.H,
 * FCNTL.H, CONIO.H) and mode12h's library keeps beside its own value: each with the function
 * whose answer is the variable's address in the data segment (library-data.ts mirroredInt and
 * the bindings that name them). A use of the global (not a member, a local or a parameter of that
 * name, which a macro would have replaced: `struct timeb`'s `timezone` member, issue #26) reads
 * `*ACCESSOR()` (front/expr-postfix.ts); the global takes no room of the program's.
 */
export const LIBRARY_CELLS: Readonly<Record<string, string>> = {
  errno: '_errnop', _doserrno: '_doserrnop', environ: '_environp', _psp: '_pspp', _fmode: '_fmodep',
  _osmajor: '_osmajorp', _osminor: '_osminorp', _version: '_versionp', directvideo: '_directvideop',
  _8087: '_8087p', _argc: '_argcp', _argv: '_argvp',
};

/**
 * The library functions the headers' macros call (`geninterrupt(i)` is `__int__(i)`, `sys_nerr` is
 * `(_sys_nerr())`…): a program reaches them without naming them, so their prototypes are always
 * kept (headerText). test/unit/cc-headers.test.ts derives this list from the headers' text.
 */
export const CALLED_BY_MACROS: ReadonlySet<string> = new Set([
  '__abs__', '__int__', '_bgifar', '_sys_nerr', '_syserrlist', 'abort', 'access',
  'fprintf', 'hypot', 'inportb', 'line', 'open', 'outportb', 'rand', 'srand', 'time',
]);

/** A letter, digit or underscore. */
const isIdCode = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || (c >= 0x30 && c <= 0x39);

/**
 * The function `text[start, end)` declares when that line is one prototype and nothing else
 * (`int far *getmaxx(void);`: words, spaces and stars, the name, its parameters' parentheses
 * closing just before the line's `;`), or null. No header line continues onto the next
 * (test/unit/cc-headers.test.ts checks it). By character code: a regular expression over the
 * headers' text took half of what leaving the lines out saves, cold.
 */
export function prototypeAt(text: string, start: number, end: number): string | null {
  if (text.charCodeAt(end - 1) !== 0x3b || text.charCodeAt(end - 2) !== 0x29) return null; // );
  let i = start;
  for (let c = text.charCodeAt(i); isIdCode(c) || c === 0x20 || c === 0x2a; c = text.charCodeAt(++i)); // words, spaces, *
  if (i >= end || text.charCodeAt(i) !== 0x28) return null; // (
  let nameStart = i;
  while (nameStart > start && isIdCode(text.charCodeAt(nameStart - 1))) nameStart--;
  if (nameStart === i || text.startsWith('typedef', start)) return null;
  let depth = 0;
  for (let j = i; j < end - 1; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0 && j !== end - 2) return null; // `f(void), g(void);`
    else if (c === 0x3b || c === 0x7b || c === 0x7d) return null; // ; { }
  }
  return depth === 0 ? text.slice(nameStart, i) : null;
}

/**
 * Where in `text` a word that is one of `macros` starts, in order. Each name is looked for with
 * the native `indexOf` and kept where no letter, digit or underscore touches it: taking every
 * word of every prototype line left out and looking it up (a string made per word) cost 3 % of a
 * cold compile of BGIDEMO.C, which defines eleven macros (callgrind: 349 → 338 M instructions;
 * bench figure 11b).
 */
function macroWords(text: string, macros: ReadonlySet<string>): number[] {
  const isWord = (m: string): boolean => {
    for (let i = 0; i < m.length; i++) if (!isIdCode(m.charCodeAt(i))) return false;
    return m.length > 0;
  };
  const at: number[] = [];
  for (const m of macros) {
    if (!isWord(m)) continue; // a word of the text is all letters, digits and underscores
    for (let i = text.indexOf(m); i >= 0; i = text.indexOf(m, i + 1)) {
      if (!isIdCode(text.charCodeAt(i - 1)) && !isIdCode(text.charCodeAt(i + m.length))) at.push(i);
    }
  }
  return at.sort((a, b) => a - b);
}

/**
 * A built-in header's text with the prototypes of the functions a program cannot reach left out
 * (each line left empty, so that every other line keeps its number). A prototype only declares:
 * a function nobody names links nothing and changes no other declaration, so leaving it out
 * changes nothing the program does; `reached` says which names the program's text (and the
 * headers' macros, CALLED_BY_MACROS) can reach. Most of a header is prototypes of functions a
 * program never calls (BGIDEMO.C's seven headers: 7.8 of their 20.5 KB), and each was tokenized,
 * preprocessed and parsed at every compile, cold in the page. A line naming one of `macros`
 * (the program's own, defined before its `#include`: `#define x 1` makes `void moveto(int x, int
 * y);` an error) is kept, to fail as it did.
 */
export function headerText(text: string, reached: (name: string) => boolean, macros: ReadonlySet<string>): string {
  let out = '';
  let from = 0; // the start of the text not yet copied to out
  const words = macros.size === 0 ? [] : macroWords(text, macros);
  let w = 0; // the first of words not before this line
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    while (w < words.length && words[w]! < start) w++;
    const namesMacro = w < words.length && words[w]! < end;
    const name = prototypeAt(text, start, end);
    if (name !== null && !reached(name) && !CALLED_BY_MACROS.has(name) && !namesMacro) {
      out += text.slice(from, start);
      from = end;
    }
    start = end + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * TC 2.0's headers all but assert.h and sys/types.h define `_Cdecl` (`cdecl`, __STDC__ being 0),
 * and programs that copied a prototype out of one write it (corpus C2691's `void _Cdecl
 * clrscr(void);`).
 */
const CDECL = '#define _Cdecl cdecl\n';

/** Built-in header text by lower-case file name. */
export const HEADERS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries({
  'stdio.h': STDIO,
  'stdlib.h': STDLIB,
  'string.h': STRING,
  'mem.h': MEM,
  'dos.h': DOS,
  'bios.h': BIOS,
  'conio.h': CONIO,
  'graphics.h': GRAPHICS,
  'math.h': MATH,
  'time.h': TIME,
  'process.h': PROCESS,
  'errno.h': ERRNO,
  'stdarg.h': STDARG,
  'io.h': IO,
  'alloc.h': ALLOC,
  'ctype.h': CTYPE,
  'assert.h': ASSERT,
  'limits.h': LIMITS,
  'float.h': FLOAT,
  'values.h': VALUES,
  'timeb.h': TIMEB,
  'dir.h': DIR,
  'signal.h': SIGNAL,
  'fcntl.h': FCNTL,
  'setjmp.h': SETJMP,
  'stddef.h': STDDEF,
  'share.h': SHARE,
  // sys/stat.h and sys/timeb.h: the preprocessor looks a header up by its last name
  'stat.h': STAT,
  'types.h': TIME_T,
}).map(([name, text]) => [name, name === 'assert.h' || name === 'types.h' ? text : CDECL + text]));
