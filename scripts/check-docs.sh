#!/bin/sh
# The repository's references, checked over every tracked file (every file when ROOT is not a git
# checkout of its own): nothing names a path outside the repository, and every page or section of
# docs/ that a file cites exists. Prints every breach and exits 1 if there is one.
#
# A citation is written `docs/<page>.md` (the page must exist), `docs/<page>.md#anchor` (a heading of the
# page must have that GitHub anchor: lower case, punctuation dropped, spaces as hyphens), or
# `docs/<page>.md, Section` (a comma and a space after the page's name start the name of one of its
# headings, without backticks; in a comment wrapped after the first words of it, those words). A
# link `](#anchor)` inside a page of docs/ must name one of that page's own headings.
#
# usage: check-docs.sh [ROOT]
set -eu
root=${1:-$(dirname "$0")/..}
root=$(cd "$root" && pwd -P)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The files: git's list (tracked, and new files not ignored) when ROOT is the top of a checkout, else
# everything but .git and build*.
top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null || true)
if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$root" ]; then
    (cd "$root" && git ls-files -z --cached --others --exclude-standard) > "$work/files"
else
    (cd "$root" && find . -type f ! -path './.git/*' ! -path './build*' -print0 | sed -z 's|^\./||') > "$work/files"
fi

# Paths outside the repository (written in pieces, so that this file does not name them itself).
s=shared
outside="$s/spec|\\.\\./$s|$s/testing"
(cd "$root" && xargs -0 grep -I -n -E "$outside" -- < "$work/files" || true) > "$work/outside"
awk '{
    split($0, p, ":")
    text = substr($0, length(p[1]) + length(p[2]) + 3)
    sub(/^[ \t]+/, "", text)
    printf "check-docs: %s:%s: names a path outside the repository (cite a page of docs/ instead): %s\n", p[1], p[2], text
}' "$work/outside" > "$work/breaches"

# Every heading of every page of docs/: PAGE<TAB>anchor<TAB>title (backticks dropped).
for page in "$root"/docs/*.md; do
    [ -e "$page" ] || continue
    awk -v page="docs/${page##*/}" '
        /^```/ { fence = !fence; next }
        !fence && /^#+ / {
            title = $0
            sub(/^#+ +/, "", title)
            sub(/ +#* *$/, "", title)
            gsub(/`/, "", title)
            slug = tolower(title)
            gsub(/[^a-z0-9 _-]/, "", slug)
            gsub(/ /, "-", slug)
            printf "%s\t%s\t%s\n", page, slug, title
        }' "$page"
done > "$work/headings"

# The citations, checked against the headings.
(cd "$root" && xargs -0 grep -I -l -E 'docs/[A-Za-z0-9_-]+\.md|\]\(#' -- < "$work/files" || true) > "$work/citing"
while IFS= read -r f; do
    awk -v file="$f" -v headings="$work/headings" '
        BEGIN {
            FS = "\t"
            while ((getline h < headings) > 0) {
                split(h, p, "\t")
                page[p[1]] = 1
                anchor[p[1] "#" p[2]] = 1
                n[p[1]]++
                title[p[1], n[p[1]]] = p[3]
            }
            self = (file ~ /^docs\/[A-Za-z0-9_-]+\.md$/) ? file : ""
        }
        function breach(what) { printf "check-docs: %s:%d: %s\n", file, FNR, what }
        function known_section(pg, text,    i, t) {
            gsub(/`/, "", text)
            sub(/[ \t]+$/, "", text)
            for (i = 1; i <= n[pg]; i++) {
                t = title[pg, i]
                if (substr(text, 1, length(t)) == t || (length(text) >= 3 && substr(t, 1, length(text)) == text)) {
                    return 1
                }
            }
            return 0
        }
        /^```/ && self != "" { fence = !fence }
        {
            line = $0
            while (match(line, /docs\/[A-Za-z0-9_-]+\.md/)) {
                pg = substr(line, RSTART, RLENGTH)
                line = substr(line, RSTART + RLENGTH)
                if (!(pg in page)) {
                    breach("cites " pg " which does not exist (or has no heading)")
                    continue
                }
                if (match(line, /^#[A-Za-z0-9_-]+/)) {
                    a = substr(line, 2, RLENGTH - 1)
                    if (!((pg "#" a) in anchor)) {
                        breach("cites " pg "#" a ": no heading of " pg " has that anchor")
                    }
                } else if (match(line, /^, [A-Za-z`]/)) {
                    if (!known_section(pg, substr(line, 3))) {
                        breach("cites " pg ", " substr(line, 3) ": no heading of " pg " begins so")
                    }
                }
            }
            if (self != "" && !fence) {
                line = $0
                while (match(line, /\]\(#[A-Za-z0-9_-]+\)/)) {
                    a = substr(line, RSTART + 3, RLENGTH - 4)
                    line = substr(line, RSTART + RLENGTH)
                    if (!((self "#" a) in anchor)) {
                        breach("links to #" a ": no heading of " self " has that anchor")
                    }
                }
            }
        }' "$root/$f"
done < "$work/citing" >> "$work/breaches"

if [ -s "$work/breaches" ]; then
    cat "$work/breaches"
    exit 1
fi
echo "check-docs: no path outside the repository, and every citation of docs/ exists"
