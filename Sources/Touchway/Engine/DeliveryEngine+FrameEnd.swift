extension DeliveryEngine {
  /// Runs one unit of work that may deliver (a frame, a timer, a cancel, a hand-off), then
  /// ends the frame: ``frameEndHandler``, then the observers. A unit that runs inside
  /// another (a timer due before a frame, a cancel deferred to the end of a delivery) ends
  /// with the outer one, so each input frame ends exactly once.
  @inline(__always)
  func performFrame(_ body: () -> Void) {
    openFrames += 1
    body()
    endUnitOfWork()
  }

  /// The end of a unit of work that ``performFrame(_:)`` began: the frame ends if it was
  /// the outermost. `process(_:)` brackets its frame with the two halves itself, without a
  /// closure, which stayed a call of its own.
  @inline(__always)
  func endUnitOfWork() {
    openFrames -= 1
    guard openFrames == 0 else { return }
    if let frameEndHandler { frameEndHandler.function(frameEndHandler.context) }
    notifyObservers { $0.seatDidEndFrame(seat) }
  }
}

/// What ``Seat/frameEndHandler`` calls: `function` with `context`.
package struct FrameEndHandler {
  package let function: @convention(c) (UnsafeMutableRawPointer?) -> Void
  package let context: UnsafeMutableRawPointer?

  package init(
    _ function: @escaping @convention(c) (UnsafeMutableRawPointer?) -> Void,
    context: UnsafeMutableRawPointer?
  ) {
    self.function = function
    self.context = context
  }
}
