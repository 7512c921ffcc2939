import CWlroots
import TouchwayWayland

/// The bound on each client's virtual keyboards (`zwp_virtual_keyboard_v1`).
final class VirtualKeyboardQuota {
  /// The virtual keyboards a client may have at once: an on-screen keyboard needs one, a
  /// remote control or a test a few. Each costs the kiosk its keymap's descriptor and
  /// xkbcommon state: 4,000 of them held 900 MB and 4,000 descriptors.
  static let maximumPerClient = 8

  private let quota = ClientQuota(maximumPerClient, of: "virtual keyboards")
  private var listeners: [UnsafeMutablePointer<wlr_virtual_keyboard_v1>: Listener] = [:]

  /// Whether `keyboard`, just made, is within its client's bound; if not, the client is
  /// ended and the keyboard is not to be used.
  func admits(_ keyboard: UnsafeMutablePointer<wlr_virtual_keyboard_v1>) -> Bool {
    let client = wl_resource_get_client(keyboard.pointee.resource)!
    guard quota.take(for: client) else { return false }
    listeners[keyboard] = Listener(signal(keyboard, \.events.destroy)) { [unowned self] _ in
      quota.release(for: client)
      listeners[keyboard] = nil
    }
    return true
  }
}
