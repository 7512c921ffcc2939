#!/usr/bin/env bash
# Builds libtouchway, Touchway's C API (docs/c-api.md), and installs it into a prefix:
# PREFIX/lib/libtouchway.so.0 (and its links), PREFIX/include/touchway.h and
# PREFIX/lib/pkgconfig/touchway.pc. Then, with PKG_CONFIG_PATH=PREFIX/lib/pkgconfig,
# `pkg-config --cflags --libs touchway` builds a C compositor against it.
set -euo pipefail
usage="usage: scripts/install-c-api.sh [--debug] PREFIX  (release unless --debug)"
configuration=release
if [[ ${1:-} == --debug ]]; then
  configuration=debug
  shift
fi
case ${1:-} in
-h | --help) echo "$usage"; exit 0 ;;
'') echo "$usage" >&2; exit 2 ;;
esac
prefix=$(realpath -m "$1")
cd "$(dirname "$0")/.."
header=Sources/CTouchway/touchway.h
version=$(awk '/#define TOUCHWAY_VERSION_(MAJOR|MINOR|PATCH)/ { v = v (v ? "." : "") $3 } END { print v }' "$header")
built=$(swift build -c "$configuration" --show-bin-path)/libTouchwayCAPI.so
# Linked again each time: SwiftPM does not know the linker script is an input of the link.
rm -f "$built"
swift build -c "$configuration" --product TouchwayCAPI
install -d "$prefix/lib/pkgconfig" "$prefix/include"
# The file carries the full version; the soname (libtouchway.so.0) names the ABI's major.
install -m 755 "$built" "$prefix/lib/libtouchway.so.$version"
if [[ $configuration == release ]]; then strip --strip-unneeded "$prefix/lib/libtouchway.so.$version"; fi
ln -sf "libtouchway.so.$version" "$prefix/lib/libtouchway.so.${version%%.*}"
ln -sf "libtouchway.so.${version%%.*}" "$prefix/lib/libtouchway.so"
install -m 644 "$header" "$prefix/include/touchway.h"
sed -e "s|@PREFIX@|$prefix|" -e "s|@VERSION@|$version|" Sources/CTouchway/touchway.pc.in \
  >"$prefix/lib/pkgconfig/touchway.pc"
echo "installed libtouchway $version ($(du -k "$prefix/lib/libtouchway.so.$version" | cut -f1) KiB) into $prefix"
