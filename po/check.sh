#!/bin/sh
# The translations are whole (CTest po_check): po/hearts.pot holds every message of the sources (it is
# written afresh and compared), every catalogue of po/LINGUAS has every message of the pot, and
# msgfmt --check --statistics finds no untranslated or fuzzy message and no format that does not
# match its English.
# usage: check.sh PO_DIR NEW_POT     (NEW_POT: the template just written from the sources)
po=$1
new=$2
fail=0
# the committed template is that of the sources: the same messages both ways
if ! msgcmp --use-untranslated "$po/hearts.pot" "$new" 2>"$new.err1" ||
   ! msgcmp --use-untranslated "$new" "$po/hearts.pot" 2>"$new.err2"; then
    echo "FAIL: po/hearts.pot is not that of the sources: cmake --build BUILD --target update-po, then translate"
    head -20 "$new.err1" "$new.err2"
    fail=1
fi
for lang in $(grep -v '^#' "$po/LINGUAS"); do
    f=$po/$lang.po
    if [ ! -f "$f" ]; then
        echo "FAIL: $lang: no $f"; fail=1; continue
    fi
    stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$f" 2>&1)
    rc=$?
    if [ $rc -ne 0 ] || echo "$stats" | grep -q -e untranslated -e fuzzy; then
        echo "FAIL: $lang: $stats"; fail=1
    else
        echo "ok: $lang: $stats"
    fi
    if ! msgcmp --use-untranslated "$f" "$po/hearts.pot" 2>"$new.$lang.err"; then
        echo "FAIL: $lang: lacks messages of the template:"; head -10 "$new.$lang.err"; fail=1
    fi
    grep -q "^\"Language: $lang\\\\n\"" "$f" || { echo "FAIL: $lang: its header does not say Language: $lang"; fail=1; }
done
[ $fail -eq 0 ] && echo "po_check: every catalogue is whole"
exit $fail
