/**
 * The DOS C: drive of a machine: files by their 8.3 name, case-insensitive (DOS upper-cases
 * names). Memory only for now; a host may read what a program wrote (`driveOf(m).read(name)`).
 */
import type { Machine } from '../machine.ts';

export class DosDrive {
  private readonly files = new Map<string, Uint8Array>();

  /** DOS's form of a name: upper case, a leading `C:\` dropped. Throws on a name DOS refuses. */
  static canonical(name: string): string {
    const n = name.replace(/^[cC]:\\?/, '').toUpperCase();
    if (!/^[A-Z0-9_$~!#%&'(){}@^`-]{1,8}(\.[A-Z0-9_$~!#%&'(){}@^`-]{0,3})?$/.test(n)) {
      throw new Error(`C: drive: "${name}" is not an 8.3 file name`);
    }
    return n;
  }

  has(name: string): boolean {
    return this.files.has(DosDrive.canonical(name));
  }

  /** The file's bytes, or undefined when there is no such file. */
  read(name: string): Uint8Array | undefined {
    return this.files.get(DosDrive.canonical(name));
  }

  write(name: string, bytes: Uint8Array): void {
    this.files.set(DosDrive.canonical(name), bytes);
  }

  /** The names on the drive, sorted. */
  list(): string[] {
    return [...this.files.keys()].sort();
  }
}

const drives = new WeakMap<Machine, DosDrive>();

/** The machine's C: drive (made empty on first use). */
export function driveOf(m: Machine): DosDrive {
  let d = drives.get(m);
  if (!d) drives.set(m, (d = new DosDrive()));
  return d;
}
