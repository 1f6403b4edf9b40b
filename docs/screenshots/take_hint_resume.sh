#!/bin/sh
# Two more screenshots under Xvfb (1280x800): hint.png (H on South's first turn, seed 7) and
# title_resume.png (the game killed with SIGTERM after the pass, the next start offers it).
#   sh docs/screenshots/take_hint_resume.sh build
# Needs xvfb, xauth, xdotool and imagemagick.
set -u
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME="$work/xdg"
mkdir -p "$XDG_DATA_HOME" "$work/raw"
cat >"$work/session.sh" <<'INNER'
#!/bin/sh
hearts=$1; raw=$2
wait_window() { wid=$(xdotool search --sync --onlyvisible --name Hearts | head -1); }
key() { xdotool key --window "$wid" "$@"; }
"$hearts" --seed 7 & pid=$!
wait_window; sleep 2
xdotool mousemove --window "$wid" 640 453 click 1; sleep 0.5
key Return; sleep 4
key h; sleep 1.5          # a hint for the pass selects three cards
key p; sleep 7            # pass them; South's first turn comes
key h; sleep 2.5          # a hint for the play
import -window root "$raw/hint.png"
kill -TERM $pid; wait $pid
"$hearts" & pid=$!
wait_window; sleep 2
import -window root "$raw/title_resume.png"
kill -TERM $pid; wait $pid
INNER
xvfb-run -a -s '-screen 0 1280x800x24' sh "$work/session.sh" "$build/hearts" "$work/raw"
for name in hint title_resume; do
    convert "$work/raw/$name.png" -resize 1024x +dither -colors 128 -define png:compression-level=9 "$here/$name.png"
    ls -l "$here/$name.png"
done
