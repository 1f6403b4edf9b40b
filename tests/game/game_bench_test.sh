#!/bin/sh
# A measuring run touches nothing of the player's: `hearts --bench-frames N` over a preferences folder
# holding the player's settings (volume 33), statistics and a saved game leaves every file byte for byte
# as it was, adds none, removes none, and does not even write a file there and take it away again (the
# folder's own modification time is unchanged). The benchmark plays with the defaults.
# usage: game_bench_test.sh HEARTS WORKDIR
hearts=$1
work=$2
rm -rf "$work" && mkdir -p "$work/xdg/hearts" "$work/before" || exit 1
fail=0
prefs=$work/xdg/hearts

printf '# Hearts settings: key=value, one a line\nvolume=33\nlevel=hard\nlanguage=de\n' >"$prefs/settings.txt"
printf '# Hearts statistics: key=value, one a line\ngames=4\nwins=1\nmoons=2\n' >"$prefs/stats.txt"
# not a game at all: a run that read it would set it aside as damaged
printf 'a saved game\n' >"$prefs/save.jsonl"
cp -p "$prefs"/* "$work/before/"

# list DIR: every entry's name, size and modification time (to the nanosecond where stat tells it), the
# folder's own first: a file made and removed again changes the folder's time
if stat -c '%y' "$work" >/dev/null 2>&1; then
    stat_line() { stat -c '%n %s %y' "$1"; } # GNU
else
    stat_line() { stat -f '%N %z %Fm' "$1"; } # BSD
fi
list() {
    for e in "$1" "$1"/* "$1"/.[!.]*; do
        [ -e "$e" ] && stat_line "$e"
    done
}
sleep 0.05 # a write now would have another time than the files' own, even on a coarse clock
list "$prefs" >"$work/list-before"

XDG_DATA_HOME="$work/xdg" "$hearts" --bench-frames 60 --seed 3 >"$work/bench" 2>"$work/bench.err" ||
    { echo "FAIL: --bench-frames exited $?"; cat "$work/bench.err"; fail=1; }
grep -q '"frames":60,' "$work/bench" || { echo "FAIL: no bench line: $(cat "$work/bench")"; fail=1; }

list "$prefs" >"$work/list-after"
for f in settings.txt stats.txt save.jsonl; do
    if cmp -s "$work/before/$f" "$prefs/$f"; then
        echo "ok: $f is byte for byte as it was"
    else
        echo "FAIL: --bench-frames changed $f; before:"; cat "$work/before/$f"; echo "after:"; cat "$prefs/$f" 2>&1
        fail=1
    fi
done
if cmp -s "$work/list-before" "$work/list-after"; then
    echo "ok: the preferences folder holds the same files with the same times"
else
    echo "FAIL: --bench-frames wrote in the preferences folder:"; diff "$work/list-before" "$work/list-after"; fail=1
fi

[ $fail -eq 0 ] && echo "game_bench: all passed"
exit $fail
