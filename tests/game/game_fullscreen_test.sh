#!/bin/sh
# F11 and Alt+Enter in a real window under Xvfb: with no window manager (the window is moved over the
# whole screen by hand) and under openbox if it is installed (fullscreen asked of the window manager), the window covers the 1600x900 screen and the game is drawn over all of it (a pixel
# near the far corner, above a panel's height, is the felt, not the X server's black), and comes back to its size and place; and
# --fullscreen at start. Skipped (77) without xvfb-run, xdotool, xwininfo or ImageMagick's import.
# usage: game_fullscreen_test.sh HEARTS WORKDIR
hearts=$1
work=$2
for tool in xvfb-run xdotool xwininfo import; do
    command -v $tool >/dev/null || { echo "skip: no $tool"; exit 77; }
done
rm -rf "$work" && mkdir -p "$work" || exit 1
export XDG_DATA_HOME="$work/xdg" XDG_CACHE_HOME="$work/cache" SDL_AUDIODRIVER=dummy
export HEARTS_WAIT_SH="$(cd "$(dirname "$0")" && pwd)/wait.sh"
unset SDL_VIDEODRIVER SDL_RENDER_DRIVER

cat >"$work/run.sh" <<'INNER'
hearts=$1; wm=$2; out=$3; start=$4
. "$HEARTS_WAIT_SH"
geo() { xwininfo -id "$wid" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF} /Width:/ {w=$NF} /Height:/ {h=$NF} END {print x, y, w, h}'; }
pixel() { import -window root -crop "1x1+$1+$2" -depth 8 txt:- 2>/dev/null | tail -1 | grep -o '#[0-9A-F]\{6\}'; }
corner() { pixel 1590 850; }
# the felt: green above red and blue (the X server's background is black, a panel grey)
green() { [ -n "$1" ] && [ $((0x$(echo "$1" | cut -c4-5))) -gt $((0x$(echo "$1" | cut -c2-3) + 8)) ] &&
    [ $((0x$(echo "$1" | cut -c4-5))) -gt $((0x$(echo "$1" | cut -c6-7) + 8)) ]; }
step() { echo "$1 $(geo) $(corner)" >>"$out"; }
# What a step waits for: "full", the window over the whole screen and the felt drawn to its corner;
# "drawn", the window's size and place the same over half a second and the felt near its far corner
# (the game has drawn its first frame where the window manager put it); "back", the window at the
# size and place it had at the start.
is() {
    case $1 in
    full) [ "$(geo)" = "0 0 1600 900" ] && green "$(corner)" ;;
    drawn) g=$(geo); set -- $g
        [ -n "$4" ] && green "$(pixel $(($1 + $3 - 10)) $(($2 + $4 - 50)))" && sleep 0.5 && [ "$(geo)" = "$g" ] ;;
    back) [ "$(geo)" = "$(grep '^start ' "$out" | cut -d' ' -f2-5)" ] ;;
    esac
}
# await STATE STEP: waits (up to 30 s) until the window is in STATE, then records STEP; on a timeout
# it records what there is, and OUT.wait, which a failure prints, says what it waited for.
await() {
    wait_until 30 "the window to be $1 at $2" is "$1" 2>>"$out.wait"
    step "$2"
}
if [ "$wm" != none ]; then
    # the window manager is up when it has named its check window on the root (EWMH)
    $wm >/dev/null 2>&1 & wmpid=$!
    wm_up() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'; }
    wait_until 30 "$wm to start" wm_up 2>"$out" || exit 1
fi
"$hearts" $start --seed 7 >"$out.log" 2>&1 & pid=$!
wid=$(timeout 30 xdotool search --sync --onlyvisible --name Hearts | head -1)
[ -n "$wid" ] || { echo "no window" >"$out"; kill -TERM $pid 2>/dev/null; exit 1; }
: >"$out"
if [ -z "$start" ]; then
    await drawn start
    xdotool key --window "$wid" F11; await full F11
    xdotool key --window "$wid" F11; await back F11-again
    xdotool key --window "$wid" alt+Return; await full Alt+Enter
    xdotool key --window "$wid" alt+Return; await back Alt+Enter-again
else
    await full start
fi
kill -TERM $pid; wait $pid
[ -n "$wmpid" ] && kill $wmpid 2>/dev/null
INNER

fail=0
# the felt: green above red and blue (the X server's background is black, a panel grey)
green() { [ -n "$1" ] && [ $((0x$(echo "$1" | cut -c4-5))) -gt $((0x$(echo "$1" | cut -c2-3) + 8)) ] &&
    [ $((0x$(echo "$1" | cut -c4-5))) -gt $((0x$(echo "$1" | cut -c6-7) + 8)) ]; }
expect() { # label file step full|window
    line=$(grep "^$3 " "$2")
    set -- $line "$4"
    ok=0
    case $7 in
        full) [ "$2 $3 $4 $5" = "0 0 1600 900" ] && green "$6" && ok=1 ;;
        window) [ -n "$4" ] && [ "$4" -lt 1600 ] && [ "$5" -lt 900 ] && ok=1 ;;
    esac
    echo "$line"
    return $((1 - ok))
}
for wm in none openbox; do
    [ $wm = none ] || command -v $wm >/dev/null || { echo "skip: $wm is not installed"; continue; }
    out="$work/$wm.txt"
    xvfb-run -a -s '-screen 0 1600x900x24' sh "$work/run.sh" "$hearts" $wm "$out" "" >/dev/null 2>&1
    for s in "start window" "F11 full" "F11-again window" "Alt+Enter full" "Alt+Enter-again window"; do
        set -- $s
        if line=$(expect $wm "$out" "$1" "$2"); then
            echo "ok: $wm: $1 ($2): $line"
        else
            echo "FAIL: $wm: $1 should be $2: $(grep "^$1 " "$out" || cat "$out") $(grep -h "at $1$" "$out.wait" 2>/dev/null)"; fail=1
        fi
    done
    # Back in a window, the window is where it was
    a=$(grep "^start " "$out" | cut -d' ' -f2-5); b=$(grep "^F11-again " "$out" | cut -d' ' -f2-5)
    if [ -n "$a" ] && [ "$a" = "$b" ]; then echo "ok: $wm: back at $a"; else echo "FAIL: $wm: was at $a, came back at $b"; fail=1; fi
    out="$work/$wm-start.txt"
    xvfb-run -a -s '-screen 0 1600x900x24' sh "$work/run.sh" "$hearts" $wm "$out" --fullscreen >/dev/null 2>&1
    if line=$(expect $wm "$out" start full); then echo "ok: $wm: --fullscreen: $line"; else echo "FAIL: $wm: --fullscreen: $(cat "$out")"; fail=1; fi
done
exit $fail
