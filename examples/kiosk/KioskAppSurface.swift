import Touchway

/// A window of the app drawn in the scene's apps tree — an xdg toplevel, an X11 window —
/// that the kiosk places and stacks in the order the application keeps its windows.
protocol KioskAppSurface: AnyObject {
  /// The window of the application while the surface is mapped.
  var appWindow: Window? { get }
  /// Sizes and places the surface, then raises it above the apps tree's others.
  func placeAndRaise()
  /// Gives the surface keyboard focus; `false` if it takes none.
  func focus() -> Bool
}
