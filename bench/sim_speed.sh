#!/bin/sh
# The simulator's speed: hands a second for four random, four easy and four normal players, with 2 jobs
# (or JOBS), GAMES games each (default 5000), three runs each, the median printed, with the machine's
# load average before and after. Run it on a quiet machine: every other process takes a share of the
# two cores.
#   bench/sim_speed.sh [GAMES]        (BUILD=build by default; HEARTS_SIM=path to compare another build)
set -eu
cd "$(dirname "$0")/.."
sim=${HEARTS_SIM:-${BUILD:-build}/hearts-sim}
games=${1:-5000}
jobs=${JOBS:-2}
[ -x "$sim" ] || { echo "bench/sim_speed.sh: no $sim: build first (cmake --build build)" >&2; exit 2; }
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown; }
echo "load average (1, 5, 15 min) before: $(load)"
printf '%-8s %12s   (%s, %s games, %s jobs, median of 3 runs; the runs)\n' level hands/s "$sim" "$games" "$jobs"
for level in random easy normal; do
    runs=""
    for i in 1 2 3; do
        hps=$("$sim" --games "$games" --seed "$i" --jobs "$jobs" --json \
            --players "S=$level,W=$level,N=$level,E=$level" |
            sed -E 's/.*"hands_per_second":([0-9.]+).*/\1/')
        runs="$runs ${hps%.*}"
    done
    median=$(printf '%s\n' $runs | sort -n | sed -n 2p)
    printf '%-8s %12s  %s\n' "$level" "$median" "$runs"
done
echo "load average after: $(load)"
