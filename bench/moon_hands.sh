#!/bin/sh
# The moon hands of a logged match against the hunter or the searching shooter played again by this build
#   bench/moon_hands.sh hands LOG REPS [EVERY]
#   bench/moon_hands.sh trace LOG GAME LINE CARD [WORLDS]
set -eu
cd "$(dirname "$0")/.."
b=${BUILD:-build-ai}
cc -std=gnu11 -O2 -Iinclude -I"$b/generated" -Isrc/engine bench/moon_hands.c \
   "$b/src/engine/libhearts_engine.a" -lcjson -lm -o "$b/moon_hands"
exec "$b/moon_hands" "$@"
