#!/bin/sh
# A real speech-dispatcher (platform/speech_spd.c): the daemon started with a configuration of its
# own (the espeak-ng output module, libao's null driver for sound, log level 5, which records every
# message it is asked to say, its own socket in a temporary folder); a short game played with
# --speech --autoplay; the daemon's log must hold, in the game log's order, every card played ("Left:
# queen of spades.", priority "message": queued), the first deal and the result. Then with no daemon
# at that address: one clear line on stderr, and the game still plays to its end (exit 0).
# usage: game_speechd_test.sh HEARTS OUT_DIR     (skipped, 77, without speech-dispatcher or espeak-ng)
set -u
hearts=$1
out=$2
module=/usr/lib/speech-dispatcher-modules/sd_espeak-ng
if ! command -v speech-dispatcher > /dev/null || [ ! -x "$module" ]; then
    echo "SKIP: speech-dispatcher or its espeak-ng module is not installed (scripts/deps.sh installs them)"
    exit 77
fi
rm -rf "$out"
mkdir -p "$out/conf/modules" "$out/log" "$out/home" "$out/data"
out=$(cd "$out" && pwd)
cat > "$out/conf/speechd.conf" << 'CONF'
LogLevel 5
AudioOutputMethod "libao"
DefaultModule espeak-ng
DefaultLanguage "en"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
CONF
: > "$out/conf/modules/espeak-ng.conf"
echo "default_driver=null" > "$out/home/.libao" # libao's null device: no sound card needed
HOME=$out/home speech-dispatcher -s -l 5 -L "$out/log" -C "$out/conf" -c unix_socket -S "$out/sock" -t 0 \
    -P "$out/pid" > "$out/daemon.out" 2>&1 &
daemon=$!
trap 'kill $daemon 2> /dev/null' EXIT
# up to 30 s: on a busy machine (the suite's other tests beside it) the daemon has taken over 5 s
for _ in $(seq 300); do
    [ -S "$out/sock" ] && break
    sleep 0.1
done
[ -S "$out/sock" ] || { echo "FAIL: the daemon made no socket"; cat "$out/daemon.out"; exit 1; }

fail=0
# under the sanitizers: the library's own leak when it cannot connect is not the game's
LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$(cd "$(dirname "$0")" && pwd)/lsan-speechd.supp"
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}fast_unwind_on_malloc=0" # a stack deep enough to name spd_open2
export LSAN_OPTIONS ASAN_OPTIONS
SPEECHD_ADDRESS=unix_socket:$out/sock HEARTS_SPEECH= XDG_DATA_HOME=$out/data HEARTS_SCREEN_READER=0 \
    "$hearts" --speech --autoplay --exit-at-end --speed 8 --seed 5 --preset classic --rule target=30 \
    --language en --log "$out/game.jsonl" > "$out/game.out" 2>&1
rc=$?
[ $rc -eq 0 ] || { echo "FAIL: the game with speech exited $rc"; cat "$out/game.out"; fail=1; }
sleep 1 # the last lines reach the daemon's log
log=$out/log/speech-dispatcher.log
# what the daemon queued, in order, priority 2 (message): the table's events
sed -n 's/.*Queueing message |\(.*\)| with priority 2$/\1/p' "$log" > "$out/said.txt"
# every card played, from the game log, as the game says it, in order; a claim's line ("Left claims
# the rest. ...", "Left claims: the rest is certain. ...") says the cards it lays down instead of the
# hand's remaining plays
python3 - "$out/game.jsonl" "$out/said.txt" > "$out/plays.txt" << 'PY'
import json, sys
ranks = dict(zip("23456789TJQKA", "two three four five six seven eight nine ten jack queen king ace".split()))
suits = {"C": "clubs", "D": "diamonds", "S": "spades", "H": "hearts"}
seats = {"S": "You", "W": "Left", "N": "Across", "E": "Right"}
plays = []
for line in open(sys.argv[1]):
    e = json.loads(line)
    if e.get("event") == "play":
        c = e["card"]
        plays.append((e["hand"], "%s: %s of %s." % (seats[e["seat"]], ranks[c[0]], suits[c[1]])))
said = [l.rstrip("\n") for l in open(sys.argv[2])]
at, claims, bad = 0, 0, []
for l in said:
    claim = (" claims the rest." in l or l.startswith("You claim the rest.") or
             " claims: the rest is certain." in l or l.startswith("You claim: the rest is certain."))
    if claim and at < len(plays):
        hand = plays[at][0]
        while at < len(plays) and plays[at][0] == hand:
            at += 1
        claims += 1
    elif l.split(":")[0] in seats.values() and l.count(" of ") == 1 and l.endswith("."):
        if at >= len(plays) or plays[at][1] != l:
            bad.append("said %r, the log's next play is %r" % (l, plays[at][1] if at < len(plays) else None))
            break
        at += 1
if at != len(plays):
    bad.append("%d of the log's %d plays unsaid" % (len(plays) - at, len(plays)))
print("plays=%d claims=%d" % (len(plays), claims))
for b in bad:
    print("BAD " + b)
PY
n=$(sed -n 's/^plays=\([0-9]*\).*/\1/p' "$out/plays.txt")
if [ "${n:-0}" -lt 52 ] || grep -q '^BAD ' "$out/plays.txt"; then
    echo "FAIL: the daemon was not told every card played (${n:-0} in the game log), in order:"
    head -5 "$out/plays.txt"
    fail=1
else
    echo "ok: the daemon queued all $n cards played, in the game's order ($(sed -n 's/.*claims=//p' "$out/plays.txt") laid down by a claim)"
fi
grep -q '^Hand 1\. Pass three cards to the left\.$' "$out/said.txt" || { echo "FAIL: the first deal unsaid"; fail=1; }
grep -q 'Totals: you' "$out/said.txt" || { echo "FAIL: no hand's points said"; fail=1; }
grep -Eq '^(You win!|Left wins\.|Across wins\.|Right wins\.)' "$out/said.txt" || { echo "FAIL: no result said"; fail=1; }

# no daemon at the address: one line on stderr, the game goes on silently to its end
SPEECHD_ADDRESS=unix_socket:$out/none/sock HEARTS_SPEECH= XDG_DATA_HOME=$out/data HEARTS_SCREEN_READER=0 \
    timeout 120 "$hearts" --speech --autoplay --exit-at-end --speed 20 --seed 5 --preset classic --rule target=10 \
    --language en > "$out/nodaemon.out" 2>&1
rc=$?
[ $rc -eq 0 ] || { echo "FAIL: with no daemon the game exited $rc"; fail=1; }
if [ "$(grep -c 'Speech could not start' "$out/nodaemon.out")" -ne 1 ]; then
    echo "FAIL: with no daemon, not one line saying so:"
    cat "$out/nodaemon.out"
    fail=1
else
    echo "ok: with no daemon: $(grep 'Speech could not start' "$out/nodaemon.out")"
fi
exit $fail
