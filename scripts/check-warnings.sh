#!/usr/bin/env bash
# Builds the package and its tests (`swift build --build-tests`, the build the tests then
# run) and fails if the compiler warns about any of the package's own files. The warnings
# of dependencies are not ours to fix (SwiftPM silences those of remote packages anyway).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)
# The compiler warns only about what it compiles, so the build starts clean (in a fresh
# clone there is nothing to clean; the dependencies' checkouts are kept).
swift package clean
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
warnings=$(grep -E "^$root/(Sources|Tests|examples)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)
if [[ -n $warnings ]]; then
  echo "check-warnings: $(wc -l <<<"$warnings") warning(s) in the package's own code:" >&2
  echo "$warnings" >&2
  exit 1
fi
