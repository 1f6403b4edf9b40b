#!/bin/sh
# Faults from outside, whole runs of `hearts`:
# - a missing or truncated data file (image, font, sound) ends with a message naming the file and the
#   folder looked in, exit 1, never a crash; both with --data-dir and with HEARTS_DATADIR;
# - no audio device (SDL_AUDIODRIVER=none / dummy): a silent game that plays to the end;
# - corrupt or hostile settings and statistics (huge lines, binary junk, NUL bytes, out-of-range
#   numbers) are set aside as .corrupt-N, kept, and the defaults used;
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
