#!/bin/sh
# Screenshots of every scene of `hearts`, in a real X window under Xvfb (1280x800), clicked through
# with xdotool as a person would. Each is saved as a small PNG (1024 wide, 128 colours) here.
#
#   sh docs/screenshots/take_screenshots.sh build-game
#
# Needs xvfb, xauth, xdotool and imagemagick. Timings are generous; the game is told its seed so the
# deals are the same every time.
set -u
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
export SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME="$work/xdg"
mkdir -p "$XDG_DATA_HOME/hearts" "$work/raw"

cat >"$work/session.sh" <<'EOF'
#!/bin/sh
set -u
hearts=$1; raw=$2; work=$3
shot() { sleep "${2:-0.4}"; import -window root "$raw/$1.png"; }
key() { xdotool key --window "$wid" "$@"; }
click() { xdotool mousemove --window "$wid" "$1" "$2" click 1; }
wait_window() { wid=$(xdotool search --sync --onlyvisible --name Hearts | head -1); }
# South's card i of n (1280x800: the hand is laid out in logical units of 1 pixel)
card_x() { echo $(( 220 + $1 * 6125 / 100 + 14 )); }
card_y=726
plays() { grep -c '"seat":"S"' "$work/game.jsonl" 2>/dev/null | head -1; }
s_plays() { grep '"event":"play"' "$work/game.jsonl" 2>/dev/null | grep -c '"seat":"S"'; }

# ---- 1. The title, its screens, a hand played by hand ----
"$hearts" --seed 7 --log "$work/game.jsonl" & pid=$!
wait_window
shot title 2
click 640 509; shot options; key Escape
click 640 565; shot rules; key Escape
click 640 453; shot new_game; key Return
shot deal 0.7
sleep 2.5
for i in 9 11 12; do click "$(card_x $i)" $card_y; sleep 0.3; done
shot pass_selected 0.3
key p
shot passing 0.5
shot pass_received 1.6
sleep 2.5
# South's turn has come (at most three cards are played before it): click from the left until the
# log shows South's card; the first refusal is kept
refused=0
for i in 12 0 1 2 3 4 5 6 7 8 9 10 11; do
    before=$(s_plays)
    click "$(card_x $i)" $card_y
    sleep 0.35
    if [ "$(s_plays)" -gt "$before" ]; then break; fi
    if [ $refused -eq 0 ]; then import -window root "$raw/play_refused.png"; refused=1; fi
done
shot card_flying 0.02
# a card clicked before South's next turn waits, marked QUEUED (12 cards in the hand now)
click $((250 + 0 * 61 + 14)) $card_y
shot queued 0.1
shot trick 0.5
sleep 3.5
key l; shot last_trick 0.4; key l
key s; shot scores 0.4; key Escape
key Escape; shot pause 0.4
click 640 562; sleep 0.2; click 640 562
sleep 1
click 640 621; shot statistics; key Escape
key q
wait $pid

# ---- 2. A hand summary, from a game that plays itself ----
"$hearts" --autoplay --seed 3 --speed 2 --log "$work/s.jsonl" & pid=$!
wait_window
i=0; while ! grep -q '"event":"hand"' "$work/s.jsonl" 2>/dev/null && [ $i -lt 240 ]; do sleep 0.2; i=$((i+1)); done
shot summary 1.3
kill $pid; wait $pid

# ---- 3. The tournament result (completed game) ----
"$hearts" --autoplay --seed 3 --speed 40 --log "$work/t.jsonl" & pid=$!
wait_window
i=0; while ! grep -q '"event":"end"' "$work/t.jsonl" 2>/dev/null && [ $i -lt 240 ]; do sleep 0.5; i=$((i+1)); done
shot result_tournament 1.5
kill $pid; wait $pid

# ---- 4. A Classic game's result: the winner and the score sheet ----
"$hearts" --autoplay --seed 21 --speed 40 --preset classic --log "$work/c.jsonl" & pid=$!
wait_window
i=0; while ! grep -q '"event":"end"' "$work/c.jsonl" 2>/dev/null && [ $i -lt 300 ]; do sleep 0.5; i=$((i+1)); done
shot result_classic 1.5
kill $pid; wait $pid

# ---- 5. The last minute on the clock, then time running out ----
"$hearts" --autoplay --seed 5 --rule clock_seconds=64 --log "$work/clock.jsonl" & pid=$!
wait_window
shot clock_last_minute 9
i=0; while ! grep -q '"reason":"clock"' "$work/clock.jsonl" 2>/dev/null && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
shot time_up 0.6
shot result_time_out 3
kill $pid; wait $pid

# ---- 6. The four-colour deck and another back ----
printf 'four_colour=on\ncard_back=2\n' >"$XDG_DATA_HOME/hearts/settings.txt"
"$hearts" --autoplay --seed 9 --preset omnibus & pid=$!
wait_window
shot four_colour_deck 9
kill $pid; wait $pid
EOF

xvfb-run -a -s '-screen 0 1280x800x24' sh "$work/session.sh" "$build/hearts" "$work/raw" "$work"

for f in "$work"/raw/*.png; do
    name=$(basename "$f")
    convert "$f" -resize 1024x +dither -colors 128 -define png:compression-level=9 "$here/$name"
done
ls -la "$here"/*.png
rm -rf "$work"
