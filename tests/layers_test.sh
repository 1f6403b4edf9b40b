#!/bin/sh
# The layering rule of src/game (scripts/check-layers.sh): the real tree passes, and a copy with an
# upward include, or a scene that plays a card itself, is caught.
set -eu
src=$1
out=$2
check="$src/scripts/check-layers.sh"
sh "$check" "$src/src/game"
rm -rf "$out"
mkdir -p "$out"
cp -r "$src/src/game" "$out/up"
echo '#include "scenes/home.h"' >> "$out/up/platform/ui.h"
if sh "$check" "$out/up" > "$out/up.txt" 2>&1; then
    echo "layers_test: an include of scenes/ from platform/ was not caught"
    exit 1
fi
grep -q 'platform/ may not include "scenes/home.h"' "$out/up.txt"
cp -r "$src/src/game" "$out/decide"
echo 'static void cheat(void) { (void)game_play(0, 0, 0); }' >> "$out/decide/scenes/play.c"
if sh "$check" "$out/decide" > "$out/decide.txt" 2>&1; then
    echo "layers_test: a scene giving the engine a decision was not caught"
    exit 1
fi
grep -q 'gives the engine a decision' "$out/decide.txt"
echo "layers_test: the rule holds, and both kinds of breach are caught"
