public import CWlroots
import Touchway

/// A window of a client's surfaces — a toplevel's tree (``ClientWindow``), a layer
/// surface's (``LayerWindow``), an X11 window (``X11Window``) — whose ``SurfaceView``s
/// follow what the client last committed.
///
/// Before each hit test the window brings its views up to date, so a touch finds the
/// surfaces as they are; where no surface takes input, the touch falls through to what is
/// behind the window: the window itself is no target.
public class SurfaceWindow: Window {
  /// Brings the window's frame and its surface views up to date with the client's
  /// surfaces and the scene.
  public func synchronize() {}

  /// The view of `surface`, if it is a mapped surface of this window.
  public func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? { nil }

  /// Brings the surfaces up to date, then hit-tests them; `nil` where no surface takes
  /// the point.
  public override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    // The application converted the point with the frame from before the synchronization.
    let screen = convert(toScreen: point)
    synchronize()
    let hit = super.hitTest(convert(fromScreen: screen), with: event)
    return hit === self ? nil : hit
  }

  /// Takes the window out of the application: touches on its surfaces are cancelled.
  public func close() {
    application?.removeWindow(self)
  }
}
