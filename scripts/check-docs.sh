#!/usr/bin/env bash
# The API documentation of every public Swift library module builds without a docc
# warning: the library products of Package.swift but WaylandProtocols (wayland-scanner's
# C output).
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/docs.sh Touchway TouchwaySystem TouchwayScene TouchwayKeyboard \
  TouchwayOnScreenKeyboard TouchwayRecording TouchwayInput TouchwayWayland TouchwayGraphics
