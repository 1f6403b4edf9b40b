#!/bin/sh
# The defence measured against shooters, on duplicate deals (hearts-sim: docs/cli.md):
#   1. moons by the searching shooter (`search`) against three hard players (--duplicate);
#   2. two hard against two `search`, --teams: the points a seat-hand of each side and their difference;
#   3. moons by the moon hunter (`hunter`) against three hard players (--duplicate).
# DEFENDER=expert (or another level) defends instead of hard.
# Each with a 95% interval. The defaults play about 10,000 hands a figure (20 hands a duplicate deal,
# 10 a teams deal): hours of CPU on two cores.
#   bench/search_moons.sh [DEALS] [SEED]     (BUILD=build by default; HEARTS_SIM=path for another build;
#                                            SEARCH=search:WORK for another budget; JOBS=2;
#                                            DEFENDER=expert for the defending level)
set -eu
cd "$(dirname "$0")/.."
sim=${HEARTS_SIM:-${BUILD:-build}/hearts-sim}
deals=${1:-500}
seed=${2:-1}
jobs=${JOBS:-2}
search=${SEARCH:-search}
def=${DEFENDER:-hard}
[ -x "$sim" ] || { echo "bench/search_moons.sh: no $sim: build first (cmake --build build)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run() { # NAME ARGS...: the command, then its summary in $tmp/NAME.json
    name=$1; shift
    echo "\$ $sim $*"
    "$sim" "$@" --jobs "$jobs" --json > "$tmp/$name.json"
}
run search --duplicate --games "$deals" --seed "$seed" --players "S=$search,W=$def,N=$def,E=$def"
run teams --teams --games $((deals * 2)) --seed "$seed" --players "S=$def,N=$def,W=$search,E=$search"
run hunter --duplicate --games "$deals" --seed "$seed" --players "S=hunter,W=$def,N=$def,E=$def"

python3 - "$tmp" "$def" <<'PY'
import json, math, sys
d, dfn = sys.argv[1], sys.argv[2]
def load(n):
    return json.load(open(f"{d}/{n}.json"))
for name, who in (("search", "search"), ("hunter", "hunter")):
    j = load(name)
    s = j["seats"]["S"]
    n, k = j["hands_completed"], s["moons"]
    p, z = k / n, 1.96
    # Wilson's interval: a share near 0 keeps a sensible lower end.
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    print(f"{who} against three {dfn}: {k} moons in {n} hands = {100*p:.2f}% "
          f"(95%: {100*(mid-half):.2f} to {100*(mid+half):.2f}); attempts {s.get('moon_tries', 0)}, "
          f"completed {s.get('moon_tries_won', 0)}; its margin {s['margin']:+.2f} +- {1.96*s['margin_se']:.2f}")
j = load("teams")
t = j["teams"]
print(f"{dfn} (S+N) vs search (W+E), {j['hands_completed']} hands: {t['SN']['points_per_hand']:.2f} against "
      f"{t['WE']['points_per_hand']:.2f} points a seat-hand; difference {t['margin']:+.2f} "
      f"(95%: +- {1.96*t['margin_se']:.2f}); moons by search "
      f"{j['seats']['W']['moons'] + j['seats']['E']['moons']}, by {dfn} "
      f"{j['seats']['S']['moons'] + j['seats']['N']['moons']}")
PY
