#!/bin/sh
# The packaging checks (issue 5), one CTest test per subcommand; see tests/packaging/CMakeLists.txt
# for how each is called. Exit 0: passed; 77: skipped because a tool it needs is not installed
# (CI installs them all); anything else: failed, with what went wrong on stderr.
#
#   pkgtest.sh install   BUILD WORK           install into WORK/prefix, run it from elsewhere, move it, run again
#   pkgtest.sh datasource BUILD WORK          the same under strace: the data comes from the installed tree
#   pkgtest.sh desktop   FILE                 desktop-file-validate
#   pkgtest.sh metainfo  FILE SOURCE          appstreamcli validate; screenshots exist in SOURCE/docs/screenshots
#   pkgtest.sh versions  SOURCE VERSION METAINFO HEARTS SIM   --version, CHANGELOG.md and metainfo agree
#   pkgtest.sh manpages  SOURCE_MAN_DIR HEARTS SIM   roff lint; every option of --help is in the manual
#   pkgtest.sh deb       BUILD WORK VERSION   cpack -G DEB into WORK/out; check its fields, dependencies and files
#   pkgtest.sh deblint   WORK                 lintian on WORK/out's .deb: no tag but LINTIAN_ALLOWED
#   pkgtest.sh debinstall WORK                the unpacked .deb without and with the system's fonts; then
#                                             apt-get install it, play a hand from /usr/games, purge it
#   pkgtest.sh tgz       BUILD WORK VERSION   cpack -G TGZ; unpack it somewhere and start the game
#   pkgtest.sh iconpack  PACKER ICONDIR WORK  .ico and .icns made from the generated icons
#
# Settings from the environment: HEARTS_APP_ID, HEARTS_RELATIVE_DATADIR, HEARTS_BINDIR,
# HEARTS_DATADIR_REL (the install's share/hearts), HEARTS_HAVE_GAME (1 when the game is built),
# CMAKE and CPACK (the programs of the CMake that configured the build), HEARTS_PKGTEST_SYSTEM_INSTALL
# (0: debinstall never installs the .deb into this system).
set -eu

APP_ID=${HEARTS_APP_ID:-io.github.hearts_developers.Hearts}
BINDIR=${HEARTS_BINDIR:-bin}
DATADIR_REL=${HEARTS_DATADIR_REL:-share/hearts}
HAVE_GAME=${HEARTS_HAVE_GAME:-0}
CMAKE=${CMAKE:-cmake}
CPACK=${CPACK:-cpack}
ICON_SIZES="16 24 32 48 64 128 256 512"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
skip() {
    echo "SKIP: $*"
    exit 77
}
need() {
    command -v "$1" >/dev/null 2>&1 || skip "$1 is not installed (${2:-apt-get install $1})"
}
note() {
    echo "-- $*"
}
fresh_dir() {
    rm -rf "$1"
    mkdir -p "$1"
}

# Reads a little-endian (le) or big-endian (be) number of $3 bytes at offset $2 of file $1.
num() {
    od -An -tu1 -j"$2" -N"$3" "$1" | awk -v order="$4" '{
        v = 0
        if (order == "le") { for (i = NF; i >= 1; i--) v = v * 256 + $i }
        else { for (i = 1; i <= NF; i++) v = v * 256 + $i }
        print v }'
}
is_png_at() {
    [ "$(od -An -tx1 -j"$2" -N8 "$1" | tr -d ' \n')" = 89504e470d0a1a0a ]
}

# The game needs no display or sound card in the tests; its settings go to a folder of the test's own.
game_env() {
    SDL_VIDEODRIVER=dummy
    SDL_AUDIODRIVER=dummy
    SDL_RENDER_DRIVER=software
    XDG_DATA_HOME=$1/xdg
    export SDL_VIDEODRIVER SDL_AUDIODRIVER SDL_RENDER_DRIVER XDG_DATA_HOME
    unset HEARTS_DATADIR || true
    mkdir -p "$XDG_DATA_HOME"
}

# Runs the installed game from the directory $2 (not the build tree, not its own folder); the game
# renders a few frames of a full table, which loads its pictures and fonts.
run_game() {
    prog=$1
    cwd=$2
    out=$3
    (cd "$cwd" && "$prog" --bench-frames 5) >"$out" 2>&1 || {
        cat "$out" >&2
        fail "$prog --bench-frames 5 (run from $cwd) failed"
    }
    grep -q '"frames":5' "$out" || {
        cat "$out" >&2
        fail "$prog --bench-frames 5 printed no figures for 5 frames"
    }
}

# The files an installation must hold, relative to its prefix.
check_layout() {
    p=$1
    for f in "$BINDIR/hearts-sim" \
             "share/applications/$APP_ID.desktop" "share/metainfo/$APP_ID.metainfo.xml" \
             share/doc/hearts/LICENSE share/doc/hearts/LICENSE-DejaVu.txt share/doc/hearts/copyright; do
        [ -e "$p/$f" ] || fail "missing in $p: $f"
    done
    for f in share/man/man6/hearts.6 share/man/man6/hearts-sim.6 share/doc/hearts/changelog; do
        [ -e "$p/$f.gz" ] || [ -e "$p/$f" ] || fail "missing in $p: $f(.gz)"
    done
    if [ "$HAVE_GAME" = 1 ]; then
        [ -x "$p/$BINDIR/hearts" ] || fail "missing in $p: $BINDIR/hearts"
        for f in cards.png cards4.png backs.png table.png shadow.png \
                 courts-VDR.png courts4-VDR.png courts-BDK.png courts4-BDK.png courts-BVH.png courts4-BVH.png \
                 fonts/DejaVuSans.ttf fonts/DejaVuSans-Bold.ttf; do
            [ -s "$p/$DATADIR_REL/$f" ] || fail "missing in $p: $DATADIR_REL/$f"
        done
        ls "$p/$DATADIR_REL"/sounds/*.wav >/dev/null 2>&1 || fail "no sounds in $p/$DATADIR_REL/sounds"
        for lang in ${LINGUAS:-}; do
            [ -s "$p/share/locale/$lang/LC_MESSAGES/hearts.mo" ] || fail "missing in $p: share/locale/$lang/LC_MESSAGES/hearts.mo"
        done
        for s in $ICON_SIZES; do
            icon=$p/share/icons/hicolor/${s}x$s/apps/$APP_ID.png
            [ -s "$icon" ] || fail "missing icon: $icon"
            # width and height from the PNG header (bytes 16..23, big-endian)
            wh=$(num "$icon" 16 4 be)x$(num "$icon" 20 4 be)
            [ "$wh" = "${s}x$s" ] || fail "$icon is $wh pixels, not ${s}x$s"
        done
    fi
}

# The relation the game relies on: bin/ + HEARTS_RELATIVE_DATADIR is the installed data folder.
check_relative_datadir() {
    p=$1
    [ -n "${HEARTS_RELATIVE_DATADIR:-}" ] || fail "HEARTS_RELATIVE_DATADIR is not set for the test"
    [ -d "$p/$BINDIR/$HEARTS_RELATIVE_DATADIR" ] ||
        fail "$BINDIR/$HEARTS_RELATIVE_DATADIR does not exist in $p"
    a=$(cd "$p/$BINDIR/$HEARTS_RELATIVE_DATADIR" && pwd -P)
    b=$(cd "$p/$DATADIR_REL" && pwd -P)
    [ "$a" = "$b" ] || fail "$BINDIR/$HEARTS_RELATIVE_DATADIR is $a, but the data was installed to $b"
    note "$BINDIR/$HEARTS_RELATIVE_DATADIR is $DATADIR_REL: the game's relative data path holds"
}

install_to() {
    "$CMAKE" --install "$1" --prefix "$2" >"$2.log" 2>&1 || {
        cat "$2.log" >&2
        fail "cmake --install $1 --prefix $2 failed"
    }
}

cmd_install() {
    build=$1
    work=$2
    fresh_dir "$work"
    game_env "$work"
    mkdir -p "$work/elsewhere"
    install_to "$build" "$work/prefix"
    check_layout "$work/prefix"
    note "installed into $work/prefix"
    out=$("$work/prefix/$BINDIR/hearts-sim" --games 2 --seed 1 --jobs 1) || fail "installed hearts-sim failed"
    [ -n "$out" ] || fail "installed hearts-sim printed nothing"
    if [ "$HAVE_GAME" != 1 ]; then
        note "the game is not built: checked the layout and hearts-sim only"
        return 0
    fi
    check_relative_datadir "$work/prefix"
    run_game "$work/prefix/$BINDIR/hearts" "$work/elsewhere" "$work/run1.txt"
    note "the installed game ran from $work/elsewhere: $(cat "$work/run1.txt" | tail -n 1)"
    run_game "$work/prefix/$BINDIR/hearts" / "$work/run-root.txt"
    note "the installed game ran from /"
    mv "$work/prefix" "$work/moved-prefix"
    [ ! -e "$work/prefix" ] || fail "the prefix was not moved"
    check_relative_datadir "$work/moved-prefix"
    run_game "$work/moved-prefix/$BINDIR/hearts" "$work/elsewhere" "$work/run2.txt"
    note "after moving the prefix to $work/moved-prefix the game still ran: $(tail -n 1 "$work/run2.txt")"
    # the moved install speaks every language of its catalogues
    for lang in ${LINGUAS:-}; do
        want=$(TEXTDOMAINDIR="$work/moved-prefix/share/locale" LANGUAGE=$lang LC_ALL=C.UTF-8 \
            gettext -d hearts "show this help and exit")
        (cd "$work/elsewhere" && "$work/moved-prefix/$BINDIR/hearts" --language "$lang" --help) >"$work/help-$lang.txt" 2>&1 ||
            fail "the moved hearts --language $lang --help failed"
        [ "$want" != "show this help and exit" ] && grep -qF -- "$want" "$work/help-$lang.txt" ||
            fail "the moved hearts --language $lang --help is not in $lang"
    done
    [ -z "${LINGUAS:-}" ] || note "the moved game speaks $LINGUAS"
}

# Which files did the game open? Only strace can tell for sure that the data came from the moved
# installation and not from the build tree (the game also looks there, as a last resort).
cmd_datasource() {
    build=$1
    work=$2
    [ "$HAVE_GAME" = 1 ] || skip "the game is not built"
    need strace
    fresh_dir "$work"
    game_env "$work"
    mkdir -p "$work/elsewhere"
    install_to "$build" "$work/prefix"
    mv "$work/prefix" "$work/moved"
    prog=$work/moved/$BINDIR/hearts
    (cd "$work/elsewhere" && strace -f -qq -e trace=open,openat -o "$work/trace.txt" "$prog" --bench-frames 5) \
        >"$work/run.txt" 2>&1 || {
        cat "$work/run.txt" >&2
        fail "the moved game failed under strace"
    }
    # successful opens only: ... = <fd>
    grep -E '= [0-9]+$' "$work/trace.txt" | grep -oE '"[^"]*"' | tr -d '"' | sort -u >"$work/opened.txt"
    data=$(cd "$work/moved/$DATADIR_REL" && pwd -P)
    for f in cards.png table.png fonts/DejaVuSans.ttf; do
        found=0
        while IFS= read -r path; do
            case $path in
                */$f) ;;
                *) continue ;;
            esac
            real=$(cd "$(dirname "$path")" && pwd -P)/$(basename "$path")
            [ "$real" = "$data/$f" ] || fail "the game opened $path, not the installed $data/$f"
            found=1
        done <"$work/opened.txt"
        [ $found = 1 ] || fail "the game never opened $f (see $work/trace.txt)"
        note "$f came from $data"
    done
    if grep -F "$build/data/" "$work/opened.txt" >/dev/null; then
        grep -F "$build/data/" "$work/opened.txt" >&2
        fail "the moved game opened files from the build tree"
    fi
}

cmd_desktop() {
    need desktop-file-validate desktop-file-utils
    out=$(desktop-file-validate "$1" 2>&1) || {
        echo "$out" >&2
        fail "desktop-file-validate $1"
    }
    [ -z "$out" ] || {
        echo "$out" >&2
        fail "desktop-file-validate $1 has remarks"
    }
    # every language of po/LINGUAS names, describes and finds the game
    for lang in ${LINGUAS:-}; do
        for key in Name GenericName Comment Keywords; do
            grep -q "^$key\[$lang\]=." "$1" || fail "$1 has no $key[$lang]"
        done
    done
    grep -qx "Icon=$APP_ID" "$1" || fail "$1: Icon= is not $APP_ID"
    grep -qx "Exec=hearts" "$1" || fail "$1: Exec= is not hearts"
    note "$1 is valid"
}

cmd_metainfo() {
    file=$1
    src=$2
    need appstreamcli appstream
    appstreamcli validate --no-net --pedantic "$file" || fail "appstreamcli validate --no-net --pedantic $file"
    grep -q "<id>$APP_ID</id>" "$file" || fail "$file: the id is not $APP_ID"
    grep -q "<launchable type=\"desktop-id\">$APP_ID.desktop</launchable>" "$file" || fail "$file: launchable"
    for lang in ${LINGUAS:-}; do
        for el in name summary p caption; do
            grep -q "<$el xml:lang=\"$lang\">" "$file" || fail "$file has no <$el xml:lang=\"$lang\">"
        done
    done
    # Every screenshot named in the metainfo is a committed picture under docs/screenshots/.
    n=0
    for img in $(grep -oE '<image[^>]*>[^<]*</image>' "$file" | sed -E 's/<[^>]*>//g'); do
        name=${img##*/docs/screenshots/}
        [ "$name" != "$img" ] || fail "$file: screenshot $img is not under docs/screenshots/"
        [ -s "$src/docs/screenshots/$name" ] || fail "$file names $img, but docs/screenshots/$name is not in the source tree"
        n=$((n + 1))
    done
    [ $n -gt 0 ] || fail "$file has no screenshot"
    note "$file is valid; its $n screenshot(s) are in docs/screenshots"
}

cmd_versions() {
    src=$1
    version=$2
    meta=$3
    hearts=$4
    sim=$5
    top=$(grep -m1 -E '^## \[[0-9]' "$src/CHANGELOG.md" | sed -E 's/^## \[([^]]*)\].*/\1/')
    [ "$top" = "$version" ] || fail "CHANGELOG.md's newest entry is $top, but the project is $version"
    grep -q "<release version=\"$version\" date=\"" "$meta" || fail "$meta has no release $version"
    date=$(grep -m1 -E '^## \[[0-9]' "$src/CHANGELOG.md" | sed -E 's/^.* - ([0-9-]+).*/\1/')
    grep -q "<release version=\"$version\" date=\"$date\"" "$meta" ||
        fail "the release date of $version differs between CHANGELOG.md ($date) and $meta"
    out=$("$sim" --version) || fail "hearts-sim --version failed"
    [ "$out" = "hearts-sim $version" ] || fail "hearts-sim --version says '$out', not 'hearts-sim $version'"
    note "hearts-sim --version: $out"
    if [ "$HAVE_GAME" = 1 ]; then
        out=$("$hearts" --version) || fail "hearts --version failed"
        [ "$out" = "hearts $version" ] || fail "hearts --version says '$out', not 'hearts $version'"
        note "hearts --version: $out"
    fi
    note "CHANGELOG.md, the metainfo and --version agree on $version ($date)"
}

# Every option that --help lists must be in the manual page.
check_options_documented() {
    prog=$1
    page=$2
    [ -x "$prog" ] || return 0
    sed 's/\\-/-/g' "$page" >"$page.plain.tmp"
    for opt in $("$prog" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
        grep -qF -- "$opt" "$page.plain.tmp" || {
            rm -f "$page.plain.tmp"
            fail "$(basename "$prog") --help lists $opt, but $(basename "$page") does not describe it"
        }
    done
    rm -f "$page.plain.tmp"
    note "every option of $(basename "$prog") --help is in $(basename "$page")"
}

cmd_manpages() {
    dir=$1
    hearts=$2
    sim=$3
    need groff groff-base
    for page in "$dir"/hearts.6 "$dir"/hearts-sim.6; do
        warnings=$(groff -man -ww -z "$page" 2>&1) || fail "groff failed on $page"
        [ -z "$warnings" ] || {
            echo "$warnings" >&2
            fail "groff warns about $page"
        }
        grep -q '^\.TH [^ ]* 6 ' "$page" || fail "$page is not in section 6"
    done
    if [ "$HAVE_GAME" = 1 ]; then
        check_options_documented "$hearts" "$dir/hearts.6"
    fi
    check_options_documented "$sim" "$dir/hearts-sim.6"
    note "the manual pages are clean roff"
}

cpack_run() {
    build=$1
    gen=$2
    out=$3
    "$CPACK" -G "$gen" --config "$build/CPackConfig.cmake" -B "$out" >"$out.log" 2>&1 || {
        cat "$out.log" >&2
        fail "cpack -G $gen failed"
    }
}

# The .deb's path in WORK/out, made by "pkgtest.sh deb" (the tests that read it require that one).
deb_in() {
    set -- "$1"/out/hearts_*.deb
    [ -f "$1" ] || fail "no hearts_*.deb in $(dirname "$1"): the packaging_deb test makes it"
    echo "$1"
}

# Debian's layout (packaging/linux/deb-stage.cmake): the programs in /usr/games, the fonts linked to
# fonts-dejavu-core's, the licences in the copyright file only, the desktop entry starting /usr/games/hearts.
check_deb_files() {
    deb=$1
    work=$2
    dpkg-deb -c "$deb" >"$work/contents.txt"
    awk '{ f = $6; sub(/^\./, "", f); print f }' "$work/contents.txt" >"$work/files.txt"
    expect="/usr/games/hearts-sim /usr/share/applications/$APP_ID.desktop
        /usr/share/metainfo/$APP_ID.metainfo.xml /usr/share/man/man6/hearts.6.gz
        /usr/share/man/man6/hearts-sim.6.gz /usr/share/doc/hearts/copyright /usr/share/doc/hearts/changelog.gz
        /usr/share/doc/hearts/changelog.Debian.gz"
    if [ "$HAVE_GAME" = 1 ]; then
        expect="$expect /usr/games/hearts /usr/share/hearts/cards.png /usr/share/hearts/table.png"
        for s in $ICON_SIZES; do
            expect="$expect /usr/share/icons/hicolor/${s}x$s/apps/$APP_ID.png"
        done
    fi
    for f in $expect; do
        grep -qx -- "$f" "$work/files.txt" || fail "$(basename "$deb") does not hold $f"
    done
    if grep -E '^/usr/bin(/|$)|LICENSE' "$work/files.txt"; then
        fail "$(basename "$deb") holds the above: programs belong in /usr/games, licences in the copyright file"
    fi
    if [ "$HAVE_GAME" = 1 ]; then
        for f in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
            grep -qE "^l.* \./usr/share/hearts/fonts/$f -> \.\./\.\./fonts/truetype/dejavu/$f\$" "$work/contents.txt" ||
                fail "usr/share/hearts/fonts/$f is not a link to ../../fonts/truetype/dejavu/$f: $(grep "/$f" "$work/contents.txt")"
        done
        note "the fonts are links to fonts-dejavu-core's"
    fi
    # files rw-r--r-- or rwxr-xr-x (the programs), folders rwxr-xr-x, links, all root's
    awk '$1 !~ /^(-rw-r--r--|-rwxr-xr-x|drwxr-xr-x|lrwxrwxrwx)$/ || $2 != "root/root"' "$work/contents.txt" >"$work/odd.txt"
    [ ! -s "$work/odd.txt" ] || {
        cat "$work/odd.txt" >&2
        fail "the entries above have unusual modes or owners"
    }
    grep -E '^-rwx' "$work/contents.txt" | awk '{print $6}' >"$work/programs.txt"
    grep -qvE '^\./usr/games/' "$work/programs.txt" && fail "executable outside /usr/games: $(grep -vE '^\./usr/games/' "$work/programs.txt")"
    grep -vE '^/usr(/|$)|^/$' "$work/files.txt" >"$work/outside.txt" || true
    [ ! -s "$work/outside.txt" ] || {
        cat "$work/outside.txt" >&2
        fail "the package installs files outside /usr"
    }
    if grep -q '^/usr/local' "$work/files.txt"; then fail "the package installs into /usr/local"; fi
    note "$(wc -l <"$work/files.txt") entries, all under /usr, owned by root, programs in /usr/games"
}

cmd_deb() {
    build=$1
    work=$2
    version=$3
    need dpkg-deb dpkg
    need dpkg-shlibdeps dpkg-dev
    fresh_dir "$work"
    cpack_run "$build" DEB "$work/out"
    deb=$(deb_in "$work")
    note "built $(basename "$deb")"
    field() { dpkg-deb -f "$deb" "$1"; }
    [ "$(field Package)" = hearts ] || fail "Package is $(field Package), not hearts"
    [ "$(field Version)" = "$version-1" ] || fail "Version is $(field Version), not $version-1"
    [ "$(field Section)" = games ] || fail "Section is $(field Section), not games"
    [ -n "$(field Maintainer)" ] || fail "no Maintainer"
    [ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture is $(field Architecture)"
    depends=$(field Depends)
    note "Depends: $depends"
    libs="libc6"
    if [ "$HAVE_GAME" = 1 ]; then
        libs="$libs libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libsdl2-mixer-2.0-0 fonts-dejavu-core"
    fi
    for lib in $libs; do
        echo "$depends" | grep -qE "(^|, )$lib( |,|$)" || fail "Depends does not name $lib: $depends"
    done
    desc=$(field Description)
    [ "$(echo "$desc" | wc -l)" -gt 3 ] || fail "the Description has no long text: $desc"
    check_deb_files "$deb" "$work"
    mkdir -p "$work/x"
    dpkg-deb -x "$deb" "$work/x"
    grep -qx "Exec=/usr/games/hearts" "$work/x/usr/share/applications/$APP_ID.desktop" ||
        fail "the .deb's desktop entry does not start /usr/games/hearts"
    # The copyright file is Debian's machine-readable format, with both licences in full.
    c=$work/x/usr/share/doc/hearts/copyright
    grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' "$c" || fail "$c: no Format line"
    grep -qx 'License: Expat' "$c" && grep -qx 'License: bitstream-vera' "$c" || fail "$c lacks a licence"
    note "the desktop entry starts /usr/games/hearts; the copyright file holds both licences"
}

# The tags lintian may still find: each can only be settled by an upload to Debian (see README).
#   initial-upload-closes-no-bugs: a first Debian upload closes its ITP ("intent to package") bug,
#       whose number only exists once someone files one for the upload.
LINTIAN_ALLOWED="initial-upload-closes-no-bugs"

cmd_deblint() {
    work=$1
    need lintian
    deb=$(deb_in "$work")
    # every tag, the pedantic, informational and experimental ones too; classification (C:) and the
    # explanations (N:) are not findings
    lintian --pedantic --display-info --display-experimental --fail-on none "$deb" >"$work/lintian.txt" 2>"$work/lintian.err" || {
        cat "$work/lintian.txt" "$work/lintian.err" >&2
        fail "lintian could not check $(basename "$deb")"
    }
    cat "$work/lintian.txt"
    bad=0
    while read -r level pkg tag rest; do
        case $level in
            E: | W: | I: | P: | X: | O: | M:) ;;
            *) continue ;;
        esac
        case " $LINTIAN_ALLOWED " in
            *" $tag "*) note "allowed (settled by an upload to Debian only): $tag" ;;
            *)
                echo "not allowed: $level $pkg $tag $rest" >&2
                bad=1
                ;;
        esac
    done <"$work/lintian.txt"
    [ $bad = 0 ] || fail "lintian finds the tags above in $(basename "$deb")"
    note "lintian --pedantic --display-info --display-experimental: nothing but$(printf ' %s' $LINTIAN_ALLOWED)"
}

# Plays one short hand with the game at $1 from the folder $2; its log goes to $3.log.
play_hand() {
    (cd "$2" && timeout 180 "$1" --autoplay --exit-at-end --speed 100 --seed 1 --preset classic \
        --rule target=1 --log "$3.log") >"$3.out" 2>&1
}

# The unpacked .deb without fonts-dejavu-core (its links lead nowhere): the game must stop and say
# which file it lacks, where it looked and where the link points. With the system's fonts beside it,
# it plays from games/ (the data path ../share/hearts holds from there as from bin/).
check_unpacked_deb() {
    deb=$1
    work=$2
    root=$work/root
    fresh_dir "$root"
    dpkg-deb -x "$deb" "$root"
    st=0
    play_hand "$root/usr/games/hearts" "$work/elsewhere" "$work/nofont" || st=$?
    [ $st = 1 ] || fail "without the system's fonts the game ended with status $st, not 1: $(cat "$work/nofont.out")"
    msg=$(cat "$work/nofont.out")
    for want in fonts/DejaVuSans "$root/usr/games/../share/hearts" "../../fonts/truetype/dejavu/DejaVuSans"; do
        case $msg in
            *"$want"*) ;;
            *) fail "without the system's fonts, the message does not name $want: $msg" ;;
        esac
    done
    note "without fonts-dejavu-core: $msg"
    [ -d /usr/share/fonts/truetype/dejavu ] || skip "fonts-dejavu-core is not installed (apt-get install fonts-dejavu-core)"
    mkdir -p "$root/usr/share/fonts/truetype"
    ln -s /usr/share/fonts/truetype/dejavu "$root/usr/share/fonts/truetype/dejavu"
    play_hand "$root/usr/games/hearts" "$work/elsewhere" "$work/unpacked" ||
        fail "the unpacked game did not play its hand: $(cat "$work/unpacked.out")"
    grep -q '"event":"end"' "$work/unpacked.log" || fail "the unpacked game's log has no end event: $work/unpacked.log"
    note "unpacked (no install), with the system's fonts: the game played a hand from usr/games"
}

# Root, or sudo without a password: then the .deb is installed into this system for the test and
# purged after it; HEARTS_PKGTEST_SYSTEM_INSTALL=0 forbids it (the unpacked check still runs).
as_root() {
    if [ "$(id -u)" = 0 ]; then
        "$@"
    else
        sudo -n "$@"
    fi
}
can_install() {
    [ "${HEARTS_PKGTEST_SYSTEM_INSTALL:-1}" != 0 ] || return 1
    command -v apt-get >/dev/null 2>&1 || return 1
    [ "$(id -u)" = 0 ] || sudo -n true 2>/dev/null
}

# apt-get installs the .deb with what it depends on, the installed game plays a hand from /usr/games
# with the system's fonts, and the package is purged again. A lock keeps two such tests (two build
# trees on one machine) from installing and purging at the same time; a hearts package installed by
# someone else is left alone.
install_and_play() {
    deb=$1
    work=$2
    status=$(dpkg-query -W -f='${Status}' hearts 2>/dev/null || true)
    case $status in
        *" installed") skip "a hearts package is installed on this machine already: not replacing it" ;;
    esac
    trap 'as_root dpkg --purge hearts >/dev/null 2>&1 || true' EXIT
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        -o DPkg::Lock::Timeout=300 "$deb" >"$work/apt.txt" 2>&1 || {
        cat "$work/apt.txt" >&2
        fail "apt-get install $deb failed"
    }
    note "apt-get installed $(basename "$deb")"
    [ -x /usr/games/hearts ] || fail "no /usr/games/hearts after the install"
    for f in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
        real=$(readlink -f "/usr/share/hearts/fonts/$f")
        [ "$real" = "/usr/share/fonts/truetype/dejavu/$f" ] || fail "/usr/share/hearts/fonts/$f leads to $real"
        dpkg -S "$real" | grep -q '^fonts-dejavu-core:' || fail "$real is not fonts-dejavu-core's"
    done
    note "/usr/share/hearts/fonts/ leads to fonts-dejavu-core's files"
    out=$(/usr/games/hearts-sim --games 2 --seed 1 --jobs 1) && [ -n "$out" ] || fail "/usr/games/hearts-sim failed"
    [ "$HAVE_GAME" = 1 ] || return 0
    play_hand /usr/games/hearts "$work/elsewhere" "$work/installed" ||
        fail "/usr/games/hearts did not play its hand: $(cat "$work/installed.out")"
    grep -q '"event":"end"' "$work/installed.log" || fail "the installed game's log has no end event: $work/installed.log"
    note "/usr/games/hearts played a hand to the end"
    as_root dpkg --purge hearts >"$work/purge.txt" 2>&1 || {
        cat "$work/purge.txt" >&2
        fail "dpkg --purge hearts failed"
    }
    trap - EXIT
    [ ! -e /usr/games/hearts ] && [ ! -e /usr/share/hearts ] || fail "dpkg --purge hearts left files behind"
    note "purged again: nothing left in /usr/games or /usr/share/hearts"
}

cmd_debinstall() {
    work=$1
    need dpkg-deb dpkg
    deb=$(deb_in "$work")
    deb=$(cd "$(dirname "$deb")" && pwd -P)/$(basename "$deb")
    iwork=$work/install
    fresh_dir "$iwork"
    game_env "$iwork"
    mkdir -p "$iwork/elsewhere"
    if [ "$HAVE_GAME" = 1 ]; then
        check_unpacked_deb "$deb" "$iwork"
    fi
    can_install || skip "cannot install packages here (not root, no sudo -n, or HEARTS_PKGTEST_SYSTEM_INSTALL=0)"
    if command -v flock >/dev/null 2>&1; then
        exec 9>"${TMPDIR:-/tmp}/hearts-pkgtest-system-install.lock"
        flock -w 600 9 || fail "another packaging test kept the install lock for 10 minutes"
    fi
    install_and_play "$deb" "$iwork"
}

cmd_tgz() {
    build=$1
    work=$2
    version=$3
    need tar
    fresh_dir "$work"
    game_env "$work"
    cpack_run "$build" TGZ "$work/out"
    set -- "$work"/out/hearts-"$version"-*.tar.gz
    [ -f "$1" ] || fail "cpack made no hearts-$version-*.tar.gz in $work/out"
    note "built $(basename "$1")"
    mkdir -p "$work/unpacked" "$work/elsewhere"
    tar -xzf "$1" -C "$work/unpacked"
    top=$(ls "$work/unpacked")
    [ "$(echo "$top" | wc -l)" = 1 ] || fail "the archive has more than one top folder: $top"
    p=$work/unpacked/$top
    check_layout "$p"
    if [ "$HAVE_GAME" = 1 ]; then
        run_game "$p/$BINDIR/hearts" "$work/elsewhere" "$work/run.txt"
        note "the game from the unpacked archive ran: $(tail -n 1 "$work/run.txt")"
    fi
}

cmd_iconpack() {
    packer=$1
    icons=$2
    work=$3
    [ "$HAVE_GAME" = 1 ] || skip "the icons are not generated in this build"
    fresh_dir "$work"
    pngs=""
    for s in $ICON_SIZES; do
        pngs="$pngs $icons/hearts-$s.png"
    done
    # shellcheck disable=SC2086
    "$packer" ico "$work/hearts.ico" $pngs || fail "icon_pack ico failed"
    # shellcheck disable=SC2086
    "$packer" icns "$work/Hearts.icns" $pngs || fail "icon_pack icns failed"

    # .ico: reserved 0, type 1, 7 images (16..256; 512 is too large for the format), each a PNG
    size=$(wc -c <"$work/hearts.ico")
    [ "$(num "$work/hearts.ico" 0 2 le)" = 0 ] && [ "$(num "$work/hearts.ico" 2 2 le)" = 1 ] ||
        fail "hearts.ico has a wrong header"
    count=$(num "$work/hearts.ico" 4 2 le)
    [ "$count" = 7 ] || fail "hearts.ico holds $count images, not 7"
    i=0
    sizes=""
    while [ $i -lt "$count" ]; do
        e=$((6 + 16 * i))
        w=$(num "$work/hearts.ico" $e 1 le)
        [ "$w" = 0 ] && w=256
        len=$(num "$work/hearts.ico" $((e + 8)) 4 le)
        off=$(num "$work/hearts.ico" $((e + 12)) 4 le)
        [ $((off + len)) -le "$size" ] || fail "hearts.ico: image $i runs past the end of the file"
        is_png_at "$work/hearts.ico" "$off" || fail "hearts.ico: image $i is not a PNG"
        [ "$(num "$work/hearts.ico" $((off + 16)) 4 be)" = "$w" ] || fail "hearts.ico: image $i is not ${w} wide"
        sizes="$sizes $w"
        i=$((i + 1))
    done
    [ "$sizes" = " 16 24 32 48 64 128 256" ] || fail "hearts.ico holds the sizes$sizes"
    if command -v file >/dev/null 2>&1; then
        file "$work/hearts.ico" | grep -q 'MS Windows icon resource' || fail "file(1) does not see an icon: $(file "$work/hearts.ico")"
    fi
    note "hearts.ico: $count PNG images of$sizes pixels"

    # .icns: "icns", its length, then elements (type, length with header, PNG)
    size=$(wc -c <"$work/Hearts.icns")
    [ "$(od -An -c -N4 "$work/Hearts.icns" | tr -d ' \n')" = icns ] || fail "Hearts.icns does not start with icns"
    [ "$(num "$work/Hearts.icns" 4 4 be)" = "$size" ] || fail "Hearts.icns: the length in the header is not the file's"
    off=8
    types=""
    while [ $off -lt "$size" ]; do
        t=$(od -An -c -j$off -N4 "$work/Hearts.icns" | tr -d ' \n')
        len=$(num "$work/Hearts.icns" $((off + 4)) 4 be)
        [ "$len" -gt 8 ] && [ $((off + len)) -le "$size" ] || fail "Hearts.icns: element $t has a bad length"
        is_png_at "$work/Hearts.icns" $((off + 8)) || fail "Hearts.icns: element $t is not a PNG"
        w=$(num "$work/Hearts.icns" $((off + 24)) 4 be)
        case $t in
            icp4) want=16 ;; ic11 | icp5) want=32 ;; ic12) want=64 ;; ic07) want=128 ;;
            ic13 | ic08) want=256 ;; ic14 | ic09) want=512 ;; *) fail "Hearts.icns: unexpected element $t" ;;
        esac
        [ "$w" = "$want" ] || fail "Hearts.icns: $t holds a ${w}-pixel image, not $want"
        types="$types $t"
        off=$((off + len))
    done
    [ "$types" = " icp4 ic11 icp5 ic12 ic07 ic13 ic08 ic14 ic09" ] || fail "Hearts.icns holds$types"
    note "Hearts.icns:$types"

    # bad input: a file that is not a PNG is refused with status 1, a bad command line with 2
    printf 'not a png' >"$work/bad.png"
    st=0
    "$packer" ico "$work/bad.ico" "$work/bad.png" 2>/dev/null || st=$?
    [ $st = 1 ] || fail "icon_pack accepted a file that is not a PNG (status $st)"
    [ ! -e "$work/bad.ico" ] || fail "icon_pack left a broken bad.ico behind"
    st=0
    "$packer" bmp "$work/x" "$icons/hearts-16.png" 2>/dev/null || st=$?
    [ $st = 2 ] || fail "icon_pack took a bad command line (status $st)"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case $cmd in
    install) cmd_install "$@" ;;
    datasource) cmd_datasource "$@" ;;
    desktop) cmd_desktop "$@" ;;
    metainfo) cmd_metainfo "$@" ;;
    versions) cmd_versions "$@" ;;
    manpages) cmd_manpages "$@" ;;
    deb) cmd_deb "$@" ;;
    deblint) cmd_deblint "$@" ;;
    debinstall) cmd_debinstall "$@" ;;
    tgz) cmd_tgz "$@" ;;
    iconpack) cmd_iconpack "$@" ;;
    *)
        echo "usage: pkgtest.sh install|datasource|desktop|metainfo|versions|manpages|deb|deblint|debinstall|tgz|iconpack ARGS..." >&2
        exit 2
        ;;
esac
echo "PASS: $cmd"
