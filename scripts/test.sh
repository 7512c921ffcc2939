#!/usr/bin/env bash
# Installs what Touchway needs, builds it and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build
swift test
scripts/vm-test.sh
