#!/bin/sh
# Soak: plays 10,000 and then 100,000 games in hearts-sim and compares peak memory; memory that stays
# flat shows as (nearly) the same figure for both runs.
#   sh scripts/soak-sim.sh [BUILD_DIR]
set -eu
sim=${1:-build}/hearts-sim
for games in 10000 100000; do
    /usr/bin/time -f "%M" -o /tmp/soak-rss.$$ "$sim" --games "$games" --jobs 2 --json > /tmp/soak-out.$$
    rss_kb=$(cat /tmp/soak-rss.$$)
    hps=$(sed -E 's/.*"hands_per_second":([0-9]+).*/\1/' /tmp/soak-out.$$)
    echo "games=$games peak_rss_kb=$rss_kb hands_per_second=$hps"
done
rm -f /tmp/soak-rss.$$ /tmp/soak-out.$$
