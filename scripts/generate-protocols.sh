#!/usr/bin/env bash
# Regenerates Sources/WaylandProtocols from the protocol XML with wayland-scanner.
# The output is committed, so building Touchway does not need wayland-scanner.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/WaylandProtocols
system=$(pkg-config --variable=pkgdatadir wayland-protocols)
protocols=(
  "$system/stable/xdg-shell/xdg-shell.xml"
)
for xml in "${protocols[@]}" protocols/*.xml; do
  [[ -e $xml ]] || continue
  name=$(basename "$xml" .xml)
  wayland-scanner private-code "$xml" "$out/$name-protocol.c"
  wayland-scanner server-header "$xml" "$out/include/$name-server-protocol.h"
  wayland-scanner client-header "$xml" "$out/include/$name-client-protocol.h"
done
