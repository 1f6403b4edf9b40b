#!/bin/sh
# The game program's layering rule (src/game/README.md), checked over the #include lines: each folder
# may include only its own folder and the folders below it, and no scene gives the engine a decision
# itself (only the table does). Prints every breach and exits 1 if there is one.
set -eu
root=${1:-$(dirname "$0")/../src/game}
breaches=$(mktemp)
trap 'rm -f "$breaches"' EXIT
allowed() {
    case "$1" in
    platform) echo "platform" ;;
    store) echo "store" ;;
    table) echo "table store platform" ;;
    scenes) echo "scenes table store platform" ;;
    diag) echo "diag scenes table store platform" ;;
    esac
}
for dir in platform store table scenes diag; do
    if [ ! -d "$root/$dir" ]; then
        echo "check-layers: $root/$dir is missing" >> "$breaches"
        continue
    fi
    ok=$(allowed "$dir")
    for f in "$root/$dir"/*.c "$root/$dir"/*.h; do
        [ -e "$f" ] || continue
        grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" | while IFS= read -r line; do
            target=$(printf '%s\n' "$line" | sed 's/.*include[[:space:]]*"\([^"]*\)".*/\1/')
            case "$target" in
            hearts/*) continue ;; # the engine's public headers: every layer may use them
            */*) folder=${target%%/*} ;;
            *)
                echo "$f:${line%%:*}: \"$target\" names no folder: write it from src/game, e.g. \"$dir/$target\"" >> "$breaches"
                continue
                ;;
            esac
            found=no
            for a in $ok; do
                if [ "$a" = "$folder" ]; then found=yes; fi
            done
            if [ $found = no ]; then
                echo "$f:${line%%:*}: $dir/ may not include \"$target\" (it may include: $ok)" >> "$breaches"
            fi
        done
    done
done
# Decisions go to the engine through the table only.
for dir in scenes diag; do
    grep -n -E '\b(game_pass|game_play|game_choose_moon|game_next_hand|game_quit|game_advance_clock)[[:space:]]*\(' \
        "$root/$dir"/*.c "$root/$dir"/*.h 2>/dev/null | sed "s|\$| (a $dir/ file gives the engine a decision: ask the table)|" \
        >> "$breaches" || true
done
if [ -s "$breaches" ]; then
    cat "$breaches"
    echo "check-layers: $(wc -l < "$breaches") breach(es) of the layering rule in src/game/README.md"
    exit 1
fi
echo "check-layers: every #include in $root follows the layering rule"
