import CAllocationCounter
import Glibc
import Touchway
import TouchwayGateWorkloads

// The allocation gate: a steady-state motion frame of ten fingers allocates nothing, with
// the touched path 1, 3 or 5 views deep and with five gesture recognizers on it, as the
// routing benchmark (Benchmarks/, BENCHMARKS.md) measures. Meaningful in a release build
// (a debug build allocates where the optimizer would not): scripts/check-allocations.sh.
// Exits 1, one line per allocating case, if a motion frame allocates.

/// Allocations in `frames` motion frames, routed after warm-up frames have made every lazy
/// structure.
func allocations(views: Int, recognizers: Bool, frames: Int = 1_000) -> Int {
  let stream = FingerStream(views: views, recognizers: recognizers)
  for _ in 0..<100 { stream.nextMotionFrame() }
  touchway_allocation_counting_start()
  for _ in 0..<frames { stream.nextMotionFrame() }
  return touchway_allocation_counting_stop()
}

// The counter must see the runtime's allocations, or every case would pass unseen.
touchway_allocation_counting_start()
let probe = [Int](repeating: 0, count: CommandLine.arguments.count + 64)
let probeAllocations = touchway_allocation_counting_stop()
withExtendedLifetime(probe) {}
guard probeAllocations > 0 else {
  print("touchway-allocation-gate: the allocation counter saw no allocation of an array")
  exit(1)
}

var failed = false
for (views, recognizers) in [(10, false), (1_000, false), (100_000, false), (1_000, true)] {
  let count = allocations(views: views, recognizers: recognizers)
  let name = "motion frame, 10 fingers, \(views) views" + (recognizers ? ", 5 recognizers" : "")
  print("\(name): \(count) allocations in 1,000 frames")
  if count != 0 { failed = true }
}
if failed {
  print("touchway-allocation-gate: motion frames allocate (BENCHMARKS.md: 0 per frame)")
  exit(1)
}
