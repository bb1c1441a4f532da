/**
 * Generated programs on DOS itself, version 3 of the PC generator (programs `PD00001.C` …;
 * docs/ORACLE.md "DOS itself"): what real programs do through INT 21h and dos.h, io.h, dir.h and
 * process.h, in scenes whose outcome DOSBox fixes whatever its speed and whatever its host folder
 * (no host clock, no host file times, directory entries sorted before they are printed) —
 *
 * - `sys`: 30h and _osmajor/_version, 19h/0Eh and getdisk/setdisk, 33h and getcbrk/setcbrk,
 *   54h/2Eh and getverify/setverify, 37h, 62h/51h and getpsp/_psp, functions DOS does not have;
 * - `date`: 2Bh/2Dh with valid and invalid dates and times, then 2Ah/2Ch (the hour and minute
 *   only), setdate/getdate, settime/gettime; the date and time put back at the program's end;
 * - `hand`: handles at the register level: 3Ch–46h, 41h, 43h, 56h, 57h, 5Ah, 5Bh, 44h 00h/01h/
 *   06h/07h/08h on files and devices (CON, NUL), the twenty-handle table;
 * - `io`: io.h over them: open with O_ flags in text and binary, _open/_creat, creatnew/
 *   creattemp, read/write/lseek/tell/eof, filelength, chsize, dup/dup2, _chmod/chmod,
 *   getftime/setftime, ioctl, setmode, access; the file's bytes after;
 * - `find`: 4Eh/4Fh with attribute masks and wildcards into a DTA set by 1Ah (2Fh reads it),
 *   findfirst/findnext, the names found sorted;
 * - `dir`: 39h/3Ah/3Bh/47h, mkdir/rmdir/chdir/getcwd/getcurdir and their errors;
 * - `mem`: 48h/49h/4Ah, allocmem/freemem/setblock, the arena's headers, errors 7/8/9 (sizes
 *   printed against the largest block; main leaves it 7000h paragraphs with a ballast block past
 *   the program's, whose own size follows TCC's code: docs/FIDELITY.md);
 * - `misc`: 29h and parsfnm, 59h and dosexterr after a failure, 38h/country, 36h/getdfree,
 *   getfat/getfatd, getenv/putenv, spawn and exec of a missing program, peek/poke;
 * - `keys`: 01h, 06h, 07h, 08h, 0Ah, 0Bh, 0Ch on keys put into the BIOS buffer by INT 16h 05h.
 *
 * PC.OUT as versions 1 and 2's; each scene ends with `#N`. Every file a scene makes is named Q…
 * and taken away at its end, and the program comes back to its folder.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { PCGEN_FILE, PCGEN_SCENES } from './pcgen.ts';
import { compareText8, readText8Facts, runText8, text8Difference, type Text8Fact } from './textgen8.ts';
import type { OracleResult } from './dosbox.ts';

export const PCGEN3_VERSION = 3;
export const pcgen3Name = (seed: number): string => `PD${String(seed % 100000).padStart(5, '0')}`;
export const pcgen3Seed = (name: string): number | null => (/^PD\d{5}$/.test(name) ? Number(name.slice(2)) : null);

const hex = (v: number, w = 4): string => `0x${(v >>> 0).toString(16).toUpperCase().padStart(w, '0')}`;
const q = (s: string): string => JSON.stringify(s);

/** Names a scene makes and looks for: plain, long (cut to 8.3), lower case, with a drive or a folder. */
const FILES = ['QA.TXT', 'QB.TXT', 'QC', 'QAB.C', 'Q1.DAT', 'QX.TXT'];
const ODD_NAMES = ['qa.txt', 'QLONGNAMEX.TEXT', 'C:QA.TXT', '.\\QB.TXT', 'QNO\\QA.TXT', 'Q*.TXT', '', 'QD\\QA.TXT', 'QA.', 'Q?.TXT', 'QA.TXT ', 'D:QA.TXT'];
const name = (r: Rng): string => (r.chance(0.8) ? r.pick(FILES) : r.pick(ODD_NAMES));
/** The register call's way: intdos, int86(0x21), intdosx. */
const way = (r: Rng): number => r.pick([0, 0, 1, 2]);
const D = (r: Rng, ax: number, bx: number | string = 0, cx = 0, dx: string | number = 0): string => `D(${way(r)}, ${hex(ax)}, ${typeof bx === 'number' ? hex(bx) : bx}, ${hex(cx)}, ${typeof dx === 'number' ? hex(dx) : dx});`;
/** A call whose CX and DX are host facts (57h's stamp: DOSBox keeps the host file's, 5701h changes nothing): AX when CF, CF, errno. */
const Dh = (r: Rng, ax: number, bx: string): string => `Dq(${way(r)}, ${hex(ax)}, ${bx}, 0, 0); P(" h${ax.toString(16)} %04X c%d e%d %d", o.x.cflag ? o.x.ax : 0, o.x.cflag, errno, _doserrno);`;
const path = (s: string): string => `(unsigned) ${q(s)}`;

function sysScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} sys");`];
  for (let k = r.int(3, 8); k > 0; k--) {
    switch (r.int(0, 13)) {
      case 0: out.push(D(r, r.pick([0x3000, 0x3001, 0x30ff]), 0x1234, 0x5678), 'P(" os %d %d %04X", _osmajor, _osminor, _version);'); break;
      case 1: out.push(D(r, 0x1900), 'P(" disk %d", getdisk());'); break;
      case 2: out.push(D(r, 0x0e00, 0, 0, r.pick([2, 2, 25])), D(r, 0x1900), 'P(" disk %d", getdisk());', D(r, 0x0e00, 0, 0, 2)); break;
      case 3: out.push(`P(" setdisk %d", setdisk(${r.pick([2, 25])})); P(" disk %d", getdisk()); setdisk(2);`); break;
      case 4: out.push(D(r, 0x3300 | r.pick([0, 1, 2, 5, 6]), 0x1111, 0x2222, r.pick([0, 1, 0xff, 0x0100]))); break;
      case 5: out.push(`P(" cbrk %d", getcbrk()); P(" set %d", setcbrk(${r.pick([0, 1, 2])})); P(" cbrk %d", getcbrk());`); break;
      case 6: out.push(D(r, r.pick([0x2e00, 0x2e01, 0x2e02]), 0, 0, r.pick([0, 1])), D(r, 0x5400)); break;
      case 7: out.push(`P(" verify %d", getverify()); setverify(${r.pick([0, 1])}); P(" verify %d", getverify());`); break;
      case 8: out.push(D(r, 0x3700), D(r, 0x3701, 0, 0, 0x2d), D(r, 0x3700)); break;
      case 9: out.push(`${D(r, r.pick([0x6200, 0x5100]))} P(" psp %d %d", o.x.bx == getpsp(), o.x.bx == _psp);`); break;
      case 10: out.push(D(r, (r.pick([0x18, 0x1d, 0x1e, 0x20, 0x61, 0x6b, 0x6d, 0x6e, 0x70, 0x71, 0x72, 0x73, 0xf0, 0x80, 0x5f, 0x63, 0x64]) << 8) | r.pick([0, 0x55, 0xff]), 0x1111, 0x2222, 0x3333)); break;
      case 11: out.push(D(r, 0x3306), D(r, 0x3305)); break;
      case 12: out.push(`P(" ver %04X %d.%d", bdos(0x30, 0, 0), _osmajor, _osminor);`); break;
      default: out.push(D(r, 0x4d00)); break;
    }
  }
  out.push('setverify(0); setcbrk(0);');
  return out;
}

const YEARS = [1980, 1979, 2099, 2100, 1999, 2000, 2024, 1992, 2107, 2108];
/**
 * DOSBox 0.74's date is the host's until a program sets it (PD00002: 2Ah gave the day it ran), and
 * its time always the host's (2Dh is checked, never kept: 2Ch read the host's hour after it): a
 * scene sets a date before it reads one, and reads no time.
 */
function dateScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} date");`, `dt.da_year = ${r.pick([1990, 2001, 2044])}; dt.da_mon = ${r.int(1, 12)}; dt.da_day = ${r.int(1, 28)}; setdate(&dt);`];
  for (let k = r.int(2, 6); k > 0; k--) {
    switch (r.int(0, 5)) {
      case 0: case 1: {
        const y = r.pick(YEARS), m = r.pick([1, 2, 2, 12, 13, 0, 6, r.int(1, 12)]), d = r.pick([1, 28, 29, 30, 31, 32, 0, r.int(1, 31)]);
        out.push(D(r, 0x2b00, 0, y, (m << 8) | d), D(r, 0x2a00));
        break;
      }
      case 2: {
        const y = r.pick(YEARS), m = r.pick([1, 2, 12, 13, 0, r.int(1, 12)]), d = r.pick([1, 29, 30, 31, 0, r.int(1, 28)]);
        out.push(`dt.da_year = ${y}; dt.da_mon = ${m}; dt.da_day = ${d}; setdate(&dt); getdate(&dt); P(" date %d %d %d", dt.da_year, dt.da_mon, dt.da_day);`);
        break;
      }
      case 3: case 4: {
        const bad = r.chance(0.6);
        const h = bad ? r.pick([24, 25, 23, 0]) : r.pick([0, 1, 12, 13, 22]), mi = bad ? r.pick([60, 59, 0]) : r.pick([0, 30, 58]);
        const sec = bad ? r.pick([60, 10, 99]) : 10, hu = bad ? r.pick([100, 0, 255]) : 0;
        out.push(D(r, 0x2d00, 0, (h << 8) | mi, (sec << 8) | hu));
        break;
      }
      default: out.push(`getdate(&dt); P(" date %d %d %d", dt.da_year, dt.da_mon, dt.da_day);`); break;
    }
  }
  return out;
}

/** Handles a scene keeps in H[0..3]: the register calls' AX when CF is clear; 19 at first (-1 would read the flags TC keeps for it in the word before _openfd, where each program's data puts it). */
function handScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} hand");`];
  const hv = (): string => r.chance(0.9) ? `H[${r.int(0, 3)}]` : hex(r.pick([19, 20, 99, 0xffff]));
  for (let k = r.int(6, 16); k > 0; k--) {
    switch (r.int(0, 23)) {
      case 0: case 1: out.push(`${D(r, 0x3c00, 0, r.pick([0, 0, 0, 1, 2, 4, 0x20, 0x10, 8]), path(name(r)))} kh(${r.int(0, 3)});`); break;
      case 2: case 3: out.push(`${D(r, 0x3d00 | r.pick([0, 1, 2, 2, 3, 0x40, 0x42, 0x12, 0x22, 0x80, 0x70]), 0, 0, path(name(r)))} kh(${r.int(0, 3)});`); break;
      case 4: case 5: { const n = r.pick([0, 1, 5, 16, 40, 100]); out.push(`fill(${r.int(0, 255)}); ${D(r, 0x4000, hv(), n, '(unsigned) b')}`); break; }
      case 6: case 7: out.push(`clr(); ${D(r, 0x3f00, hv(), r.pick([0, 1, 4, 16, 64]), '(unsigned) b')} bytes(8);`); break;
      case 8: case 9: {
        const off = r.pick([0, 1, 5, 10, 100, -1, -3, -20, -100, 0x10000, -0x10000]);
        out.push(D(r, 0x4200 | r.pick([0, 1, 2, 2, 3]), hv(), (off >> 16) & 0xffff, off & 0xffff));
        break;
      }
      case 10: out.push(D(r, 0x3e00, hv())); break;
      case 11: out.push(`${D(r, 0x4500, hv())} kh(${r.int(0, 3)});`); break;
      case 12: out.push(D(r, 0x4600, hv(), r.pick([6, 7, 8, 9, 12, 19, 20]))); break;
      case 13: out.push(Dh(r, 0x5700, hv())); break;
      case 14: {
        const t = (r.int(0, 23) << 11) | (r.int(0, 59) << 5) | r.int(0, 29), d = (r.int(0, 40) << 9) | (r.int(1, 12) << 5) | r.int(1, 28);
        out.push(D(r, 0x5701, hv(), t, d), Dh(r, 0x5700, hv()));
        break;
      }
      case 15: out.push(D(r, 0x4300, 0, 0, path(name(r)))); break;
      case 16: out.push(D(r, 0x4301, 0, r.pick([0, 1, 2, 4, 0x20, 0x21, 0x10, 8, 0x27]), path(name(r))), D(r, 0x4300, 0, 0, path(name(r)))); break;
      case 17: out.push(D(r, 0x4100, 0, 0, path(name(r)))); break;
      case 18: out.push(`di0 = ${path(name(r))}; Dq(2, 0x5600, 0, 0, ${path(name(r))}); di0 = 0xD1D1;`); break;
      case 19: out.push(`${D(r, 0x5b00, 0, r.pick([0, 0, 1, 2]), path(name(r)))} kh(${r.int(0, 3)});`); break;
      case 20: {
        const dir = r.pick(['', '.\\', 'C:', 'QNO\\']);
        out.push(`strcpy(nm, ${q(dir)}); memset(nm + ${dir.length + 1}, 'z', 14); nm[${dir.length + 15}] = 0; ${D(r, 0x5a00, 0, r.pick([0, 0, 1]), '(unsigned) nm')} P(" tmp %d %d", strlen(nm), strlen(nm) > ${dir.length} ? access(nm, 0) : 9); kh(${r.int(0, 3)});`);
        break;
      }
      case 21: { const al = r.pick([0, 0, 1, 6, 7, 8, 0x0a, 0x0b, 0x0e, 2]); out.push(D(r, 0x4400 | al, al === 1 || r.chance(0.5) ? hv() : hex(al === 8 ? r.int(0, 4) : r.int(0, 5)), 0, r.pick([0, 0x20, 0x80, 0xa0, 0x0100]))); break; }
      case 22: out.push(`dev(${way(r)}, ${hex(0x3d00 | r.pick([0, 1, 2]))}, ${q(r.pick(['CON', 'NUL', 'NUL', 'CON.TXT', 'NUL.X', 'AUX', 'CLOCK$', 'PRN', 'LPT1', 'COM1']))});`); break;
      default: out.push(`many(${q(r.pick(['NUL', 'QA.TXT', 'CON']))});`); break;
    }
  }
  out.push('P(" cat");', ...FILES.slice(0, 3).map((n) => `cat(${q(n)});`));
  return out;
}

const OFLAGS = ['O_RDONLY', 'O_WRONLY', 'O_RDWR', 'O_RDWR|O_CREAT', 'O_WRONLY|O_CREAT|O_TRUNC', 'O_RDWR|O_CREAT|O_EXCL', 'O_WRONLY|O_APPEND', 'O_RDWR|O_APPEND|O_CREAT', 'O_CREAT', 'O_RDONLY|O_TRUNC', 'O_RDWR|O_TRUNC'];
function ioScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} io");`];
  const hv = (): string => (r.chance(0.9) ? `H[${r.int(0, 3)}]` : r.pick(['21', '19', '20', '77']));
  const text = (): string => r.pick(['"ab\\ncd\\n"', '"x\\r\\ny"', '"\\n\\n"', '"z\\032w"', '"hello"', '"a\\tb\\rc"', '"\\n"']);
  for (let k = r.int(6, 16); k > 0; k--) {
    const i = r.int(0, 3);
    switch (r.int(0, 21)) {
      case 0: case 1: case 2: {
        const fl = `${r.pick(OFLAGS)}${r.pick(['', '', '|O_TEXT', '|O_BINARY'])}`;
        out.push(`V("open", H[${i}] = open(${q(name(r))}, ${fl}${fl.includes('CREAT') ? `, ${r.pick(['S_IREAD|S_IWRITE', 'S_IREAD', 'S_IWRITE'])}` : ''}));`);
        break;
      }
      case 3: out.push(`V("_open", H[${i}] = _open(${q(name(r))}, ${r.pick(['O_RDONLY', 'O_WRONLY', 'O_RDWR', 'O_RDWR|O_DENYNONE', 'O_RDONLY|O_NOINHERIT'])}));`); break;
      case 4: out.push(`V("creat", H[${i}] = ${r.pick(['creat', '_creat'])}(${q(name(r))}, ${r.pick(['S_IREAD|S_IWRITE', 'S_IREAD', 'FA_HIDDEN', '0'])}));`); break;
      case 5: out.push(`V("new", H[${i}] = creatnew(${q(name(r))}, ${r.pick([0, 0, 1, 2])}));`); break;
      case 6: out.push(`strcpy(nm, ${q(r.pick(['', '.\\', 'C:', 'QNO\\']))}); V("ctemp", H[${i}] = creattemp(nm, 0)); P(" %d", strlen(nm));`); break;
      case 7: case 8: out.push(`V("write", ${r.pick(['write', '_write'])}(${hv()}, ${text()}, ${r.pick([0, 1, 2, 3, 4, 5])}));`); break;
      case 9: case 10: out.push(`clr(); V("read", ${r.pick(['read', 'read', '_read'])}(${hv()}, b, ${r.pick([1, 2, 3, 8, 30])})); bytes(8);`); break;
      case 11: out.push(`V("lseek", lseek(${hv()}, ${r.pick(['0L', '1L', '3L', '-1L', '-4L', '100L', '-100L'])}, ${r.pick(['SEEK_SET', 'SEEK_CUR', 'SEEK_END', '3'])})); V("tell", tell(${hv()}));`); break;
      case 12: out.push(`V("eof", eof(${hv()})); V("len", filelength(${hv()}));`); break;
      case 13: out.push(`V("chsize", chsize(${hv()}, ${r.pick(['0L', '3L', '10L', '200L'])}));`); break;
      case 14: out.push(`V("dup", H[${i}] = dup(${hv()}));`); break;
      case 15: out.push(`V("dup2", dup2(${hv()}, ${r.pick([7, 8, 9, 12, 19, 20, 5 + 2])}));`); break;
      case 16: out.push(`V("close", ${r.pick(['close', '_close'])}(${hv()}));`); break;
      case 17: out.push(r.chance(0.5) ? `V("_chmod", _chmod(${q(name(r))}, ${r.pick([0, 0, 1])}, ${r.pick(['FA_RDONLY', 'FA_HIDDEN', '0', 'FA_ARCH', 'FA_DIREC', 'FA_SYSTEM|FA_ARCH'])}));` : `V("chmod", chmod(${q(name(r))}, ${r.pick(['S_IREAD', 'S_IWRITE', 'S_IREAD|S_IWRITE', '0'])}));`); break;
      case 18: {
        const t = `ft.ft_tsec = ${r.int(0, 31)}; ft.ft_min = ${r.int(0, 63)}; ft.ft_hour = ${r.int(0, 31)}; ft.ft_day = ${r.int(0, 31)}; ft.ft_month = ${r.int(0, 15)}; ft.ft_year = ${r.int(0, 127)};`;
        out.push(`${t} V("setft", setftime(${hv()}, &ft)); V("getft", getftime(${hv()}, &ft));`);
        break;
      }
      case 19: { const al = r.pick([0, 0, 6, 7, 8, 1]); out.push(`V("ioctl", ioctl(${al === 1 || r.chance(0.5) ? hv() : r.int(0, al === 8 ? 4 : 5)}, ${al}${al === 1 ? `, ${r.pick([0, 0x20, 0x60])}, 0` : al === 8 ? ', 0, 0' : ''}));`); break; }
      case 20: out.push(`V("setmode", setmode(${hv()}, ${r.pick(['O_TEXT', 'O_BINARY', '0', '1'])}));`); break;
      default: out.push(`V("access", access(${q(name(r))}, ${r.pick([0, 2, 4, 6, 1])})); V("unlink", unlink(${q(name(r))}));`); break;
    }
  }
  out.push('P(" cat");', ...FILES.slice(0, 3).map((n) => `cat(${q(n)});`));
  return out;
}

/** Files a find scene makes: name, attribute, size. */
const FIND_FILES: readonly [string, number][] = [['QA.TXT', 0], ['QB.TXT', 1], ['QC', 2], ['QAB.C', 4], ['Q1.DAT', 0x20], ['QX.TXT', 3], ['QLONG.TXT', 0], ['Q.X', 0]];
const PATTERNS = ['Q*.*', 'Q*.TXT', 'Q?.*', 'Q??.*', 'QA*', 'Q*', '*.TXT', 'Q.*', 'QD', 'QD\\*.*', 'QD\\Q*.*', 'QNO\\*.*', 'Q*.', 'QA.TXT', 'qa.txt', 'Q?', 'Q???????.???', 'QD\\..\\Q*.*', 'C:Q*.T*', 'Z*.*', '', 'QD\\', '.'];
function findScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} find");`];
  const made = FIND_FILES.filter(() => r.chance(0.6));
  for (const [n, a] of made) out.push(`mk(${q(n)}, ${r.int(0, 40)}, ${a});`);
  if (r.chance(0.5)) out.push(`mkdir("QD");${r.chance(0.6) ? ' mk("QD\\\\QE.TXT", 3, 0);' : ''}`);
  for (let k = r.int(2, 6); k > 0; k--) {
    const pat = r.pick(PATTERNS), attr = r.pick([0, 0, 1, 2, 4, 6, 7, 0x10, 0x16, 0x17, 0x20, 0x08, 0x27, 0x3f, 0xff]);
    switch (r.int(0, 3)) {
      case 0: case 1: out.push(`ff(${q(pat)}, ${hex(attr, 2)});`); break;
      case 2: out.push(`fd(${way(r)}, ${q(pat)}, ${hex(attr, 2)});`); break;
      default: out.push(`Dq(0, 0x2F00, 0, 0, 0); P(" dta %d", o.x.bx == (unsigned) dta);`, 'Dq(0, 0x1A00, 0, 0, (unsigned) dta); Dq(0, 0x2F00, 0, 0, 0);', `P(" dta %d %d", o.x.bx == (unsigned) dta, getdta() == (char far *) dta);`, 'setdta(odta);'); break;
    }
  }
  return out;
}

const DIRS = ['QD', 'QD\\QE', 'QD\\QE\\QF', 'QNO\\QE', '..', '.', '\\', 'C:QD', 'QD\\', 'QD\\..', 'qd', 'QA.TXT', '', 'QLONGDIRNAME', 'C:\\', 'D:\\QD'];
function dirScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} dir");`];
  if (r.chance(0.4)) out.push('mk("QA.TXT", 5, 0);');
  for (let k = r.int(4, 10); k > 0; k--) {
    const d = r.pick(DIRS);
    switch (r.int(0, 9)) {
      case 0: case 1: out.push(D(r, 0x3900, 0, 0, path(d))); break;
      case 2: out.push(D(r, 0x3a00, 0, 0, path(d))); break;
      case 3: out.push(`${D(r, 0x3b00, 0, 0, path(d))} cwd();`); break;
      case 4: out.push(`si0 = (unsigned) nm; memset(nm, 'z', 70); ${D(r, 0x4700, 0, 0, r.pick([0, 0, 3, 1, 4, 26]))} si0 = 0x5151; P(" %s", nm);`); break;
      case 5: out.push(`V("mkdir", mkdir(${q(d)}));`); break;
      case 6: out.push(`V("rmdir", rmdir(${q(d)}));`); break;
      case 7: out.push(`V("chdir", chdir(${q(d)})); cwd();`); break;
      case 8: out.push(`memset(nm, 'z', 70); V("curdir", getcurdir(${r.pick([0, 0, 3, 1, 4])}, nm)); P(" %s", nm);`); break;
      default: out.push(`V("getcwd", getcwd(nm, ${r.pick([80, 80, 3, 10, 1])}) != 0); P(" %s", nm);`); break;
    }
  }
  return out;
}

function memScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} mem");`, 'big0 = big();'];
  for (let k = r.int(3, 9); k > 0; k--) {
    const i = r.int(0, 3);
    switch (r.int(0, 10)) {
      case 0: case 1: out.push(`al48(${i}, ${r.pick([1, 2, 16, 0x100, 0x1000, 0, 0x7fff])});`); break;
      case 2: out.push(`al48(${i}, big() ${r.pick(['', '- 1', '+ 1', '- 16'])});`); break;
      case 3: out.push(`fr49(${r.chance(0.85) ? `S[${i}]` : r.pick(['0', '_psp + 1', '0xFFFF'])});`); break;
      case 4: out.push(`sb4a(${i}, ${r.pick(['1', '2', '0x10', '0x800', 'big()', 'big() + 1', '0xFFFF', '0'])});`); break;
      case 5: out.push(`n = allocmem(${r.pick([1, 0x10, 0x100, 0xffff, 0])}, &S[${i}]); P(" amem %d e%d", n == -1 ? -1 : big() - n, errno);`); break;
      case 6: out.push(`V("freemem", freemem(S[${i}])); S[${i}] = 0;`); break;
      case 7: out.push(`V("setblock", setblock(S[${i}], ${r.pick([1, 0x20, 0xffff])}) == -1 ? -1 : 1);`); break;
      case 8: out.push(`mcb(S[${i}]);`); break;
      case 9: out.push('P(" last %d", big0 - big());'); break;
      default: out.push('walk();'); break;
    }
  }
  out.push('for (k = 0; k < 4; k++) if (S[k]) { freemem(S[k]); S[k] = 0; }', 'P(" end %d", big0 - big());');
  return out;
}

const FCB_NAMES = ['QA.TXT', 'c:qa.txt', ' ;QA.TXT', 'D:X.Y', 'Z:COMMAND.COM', 'QLONGNAMEX.TXTT', '*.*', 'Q*.T?', '..', '.', ':QA', '', '  ', 'A:', 'C:', 'QA', '.TX', 'Q A.B', '=QA.TXT', 'QA.TXT/X', 'QA|B', 'QAB.C*', '\\QA.TXT'];
function miscScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} misc");`];
  for (let k = r.int(3, 8); k > 0; k--) {
    switch (r.int(0, 12)) {
      case 0: case 1: {
        const opt = r.pick([0, 1, 2, 4, 8, 0x0e, 0x0f, 3]);
        out.push(`pf(${q(r.pick(FCB_NAMES))}, ${hex(opt, 2)}, ${r.int(0, 1)});`);
        break;
      }
      case 2: out.push(`${D(r, r.pick([0x3d00, 0x3b00, 0x4100, 0x3a00]), 0, 0, path(r.pick(['QNONE.X', 'QNO\\X', 'QNO', 'D:QX', 'QA.TXT'])))} ext();`); break;
      case 3: out.push(`close(${r.pick([30, 19, 25])}); ext(); ${D(r, 0x5900, 0)}`); break;
      case 4: out.push(`memset(&ct, 0, sizeof ct); P(" country %d", country(${r.pick([0, 0, 1, 44, 0xff])}, &ct) != 0); P(" %d %s %s %s %s %s %d %d %d %s", ct.co_date, ct.co_curr, ct.co_thsep, ct.co_desep, ct.co_dtsep, ct.co_tmsep, ct.co_currstyle, ct.co_digits, ct.co_time, ct.co_dasep);`); break;
      case 5: out.push(`${D(r, 0x3600, 0, 0, r.pick([0, 3, 1, 4, 26]))}`, `getdfree(${r.pick([0, 3, 4])}, &df); P(" dfree %u %u %u %u", df.df_avail, df.df_total, df.df_bsec, df.df_sclus);`); break;
      case 6: out.push(`getfat(${r.pick([0, 3, 1])}, &fa); P(" fat %d %02X %d %d", fa.fi_sclus & 255, fa.fi_fatid & 255, fa.fi_nclus, fa.fi_bysec); getfatd(&fa); P(" fatd %d %d", fa.fi_nclus, fa.fi_bysec);`); break;
      case 7: {
        const v = r.pick(['QX=1', 'QX=', 'QY=abc', 'QX', 'qz=lower', '=QQ']);
        out.push(`P(" putenv %d", putenv(${q(v)})); P(" %s %s %s", gv("QX"), gv("QY"), gv("qz"));`);
        break;
      }
      case 8: out.push(`V("spawn", spawnl(P_WAIT, ${q(r.pick(['QNONE.EXE', 'QNO\\X.EXE', 'QA.TXT', 'QNONE']))}, "x", NULL));`); break;
      case 9: out.push(`V("exec", ${r.pick(['spawnlp(P_WAIT, "QNONE", "x", NULL)', 'spawnvp(P_WAIT, "QNONE", av)', 'execl("QNONE.EXE", "x", NULL)', 'execlp("QNONE", "x", NULL)', 'spawnl(P_OVERLAY, "QNONE.EXE", "x", NULL)', 'spawnl(7, "QNONE.EXE", "x", NULL)', 'spawnv(P_WAIT, "QNO\\\\X.COM", av)'])});`); break;
      case 10: {
        const off = r.int(0, 60);
        out.push(`poke(_DS, (unsigned) b + ${off}, ${hex(r.int(0, 0xffff))}); pokeb(_DS, (unsigned) b + ${off + 2}, ${hex(r.int(0, 255), 2)}); P(" peek %04X %02X %02X", peek(_DS, (unsigned) b + ${off}), peekb(_DS, (unsigned) b + ${off + 1}), b[${off + 2}] & 255);`);
        break;
      }
      case 11: out.push(`P(" psp %02X %02X %d", peekb(_psp, 0), peekb(_psp, 1), peek(_psp, 0x2C) != 0);`); break;
      default: out.push(`P(" env %s %d", gv("COMSPEC"), environ[0] != 0);`); break;
    }
  }
  return out;
}

/** Key words: letters, Enter, Backspace, Escape, an extended key. */
const KEYS: readonly [number, number][] = [[0x1e61, 1], [0x3042, 1], [0x1c0d, 1], [0x0e08, 1], [0x011b, 1], [0x4800, 2], [0x3920, 1], [0x0231, 1], [0x3b00, 2], [0x2c7a, 1]];
function keysScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} keys");`, 'kclr();'];
  let have = 0, cr = 0;
  const push = (w: number, n: number): void => {
    out.push(`push(${hex(w)});`);
    have += n;
    if (w === 0x1c0d) cr++;
  };
  for (let k = r.int(3, 9); k > 0; k--) {
    switch (r.int(0, 9)) {
      case 0: case 1: for (let j = r.int(1, 4); j > 0 && have < 12; j--) { const [w, n] = r.pick(KEYS); push(w, n); } break;
      case 2: if (have > 0) { out.push(`${D(r, r.pick([0x0100, 0x0700, 0x0800]))}`); have--; } break;
      case 3: out.push(`${D(r, 0x0600, 0, 0, 0xff)}`); if (have > 0) have--; break;
      case 4: out.push(`${D(r, 0x0b00)}`); break;
      case 5: {
        // a line: keys up to an Enter, then 0Ah with a buffer of some size
        if (have > 8) break;

        for (let j = r.int(0, 5); j > 0; j--) { const [w, n] = r.pick(KEYS.filter(([w]) => w !== 0x1c0d)); push(w, n); }
        push(0x1c0d, 1);
        out.push(`ln(${have + r.pick([1, 1, 2, 4, 19])});`);
        have = 0; cr = 0;
        out.push('kclr();');
        break;
      }
      case 6: out.push(`${D(r, 0x0c00 | r.pick([0, 0x0b, 0x02, 0x55]))}`); have = 0; cr = 0; break;
      case 7: out.push(`${D(r, 0x0c06, 0, 0, 0xff)}`); have = 0; cr = 0; break;
      case 8: out.push(`P(" bdos %04X", bdos(0x0B, 0, 0)); ${have > 0 ? 'P(" bdos %04X", bdos(0x08, 0, 0));' : ''}`); if (have > 0) have--; break;
      default: out.push(`${D(r, 0x0600, 0, 0, r.pick([0x41, 0x0d, 0x00]))}`); break;
    }
  }
  void cr;
  out.push('kclr();');
  return out;
}

const PRELUDE3 = `#include <stdio.h>
#include <dos.h>
#include <io.h>
#include <dir.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <process.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

FILE *f;
union REGS r, o;
struct SREGS sr;
char b[140], nm[90], home[90], dta[64];
char far *odta;
int H[4], k, n;
unsigned S[4], big0, si0 = 0x5151, di0 = 0xD1D1, ballast;
struct date dt, dt0;
struct time tm, tm0;
struct ftime ft;
struct dfree df;
struct fatinfo fa;
struct country ct;
struct DOSERROR de;
struct ffblk fb;
char *av[] = { "x", NULL };

/* INT 21h by intdos (k 0), int86 (1) or intdosx (2): the registers it gave back, CF, ZF, errno and _doserrno */
static void Dq(int k, unsigned ax, unsigned bx, unsigned cx, unsigned dx)
{
  r.x.ax = ax; r.x.bx = bx; r.x.cx = cx; r.x.dx = dx; r.x.si = si0; r.x.di = di0; r.x.cflag = 0;
  errno = 0; _doserrno = 0;
  segread(&sr);
  if (k == 0) intdos(&r, &o); else if (k == 1) int86(0x21, &r, &o); else intdosx(&r, &o, &sr);
}
static void D(int k, unsigned ax, unsigned bx, unsigned cx, unsigned dx)
{
  Dq(k, ax, bx, cx, dx);
  fprintf(f, " %c%04X %04X %04X %04X %04X c%d z%d e%d %d\\n", "dix"[k], ax, o.x.ax, o.x.bx, o.x.cx, o.x.dx, o.x.cflag, (o.x.flags & 0x40) != 0, errno, _doserrno);
}
/* a library call's value, errno and _doserrno */
static void V(char *w, int v)
{
  fprintf(f, " %s %d e%d %d\\n", w, v, errno, _doserrno);
  errno = 0; _doserrno = 0;
}
static void kh(int i) { if (!o.x.cflag) H[i] = o.x.ax; }
/* a device opened: AX, 4400h's DX on it, closed */
static void dev(int w, unsigned ax, char *s)
{
  int h;
  D(w, ax, 0, 0, (unsigned) s);
  if (o.x.cflag) return;
  h = o.x.ax;
  D(w, 0x4400, h, 0, 0);
  D(w, 0x4407, h, 0, 0);
  _close(h);
}
static void fill(int v) { for (k = 0; k < 140; k++) b[k] = v + k; }
static void clr(void) { memset(b, 0xEE, 140); }
static void bytes(int m)
{
  for (k = 0; k < m; k++) fprintf(f, " %02X", b[k] & 255);
  fprintf(f, "\\n");
}
/* a file's first bytes and its length, or - */
static void cat(char *s)
{
  int h = _open(s, O_RDONLY), m;
  errno = 0;
  if (h < 0) { fprintf(f, " %s -\\n", s); return; }
  m = _read(h, b, 64);
  fprintf(f, " %s %d %ld:", s, m, filelength(h));
  bytes(m);
  _close(h);
}
/* open s until DOS has no handle left: how many, the error; then they are closed */
static void many(char *s)
{
  int hs[24], m = 0, e;
  for (;;) { e = _open(s, O_RDONLY); if (e < 0 || m == 24) break; hs[m++] = e; }
  fprintf(f, " many %d %d e%d %d\\n", m, m ? hs[m - 1] : -1, errno, _doserrno);
  while (m > 0) _close(hs[--m]);
  errno = 0; _doserrno = 0;
}
static void mk(char *s, int len, int attr)
{
  int h = _creat(s, 0);
  fill(len);
  _write(h, b, len);
  _close(h);
  if (attr) _chmod(s, 1, attr);
}
static void cwd(void)
{
  getcwd(nm, 90);
  fprintf(f, " cwd %s\\n", nm + strlen(home));
}
/* the names found, sorted: with attribute and size */
static char fx[24][32];
static void sorted(int m)
{
  int i, j;
  char t[32];
  for (i = 1; i < m; i++) for (j = i; j > 0 && strcmp(fx[j - 1], fx[j]) > 0; j--) { strcpy(t, fx[j]); strcpy(fx[j], fx[j - 1]); strcpy(fx[j - 1], t); }
  for (i = 0; i < m; i++) fprintf(f, " %s", fx[i]);
  fprintf(f, "\\n");
}
static void ff(char *p, int a)
{
  int m = 0, e;
  errno = 0;
  e = findfirst(p, &fb, a);
  fprintf(f, " ff %s %02X %d e%d", p, a, e, errno);
  while (e == 0 && m < 24) {
    sprintf(fx[m++], "%.12s:%02X:%ld", fb.ff_name, fb.ff_attrib, fb.ff_attrib & FA_DIREC ? 0L : fb.ff_fsize);
    e = findnext(&fb);
  }
  fprintf(f, " %d e%d", e, errno);
  sorted(m);
  errno = 0;
}
/* 4Eh and 4Fh into this program's DTA */
static void fd(int w, char *p, int a)
{
  int m = 0;
  Dq(0, 0x1A00, 0, 0, (unsigned) dta);
  memset(dta, 0xEE, 64);
  Dq(w, 0x4E00, 0, a, (unsigned) p);
  fprintf(f, " fd %s %02X %04X c%d e%d %d", p, a, o.x.ax, o.x.cflag, errno, _doserrno);
  while (!o.x.cflag && m < 24) {
    sprintf(fx[m++], "%.12s:%02X:%ld", dta + 30, dta[21] & 255, dta[21] & FA_DIREC ? 0L : *(long *)(dta + 26));
    Dq(w, 0x4F00, 0, 0, 0);
  }
  fprintf(f, " %04X %02X", o.x.ax, dta[0] & 255);
  sorted(m);
  setdta(odta);
}
/* the largest block the scenes find: a block past the program's (the ballast) takes the rest, whose size depends on the program's code */
#define ARENA 0x7000
/* the largest block DOS has */
static unsigned big(void)
{
  r.x.ax = 0x4800; r.x.bx = 0xFFFF; intdos(&r, &o);
  return o.x.bx;
}
static void al48(int i, unsigned n)
{
  unsigned b0 = big();
  Dq(0, 0x4800, n, 0, 0);
  fprintf(f, " al %u c%d %04X e%d %d", n, o.x.cflag, o.x.cflag ? o.x.ax : 0, errno, _doserrno);
  if (o.x.cflag) fprintf(f, " %d\\n", b0 - o.x.bx);
  else { fprintf(f, " %d\\n", b0 - big()); if (S[i]) freemem(S[i]); S[i] = o.x.ax; }
}
static void fr49(unsigned s)
{
  segread(&sr); sr.es = s;
  r.x.ax = 0x4900; errno = 0; _doserrno = 0;
  intdosx(&r, &o, &sr);
  fprintf(f, " fr c%d %04X e%d %d\\n", o.x.cflag, o.x.cflag ? o.x.ax : 0, errno, _doserrno);
  if (!o.x.cflag) for (k = 0; k < 4; k++) if (S[k] == s) S[k] = 0;
}
static void sb4a(int i, unsigned n)
{
  segread(&sr); sr.es = S[i];
  r.x.ax = 0x4A00; r.x.bx = n; errno = 0; _doserrno = 0;
  intdosx(&r, &o, &sr);
  fprintf(f, " sb %d c%d %04X %d e%d %d\\n", S[i] != 0, o.x.cflag, o.x.cflag ? o.x.ax : 0, o.x.cflag && S[i] ? (int) (n - o.x.bx) : 0, errno, _doserrno);
}
/* a block's header: its mark, whether its owner is this program, its size */
static void mcb(unsigned s)
{
  if (!s) { fprintf(f, " mcb -\\n"); return; }
  fprintf(f, " mcb %c %d %u\\n", peekb(s - 1, 0), peek(s - 1, 1) == _psp, peek(s - 1, 3));
}
/* the arena from this program's block on: marks, owners (this program, free, other) and sizes of the blocks but the last */
static void walk(void)
{
  unsigned s = _psp - 1;
  int i;
  fprintf(f, " walk");
  for (i = 0; i < 12; i++) {
    unsigned own = peek(s, 1);
    fprintf(f, " %c%c", peekb(s, 0), own == _psp ? 'p' : own == 0 ? 'f' : 'o');
    if (peekb(s, 0) != 'M') break;
    if (i > 0 && s + 1 != ballast) fprintf(f, "%u", peek(s, 3));
    s += peek(s, 3) + 1;
  }
  fprintf(f, "\\n");
}
/* 29h through intdosx and parsfnm: where it stopped, AL, the FCB's drive, name and extension */
static void pf(char *s, int opt, int how)
{
  char fcb[37], *e;
  int i;
  memset(fcb, '#', 37);
  fcb[0] = 9;
  if (how) {
    e = parsfnm(s, (struct fcb *) fcb, opt);
    fprintf(f, " pf %d", e ? e - s : -1);
  } else {
    segread(&sr); sr.es = sr.ds;
    r.x.ax = 0x2900 | opt; r.x.si = (unsigned) s; r.x.di = (unsigned) fcb;
    intdosx(&r, &o, &sr);
    fprintf(f, " p29 %d %02X", o.x.si - (unsigned) s, o.h.al);
  }
  fprintf(f, " %d [", fcb[0]);
  for (i = 1; i < 12; i++) fputc(fcb[i], f);
  fprintf(f, "] %02X\\n", fcb[12] & 255);
}
/* dosexterr after the call before */
static void ext(void)
{
  de.exterror = 0x7777;
  k = dosexterr(&de);
  fprintf(f, " ext %d %d %d %d %d\\n", k, de.exterror, de.class, de.action, de.locus);
}
static char *gv(char *s) { char *v = getenv(s); return v ? v : "(null)"; }
/* a key word into the BIOS buffer */
static void push(unsigned w) { r.x.ax = 0x0500; r.x.cx = w; int86(0x16, &r, &r); }
static void kclr(void) { poke(0x40, 0x1A, peek(0x40, 0x1C)); }
/* 0Ah into a buffer of size m */
static void ln(int m)
{
  memset(b, 0xEE, 40);
  b[0] = m;
  Dq(0, 0x0A00, 0, 0, (unsigned) b);
  fprintf(f, " ln %d %04X:", m, o.x.ax);
  bytes(m + 2 < 12 ? m + 2 : 12);
}
/* what a scene made goes: handles, files, folders; the program back in its folder */
static void clean(void)
{
  struct ffblk c;
  for (k = 6; k < 20; k++) _close(k);
  chdir(home);
  rmdir("\\\\QD\\\\QE\\\\QF"); rmdir("\\\\QD\\\\QE"); rmdir("\\\\QD"); rmdir("\\\\QLONGDIR");
  rmdir("QD\\\\QE\\\\QF"); rmdir("QD\\\\QE"); _chmod("QD\\\\QE.TXT", 1, 0); unlink("QD\\\\QE.TXT"); rmdir("QD"); rmdir("QLONGDIR");
  while (findfirst("Q*.*", &c, FA_RDONLY | FA_HIDDEN | FA_SYSTEM) == 0) {
    _chmod(c.ff_name, 1, 0);
    if (unlink(c.ff_name) != 0) break;
  }
  for (k = 0; k < 4; k++) H[k] = 19;
  setdisk(2);
  errno = 0; _doserrno = 0;
}
`;

export interface Pcgen3Program {
  seed: number;
  name: string;
  body: string;
}

const SCENES: readonly [number, (r: Rng, s: number) => string[]][] = [
  [2, sysScene], [1, dateScene], [4, handScene], [4, ioScene], [2, findScene], [2, dirScene], [2, memScene], [2, miscScene], [2, keysScene],
];

/** The program of `seed`. */
export function generatePc3(seed: number): Pcgen3Program {
  const r = new Rng(seed * 2654435761 + 37);
  const bag = SCENES.flatMap(([w, fn]) => Array.from({ length: w }, () => fn));
  const scenes: string[] = [];
  for (let s = 1; s <= PCGEN_SCENES; s++) {
    const steps = r.pick(bag)(r, s).map((x) => x.replace(/\bP\("((?:[^"\\]|\\.)*)"/g, 'fprintf(f, "$1\\n"'));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  clean();\n  fprintf(f, "#${s}\\n");\n  fflush(f);\n}\n`);
  }
  const name = pcgen3Name(seed);
  const body = `${PRELUDE3}
${scenes.join('\n')}
int main(void)
{
  getdate(&dt0);
  gettime(&tm0);
  getcwd(home, 90);
  odta = getdta();
  f = fopen("${PCGEN_FILE}", "w");
  allocmem(big() - ARENA - 1, &ballast);
  fprintf(f, "fileno %d\\n", fileno(f));
  clean();
  s1();
  s2();
  s3();
  s4();
  s5();
  setdate(&dt0);
  settime(&tm0);
  fclose(f);
  return 0;
}
`;
  return { seed, name, body };
}

/** test/fixtures/oracle-pc-v3/FILE. */
export const pc3Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-pc-v3', file);

/** The programs the e2e test runs: one in five. */
export const pc3Checked = (name: string): boolean => (pcgen3Seed(name) ?? 1) % 5 === 0;

export type Pc3Fact = Text8Fact;
export const readPc3Facts = (file = 'oracle.txt'): Pc3Fact[] => readText8Facts(file, pc3Fixtures(file));
export const pc3Difference = text8Difference;
/** A program's PC.OUT on mode12h, run from C:\\NAME\\ as the oracle runs it. */
export function runPc3(source: string, name: string): { out: string; error: string | null } {
  const r = runText8(source, name, true, PCGEN_FILE);
  return { ...r, out: r.out.replace(/\r\n/g, '\n') };
}

/** Every program against its oracle: OUT/pc.txt, and the facts to OUT/pc-facts.txt. */
export function comparePc3(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: PCGEN3_VERSION, source: 'pcgen3.ts', checked: pc3Checked, file: PCGEN_FILE, what: 'generated DOS programs (PC version 3)', report: 'pc', crlf: true, run: runPc3,
  });
}
