#!/bin/sh
# The Windows build, made and tested on Debian: cross-compiled with MinGW-w64, packaged with NSIS,
# run under Wine.
#
#   sh scripts/windows.sh            everything below; the results are in build-windows/
#
#  1. apt-get installs the cross compilers, Wine, NSIS and the tools to unpack Debian source packages.
#  2. The libraries (SDL2, SDL2_image, SDL2_ttf, SDL2_mixer, FreeType, cJSON, and GNU gettext's libintl for
#     the translations) come as Debian source
#     packages (apt-get source) from deb-src entries made at run time from this machine's own apt
#     sources, kept in build-windows/apt/ (the system's apt configuration is not touched). They are
#     cross-built with cmake/mingw-w64-x86_64.cmake into build-windows/deps/<key>/, where <key> is a
#     hash of their source versions and of how they are built: a second run finds the prefix and skips
#     this. A prefix is built under a temporary name and renamed only when complete.
#  3. The game's data (cards, icons, sounds) is drawn by the project's generators built for this
#     machine (build-windows/host/); the data files are the same on every system.
#  4. The project is cross-built against the prefix (build-windows/build/): hearts.exe, hearts-sim.exe,
#     the engine's and the game's test programs; cpack makes build-windows/hearts-<version>-win64.exe
#     (NSIS) and hearts-<version>-win64.zip; every DLL the programs import must be in the package or
#     be one of Windows' own.
#  5. Under Wine (WINEPREFIX in build-windows/wine/): the test programs, a hearts-sim.exe series and the
#     game (--autoplay --exit-at-end in a real window under Xvfb; once more with --speech through SAPI 5,
#     whose Speak Wine's sapi.dll refuses, E_NOTIMPL: the game says so once and plays on), each log
#     checked by check_log; then
#     the installer is run silently into a fresh prefix whose user name has a space and a non-ASCII
#     letter, the installed game is started from its Start-menu shortcut's target, and the
#     uninstaller is run silently and must leave nothing behind.
#
# A step that fails stops the script with one line naming the step and its log (build-windows/logs/).
# HEARTS_WINDOWS_JOBS sets the parallel jobs (default: the number of cores); the script runs itself
# under nice -n 10.
set -eu
cd "$(dirname "$0")/.."
if [ -z "${HEARTS_WINDOWS_NICED:-}" ]; then
    HEARTS_WINDOWS_NICED=1 exec nice -n 10 sh "$0" "$@"
fi
ROOT=$(pwd)
OUT=$ROOT/build-windows
LOGS=$OUT/logs
TRIPLET=x86_64-w64-mingw32
TOOLCHAIN=$ROOT/cmake/mingw-w64-x86_64.cmake
JOBS=${HEARTS_WINDOWS_JOBS:-$(nproc)}
# Bump when the way the libraries are built changes (it is part of the cache key).
DEPS_RECIPE=3
export WINEDEBUG=-all
# Wine turns command lines and file names into UTF-16 through the locale: a UTF-8 one.
export LC_ALL=C.UTF-8
export WINEDLLOVERRIDES="mscoree,mshtml=" # no Mono or Gecko prompts when a prefix is made
mkdir -p "$LOGS"
start_all=$(date +%s)

# ---- helpers ------------------------------------------------------------------------------------

# step NAME LOG COMMAND...: runs COMMAND with its output in build-windows/logs/LOG.log; on failure,
# one line naming the step and the log, and the script stops.
step() {
    _name=$1 _log=$LOGS/$2.log
    shift 2
    _t0=$(date +%s)
    if "$@" > "$_log" 2>&1; then
        echo "   $_name ($(($(date +%s) - _t0)) s)"
    else
        echo "windows.sh: FAILED: $_name (log: $_log)" >&2
        exit 1
    fi
}
fail() {
    echo "windows.sh: FAILED: $*" >&2
    exit 1
}
section() { echo "== $*"; }

# ---- 1. packages --------------------------------------------------------------------------------

install_packages() {
    packages="gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 binutils-mingw-w64-x86-64 wine wine64 nsis dpkg-dev xz-utils cmake make
gcc pkg-config xvfb xauth xdotool x11-utils imagemagick"
    missing=""
    for p in $packages; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing="$missing $p"
        fi
    done
    # The native build of the data generators needs the Linux SDL packages (scripts/deps.sh).
    sh scripts/deps.sh
    [ -z "$missing" ] && return 0
    echo "Installing:$missing"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
}

# ---- 2. the libraries, from Debian source packages ------------------------------------------------

SOURCES="libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer freetype cjson gettext"
APTDIR=$OUT/apt
# apt-get with a configuration of its own: only the deb-src entries below, lists and downloads in
# build-windows/apt/.
apt_own() {
    apt-get -o Dir::Etc::SourceList="$APTDIR/sources.list" -o Dir::Etc::SourceParts="$APTDIR/sources.list.d" \
        -o Dir::State::Lists="$APTDIR/lists" -o Dir::Cache="$APTDIR/cache" \
        -o Dir::Etc::Preferences="$APTDIR/preferences" -o Dir::Etc::PreferencesParts="$APTDIR/preferences.d" \
        -o APT::Sandbox::User=root "$@"
}

# One deb-src line for each Debian entry (origin Debian) that this machine's apt reads for binary
# packages: same address, suite and component.
make_deb_src() {
    mkdir -p "$APTDIR/lists/partial" "$APTDIR/cache/archives/partial" "$APTDIR/sources.list.d" "$APTDIR/preferences.d"
    keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    opts=""
    [ -f "$keyring" ] && opts="[signed-by=$keyring] "
    apt-get indextargets --format '$(TARGET_OF) $(ORIGIN) $(REPO_URI) $(RELEASE) $(COMPONENT)' |
        awk -v opts="$opts" '$1 == "deb" && $2 == "Debian" { print "deb-src " opts $3 " " $4 " " $5 }' |
        sort -u > "$APTDIR/sources.list.new"
    if ! [ -s "$APTDIR/sources.list.new" ]; then
        echo "no Debian entries in this machine's apt sources (apt-get indextargets)"
        return 1
    fi
    mv "$APTDIR/sources.list.new" "$APTDIR/sources.list"
    cat "$APTDIR/sources.list"
    apt_own update
}

# The exact source versions apt-get source would fetch, one "package version" a line.
source_versions() {
    for p in $SOURCES; do
        dsc=$(apt_own source --print-uris "$p" 2>/dev/null | sed -n "s/^'[^']*' \([^ ]*\)\.dsc .*/\1/p" | head -1)
        if [ -z "$dsc" ]; then
            echo "windows.sh: FAILED: no Debian source package $p (log: $LOGS/deb-src.log)" >&2
            return 1
        fi
        echo "$p ${dsc#*_}"
    done
}

fetch_sources() {
    rm -rf "$SRC" && mkdir -p "$SRC"
    cd "$SRC"
    # shellcheck disable=SC2086
    apt_own source $SOURCES
    cd "$ROOT"
}

src_dir() {
    d=$(find "$SRC" -mindepth 1 -maxdepth 1 -type d -name "$1-[0-9]*" | head -1)
    [ -n "$d" ] || { echo "no unpacked source for $1 in $SRC"; return 1; }
    echo "$d"
}

# cmake_dep NAME SOURCE-DIR OPTIONS...: configures, builds and installs one library into $STAGE.
cmake_dep() {
    name=$1 src=$2
    shift 2
    rm -rf "$DEPBUILD/$name"
    cmake -S "$src" -B "$DEPBUILD/$name" -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$STAGE" -DCMAKE_PREFIX_PATH="$STAGE" -DBUILD_SHARED_LIBS=ON "$@" &&
        cmake --build "$DEPBUILD/$name" -j "$JOBS" &&
        cmake --install "$DEPBUILD/$name"
}

build_sdl2() {
    cmake_dep sdl2 "$(src_dir libsdl2)" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF
}
build_freetype() {
    cmake_dep freetype "$(src_dir freetype)" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
        -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
}
build_cjson() {
    cmake_dep cjson "$(src_dir cjson)" -DENABLE_CJSON_TEST=OFF -DENABLE_CJSON_UTILS=OFF \
        -DENABLE_CUSTOM_COMPILER_FLAGS=OFF -DENABLE_LOCALES=ON
}
# PNG through SDL2_image's own stb_image loader (and miniz to save PNG): no libpng or zlib to ship.
build_sdl2_image() {
    cmake_dep sdl2_image "$(src_dir libsdl2-image)" -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF \
        -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_WIC=OFF -DSDL2IMAGE_DEPS_SHARED=OFF \
        -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
        -DSDL2IMAGE_WEBP=OFF || return 1
    # SDL2_image 2.6.3's package file asks for libpng whenever PNG is on, even when stb_image loads
    # PNG (as here): ask only when stb_image does not.
    sed -i 's/^if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_VENDORED/if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_BACKEND_STB AND NOT SDL2IMAGE_VENDORED/' \
        "$STAGE/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"
    grep -q 'SDL2IMAGE_PNG AND NOT SDL2IMAGE_BACKEND_STB' "$STAGE/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"
}
build_sdl2_ttf() {
    cmake_dep sdl2_ttf "$(src_dir libsdl2-ttf)" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_HARFBUZZ=OFF
}
# The game plays WAV files only: every decoder that needs another library is off.
build_sdl2_mixer() {
    cmake_dep sdl2_mixer "$(src_dir libsdl2-mixer)" -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF \
        -DSDL2MIXER_DEPS_SHARED=OFF -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF \
        -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS= -DSDL2MIXER_WAVE=ON
}

# libintl, the part of GNU gettext a program links (gettext-runtime/intl): the game's translations, and
# printf with the numbered arguments ("%2$s") a translation may use, which libintl.h puts in place of
# the C library's. Without iconv: the catalogues are UTF-8 and so is what the game asks for. Debian's
# patches touch the build files' timestamps, so the autotools are told not to run again.
build_libintl() {
    src=$(src_dir gettext) || return 1
    rm -rf "$DEPBUILD/libintl" && mkdir -p "$DEPBUILD/libintl"
    cp -a "$src/." "$DEPBUILD/libintl/" || return 1
    noauto="ACLOCAL=true AUTOMAKE=true AUTOCONF=true AUTOHEADER=true"
    # shellcheck disable=SC2086
    (cd "$DEPBUILD/libintl/gettext-runtime" &&
        ./configure --host=$TRIPLET --prefix="$STAGE" --enable-shared --disable-static --disable-java \
            --disable-csharp --disable-libasprintf --disable-openmp --disable-curses --without-emacs --disable-rpath &&
        make -C intl -j "$JOBS" $noauto && make -C intl install $noauto) || return 1
    [ -f "$STAGE/include/libintl.h" ] && [ -f "$STAGE/lib/libintl.dll.a" ] && ls "$STAGE"/bin/libintl-*.dll
}

# ---- run ----------------------------------------------------------------------------------------

section "packages"
step "install the cross compilers, Wine, NSIS and the build's packages (apt-get)" packages install_packages

section "libraries for Windows, from Debian source packages"
step "deb-src entries from this machine's apt sources, apt-get update" deb-src make_deb_src
versions=$(source_versions) || exit 1
toolchain_id=$( (
    cat "$TOOLCHAIN"
    echo "recipe $DEPS_RECIPE"
    $TRIPLET-gcc --version | head -1
) | sha256sum | cut -c1-8)
key=$(printf '%s\n' "$versions" "$toolchain_id" | sha256sum | cut -c1-16)
DEPS=$OUT/deps/$key
if [ -f "$DEPS/versions.txt" ]; then
    echo "   cached: build-windows/deps/$key"
    sed 's/^/     /' "$DEPS/versions.txt"
else
    SRC=$OUT/src
    STAGE=$OUT/deps/.partial-$key
    DEPBUILD=$OUT/deps-build
    rm -rf "$STAGE" "$DEPBUILD"
    mkdir -p "$STAGE" "$DEPBUILD"
    step "apt-get source $SOURCES" sources fetch_sources
    step "cross-build SDL2" dep-sdl2 build_sdl2
    step "cross-build FreeType" dep-freetype build_freetype
    step "cross-build cJSON" dep-cjson build_cjson
    step "cross-build SDL2_image" dep-sdl2_image build_sdl2_image
    step "cross-build SDL2_ttf" dep-sdl2_ttf build_sdl2_ttf
    step "cross-build SDL2_mixer" dep-sdl2_mixer build_sdl2_mixer
    step "cross-build libintl (GNU gettext)" dep-libintl build_libintl
    # Some of the libraries' CMake and pkg-config files name the prefix they were installed into:
    # point them at the final one before the rename.
    grep -rlI -- "$STAGE" "$STAGE" | while read -r f; do sed -i "s|$STAGE|$DEPS|g" "$f"; done
    printf '%s\n' "$versions" > "$STAGE/versions.txt"
    rm -rf "$DEPS"
    mv "$STAGE" "$DEPS"
    rm -rf "$DEPBUILD" "$SRC"
    echo "   built: build-windows/deps/$key"
fi

# ---- 3. the data, drawn by the generators built for this machine ----------------------------------

HOST=$OUT/host
build_host() {
    cmake -S "$ROOT" -B "$HOST" -DCMAKE_BUILD_TYPE=Release -DHEARTS_BUILD_GAME=ON &&
        cmake --build "$HOST" -j "$JOBS" --target hearts_data check_log hearts-sim
}

# ---- 4. the project for Windows -------------------------------------------------------------------

BUILD=$OUT/build
VERSION=$(sed -n 's/^project(hearts VERSION \([0-9.]*\).*/\1/p' "$ROOT/CMakeLists.txt")
# The folders Wine looks in for the DLLs of programs run from the build tree.
win_path() { winepath -w "$1" 2>/dev/null; }
# The MinGW runtime DLLs' folders (libgcc_s_seh-1.dll, libwinpthread-1.dll).
mingw_dll_dirs() {
    for dll in libgcc_s_seh-1.dll libwinpthread-1.dll; do
        dirname "$($TRIPLET-gcc -print-file-name=$dll)"
    done | sort -u
}

configure_project() {
    cmake -S "$ROOT" -B "$BUILD" -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DCMAKE_PREFIX_PATH="$DEPS" \
        -DCMAKE_BUILD_TYPE=Release -DHEARTS_BUILD_GAME=ON -DHEARTS_HOST_DATADIR="$HOST/data" \
        -DCPACK_PACKAGE_FILE_NAME="hearts-$VERSION-win64" -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON
}
# The programs, and the test programs that build for Windows (the others need POSIX calls that
# Windows' C library lacks: getline, open_memstream, fork, a POSIX shell for system()); cpack installs
# what was built (CMAKE_SKIP_INSTALL_ALL_DEPENDENCY) instead of building everything.
WIN_TARGETS="hearts hearts-sim test_cards test_rules test_game test_ai test_ai_hard test_ai_read test_seat_barrier test_table
test_lang hearts_translations"
build_project() {
    # shellcheck disable=SC2086
    cmake --build "$BUILD" -j "$JOBS" --target $WIN_TARGETS
}
package_project() {
    (cd "$BUILD" && cpack -G NSIS && cpack -G ZIP) || return 1
    cp "$BUILD/hearts-$VERSION-win64.exe" "$BUILD/hearts-$VERSION-win64.zip" "$OUT/"
}

# Every DLL that a program or DLL of the unpacked ZIP imports is in its bin\ or is one of Windows' own.
WINDOWS_DLLS="advapi32 bcrypt cfgmgr32 comctl32 comdlg32 crypt32 dbghelp dinput8 dwmapi dxgi gdi32 hid imm32
kernel32 msvcrt ntdll ole32 oleaut32 setupapi shell32 shlwapi user32 userenv uxtheme version winmm ws2_32"
check_dlls() {
    rm -rf "$OUT/zip-check" && mkdir -p "$OUT/zip-check"
    (cd "$OUT/zip-check" && cmake -E tar xf "$OUT/hearts-$VERSION-win64.zip") || return 1
    bin=$(find "$OUT/zip-check" -type d -name bin | head -1)
    [ -n "$bin" ] || { echo "no bin folder in the ZIP"; return 1; }
    bad=0
    for f in "$bin"/*.exe "$bin"/*.dll; do
        for dll in $($TRIPLET-objdump -p "$f" | sed -n 's/^[[:space:]]*DLL Name: //p'); do
            lower=$(echo "$dll" | tr 'A-Z' 'a-z')
            if [ -f "$bin/$dll" ] || ls "$bin" | tr 'A-Z' 'a-z' | grep -qx "$lower"; then
                echo "$(basename "$f"): $dll (bundled)"
            elif echo " $WINDOWS_DLLS " | tr '\n' ' ' | grep -q " ${lower%.dll} "; then
                echo "$(basename "$f"): $dll (Windows)"
            elif case "$lower" in api-ms-win-*) true ;; *) false ;; esac; then
                echo "$(basename "$f"): $dll (Windows)"
            else
                echo "$(basename "$f"): $dll MISSING"
                bad=1
            fi
        done
    done
    [ "$bad" -eq 0 ]
}
# Only the .deb takes its fonts from the system (fonts-dejavu-core); the Windows packages carry them.
check_zip_fonts() {
    bin=$(find "$OUT/zip-check" -type d -name bin | head -1)
    for f in share/hearts/fonts/DejaVuSans.ttf share/hearts/fonts/DejaVuSans-Bold.ttf share/doc/hearts/LICENSE-DejaVu.txt; do
        [ -s "$bin/../$f" ] && [ ! -L "$bin/../$f" ] || { echo "not in the ZIP: $f"; return 1; }
        echo "in the ZIP: $f"
    done
}

section "the game's data (generators built for this machine)"
step "native build of the data generators and the log checker" host build_host

section "hearts for Windows"
export WINEPREFIX="$OUT/wine/build"
step "a Wine prefix for the build and the tests (wineboot)" wineboot sh -c 'mkdir -p "$WINEPREFIX" && wineboot -i && wineserver -w'
WINEPATH="$(win_path "$DEPS/bin")"
for d in $(mingw_dll_dirs); do WINEPATH="$WINEPATH;$(win_path "$d")"; done
export WINEPATH
step "configure (cmake/mingw-w64-x86_64.cmake)" configure configure_project
step "cross-build hearts.exe, hearts-sim.exe and the tests" build build_project
step "cpack -G NSIS and -G ZIP" cpack package_project
step "every imported DLL is bundled or Windows' own (objdump -p)" dlls check_dlls
step "the ZIP carries the DejaVu fonts and their licence" zip-fonts check_zip_fonts

# ---- 5. under Wine ------------------------------------------------------------------------------

RUN=$OUT/run
rm -rf "$RUN" && mkdir -p "$RUN/bin"
# The programs as commands a shell script can start (the project's test scripts take their paths).
# A Windows program writes its standard output and error in text mode, lines ending in CR LF: the
# wrappers give the scripts the LF they compare with. (Logs are written in binary mode: the same bytes
# as on Linux, which the golden seeds check.)
for prog in hearts hearts-sim; do
    cat > "$RUN/bin/$prog" <<WRAPPER
#!/bin/sh
t=\$(mktemp)
wine "$BUILD/$prog.exe" "\$@" > "\$t.out" 2> "\$t.err"
rc=\$?
tr -d '\\r' < "\$t.err" >&2
tr -d '\\r' < "\$t.out"
rm -f "\$t" "\$t.out" "\$t.err"
exit \$rc
WRAPPER
    chmod +x "$RUN/bin/$prog"
done
CHECK_LOG=$HOST/tests/check_log

# The test programs that run on Windows, through CTest (its emulator is Wine: cmake/ toolchain).
WIN_TESTS='^(test_cards|test_rules|test_game|test_ai|test_ai_hard|test_ai_read|test_seat_barrier|game_table|game_lang)$'
wine_ctest() {
    (cd "$BUILD" && ctest --output-on-failure -j "$JOBS" -R "$WIN_TESTS")
}
# The project's own test scripts, with the Windows programs.
wine_golden() { sh "$ROOT/tests/golden_test.sh" "$RUN/bin/hearts-sim" "$ROOT/tests/golden"; }
wine_sim_cli() { sh "$ROOT/tests/sim_cli_test.sh" "$RUN/bin/hearts-sim" "$CHECK_LOG"; }
# hearts.exe's command line: what it prints reaches the caller although it is a window program (run
# with its output to a file, as a console shows it needs win_console.c); a bad argument is one line
# and status 2; --bench-frames (SDL's dummy video driver) its JSON line. (tests/game/game_cli_test.sh
# also checks Linux's XDG folders, so it is not run here.)
wine_game_cli() {
    h=$RUN/bin/hearts
    "$h" --version | tee "$RUN/version.txt" | grep -Eq '^hearts [0-9]+\.[0-9]+\.[0-9]+' || { echo "--version: $(cat "$RUN/version.txt")"; return 1; }
    "$h" --help > "$RUN/help.txt" && grep -q -- '--bench-frames' "$RUN/help.txt" || { echo "--help lacks --bench-frames"; return 1; }
    echo "--help: $(wc -l < "$RUN/help.txt") lines"
    # every language, from the build's catalogues beside the program (build/locale)
    for lang in $(ls "$BUILD/locale"); do
        want=$(TEXTDOMAINDIR="$BUILD/locale" LANGUAGE=$lang LC_ALL=C.UTF-8 gettext -d hearts "show this help and exit")
        "$h" --language "$lang" --help > "$RUN/help-$lang.txt" || return 1
        if [ "$want" = "show this help and exit" ] || ! grep -qF -- "$want" "$RUN/help-$lang.txt"; then
            echo "--language $lang --help is not in $lang:"; head -5 "$RUN/help-$lang.txt"; return 1
        fi
        echo "--language $lang --help: $want"
    done
    for args in "--bogus" "--preset nonsense" "--rule moon=sideways" "--seed abc"; do
        # shellcheck disable=SC2086
        "$h" $args > "$RUN/out.txt" 2> "$RUN/err.txt"
        rc=$?
        [ "$rc" -eq 2 ] && [ "$(wc -l < "$RUN/err.txt")" -eq 1 ] && ! [ -s "$RUN/out.txt" ] ||
            { echo "hearts $args: status $rc, $(wc -l < "$RUN/err.txt") lines: $(cat "$RUN/err.txt")"; return 1; }
        echo "hearts $args -> $(cat "$RUN/err.txt")"
    done
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software "$h" --bench-frames 20 --seed 3 \
        > "$RUN/bench.txt" && grep -q '"frames":20' "$RUN/bench.txt" || { echo "--bench-frames: $(cat "$RUN/bench.txt")"; return 1; }
    echo "--bench-frames 20: $(cat "$RUN/bench.txt")"
}
# A series of simulated games, its log checked.
wine_sim_series() {
    wine "$BUILD/hearts-sim.exe" --games 200 --seed 1 --jobs "$JOBS" --preset omnibus --rule sun=on \
        --log "$(win_path "$RUN/sim.jsonl")" | tee "$RUN/sim.txt" && "$CHECK_LOG" "$RUN/sim.jsonl"
}

# The game in a real window under Xvfb: hearts.exe --autoplay --exit-at-end, a screenshot while it
# plays, its log checked. usage: game_window EXE LOG SCREENSHOT [ARGS...] (EXE a Windows path or a file)
cat > "$RUN/window.sh" <<'INNER'
exe=$1 log=$2 shot=$3
shift 3
wine "$exe" --log "$(winepath -w "$log")" "$@" > "$shot.out" 2>&1 &
pid=$!
wid="" i=0
while [ "$i" -lt 240 ] && kill -0 "$pid" 2>/dev/null; do
    wid=$(xdotool search --onlyvisible --name "^${HEARTS_WINDOW_NAME:-Hearts}" 2>/dev/null | head -1)
    [ -n "$wid" ] && break
    sleep 0.5
    i=$((i + 1))
done
if [ -z "$wid" ]; then
    echo "no window named ${HEARTS_WINDOW_NAME:-Hearts} appeared"
    kill "$pid" 2>/dev/null
    wait "$pid"
    cat "$shot.out"
    exit 1
fi
echo "window: $(xwininfo -id "$wid" | sed -n 's/^  *\(Width\|Height\): *//p' | paste -sd x)"
sleep "${HEARTS_SHOT_AFTER:-6}"
import -window root "$shot" && echo "screenshot: $shot"
wait "$pid"
rc=$?
cat "$shot.out"
echo "hearts.exe exited with status $rc"
exit "$rc"
INNER
# A fatal error in a window program: a message box (SDL's, over Win32) says what is wrong; it is
# photographed, answered with Enter, and the program must then exit with status 1.
cat > "$RUN/msgbox.sh" <<'INNER'
exe=$1 shot=$2
shift 2
wine "$exe" "$@" > "$shot.out" 2>&1 &
pid=$!
wid="" i=0
while [ "$i" -lt 120 ] && kill -0 "$pid" 2>/dev/null; do
    wid=$(xdotool search --onlyvisible --name 'Hearts cannot start' 2>/dev/null | head -1)
    [ -n "$wid" ] && break
    sleep 0.5
    i=$((i + 1))
done
[ -n "$wid" ] && sleep 1 && import -window root "$shot" && echo "message box \"$(xdotool getwindowname "$wid")\": $shot"
[ -n "$wid" ] && xdotool key --window "$wid" Return
wait "$pid"
rc=$?
cat "$shot.out"
echo "hearts.exe exited with status $rc"
[ -n "$wid" ] && [ "$rc" -eq 1 ]
INNER
# A window program under a display of its own. Wine here sometimes cannot make the first window of a
# program at all ("Couldn't create window: Environment variable not found": every try in that process
# fails, the next process usually succeeds; seen in one windowed step in three or so, on trees with and
# without changes to the game). So a windowed step that fails with exactly that message is run again,
# up to twice, after the prefix's wineserver and its desktop are ended; any other failure stands.
# usage: in_own_display COMMAND... (its output is printed, as a step's log wants it)
in_own_display() {
    _try=1
    while :; do
        wineserver -k 2> /dev/null
        wineserver -w
        _out=$("$@" 2>&1) && { printf '%s\n' "$_out"; return 0; }
        printf '%s\n' "$_out"
        if [ "$_try" -ge 3 ] || ! printf '%s\n' "$_out" | grep -q "Couldn't create window"; then
            return 1
        fi
        echo "(Wine could not make the window: try $((_try + 1)) of 3)"
        _try=$((_try + 1))
        sleep 2
    done
}
fatal_box() {
    rm -rf "$RUN/broken-data" && cp -r "$BUILD/data" "$RUN/broken-data" && rm "$RUN/broken-data/sounds/queen.wav"
    in_own_display timeout 300 xvfb-run -a -s '-screen 0 1280x800x24' sh "$RUN/msgbox.sh" "$BUILD/hearts.exe" \
        "$RUN/fatal.png" --data-dir "$(win_path "$RUN/broken-data")"
}
game_window() {
    exe=$1 log=$2
    # each try starts a new log (a try that could not make its window may have begun one)
    in_own_display sh -c 'rm -f "$1" && shift && exec "$@"' - "$log" \
        timeout 900 xvfb-run -a -s '-screen 0 1280x800x24' sh "$RUN/window.sh" "$@" && "$CHECK_LOG" "$log"
}

# The installer, silently, into a fresh Wine prefix whose user is "Zoë Dupont" (a space and a
# letter outside ASCII in every per-user path); the installed programs started from the Start-menu
# shortcut's target; then the uninstaller, silently, and nothing of the installation may be left.
WINUSER="Zoë Dupont"
INSTDIR='C:\Program Files\Hearts Card Game'
make_install_prefix() {
    rm -rf "$IPREFIX" && mkdir -p "$IPREFIX"
    wineboot -i && wineserver -w
}
run_installer() {
    # NSIS reads /D= from the raw command line, to its end: cmd passes the line as it is.
    wine cmd /c "$(win_path "$OUT/hearts-$VERSION-win64.exe") /S /D=$INSTDIR" && wineserver -w || return 1
    idir=$(winepath -u "$INSTDIR")
    for f in bin/hearts.exe bin/hearts-sim.exe bin/SDL2.dll share/hearts/cards.png share/hearts/courts-VDR.png \
        share/hearts/fonts/DejaVuSans.ttf share/hearts/fonts/DejaVuSans-Bold.ttf Uninstall.exe; do
        [ -f "$idir/$f" ] || { printf 'not installed: %s\\%s\n' "$INSTDIR" "$f"; return 1; }
        echo "installed: $f"
    done
    lnk=$(find "$IPREFIX/drive_c" -path '*Start Menu*' -name 'Hearts.lnk' | head -1)
    [ -n "$lnk" ] || { echo "no Start-menu shortcut Hearts.lnk"; return 1; }
    echo "Start-menu shortcut: $lnk"
    # The shortcut's target, as the shell link stores it (its local base path).
    target=$(strings -n 8 "$lnk" | grep -i '^[a-z]:\\.*\\hearts\.exe$' | head -1)
    [ -n "$target" ] || { echo "no hearts.exe in the shortcut"; return 1; }
    printf 'its target: %s\n' "$target"
    printf '%s\n' "$target" > "$RUN/shortcut-target"
    desk=$(find "$IPREFIX/drive_c" -ipath '*desktop*' -name 'Hearts.lnk' | head -1)
    [ -n "$desk" ] && echo "desktop shortcut: $desk"
    wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Hearts' | tr -d '\r' | grep -E 'DisplayName|UninstallString|DisplayIcon'
}
installed_sim() {
    target=$(cat "$RUN/shortcut-target")
    sim="${target%\\*}\\hearts-sim.exe"
    appdata=$IPREFIX/drive_c/users/$WINUSER/AppData/Roaming
    wine "$sim" --games 100 --seed 5 --jobs "$JOBS" \
        --log "C:\\users\\$WINUSER\\AppData\\Roaming\\sim series.jsonl" | tee "$RUN/installed-sim.txt" &&
        "$CHECK_LOG" "$appdata/sim series.jsonl"
}
installed_game() {
    target=$(cat "$RUN/shortcut-target")
    game_window "$target" "$RUN/installed-game.jsonl" "$RUN/installed-game.png" \
        --autoplay --exit-at-end --speed 100 --seed 21 || return 1
    # the installed catalogues are found from the installed program: it speaks German
    want=$(TEXTDOMAINDIR="$BUILD/locale" LANGUAGE=de LC_ALL=C.UTF-8 gettext -d hearts "show this help and exit")
    wine "$target" --language de --help 2>&1 | tr -d '\r' > "$RUN/installed-help-de.txt"
    grep -qF -- "$want" "$RUN/installed-help-de.txt" || { echo "the installed --language de --help is not German:"; head -5 "$RUN/installed-help-de.txt"; return 1; }
    echo "the installed hearts.exe --language de --help: $want"
    # Its settings and statistics are in the user's %APPDATA%\hearts (SDL's pref path).
    pref=$IPREFIX/drive_c/users/$WINUSER/AppData/Roaming/hearts
    ls -la "$pref" && [ -n "$(ls "$pref")" ]
}
run_uninstaller() {
    idir=$(winepath -u "$INSTDIR")
    wine "$INSTDIR\\Uninstall.exe" /S && wineserver -w || return 1
    left=0
    if [ -e "$idir" ]; then
        printf 'left behind in %s:\n' "$INSTDIR"
        find "$idir"
        left=1
    fi
    if find "$IPREFIX/drive_c" -iname 'Hearts.lnk' | grep .; then
        echo "shortcuts left behind (above)"
        left=1
    fi
    if wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Hearts' > /dev/null 2>&1; then
        echo "the Uninstall registry key is left behind"
        left=1
    fi
    printf "kept, as the player's own: %s files in %%APPDATA%%\\\\hearts\n" \
        "$(find "$IPREFIX/drive_c/users/$WINUSER/AppData/Roaming/hearts" -type f | wc -l)"
    [ "$left" -eq 0 ] && echo "nothing of the installation is left"
}

section "under Wine: tests, a hearts-sim series, the game in a window"
step "the engine's and the game's test programs (ctest, Wine)" wine-ctest wine_ctest
step "golden seeds: hearts-sim.exe logs byte for byte as on Linux" wine-golden wine_golden
step "hearts-sim.exe command line (tests/sim_cli_test.sh)" wine-sim-cli wine_sim_cli
step "hearts.exe command line: --help, --version, bad arguments, --bench-frames" wine-game-cli wine_game_cli
step "hearts-sim.exe: 200 Omnibus games, log checked" wine-sim wine_sim_series
sed -n '/hands\/s\|hands per second/p' "$RUN/sim.txt" | head -2 | sed 's/^/     /'
step "hearts.exe --autoplay --exit-at-end in a window (Xvfb), log checked" wine-game \
    game_window "$BUILD/hearts.exe" "$RUN/game.jsonl" "$RUN/game.png" --autoplay --exit-at-end --speed 100 --seed 7
sed -n 's/^\(window\|hearts.exe exited\)/     &/p' "$LOGS/wine-game.log"
# the same in German: the window's title and the table's words from the catalogue (a screenshot to look at)
german_window() {
    HEARTS_WINDOW_NAME=$(TEXTDOMAINDIR="$BUILD/locale" LANGUAGE=de LC_ALL=C.UTF-8 gettext -d hearts -c "the game's name" Hearts) \
        HEARTS_SHOT_AFTER=3 game_window "$BUILD/hearts.exe" "$RUN/game-de.jsonl" "$RUN/game-de.png" --autoplay --exit-at-end \
        --speed 3 --seed 7 --preset classic --rule target=20 --language de
}
step "hearts.exe --language de in a window (Xvfb): its screenshot is build-windows/run/game-de.png" wine-game-de german_window
# speech through SAPI 5 (platform/speech_sapi.c) with Wine's own sapi.dll: the game plays on to its end
# whatever it does; it says once on stderr when it cannot speak (shown below), nothing when it can
speech_window() {
    HEARTS_SCREEN_READER=0 game_window "$BUILD/hearts.exe" "$RUN/game-speech.jsonl" "$RUN/game-speech.png" \
        --autoplay --exit-at-end --speed 20 --seed 7 --preset classic --rule target=20 --speech
}
step "hearts.exe --speech (SAPI 5) in a window (Xvfb), log checked" wine-speech speech_window
sed -n 's/^\(hearts.exe exited\|hearts: \)/     &/p' "$LOGS/wine-speech.log"
step "a fatal error (a data file missing) shows a message box and exits 1" wine-fatal fatal_box
sed -n 's/^\(message box\|hearts: \)/     &/p' "$LOGS/wine-fatal.log"

section "the installer under Wine (user \"$WINUSER\")"
export WINEPREFIX="$OUT/wine/install" USER="$WINUSER"
IPREFIX=$WINEPREFIX
unset WINEPATH
step "a fresh Wine prefix" install-prefix make_install_prefix
step "hearts-$VERSION-win64.exe /S /D=$INSTDIR" install run_installer
sed -n 's/^\(Start-menu shortcut\|its target\)/     &/p' "$LOGS/install.log"
step "the installed hearts-sim.exe plays a series, log checked" installed-sim installed_sim
step "the installed hearts.exe (the shortcut's target) plays a game in a window, log checked" installed-game installed_game
step "Uninstall.exe /S leaves nothing of the installation" uninstall run_uninstaller
sed -n 's/^\(kept\|nothing\)/     &/p' "$LOGS/uninstall.log"

section "done in $(($(date +%s) - start_all)) s"
ls -la "$OUT/hearts-$VERSION-win64.exe" "$OUT/hearts-$VERSION-win64.zip" | awk '{print "   " $5 " bytes  " $NF}'
