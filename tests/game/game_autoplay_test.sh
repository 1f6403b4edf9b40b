#!/bin/sh
# A whole game that plays itself (--autoplay) to its end, then quits (--exit-at-end); its log must
# follow docs/game-log.md. Tournament, and an Omnibus game with the moon choice and the jack.
# usage: game_autoplay_test.sh HEARTS TEST_GAME_LOG WORKDIR
hearts=$1
check=$2
work=$3
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0
run() {
    log=$1; shift
    start=$(date +%s)
    "$hearts" --autoplay --exit-at-end --speed 100 --log "$log" "$@" >"$work/out" 2>&1
    rc=$?
    end=$(date +%s)
    if [ $rc -ne 0 ]; then
        echo "FAIL: hearts --autoplay $* exited $rc"; cat "$work/out"; fail=1; return
    fi
    echo "hearts --autoplay $*: $((end - start)) s"
    "$check" "$log" || fail=1
}
run "$work/tournament.jsonl" --seed 11
run "$work/omnibus.jsonl" --seed 12 --preset omnibus --rule target=60 --level easy
run "$work/classic.jsonl" --seed 13 --preset classic --rule sun=on --rule target=40
exit $fail
