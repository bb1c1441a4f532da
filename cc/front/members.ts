/**
 * A struct's or union's members laid out as Turbo C 2.0 lays them out: packed, no padding (byte
 * alignment, TCC's default), and bit fields packed bit by bit (probe CC99921 in DOSBox, 74
 * structs and unions: docs/TURBO-C-FACTS.md "Bit fields"). A struct keeps a position in bits: a
 * bit field goes at it, read and written as the 16-bit word at its byte with the position's bits
 * in that byte below it, unless it would reach past that word, when it starts at the next byte
 * (`int a:12, b:8` puts b at bits 12–19, `int a:3, b:16` b at byte 1); a width of 0 and an
 * ordinary member move to the next byte (`struct { int a:4; int b; }` is 3 bytes). Only `int`
 * (signed) and `unsigned` bit fields exist in TC 2.0, 1 to 16 bits wide.
 *
 * In a union every member is at byte 0, but TCC keeps a cursor, a byte and bits in it (0 to 8),
 * that only unnamed bit fields advance, as a struct's position (a field that would reach past the
 * word at the byte starts at the next one; past 8 bits the byte moves on); an ordinary member of n
 * bytes moves the byte to n if it is lower, bits kept; a named bit field sits at byte 0 with the
 * cursor's bits below it and, the cursor's byte being 1, brings it back to 0. The union's size is
 * its largest ordinary member, 1 for a named bit field whatever its width, and the cursor's bytes
 * (`union { char c; unsigned :9; }` is 3, `{ char c; unsigned :1; unsigned b:3; }` 1 with b at
 * bits 1–3, `{ unsigned :16; unsigned b:3; }` 2 with b at bit 0, `{ long l; unsigned :9; unsigned
 * b:3; }` 6, `{ unsigned :8; unsigned a:4; }` 1 with a in byte 1). Probes CC99976 (134 unions),
 * CC99985 (240 unions: char, int, char[3], long, a named field, unnamed ones of 1–16 bits, a named
 * one and a char after them) and CC99921's unions agree with all of it.
 *
 * TCC's initializers (static and automatic) write a named bit field 16 bits wide as a word of its
 * own, and the fields between such words, or between one and an ordinary member, together: when
 * none of those is named (unnamed fields right after a 16-bit one) their bytes are not written,
 * so the members after them go that many bytes lower and the struct's last bytes stay 0 (ccgen2's
 * CD00552: `{ int m0[1]; signed m1 : 16; unsigned : 3; double m2; char m3; } = { { 1 }, -8, 1.5,
 * -1 }` is 01 00 F8 FF, 1.5 at byte 4, FF, 00; CD00131, CD00174, CD00424, CD00555; but after
 * `signed m0 : 7; unsigned m1 : 8; unsigned : 8;` or `int m1 : 9; signed m2 : 15; unsigned : 1;`
 * the unnamed bytes are written: CD00248, CD00457). A struct inside another is written whole,
 * its skipped bytes 0 at its end. The layout itself, sizeof and offsets, is as above (probe
 * CD99920, 30 structs).
 */
import type { CType, Field } from '../c.ts';
import { INT, UINT } from './types.ts';

const UNIT_BITS = 16;

export class MemberLayout {
  readonly fields: Field[] = [];
  /** A struct's position in bits; a union's cursor: the bits in its byte `unionByte` (0 to 8). */
  private bits = 0;
  private unionByte = 0;
  /** A union's size but for its cursor. */
  private size = 0;
  /** The bytes TCC's initializers have skipped so far; the open stretch of bit fields: its first byte, whether a field in it is named. */
  private skipped = 0;
  private run: { from: number; named: boolean } | null = null;

  constructor(private readonly union: boolean) {}

  /** Ends the stretch of bit fields open: its bytes are skipped by initializers when none of its fields is named. */
  private endRun(): void {
    if (this.run && !this.run.named) this.skipped += Math.ceil(this.bits / 8) - this.run.from;
    this.run = null;
  }

  private place(f: Field): void {
    this.fields.push(this.skipped && !this.union ? { ...f, init: f.offset - this.skipped } : f);
  }

  /** The struct's size so far (its sizeof once every member is in). */
  get total(): number {
    return this.union ? Math.max(this.size, this.unionByte + Math.ceil(this.bits / 8)) : Math.ceil(this.bits / 8);
  }

  /** An ordinary member of `bytes` bytes. */
  member(name: string, t: CType, bytes: number): void {
    if (this.union) {
      this.fields.push({ name, type: t, offset: 0 });
      this.size = Math.max(this.size, bytes);
      this.unionByte = Math.max(this.unionByte, bytes);
      return;
    }
    this.endRun();
    this.bits = Math.ceil(this.bits / 8) * 8;
    this.place({ name, type: t, offset: this.bits / 8 });
    this.bits += bytes * 8;
  }

  /**
   * A bit field `t name : width` (name null: unnamed padding). Returns an error message, or null.
   */
  bitField(name: string | null, t: CType, width: number): string | null {
    // TCC 2.0's words (oracle-ccerr bitfield-bad: `char a : 3`, `long a : 4`; `int a : 17`)
    if (t.kind !== 'int' || t.size !== 2) return 'Not an allowed type';
    if (width < 0 || width > UNIT_BITS) return 'Bit field too large';
    if (width === 0 && name !== null) return `bit field ${name}: a named bit field cannot be 0 bits wide`;
    if (this.union) {
      if (name === null) this.advanceUnionCursor(width);
      else {
        this.fields.push({ name, type: t.signed ? INT : UINT, offset: 0, bits: { shift: this.bits, width } });
        this.size = Math.max(this.size, 1);
        if (this.unionByte === 1) this.unionByte = 0;
      }
      return null;
    }
    if (width === 0) this.bits = Math.ceil(this.bits / 8) * 8;
    else if ((this.bits & 7) + width > UNIT_BITS) {
      // a field that moves on to the next byte begins a stretch of its own: the unnamed fields
      // before it are not written (ccgen9 CL00060: `unsigned : 6; unsigned b1 : 12;` after a char,
      // b1 one byte lower; CL00002, CL00130)
      this.endRun();
      this.bits = Math.ceil(this.bits / 8) * 8;
    }
    const at = this.bits >> 3;
    // a named field 16 bits wide is written as a word of its own: a new stretch begins after it
    if (name !== null && width === UNIT_BITS) this.endRun();
    this.run ??= { from: at, named: false };
    if (name !== null) this.place({ name, type: t.signed ? INT : UINT, offset: at, bits: { shift: this.bits & 7, width } });
    this.bits += width;
    if (name !== null) this.run = width === UNIT_BITS ? { from: at + 2, named: false } : { ...this.run, named: true };
    return null;
  }

  /** An unnamed bit field of `width` bits in a union moves its cursor as a struct's position moves. */
  private advanceUnionCursor(width: number): void {
    if (width === 0 || this.bits + width > UNIT_BITS) {
      this.unionByte += Math.ceil(this.bits / 8);
      this.bits = 0;
    }
    this.bits += width;
    if (this.bits > 8) {
      this.unionByte += this.bits >> 3;
      this.bits &= 7;
    }
  }
}
