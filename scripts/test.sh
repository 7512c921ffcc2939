#!/usr/bin/env bash
# Installs what Touchway needs, validates the protocol XML, builds it and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-protocols.sh
swift build
swift test
scripts/vm-test.sh
# The kiosk on DRM in the VM with the demo client: VM_TEST_KIOSK=1 (CI sets it).
if [[ ${VM_TEST_KIOSK:-0} == 1 ]]; then
  scripts/vm-test.sh Tests/vm/programs/kiosk.env
fi
