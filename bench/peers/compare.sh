#!/usr/bin/env bash
# The Reversi engine against Zebra and Edax, in one run on one machine (docs/BENCH.md figure 15,
# "Peers"): FFO endgame positions solved exactly by each engine, single-threaded, CPU time per
# position, every answer checked; and perft(11) against a plain C perft (bench/peers/perft.c)
# built for the baseline x86-64.
#
#   bench/peers/compare.sh                      # FFO #40–#49, one round
#   FIRST=40 LAST=44 ROUNDS=3 bench/peers/compare.sh
#   OURS="/path/to/old-checkout /path/to/new-checkout" bench/peers/compare.sh   # two builds of ours
#
# The peers are built from their public sources in $PEERS_DIR (default /tmp/mode12h-peers), never
# in this repository: Edax from https://github.com/abulmo/edax-reversi, Zebra (Gunnar Andersson's,
# with its trained coefficients coeffs2.bin) from the mirror https://github.com/lk16/zebra. Set
# EDAX_SRC / ZEBRA_SRC to a directory holding either source tree to skip the clone (no network).
#
# - Zebra: its script solver (scrzebra), -O2 -march=x86-64 -fwrapv (without -fwrapv gcc 12's -O2
#   build of bitbtest.c crashes: a signed overflow the code relies on), no opening book.
# - Edax: `make build ARCH=x86-64 COMP=gcc`, `-solve FILE -n 1` (one thread). Its trained weights
#   (eval.dat) are a release download, not in its repository; without EDAX_EVAL=path/eval.dat the
#   script writes a file of zero weights, so Edax's trees are not its real ones (its move ordering
#   lacks the evaluation): its nodes per second is the figure to read, not its node count or time.
# - Ours: `mode12h reversi solve FILE --json` in each checkout of $OURS (default this one).
# - CPU time: user + system of the process (/usr/bin/time), less the same engine's start-up (the
#   median of three solves of a one-empty position), the median over ROUNDS rounds; the engines
#   alternate position by position, so a change in the machine's load hits all of them alike.
#   The machine's load average is printed at the start and the end: read the ratios, not the seconds.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=${PEERS_DIR:-/tmp/mode12h-peers}
FIRST=${FIRST:-40}
LAST=${LAST:-49}
# Edax with zero weights orders its moves blind: from #45 on its trees run to billions of nodes
# (#45 alone ran past 5 minutes), so it solves #FIRST–#EDAX_LAST only (its nodes/s is the figure).
EDAX_LAST=${EDAX_LAST:-44}
ROUNDS=${ROUNDS:-1}
OURS=${OURS:-$ROOT}
FFO="$ROOT/test/fixtures/reversi/ffo-40-59.obf"
mkdir -p "$WORK"

die() { echo "compare.sh: $*" >&2; exit 1; }

# --- sources and builds ---------------------------------------------------------------------

# source NAME URL VAR: a copy of the source tree in $WORK/NAME (from $VAR's directory, else a clone).
source_tree() {
  local name=$1 url=$2 from=${!3:-}
  [ -d "$WORK/$name" ] && return
  if [ -n "$from" ]; then cp -r "$from" "$WORK/$name"
  else git clone --quiet --depth 1 "$url" "$WORK/$name" || die "cannot clone $url (set $3 to a copy of its source)"
  fi
}

build_zebra() {
  source_tree zebra https://github.com/lk16/zebra ZEBRA_SRC
  local z="$WORK/zebra"
  [ -x "$z/scrzebra" ] && return
  [ -f "$z/coeffs2.bin" ] || die "$z/coeffs2.bin is missing (Zebra's trained coefficients)"
  local objs="bitbcnt.o bitbmob.o bitboard.o bitbtest.o cntflip.o counter.o display.o doflip.o end.o epcstat.o error.o eval.o game.o getcoeff.o globals.o hash.o learn.o midgame.o moves.o myrandom.o opname.o osfbook.o patterns.o pcstat.o probcut.o safemem.o search.o stable.o thordb.o timer.o unflip.o scrzebra.o autop.o"
  # shellcheck disable=SC2086
  make -C "$z" -j2 $objs OPTS="-O2 -march=x86-64 -fwrapv" > "$WORK/zebra-build.log" 2>&1 || die "Zebra's build failed: $WORK/zebra-build.log"
  # The mirror's zebra.c declares `quiet` only outside the script-only build.
  echo 'int quiet = 0;' > "$z/quiet-stub.c"
  (cd "$z" && gcc -O2 -c quiet-stub.c && gcc -o scrzebra $objs quiet-stub.o -lm -lz) >> "$WORK/zebra-build.log" 2>&1 || die "Zebra's link failed: $WORK/zebra-build.log"
}

build_edax() {
  source_tree edax https://github.com/abulmo/edax-reversi EDAX_SRC
  local e="$WORK/edax"
  if [ ! -x "$e/bin/lEdax-x86-64" ]; then
    mkdir -p "$e/bin"
    make -C "$e/src" build ARCH=x86-64 COMP=gcc CC=gcc > "$WORK/edax-build.log" 2>&1 || die "Edax's build failed: $WORK/edax-build.log"
  fi
  mkdir -p "$e/data"
  if [ -n "${EDAX_EVAL:-}" ]; then cp "$EDAX_EVAL" "$e/data/eval.dat"
  elif [ ! -f "$e/data/eval.dat" ]; then
    # Header (EDAX, EVAL, version 4, release 4, build 0, date 0.0), then 61 plies × 114 364 zero weights.
    node -e '
      const n = 61 * 114364 * 2, b = Buffer.alloc(28 + n);
      b.writeUInt32LE(0x45444158, 0); b.writeUInt32LE(0x4556414c, 4); b.writeUInt32LE(4, 8); b.writeUInt32LE(4, 12);
      require("fs").writeFileSync(process.argv[1], b);' "$e/data/eval.dat"
  fi
}

build_perft() {
  gcc -O2 -march=x86-64 -o "$WORK/perft-c" "$ROOT/bench/peers/perft.c" || die "cannot build bench/peers/perft.c"
}

build_zebra
build_edax
build_perft
for o in $OURS; do node "$o/bin/mode12h.mjs" reversi perft 1 > /dev/null || die "$o: mode12h does not run"; done

# --- positions ------------------------------------------------------------------------------

mkdir -p "$WORK/pos"
# One empty (h8), black to move and able to play it: the start-up measure.
echo "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO- X ; H8:+14;" > "$WORK/pos/startup.obf"
grep -v '^%' "$FFO" | sed -n "$((FIRST - 39)),$((LAST - 39))p" > "$WORK/pos/all.obf"
[ "$(wc -l < "$WORK/pos/all.obf")" -eq $((LAST - FIRST + 1)) ] || die "FFO #$FIRST–#$LAST not all in $FFO"
n=$FIRST
while IFS= read -r line; do echo "$line" > "$WORK/pos/$n.obf"; n=$((n + 1)); done < "$WORK/pos/all.obf"
for f in "$WORK"/pos/*.obf; do awk '{ print $1, $2 }' "$f" > "${f%.obf}.scr"; done

# --- runs -----------------------------------------------------------------------------------

# cpu CMD...: runs it, its output in $WORK/out, prints its CPU seconds (user + system).
cpu() {
  /usr/bin/time -f '%U %S' -o "$WORK/time" "$@" > "$WORK/out" 2> "$WORK/err" || die "failed: $* (see $WORK/out, $WORK/err)"
  awk '{ printf "%.3f\n", $1 + $2 }' "$WORK/time"
}

# run ENGINE POS: one solve; prints "cpu score nodes" (score for the side to move).
run() {
  local engine=$1 pos=$2 t
  case $engine in
    zebra)
      t=$(cd "$WORK/zebra" && cpu ./scrzebra -b 0 -script "$WORK/pos/$pos.scr" "$WORK/zebra.out")
      local side discs nodes
      side=$(awk '{ print $2 }' "$WORK/pos/$pos.scr")
      discs=$(grep -E '^[0-9]+ - [0-9]+' "$WORK/zebra.out" | tail -1)
      nodes=$(awk '/Total nodes:/ { print $3 }' "$WORK/out")
      echo "$t $(echo "$discs" | awk -v s="$side" '{ print (s == "X" ? $1 - $3 : $3 - $1) }') $nodes" ;;
    edax)
      t=$(cd "$WORK/edax" && cpu ./bin/lEdax-x86-64 -solve "$WORK/pos/$pos.obf" -n 1)
      awk -v t="$t" -F'|' '/^ *1\|/ { split($2, f, " "); print t, f[2] + 0, f[4] }' "$WORK/out" ;;
    ours*)
      local dir=${engine#ours:}
      t=$(cpu node "$dir/bin/mode12h.mjs" reversi solve "$WORK/pos/$pos.obf" --json)
      node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))[0]; console.log(process.argv[2], r.score, r.nodes)' "$WORK/out" "$t" ;;
  esac
}

engines="zebra edax"
for o in $OURS; do engines="$engines ours:$o"; done

label() { case $1 in zebra) echo Zebra ;; edax) echo "Edax (zero weights)" ;; ours:*) echo "ours ${1#ours:}" ;; esac; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

echo "# peers: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average at start $(cut -d' ' -f1-3 /proc/loadavg), node $(node --version), $(gcc --version | head -1)"
declare -A startup
for e in $engines; do
  startup[$e]=$(for i in 1 2 3; do run "$e" startup | cut -d' ' -f1; done | median)
  echo "start-up $(label "$e"): ${startup[$e]} s CPU" >&2
done

# results[engine,pos] = the rounds' CPU times; score and nodes from the last round (they repeat).
declare -A times score nodes
for round in $(seq "$ROUNDS"); do
  for pos in $(seq "$FIRST" "$LAST"); do
    for e in $engines; do
      [ "$e" = edax ] && [ "$pos" -gt "$EDAX_LAST" ] && continue
      read -r t s nd < <(run "$e" "$pos")
      echo "round $round #$pos $(label "$e"): $t s CPU, score $s, $nd nodes" >&2
      times[$e,$pos]="${times[$e,$pos]:-} $(awk -v t="$t" -v s="${startup[$e]}" 'BEGIN { printf "%.3f", t - s }')"
      score[$e,$pos]=$s; nodes[$e,$pos]=$nd
    done
  done
done

# --- the table ------------------------------------------------------------------------------

echo
echo "Start-up CPU s subtracted: $(for e in $engines; do printf '%s %s; ' "$(label "$e")" "${startup[$e]}"; done)"
echo
printf '| FFO | score |'; for e in $engines; do printf ' %s nodes | CPU s | M nodes/s |' "$(label "$e")"; done; echo
printf '|---|---|'; for e in $engines; do printf -- '---|---|---|'; done; echo
declare -A total_t total_n
wrong=0
for pos in $(seq "$FIRST" "$LAST"); do
  want=$(sed -E 's/.*; *[A-Ha-h][1-8]:([-+]?[0-9]+);.*/\1/' "$WORK/pos/$pos.obf" | head -1)
  printf '| #%s | %+d |' "$pos" "$want"
  for e in $engines; do
    if [ "$e" = edax ] && [ "$pos" -gt "$EDAX_LAST" ]; then printf ' – | – | – |'; continue; fi
    t=$(echo "${times[$e,$pos]}" | tr ' ' '\n' | grep . | median)
    s=${score[$e,$pos]}; nd=${nodes[$e,$pos]}
    mark=""; [ "$s" -eq "$want" ] || { mark=" WRONG ($s)"; wrong=$((wrong + 1)); }
    total_t[$e]=$(awk -v a="${total_t[$e]:-0}" -v b="$t" 'BEGIN { print a + b }')
    total_n[$e]=$(( ${total_n[$e]:-0} + nd ))
    printf ' %s%s | %.2f | %.1f |' "$nd" "$mark" "$t" "$(awk -v n="$nd" -v t="$t" 'BEGIN { print (t > 0 ? n / t / 1e6 : 0) }')"
  done
  echo
done
printf '| all | |'
for e in $engines; do
  # An engine that solved nothing (Edax with EDAX_LAST below FIRST) has no totals.
  if [ -z "${total_n[$e]:-}" ]; then printf ' – | – | – |'; continue; fi
  printf ' %s | %.2f | %.1f |' "${total_n[$e]}" "${total_t[$e]}" "$(awk -v n="${total_n[$e]}" -v t="${total_t[$e]}" 'BEGIN { print n / t / 1e6 }')"
done
echo
echo
for o in $OURS; do
  e="ours:$o"
  awk -v a="${total_t[$e]}" -v z="${total_t[zebra]}" -v na="${total_n[$e]}" -v nz="${total_n[zebra]}" -v ne="${total_n[edax]:-0}" -v te="${total_t[edax]:-0}" -v o="$o" 'BEGIN {
    printf "ours (%s) / Zebra: CPU time %.2f×, nodes %.2f×, nodes/s %.2f× Zebra'\''s", o, a / z, na / nz, (na / a) / (nz / z)
    if (te > 0) printf ", %.2f× Edax'\''s", (na / a) / (ne / te)
    print "" }'
done

# perft(11): ours as a process's CPU time less its start-up (`reversi perft 1`), against the C perft.
echo
cperft=$( { for r in $(seq "$ROUNDS"); do "$WORK/perft-c" 11 | awk '{ print $5 }'; done; } | median)
echo "perft(11), plain C (-O2 -march=x86-64): $cperft s CPU"
for o in $OURS; do
  s=$(for i in 1 2 3; do cpu node "$o/bin/mode12h.mjs" reversi perft 1; done | median)
  t=$(for r in $(seq "$ROUNDS"); do cpu node "$o/bin/mode12h.mjs" reversi perft 11; grep -q 212258800 "$WORK/out" || die "$o: perft(11) is not 212258800"; done | median)
  awk -v t="$t" -v c="$cperft" -v s="$s" -v o="$o" 'BEGIN { printf "perft(11), ours (%s): %.3f s CPU less start-up %.3f s: %.2f× the C perft\n", o, t - s, s, (t - s) / c }'
done
echo
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
[ "$wrong" -eq 0 ] || die "$wrong answer(s) wrong"
