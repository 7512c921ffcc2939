import ArgumentParser
import TouchwayGateWorkloads

/// Runs one of the instruction gate's workloads: the set-up and warm-up, then `iterations`
/// iterations inside ``touchwayMeasuredIterations(_:_:)``, the one function whose
/// instructions `scripts/check-instructions.sh` has callgrind count.
@main
struct InstructionGate: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "touchway-instruction-gate",
    abstract: "Runs a workload of the instruction gate (scripts/check-instructions.sh).",
    discussion: """
      Meant to run under `valgrind --tool=callgrind --collect-atstart=no \
      --toggle-collect='*touchwayMeasuredIterations*'`: only the measured iterations are \
      counted, so the total divided by --iterations is the instructions of one iteration.
      """)

  /// The workloads, named as the thresholds file names them.
  enum Workload: String, CaseIterable, ExpressibleByArgument {
    case motion1 = "motion-frame-1-finger"
    case motion10 = "motion-frame-10-fingers"
    case motion10Recognizers = "motion-frame-10-fingers-5-recognizers"
    case hitTestView = "hit-test-100000-views"
    case hitTestSubclass = "hit-test-100000-subclass-views"
    case hitTestPointInside = "hit-test-100000-point-inside-views"
  }

  @Argument(help: "The workload: \(Workload.allCases.map(\.rawValue).joined(separator: ", ")).")
  var workload: Workload

  @Option(help: "How many iterations (motion frames, hit tests) to measure.")
  var iterations = 1_000

  mutating func run() throws {
    switch workload {
    case .motion1: measureMotion(FingerStream(fingers: 1, views: 10, recognizers: false))
    case .motion10: measureMotion(FingerStream(fingers: 10, views: 1_000, recognizers: false))
    case .motion10Recognizers:
      measureMotion(FingerStream(fingers: 10, views: 1_000, recognizers: true))
    case .hitTestView: measureHitTests(HitTestScene(views: 100_000, kind: .view))
    case .hitTestSubclass: measureHitTests(HitTestScene(views: 100_000, kind: .subclass))
    case .hitTestPointInside: measureHitTests(HitTestScene(views: 100_000, kind: .pointInside))
    }
  }

  private func measureMotion(_ stream: FingerStream) {
    for _ in 0..<100 { stream.nextMotionFrame() }
    touchwayMeasuredIterations(iterations) { _ in stream.nextMotionFrame() }
  }

  private func measureHitTests(_ scene: HitTestScene) {
    var hits = 0
    for index in 0..<1_024 where scene.nextHitTest(index) { hits += 1 }
    touchwayMeasuredIterations(iterations) { index in
      if scene.nextHitTest(index) { hits += 1 }
    }
    guard hits > 0 else { fatalError("the hit tests hit nothing") }
  }
}

/// Runs `body` `count` times, passing the iteration's index; the gate counts the
/// instructions of this function alone (never inlined, so that callgrind finds it).
@inline(never)
func touchwayMeasuredIterations(_ count: Int, _ body: (Int) -> Void) {
  for index in 0..<count { body(index) }
}
