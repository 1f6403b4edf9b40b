#!/bin/sh
# hearts --watch FILE: a log that cannot be watched is refused before any window opens, with one line
# that names the file (and for a line that does not fit, its number and what is wrong) and exit 1
# (docs/cli.md, hearts); --watch with --resume or --autoplay is a bad argument (exit 2); --help lists it.
# usage: game_watch_cli_test.sh HEARTS HEARTS_SIM WORKDIR
hearts=$1
sim=$2
work=$3
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0

"$sim" --games 1 --seed 5 --preset classic --log "$work/good.jsonl" >/dev/null || { echo "FAIL: hearts-sim"; exit 1; }

# refused: exit 1, one line on stderr holding each of the words given after the file
refused() {
    file=$1
    shift
    "$hearts" --watch "$file" >"$work/out" 2>"$work/err"
    rc=$?
    lines=$(wc -l <"$work/err")
    ok=1
    [ "$rc" -eq 1 ] && [ "$lines" -eq 1 ] && grep -qF -- "$file" "$work/err" || ok=0
    for w in "$@"; do
        grep -qF -- "$w" "$work/err" || ok=0
    done
    if [ $ok -eq 1 ]; then
        echo "ok: --watch $(basename "$file") -> $(cat "$work/err")"
    else
        echo "FAIL: --watch $file -> exit $rc, $lines lines on stderr (wanted 1, and: $*):"; cat "$work/err"; fail=1
    fi
}

refused "$work/missing.jsonl" "No such file"
: >"$work/empty.jsonl"
refused "$work/empty.jsonl" "empty"
head -n 3 "$work/good.jsonl" >"$work/corrupt.jsonl"
echo '{"event":"play","hand":1,"trick":1,"seat":"S","card":"2C"' >>"$work/corrupt.jsonl"
refused "$work/corrupt.jsonl" "line 4"
head -n 40 "$work/good.jsonl" >"$work/cut.jsonl"
refused "$work/cut.jsonl" "line 40" "end line"
mkdir -p "$work/folder.jsonl"
refused "$work/folder.jsonl"

for clash in --resume --autoplay; do
    "$hearts" --watch "$work/good.jsonl" $clash >"$work/out" 2>"$work/err"
    rc=$?
    if [ "$rc" -ne 2 ] || [ "$(wc -l <"$work/err")" -ne 1 ]; then
        echo "FAIL: --watch with $clash -> exit $rc:"; cat "$work/err"; fail=1
    else
        echo "ok: --watch with $clash -> $(cat "$work/err")"
    fi
done

"$hearts" --help >"$work/help" 2>&1
grep -q -- "--watch FILE" "$work/help" || { echo "FAIL: --help does not list --watch"; fail=1; }

[ $fail -eq 0 ] && echo "game_watch_cli: every bad log refused"
exit $fail
