/**
 * DAS and ARR ("delayed auto shift", "auto repeat rate"): a held Left or Right moves the piece
 * once at once, then — after `das` ms held — once every `arr` ms (arr 0: straight to the wall).
 * This is the timing only; the program tells it when a direction goes down and up and asks how
 * many cells to shift as virtual time passes.
 */
export class Autoshift {
  /** −1 left, 1 right, 0 none held. */
  private dir: -1 | 0 | 1 = 0;
  private heldMs = 0;
  /** Shifts already made by the repeat since DAS ran out. */
  private repeats = 0;

  constructor(public das: number, public arr: number) {}

  get held(): -1 | 0 | 1 {
    return this.dir;
  }

  /** A direction pressed: returns the one immediate shift (as a signed count). */
  press(dir: -1 | 1): number {
    this.dir = dir;
    this.heldMs = 0;
    this.repeats = 0;
    return dir;
  }

  release(dir?: -1 | 1): void {
    if (dir === undefined || dir === this.dir) this.dir = 0;
  }

  /**
   * `ms` more of holding: the signed number of shifts now due (Infinity × dir when arr is 0 and
   * DAS has run out: the caller moves until blocked).
   */
  advance(ms: number): number {
    if (this.dir === 0) return 0;
    this.heldMs += ms;
    if (this.heldMs < this.das) return 0;
    if (this.arr <= 0) return this.dir * Infinity;
    const due = Math.floor((this.heldMs - this.das) / this.arr) + 1;
    const n = due - this.repeats;
    this.repeats = due;
    return n * this.dir;
  }
}
