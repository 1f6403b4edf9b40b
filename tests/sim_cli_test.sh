#!/bin/sh
# hearts-sim's command line: bad input gets one clear line and exit 2 and leaves no log behind;
# results and logs are the same whatever --jobs is; --log appends; the clock ends games.
# usage: sim_cli_test.sh HEARTS_SIM CHECK_LOG
set -u
sim=$1
check_log=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { echo "ok      $1"; passed=$((passed + 1)); }
bad() { echo "FAILED  $1"; failed=$((failed + 1)); }

# expect_usage_error NAME PATTERN ARGS...: exit 2, one line on stderr matching PATTERN, nothing on
# stdout, and no log file created.
expect_usage_error() {
    name=$1; pattern=$2; shift 2
    rm -f "$tmp/never.jsonl"
    "$sim" "$@" --log "$tmp/never.jsonl" > "$tmp/out" 2> "$tmp/err"
    code=$?
    lines=$(wc -l < "$tmp/err")
    if [ "$code" -ne 2 ]; then bad "$name: exit $code, want 2"; return; fi
    if [ "$lines" -ne 1 ]; then bad "$name: $lines lines on stderr, want 1"; cat "$tmp/err"; return; fi
    if ! grep -q -- "$pattern" "$tmp/err"; then bad "$name: message lacks '$pattern':"; cat "$tmp/err"; return; fi
    if [ -s "$tmp/out" ]; then bad "$name: printed on stdout"; return; fi
    if [ -e "$tmp/never.jsonl" ]; then bad "$name: left a log behind"; return; fi
    ok "$name ($(cat "$tmp/err"))"
}

expect_usage_error "unknown flag" "unknown option '--gmaes'" --gmaes 5
expect_usage_error "zero games" "--games takes a whole number from 1" --games 0
expect_usage_error "games not a number" "not 'ten'" --games ten
expect_usage_error "unknown preset" "unknown preset 'tournment'" --preset tournment
expect_usage_error "unknown rule" "unknown rule 'colour'" --rule colour=blue
expect_usage_error "bad rule value" "rule 'sun' takes on or off" --rule sun=maybe
expect_usage_error "rule without value" "KEY=VALUE" --rule sun
expect_usage_error "three seats" "seat E is missing" --players S=normal,W=normal,N=normal
expect_usage_error "a seat twice" "names seat S twice" --players S=normal,S=easy,N=normal,E=normal
expect_usage_error "unknown level" "unknown level 'master'" --players S=master,W=normal,N=normal,E=normal
expect_usage_error "search budget" "needs a work budget from 1000 to 100000000" --players S=search:10,W=normal,N=normal,E=normal
expect_usage_error "search budget not a number" "needs a work budget" --players S=search:lots,W=normal,N=normal,E=normal
expect_usage_error "zero jobs" "--jobs takes a whole number from 1" --jobs 0
expect_usage_error "negative seed" "--seed takes a whole number" --seed -1
expect_usage_error "bad move seconds" "--move-seconds takes seconds" --move-seconds fast
expect_usage_error "missing value" "--games needs a value" --games
expect_usage_error "stray argument" "unexpected argument 'games'" games
expect_usage_error "a switch given a value" "--json takes no value: write just --json" --json=yes
expect_usage_error "an empty value" "--players needs a value" --players=
expect_usage_error "a value that is a flag" "--seed needs a value" --seed --json

# A log that cannot be written: one line, exit 2, no file anywhere.
"$sim" --games 1 --log "$tmp/no/such/folder/x.jsonl" > /dev/null 2> "$tmp/err"
code=$?
if [ "$code" -eq 2 ] && [ "$(wc -l < "$tmp/err")" -eq 1 ] && grep -q "cannot write the log" "$tmp/err" &&
   [ ! -e "$tmp/no" ]; then ok "unwritable log ($(cat "$tmp/err"))"; else bad "unwritable log: exit $code"; cat "$tmp/err"; fi

# --help and --version
if "$sim" --help | grep -q -- "--players"; then ok "--help"; else bad "--help"; fi
if "$sim" --version | grep -Eq '^hearts-sim [0-9]+\.[0-9]+\.[0-9]+$'; then ok "--version"; else bad "--version"; fi

# The same results and the same log whatever --jobs is (timings aside).
strip_timing() {
    sed -E 's/"(seconds|hands_per_second|peak_rss_mb|decision_(cpu_)?ms_p50|decision_(cpu_)?ms_p99)":[0-9.e+-]+,?//g' "$1"
}
"$sim" --games 300 --seed 5 --jobs 1 --json --log "$tmp/j1.jsonl" > "$tmp/j1.json"
"$sim" --games 300 --seed 5 --jobs 2 --json --log "$tmp/j2.jsonl" > "$tmp/j2.json"
"$sim" --games 300 --seed 5 --jobs 7 --json > "$tmp/j7.json"
if [ "$(strip_timing "$tmp/j1.json")" = "$(strip_timing "$tmp/j2.json")" ] &&
   [ "$(strip_timing "$tmp/j1.json")" = "$(strip_timing "$tmp/j7.json")" ] &&
   cmp -s "$tmp/j1.jsonl" "$tmp/j2.jsonl"; then
    ok "--jobs 1, 2 and 7 give the same summary and log"
else
    bad "--jobs changes the results"; strip_timing "$tmp/j1.json"; strip_timing "$tmp/j2.json"
fi
if grep -q '"games":300' "$tmp/j1.json" && grep -q '"standings_mean"' "$tmp/j1.json"; then ok "--json summary";
else bad "--json summary"; cat "$tmp/j1.json"; fi

# --log appends game after game, and every line follows docs/game-log.md.
"$sim" --games 20 --seed 900 --preset omnibus --log "$tmp/app.jsonl" > /dev/null
"$sim" --games 30 --seed 950 --preset classic --rule sun=on --log "$tmp/app.jsonl" > /dev/null
if "$check_log" "$tmp/app.jsonl" 50 > /dev/null && [ "$(grep -c '"event":"game"' "$tmp/app.jsonl")" -eq 50 ]; then
    ok "--log appends 20 + 30 valid games"
else
    bad "--log append"; "$check_log" "$tmp/app.jsonl" 50
fi

# The virtual clock: slow moves make tournament games run out of time.
"$sim" --games 50 --move-seconds 4 --json > "$tmp/slow.json"
if grep -Eq '"clock_ends":(4[0-9]|50)' "$tmp/slow.json"; then ok "--move-seconds 4 runs games out of time";
else bad "--move-seconds"; cat "$tmp/slow.json"; fi
"$sim" --games 50 --move-seconds 0 --json > "$tmp/fast.json"
if grep -q '"clock_ends":0' "$tmp/fast.json"; then ok "--move-seconds 0 never runs out";
else bad "--move-seconds 0"; cat "$tmp/fast.json"; fi

# --rule applies on top of --preset whatever their order.
"$sim" --games 1 --rule target=75 --preset classic --log "$tmp/order.jsonl" > /dev/null
if head -1 "$tmp/order.jsonl" | grep -q '"preset":"classic","target":75,'; then ok "--rule before --preset still applies";
else bad "--rule before --preset"; head -c 300 "$tmp/order.jsonl"; fi

# --teams: each deal twice, S+N and W+E swapping places; the team margin is S+N's points per seat and
# hand minus W+E's, with its standard error; four equal players make it exactly zero.
"$sim" --teams --games 40 --seed 3 --jobs 1 --json --players S=normal,N=normal,W=easy,E=easy > "$tmp/t1.json"
"$sim" --teams --games 40 --seed 3 --jobs 2 --json --players S=normal,N=normal,W=easy,E=easy > "$tmp/t2.json"
"$sim" --teams --games 40 --seed 3 --json > "$tmp/t0.json"
if python3 - "$tmp/t1.json" "$tmp/t0.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
z = json.load(open(sys.argv[2]))
s, t = r["seats"], r["teams"]
sn = (s["S"]["points_per_hand"] + s["N"]["points_per_hand"]) / 2
we = (s["W"]["points_per_hand"] + s["E"]["points_per_hand"]) / 2
assert r["games"] == 80 and r["seatings"] == 2 and r["deals"] == 40 and r["duplicate"] is True, r
assert abs(t["SN"]["points_per_hand"] - sn) < 2e-4 and abs(t["WE"]["points_per_hand"] - we) < 2e-4, (t, sn, we)
assert abs(t["margin"] - (sn - we)) < 3e-4 and t["margin_se"] > 0, t
assert t["margin"] + 3 * t["margin_se"] < 0, t  # two normal players beat two easy ones
assert z["teams"]["margin"] == 0 and z["teams"]["margin_se"] == 0, z["teams"]
PY
then ok "--teams: team points, margin and its standard error"; else bad "--teams"; cat "$tmp/t1.json"; fi
if [ "$(strip_timing "$tmp/t1.json")" = "$(strip_timing "$tmp/t2.json")" ]; then ok "--teams: --jobs 1 and 2 agree";
else bad "--teams: --jobs changes the results"; fi
if "$sim" --teams --games 5 --players S=normal,N=normal,W=easy,E=easy | grep -q "S+N minus W+E"; then
    ok "--teams: the text summary gives the team margin"; else bad "--teams text summary"; fi
if grep -q '"decision_cpu_ms_p50"' "$tmp/j1.json"; then ok "--json: CPU time per decision"; else bad "CPU time"; fi

# A level that thinks (hard, expert) counts its attempts on the moon, in the table's "moon tries" column
# and in the JSON, and has its decisions' CPU time; the others count none. Against three normal players
# the expert tries the moon boldly (some tries in 10 games); with a hard player at the table it tries
# rarely, perhaps never in 10 games.
"$sim" --games 10 --seed 21 --preset classic --players S=expert,W=normal,N=normal,E=normal > "$tmp/expert.txt"
"$sim" --games 10 --seed 21 --preset classic --json --players S=expert,W=normal,N=normal,E=hard > "$tmp/expert.json"
if grep -q "moon tries" "$tmp/expert.txt" && grep -Eq '^South +expert .* [1-9][0-9]* \([0-9]+ won\)$' "$tmp/expert.txt" &&
   ! grep -Eq '^(Left|Across|Right) .*won\)' "$tmp/expert.txt"; then
    ok "expert: its attempts on the moon in the table"
else
    bad "expert: no moon tries in the table"; cat "$tmp/expert.txt"
fi
if python3 - "$tmp/expert.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))["seats"]
assert s["S"]["player"] == "expert" and s["S"]["moon_tries"] >= 0, s["S"]
assert 0 <= s["S"]["moon_tries_won"] <= s["S"]["moon_tries"], s["S"]
assert "moon_tries" in s["E"] and not any("moon_tries" in s[k] for k in "WN"), s
# the p50 may read 0 where the thread CPU clock is coarse (Wine: a tick of 15.6 ms)
assert s["S"]["decision_cpu_ms_p50"] >= 0 and s["S"]["decision_cpu_ms_p99"] > 0, s["S"]
PY
then ok "expert: moon_tries and decision CPU times in the JSON"; else bad "expert: JSON"; cat "$tmp/expert.json"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
