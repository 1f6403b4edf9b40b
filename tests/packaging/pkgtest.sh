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
#   pkgtest.sh deb       BUILD WORK VERSION   cpack -G DEB; check its fields, dependencies and files
#   pkgtest.sh tgz       BUILD WORK VERSION   cpack -G TGZ; unpack it somewhere and start the game
#   pkgtest.sh iconpack  PACKER ICONDIR WORK  .ico and .icns made from the generated icons
#
# Settings from the environment: HEARTS_APP_ID, HEARTS_RELATIVE_DATADIR, HEARTS_BINDIR,
# HEARTS_DATADIR_REL (the install's share/hearts), HEARTS_HAVE_GAME (1 when the game is built),
# CMAKE and CPACK (the programs of the CMake that configured the build).
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

cmd_deb() {
    build=$1
    work=$2
    version=$3
    need dpkg-deb dpkg
    need dpkg-shlibdeps dpkg-dev
    fresh_dir "$work"
    cpack_run "$build" DEB "$work/out"
    set -- "$work"/out/hearts_*.deb
    [ -f "$1" ] || fail "cpack made no hearts_*.deb in $work/out"
    deb=$1
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
        libs="$libs libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libsdl2-mixer-2.0-0"
    fi
    for lib in $libs; do
        echo "$depends" | grep -qE "(^|, )$lib( |,|$)" || fail "Depends does not name $lib: $depends"
    done
    desc=$(field Description)
    [ "$(echo "$desc" | wc -l)" -gt 3 ] || fail "the Description has no long text: $desc"
    dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$work/files.txt"
    expect="/usr/$BINDIR/hearts-sim /usr/share/applications/$APP_ID.desktop
        /usr/share/metainfo/$APP_ID.metainfo.xml /usr/share/man/man6/hearts.6.gz
        /usr/share/man/man6/hearts-sim.6.gz /usr/share/doc/hearts/copyright /usr/share/doc/hearts/LICENSE
        /usr/share/doc/hearts/LICENSE-DejaVu.txt /usr/share/doc/hearts/changelog.gz
        /usr/share/doc/hearts/changelog.Debian.gz"
    if [ "$HAVE_GAME" = 1 ]; then
        expect="$expect /usr/$BINDIR/hearts /usr/share/hearts/cards.png /usr/share/hearts/table.png
            /usr/share/hearts/fonts/DejaVuSans.ttf /usr/share/hearts/fonts/LICENSE-DejaVu.txt"
        for s in $ICON_SIZES; do
            expect="$expect /usr/share/icons/hicolor/${s}x$s/apps/$APP_ID.png"
        done
    fi
    for f in $expect; do
        grep -qx -- "$f" "$work/files.txt" || fail "$(basename "$deb") does not hold $f"
    done
    grep -vE '^/usr(/|$)|^/$' "$work/files.txt" >"$work/outside.txt" || true
    [ ! -s "$work/outside.txt" ] || {
        cat "$work/outside.txt" >&2
        fail "the package installs files outside /usr"
    }
    if grep -q '^/usr/local' "$work/files.txt"; then fail "the package installs into /usr/local"; fi
    dpkg-deb -c "$deb" | awk '{print $2}' | sort -u | grep -qvx 'root/root' && fail "files not owned by root"
    note "$(wc -l <"$work/files.txt") entries, all under /usr, owned by root"
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
    tgz) cmd_tgz "$@" ;;
    iconpack) cmd_iconpack "$@" ;;
    *)
        echo "usage: pkgtest.sh install|datasource|desktop|metainfo|versions|manpages|deb|tgz|iconpack ARGS..." >&2
        exit 2
        ;;
esac
echo "PASS: $cmd"
