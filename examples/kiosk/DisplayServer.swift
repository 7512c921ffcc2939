import Touchway
import TouchwayKiosk

/// The display server as the kiosk command uses it: the loop the ``Kiosk`` drives, plus
/// the socket APP connects to and the signals the command handles on the loop.
protocol DisplayServer: KioskServer {
  /// The name APP gets as `WAYLAND_DISPLAY`.
  var socketName: String { get }

  /// Runs `handler` on the event loop whenever the process receives `signal`, in place of
  /// the signal's default action.
  func onSignal(_ signal: Int32, _ handler: @escaping () -> Void) throws

  /// Runs `handler` when a client shows a new window.
  func onWindowMapped(_ handler: @escaping (Window) -> Void)
}
