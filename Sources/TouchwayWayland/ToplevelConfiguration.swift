import Touchway

/// What the compositor tells a toplevel about its size and state (`xdg_toplevel.configure`).
public struct ToplevelConfiguration: Hashable, Sendable {
  /// The window geometry size the compositor asks for, in points; `nil` lets the client
  /// choose.
  public var size: Size?
  /// How the window is shown.
  public var states: ToplevelStates

  /// Creates a configuration; the default lets the client pick its size, with no states.
  public init(size: Size? = nil, states: ToplevelStates = []) {
    self.size = size
    self.states = states
  }
}

/// How a toplevel is shown (`xdg_toplevel.state`).
public struct ToplevelStates: OptionSet, Hashable, Sendable {
  /// A bit per state.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The window fills the screen but for panels; the size is a requirement.
  public static let maximized = ToplevelStates(rawValue: 1 << 1)
  /// The window covers the whole screen; the size is a maximum.
  public static let fullscreen = ToplevelStates(rawValue: 1 << 2)
  /// The window is being resized interactively.
  public static let resizing = ToplevelStates(rawValue: 1 << 3)
  /// The window has focus: draw it as active.
  public static let activated = ToplevelStates(rawValue: 1 << 4)
  /// The left edge touches another window or the screen's edge (version 2).
  public static let tiledLeft = ToplevelStates(rawValue: 1 << 5)
  /// The right edge touches another window or the screen's edge (version 2).
  public static let tiledRight = ToplevelStates(rawValue: 1 << 6)
  /// The top edge touches another window or the screen's edge (version 2).
  public static let tiledTop = ToplevelStates(rawValue: 1 << 7)
  /// The bottom edge touches another window or the screen's edge (version 2).
  public static let tiledBottom = ToplevelStates(rawValue: 1 << 8)

  /// The `xdg_toplevel.state` values in the set that a client of `version` knows.
  func values(forVersion version: UInt32) -> [UInt32] {
    let last: UInt32 = version >= 2 ? 8 : 4
    return (1...last).filter { contains(ToplevelStates(rawValue: 1 << $0)) }
  }
}
