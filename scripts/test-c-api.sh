#!/usr/bin/env bash
# The C API's tests (docs/c-api.md): installs libtouchway into a temporary prefix
# (scripts/install-c-api.sh), checks that it exports exactly touchway.h's functions and
# needs no Swift runtime, compiles the header alone as C99 and C++11, builds the tests and
# the example compositor with pkg-config's flags and -Wall -Wextra -Wpedantic -Werror, and
# runs the tests and the seeded fuzz (TOUCHWAY_FUZZ_SEED, TOUCHWAY_FUZZ_CALLS).
# --release tests the release build (the default is the debug one the other tests use).
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=(--debug)
[[ ${1:-} == --release ]] && configuration=()
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
scripts/install-c-api.sh "${configuration[@]}" "$prefix"
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
library=$prefix/lib/libtouchway.so.0
strict=(-Wall -Wextra -Wpedantic -Werror)

# The library: its soname, no Swift runtime to load, and exactly the header's functions.
readelf -d "$library" | grep -q 'SONAME.*\[libtouchway\.so\.0\]' ||
  { echo "test-c-api: libtouchway.so.0 has no soname libtouchway.so.0" >&2; exit 1; }
if ldd "$library" | grep -i swift; then
  echo "test-c-api: libtouchway needs a Swift runtime library" >&2
  exit 1
fi
declared=$(grep -oE '\btouchway_[a-z0-9_]+\(' Sources/CTouchway/touchway.h | tr -d '(' | sort -u)
exported=$(nm -D --defined-only --extern-only "$library" | awk '{ print $3 }' | sort -u)
if [[ $declared != "$exported" ]]; then
  echo "test-c-api: the library's exports differ from touchway.h's functions:" >&2
  diff <(echo "$declared") <(echo "$exported") >&2 || true
  exit 1
fi

# The header on its own, as C99 and as C++11.
echo '#include <touchway.h>' >"$work/header.c"
# shellcheck disable=SC2046 # pkg-config's flags are words
cc -std=c99 "${strict[@]}" $(pkg-config --cflags touchway) -fsyntax-only "$work/header.c"
# shellcheck disable=SC2046
c++ -std=c++11 "${strict[@]}" $(pkg-config --cflags touchway) -fsyntax-only -x c++ \
  "$work/header.c"

# The protocol code of the tests' client and of wlroots' headers.
generated=$work/generated
mkdir -p "$generated"
generate() { # XML NAME
  wayland-scanner client-header "$1" "$generated/$2-client-protocol.h"
  wayland-scanner server-header "$1" "$generated/$2-protocol.h"
  wayland-scanner private-code "$1" "$generated/$2-protocol.c"
}
generate "$(pkg-config --variable=pkgdatadir wayland-protocols)/stable/xdg-shell/xdg-shell.xml" \
  xdg-shell
generate protocols/wlr-layer-shell-unstable-v1.xml wlr-layer-shell-unstable-v1
generate protocols/touchway-responder-v1.xml touchway-responder-v1

# shellcheck disable=SC2046
cc -std=c11 "${strict[@]}" -DWLR_USE_UNSTABLE -I"$generated" -o "$work/touchway-c-api-test" \
  Tests/CAPITests/*.c "$generated"/*.c \
  $(pkg-config --cflags --libs touchway wayland-server wayland-client) \
  -Wl,-rpath,"$prefix/lib" -lm

# The example compositor builds against the installed library alone.
# shellcheck disable=SC2046
cc -std=c11 "${strict[@]}" -DWLR_USE_UNSTABLE -I"$generated" -o "$work/touchway-c-compositor" \
  examples/c-compositor/compositor.c "$generated/xdg-shell-protocol.c" \
  $(pkg-config --cflags --libs touchway wayland-server) -Wl,-rpath,"$prefix/lib"

# glibc fills freed memory with a pattern: a read of a surface wlroots freed finds garbage.
MALLOC_PERTURB_=165 "$work/touchway-c-api-test" "${TOUCHWAY_FUZZ_SEED:-34}" \
  "${TOUCHWAY_FUZZ_CALLS:-20000}"
"$work/touchway-c-compositor" --self-test
