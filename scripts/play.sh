#!/bin/sh
# Builds the game (installing what the build needs) and starts it. Arguments go to the game.
set -eu
cd "$(dirname "$0")/.."
sh scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEARTS_BUILD_GAME=ON > /dev/null
cmake --build build -j "$(nproc)"
exec ./build/hearts "$@"
