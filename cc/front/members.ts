/**
 * A struct's or union's members laid out as Turbo C 2.0 lays them out: packed, no padding (byte
 * alignment, TCC's default), and bit fields in int-sized units, the first field in the unit's
 * lowest bits. A bit field that does not fit in what is left of the current unit starts a new
 * unit; a width of 0 closes the unit; an ordinary member after bit fields starts after the unit.
 * Only `int` (signed) and `unsigned` bit fields exist in TC 2.0, 1 to 16 bits wide.
 */
import type { CType, Field } from '../c.ts';
import { INT, UINT } from './types.ts';

const UNIT_BITS = 16;

export class MemberLayout {
  readonly fields: Field[] = [];
  private offset = 0;
  private size = 0;
  /** The open bit-field unit: its offset and how many of its bits are taken; null when none. */
  private unit: { offset: number; used: number } | null = null;

  constructor(private readonly union: boolean) {}

  /** The struct's size so far (its sizeof once every member is in). */
  get total(): number {
    this.close();
    return this.size;
  }

  /** An ordinary member of `bytes` bytes. */
  member(name: string, t: CType, bytes: number): void {
    this.close();
    this.fields.push({ name, type: t, offset: this.union ? 0 : this.offset });
    this.grow(bytes);
  }

  /**
   * A bit field `t name : width` (name null: unnamed padding). Returns an error message, or null.
   */
  bitField(name: string | null, t: CType, width: number): string | null {
    if (t.kind !== 'int' || t.size !== 2) return `bit field ${name ?? '(unnamed)'}: its type must be int or unsigned`;
    if (width < 0 || width > UNIT_BITS) return `bit field ${name ?? '(unnamed)'}: width ${width} is not 0 to 16`;
    if (width === 0) {
      if (name !== null) return `bit field ${name}: a named bit field cannot be 0 bits wide`;
      this.close();
      return null;
    }
    if (this.union || this.unit === null || this.unit.used + width > UNIT_BITS) {
      this.close();
      this.unit = { offset: this.union ? 0 : this.offset, used: 0 };
    }
    const shift = this.unit.used;
    this.unit.used += width;
    if (name !== null) this.fields.push({ name, type: t.signed ? INT : UINT, offset: this.unit.offset, bits: { shift, width } });
    return null;
  }

  /** Finish the open bit-field unit: it takes an int. */
  private close(): void {
    if (this.unit === null) return;
    this.unit = null;
    this.grow(2);
  }

  private grow(bytes: number): void {
    if (this.union) this.size = Math.max(this.size, bytes);
    else {
      this.offset += bytes;
      this.size = this.offset;
    }
  }
}
