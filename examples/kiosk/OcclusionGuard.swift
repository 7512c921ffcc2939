import Touchway
import TouchwayWayland

/// Keeps touches that land on an untrusted client's surface from that client
/// (touch-jacking): a full-screen overlay, opaque or fully transparent, would otherwise get
/// every touch meant for the app, and one that draws a fake field over it would collect
/// what the user types. As Android does for another app's window, such a
/// touch is dropped and logged; the user sees the overlay, so the app does not get it
/// either. A surface whose input region is empty does not cover the app: the touch goes
/// through it, to the app. Touches on the app's own surfaces, the kiosk's keyboard and
/// its other trusted clients (``ClientTrust``) are delivered as before.
///
/// A recognizer on each client window (layer surfaces, toplevels, X11 windows): it sees a
/// touch before the surface does, and, delaying touches' began, takes the ones it receives
/// before the client hears of them. System gestures (the back gesture) recognize with it.
/// An untrusted client's toplevels and X11 windows are also shown beneath the app's
/// (``KioskLayers/strangerLevel``), so their touches are those that land where no window of
/// the app is.
final class OcclusionGuard: GestureRecognizerDelegate {
  /// The least time between two log lines of dropped touches: a client that covers the
  /// screen would otherwise have one logged per touch.
  static let logInterval = 5.0

  private let trusts: (SurfaceView) -> Bool
  private var lastLog = -Double.infinity
  private var unloggedDrops = 0

  /// A guard that lets through the touches on the surfaces `trusts` says yes to.
  init(trusts: @escaping (SurfaceView) -> Bool) {
    self.trusts = trusts
  }

  /// Guards `window`'s surfaces.
  func attach(to window: Window) {
    let recognizer = DroppingGestureRecognizer(name: "occlusion")
    recognizer.delegate = self
    window.addGestureRecognizer(recognizer)
  }

  /// Only a touch on an untrusted client's surface.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    guard let view = touch.view as? SurfaceView, !trusts(view) else { return false }
    logDrop(on: view, at: touch.timestamp)
    return true
  }

  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    other.systemGesture != nil
  }

  private func logDrop(on view: SurfaceView, at time: Double) {
    unloggedDrops += 1
    guard time - lastLog >= Self.logInterval else { return }
    logger.warning(
      "dropped \(unloggedDrops) touch(es) on \(view.window?.name ?? "a surface"): its client is not trusted"
    )
    lastLog = time
    unloggedDrops = 0
  }
}

/// Takes every touch it receives from the views, which never hear of it: it begins at
/// once and ends with the last of its fingers.
private final class DroppingGestureRecognizer: GestureRecognizer {
  private var activeTouches = 0

  override init(name: String? = nil) {
    super.init(name: name)
    delaysTouchesBegan = true
  }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    activeTouches += touches.count
    state = state == .possible ? .began : .changed
  }

  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    finish(touches.count, as: .ended)
  }

  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    finish(touches.count, as: .cancelled)
  }

  override func reset() {
    super.reset()
    activeTouches = 0
  }

  private func finish(_ count: Int, as ending: State) {
    activeTouches -= count
    if activeTouches <= 0 { state = ending }
  }
}
