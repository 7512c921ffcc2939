#!/usr/bin/env bash
# The kiosk demo: installs what Touchway needs, builds the kiosk and its demo client, and
# replays a bundled recording to the demo client on a headless output. Prints the trace and
# the events the client received, and writes trails.png with the trails the client drew.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product touch-demo-client
swift build -c release --product touchway-kiosk
.build/release/touchway-kiosk \
  --replay Tests/KioskEndToEndTests/Fixtures/atmel-4-finger-drag-down.yml \
  --exit-after-replay 0.5 --trace --screenshot trails.png
echo "wrote trails.png" >&2
