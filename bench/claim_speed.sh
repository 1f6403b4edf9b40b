#!/bin/sh
# The cost of deciding a claim (bench/claim_speed.c): sh bench/claim_speed.sh BUILD [GAMES]
b=${1:?build dir}
cc -std=c11 -O2 -Iinclude -I"$b/generated" bench/claim_speed.c "$b/src/engine/libhearts_engine.a" -lm \
   -o "$b/claim_speed" || exit 1
exec taskset -c 0 "$b/claim_speed" "${2:-100}"
