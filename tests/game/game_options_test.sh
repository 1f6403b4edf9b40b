#!/bin/sh
# One-off choices are not saved: --preset, --rule, --level and --speed set this run only. Real runs of
# `hearts` over a settings.txt the player made, which is read back after each:
# - a whole game with the flags (--autoplay): settings.txt says what it said before;
# - under Xvfb, with the keyboard: Options, a change made and undone, back; settings.txt keeps the
#   player's level and speed, not the flags'; then New game -> Deal: the game is played at the flags'
#   level and speed (the save's header says so), not the saved ones.
# usage: game_options_test.sh HEARTS WORKDIR
hearts=$1
work=$2
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0
export SDL_AUDIODRIVER=dummy
flags="--preset classic --rule target=20 --rule sun=on --level hard --speed 3"

# the player's own settings: not the defaults, and not the flags
player_settings() {
    mkdir -p "$1/hearts"
    printf 'rule.preset=tournament\nlevel=easy\nspeed=1.5\nvolume=60\n' >"$1/hearts/settings.txt"
}
# kept DIR WHAT: settings.txt still holds the player's choices
kept() {
    s="$1/hearts/settings.txt"
    for want in rule.preset=tournament rule.target=50 rule.sun=off level=easy speed=1.5 volume=60; do
        if ! grep -qx "$want" "$s"; then
            echo "FAIL: $2: settings.txt lost $want:"; cat "$s"; fail=1; return
        fi
    done
    echo "ok: $2: settings.txt keeps the player's choices"
}

# ---- a whole game with the flags ----
player_settings "$work/a"
XDG_DATA_HOME="$work/a" timeout 300 "$hearts" --autoplay --exit-at-end --seed 3 $flags --speed 100 \
    >"$work/a.out" 2>&1 || { echo "FAIL: the game with the flags exited $?"; cat "$work/a.out"; fail=1; }
kept "$work/a" "a game with $flags"

# ---- Options changed and undone, then a new game (Xvfb, keyboard) ----
if command -v xvfb-run >/dev/null 2>&1 && command -v xdotool >/dev/null 2>&1; then
    player_settings "$work/b"
    cat >"$work/options.sh" <<'INNER'
#!/bin/sh
# options.sh HEARTS XDG FLAGS...: Options, Right then Left on the focused row, Escape; New game, Deal;
# stops with SIGTERM once the game's save is there
hearts=$1; xdg=$2; shift 2
. "$HEARTS_WAIT_SH"
settings=$xdg/hearts/settings.txt
HEARTS_TIMING=1 XDG_DATA_HOME=$xdg SDL_VIDEODRIVER=x11 "$hearts" --seed 5 "$@" 2>"$xdg.err" & pid=$!
wid=$(xdotool search --sync --onlyvisible --name Hearts | head -1)
wait_until 60 "the first frame (a line in $xdg.err)" first_frame "$xdg.err"
was=$(inode "$settings")
# the keys paced as a person would press them; leaving Options writes settings.txt anew
for k in o Right Left Escape; do xdotool key --window "$wid" $k; sleep 0.4; done
wait_until 30 "settings.txt written on leaving Options" renewed "$settings" "$was" &&
    cp "$settings" "$xdg/after-options.txt"
# New game, Deal: the game starts with this run's level and speed (its save is made whole, then renamed)
for k in n Return; do xdotool key --window "$wid" $k; sleep 0.5; done
wait_until 30 "the game's save $xdg/hearts/save.jsonl" test -f "$xdg/hearts/save.jsonl"
kill -TERM $pid; wait $pid
INNER
    HEARTS_WAIT_SH="$(cd "$(dirname "$0")" && pwd)/wait.sh" \
        timeout 180 xvfb-run -a -s '-screen 0 1280x800x24' sh "$work/options.sh" "$hearts" "$work/b" $flags
    if [ -f "$work/b/after-options.txt" ]; then
        mkdir -p "$work/b-options/hearts" && cp "$work/b/after-options.txt" "$work/b-options/hearts/settings.txt"
        kept "$work/b-options" "Options changed and undone with $flags"
    else
        echo "FAIL: Options: settings.txt was not written on leaving Options"; cat "$work/b.err"; fail=1
    fi
    head=$(head -1 "$work/b/hearts/save.jsonl" 2>/dev/null)
    case $head in
    *'"level":"hard","speed":3.000'*) echo "ok: after Options, New game plays at --level hard --speed 3 ($head)" ;;
    *) echo "FAIL: after Options, New game's save says: $head (want level hard, speed 3)"; cat "$work/b.err"; fail=1 ;;
    esac
    grep -qx "level=easy" "$work/b/hearts/settings.txt" && grep -qx "speed=1.5" "$work/b/hearts/settings.txt" ||
        { echo "FAIL: after the game, settings.txt:"; cat "$work/b/hearts/settings.txt"; fail=1; }
else
    echo "skipped: Options under Xvfb (xvfb-run and xdotool are needed)"
fi

[ $fail -eq 0 ] && echo "game_options: all passed"
exit $fail
