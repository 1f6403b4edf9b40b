#!/bin/sh
# Faults from outside, whole runs of `hearts`:
# - a missing or truncated data file (image, font, sound) ends with a message naming the file and the
#   folder looked in, exit 1, never a crash; both with --data-dir and with HEARTS_DATADIR;
# - no audio device (SDL_AUDIODRIVER=none / dummy, or unset on a machine without a sound card): a
#   silent game that plays to the end, without ALSA's complaints on stderr;
# - corrupt or hostile settings and statistics (huge lines, binary junk, NUL bytes, out-of-range
#   numbers, figures that cannot all be true) are set aside as .corrupt-N, kept, and the defaults used;
# - a FIFO as settings.txt, stats.txt or save.jsonl is refused and set aside at once, never waited on;
#   a damaged save is reported as a saved game; half-written *.tmp files are removed at start;
# - a preferences folder that cannot be made (XDG_DATA_HOME is a file: chmod does not stop root) or
#   written: the game plays and says once that nothing will be saved.
# usage: game_faults_test.sh HEARTS WORKDIR
hearts=$1
work=$2
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0
data=$(dirname "$hearts")/data
export SDL_AUDIODRIVER=dummy
quick="--autoplay --exit-at-end --speed 100 --seed 1 --preset classic --rule target=10"

# ---- data files ----
broken() { # how FILE [BYTES]: a copy of the data folder with FILE truncated to BYTES or deleted
    how=$1; file=$2; bytes=${3:-0}
    rm -rf "$work/data" && cp -r "$data" "$work/data" || exit 1
    if [ "$how" = truncate ]; then
        head -c "$bytes" "$data/$file" >"$work/data/$file"
    else
        rm "$work/data/$file"
    fi
    for via in flag env; do
        if [ $via = flag ]; then
            XDG_DATA_HOME="$work/xdg" timeout 60 "$hearts" --data-dir "$work/data" $quick >/dev/null 2>"$work/err"
        else
            XDG_DATA_HOME="$work/xdg" HEARTS_DATADIR="$work/data" timeout 60 "$hearts" $quick >/dev/null 2>"$work/err"
        fi
        rc=$?
        if [ $rc -ne 1 ] || ! grep -q "$file" "$work/err" || ! grep -q "$work/data" "$work/err"; then
            echo "FAIL: $how $file ($via) -> exit $rc: $(cat "$work/err")"; fail=1
        else
            echo "ok: $how $file ($via) -> $(grep "^hearts:" "$work/err" | head -1)"
        fi
    done
}
if [ -f "$data/cards.png" ]; then
    broken truncate cards.png 2000
    broken truncate backs.png 100
    broken truncate fonts/DejaVuSans.ttf 5000
    broken truncate fonts/DejaVuSans-Bold.ttf 0
    broken truncate sounds/queen.wav 30
    broken truncate sounds/card.wav 0
    broken delete fonts/DejaVuSans.ttf
    broken delete table.png
fi

# ---- no audio device: a silent game to the end ----
for drv in none dummy; do
    XDG_DATA_HOME="$work/xdg" SDL_AUDIODRIVER=$drv timeout 120 "$hearts" $quick >"$work/out" 2>&1
    rc=$?
    [ $rc -eq 0 ] && echo "ok: SDL_AUDIODRIVER=$drv plays to the end" || { echo "FAIL: SDL_AUDIODRIVER=$drv -> exit $rc"; cat "$work/out"; fail=1; }
done
# The machine's own sound, as SDL finds it (on a machine without a sound card SDL probes ALSA, which
# fails): the game plays to the end, and ALSA's complaints stay off stderr (its error handler is
# quietened, never fd 2). A damaged image found meanwhile still says so (exit 1, the file named).
XDG_DATA_HOME="$work/xdg" env -u SDL_AUDIODRIVER timeout 120 "$hearts" $quick >"$work/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && ! grep -q "ALSA lib" "$work/out"; then
    echo "ok: the machine's own sound device (SDL_AUDIODRIVER unset): plays to the end, nothing of ALSA's on stderr"
else
    echo "FAIL: SDL_AUDIODRIVER unset -> exit $rc: $(cat "$work/out")"; fail=1
fi
if [ -f "$data/backs.png" ]; then
    rm -rf "$work/data" && cp -r "$data" "$work/data" && head -c 100 "$data/backs.png" >"$work/data/backs.png"
    XDG_DATA_HOME="$work/xdg" env -u SDL_AUDIODRIVER timeout 60 "$hearts" --data-dir "$work/data" $quick >/dev/null 2>"$work/err"
    rc=$?
    if [ $rc -eq 1 ] && grep -q "backs.png" "$work/err"; then
        echo "ok: truncate backs.png, SDL_AUDIODRIVER unset -> $(grep "^hearts:" "$work/err" | head -1)"
    else
        echo "FAIL: truncate backs.png, SDL_AUDIODRIVER unset -> exit $rc: $(cat "$work/err")"; fail=1
    fi
fi

# ---- corrupt settings and statistics ----
prefs="$work/xdgc/hearts"
i=0
for kind in huge junk nul range; do
    for file in settings.txt stats.txt; do
        i=$((i + 1))
        rm -rf "$work/xdgc" && mkdir -p "$prefs"
        case $kind in
            huge) { echo "volume=80"; head -c 200000 /dev/zero | tr '\0' 'x'; echo; } >"$prefs/$file" ;;
            junk) head -c 4096 /dev/urandom >"$prefs/$file" ;;
            nul) printf 'volume=8\0000\ngames=3\000\n' >"$prefs/$file" ;;
            range) printf 'volume=100000\ncard_back=-7\nspeed=1e308\ngames=-5\nwins=99999999999999999999\nrecent=1,2,3\n' >"$prefs/$file" ;;
        esac
        XDG_DATA_HOME="$work/xdgc" timeout 120 "$hearts" $quick >"$work/out" 2>&1
        rc=$?
        if [ $rc -ne 0 ] || [ ! -f "$prefs/$file.corrupt-1" ]; then
            echo "FAIL: $kind $file -> exit $rc, kept: $(ls "$prefs")"; cat "$work/out"; fail=1
        else
            echo "ok: $kind $file set aside as $file.corrupt-1"
        fi
    done
done

# ---- impossible statistics: more wins than games, a mean above the best, a quit game won ----
for kind in wins mean quitwon; do
    rm -rf "$work/xdgs" && mkdir -p "$work/xdgs/hearts"
    case $kind in
        wins) printf 'games=3\nwins=7\n' ;;
        mean) printf 'games=2\nstandings_games=2\nstandings_sum=5000\nstandings_best=1000\n' ;;
        quitwon) printf 'games=1\nwins=1\nrecent=100,tournament,quit,2,10,1,-\n' ;;
    esac >"$work/xdgs/hearts/stats.txt"
    XDG_DATA_HOME="$work/xdgs" timeout 120 "$hearts" $quick >"$work/out" 2>&1
    rc=$?
    if [ $rc -ne 0 ] || [ ! -f "$work/xdgs/hearts/stats.txt.corrupt-1" ] || ! grep -q "cannot all be true" "$work/out"; then
        echo "FAIL: impossible statistics ($kind) -> exit $rc, kept: $(ls "$work/xdgs/hearts")"; cat "$work/out"; fail=1
    else
        echo "ok: impossible statistics ($kind) set aside: $(grep 'cannot all be true' "$work/out")"
    fi
done

# ---- special files in the preferences folder: refused and set aside at once, never waited on ----
for file in settings.txt stats.txt; do
    rm -rf "$work/xdgf" && mkdir -p "$work/xdgf/hearts" && mkfifo "$work/xdgf/hearts/$file" || continue
    XDG_DATA_HOME="$work/xdgf" timeout 60 "$hearts" $quick >"$work/out" 2>&1
    rc=$?
    if [ $rc -ne 0 ] || [ ! -p "$work/xdgf/hearts/$file.corrupt-1" ] || ! grep -q "is a FIFO" "$work/out"; then
        echo "FAIL: $file a FIFO -> exit $rc (124: it hung), kept: $(ls "$work/xdgf/hearts")"; cat "$work/out"; fail=1
    else
        echo "ok: $file a FIFO -> $(grep 'is a FIFO' "$work/out")"
    fi
done
# the save: looked at before any window opens (--resume takes it up at once)
rm -rf "$work/xdgf" && mkdir -p "$work/xdgf/hearts" && mkfifo "$work/xdgf/hearts/save.jsonl"
XDG_DATA_HOME="$work/xdgf" timeout 60 "$hearts" --resume >"$work/out" 2>&1
rc=$?
if [ $rc -ne 1 ] || [ ! -p "$work/xdgf/hearts/save.jsonl.corrupt-1" ] || ! grep -q "saved game.*is a FIFO" "$work/out"; then
    echo "FAIL: save.jsonl a FIFO -> exit $rc (124: it hung)"; cat "$work/out"; fail=1
else
    echo "ok: save.jsonl a FIFO -> $(grep 'FIFO' "$work/out")"
fi

# ---- a damaged save is reported as a saved game, not in the settings' words ----
rm -rf "$work/xdgd" && mkdir -p "$work/xdgd/hearts"
printf '{"save":2,"level":"normal","speed":1.000}\n{"event":"game","version":1,"seed":1}\nnot json\n' \
    >"$work/xdgd/hearts/save.jsonl"
XDG_DATA_HOME="$work/xdgd" timeout 60 "$hearts" --resume >"$work/out" 2>&1
if grep -q "the saved game .* is damaged and cannot be resumed" "$work/out" && ! grep -q "defaults" "$work/out" &&
    [ -f "$work/xdgd/hearts/save.jsonl.corrupt-1" ]; then
    echo "ok: a damaged save -> $(head -1 "$work/out")"
else
    echo "FAIL: a damaged save said:"; cat "$work/out"; fail=1
fi

# ---- what a killed write left behind (*.tmp) is removed at start ----
rm -rf "$work/xdgt" && mkdir -p "$work/xdgt/hearts"
for file in save.jsonl settings.txt stats.txt autoplay.jsonl; do
    printf '{"save":2,"lev' >"$work/xdgt/hearts/$file.tmp"
done
XDG_DATA_HOME="$work/xdgt" timeout 120 "$hearts" $quick >"$work/out" 2>&1
left=$(ls "$work/xdgt/hearts" | grep '\.tmp$')
if [ -n "$left" ]; then
    echo "FAIL: half-written files left: $left"; fail=1
else
    echo "ok: half-written *.tmp removed ($(grep -c 'half-written' "$work/out") said so)"
fi

# ---- preferences folder: cannot be made (a file where the folder should be) ----
: >"$work/afile"
XDG_DATA_HOME="$work/afile" timeout 120 "$hearts" $quick >"$work/out" 2>&1
rc=$?
if [ $rc -ne 0 ] || ! grep -q "will not be kept" "$work/out" || [ "$(grep -c 'will not be kept' "$work/out")" -ne 1 ]; then
    echo "FAIL: unwritable preferences -> exit $rc"; cat "$work/out"; fail=1
else
    echo "ok: preferences folder cannot be made -> $(grep 'will not be kept' "$work/out")"
fi
# ... and exists but refuses files (not root: chmod does not stop root)
if [ "$(id -u)" != 0 ]; then
    mkdir -p "$work/ro/hearts" && chmod 0500 "$work/ro/hearts"
    XDG_DATA_HOME="$work/ro" timeout 120 "$hearts" $quick >"$work/out" 2>&1
    rc=$?
    chmod 0700 "$work/ro/hearts"
    if [ $rc -ne 0 ] || ! grep -q "will not be kept" "$work/out"; then
        echo "FAIL: read-only preferences -> exit $rc"; cat "$work/out"; fail=1
    else
        echo "ok: read-only preferences folder"
    fi
fi

[ $fail -eq 0 ] && echo "game_faults: all passed"
exit $fail
