#!/usr/bin/env bash
# The main job: installs what Touchway needs, builds the example kiosk compositor and its
# demo client, and runs them headless: a bundled libinput recording of four fingers is
# replayed through the seat into the demo client over a real Wayland socket. Prints the
# seat's trace and the events the client received, and writes trails.png, a screenshot of
# the trails the client drew.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product touch-demo-client
swift build -c release --product touchway-kiosk
.build/release/touchway-kiosk --replay examples/recordings/atmel-4-finger-drag-down.yml \
  --exit-after-replay 0.5 --trace --screenshot trails.png
echo "wrote trails.png" >&2
