/**
 * ES as TC 2.0's library leaves it. Small-model code never sets ES for its own data, so a call
 * that stores through ES (swab: CS.LIB's SWAB is lodsw from DS:SI, xchg, stosw to ES:DI) stores
 * where the last call that loaded ES left it: C0's start leaves C000h (the video BIOS's ROM, which
 * takes no writes), the string and memory calls written in assembler load DS, far memory the
 * segment it reaches (peekb(0xB800, …) → B800h). A swab after the scene's screen read in textgen13
 * stores on the screen, not in the program's array (42 of its 332 programs).
 *
 * Measured (test/fixtures/library-es: ESA–ESD, ES set to 1234h before each call and read after it):
 * the calls below load DS; those not named keep ES (malloc, free, coreleft, farcoreleft, sbrk,
 * strtol … atol, ecvt, fcvt, gcvt, itoa, ltoa, ultoa, memicmp, strupr, strlwr, strtok, strspn,
 * strcspn, strpbrk, strchr, swab itself, sprintf, fprintf, printf, sscanf of every conversion,
 * fputc, fopen, fclose, remove, signal, raise, srand, rand, random, abs, labs, _rotl, _lrotl,
 * window, textattr, textcolor, clrscr, clreol, gotoxy, wherex, wherey, cprintf, kbhit, sqrt).
 * A far pointer's dereference loads its segment (far.ts; ESD: B800h, B900h, B000h, DS for a far
 * pointer to the data segment), conio's direct video B800h (library-conio.ts).
 * Not modelled: farfree's and farrealloc's ES (a block of TC's far heap their walk touched last,
 * ESB), a failing farmalloc's (its first block), a struct assignment's (DS:
 * TCC's code), and TCC's `*(char far *)array`, which reads through DS and keeps ES (ESA).
 */
import { DS_SEGMENT, VIDEO_BIOS_SEGMENT, type DataSegment } from './memory.ts';

type Binding = (...args: number[]) => any;

/** The calls that leave ES = DS (ESA–ESC): CS.LIB's assembler string and memory routines, and the calls made of them. */
const LOADS_DS = [
  'memmove', 'memcpy', 'movmem', 'setmem', 'memset', 'memccpy', 'memchr', 'memcmp',
  'strncpy', 'strncat', 'strnset', 'strset', 'strrev', 'stpcpy', 'strcpy', 'strstr', 'strcmpi', 'stricmp', 'strnicmp',
  'strcmp', 'strncmp', 'strrchr', 'strlen', 'strcat', 'strdup', 'fputs', 'puts', 'setjmp', 'longjmp',
  'spawnlp', 'spawnv', 'execl', 'execlp', 'execv', 'putenv', 'getenv', 'time', 'qsort', 'farcalloc',
] as const;

/**
 * ES as the start-up leaves it for main: conio's start-up routine (CS.LIB's CRTINIT, linked with
 * any conio call) reads the video BIOS and leaves C000h; without it C0 leaves DS (probes ESC and
 * ESF, ES0 and the stack's PV: the first statement's `_ES`).
 */
export const esAtStart = (linked: readonly string[]): number => (linked.includes('CRTINIT') ? VIDEO_BIOS_SEGMENT : DS_SEGMENT);

/** Wraps `lib`'s calls so that each leaves ES as TC's does. */
export function leaveEs(D: DataSegment, lib: Record<string, Binding>): void {
  const wrap = (name: string, es: (args: number[], r: unknown) => number | null): void => {
    const call = lib[name];
    if (!call) return;
    lib[name] = (...a) => {
      const r = call(...a);
      const seg = es(a, r);
      if (seg !== null) D.loadEs(seg);
      return r;
    };
  };
  for (const name of LOADS_DS) wrap(name, () => DS_SEGMENT);
  // calloc and realloc by memset and memcpy, when they hand out a block (ESA, ESD: realloc of NULL,
  // to fewer, as many and more bytes DS; to 0 bytes, or failing, and calloc(0, 5) or failing kept)
  for (const name of ['calloc', 'realloc']) wrap(name, (_, r) => (r !== 0 ? DS_SEGMENT : null));
  // spawnl: DS, but P_NOWAIT (1), which fails at once with EINVAL, keeps ES (ESC)
  wrap('spawnl', ([mode]) => (mode === 1 ? null : DS_SEGMENT));
  // textmode: the video BIOS's segment (ESC)
  wrap('textmode', () => VIDEO_BIOS_SEGMENT);
  // movedata: the destination's segment (ESD: to B800h B800h, to DS DS)
  wrap('movedata', ([, , seg]) => seg!);
  // peek, peekb, poke and pokeb are dos.h's macros of a far pointer: ES is their segment (ESB)
  for (const name of ['peek', 'peekb', 'poke', 'pokeb']) wrap(name, ([seg]) => seg!);
  // farmalloc leaves ES at the block it hands out (ESB: 153Bh for 153B:0008), or as it was for 0 bytes
  wrap('farmalloc', (_, r) => ((r as number) >>> 16 === 0 ? null : (r as number) >>> 16));
}
