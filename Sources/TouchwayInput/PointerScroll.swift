/// One scroll of a pointer device, in libinput's units: about 15 per wheel click, a
/// finger's or a device's movement scaled alike.
public struct PointerScroll: Hashable, Sendable {
  /// What scrolled.
  public enum Source: Hashable, Sendable {
    /// A mouse wheel, in clicks (`LIBINPUT_EVENT_POINTER_SCROLL_WHEEL`).
    case wheel
    /// Fingers on a touchpad (`LIBINPUT_EVENT_POINTER_SCROLL_FINGER`); a 0 ends the
    /// scroll, for kinetic scrolling.
    case finger
    /// A device that scrolls without end, such as a trackball with a button held
    /// (`LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS`).
    case continuous
  }

  /// What scrolled.
  public var source: Source
  /// Downwards scrolling, or `nil` if the event does not move this axis.
  public var vertical: Double?
  /// Rightwards scrolling, or `nil` if the event does not move this axis.
  public var horizontal: Double?
  /// For a wheel, the vertical movement in 120ths of a click (high-resolution wheels
  /// move by less than 120); 0 otherwise.
  public var verticalV120: Double
  /// For a wheel, the horizontal movement in 120ths of a click; 0 otherwise.
  public var horizontalV120: Double

  /// Creates a scroll.
  public init(
    source: Source, vertical: Double?, horizontal: Double?, verticalV120: Double = 0,
    horizontalV120: Double = 0
  ) {
    self.source = source
    self.vertical = vertical
    self.horizontal = horizontal
    self.verticalV120 = verticalV120
    self.horizontalV120 = horizontalV120
  }
}
