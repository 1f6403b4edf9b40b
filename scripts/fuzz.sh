#!/bin/sh
# Builds the libFuzzer targets with clang (AddressSanitizer and UndefinedBehaviorSanitizer on) and runs
# each for SECONDS (default 20) from its seed corpus in tests/fuzz/corpus/. A crash stops with the
# input that caused it saved as build-fuzz/fuzz/crash-*.
#   sh scripts/fuzz.sh [SECONDS]
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-20}
sh scripts/deps.sh
CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEARTS_FUZZ=ON -DHEARTS_BUILD_GAME=OFF \
    -DCMAKE_C_FLAGS="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all" > /dev/null
cmake --build build-fuzz -j "$(nproc)" > /dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for target in build-fuzz/fuzz/fuzz_*; do
    name=$(basename "$target" | sed 's/^fuzz_//')
    mkdir -p "$work/$name"
    corpus=tests/fuzz/corpus/$name
    echo "== $name: $seconds s"
    if (cd build-fuzz/fuzz && "../../$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
            -print_final_stats=1 "$work/$name" "../../$corpus" 2> "$work/$name.log"); then
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$name.log" | tr '\n' ' '
        echo "ok"
    else
        tail -40 "$work/$name.log"
        echo "FAILED: $name"
        status=1
    fi
done
exit $status
