#!/bin/sh
# Soak test of the game: `hearts --autoplay` in a real X window under Xvfb for MINUTES (default 20),
# game after game, with HEARTS_SOAK_REPORT writing every 30 s the resident memory and the frame times
# (mean, 99th percentile) of the last 30 s. Prints the first and last windows and the whole report.
#   sh scripts/soak-game.sh [BUILD_DIR] [MINUTES] [SPEED]
set -u
build=$(cd "${1:-build}" && pwd)
minutes=${2:-20}
speed=${3:-4}
work=$(mktemp -d)
report=${SOAK_REPORT:-$work/soak.txt}
export SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME="$work/xdg"
mkdir -p "$XDG_DATA_HOME"
export HEARTS_SOAK_REPORT="$report"
echo "soak: $build/hearts --autoplay --speed $speed for $minutes min, report in $report"
timeout "$((minutes * 60))" xvfb-run -a -s '-screen 0 1280x800x24' \
    "$build/hearts" --autoplay --speed "$speed" --seed 1 2> "$work/stderr.txt"
rc=$?
if [ "$rc" -ne 124 ] && [ "$rc" -ne 0 ]; then
    echo "soak: the game stopped early (exit $rc)"; cat "$work/stderr.txt"; exit 1
fi
lines=$(grep -c '^soak ' "$report" || true)
if [ "$lines" -lt 2 ]; then
    echo "soak: fewer than two report windows"; cat "$report" "$work/stderr.txt"; exit 1
fi
cat "$report"
first=$(grep '^soak ' "$report" | head -1)
last=$(grep '^soak ' "$report" | tail -1)
echo "first: $first"
echo "last:  $last"
val() { echo "$1" | sed -n "s/.* $2=\([0-9.]*\).*/\1/p"; }
awk -v r1="$(val "$first" rss_kb)" -v r2="$(val "$last" rss_kb)" -v m1="$(val "$first" mean_ms)" \
    -v m2="$(val "$last" mean_ms)" -v p1="$(val "$first" p99_ms)" -v p2="$(val "$last" p99_ms)" 'BEGIN {
    printf "rss: %d -> %d KiB (%+d)\nmean frame: %.3f -> %.3f ms\np99 frame: %.3f -> %.3f ms\n", r1, r2, r2 - r1, m1, m2, p1, p2
}'
rm -rf "$work/xdg"
