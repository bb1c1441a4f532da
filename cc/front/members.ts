/**
 * A struct's or union's members laid out as Turbo C 2.0 lays them out: packed, no padding (byte
 * alignment, TCC's default), and bit fields packed bit by bit (probe CC99921 in DOSBox, 74
 * structs and unions: docs/TURBO-C-FACTS.md "Bit fields"). A struct keeps a position in bits: a
 * bit field goes at it, read and written as the 16-bit word at its byte with the position's bits
 * in that byte below it, unless it would reach past that word, when it starts at the next byte
 * (`int a:12, b:8` puts b at bits 12–19, `int a:3, b:16` b at byte 1); a width of 0 and an
 * ordinary member move to the next byte (`struct { int a:4; int b; }` is 3 bytes). In a union every
 * member is at byte 0; a named bit field counts one byte of its size whatever its width (`union {
 * int a:9; int b:9; }` is 1 byte), and unnamed ones move the later fields' bits up and add bytes
 * (not exact: FIDELITY.md "Generated C programs"). Only `int` (signed) and `unsigned` bit fields
 * exist in TC 2.0, 1 to 16 bits wide.
 */
import type { CType, Field } from '../c.ts';
import { INT, UINT } from './types.ts';

const UNIT_BITS = 16;

export class MemberLayout {
  readonly fields: Field[] = [];
  /** A struct's position in bits; a union's unnamed bit fields' bits. */
  private bits = 0;
  private size = 0;

  constructor(private readonly union: boolean) {}

  /** The struct's size so far (its sizeof once every member is in). */
  get total(): number {
    return this.union ? this.size + Math.ceil(this.bits / 8) : Math.ceil(this.bits / 8);
  }

  /** An ordinary member of `bytes` bytes. */
  member(name: string, t: CType, bytes: number): void {
    if (this.union) {
      this.fields.push({ name, type: t, offset: 0 });
      this.size = Math.max(this.size, bytes);
      return;
    }
    this.bits = Math.ceil(this.bits / 8) * 8;
    this.fields.push({ name, type: t, offset: this.bits / 8 });
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
      if (name === null) this.bits += width;
      else {
        this.fields.push({ name, type: t.signed ? INT : UINT, offset: 0, bits: { shift: this.bits & 7, width } });
        this.size = Math.max(this.size, 1);
      }
      return null;
    }
    if (width === 0 || (this.bits & 7) + width > UNIT_BITS) this.bits = Math.ceil(this.bits / 8) * 8;
    if (name !== null) this.fields.push({ name, type: t.signed ? INT : UINT, offset: this.bits >> 3, bits: { shift: this.bits & 7, width } });
    this.bits += width;
    return null;
  }
}
