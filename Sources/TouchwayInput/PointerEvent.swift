public import Touchway

/// A change of a pointer device: where the pointer is and what happened there. The seat
/// hit-tests ``location`` as it would a touch.
public struct PointerEvent: Hashable, Sendable {
  /// What happened.
  public enum Change: Hashable, Sendable {
    /// A relative move (a mouse, a touchpad): `dx`, `dy` after libinput's acceleration,
    /// in points; the unaccelerated deltas are what the device reported, for relative
    /// pointer protocols.
    case motion(dx: Double, dy: Double, unacceleratedDX: Double, unacceleratedDY: Double)
    /// An absolute move (a tablet in mouse mode, a virtual machine's pointer), mapped onto
    /// the device's output as touches are.
    case absoluteMotion
    /// A button (a Linux `BTN_*` code) went down or up.
    case button(code: UInt32, isPressed: Bool)
    /// A wheel, fingers or a device scrolled.
    case scroll(PointerScroll)
  }

  /// When, in seconds, on the clock of touch frames and key events.
  public var time: TimeInterval
  /// Where the pointer is after the change, in screen points, within the outputs.
  public var location: Point
  /// What happened.
  public var change: Change

  /// Creates a pointer event.
  public init(time: TimeInterval, location: Point, change: Change) {
    self.time = time
    self.location = location
    self.change = change
  }
}
