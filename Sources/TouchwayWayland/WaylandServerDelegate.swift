/// What a compositor learns from, and decides for, the server's clients. Every method has
/// a default that does nothing (or lets the client decide).
public protocol WaylandServerDelegate: AnyObject {
  /// A client made a toplevel and committed it for the first time: how it should be
  /// configured. The default lets the client choose its size, with no states.
  func windowConfiguration(for window: ClientWindow) -> ToplevelConfiguration
  /// The client showed the window; it is in the application now. Place it here.
  func windowDidMap(_ window: ClientWindow)
  /// The client hid or destroyed the window; it left the application, its touches were
  /// cancelled.
  func windowDidUnmap(_ window: ClientWindow)
  /// A commit changed what a surface shows, where, or its callbacks: draw again.
  func surfaceDidCommit(_ surface: SurfaceView)
  /// A client made a surface: set the compositor's own defaults on its view here (say,
  /// `isMultipleTouchEnabled`), before the client's first commit can apply its choices
  /// (touchway-responder-v1).
  func surfaceWasCreated(_ surface: SurfaceView)
}

extension WaylandServerDelegate {
  /// Lets the client choose its size, with no states.
  public func windowConfiguration(for window: ClientWindow) -> ToplevelConfiguration {
    ToplevelConfiguration()
  }
  /// Does nothing.
  public func windowDidMap(_ window: ClientWindow) {}
  /// Does nothing.
  public func windowDidUnmap(_ window: ClientWindow) {}
  /// Does nothing.
  public func surfaceDidCommit(_ surface: SurfaceView) {}
  /// Does nothing: a surface takes one touch at a time, as a view does.
  public func surfaceWasCreated(_ surface: SurfaceView) {}
}
