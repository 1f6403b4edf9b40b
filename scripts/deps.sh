#!/bin/sh
# Installs the Debian packages the build and the tests need, if any is missing (apt-get; sudo when
# not root). Safe to run again: it does nothing when everything is there.
set -eu
packages="cmake make gcc pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
libcjson-dev python3 xvfb xauth xdotool x11-utils imagemagick desktop-file-utils appstream dpkg-dev file
libglib2.0-bin clang libclang-rt-14-dev valgrind strace groff-base lintian fonts-dejavu-core
libspeechd-dev speech-dispatcher speech-dispatcher-espeak-ng espeak-ng"
missing=""
for p in $packages; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0
echo "Installing:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
