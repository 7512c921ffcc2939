public import Touchway

/// A responder that passes the keyboard on to someone outside the compositor: in
/// `TouchwayWayland`, the view of a client's surface, which speaks `wl_keyboard`.
///
/// The ``KeyboardRouter`` calls these methods as the application's first responder comes
/// and goes and as the modifiers change. Keys themselves arrive as presses: a conforming
/// responder overrides `Responder/pressesBegan(_:with:)` to send `wl_keyboard.key`
/// pressed, `Responder/pressesEnded(_:with:)` to send it released, and
/// `Responder/pressesCancelled(_:with:)` to send it released while it is still first
/// responder (a cancel that comes after ``keyboardFocusDidLeave()`` needs nothing: the
/// `leave` already released the key for the client). A press's keycode is the protocol's
/// key number; its timestamp is in seconds.
///
/// A responder is told of the keyboard only while it is first responder, so a client that
/// was never focused hears no key and no modifier.
public protocol KeyboardFocusTarget: Responder {
  /// The responder became first responder: send `wl_keyboard.enter`, then
  /// `wl_keyboard.modifiers` with `modifiers`.
  ///
  /// The keys array of `enter` should be empty: a key that is already down belongs to the
  /// responder that had the focus when it went down, so this one sees neither its press nor
  /// its release.
  func keyboardFocusDidEnter(modifiers: SerializedModifiers)

  /// The responder stopped being first responder: send `wl_keyboard.leave`. Its presses
  /// were cancelled just before.
  func keyboardFocusDidLeave()

  /// The modifiers or the layout group changed while the responder was first responder:
  /// send `wl_keyboard.modifiers`. It comes after the press of the key that changed them.
  func keyboardModifiersDidChange(_ modifiers: SerializedModifiers)
}
