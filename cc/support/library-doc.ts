/**
 * docs/LIBRARY.md, generated so that it cannot drift: every name Turbo C 2.0's headers define
 * (the list below: names only, read from TC 2.0's INCLUDE directory, no text of it), by header,
 * with what the machine has of it — declared by our header (headers.ts), bound to the library
 * (library*.ts), and checked against the real TC 2.0 by the library check (test/e2e/libcheck).
 * test/unit/library-doc.test.ts compares the file with `libraryDoc()`.
 */
import { HEADERS } from '../front/headers.ts';
import { libraryNames } from './library.ts';

/** TC 2.0's names by header (functions, macros, types, constants, globals; `struct_x` is `struct x`). */
export const TC_LIBRARY: Readonly<Record<string, string>> = {
  'alloc.h': 'NULL brk calloc coreleft farcalloc farcoreleft farfree farmalloc farrealloc free malloc ptrdiff_t realloc sbrk size_t',
  'assert.h': 'assert',
  'bios.h': 'bioscom biosdisk biosequip bioskey biosmemory biosprint biostime',
  'conio.h': 'BLACK BLINK BLUE BROWN BW40 BW80 C40 C80 CYAN DARKGRAY GREEN LASTMODE LIGHTBLUE LIGHTCYAN LIGHTGRAY LIGHTGREEN LIGHTMAGENTA LIGHTRED MAGENTA MONO RED WHITE YELLOW cgets clreol clrscr cprintf cputs cscanf delline directvideo getch getche getpass gettext gettextinfo gotoxy highvideo insline kbhit lowvideo movetext normvideo putch puttext textattr textbackground textcolor textmode ungetch wherex wherey window struct_text_info',
  'ctype.h': '_ctype _tolower _toupper isalnum isalpha isascii iscntrl isdigit isgraph islower isprint ispunct isspace isupper isxdigit toascii tolower toupper',
  'dir.h': 'DIRECTORY DRIVE EXTENSION FILENAME MAXDIR MAXDRIVE MAXEXT MAXFILE MAXPATH WILDCARDS chdir findfirst findnext fnmerge fnsplit getcurdir getcwd getdisk mkdir mktemp rmdir searchpath setdisk struct_ffblk',
  'dos.h': 'FA_ARCH FA_DIREC FA_HIDDEN FA_LABEL FA_RDONLY FA_SYSTEM FP_OFF FP_SEG MK_FP NFDS _doserrno _heaplen _osmajor _osminor _psp _stklen _version absread abswrite allocmem bdos bdosptr country ctrlbrk delay disable dosexterr dostounix drive enable environ freemem geninterrupt getcbrk getdate getdfree getdta getfat getfatd getpsp getswitchar gettime getvect getverify harderr hardresume hardretn inp inport inportb int86 int86x intdos intdosx intr keep nosound outp outport outportb parsfnm peek peekb poke pokeb randbrd randbwr segread setblock setcbrk setdate setdta setswitchar settime setvect setverify sleep sound unixtodos unlink struct_BYTEREGS struct_DOSERROR struct_REGPACK struct_SREGS struct_WORDREGS struct_country struct_date struct_devhdr struct_dfree struct_fatinfo struct_fcb struct_time struct_xfcb union_REGS',
  'errno.h': 'E2BIG EACCES EAGAIN EBADF EBUSY ECHILD ECONTR ECURDIR EDOM EEXIST EFAULT EFBIG EINTR EINVACC EINVAL EINVDAT EINVDRV EINVENV EINVFMT EINVFNC EINVMEM EIO EISDIR EMFILE EMLINK ENFILE ENMFILE ENODEV ENOENT ENOEXEC ENOFILE ENOMEM ENOPATH ENOSPC ENOTBLK ENOTDIR ENOTSAM ENOTTY ENXIO EPERM EPIPE ERANGE EROFS ESPIPE ESRCH ETXTBSY EUCLEAN EXDEV EZERO _doserrno errno',
  'fcntl.h': 'O_APPEND O_BINARY O_CHANGED O_CREAT O_DENYALL O_DENYNONE O_DENYREAD O_DENYWRITE O_DEVICE O_EXCL O_NOINHERIT O_RDONLY O_RDWR O_TEXT O_TRUNC O_WRONLY _fmode',
  'float.h': 'CW_DEFAULT DBL_DIG DBL_EPSILON DBL_MANT_DIG DBL_MAX DBL_MAX_10_EXP DBL_MAX_EXP DBL_MIN DBL_MIN_10_EXP DBL_MIN_EXP EM_DENORMAL EM_INEXACT EM_INVALID EM_OVERFLOW EM_UNDERFLOW EM_ZERODIVIDE FLT_DIG FLT_EPSILON FLT_GUARD FLT_MANT_DIG FLT_MAX FLT_MAX_10_EXP FLT_MAX_EXP FLT_MIN FLT_MIN_10_EXP FLT_MIN_EXP FLT_NORMALIZE FLT_RADIX FLT_ROUNDS FPE_EXPLICITGEN FPE_INEXACT FPE_INTDIV0 FPE_INTOVFLOW FPE_INVALID FPE_OVERFLOW FPE_UNDERFLOW FPE_ZERODIVIDE IC_AFFINE IC_PROJECTIVE ILL_EXECUTION ILL_EXPLICITGEN LDBL_DIG LDBL_EPSILON LDBL_MANT_DIG LDBL_MAX LDBL_MAX_10_EXP LDBL_MAX_EXP LDBL_MIN LDBL_MIN_10_EXP LDBL_MIN_EXP MCW_EM MCW_IC MCW_PC MCW_RC PC_24 PC_53 PC_64 RC_CHOP RC_DOWN RC_NEAR RC_UP SEGV_BOUND SEGV_EXPLICITGEN SW_DENORMAL SW_INEXACT SW_INVALID SW_OVERFLOW SW_UNDERFLOW SW_ZERODIVIDE _clear87 _control87 _fpreset _status87',
  'graphics.h': 'AND_PUT ATT400 ATT400C0 ATT400C1 ATT400C2 ATT400C3 ATT400HI ATT400MED ATT_driver ATT_driver_far BKSLASH_FILL BLACK BLUE BOTTOM_TEXT BROWN CENTER_LINE CENTER_TEXT CGA CGAC0 CGAC1 CGAC2 CGAC3 CGAHI CGA_BROWN CGA_CYAN CGA_GREEN CGA_LIGHTCYAN CGA_LIGHTGRAY CGA_LIGHTGREEN CGA_LIGHTMAGENTA CGA_LIGHTRED CGA_MAGENTA CGA_RED CGA_WHITE CGA_YELLOW CGA_driver CGA_driver_far CLOSE_DOT_FILL COPY_PUT CURRENT_DRIVER CYAN DARKGRAY DASHED_LINE DEFAULT_FONT DETECT DOTTED_LINE EGA EGA64 EGA64HI EGA64LO EGAHI EGALO EGAMONO EGAMONOHI EGAVGA_driver EGAVGA_driver_far EGA_BLACK EGA_BLUE EGA_BROWN EGA_CYAN EGA_DARKGRAY EGA_GREEN EGA_LIGHTBLUE EGA_LIGHTCYAN EGA_LIGHTGRAY EGA_LIGHTGREEN EGA_LIGHTMAGENTA EGA_LIGHTRED EGA_MAGENTA EGA_RED EGA_WHITE EGA_YELLOW EMPTY_FILL GOTHIC_FONT GREEN HATCH_FILL HERCMONO HERCMONOHI HORIZ_DIR Herc_driver Herc_driver_far IBM8514 IBM8514HI IBM8514LO IBM8514_driver IBM8514_driver_far INTERLEAVE_FILL LEFT_TEXT LIGHTBLUE LIGHTCYAN LIGHTGRAY LIGHTGREEN LIGHTMAGENTA LIGHTRED LINE_FILL LTBKSLASH_FILL LTSLASH_FILL MAGENTA MAXCOLORS MCGA MCGAC0 MCGAC1 MCGAC2 MCGAC3 MCGAHI MCGAMED NORM_WIDTH NOT_PUT OR_PUT PC3270 PC3270HI PC3270_driver PC3270_driver_far RED RIGHT_TEXT SANS_SERIF_FONT SLASH_FILL SMALL_FONT SOLID_FILL SOLID_LINE THICK_WIDTH TOP_TEXT TRIPLEX_FONT USERBIT_LINE USER_CHAR_SIZE USER_FILL VERT_DIR VGA VGAHI VGALO VGAMED WHITE WIDE_DOT_FILL XHATCH_FILL XOR_PUT YELLOW arc bar bar3d circle cleardevice clearviewport closegraph detectgraph drawpoly ellipse fillellipse fillpoly floodfill getarccoords getaspectratio getbkcolor getcolor getdefaultpalette getdrivername getfillpattern getfillsettings getgraphmode getimage getlinesettings getmaxcolor getmaxmode getmaxx getmaxy getmodename getmoderange getpalette getpalettesize getpixel gettextsettings getviewsettings getx gety gothic_font gothic_font_far grError grFileNotFound grFontNotFound grIOerror grInvalidDriver grInvalidFont grInvalidFontNum grInvalidMode grInvalidVersion grNoFloodMem grNoFontMem grNoInitGraph grNoLoadMem grNoScanMem grNotDetected grOk graphdefaults grapherrormsg graphresult imagesize initgraph installuserdriver installuserfont line linerel lineto moverel moveto outtext outtextxy pieslice putimage putpixel rectangle registerbgidriver registerbgifont registerfarbgidriver registerfarbgifont restorecrtmode sansserif_font sansserif_font_far sector setactivepage setallpalette setaspectratio setbkcolor setcolor setfillpattern setfillstyle setgraphbufsize setgraphmode setlinestyle setpalette setrgbpalette settextjustify settextstyle setusercharsize setviewport setvisualpage setwritemode small_font small_font_far textheight textwidth triplex_font triplex_font_far struct_arccoordstype struct_fillsettingstype struct_linesettingstype struct_palettetype struct_pointtype struct_textsettingstype struct_viewporttype',
  'io.h': 'HANDLE_MAX SEEK_CUR SEEK_END SEEK_SET _chmod _close _creat _open _read _write access chmod chsize close creat creatnew creattemp dup dup2 eof filelength getftime ioctl isatty lock lseek open read setftime setmode sopen tell umask unlink unlock write struct_ftime',
  'limits.h': 'CHAR_BIT CHAR_MAX CHAR_MIN INT_MAX INT_MIN LONG_MAX LONG_MIN SCHAR_MAX SCHAR_MIN SHRT_MAX SHRT_MIN UCHAR_MAX UINT_MAX ULONG_MAX USHRT_MAX',
  'math.h': 'DOMAIN EDOM ERANGE HUGE_VAL M_1_PI M_1_SQRTPI M_2_PI M_2_SQRTPI M_E M_LN10 M_LN2 M_LOG10E M_LOG2E M_PI M_PI_2 M_PI_4 M_SQRT2 M_SQRT_2 OVERFLOW PLOSS SING TLOSS UNDERFLOW _matherr abs acos asin atan atan2 atof cabs ceil cos cosh exp fabs floor fmod frexp hypot labs ldexp log log10 matherr modf poly pow pow10 sin sinh sqrt tan tanh struct_complex struct_exception',
  'mem.h': 'NULL memccpy memchr memcmp memcpy memicmp memmove memset movedata movmem ptrdiff_t setmem size_t',
  'process.h': 'P_NOWAIT P_OVERLAY P_WAIT _exit _psp abort execl execle execlp execlpe execv execve execvp execvpe exit getpid spawnl spawnle spawnlp spawnlpe spawnv spawnve spawnvp spawnvpe system',
  'setjmp.h': 'j_sp longjmp setjmp',
  'share.h': 'SH_COMPAT SH_DENYNO SH_DENYNONE SH_DENYRD SH_DENYRW SH_DENYWR',
  'signal.h': 'SIGABRT SIGBREAK SIGFPE SIGILL SIGINT SIGSEGV SIGTERM SIGUSR1 SIGUSR2 SIGUSR3 SIG_ACK SIG_DFL SIG_ERR SIG_IGN SIG_SGE raise sig_atomic_t signal',
  'stdarg.h': 'va_arg va_end va_list va_start',
  'stddef.h': 'NULL errno ptrdiff_t size_t',
  'stdio.h': 'BUFSIZ EOF L_ctermid L_tmpnam NULL OPEN_MAX SEEK_CUR SEEK_END SEEK_SET SYS_OPEN TMP_MAX _streams _strerror clearerr fclose fcloseall fdopen feof ferror fflush fgetc fgetchar fgetpos fgets fileno flushall fopen fpos_t fprintf fputc fputchar fputs fread freopen fscanf fseek fsetpos ftell fwrite getc getchar gets getw perror printf putc putchar puts putw remove rename rewind scanf setbuf setvbuf size_t sprintf sscanf stdaux stderr stdin stdout stdprn strerror tmpfile tmpnam ungetc unlink vfprintf vfscanf vprintf vscanf vsprintf vsscanf',
  'stdlib.h': 'EXIT_FAILURE EXIT_SUCCESS NULL RAND_MAX _doserrno _exit _fmode _lrotl _lrotr _osmajor _osminor _psp _rotl _rotr _version abort abs atexit atof atoi atol bsearch calloc div ecvt environ errno exit fcvt free gcvt getenv itoa labs ldiv lfind lsearch ltoa malloc max min putenv qsort rand random randomize realloc size_t srand strtod strtol strtoul swab sys_errlist sys_nerr system ultoa',
  'string.h': '_strerror memccpy memchr memcmp memcpy memicmp memmove memset movedata size_t stpcpy strcat strchr strcmp strcmpi strcpy strcspn strdup strerror stricmp strlen strlwr strncat strncmp strncmpi strncpy strnicmp strnset strpbrk strrchr strrev strset strspn strstr strtok strupr',
  'time.h': 'CLK_TCK asctime clock clock_t ctime daylight difftime gmtime localtime stime time time_t timezone tzset struct_tm',
  'values.h': 'BITSPERBYTE DMAXEXP DMAXPOWTWO DMINEXP DSIGNIF FMAXEXP FMAXPOWTWO FMINEXP FSIGNIF HIBITI HIBITL HIBITS HIDDENBIT LN_MAXDOUBLE LN_MINDOUBLE MAXDOUBLE MAXFLOAT MAXINT MAXLONG MAXSHORT MINDOUBLE MINFLOAT',
  'sys/stat.h': 'S_IEXEC S_IFBLK S_IFCHR S_IFDIR S_IFIFO S_IFMT S_IFREG S_IREAD S_IWRITE fstat stat struct_stat',
  'sys/timeb.h': 'ftime struct_timeb',
  'sys/types.h': 'time_t',};

/** Headers another part of the machine owns the fidelity of (graphics.h: the BGI; conio.h: the text console). */
const ELSEWHERE: Readonly<Record<string, string>> = {
  'graphics.h': 'graphics.h is the BGI, held to DOSBox captures pixel for pixel (docs/FIDELITY.md).',
  'conio.h': 'conio.h is the text console (runtime/tc/conio.ts).',
};

const word = (text: string, name: string): boolean => new RegExp(`(^|[^A-Za-z0-9_])${name}([^A-Za-z0-9_]|$)`).test(text);

/** What the library check's fixtures add up to (test/support/libcheck.ts reads them). */
export interface CheckCounts {
  /** One sentence: results and programs that agree byte for byte. */
  summary: string;
  rows: readonly { name: string; lines: number; same: number }[];
}

/**
 * The checks of graphics.h against DOSBox other than the library check, as the column names them:
 * each source's label and where its programs are.
 */
export const GRAPHICS_CHECKS = {
  'BGI probes': 'test/fixtures/bgi-oracle/*.C (test/e2e/bgi-probes)',
  PRIMS3: 'roms/prims3, PRIMS3.C ported (test/e2e/prims3-oracle, cc-prims3)',
  scenes: 'the scene generator, tools/oracle/generate.ts (test/e2e/oracle-gen)',
} as const;
export type GraphicsCheck = keyof typeof GRAPHICS_CHECKS;

/**
 * The names the library generator's version 16 (tools/oracle/textgen16.ts: those versions 4–15 call
 * least) calls on generated arguments, every program held to DOSBox's output: their column says so.
 */
const GENERATOR16 = new Set(('farcalloc coreleft bioscom biosprint biosdisk biosequip biosmemory getdta setdta getpsp getverify setverify ' +
  'getcbrk setcbrk getswitchar bdos intdos country dosexterr searchpath sopen lock unlock umask setmode chsize ioctl signal raise ' +
  'itoa ltoa ultoa _rotl _rotr _lrotl _lrotr swab lfind lsearch srand rand random atoi atol stricmp strcmpi strncmpi strnicmp memicmp ' +
  'strtok strspn strcspn strpbrk strrev strset strnset hypot poly frexp modf ldexp fmod atan2 pow10 cabs floor ceil fabs tanh tzset ' +
  'timezone daylight asctime tmpnam rename remove fdopen ferror fgetpos fsetpos').split(' '));

/**
 * The document; `checked` holds the names the library check's programs use, `counts` what they
 * agree in, `graphics` the graphics.h names the other checks call, by name.
 */
export function libraryDoc(checked: ReadonlySet<string>, counts: CheckCounts, graphics: ReadonlyMap<string, readonly GraphicsCheck[]> = new Map()): string {
  const bound = libraryNames();
  const out: string[] = [
    '# The Turbo C 2.0 library on mode12h',
    '',
    'Generated by `cc/support/library-doc.ts` (test/unit/library-doc.test.ts fails when this file is not what it generates;',
    '`UPDATE_DOCS=1 node tools/test.mjs unit library-doc` rewrites it). Every name Turbo C 2.0\'s headers define, by',
    'header. **declared**: our header of that name declares it (a macro, type, constant or prototype); **bound**: a',
    'program calling it links, the machine\'s library has it; **checked**: the library check',
    '(`tools/libcheck.mjs`, `test/e2e/libcheck.test.ts`) calls it in programs whose output is compared byte for',
    'byte with what the real Turbo C 2.0 printed in DOSBox. A name with none of these is missing: a program using',
    'it does not compile (`Undefined symbol`). graphics.h\'s names are held to DOSBox pixel for pixel by other checks,',
    'which its column names where the library check does not call a name. **generated 16**: the library generator\'s',
    'version 16 (`tools/oracle/textgen16.ts`, docs/FIDELITY.md) calls it too, on generated arguments, each program',
    'held to DOSBox\'s output. The other checks of graphics.h:',
    ...Object.entries(GRAPHICS_CHECKS).map(([label, where]) => `- **${label}**: ${where};`),
    '',
  ];
  let total = 0, have = 0;
  const rows: string[] = [];
  for (const [header, list] of Object.entries(TC_LIBRARY)) {
    const own = HEADERS[header.split('/').pop()!];
    const text = own ?? '';
    rows.push(`## ${header}`, '');
    if (ELSEWHERE[header]) rows.push(ELSEWHERE[header]!, '');
    if (!own) rows.push(`The machine has no ${header}: \`#include <${header}>\` is an error.`, '');
    rows.push('| name | declared | bound | checked |', '|---|---|---|---|');
    for (const raw of list.split(' ').filter((n) => n !== '')) {
      const name = raw.replace(/^(struct|union)_/, '$1 ');
      const plain = name.replace(/^(struct|union) /, '');
      const d = text !== '' && word(text, plain);
      const b = bound.has(plain);
      const c = checked.has(plain) ? (GENERATOR16.has(plain) ? 'yes, generated 16' : 'yes') : header === 'graphics.h' ? (graphics.get(plain) ?? []).join(', ') : '';
      total++;
      if (d || b) have++;
      rows.push(`| \`${name}\` | ${d ? 'yes' : ''} | ${b ? 'yes' : ''} | ${c} |`);
    }
    rows.push('');
  }
  const check = [
    '## The library check',
    '',
    `${counts.summary} A program prints one line a case (CX1 one line a double, AS1, AX1, EX1–EX7 and SG1–SG5 their whole runs,`,
    'each EX and SG ending in the exit status DOS kept); the lines that still differ are listed in',
    '`test/fixtures/libcheck/KNOWN.txt`, which the check holds exact.',
    '',
    '| program | results | agree |',
    '|---|---|---|',
    ...counts.rows.map((r) => `| ${r.name} | ${r.lines} | ${r.same} |`),
    '',
  ];
  out.push(`${have} of ${total} names are there.`, '', ...check, ...rows);
  return out.join('\n');
}
