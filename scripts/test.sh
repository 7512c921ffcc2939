#!/usr/bin/env bash
# Installs what Touchway needs, validates the protocol XML, builds it and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-protocols.sh
swift build --build-tests
# The suites that time real apps and attacks run on their own, after the others: they
# bound how long a browser or the kiosk may take, which a machine busy with the parallel
# suites can stretch.
swift test --skip-build --skip 'RealAppTests|HostileClientTests'
swift test --skip-build --filter RealAppTests
swift test --skip-build --filter HostileClientTests
# The kiosk on DRM in the VM with the demo client.
scripts/vm-test.sh
