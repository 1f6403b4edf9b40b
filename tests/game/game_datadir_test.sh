#!/bin/sh
# A data folder the player names (--data-dir or HEARTS_DATADIR) is the game's data or the game does not
# start: an empty, partial, missing or wrong folder ends with a message naming the folder and what it
# lacks, exit 1, and never a start on another install's data (the build tree's data is there to be
# found, and must not be).
# usage: game_datadir_test.sh HEARTS WORKDIR
hearts=$1
work=$2
rm -rf "$work" && mkdir -p "$work/empty" "$work/xdg" || exit 1
fail=0
data=$(dirname "$hearts")/data
export XDG_DATA_HOME="$work/xdg"

expect_refused() { # what needle... (runs "$@" after --) : exit 1 and every needle in the message
    what=$1; shift
    needles=""
    while [ "$1" != "--" ]; do needles="$needles|$1"; shift; done
    shift
    "$@" >"$work/out" 2>"$work/err"
    rc=$?
    ok=1
    [ $rc -eq 1 ] || ok=0
    [ -s "$work/out" ] && ok=0 # nothing ran: no bench line
    IFS='|'
    for n in $needles; do
        [ -z "$n" ] && continue
        grep -qF -- "$n" "$work/err" || ok=0
    done
    unset IFS
    if [ $ok -eq 1 ]; then
        echo "ok: $what -> $(head -1 "$work/err")"
    else
        echo "FAIL: $what -> exit $rc, out: $(cat "$work/out"), err: $(cat "$work/err")"; fail=1
    fi
}

expect_refused "--data-dir empty" "$work/empty" "lacks" "cards.png" "--data-dir" -- \
    "$hearts" --data-dir "$work/empty" --bench-frames 1
expect_refused "HEARTS_DATADIR empty" "$work/empty" "lacks" "cards.png" "HEARTS_DATADIR" -- \
    env HEARTS_DATADIR="$work/empty" "$hearts" --bench-frames 1
expect_refused "--data-dir missing" "$work/nowhere" "not a folder" -- \
    "$hearts" --data-dir "$work/nowhere" --bench-frames 1
expect_refused "HEARTS_DATADIR a file" "$hearts" "not a folder" -- \
    env HEARTS_DATADIR="$hearts" "$hearts" --bench-frames 1
# --data-dir is the player's latest word: it wins over HEARTS_DATADIR, even when that one is good
if [ -f "$data/cards.png" ]; then
    expect_refused "--data-dir empty, HEARTS_DATADIR good" "$work/empty" "--data-dir" -- \
        env HEARTS_DATADIR="$data" "$hearts" --data-dir "$work/empty" --bench-frames 1
    cp -r "$data" "$work/part" && rm "$work/part/backs.png" "$work/part/fonts/DejaVuSans-Bold.ttf"
    expect_refused "--data-dir without two files" "$work/part" "backs.png" "fonts/DejaVuSans-Bold.ttf" -- \
        "$hearts" --data-dir "$work/part" --bench-frames 1
    # a whole copy is used, and runs
    cp -r "$data" "$work/whole"
    if "$hearts" --data-dir "$work/whole" --bench-frames 1 >"$work/out" 2>"$work/err" && grep -q '"frames":1' "$work/out"; then
        echo "ok: --data-dir a whole copy runs"
    else
        echo "FAIL: --data-dir a whole copy: $(cat "$work/err")"; fail=1
    fi
    # an empty HEARTS_DATADIR is as if unset
    if env HEARTS_DATADIR= "$hearts" --bench-frames 1 >"$work/out" 2>"$work/err" && grep -q '"frames":1' "$work/out"; then
        echo "ok: HEARTS_DATADIR= (empty) is as if unset"
    else
        echo "FAIL: HEARTS_DATADIR empty: $(cat "$work/err")"; fail=1
    fi
fi
exit $fail
