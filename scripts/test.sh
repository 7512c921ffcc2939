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
# Runs `swift test --skip-build` with these arguments; when a test fails, its lines come
# again at the end, where a log cut to its tail still shows them.
run_tests() {
  local log
  log=$(mktemp)
  if swift test --skip-build "$@" 2>&1 | tee "$log"; then
    rm -f "$log"
    return 0
  fi
  echo "--- what failed (swift test --skip-build $*):"
  grep -E '✘ Test .* (recorded an issue|failed)|error:' "$log" || true
  rm -f "$log"
  return 1
}
# The suites that time real apps and attacks run on their own, after the others: they
# bound how long a browser or the kiosk may take, which a machine busy with the parallel
# suites can stretch.
run_tests --skip 'RealAppTests|HostileClientTests'
run_tests --filter RealAppTests
run_tests --filter HostileClientTests
# The C API: libtouchway installed into a prefix, its C tests and seeded fuzz.
scripts/test-c-api.sh
# The proof of the C API: cage built against libtouchway, beside Debian's (docs/cage.md).
scripts/build-cage.sh --debug
scripts/test-cage.sh
# The kiosk on DRM in the VM with the demo client: one screen, then two (a second boot).
scripts/vm-test.sh
scripts/vm-test.sh Tests/vm/programs/kiosk-two-screens.env
scripts/check-docs.sh
scripts/check-allocations.sh
scripts/check-instructions.sh
