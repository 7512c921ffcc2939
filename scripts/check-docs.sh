#!/usr/bin/env bash
# The documentation is true to the code (scripts/check-doc-names.sh), and the API
# documentation of every public Swift library module builds without a docc
# warning: the library products of Package.swift but WaylandProtocols (wayland-scanner's
# C output).
set -euo pipefail
cd "$(dirname "$0")/.."
# First, and fast: the Markdown names only types, products, options and rules the code has.
scripts/check-doc-names.sh --self-test
scripts/check-doc-names.sh
exec scripts/docs.sh Touchway TouchwaySystem TouchwayScene TouchwayKeyboard \
  TouchwayOnScreenKeyboard TouchwayRecording TouchwaySynthesis TouchwayPNG TouchwayInput \
  TouchwayWayland TouchwayGraphics
