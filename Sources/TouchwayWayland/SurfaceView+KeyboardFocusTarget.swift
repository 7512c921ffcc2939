public import TouchwayKeyboard

/// The keyboard router tells the first responder of the keyboard's focus and modifiers;
/// a surface view passes them on to its client through the seat.
extension SurfaceView: KeyboardFocusTarget {
  /// Sends `wl_keyboard.enter`, then `modifiers`, to the client.
  public func keyboardFocusDidEnter(modifiers: SerializedModifiers) {
    seat?.keyboardEntered(self, modifiers: modifiers)
  }

  /// Sends `wl_keyboard.leave` to the client, unless its surface is gone.
  public func keyboardFocusDidLeave() {
    seat?.keyboardLeft(self)
  }

  /// Sends `wl_keyboard.modifiers` to the client.
  public func keyboardModifiersDidChange(_ modifiers: SerializedModifiers) {
    seat?.sendModifiers(modifiers, to: self)
  }
}
