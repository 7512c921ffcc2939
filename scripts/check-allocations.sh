#!/usr/bin/env bash
# The allocation gate: fails if a steady-state motion frame through `Seat.process(_:)`
# allocates (BENCHMARKS.md: 0 mallocs per motion frame). Release build, as the benchmarks
# measure: a debug build allocates where the optimizer would not. The routing benchmark
# itself (Benchmarks/) would cost the benchmark harness's release build; this is the core
# alone, counted by a malloc wrapper in the gate's own process.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product touchway-allocation-gate
"$(swift build -c release --show-bin-path)/touchway-allocation-gate"
