#!/usr/bin/env bash
# Installs what Touchway needs, validates the protocol XML, builds it and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-protocols.sh
swift build
swift test
# The kiosk on DRM in the VM with the demo client.
scripts/vm-test.sh
