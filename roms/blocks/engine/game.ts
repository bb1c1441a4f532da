/**
 * One game under one profile: the falling piece, the queue, the hold box, gravity, the Guideline
 * lock delay, scoring and levels, and the marathon / sprint / ultra clocks — all in virtual
 * milliseconds that the program passes in (`advance`). The engine draws nothing and reads no
 * keys: the program calls move/rotate/drop and then redraws, and plays the `events` as sounds.
 */
import type { GameOptions, Profile } from '../profiles/profile.ts';
import type { Field } from './field.ts';
import { guidelinePoints, tSpin, type Streak, type TSpin } from './guideline.ts';
import { Randomiser, type RandomInt } from './randomiser.ts';
import type { Cell, EndReason, GameEvent, Piece, PieceRules } from './types.ts';

/** Guideline lock delay and the moves that may restart it. */
export const LOCK_DELAY_MS = 500;
export const LOCK_RESETS = 15;
/** Pieces shown in the preview. */
export const PREVIEW = 1;
/** Guideline Marathon ends after level 15: 150 lines (a level every 10). */
export const MARATHON_LINES = 150;

export class Game {
  readonly field: Field;
  readonly rules: PieceRules;
  /** The falling piece; null once the game is over. */
  piece: Piece | null = null;
  /** Kinds to come, the next first. */
  readonly queue: number[] = [];
  /** The held kind, −1 when empty. */
  held = -1;
  /** Hold may be used once per piece. */
  private holdUsed = false;
  score = 0;
  lines = 0;
  level: number;
  pieces = 0;
  /** Virtual ms of play (pauses are not passed in). */
  elapsed = 0;
  /** The longest chain of line clears so far (sticky/cascade), and the last clear's steps. */
  longestChain = 0;
  lastClear: readonly number[] = [];
  over: EndReason | null = null;
  /** Guideline scoring: the last lock's T-spin, and the back-to-back and combo streak. */
  lastSpin: TSpin = 'none';
  readonly streak: Streak = { b2b: false, combo: -1 };
  /** The kick test of the last move when it was a rotation, else −1 (T-spins need a rotation last). */
  private rotatedWith = -1;
  /** What happened since the program last emptied this. */
  readonly events: GameEvent[] = [];
  private readonly randomiser: Randomiser;
  private gravityAcc = 0;
  private lockTimer = 0;
  private lockResets = 0;
  /** The lowest row the piece's origin has reached (a new low restarts the reset count). */
  private lowest = 0;

  constructor(readonly profile: Profile, readonly options: GameOptions, rnd: RandomInt) {
    this.field = profile.newField();
    this.rules = profile.pieces(options);
    this.level = options.startLevel;
    this.randomiser = new Randomiser(profile.randomiser, this.rules.kinds, rnd);
    for (let i = 0; i < PREVIEW; i++) this.queue.push(this.randomiser.next());
    this.spawn(this.takeNext());
  }

  /** The falling piece's cells (none when over). */
  cells(): readonly Cell[] {
    return this.piece ? this.rules.cells(this.piece) : [];
  }

  /** Where the falling piece would land (the ghost). */
  ghost(): Piece | null {
    if (!this.piece) return null;
    let p = this.piece;
    for (;;) {
      const q = { ...p, y: p.y + 1 };
      if (!this.field.fits(this.rules.cells(q))) return p;
      p = q;
    }
  }

  onGround(): boolean {
    return this.piece !== null && !this.field.fits(this.rules.cells({ ...this.piece, y: this.piece.y + 1 }));
  }

  /** Shift sideways by dx (±1); false when blocked. */
  move(dx: number): boolean {
    if (!this.tryPlace(this.piece && { ...this.piece, x: this.piece.x + dx })) return false;
    this.rotatedWith = -1;
    this.events.push('move');
    return true;
  }

  /** Rotate (1) or rotate back (−1): the profile's candidates in order, the first that fits. */
  rotate(dir: 1 | -1): boolean {
    if (!this.piece) return false;
    const swept = this.rules.swept?.(this.piece, dir) ?? [];
    if (swept.some(([x, y]) => this.field.inside(x, y) && this.field.blocked(x, y))) return false;
    for (const [kick, p] of this.rules.rotations(this.piece, dir).entries()) {
      if (this.tryPlace(p)) {
        this.rotatedWith = kick;
        this.events.push('rotate');
        return true;
      }
    }
    return false;
  }

  /**
   * Soft drop one row (a drop point). Classic profiles lock when it cannot move (the seeds' down
   * key is their ToDown); with lock delay the piece stays until the delay runs out.
   */
  softDrop(): boolean {
    if (!this.piece) return false;
    if (this.stepDown()) {
      this.score += this.profile.dropPoints[0];
      this.gravityAcc = 0;
      return true;
    }
    if (!this.profile.lockDelay) this.lock();
    return false;
  }

  /** Drop to the bottom and lock at once. */
  hardDrop(): void {
    if (!this.piece) return;
    let rows = 0;
    while (this.stepDown()) rows++;
    this.score += rows * this.profile.dropPoints[1];
    this.lock();
  }

  /** Swap the piece with the hold box (once per piece; Modern with hold on). */
  hold(): boolean {
    if (!this.piece || !this.options.hold || !this.profile.has.hold || this.holdUsed) return false;
    const kind = this.piece.kind;
    const back = this.held;
    this.held = kind;
    this.spawn(back >= 0 ? back : this.takeNext());
    this.holdUsed = true;
    this.events.push('hold');
    return true;
  }

  /**
   * Take over a saved position (Zhou's load): the stack, level and score; the falling piece stays
   * if it still fits, else the next one comes.
   */
  restore(level: number, score: number, field: Field): void {
    if (field.width !== this.field.width || field.rows !== this.field.rows) {
      throw new Error(`Game.restore: a ${field.width}×${field.rows} field into a ${this.field.width}×${this.field.rows} game`);
    }
    this.field.color.set(field.color);
    this.field.body.set(field.body);
    this.level = level;
    this.score = score;
    if (this.piece && !this.field.fits(this.rules.cells(this.piece))) this.spawn(this.takeNext());
  }

  /** Let `ms` of play pass: the clocks, gravity and the lock delay, in time order. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`Game.advance(${ms}): ms must be a finite number ≥ 0`);
    let left = ms;
    while (left > 0 && !this.over) {
      const gravity = this.profile.gravityMs(this.level);
      const grounded = this.profile.lockDelay && this.onGround();
      let step = Math.min(left, gravity - this.gravityAcc);
      if (grounded) step = Math.min(step, LOCK_DELAY_MS - this.lockTimer);
      if (this.options.mode === 'ultra') step = Math.min(step, this.options.ultraMs - this.elapsed);
      step = Math.max(step, 0);
      left -= step;
      this.elapsed += step;
      if (this.options.mode === 'ultra' && this.elapsed >= this.options.ultraMs) {
        this.end('ultra');
        return;
      }
      if (grounded) {
        this.lockTimer += step;
        if (this.lockTimer >= LOCK_DELAY_MS) {
          this.lock();
          continue;
        }
      } else {
        this.gravityAcc += step;
      }
      if (this.gravityAcc >= gravity) {
        this.gravityAcc -= gravity;
        if (!this.stepDown() && !this.profile.lockDelay) this.lock();
      }
    }
  }

  // ---- inside ------------------------------------------------------------------------------

  /** Put the piece at `p` if it fits there; restarts the lock delay (up to 15 times). */
  private tryPlace(p: Piece | null): boolean {
    if (!p || !this.piece || !this.field.fits(this.rules.cells(p))) return false;
    const wasGrounded = this.profile.lockDelay && this.onGround();
    this.piece = p;
    if (this.profile.lockDelay && wasGrounded) {
      this.lockResets++;
      if (this.lockResets <= LOCK_RESETS) this.lockTimer = 0;
      else if (this.onGround()) this.lock();
    }
    return true;
  }

  private stepDown(): boolean {
    if (!this.piece) return false;
    const p = { ...this.piece, y: this.piece.y + 1 };
    if (!this.field.fits(this.rules.cells(p))) return false;
    this.piece = p;
    this.rotatedWith = -1;
    if (p.y > this.lowest) {
      this.lowest = p.y;
      this.lockResets = 0;
      this.lockTimer = 0;
    }
    return true;
  }

  private takeNext(): number {
    this.queue.push(this.randomiser.next());
    return this.queue.shift()!;
  }

  private spawn(kind: number): void {
    const p = this.rules.spawn(kind);
    this.piece = p;
    this.gravityAcc = 0;
    this.lockTimer = 0;
    this.lockResets = 0;
    this.lowest = p.y;
    if (!this.field.fits(this.rules.cells(p))) {
      this.end('topout'); // block out
      return;
    }
    // Guideline: a new piece drops one row at once if it can (so it shows in the visible field).
    if (this.profile.lockDelay) this.stepDown();
  }

  /** Fix the piece, remove lines, score, then the next piece. */
  private lock(): void {
    const p = this.piece;
    if (!p) return;
    const cells = this.rules.cells(p);
    if (this.profile.lockOut(cells, p)) {
      this.end('topout');
      return;
    }
    this.pieces++;
    const spin = this.profile.guideline && p.kind === this.profile.tKind && this.rotatedWith >= 0
      ? tSpin(this.field, cells, [p.x + 1, p.y + 1], this.rotatedWith) : 'none';
    this.lastSpin = spin;
    const color = this.rules.color(p.kind);
    for (const [x, y] of cells) if (this.field.inside(x, y)) this.field.set(x, y, color, this.pieces);
    this.events.push('lock');
    const steps = this.profile.removeLines(this.field, p, this.options);
    this.lastClear = steps;
    if (this.profile.guideline) {
      // The first step is the piece's own clear; a chain's further steps keep the profile's points.
      const perfect = steps.length > 0 && this.field.color.every((c) => c === 0);
      const chain = steps.length > 1 ? this.profile.clearPoints(steps, this.level) - this.profile.clearPoints(steps.slice(0, 1), this.level) : 0;
      this.score += guidelinePoints(steps[0] ?? 0, spin, this.level, this.streak, perfect) + chain;
    } else if (steps.length) this.score += this.profile.clearPoints(steps, this.level);
    if (steps.length) {
      const rows = steps.reduce((s, n) => s + n, 0);
      this.lines += rows;
      this.longestChain = Math.max(this.longestChain, steps.length);
      this.events.push('clear');
      // Levels only rise (a loaded Zhou game keeps its saved speed level).
      const level = Math.max(this.level, this.profile.level(this.score, this.lines, this.options.startLevel));
      if (level > this.level) this.events.push('levelup');
      this.level = level;
      if (this.options.mode === 'sprint' && this.lines >= this.options.sprintLines) {
        this.piece = null;
        this.end('sprint');
        return;
      }
      if (this.options.mode === 'marathon' && this.profile.guideline && this.lines >= MARATHON_LINES) {
        this.piece = null;
        this.end('marathon');
        return;
      }
    }
    this.holdUsed = false;
    this.spawn(this.takeNext());
  }

  private end(reason: EndReason): void {
    this.over = reason;
    this.piece = null;
    this.events.push(reason === 'topout' ? 'gameover' : 'done');
  }
}
