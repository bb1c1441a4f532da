/*
 * A plain C perft for Reversi, the reference the engine's perft is compared with (bench/peers):
 * 64-bit bitboards, moves by growing each direction's runs of opponent discs by doubling (a step,
 * a second, then two steps twice through opponent pairs: a run holds at most 6 discs, as in
 * roms/reversi/engine/moves.ts), flips by walking the 8 rays from the move square. A pass counts as a ply and a finished game
 * ends a sequence early (counted once), as in roms/reversi/engine/perft.ts.
 *
 *   cc -O2 -march=x86-64 -o perft bench/peers/perft.c && ./perft 11
 * prints the depth, the count and the CPU seconds; exits 1 when the count is not the known one.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef uint64_t u64;

/* Shifts by direction, masking what would wrap into the next row. */
#define NOT_A 0xfefefefefefefefeULL /* all but column a */
#define NOT_H 0x7f7f7f7f7f7f7f7fULL /* all but column h */
static inline u64 east(u64 b) { return (b << 1) & NOT_A; }
static inline u64 west(u64 b) { return (b >> 1) & NOT_H; }
static inline u64 north(u64 b) { return b << 8; }
static inline u64 south(u64 b) { return b >> 8; }
static inline u64 ne(u64 b) { return (b << 9) & NOT_A; }
static inline u64 nw(u64 b) { return (b << 7) & NOT_H; }
static inline u64 se(u64 b) { return (b >> 7) & NOT_A; }
static inline u64 sw(u64 b) { return (b >> 9) & NOT_H; }

typedef u64 (*Shift)(u64);
#define EACH_DIRECTION(X) X(east) X(west) X(north) X(south) X(ne) X(nw) X(se) X(sw)

static u64 moves(u64 p, u64 o) {
  u64 empty = ~(p | o), m = 0, t, pair;
#define MOVES(dir) \
  pair = o & dir(o); \
  t = dir(p) & o; t |= dir(t) & o; t |= dir(dir(t)) & pair; t |= dir(dir(t)) & pair; \
  m |= dir(t) & empty;
  EACH_DIRECTION(MOVES)
#undef MOVES
  return m;
}

static u64 flips(int sq, u64 p, u64 o) {
  u64 f = 0, run, x, b = 1ULL << sq;
#define FLIPS(dir) \
  run = 0; x = dir(b); \
  while (x & o) { run |= x; x = dir(x); } \
  if (x & p) f |= run;
  EACH_DIRECTION(FLIPS)
#undef FLIPS
  return f;
}

static u64 count(u64 p, u64 o, int depth, int passed) {
  u64 m = moves(p, o), n = 0;
  if (m == 0) {
    if (passed) return 1; /* neither side can move: the game is over, a leaf */
    return depth == 1 ? 1 : count(o, p, depth - 1, 1);
  }
  if (depth == 1) return (u64)__builtin_popcountll(m);
  while (m) {
    int sq = __builtin_ctzll(m);
    u64 b = m & -m, f = flips(sq, p, o);
    m ^= b;
    n += count(o ^ f, p | f | b, depth - 1, 0);
  }
  return n;
}

int main(int argc, char **argv) {
  static const u64 known[] = { 1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800 };
  int depth = argc > 1 ? atoi(argv[1]) : 11;
  if (depth < 1 || depth > 11) { fprintf(stderr, "perft: depth 1..11, got %s\n", argv[1]); return 2; }
  /* The start position, black to move: e4 and d5 black, d4 and e5 white. */
  u64 black = (1ULL << 28) | (1ULL << 35), white = (1ULL << 27) | (1ULL << 36);
  clock_t c0 = clock();
  u64 n = count(black, white, depth, 0);
  double s = (double)(clock() - c0) / CLOCKS_PER_SEC;
  printf("perft(%d) = %llu in %.3f s CPU\n", depth, (unsigned long long)n, s);
  return n == known[depth] ? 0 : 1;
}
