extension Seat {
  /// Runs one unit of work that may deliver (a frame, a timer, a cancel, a hand-off), then
  /// ends the frame: ``frameEndHandler``, then the observers. A unit that runs inside
  /// another (a timer due before a frame, a cancel deferred to the end of a delivery) ends
  /// with the outer one, so each input frame ends exactly once.
  @inline(__always)
  func performFrame(_ body: () -> Void) {
    openFrames += 1
    body()
    openFrames -= 1
    guard openFrames == 0 else { return }
    frameEndHandler?()
    notifyObservers { $0.seatDidEndFrame(self) }
  }
}
