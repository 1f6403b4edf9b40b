#!/bin/sh
# Decision times of the hard level (or LEVEL=expert) on one core, passes and plays apart, against three
# normal players (or OTHERS=hard, ...), and the slowest plays with what lay behind them.
#   bench/timing.sh [GAMES] [SEED]      (after building build-ai: see bench/README.md; LEVEL=expert)
set -eu
cd "$(dirname "$0")/.."
b=${BUILD:-build-ai}
cc -std=c11 -O2 -Iinclude -I"$b/generated" -Isrc/sim bench/hard_timing.c \
   "$b/src/sim/libhearts_match.a" "$b/src/engine/libhearts_engine.a" -lcjson -lm -o "$b/hard_timing"
exec taskset -c 0 "$b/hard_timing" "${1:-50}" "${2:-1}" "${LEVEL:-hard}" "${OTHERS:-normal}"
