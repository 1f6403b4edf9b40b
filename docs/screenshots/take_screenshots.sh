#!/bin/sh
# Screenshots of every screen of `hearts`, in a real X window under Xvfb, driven with xdotool as a
# person would (keys), at two window sizes: 1280x800 (docs/screenshots/1280x800/) and a tall 800x1000
# (docs/screenshots/800x1000/). One run makes both sizes (the two Xvfb sessions run side by side).
#
#   sh docs/screenshots/take_screenshots.sh build
#   SHOTS_LANG=de sh docs/screenshots/take_screenshots.sh build     the game in German, at 1280x800 only:
#       the pictures a translation is judged by (title options rules your_turn hint pass_selected summary
#       result_tournament) in docs/screenshots/de/
#   SHOTS_ONLY=summary sh docs/screenshots/take_screenshots.sh build  one part only: menus (the title
#       and its screens, a hand played with the keys), summary, tournament (the score sheet and the
#       result), time_up; the other pictures stay as they are
#
# Needs xvfb, xauth, xdotool, imagemagick, and pngquant (optional: the PNGs are then much smaller).
# The game is told its seed, so the deals are the same every time; it keeps its settings and
# statistics in a temporary XDG_DATA_HOME, so the player's are untouched.
#
# The pictures, in each size's folder:
#   title new_game options rules statistics        the title and what it opens
#   pass_selected pass_received                    three cards chosen to pass; the cards received (NEW)
#   your_turn hint last_trick pause                South's turn; H; L; Esc
#   scores                                         S: the score sheet after two hands (the game of 3.)
#   title_resume                                   the next start after the game was killed
#   summary                                        the hand summary (a game that plays itself), taken
#                                                  the moment it is on the screen (HEARTS_TRACE_SCENES)
#   result_tournament                              the result of a whole tournament game (played with H)
#   time_up                                        "Time is up!" (a tournament clock of 40 seconds)
set -u
build=$(cd "${1:-build}" && pwd)
lang=${SHOTS_LANG:-}
sizes="1280x800 800x1000"
[ -n "$lang" ] && sizes=1280x800
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME="$work/xdg" # replaced per size below; never the player's own

cat >"$work/session.sh" <<'EOF'
#!/bin/sh
# session.sh HEARTS RAW WORK W H [LANG]: every screenshot at one window size
set -u
hearts=$1; raw=$2; work=$3; W=$4; H=$5; lang=${6:-}
# the game in that language (the window is found by its class: its title is the game's name there)
if [ -n "$lang" ]; then
    real=$hearts
    hearts=$work/hearts-lang
    printf '#!/bin/sh\nexec "%s" --language %s "$@"\n' "$real" "$lang" >"$hearts"
    chmod +x "$hearts"
fi
export XDG_DATA_HOME="$work/xdg"   # settings, statistics and saves of this session only
mkdir -p "$XDG_DATA_HOME/hearts"
shot() { sleep "${2:-0.5}"; import -window root "$raw/$1.png"; }
key() { xdotool key --window "$wid" "$@"; }
# the game opens at most 1280x800 (smaller on a smaller screen): the window is set to the screen's size
wait_window() {
    wid=$(xdotool search --sync --onlyvisible --class hearts | head -1)
    xdotool windowsize "$wid" "$W" "$H"; xdotool windowmove "$wid" 0 0
    sleep 1.5
}
count() { grep -c "$1" "$2" 2>/dev/null || true; }
want() { [ -z "${SHOTS_ONLY:-}" ] || [ "$SHOTS_ONLY" = "$1" ]; }   # want PART: this part is taken
wait_for() { # wait_for PATTERN FILE TENTHS
    i=0; while ! grep -q "$1" "$2" 2>/dev/null && [ $i -lt "$3" ]; do sleep 0.1; i=$((i+1)); done
}
# wait until the log has not grown for 2 s: the game waits for South
wait_still() {
    last=-1; same=0
    while [ $same -lt 20 ]; do
        n=$(wc -l <"$1"); if [ "$n" = "$last" ]; then same=$((same+1)); else same=0; last=$n; fi
        sleep 0.1
    done
}

# ---- 1. The title and its screens, a hand played with the keys ----
if want menus; then
"$hearts" --seed 7 --log "$work/game.jsonl" & pid=$!
wait_window
shot title 1
key o; shot options; key Escape; sleep 0.4
key r; shot rules; key Escape; sleep 0.4
key s; shot statistics; key Escape; sleep 0.4
key n; shot new_game; key Return
sleep 4                                    # the deal
key Left space Left space Left space       # the three cards on the right
shot pass_selected 0.6
key p
shot pass_received 2.2
wait_still "$work/game.jsonl"              # the opponents before South have played
shot your_turn 0.5
key h; shot hint 2.5
key Return                                 # Enter plays the hinted card
wait_for '"event":"trick"' "$work/game.jsonl" 100
sleep 3
wait_still "$work/game.jsonl"
key l; shot last_trick 0.6; key l
key Escape; shot pause 0.6; key Escape
sleep 0.5
kill -TERM $pid; wait $pid
"$hearts" & pid=$!                          # the saved game is offered
wait_window
shot title_resume 1
kill -TERM $pid; wait $pid
fi

# ---- 2. A hand summary, from a game that plays itself. It shows for 1.25 s at --speed 2, and a fixed
# wait after the log's hand line fell before it (a claim still laid down) or after it (the next deal)
# on a loaded machine: the game says when the summary's first frame is on the screen
# (HEARTS_TRACE_SCENES), and is stopped (SIGSTOP) while the picture is taken ----
if want summary; then
HEARTS_TRACE_SCENES=1 "$hearts" --autoplay --seed 3 --speed 2 --log "$work/s.jsonl" 2>"$work/s.err" & pid=$!
wait_window
wait_for 'hearts: shown summary' "$work/s.err" 2400
kill -STOP $pid
shot summary 0.3
kill -CONT $pid
kill $pid; wait $pid
fi

# ---- 3. A tournament game played to its end with the keys (H for a hint, Enter to play it or to go
# on from a hand's summary, P to pass), at --speed 4: the score sheet (S) after two hands, then the
# result, which stays until a key is pressed (the keys stop as soon as the log has the game's end;
# then Enter once on the last hand's summary) ----
if want tournament; then
"$hearts" --seed 3 --speed 4 --log "$work/t.jsonl" & pid=$!
wait_window
key n; sleep 0.8; key Return; sleep 2
scored=0
i=0
while ! grep -q '"event":"end"' "$work/t.jsonl" && [ $i -lt 1500 ]; do
    if [ $scored -eq 0 ] && [ "$(count '"event":"hand"' "$work/t.jsonl")" -ge 2 ]; then
        sleep 3; key Return; sleep 2   # past the summary, into the next deal
        key s; shot scores 0.8; key Escape; sleep 0.3; scored=1
    fi
    key h; sleep 0.3
    grep -q '"event":"end"' "$work/t.jsonl" && break
    key Return; sleep 0.05; key p; sleep 0.25
    i=$((i+1))
done
sleep 4; key Return                        # the last hand's summary: See the result
shot result_tournament 2.5
kill $pid; wait $pid
fi

# ---- 4. Time running out on the tournament clock ----
if want time_up; then
"$hearts" --autoplay --seed 5 --rule clock_seconds=40 --log "$work/clock.jsonl" & pid=$!
wait_window
wait_for '"reason":"clock"' "$work/clock.jsonl" 900
shot time_up 0.8
kill $pid; wait $pid
fi
EOF

out_of() { if [ -n "$lang" ]; then echo "$here/$lang"; else echo "$here/$1"; fi; }
for size in $sizes; do
    mkdir -p "$work/$size/raw" "$(out_of "$size")"
    xvfb-run -a -s "-screen 0 ${size}x24" sh "$work/session.sh" "$build/hearts" "$work/$size/raw" \
        "$work/$size" "${size%x*}" "${size#*x}" "$lang" &
    sleep 2
done
wait

# 64 colours (pngquant, else imagemagick): about 150-250 KB a picture
keep="title options rules your_turn hint pass_selected summary result_tournament"
for size in $sizes; do
    for f in "$work/$size"/raw/*.png; do
        [ -f "$f" ] || continue
        name=$(basename "$f" .png)
        if [ -n "$lang" ] && ! echo " $keep " | grep -q " $name "; then
            continue
        fi
        out="$(out_of "$size")/$name.png"
        if command -v pngquant >/dev/null; then
            pngquant --force --speed 1 --quality 30-80 --output "$out" 64 "$f" ||
                convert "$f" +dither -colors 64 -define png:compression-level=9 "$out"
        else
            convert "$f" +dither -colors 64 -define png:compression-level=9 "$out"
        fi
        if command -v optipng >/dev/null; then optipng -quiet -o1 "$out"; fi
    done
    ls -l "$(out_of "$size")"
done
[ -n "$lang" ] || [ -n "${SHOTS_ONLY:-}" ] && exit 0
# The AppStream metainfo (packaging/linux/*.metainfo.xml.in) names these four at the top of this
# folder: they are copies of the 1280x800 pictures whose captions they carry there.
cp "$here/1280x800/your_turn.png" "$here/card_flying.png"        # a trick in play, with the clock
cp "$here/1280x800/pass_selected.png" "$here/passing.png"        # passing three cards to the left
cp "$here/1280x800/result_tournament.png" "$here/result_tournament.png"
cp "$here/1280x800/title.png" "$here/title.png"
du -sh "$here"
