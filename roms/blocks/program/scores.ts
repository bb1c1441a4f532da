/**
 * The high-score table, per profile and mode, kept on the C: drive in BLOCKS.HI: a text file, one
 * entry a line — `profile mode score lines ms` — at most five per table. Marathon and ultra rank
 * by score; sprint by time, and only finished sprints count. A line that does not read is left out
 * and said (file:line) on the menu; the rest of the file still counts.
 */
import { fclose, fgets, fopen, fputs } from '../../../runtime/tc/stdio.ts';
import type { Mode } from '../profiles/profile.ts';

export const HI_FILE = 'BLOCKS.HI';
export const TABLE_SIZE = 5;

export interface Entry {
  profile: string;
  mode: Mode;
  score: number;
  lines: number;
  ms: number;
}

/** Better first: sprint by time, the others by score (then lines). */
function better(a: Entry, b: Entry): number {
  return a.mode === 'sprint' ? a.ms - b.ms : b.score - a.score || b.lines - a.lines;
}

export class HighScores {
  entries: Entry[] = [];
  /** What went wrong reading the file, if anything (shown on the menu). */
  problem: string | null = null;

  /** The table of `profile` × `mode`, best first. */
  table(profile: string, mode: Mode): Entry[] {
    return this.entries.filter((e) => e.profile === profile && e.mode === mode).sort(better);
  }

  /** Add `e` if it makes the table; its place (0-based), or −1. */
  add(e: Entry): number {
    const t = [...this.table(e.profile, e.mode), e].sort(better).slice(0, TABLE_SIZE);
    const place = t.indexOf(e);
    if (place < 0) return -1;
    this.entries = [...this.entries.filter((x) => x.profile !== e.profile || x.mode !== e.mode), ...t];
    return place;
  }

  /** @c void load(void) */
  load(): void {
    this.entries = [];
    this.problem = null;
    const f = fopen(HI_FILE, 'r');
    if (f === null) return; // no table yet
    for (let n = 1; ; n++) {
      const line = fgets(80, f);
      if (line === null) break;
      const m = /^(zhou|qiu|blog|modern|chapter) (marathon|sprint|ultra) (\d{1,9}) (\d{1,6}) (\d{1,9})\s*$/.exec(line);
      if (!m) {
        this.problem ??= `${HI_FILE}:${n}: not "profile mode score lines ms" - left out`;
        continue;
      }
      this.entries.push({ profile: m[1]!, mode: m[2] as Mode, score: Number(m[3]), lines: Number(m[4]), ms: Number(m[5]) });
    }
    fclose(f);
  }

  /** @c int save(void) — 0 when the drive refused the file. */
  save(): boolean {
    const f = fopen(HI_FILE, 'w');
    if (f === null) return false;
    for (const e of this.entries) fputs(`${e.profile} ${e.mode} ${e.score} ${e.lines} ${Math.round(e.ms)}\n`, f);
    fclose(f);
    return true;
  }
}
