#!/usr/bin/env bash
# Builds the API documentation of Touchway's modules with the toolchain's docc, into
# .build/docs/MODULE.doccarchive. Unresolved symbol links are reported as warnings.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("${@:-Touchway}")
graphs=.build/symbol-graphs
mkdir -p "$graphs" .build/docs
swift build -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  cp "$graphs/$module".symbols.json "$graphs/$module"/ 2>/dev/null || true
  cp "$graphs/$module"@*.symbols.json "$graphs/$module"/ 2>/dev/null || true
  docc convert --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "touchway.$module" \
    --output-path ".build/docs/$module.doccarchive" 2>&1
done
