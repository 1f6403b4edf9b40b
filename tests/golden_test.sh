#!/bin/sh
# Golden seeds (docs/game-log.md, The exact bytes): each case of golden/cases.txt played by hearts-sim, its log
# compared byte for byte with the stored one. An intended change to the deals, random numbers or rules is accepted with
#   tests/golden_test.sh build/hearts-sim tests/golden --update
set -u
sim=$1
dir=$2
update=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
passed=0
while IFS='|' read -r name args; do
    name=$(echo "$name" | tr -d ' ')
    case "$name" in ''|\#*) continue ;; esac
    # shellcheck disable=SC2086
    if ! "$sim" $args --jobs 1 --log "$tmp/$name.jsonl" > /dev/null; then
        echo "FAILED  $name: hearts-sim failed"
        failed=$((failed + 1))
        continue
    fi
    if [ "$update" = "--update" ]; then
        cp "$tmp/$name.jsonl" "$dir/$name.jsonl"
        echo "updated $name"
    elif cmp -s "$tmp/$name.jsonl" "$dir/$name.jsonl"; then
        echo "ok      $name"
        passed=$((passed + 1))
    else
        echo "FAILED  $name: the log differs from $dir/$name.jsonl; first difference:"
        diff "$dir/$name.jsonl" "$tmp/$name.jsonl" | head -4 | cut -c1-300
        failed=$((failed + 1))
    fi
done < "$dir/cases.txt"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
