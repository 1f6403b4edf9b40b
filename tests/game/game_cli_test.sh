#!/bin/sh
# The command line of `hearts`: --help and --version exit 0; every bad argument prints ONE line that
# says what was wrong and exits 2 (in the words hearts-sim uses: one flag reader, include/hearts/args.h);
# a flag is never taken as another's value; a FIFO or a folder as the log is refused at once; --bench-frames prints its JSON line; an empty XDG_DATA_HOME does
# not put the settings at the root of the file system.
# usage: game_cli_test.sh HEARTS WORKDIR
hearts=$1
work=$2
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0

"$hearts" --help >"$work/help" 2>&1 || { echo "FAIL: --help exited $?"; fail=1; }
grep -q -- "--bench-frames" "$work/help" || { echo "FAIL: --help does not list --bench-frames"; fail=1; }
"$hearts" --version >"$work/version" 2>&1 || { echo "FAIL: --version exited $?"; fail=1; }
grep -q "^hearts [0-9]" "$work/version" || { echo "FAIL: --version printed: $(cat "$work/version")"; fail=1; }

bad() {
    "$hearts" "$@" >"$work/out" 2>"$work/err"
    rc=$?
    lines=$(wc -l <"$work/err")
    if [ "$rc" -ne 2 ] || [ "$lines" -ne 1 ] || [ -s "$work/out" ]; then
        echo "FAIL: hearts $* -> exit $rc, $lines lines on stderr:"; cat "$work/err"; fail=1
    else
        echo "ok: hearts $* -> $(cat "$work/err")"
    fi
}
bad --bogus
bad extra
bad --preset
bad --preset nonsense
bad --rule
bad --rule sun
bad --rule moon=sideways
bad --rule colour=red
bad --seed -3
bad --seed abc
bad --seed 99999999999999999999999
bad --level genius
bad --level random
# the levels it takes are the four New game offers, expert among them
grep -q "easy, normal, hard or expert" "$work/err" || { echo "FAIL: --level random said: $(cat "$work/err")"; fail=1; }
bad --speed 0
bad --speed fast
bad --bench-frames 0
bad --bench-frames many
bad --data-dir
bad --autoplay=yes
bad --log /nonexistent-folder/x/game.jsonl
bad --log --windowed
bad --log=
bad --log
bad --speed --windowed
bad --resume --seed 3
bad --resume --preset classic
bad --resume=yes

bad --language
bad --language xx
bad --language=

# --language: --help and the messages in that language (the words the catalogue gives, not English);
# the build's catalogues are beside the program (build/locale)
locale=$(dirname "$hearts")/locale
if [ -d "$locale/de" ] && command -v gettext >/dev/null; then
    for lang in $(ls "$locale"); do
        want=$(TEXTDOMAINDIR="$locale" LANGUAGE=$lang LC_ALL=C.UTF-8 gettext -d hearts "show this help and exit")
        "$hearts" --language "$lang" --help >"$work/help-$lang" 2>&1 || { echo "FAIL: --language $lang --help exited $?"; fail=1; }
        if [ "$want" = "show this help and exit" ] || ! grep -qF -- "$want" "$work/help-$lang" ||
           grep -qF "show this help and exit" "$work/help-$lang"; then
            echo "FAIL: hearts --language $lang --help is not in $lang ('$want'):"; head -5 "$work/help-$lang"; fail=1
        else
            echo "ok: hearts --language $lang --help: $(grep -F -- "$want" "$work/help-$lang" | head -1)"
        fi
        # a wrong flag in that language: one line, not the English one
        "$hearts" --language "$lang" --speed fast >"$work/out" 2>"$work/err"
        rc=$?
        if [ $rc -ne 2 ] || [ "$(wc -l <"$work/err")" -ne 1 ] || grep -q "takes a number" "$work/err"; then
            echo "FAIL: hearts --language $lang --speed fast -> exit $rc: $(cat "$work/err")"; fail=1
        else
            echo "ok: hearts --language $lang --speed fast -> $(cat "$work/err")"
        fi
    done
    # the system's language (LANG) when --language is not given; LC_ALL=C asks for English
    want=$(TEXTDOMAINDIR="$locale" LANGUAGE=de LC_ALL=C.UTF-8 gettext -d hearts "show this help and exit")
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=de_DE.UTF-8 "$hearts" --help >"$work/help-LANG" 2>&1
    grep -qF -- "$want" "$work/help-LANG" || { echo "FAIL: LANG=de_DE.UTF-8 hearts --help is not German"; fail=1; }
    env LC_ALL=C LANGUAGE=de "$hearts" --help >"$work/help-C" 2>&1
    grep -qF "show this help and exit" "$work/help-C" || { echo "FAIL: LC_ALL=C hearts --help is not English"; fail=1; }
    # LANGUAGE alone, under a locale of C from LANG (a container's C.UTF-8) or none: that language
    env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 LANGUAGE=de "$hearts" --help >"$work/help-LANGUAGE" 2>&1
    grep -qF -- "$want" "$work/help-LANGUAGE" || { echo "FAIL: LANG=C.UTF-8 LANGUAGE=de hearts --help is not German"; fail=1; }
    env -u LC_ALL -u LC_MESSAGES -u LANG LANGUAGE=de "$hearts" --help >"$work/help-LANGUAGE2" 2>&1
    grep -qF -- "$want" "$work/help-LANGUAGE2" || { echo "FAIL: LANGUAGE=de hearts --help (no locale) is not German"; fail=1; }
fi

# a flag is never another's value: no file named --windowed, and the words hearts-sim says
(cd "$work" && "$hearts" --log --windowed >/dev/null 2>"$work/log-flag.err")
[ ! -e "$work/--windowed" ] || { echo "FAIL: hearts --log --windowed made a file named --windowed"; fail=1; }
grep -qx "hearts: --log needs a value; see hearts --help" "$work/log-flag.err" ||
    { echo "FAIL: hearts --log --windowed said: $(cat "$work/log-flag.err")"; fail=1; }
sim=$(dirname "$hearts")/hearts-sim
if [ -x "$sim" ]; then
    "$sim" --log --json >/dev/null 2>"$work/sim-log-flag.err"
    if [ "$(sed 's/^hearts-sim: //; s/hearts-sim --help/PROG --help/' "$work/sim-log-flag.err")" = \
         "$(sed 's/^hearts: //; s/hearts --help/PROG --help/' "$work/log-flag.err")" ]; then
        echo "ok: hearts and hearts-sim say the same: $(cat "$work/log-flag.err")"
    else
        echo "FAIL: hearts says '$(cat "$work/log-flag.err")', hearts-sim '$(cat "$work/sim-log-flag.err")'"; fail=1
    fi
fi

# special files as the log: refused at once with a message (never a wait for a reader), exit 2
if mkfifo "$work/fifo.jsonl" 2>/dev/null; then
    timeout 20 "$hearts" --log "$work/fifo.jsonl" --autoplay --exit-at-end --speed 100 >/dev/null 2>"$work/fifo.err"
    rc=$?
    if [ $rc -eq 2 ] && grep -q "is a FIFO" "$work/fifo.err" && [ "$(wc -l <"$work/fifo.err")" -eq 1 ]; then
        echo "ok: --log FIFO -> $(cat "$work/fifo.err")"
    else
        echo "FAIL: --log FIFO -> exit $rc (124: it hung): $(cat "$work/fifo.err")"; fail=1
    fi
fi
mkdir -p "$work/adir"
timeout 20 "$hearts" --log "$work/adir" --autoplay --exit-at-end --speed 100 >/dev/null 2>"$work/dir.err"
rc=$?
if [ $rc -eq 2 ] && grep -q "is a folder" "$work/dir.err"; then
    echo "ok: --log FOLDER -> $(cat "$work/dir.err")"
else
    echo "FAIL: --log FOLDER -> exit $rc: $(cat "$work/dir.err")"; fail=1
fi

# --bench-frames: one JSON line with every figure
"$hearts" --bench-frames 20 --seed 3 >"$work/bench" 2>"$work/bench.err" || { echo "FAIL: --bench-frames exited $?"; cat "$work/bench.err"; fail=1; }
for k in frames width height renderer first_frame_ms mean_ms p50_ms p99_ms max_ms peak_rss_mb; do
    grep -q "\"$k\":" "$work/bench" || { echo "FAIL: --bench-frames lacks $k: $(cat "$work/bench")"; fail=1; }
done
[ "$(wc -l <"$work/bench")" -eq 1 ] || { echo "FAIL: --bench-frames printed more than one line"; fail=1; }
grep -q '"frames":20,"width":1280,"height":720,"renderer":"software"' "$work/bench" || { echo "FAIL: bench: $(cat "$work/bench")"; fail=1; }

# A data folder without one of its files: a clear message naming it and where the game looked, exit 1
data=$(dirname "$hearts")/data
if [ -f "$data/cards.png" ]; then
    cp -r "$data" "$work/data" && rm "$work/data/sounds/queen.wav"
    "$hearts" --data-dir "$work/data" --bench-frames 1 >/dev/null 2>"$work/missing"
    rc=$?
    if [ $rc -ne 1 ] || ! grep -q "sounds/queen.wav" "$work/missing" || ! grep -q "$work/data" "$work/missing"; then
        echo "FAIL: missing file -> exit $rc: $(cat "$work/missing")"; fail=1
    else
        echo "ok: missing file -> $(cat "$work/missing")"
    fi
fi

# --level expert: a game at the fourth level, every computer seat of it named so in the log's first line
mkdir -p "$work/expert"
XDG_DATA_HOME="$work/expert" "$hearts" --autoplay --exit-at-end --speed 100 --seed 1 --preset classic --rule target=10 \
    --level expert --log "$work/expert.jsonl" >"$work/expert.out" 2>&1 ||
    { echo "FAIL: --level expert exited $?"; cat "$work/expert.out"; fail=1; }
if head -1 "$work/expert.jsonl" | grep -q '"players":{"S":"ai:expert","W":"ai:expert","N":"ai:expert","E":"ai:expert"}'; then
    echo "ok: --level expert: every seat ai:expert"
else
    echo "FAIL: --level expert: the log's first line is $(head -1 "$work/expert.jsonl")"; fail=1
fi

# XDG_DATA_HOME set but empty: settings go under $HOME, never /hearts
mkdir -p "$work/home"
HOME="$work/home" XDG_DATA_HOME= "$hearts" --autoplay --exit-at-end --speed 100 --seed 1 --preset classic --rule target=10 \
    >"$work/xdg.out" 2>&1 || { echo "FAIL: autoplay with empty XDG_DATA_HOME exited $?"; cat "$work/xdg.out"; fail=1; }
[ -f "$work/home/.local/share/hearts/settings.txt" ] || { echo "FAIL: no settings under \$HOME/.local/share/hearts"; ls -R "$work/home"; fail=1; }

[ $fail -eq 0 ] && echo "game_cli: all passed"
exit $fail
