/**
 * The profiles — one per seed, and seed 003's rules chapter as its own beside Modern — and the
 * choices made where a seed is silent (each is written down in roms/blocks/NOTES.md, seed by seed).
 */
import { Field } from '../engine/field.ts';
import { clearLines, removeNaive } from '../engine/gravity.ts';
import { BLOG_ROWS, BLOG_WIDTH, blogPieces, spliceFullLines } from './blog.ts';
import { CHAPTER_GRAVITY_MS, CHAPTER_ROWS, CHAPTER_WIDTH } from './chapter.ts';
import { MODERN_BUFFER, MODERN_VISIBLE, MODERN_WIDTH, srsPieces } from './modern.ts';
import type { Profile } from './profile.ts';
import { QIU_ROWS, QIU_WIDTH, qiuPieces } from './qiu.ts';
import { scanFullLines, ZHOU_HIDDEN, ZHOU_ROWS, ZHOU_WIDTH } from './zhou-rules.ts';
import { zhouPieces } from './zhou.ts';
import { SRS_T } from './srs.ts';

export type { GameOptions, Mode, Profile } from './profile.ts';
export { DEFAULT_OPTIONS, MODES } from './profile.ts';

/** What the seeds' own designs share: uniform pieces, fixed on landing, no ghost, no Guideline scoring. */
const CLASSIC = { randomiser: 'uniform', lockDelay: false, ghost: false, guideline: false, tKind: -1 } as const;

/**
 * A seed's own profile: CLASSIC and its own fields. (A call marked pure, not a spread at the top
 * level, which the bundler must keep: the player's bundle names this ROM without running it.)
 */
function classic(own: Omit<Profile, keyof typeof CLASSIC>): Profile {
  return { ...CLASSIC, ...own };
}
const NO_EXTRAS = { hold: false, kicks: false, lineGravity: false, save: false } as const;

/** Full rows out, everything above down as a slab: one step. */
function naiveLines(field: Field): number[] {
  const n = removeNaive(field);
  return n ? [n] : [];
}

/** Zhou: 100/300/600/1000 points for 1–4 rows; the speed level rises every 2000 points, up to 10. */
const ZHOU_POINTS = [0, 100, 300, 600, 1000];

export const zhou: Profile = /* @__PURE__ */ classic({
  id: 'zhou',
  title: 'Zhou 2006',
  source: 'seed 000b: the 19-entry table',
  has: { hold: false, kicks: false, lineGravity: false, save: true },
  pieces: () => zhouPieces,
  newField: () => new Field(ZHOU_WIDTH, ZHOU_ROWS, ZHOU_HIDDEN),
  removeLines: (field, piece) => {
    const n = scanFullLines(field, piece.y);
    return n ? [n] : [];
  },
  clearPoints: (steps) => steps.reduce((s, n) => s + ZHOU_POINTS[Math.min(n, 4)]!, 0),
  dropPoints: [0, 0],
  level: (score, _lines, start) => Math.min(10, start + Math.floor(score / 2000)),
  gravityMs: (level) => Math.max(100, 1100 - 100 * level),
  // A shape fixed with a cell in the three hidden rows: the stack has reached the top.
  lockOut: (cells) => cells.some(([, y]) => y < ZHOU_HIDDEN),
});

/** Qiu: "用 if 語句對分數判斷": 10 points a row, a level at each of these scores. */
export const QIU_THRESHOLDS = [100, 300, 600, 1000, 1500, 2100, 2800, 3600];

export const qiu: Profile = /* @__PURE__ */ classic({
  id: 'qiu',
  title: 'Qiu 2009',
  source: 'seed 001: enumerated states',
  has: NO_EXTRAS,
  pieces: () => qiuPieces,
  newField: () => new Field(QIU_WIDTH, QIU_ROWS, 0),
  removeLines: naiveLines,
  clearPoints: (steps) => 10 * steps.reduce((s, n) => s + n, 0),
  dropPoints: [0, 0],
  level: (score, _lines, start) => {
    let level = start;
    for (const t of QIU_THRESHOLDS) if (score >= t) level++;
    return level;
  },
  gravityMs: (level) => Math.max(100, 900 - 100 * level),
  lockOut: () => false, // lost only when a new shape has no room (block out)
});

export const blog: Profile = /* @__PURE__ */ classic({
  id: 'blog',
  title: 'Blog model 2010',
  source: 'seed 002: x\'=y, y\'=-x points',
  has: NO_EXTRAS,
  pieces: () => blogPieces,
  newField: () => new Field(BLOG_WIDTH, BLOG_ROWS, 0, true),
  removeLines: (field) => {
    const n = spliceFullLines(field);
    return n ? [n] : [];
  },
  // The blog keeps no score: a point a line. It has no timer either (its next post promises
  // one): a row a second, no levels.
  clearPoints: (steps) => steps.reduce((s, n) => s + n, 0),
  dropPoints: [0, 0],
  level: (_s, _l, start) => start,
  gravityMs: () => 1000,
  // down(): "如果在 1 也无法下落,说明游戏结束" — a shape that cannot leave its birth row ends it.
  lockOut: (_cells, piece) => piece.y === blogPieces.spawn(0).y,
});

export const modern: Profile = {
  id: 'modern',
  title: 'Modern (Guideline)',
  source: 'seed 003: SRS, 7-bag, gravity',
  randomiser: 'bag',
  lockDelay: true,
  ghost: true,
  guideline: true,
  tKind: SRS_T,
  has: { hold: true, kicks: true, lineGravity: true, save: false },
  pieces: (o) => srsPieces(o.kicks),
  newField: () => new Field(MODERN_WIDTH, MODERN_BUFFER + MODERN_VISIBLE, MODERN_BUFFER),
  removeLines: (field, _cells, o) => clearLines(field, o.lineGravity),
  // Guideline: 100/300/500/800 × level; each further step of a chain counts its rows again
  // times its place in the chain (our choice: the seed names chains, not their worth).
  clearPoints: (steps, level) => steps.reduce((s, n, i) => s + [0, 100, 300, 500, 800][Math.min(n, 4)]! * level * (i + 1), 0),
  dropPoints: [1, 2],
  level: (_score, lines, start) => start + Math.floor(lines / 10),
  // Guideline: (0.8 − (level − 1) × 0.007) ^ (level − 1) seconds per row.
  gravityMs: (level) => 1000 * Math.pow(0.8 - (Math.min(level, 20) - 1) * 0.007, Math.min(level, 20) - 1),
  // Lock out: the whole piece locked above the visible field.
  lockOut: (cells) => cells.every(([, y]) => y < MODERN_BUFFER),
};

/**
 * The rules chapter of seed 003 as its code plays them (profiles/chapter.ts): uniform random
 * pieces, a row a second, fixed on landing, a point a row. Its pieces are Modern's SRS shapes
 * turned without kicks (the chapter's prefabs turn about their pivot; its figures are not in the
 * text), spawned in the top two rows, I and O centred.
 */
export const chapter: Profile = /* @__PURE__ */ classic({
  id: 'chapter',
  title: 'Chapter rules',
  source: 'seed 003: its own code',
  has: NO_EXTRAS,
  pieces: () => srsPieces(false, 0),
  newField: () => new Field(CHAPTER_WIDTH, CHAPTER_ROWS, 0),
  removeLines: naiveLines,
  clearPoints: (steps) => steps.reduce((s, n) => s + n, 0), // DeleteFullRows: score++ a row
  dropPoints: [0, 0],
  level: (_s, _l, start) => start,
  gravityMs: () => CHAPTER_GRAVITY_MS,
  lockOut: () => false, // lost only when a new piece has no room (block out)
});

/** The menu's order; new profiles go last, so a replay's Right presses still choose the same one. */
export const PROFILES: readonly Profile[] = [zhou, qiu, blog, modern, chapter];

export function profileById(id: string): Profile {
  const p = PROFILES.find((q) => q.id === id);
  if (!p) throw new Error(`unknown profile "${id}" (have: ${PROFILES.map((q) => q.id).join(', ')})`);
  return p;
}
