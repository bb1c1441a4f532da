/** stdlib.h — SKELETON: signatures final, bodies in progress. */
/** int rand(void) */
export function rand(): number { throw new Error('stdlib.h rand: not implemented yet'); }
/** void srand(unsigned seed) */
export function srand(_seed: number): void { throw new Error('stdlib.h srand: not implemented yet'); }
/** #define random(num) (rand() % (num))  — TC 2.0 */
export function random(_num: number): number { throw new Error('stdlib.h random: not implemented yet'); }
/** #define randomize() srand((unsigned)time(NULL)) */
export function randomize(): void { throw new Error('stdlib.h randomize: not implemented yet'); }
/** #define max(a,b) (((a) > (b)) ? (a) : (b)) */
export function max(a: number, b: number): number { return a > b ? a : b; }
/** #define min(a,b) (((a) < (b)) ? (a) : (b)) */
export function min(a: number, b: number): number { return a < b ? a : b; }
