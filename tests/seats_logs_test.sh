#!/bin/sh
# Three, four and five players at scale (docs/rules.md, Three or five players): hearts-sim plays games
# of random players under every rule option that changes how a hand is played or scored, and the
# independent log checker (check_log) referees every one; --duplicate rotates the players over every
# seat; the checker refuses logs that break the five-seat contract.
# usage: seats_logs_test.sh HEARTS_SIM CHECK_LOG [GAMES_PER_RUN]
set -u
sim=$1
check_log=$2
games=${3:-12}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# say ok|bad TEXT: one line a check, counted
passed=0
failed=0
say() {
    if [ "$1" = ok ]; then passed=$((passed + 1)); echo "ok      $2"; else failed=$((failed + 1)); echo "FAILED  $2"; fi
}

players_for() {
    case $1 in
    3) echo "S=random,W=random,E=random" ;;
    4) echo "S=random,W=random,N=random,E=random" ;;
    5) echo "S=random,W=random,NW=random,NE=random,E=random" ;;
    esac
}

# The option sets: each line a preset and its --rule flags.
cat > "$tmp/sets" <<'SETS'
tournament
tournament --rule target=25 --rule moon=subtract --rule sun=on
classic
classic --rule standings=on --rule target=40 --rule jack_of_diamonds=-10
omnibus
omnibus --rule moon_needs_jack=on --rule first_trick_points=on
classic --rule moon=add --rule queen_breaks_hearts=off --rule sun=on --rule moon_needs_jack=on
tournament --rule clock_seconds=120 --rule jack_of_diamonds=-10 --rule moon=auto
SETS

total=0
for n in 3 4 5; do
    log="$tmp/p$n.jsonl"
    seed=1
    while read -r preset rules; do
        # shellcheck disable=SC2086 # the rule flags are words
        if ! "$sim" --preset "$preset" $rules --rule players=$n --players "$(players_for $n)" --games "$games" \
            --seed $seed --jobs 2 --log "$log" > "$tmp/out" 2> "$tmp/err"; then
            say bad "$n players, $preset $rules: hearts-sim failed: $(cat "$tmp/err")"
        fi
        seed=$((seed + 1000))
    done < "$tmp/sets"
    want=$((games * $(wc -l < "$tmp/sets")))
    if out=$("$check_log" "$log" 2>&1) && echo "$out" | grep -q ": $want valid games"; then
        say ok "$n players: $want games under $(wc -l < "$tmp/sets") option sets pass check_log"
    else
        say bad "$n players: check_log: $out"
    fi
    total=$((total + want))
done

# Each count's log names exactly its seats.
if grep -q '"NW"' "$tmp/p3.jsonl" || grep -q '"N"' "$tmp/p3.jsonl" || grep -q '"players":3' "$tmp/p4.jsonl" ||
    grep -q '"players":4' "$tmp/p4.jsonl" || ! grep -q '"players":3' "$tmp/p3.jsonl" ||
    ! grep -q '"players":5' "$tmp/p5.jsonl" || grep -q '"across"' "$tmp/p5.jsonl" ||
    ! grep -q '"far-right"' "$tmp/p5.jsonl" || grep -q '"N":' "$tmp/p5.jsonl"; then
    say bad "the logs do not name the seats and passes of their count"
else
    say ok "the logs name the seats and passes of their count"
fi

# --duplicate: every deal once a seat; the summary has a row a seat.
for n in 3 5; do
    if "$sim" --rule players=$n --players "$(players_for $n)" --games 4 --duplicate --json --jobs 2 \
        --log "$tmp/dup$n.jsonl" > "$tmp/dup$n.json" 2> "$tmp/err" &&
        grep -q "\"games\":$((4 * n))," "$tmp/dup$n.json" && grep -q "\"seatings\":$n," "$tmp/dup$n.json" &&
        [ "$(grep -o '"player":' "$tmp/dup$n.json" | wc -l)" -eq "$n" ] &&
        "$check_log" "$tmp/dup$n.jsonl" > /dev/null; then
        say ok "--duplicate with $n players: $n seatings a deal, $n rows"
    else
        say bad "--duplicate with $n players: $(cat "$tmp/err" "$tmp/dup$n.json")"
    fi
done

# The checker refuses what breaks the contract: a seat of another count, players 4 written, an across
# pass for five, a deal with the two of diamonds for three.
expect_refused() {
    name=$1; file=$2
    if "$check_log" "$file" > "$tmp/out" 2>&1; then
        say bad "check_log accepts $name"
    else
        say ok "check_log refuses $name ($(head -c 120 "$tmp/out"))"
    fi
}
awk '{print} /"event":"end"/{exit}' "$tmp/p5.jsonl" > "$tmp/one5.jsonl"
sed '1s/"NW":/"N":/' "$tmp/one5.jsonl" > "$tmp/bad1.jsonl"
expect_refused "a five-seat game naming seat N" "$tmp/bad1.jsonl"
sed 's/"hand":1,"taken":{"S"/"hand":1,"taken":{"N":0,"S"/' "$tmp/one5.jsonl" > "$tmp/bad2.jsonl"
expect_refused "a hand line with a sixth seat" "$tmp/bad2.jsonl"
head -1 "$tmp/p4.jsonl" | sed 's/"moon_needs_jack":false/"moon_needs_jack":false,"players":4/' > "$tmp/bad3.jsonl"
sed -n '2,$p' "$tmp/p4.jsonl" | awk '/"event":"game"/{exit} {print}' >> "$tmp/bad3.jsonl"
expect_refused "rules that carry players 4" "$tmp/bad3.jsonl"
sed '2s/"pass":"left"/"pass":"across"/' "$tmp/one5.jsonl" > "$tmp/bad4.jsonl"
expect_refused "an across pass with five players" "$tmp/bad4.jsonl"

echo "$passed passed, $failed failed ($total games refereed)"
[ "$failed" -eq 0 ]
