extension Touch {
  /// What a touch shows in one callback: its phase, time and locations. The seat swaps a
  /// whole sample in and out when a callback shows the touch other than it is (R56, R58).
  struct Sample {
    var phase: Phase
    var timestamp: TimeInterval
    var locationInScreen: Point
    var previousLocationInScreen: Point
  }
}
