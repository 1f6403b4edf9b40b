#!/bin/sh
# Killing the game gives back no tournament time, and a resumed game's log stays whole: real runs of
# `hearts`, killed after real seconds of play.
# - On the pass (a person thinking, under Xvfb: title -> New game -> Deal with the keyboard): kill -9,
#   and SIGTERM. The clock in the save is checked against the wall clock: never more than the game can
#   have had left at the kill, and at most a second (plus the start's idle frame) less.
# - Mid-hand (--autoplay at a slow speed, no window system needed): kill -9 with --log F; then
#   --resume: the resumed game starts from the saved clock (never more); killed again and resumed to
#   the end with --log F: F holds one whole game (check_log) and no line twice.
# usage: game_resume_test.sh HEARTS CHECK_LOG WORKDIR
hearts=$1
check_log=$2
work=$3
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0
export SDL_AUDIODRIVER=dummy

now() { date +%s.%N; }
# The file without a torn last line (what the save's reader reads).
whole_lines() { if [ -n "$(tail -c1 "$1")" ]; then sed '$d' "$1"; else cat "$1"; fi; }
# The clock of the last whole state line, and of the first.
last_clock() { whole_lines "$1" | grep '^{"state":' | tail -1 | sed 's/.*"clock_ms":\(-\{0,1\}[0-9]*\).*/\1/'; }
first_clock() { whole_lines "$1" | grep '^{"state":' | head -1 | sed 's/.*"clock_ms":\(-\{0,1\}[0-9]*\).*/\1/'; }
export HEARTS_WAIT_SH="$(cd "$(dirname "$0")" && pwd)/wait.sh"
. "$HEARTS_WAIT_SH"
# wait_for FILE: waits (up to 30 s) until FILE exists; prints the time it was seen.
wait_for() {
    wait_until 30 "$1" test -f "$1"
    now
}
# played_in_hand FILE N: at least N cards are played, in whole lines, since the last deal of the save.
played_in_hand() {
    deal_at=$(whole_lines "$1" | grep -n '"event":"deal"' | tail -1 | cut -d: -f1)
    [ -n "$deal_at" ] && [ "$(whole_lines "$1" | sed -n "$deal_at,\$p" | grep -c '"event":"play"')" -ge "$2" ]
}
# check_clock WHAT SAVED SEEN KILLED: SAVED (ms) is at most what the clock can have shown at KILLED,
# the game having started (at 600000) no earlier than SEEN; and at most 1 s (the whole second a state
# line keeps) + 1.2 s (the first frame's idle time, charged to the game) + 0.3 s (polling) less.
check_clock() {
    verdict=$(awk -v s="$2" -v t0="$3" -v t1="$4" 'BEGIN {
        most = 600000 - (t1 - t0) * 1000 + 30;
        least = most - 1000 - 1200 - 300;
        if (s == "" || s > most) printf "more"; else if (s < least) printf "less"; else printf "ok";
        printf " (saved %s ms, at most %.0f, at least %.0f)", s, most, least }')
    case $verdict in
    ok*) echo "ok: $1: $verdict" ;;
    *) echo "FAIL: $1: $verdict"; fail=1 ;;
    esac
}

# ---- on the pass, a person thinking: kill -9 and SIGTERM (Xvfb) ----
if command -v xvfb-run >/dev/null 2>&1 && command -v xdotool >/dev/null 2>&1; then
    cat >"$work/pass.sh" <<'INNER'
#!/bin/sh
# pass.sh HEARTS XDG SIGNAL SECONDS: starts a game from the title with the keyboard, lets it run
# SECONDS of real time from its save's birth, kills it.
hearts=$1; xdg=$2; sig=$3; secs=$4
. "$HEARTS_WAIT_SH"
HEARTS_TIMING=1 XDG_DATA_HOME=$xdg SDL_VIDEODRIVER=x11 "$hearts" --seed 7 2>"$xdg.err" & pid=$!
wid=$(xdotool search --sync --onlyvisible --name Hearts | head -1)
wait_until 60 "the first frame (a line in $xdg.err)" first_frame "$xdg.err" 2>>"$xdg.err"
# New game, then Deal, paced as a person would press them
xdotool key --window "$wid" n; sleep 0.5
xdotool key --window "$wid" Return
wait_until 30 "the game's save" test -f "$xdg/hearts/save.jsonl" 2>>"$xdg.err"
seen=$(date +%s.%N)
sleep "$secs" # the time the person thinks: what the test measures the saved clock against
kill -"$sig" $pid; killed=$(date +%s.%N)
wait $pid
echo "$seen $killed"
INNER
    for sig in KILL TERM; do
        xdg="$work/pass-$sig"
        mkdir -p "$xdg"
        times=$(timeout 120 xvfb-run -a -s '-screen 0 1280x800x24' sh "$work/pass.sh" "$hearts" "$xdg" $sig 6)
        save="$xdg/hearts/save.jsonl"
        if [ ! -f "$save" ]; then
            echo "FAIL: on the pass, $sig: no save ($(cat "$xdg.err"))"; fail=1; continue
        fi
        if grep -q '"event":"play"' "$save"; then
            echo "FAIL: on the pass, $sig: a card was played: the person never passed"; fail=1
        fi
        check_clock "6 s on the pass, then $sig" "$(last_clock "$save")" $times
    done
    # what a kill on the pass left is what the next start offers and --resume takes up
    saved=$(last_clock "$work/pass-KILL/hearts/save.jsonl")
    cp "$work/pass-KILL/hearts/save.jsonl" "$work/pass-saved.jsonl"
    cat >"$work/resume.sh" <<'INNER'
#!/bin/sh
# resume.sh HEARTS XDG: --resume, killed once the save is made anew from what it held
hearts=$1; xdg=$2
. "$HEARTS_WAIT_SH"
save=$xdg/hearts/save.jsonl
was=$(inode "$save")
XDG_DATA_HOME=$xdg SDL_VIDEODRIVER=x11 "$hearts" --resume 2>"$xdg.err2" & pid=$!
wait_until 30 "the resumed game's save made anew" renewed "$save" "$was" 2>>"$xdg.err2"
kill -KILL $pid; wait $pid
INNER
    timeout 60 xvfb-run -a -s '-screen 0 1280x800x24' sh "$work/resume.sh" "$hearts" "$work/pass-KILL"
    resumed=$(first_clock "$work/pass-KILL/hearts/save.jsonl")
    if [ -n "$resumed" ] && [ -n "$saved" ] && [ "$resumed" -le "$saved" ] && [ "$resumed" -ge $((saved - 1000)) ]; then
        echo "ok: --resume on the pass starts from the saved clock ($saved ms -> $resumed ms)"
    else
        echo "FAIL: --resume on the pass: saved $saved ms, resumed with $resumed ms"; cat "$work/pass-KILL.err2"; fail=1
    fi
else
    echo "skipped: the pass under Xvfb (xvfb-run and xdotool are needed)"
fi

# ---- mid-hand: --autoplay at a slow speed, kill -9, --resume, to the end with the same --log ----
xdg="$work/mid"
log="$work/mid.jsonl"
save="$xdg/hearts/autoplay.jsonl"
XDG_DATA_HOME=$xdg "$hearts" --autoplay --speed 0.6 --seed 21 --log "$log" 2>"$work/mid.err" & pid=$!
seen=$(wait_for "$save")
wait_until 60 "three cards of a hand played in $save" played_in_hand "$save" 3
kill -KILL $pid; killed=$(now)
wait $pid 2>/dev/null
if [ ! -f "$save" ]; then
    echo "FAIL: mid-hand: no save of the demonstration ($(cat "$work/mid.err"))"; fail=1
else
    last_deal=$(whole_lines "$save" | grep -n '"event":"deal"' | tail -1 | cut -d: -f1)
    plays=$(whole_lines "$save" | sed -n "${last_deal:-1},\$p" | grep -c '"event":"play"')
    hands=$(whole_lines "$save" | sed -n "${last_deal:-1},\$p" | grep -c '"event":"hand"')
    if [ "$plays" -ge 1 ] && [ "$hands" -eq 0 ]; then
        echo "ok: killed mid-hand ($plays cards of the hand played)"
    else
        echo "FAIL: not killed mid-hand: $plays plays, $hands hand ends after the last deal"; fail=1
    fi
    saved=$(last_clock "$save")
    check_clock "autoplay into a hand, then KILL" "$saved" "$seen" "$killed"
    # the log is ahead of the save or level with it, never behind; a torn line or two may end it
    was=$(inode "$save")
    XDG_DATA_HOME=$xdg "$hearts" --resume --autoplay --speed 0.6 --log "$log" 2>"$work/resume1.err" & pid=$!
    wait_until 30 "the resumed game's save made anew" renewed "$save" "$was"
    wait_until 30 "a card played by the resumed game" played_in_hand "$save" $((plays + 1))
    kill -KILL $pid
    wait $pid 2>/dev/null
    resumed=$(first_clock "$save")
    if [ -n "$resumed" ] && [ -n "$saved" ] && [ "$resumed" -le "$saved" ] && [ "$resumed" -ge $((saved - 1000)) ]; then
        echo "ok: --resume mid-hand starts from the saved clock ($saved ms -> $resumed ms)"
    else
        echo "FAIL: --resume mid-hand: saved $saved ms, resumed with $resumed ms"; cat "$work/resume1.err"; fail=1
    fi
    # tear the log's last line, as a kill in the middle of writing it would
    printf '{"event":"play","hand":' >>"$log"
    XDG_DATA_HOME=$xdg timeout 300 "$hearts" --resume --autoplay --exit-at-end --speed 100 --log "$log" \
        >"$work/resume2.out" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "FAIL: --resume to the end exited $rc"; cat "$work/resume2.out"; fail=1
    fi
    games=$(grep -c '"event":"game"' "$log")
    ends=$(grep -c '"event":"end"' "$log")
    twice=$(sort "$log" | uniq -d | wc -l)
    if "$check_log" "$log" >"$work/check.out" 2>&1 && [ "$games" -eq 1 ] && [ "$ends" -eq 1 ] && [ "$twice" -eq 0 ]; then
        echo "ok: killed, resumed twice with the same --log: one whole game, no line twice ($(wc -l <"$log") lines)"
    else
        echo "FAIL: the log after two resumes: $games games, $ends ends, $twice lines twice: $(cat "$work/check.out")"
        fail=1
    fi
    [ ! -f "$save" ] || { echo "FAIL: the finished demonstration's save is still there"; fail=1; }
fi

# ---- --resume with nothing to resume: a clear line, exit 1, no window needed ----
XDG_DATA_HOME="$work/empty" "$hearts" --resume >"$work/none.out" 2>"$work/none.err"
rc=$?
if [ $rc -eq 1 ] && grep -q "no saved game" "$work/none.err" && [ "$(wc -l <"$work/none.err")" -eq 1 ]; then
    echo "ok: --resume with no saved game -> $(cat "$work/none.err")"
else
    echo "FAIL: --resume with no saved game -> exit $rc: $(cat "$work/none.err")"; fail=1
fi

[ $fail -eq 0 ] && echo "game_resume: all passed"
exit $fail
