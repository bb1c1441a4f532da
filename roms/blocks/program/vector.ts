/**
 * A hooked interrupt vector, as a DOS program of the time kept one: `old = getvect(n);
 * setvect(n, handler);` at the start, the handler chaining to `old`, and `setvect(n, old)` before
 * it exits. BLOCKS hooks INT 8 (its fast timer), INT 9 (its keyboard) and INT 1Ch (its tick count).
 */
import type { InterruptHandler } from '../../../runtime/bios/ivt.ts';
import { getvect, setvect } from '../../../runtime/tc/dos.ts';

export class VectorHook {
  private old: InterruptHandler | null = null;

  constructor(readonly vector: number, private readonly handler: InterruptHandler) {}

  get hooked(): boolean {
    return this.old !== null;
  }

  hook(): void {
    if (this.old) throw new Error(`VectorHook.hook: INT ${this.vector.toString(16)}h is hooked already`);
    this.old = getvect(this.vector);
    setvect(this.vector, this.handler);
  }

  /** In C, `(*old)()`: the handler that was there before. */
  chain(): void {
    this.old!();
  }

  unhook(): void {
    if (this.old) setvect(this.vector, this.old);
    this.old = null;
  }
}
