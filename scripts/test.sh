#!/bin/sh
# Builds everything with warnings as errors and runs every test; then builds everything again with
# AddressSanitizer and UndefinedBehaviorSanitizer and runs the tests there too; then runs each fuzz
# target for a short while.
set -eu
cd "$(dirname "$0")/.."
sh scripts/deps.sh
jobs=$(nproc)

echo "== build (warnings are errors) and run every test"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEARTS_WERROR=ON -DHEARTS_BUILD_GAME=ON > /dev/null
cmake --build build -j "$jobs"
(cd build && ctest --output-on-failure -j "$jobs")

echo "== every test again under AddressSanitizer and UndefinedBehaviorSanitizer (the packaging checks aside)"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DHEARTS_WERROR=ON -DHEARTS_SANITIZE=ON -DHEARTS_BUILD_GAME=ON \
      > /dev/null
cmake --build build-asan -j "$jobs"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
     ctest --output-on-failure -j "$jobs" -LE packaging)

echo "== every fuzz target for a short while (scripts/fuzz.sh; longer runs: sh scripts/fuzz.sh 600)"
sh scripts/fuzz.sh "${HEARTS_FUZZ_SECONDS:-20}"
