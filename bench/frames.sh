#!/bin/sh
# Frame times, the start and memory of `hearts` as a player runs it, in one table:
#   - --bench-frames (a full table drawn as fast as possible) under SDL's dummy video driver and in a
#     real window (Xvfb), each with an empty cache of prepared cards (a first start) and a warm one,
#     and with SDL_RENDER_DRIVER=software forced, for comparison;
#   - a whole --autoplay game at normal speed in a real window (HEARTS_FRAME_REPORT);
#   - the window resized 60 times while a game plays (xdotool windowsize);
#   - the CPU the game uses while the table waits for the player (the pass of the first hand).
#   - --bench-frames in Xvfb with SDL_RENDER_DRIVER=opengl (here Mesa's llvmpipe), for comparison.
# Every figure is the median of RUNS runs (the game, the resize and the idle CPU: one run each).
# "CPU" columns are the main thread's CPU time a frame: what the game itself costs, which a busy machine
# does not stretch; the others are real time.
#
# usage: sh bench/frames.sh [BUILD_DIR]      (default: build)
# env:   RUNS=5 FRAMES=300 GAME_ARGS="--seed 1" SKIP_GAME=1 (no whole game) SCREEN=1280x800x24
#        PAUSE="hearts-sim" (processes of these exact names are stopped for the run, and always
#        continued at its end: other benchmarks on a shared machine)
# needs: xvfb-run, xauth, xdotool (the resize and idle rows)
build=${1:-build}
hearts=$(cd "$build" 2>/dev/null && pwd)/hearts
[ -x "$hearts" ] || { echo "no $hearts: build first (cmake --build $build)" >&2; exit 2; }
RUNS=${RUNS:-5}
FRAMES=${FRAMES:-300}
GAME_ARGS=${GAME_ARGS:---seed 1}
SCREEN=${SCREEN:-1280x800x24}
work=$(mktemp -d /tmp/hearts-frames.XXXXXX) || exit 2
resume() {
    for name in $PAUSE; do pkill -CONT -x "$name"; done
}
trap 'resume; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
for name in $PAUSE; do pkill -STOP -x "$name"; done
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)
export XDG_DATA_HOME="$work/xdg" XDG_CACHE_HOME="$work/cache" SDL_AUDIODRIVER=dummy
unset SDL_RENDER_DRIVER SDL_VIDEODRIVER HEARTS_NO_CACHE

# the value of a flat JSON key (a string whole, commas and all)
get() { sed -n -e "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p" -e t -e "s/.*\"$1\":\([^,}]*\).*/\1/p" "$2"; }
median() { sort -n | awk '{v[NR]=$1} END {if (NR == 0) print "-"; else if (NR % 2) print v[(NR+1)/2]; else printf "%.2f\n", (v[NR/2]+v[NR/2+1])/2}'; }
xvfb() { xvfb-run -a -s "-screen 0 $SCREEN" "$@"; }

rows="$work/rows"
: >"$rows"
row() { # name renderer first cpu_first p50 p99 max over33 cpu_p50 cpu_p99 cpu_max peak
    printf '%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s\n' "$@" >>"$rows"
}

# ---- --bench-frames ----
bench() { # name window VAR=VALUE...: RUNS runs of --bench-frames, one row of medians
    name=$1; window=$2; shift 2
    : >"$work/b.all"
    i=0
    while [ $i -lt "$RUNS" ]; do
        if [ "$window" = xvfb ]; then
            env "$@" xvfb-run -a -s "-screen 0 $SCREEN" "$hearts" --bench-frames "$FRAMES" >"$work/b.json" 2>"$work/b.err"
        else
            env "$@" SDL_VIDEODRIVER=dummy "$hearts" --bench-frames "$FRAMES" >"$work/b.json" 2>"$work/b.err"
        fi || { echo "FAIL: $name: $(cat "$work/b.err")" >&2; return; }
        cat "$work/b.json" >>"$work/b.all"
        i=$((i + 1))
    done
    m() { for f in $(sed -n "s/.*\"$1\":\([0-9.]*\).*/\1/p" "$work/b.all"); do echo "$f"; done | median; }
    row "$name" "$(get renderer "$work/b.json")" "$(m first_frame_ms)" "$(m first_frame_cpu_ms)" "$(m p50_ms)" \
        "$(m p99_ms)" "$(if grep -q max_after_first_ms "$work/b.json"; then m max_after_first_ms; else echo "$(m max_ms) (all)"; fi)" "-" \
        "$(m cpu_p50_ms)" "$(m cpu_p99_ms)" "$(m cpu_max_ms)" "$(m peak_rss_mb)"
    echo "  $name: renderer_why: $(get renderer_why "$work/b.json")" >>"$work/notes"
}
: >"$work/notes"
# one start that fills the cache of prepared cards for the warm rows (1280x720, as every bench)
SDL_VIDEODRIVER=dummy "$hearts" --bench-frames 1 >/dev/null 2>&1
bench "bench, dummy driver, first start" dummy HEARTS_NO_CACHE=1
bench "bench, dummy driver" dummy HEARTS_BENCH=1
bench "bench, Xvfb, first start" xvfb HEARTS_NO_CACHE=1
bench "bench, Xvfb" xvfb HEARTS_BENCH=1
bench "bench, Xvfb, software forced" xvfb SDL_RENDER_DRIVER=software
bench "bench, Xvfb, OpenGL forced" xvfb SDL_RENDER_DRIVER=opengl

# ---- a whole game, a resize, the idle CPU: HEARTS_FRAME_REPORT ----
report_row() { # name file
    f=$2
    [ -s "$f" ] || { echo "FAIL: $1: no frame report" >&2; return; }
    row "$1" "$(get renderer "$f")" "$(get first_frame_ms "$f")" "-" "$(get p50_ms "$f")" "$(get p99_ms "$f")" \
        "$(get max_ms "$f")" "$(get over_33ms "$f")" "$(get cpu_p50_ms "$f")" "$(get cpu_p99_ms "$f")" \
        "$(get cpu_max_ms "$f")" "$(get peak_rss_mb "$f")"
    echo "  $1: the dearest frames: $(sed -n 's/.*"dearest":\(\[.*\]\).*/\1/p' "$f")" >>"$work/notes"
}
if [ -z "$SKIP_GAME" ]; then
    # shellcheck disable=SC2086 # GAME_ARGS is a list of arguments
    HEARTS_FRAME_REPORT="$work/game.json" xvfb "$hearts" --autoplay --exit-at-end $GAME_ARGS >/dev/null 2>"$work/game.err"
    report_row "autoplay game, Xvfb (speed 1)" "$work/game.json"
fi

if command -v xdotool >/dev/null; then
    cat >"$work/resize.sh" <<'EOF'
"$1" --autoplay --seed 3 & pid=$!
wid=$(xdotool search --sync --onlyvisible --name Hearts | head -1)
sleep 4
i=0
while [ $i -lt 60 ]; do
    xdotool windowsize "$wid" $((900 + (i % 20) * 20)) $((560 + (i % 20) * 12))
    sleep 0.05
    i=$((i + 1))
done
sleep 1
kill -TERM $pid; wait $pid
EOF
    HEARTS_FRAME_REPORT="$work/resize.json" xvfb sh "$work/resize.sh" "$hearts" >/dev/null 2>&1
    report_row "resized 60 times, Xvfb" "$work/resize.json"

    cat >"$work/idle.sh" <<'EOF'
"$1" --seed 7 & pid=$!
wid=$(xdotool search --sync --onlyvisible --name Hearts | head -1)
sleep 2
xdotool mousemove --window "$wid" 640 453 click 1   # New game
sleep 1
xdotool key --window "$wid" Return                  # deal
sleep 8                                             # the deal is over: the table waits for the pass
t0=$(awk '{print $14 + $15}' /proc/$pid/stat)
sleep 20
t1=$(awk '{print $14 + $15}' /proc/$pid/stat)
echo "$t0 $t1 $(getconf CLK_TCK)" >"$2"
kill -TERM $pid; wait $pid
EOF
    xvfb sh "$work/idle.sh" "$hearts" "$work/idle.txt" >/dev/null 2>&1
    idle=$(awk '{printf "%.2f", ($2 - $1) / $3 / 20 * 100}' "$work/idle.txt" 2>/dev/null)
else
    idle="(no xdotool)"
fi

# ---- the table ----
echo "hearts frames: $build, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc 2>/dev/null) cores, load $load_before at the start and $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) at the end${PAUSE:+ ($PAUSE paused)}, Xvfb $SCREEN, $FRAMES frames x $RUNS runs (medians)"
echo
echo "| run | renderer | first frame ms | its CPU ms | p50 ms | p99 ms | max after first ms | frames > 33 ms | CPU p50 ms | CPU p99 ms | CPU max ms | peak MB |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
while IFS='|' read -r a b c d e f g h i j k l; do
    echo "| $a | $b | $c | $d | $e | $f | $g | $h | $i | $j | $k | $l |"
done <"$rows"
echo
echo "CPU while the table waits for the player (20 s): ${idle}% of one core"
cat "$work/notes"
