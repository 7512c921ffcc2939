#!/usr/bin/env bash
# Installs what Touchway needs, validates the protocol XML, builds it and runs every test,
# then the gates: formatting and compiler warnings first (they fail fast), documentation
# and allocations after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/check-format.sh
scripts/install-deps.sh
scripts/check-protocols.sh
# The build the tests run, failing on any warning in the package's own files.
scripts/check-warnings.sh
# The suites that time real apps and attacks run on their own, after the others: they
# bound how long a browser or the kiosk may take, which a machine busy with the parallel
# suites can stretch.
swift test --skip-build --skip 'RealAppTests|HostileClientTests'
swift test --skip-build --filter RealAppTests
swift test --skip-build --filter HostileClientTests
# The kiosk on DRM in the VM with the demo client.
scripts/vm-test.sh
scripts/check-docs.sh
scripts/check-allocations.sh
