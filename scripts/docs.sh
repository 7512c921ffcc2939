#!/usr/bin/env bash
# Builds the API documentation of Touchway's modules (default: Touchway) with the
# toolchain's docc, into .build/docs/MODULE.doccarchive, and fails on any docc warning
# (an unresolved symbol link, say). The symbol graphs are extracted from the ordinary
# debug build (`swift package dump-symbol-graph`), so no module is compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("${@:-Touchway}")
swift package dump-symbol-graph --emit-extension-block-symbols >/dev/null
graphs=$(swift build --show-bin-path)/../symbolgraph
mkdir -p .build/docs
failed=()
for module in "${modules[@]}"; do
  # The module's graph and those of its extensions to other modules (MODULE@OTHER).
  rm -rf "$graphs/$module"
  mkdir -p "$graphs/$module"
  cp "$graphs/$module".symbols.json "$graphs/$module"/
  cp "$graphs/$module"@*.symbols.json "$graphs/$module"/ 2>/dev/null || true
  docc convert --warnings-as-errors --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "touchway.$module" \
    --output-path ".build/docs/$module.doccarchive" 2>&1 || failed+=("$module")
done
if ((${#failed[@]})); then
  echo "docs: docc warnings in ${failed[*]}" >&2
  exit 1
fi
