#!/usr/bin/env bash
# The instruction gate: counts, under callgrind, the instructions of one motion frame
# through `Seat.process(draining:)` (1 and 10 fingers, and 10 with five recognizers) and of
# one `Application.hitTest` on a 100,000-view tree, in a release build, and fails if one is
# more than 5 % above, or more than 5 % below, its threshold in
# Benchmarks/Thresholds/<Swift major.minor>/instructions.json. Callgrind's counts are
# deterministic, so the margin is for what a change of code layout moves, not for noise.
#
#   scripts/check-instructions.sh            check (CI)
#   scripts/check-instructions.sh --update   write the counts measured now as thresholds
set -euo pipefail
cd "$(dirname "$0")/.."
update=false
[[ ${1-} == --update ]] && update=true
swift_version=$(swift --version 2>&1 | sed -nE 's/.*Swift version ([0-9]+\.[0-9]+).*/\1/p' | head -1)
thresholds=Benchmarks/Thresholds/$swift_version/instructions.json
if ! $update && [[ ! -f $thresholds ]]; then
  echo "check-instructions: no thresholds for Swift $swift_version ($thresholds);" \
    "make them with scripts/check-instructions.sh --update" >&2
  exit 1
fi
swift build -c release --product touchway-instruction-gate
gate="$(swift build -c release --show-bin-path)/touchway-instruction-gate"
workloads=(
  motion-frame-1-finger motion-frame-10-fingers motion-frame-10-fingers-5-recognizers
  hit-test-100000-views hit-test-100000-subclass-views hit-test-100000-point-inside-views
)
iterations=1000
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for workload in "${workloads[@]}"; do
  valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*MeasuredIterations*' \
    --callgrind-out-file="$scratch/$workload.out" \
    "$gate" "$workload" --iterations "$iterations" 2>"$scratch/$workload.log" ||
    { cat "$scratch/$workload.log" >&2; exit 1; }
  collected=$(sed -nE 's/.*Collected : ([0-9]+).*/\1/p' "$scratch/$workload.log")
  echo "$workload $((collected / iterations))" >>"$scratch/measured.txt"
done
python3 - "$thresholds" "$scratch/measured.txt" "$update" <<'PYTHON'
import json, os, sys
path, measured_path, update = sys.argv[1], sys.argv[2], sys.argv[3] == "true"
measured = dict((name, int(count)) for name, count in (line.split() for line in open(measured_path)))
if update:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        json.dump(measured, file, indent=2)
        file.write("\n")
    for name, count in measured.items():
        print(f"check-instructions: {name}: {count} instructions (written to {path})")
    sys.exit(0)
thresholds = json.load(open(path))
failed = False
for name, count in measured.items():
    threshold = thresholds.get(name)
    if threshold is None:
        print(f"check-instructions: {name}: {count} instructions, no threshold in {path}")
        failed = True
        continue
    ratio = count / threshold
    verdict = "ok"
    if ratio > 1.05:
        verdict = "MORE than 5 % above the threshold"
        failed = True
    elif ratio < 0.95:
        verdict = "more than 5 % below the threshold: lower it"
        failed = True
    print(f"check-instructions: {name}: {count} instructions, threshold {threshold} ({ratio:.3f}): {verdict}")
if failed:
    print("check-instructions: instructions per iteration moved; if that is intended, run "
          "scripts/check-instructions.sh --update and commit the thresholds (BENCHMARKS.md)")
    sys.exit(1)
PYTHON
