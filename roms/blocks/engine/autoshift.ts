/**
 * DAS and ARR ("delayed auto shift", "auto repeat rate"): a held Left or Right moves the piece
 * once at the press, then — `das` ms after the press — once every `arr` ms (arr 0: straight to
 * the wall), until the release. Times are the program's clock in ms, so the shifts are counted
 * from the press's own time, not from when the program next looked.
 */
export class Autoshift {
  /** −1 left, 1 right, 0 none held. */
  private dir: -1 | 0 | 1 = 0;
  private pressedAt = 0;
  /** Auto shifts already made since the press. */
  private repeats = 0;

  constructor(public das: number, public arr: number) {}

  get held(): -1 | 0 | 1 {
    return this.dir;
  }

  /** A direction pressed at `at` ms: returns the one immediate shift (as a signed count). */
  press(dir: -1 | 1, at: number): number {
    this.dir = dir;
    this.pressedAt = at;
    this.repeats = 0;
    return dir;
  }

  release(dir?: -1 | 1): void {
    if (dir === undefined || dir === this.dir) this.dir = 0;
  }

  /**
   * The signed number of auto shifts due by `at` ms and not yet made (Infinity × dir once DAS has
   * run out with arr 0: the caller moves until blocked).
   */
  due(at: number): number {
    if (this.dir === 0) return 0;
    const held = at - this.pressedAt;
    if (held < this.das) return 0;
    if (this.arr <= 0) {
      this.repeats = 1;
      return this.dir * Infinity;
    }
    const due = Math.floor((held - this.das) / this.arr) + 1;
    const n = due - this.repeats;
    this.repeats = due;
    return n * this.dir;
  }

  /** When (ms) the next auto shift falls due; Infinity when nothing is held (or ARR 0 has run). */
  nextDue(): number {
    if (this.dir === 0) return Infinity;
    if (this.arr <= 0) return this.repeats ? Infinity : this.pressedAt + this.das;
    return this.pressedAt + this.das + this.repeats * this.arr;
  }
}
