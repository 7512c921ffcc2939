#!/usr/bin/env bash
# The main job: installs what Touchway needs, builds it, and runs touches through the
# bundled kiosk scene, printing the trace.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product touchway
.build/release/touchway trace --scene examples/scenes/kiosk.yaml \
  --script examples/scenes/kiosk-script.yaml --hit-test
