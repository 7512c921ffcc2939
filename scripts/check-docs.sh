#!/usr/bin/env bash
# The API documentation of every public Swift library module builds without a docc
# warning. WaylandProtocols (wayland-scanner's C output) and the umockdev shims are C.
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/docs.sh Touchway TouchwayScene TouchwayKeyboard TouchwayRecording TouchwayInput \
  TouchwayWayland TouchwayGraphics
