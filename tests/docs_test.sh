#!/bin/sh
# The repository's references (scripts/check-docs.sh): the real tree passes, and in a small tree of
# its own each kind of breach is caught: a path outside the repository, a page of docs/ that does
# not exist, an anchor or a section that no heading of the page has, a page's link to itself that
# leads nowhere.
set -eu
src=$1
out=$2
check="$src/scripts/check-docs.sh"
sh "$check" "$src"
rm -rf "$out"
mkdir -p "$out/good/docs" "$out/good/src"
cat > "$out/good/docs/rules.md" <<'PAGE'
# The rules
See [Scoring a hand](#scoring-a-hand).
## Scoring a hand
```
## not a heading: inside a fence
```
### `moon`: the option
PAGE
# The citations are written with $d, so that this file does not cite the small tree's page itself.
d=docs
cat > "$out/good/src/a.c" <<CODE
/* Scored as $d/rules.md says ($d/rules.md, Scoring a hand), and $d/rules.md#scoring-a-hand;
 * the option ($d/rules.md, moon: the option) and $d/rules.md#moon-the-option. */
CODE
sh "$check" "$out/good" > "$out/good.txt"

# breach NAME FILE TEXT WORDS: a copy of the good tree with TEXT appended to FILE must fail, saying WORDS.
breach() {
    rm -rf "$out/$1"
    cp -r "$out/good" "$out/$1"
    printf '%s\n' "$3" >> "$out/$1/$2"
    if sh "$check" "$out/$1" > "$out/$1.txt" 2>&1; then
        echo "docs_test: $1 was not caught"
        exit 1
    fi
    if ! grep -q "$4" "$out/$1.txt"; then
        echo "docs_test: $1 was caught, but not as '$4':"
        cat "$out/$1.txt"
        exit 1
    fi
}
s=shared
breach outside src/a.c "/* see ../$s/spec/rules.md */" 'src/a.c:3: names a path outside the repository'
breach outside2 src/a.c "# see $s/testing.md" 'names a path outside the repository'
breach page src/a.c "/* $d/nowhere.md */" "cites $d/nowhere.md which does not exist"
breach anchor src/a.c "/* $d/rules.md#scoring */" "no heading of $d/rules.md has that anchor"
breach fenced src/a.c "/* $d/rules.md#not-a-heading-inside-a-fence */" "no heading of $d/rules.md has that anchor"
breach section src/a.c "/* $d/rules.md, Scoring the moon */" "no heading of $d/rules.md begins so"
breach self docs/rules.md 'Back to [the top](#the-ruels).' 'links to #the-ruels'
echo "docs_test: no path outside the repository, every citation exists, and each kind of breach is caught"
