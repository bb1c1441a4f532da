/**
 * Argument checks shared by the graphics.h entry points. A port passes what C could not (a NaN
 * coordinate, NULL for a string, a number for a pointer) only by a bug, so each is an Error that
 * names the call, the argument by position and name as graphics.h declares it, and the value:
 * `outtextxy: argument 3 (textstring) must be a string, got null`. A check never throws anything
 * else, whatever the value (a Symbol, an object without a string form).
 */
import { quote } from '../../quote.ts';

/**
 * The parameters of graphics.h's functions, as Turbo C 2.0's header names them: the position an
 * error message gives. (Checks of an element or a field, `polypoints[3]` or `palette->colors[2]`,
 * are placed by the name they start with.)
 */
const PARAMS: Readonly<Record<string, readonly string[]>> = {
  arc: ['x', 'y', 'stangle', 'endangle', 'radius'],
  bar: ['left', 'top', 'right', 'bottom'],
  bar3d: ['left', 'top', 'right', 'bottom', 'depth', 'topflag'],
  circle: ['x', 'y', 'radius'],
  detectgraph: ['graphdriver', 'graphmode'],
  drawpoly: ['numpoints', 'polypoints'],
  ellipse: ['x', 'y', 'stangle', 'endangle', 'xradius', 'yradius'],
  fillellipse: ['x', 'y', 'xradius', 'yradius'],
  fillpoly: ['numpoints', 'polypoints'],
  floodfill: ['x', 'y', 'border'],
  getarccoords: ['arccoords'],
  getaspectratio: ['xasp', 'yasp'],
  getfillpattern: ['pattern'],
  getfillsettings: ['fillinfo'],
  getimage: ['left', 'top', 'right', 'bottom', 'bitmap'],
  getlinesettings: ['lineinfo'],
  getmodename: ['mode_number'],
  getmoderange: ['graphdriver', 'lomode', 'himode'],
  getpalette: ['palette'],
  getpixel: ['x', 'y'],
  gettextsettings: ['texttypeinfo'],
  getviewsettings: ['viewport'],
  grapherrormsg: ['errorcode'],
  imagesize: ['left', 'top', 'right', 'bottom'],
  initgraph: ['graphdriver', 'graphmode', 'pathtodriver'],
  installuserdriver: ['name', 'detect'],
  installuserfont: ['name'],
  line: ['x1', 'y1', 'x2', 'y2'],
  linerel: ['dx', 'dy'],
  lineto: ['x', 'y'],
  moverel: ['dx', 'dy'],
  moveto: ['x', 'y'],
  outtext: ['textstring'],
  outtextxy: ['x', 'y', 'textstring'],
  pieslice: ['x', 'y', 'stangle', 'endangle', 'radius'],
  putimage: ['left', 'top', 'bitmap', 'op'],
  putpixel: ['x', 'y', 'color'],
  rectangle: ['left', 'top', 'right', 'bottom'],
  registerbgidriver: ['driver'],
  registerbgifont: ['font'],
  sector: ['x', 'y', 'stangle', 'endangle', 'xradius', 'yradius'],
  setactivepage: ['page'],
  setallpalette: ['palette'],
  setaspectratio: ['xasp', 'yasp'],
  setbkcolor: ['color'],
  setcolor: ['color'],
  setfillpattern: ['upattern', 'color'],
  setfillstyle: ['pattern', 'color'],
  setgraphbufsize: ['bufsize'],
  setgraphmode: ['mode'],
  setlinestyle: ['linestyle', 'upattern', 'thickness'],
  setpalette: ['colornum', 'color'],
  setrgbpalette: ['colornum', 'red', 'green', 'blue'],
  settextjustify: ['horiz', 'vert'],
  settextstyle: ['font', 'direction', 'charsize'],
  setusercharsize: ['multx', 'divx', 'multy', 'divy'],
  setviewport: ['left', 'top', 'right', 'bottom', 'clip'],
  setvisualpage: ['page'],
  setwritemode: ['mode'],
  textheight: ['textstring'],
  textwidth: ['textstring'],
};

/** `argument 3 (textstring)` — or just the name, for a call the table does not list. */
export function argLabel(call: string, name: string): string {
  const base = /^[A-Za-z_]\w*/.exec(name)?.[0] ?? name;
  const i = PARAMS[call]?.indexOf(base) ?? -1;
  return i < 0 ? name : `argument ${i + 1} (${name})`;
}

const fail = (call: string, name: string, what: string, v: unknown): never => {
  throw new Error(`${call}: ${argLabel(call, name)} must be ${what}, got ${describe(v)}`);
};

/**
 * C passes ints; a NaN or fractional coordinate means the port computed something C could not have.
 * Huge values are fine: they are clipped like any other.
 */
export function int(call: string, name: string, v: number): number {
  if (!Number.isInteger(v)) fail(call, name, 'an integer', v);
  return v;
}

/** A C string argument: a JS string (a port passes NULL or a number only by a bug). */
export function str(call: string, name: string, v: string): string {
  if (typeof v !== 'string') fail(call, name, 'a string', v);
  return v;
}

/** A pointer to a struct or an array the call reads or fills: an object (not NULL, not a number). */
export function obj<T>(call: string, name: string, v: T): T {
  if (typeof v !== 'object' || v === null) fail(call, name, 'a pointer (an object)', v);
  return v;
}

/** An `int far *` the call writes through: a Ref (runtime/tc/ptr.ts), `{ value }`. */
export function outRef<T extends { value: number }>(call: string, name: string, v: T): T {
  if (typeof v !== 'object' || v === null) fail(call, name, 'a pointer to an int (a Ref)', v);
  return v;
}

/** An `int far *` the call reads: a Ref whose value is an int. */
export function inRef<T extends { value: number }>(call: string, name: string, v: T): T {
  outRef(call, name, v);
  if (!Number.isInteger(v.value)) fail(call, `*${name}`, 'an integer', v.value);
  return v;
}

/** An array of C values (`int far *`, `char far *`): an object with a whole, non-negative length. */
export function array<T extends ArrayLike<unknown>>(call: string, name: string, v: T): T {
  if (typeof v !== 'object' || v === null || !(Number.isInteger(v.length) && v.length >= 0)) fail(call, name, 'an array', v);
  return v;
}

/** A `void far *` buffer of bytes (getimage/putimage): a Uint8Array. */
export function bytes(call: string, name: string, v: Uint8Array): Uint8Array {
  if (!(v instanceof Uint8Array)) fail(call, name, 'a byte buffer (a Uint8Array)', v);
  return v;
}

/**
 * A value as an error message shows it: strings quoted, escaped and cut short (runtime/quote.ts);
 * numbers, booleans, null and undefined as they are; anything else by its kind. Never throws (a
 * Symbol has no string form a template literal accepts; an object may lack any).
 */
export function describe(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return quote(v);
    case 'bigint':
      return `${String(v)}n`;
    case 'symbol':
      return `Symbol(${quote(v.description ?? '').slice(1, -1)})`;
    case 'function':
      return 'a function';
    case 'object':
      if (v === null) return 'null';
      if (Array.isArray(v)) return `an array of ${v.length}`;
      if (v instanceof Uint8Array) return `a Uint8Array of ${v.length}`;
      return 'an object';
    default:
      return String(v);
  }
}

/**
 * Throw `int`'s error for the first of `values` (named by `names`, in order) that is not an int.
 * For the hottest calls, which test all their ints at once and come here only when one fails.
 */
export function notInts(call: string, names: readonly string[], ...values: number[]): never {
  values.forEach((v, i) => int(call, names[i]!, v));
  throw new Error(`${call}: notInts called with ints only`);
}

/** The four ints of a box argument — left, top, right, bottom — checked as `int` checks one. */
export function intBox(call: string, l: number, t: number, r: number, b: number): void {
  int(call, 'left', l);
  int(call, 'top', t);
  int(call, 'right', r);
  int(call, 'bottom', b);
}

/**
 * Quote a string argument for a trace line as a C string literal: \\ and " escaped, control
 * characters (C0 and C1, the bytes 80h–9Fh a CP437 string may hold) as octal escapes (`\033`,
 * never raw: a trace is read on terminals), the rest as is.
 */
export function cString(s: string): string {
  if (typeof s !== 'string') return describe(s);
  return '"' + s.replace(/[\\"\u0000-\u001f\u007f-\u009f]/g, (c) => C_ESCAPES[c] ?? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`) + '"';
}

const C_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
