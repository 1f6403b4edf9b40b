#!/bin/sh
# The moons a player shot in a game log, how the others defended, and (REPS > 0) which of their
# cards would have stopped it, the hand played on by the real players (see bench/moon_replay.c).
#   bench/moon_replay.sh LOG [SHOOTER [MAX_HANDS [REPS [MAX_TRICK]]]]   SHOOTER as named in the log (ai:hunter)
set -eu
cd "$(dirname "$0")/.."
b=${BUILD:-build-ai}
cc -std=c11 -O2 -Iinclude -I"$b/generated" -Isrc/engine bench/moon_replay.c \
   "$b/src/engine/libhearts_engine.a" -lcjson -lm -o "$b/moon_replay"
exec "$b/moon_replay" "$@"
