extension Touch {
  /// The gesture recognizers that receive this touch, in the order they see it (R45):
  /// those of its hit view first, its window's last. A recognizer leaves the list when it
  /// ignores the touch or is reset.
  public var gestureRecognizers: [GestureRecognizer] { Array(state.recognizers) }
}
