#!/usr/bin/env bash
# Validates every protocol XML in protocols/ against wayland-scanner's DTD; a file that
# breaks it fails with the scanner's message naming the file and line.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v wayland-scanner >/dev/null; then
  echo "check-protocols: wayland-scanner is not installed (libwayland-dev); skipped" >&2
  exit 0
fi
for xml in protocols/*.xml; do
  [[ -e $xml ]] || continue
  wayland-scanner --strict server-header "$xml" /dev/null
  wayland-scanner --strict client-header "$xml" /dev/null
  echo "check-protocols: $xml is valid"
done
