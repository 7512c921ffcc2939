/// A button of an emulated pointer.
public enum PointerButton: Sendable, Hashable, CustomStringConvertible {
  /// The primary button: a tap clicks it, a drag holds it.
  case left
  /// The secondary button: a long press clicks it.
  case right

  /// The button's name as traces print it.
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    }
  }
}

/// What a ``PointerEmulator`` does with its pointer, one step at a time, in order.
public enum PointerAction {
  /// The pointer enters the touch's hit view at the touch's location: the touch drives the
  /// pointer from now on.
  case enter(Touch)
  /// The pointer moves to the touch's current location.
  case move(Touch)
  /// A button goes down where the pointer is.
  case press(PointerButton)
  /// A button comes up where the pointer is.
  case release(PointerButton)
  /// Scrolls by this many points, in the direction of the content under the fingers:
  /// fingers that move up scroll down (positive `y`), as on a touchpad with natural
  /// scrolling.
  case scroll(Point)
  /// The fingers that scrolled lifted: scrolling stops (a client may start a kinetic scroll).
  case endScroll
}
