import TouchwayInput

/// A paused session takes the input devices away (seatd and logind revoke them): live
/// input stops reading and cancels its touches, and opens the devices again on resume.
extension LiveInput: SessionObserver {
  /// Closes every device and cancels their touches (`LiveInput.suspend()`).
  public func sessionDidPause(_ session: Session) {
    suspend()
  }

  /// Opens the devices again (`LiveInput.resume()`).
  public func sessionDidResume(_ session: Session) {
    do {
      try resume()
    } catch {
      session.logger.error("input devices did not come back after the pause: \(error)")
    }
  }
}
