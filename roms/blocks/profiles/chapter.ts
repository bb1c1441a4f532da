/**
 * The rules chapter of seed 003 as its own code plays them (Spawner.cs, Group.cs, Grid.cs), beside
 * Modern, which grows the same chapter into the Guideline:
 * - a 10×20 field (`width = 10`, `height = 20`), nothing hidden above it;
 * - the seven pieces drawn uniformly at random, the current and the next
 *   (`next = Random.Range(0, Blocks.Length)`), one shown in the preview;
 * - a row a second, always (`Time.time - lastFall > 1`): no levels;
 * - Down moves one row and restarts that second (`lastFall = Time.time`);
 * - a piece that cannot fall is fixed at once (`position += (0, 1, 0); DeleteFullRows();
 *   SpawnerNext()`): no lock delay;
 * - a turn that does not fit is turned back (`transform.Rotate(0, 0, 90)`): no wall kicks, the
 *   chapter's "不能旋转" — the NES behaviour it describes;
 * - full rows deleted and the rows above moved down (`DeleteRow`, `DecreaseRowAbove`), a point a
 *   row (`score++`);
 * - the game ends when a new piece has no room (`if (!isValidGridPos())` in `Start`).
 */
export const CHAPTER_WIDTH = 10;
export const CHAPTER_ROWS = 20;
/** `Time.time - lastFall > 1`: seconds per row at every level. */
export const CHAPTER_GRAVITY_MS = 1000;
