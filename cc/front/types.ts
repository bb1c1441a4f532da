/**
 * C types as Turbo C 2.0 lays them out in the small model: char 1 byte (signed), short and int 2,
 * long 4, near pointers 2, float 4, double 8; structs packed with no padding (TCC's default
 * byte alignment), so `sizeof(Block)` in TETRIS.C is 16 + 2 + 2 + 1 + 1 + 1 = 23.
 */
import type { ArrayType, CType, FloatType, FuncType, IntType, PtrType, VoidType } from '../c.ts';

export const VOID: VoidType = { kind: 'void' };
export const CHAR: IntType = { kind: 'int', size: 1, signed: true };
export const UCHAR: IntType = { kind: 'int', size: 1, signed: false };
export const INT: IntType = { kind: 'int', size: 2, signed: true };
export const UINT: IntType = { kind: 'int', size: 2, signed: false };
export const LONG: IntType = { kind: 'int', size: 4, signed: true };
/**
 * `unsigned short` and enums: an unsigned int's and an int's bits, but TCC compares either as an
 * int, and makes `& | ^` of an unsigned short with an int, an enum or itself an int (probe CD99904:
 * us = 32768, i = 7: `us > i` is 0, `us ^ i` FFFF8007h, `us | 0` FFFF8000h, where `us / 3` is
 * 2AAAh and `us >> 1` 4000h; u = 32768, en = 0: `u < en` is 1, `u ^ en` 8000h) — signedCompare,
 * bitwiseType.
 */
export const USHORT: IntType = { kind: 'int', size: 2, signed: false, sort: 'ushort' };
export const ENUM: IntType = { kind: 'int', size: 2, signed: true, sort: 'enum' };

/** short: an int, but an unsigned short against one compares unsigned (probe CD99904: us = 32768, sh = 7: `us > sh` is 1) */
export const SHORT: IntType = { kind: 'int', size: 2, signed: true, sort: 'short' };

/** Whether TCC compares `a` and `b` as ints: 16-bit or narrower, one an unsigned short or an enum, not two shorts (USHORT, SHORT). */
export const signedCompare = (a: CType, b: CType): boolean =>
  a.kind === 'int' && b.kind === 'int' && a.size === 2 && b.size === 2 && (a.sort === 'enum' || b.sort === 'enum' ||
    // an unsigned short against an int (not a short, nor an unsigned: `(u * us) > us` is 0 for us = 65535, ccgen3's CE00228)
    (a.sort === 'ushort' && b.signed && b.sort !== 'short') || (b.sort === 'ushort' && a.signed && a.sort !== 'short'));

/** The type of `a & b`, `|`, `^` (and `?:`) where an unsigned short and an int or an enum make an int (USHORT; with a short, unsigned: ccgen3's programs, `sh | us` is FFFFh), or null. */
export const bitwiseType = (a: CType, b: CType): IntType | null =>
  a.kind === 'int' && b.kind === 'int' && a.size === 2 && b.size === 2 && ((a.sort === 'ushort' && b.signed && b.sort !== 'short') || (b.sort === 'ushort' && a.signed && a.sort !== 'short')) ? INT : null;
export const ULONG: IntType = { kind: 'int', size: 4, signed: false };
export const FLOAT: FloatType = { kind: 'float', size: 4 };
export const DOUBLE: FloatType = { kind: 'float', size: 8 };
export const LONG_DOUBLE: FloatType = { kind: 'float', size: 10 };

export const ptrTo = (to: CType): PtrType => ({ kind: 'ptr', to });

export const isFar = (t: CType): boolean => t.kind === 'ptr' && t.far === true;
/** A huge pointer: far, and normalised by its arithmetic (expr-operators.ts ptrAdd). */
export const isHuge = (t: CType): boolean => t.kind === 'ptr' && t.huge === true;
export const isInteger = (t: CType): t is IntType => t.kind === 'int';
export const isArith = (t: CType): t is IntType | FloatType => t.kind === 'int' || t.kind === 'float';
export const isScalar = (t: CType): boolean => t.kind === 'int' || t.kind === 'float' || t.kind === 'ptr';
export const isPointerLike = (t: CType): boolean => t.kind === 'ptr' || t.kind === 'array' || t.kind === 'func';

/** sizeof, in bytes; null for an incomplete type (void, an array of unknown size, an undefined struct). */
export function sizeOf(t: CType): number | null {
  switch (t.kind) {
    case 'void': return null;
    case 'int': return t.size;
    case 'float': return t.size;
    case 'ptr': return t.far ? 4 : 2;
    case 'array': {
      const e = sizeOf(t.of);
      return t.length === null || e === null ? null : t.length * e;
    }
    case 'struct': return t.fields === null ? null : t.size;
    case 'func': return null;
  }
}

/** The type an expression of type `t` has as a value: arrays and functions decay to pointers. */
export function decay(t: CType): CType {
  if (t.kind === 'array') return ptrTo(t.of);
  if (t.kind === 'func') return ptrTo(t);
  return t;
}

/** Integer promotion: char, unsigned char (and enums, already int) become int. */
export function promote(t: IntType): IntType {
  // an operator's result is a plain int or unsigned (ccgen3's programs: `~us > 0` is 1 for us = 1)
  return t.size === 1 ? INT : t.sort === undefined ? t : t.signed ? INT : UINT;
}

/** The usual arithmetic conversions (TC: int and unsigned are the same size, so unsigned wins). */
export function usual(a: IntType | FloatType, b: IntType | FloatType): IntType | FloatType {
  if (a.kind === 'float' || b.kind === 'float') return (a.kind === 'float' && a.size === 10) || (b.kind === 'float' && b.size === 10) ? LONG_DOUBLE : DOUBLE;
  const x = promote(a), y = promote(b);
  if (x.size === 4 || y.size === 4) {
    // long with unsigned int: long holds every unsigned int, so long
    if ((x.size === 4 && !x.signed) || (y.size === 4 && !y.signed)) return ULONG;
    return LONG;
  }
  return !x.signed || !y.signed ? UINT : INT;
}

export function sameType(a: CType, b: CType): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'int': return a.size === (b as IntType).size && a.signed === (b as IntType).signed;
    case 'float': return a.size === (b as FloatType).size;
    case 'ptr': return !!a.far === !!(b as PtrType).far && !!a.huge === !!(b as PtrType).huge && sameType(a.to, (b as PtrType).to);
    case 'array': return sameType(a.of, (b as ArrayType).of);
    case 'struct': return a === b;
    case 'func': return sameType(a.returns, (b as FuncType).returns);
    case 'void': return true;
  }
}

/** C's spelling of a type, for messages. */
export function typeName(t: CType): string {
  switch (t.kind) {
    case 'void': return 'void';
    case 'int': {
      const base = t.size === 1 ? 'char' : t.size === 2 ? 'int' : 'long';
      return t.signed ? base : `unsigned ${base}`;
    }
    case 'float': return t.size === 4 ? 'float' : t.size === 8 ? 'double' : 'long double';
    case 'ptr': return `${typeName(t.to)} ${t.far ? 'far ' : ''}*`;
    case 'array': return `${typeName(t.of)} [${t.length ?? ''}]`;
    case 'struct': return `${t.union ? 'union' : 'struct'} ${t.tag ?? '(anonymous)'}`;
    case 'func': return `${typeName(t.returns)} ()`;
  }
}

/** Wrap a JS number to the integer type (the value a C object of that type holds). */
export function wrapInt(v: number, t: IntType): number {
  switch (t.size) {
    case 1: return t.signed ? (v << 24) >> 24 : v & 0xff;
    case 2: return t.signed ? (v << 16) >> 16 : v & 0xffff;
    case 4: return t.signed ? v | 0 : v >>> 0;
  }
}
