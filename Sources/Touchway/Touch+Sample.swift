extension Touch {
  /// What a touch shows in one callback: its phase, time and locations. The seat swaps a
  /// whole sample in and out when a callback shows the touch other than it is (R56, R58).
  @usableFromInline
  struct Sample {
    @usableFromInline var phase: Phase
    @usableFromInline var timestamp: TimeInterval
    @usableFromInline var locationInScreen: Point
    @usableFromInline var previousLocationInScreen: Point
  }
}
