#!/usr/bin/env bash
# Builds cage 0.1.4 (vendor/cage) with the patches of vendor/cage-patches against
# Touchway's C API, and leaves the binary at .build/cage/cage (docs/cage.md):
#
#   scripts/build-cage.sh [--debug]
#
# It installs libtouchway into .build/touchway-prefix with scripts/install-c-api.sh (its
# release build; with --debug, the debug build the tests use), then builds cage with meson
# and ninja against that prefix's touchway.pc (Xwayland on, as Debian builds it). With
# TOUCHWAY_PREFIX=DIR it uses a libtouchway already installed in DIR instead.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=()
[[ ${1:-} == --debug ]] && configuration=(--debug)
prefix=${TOUCHWAY_PREFIX:-$PWD/.build/touchway-prefix}
[[ -n ${TOUCHWAY_PREFIX:-} ]] || scripts/install-c-api.sh "${configuration[@]}" "$prefix"
out=.build/cage
rm -rf "$out/src" "$out/build"
mkdir -p "$out/src"
cp -a vendor/cage/. "$out/src"
for patch in vendor/cage-patches/*.patch; do
  patch --quiet --directory="$out/src" --strip=1 --input="$PWD/$patch"
done
PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
  meson setup "$out/build" "$out/src" -Dxwayland=true -Dman-pages=disabled > "$out/meson.log" ||
  { cat "$out/meson.log" >&2; exit 1; }
ninja -C "$out/build" > "$out/ninja.log" || { cat "$out/ninja.log" >&2; exit 1; }
cp "$out/build/cage" "$out/cage"
echo "built $out/cage against $(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --modversion touchway 2>/dev/null || echo '?') in $prefix"
