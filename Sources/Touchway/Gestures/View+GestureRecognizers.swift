extension View {
  /// Attaches a recognizer after the view's others; it sees touches that begin from now on
  /// in this view or inside it (R45).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches a recognizer; if it was recognizing, it is cancelled first (R50).
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    recognizer.seat?.engine.recognizerWasDisabled(recognizer)
    gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}
