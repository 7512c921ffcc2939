#!/usr/bin/env bash
# Builds the package and its tests (`swift build --build-tests`, the build the tests then
# run) and fails if the compiler warns about any of the package's own files. The warnings
# of dependencies are not ours to fix (SwiftPM silences those of remote packages anyway).
# The compiler warns only about what it compiles, so the package's own modules are
# compiled afresh: their build directories are removed first (none exist in a fresh clone).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)
bin=$(swift build --show-bin-path)
for module in $(swift package describe --type json | sed -n 's/.*"c99name" : "\(.*\)".*/\1/p'); do
  rm -rf "${bin:?}/$module.build"
done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
warnings=$(grep -E "^$root/(Sources|Tests|examples)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)
if [[ -n $warnings ]]; then
  echo "check-warnings: the package's own code has $(wc -l <<<"$warnings") warning(s):" >&2
  echo "$warnings" >&2
  exit 1
fi
