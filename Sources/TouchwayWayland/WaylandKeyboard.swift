public import TouchwayKeyboard

/// The seat's keyboard: key events go through a `KeyboardRouter` to the application's
/// first responder, and every client's `wl_keyboard` gets the keymap and the repeat rate.
///
/// Made by ``WaylandSeat/attachKeyboard(keymap:mediaKeys:keyRepeat:)``; feed it the key
/// events of every keyboard device with ``process(_:)``. What a key does is the router's
/// business: a media key is a remote-control event, a press observer of the application
/// may take a key as a shortcut, and the rest are presses for the first responder. A client
/// hears of a key only when one of its toplevel surfaces is the first responder: the
/// ``SurfaceView`` sends `wl_keyboard.key`, and `enter`, `leave` and `modifiers` as the
/// router tells it (`KeyboardFocusTarget`).
public final class WaylandKeyboard {
  /// Routes the keys; its state's modifiers reach the focused client.
  public let router: KeyboardRouter
  /// The router's keymap as text in a sealed memory file, which every `wl_keyboard`
  /// receives (`wl_keyboard.keymap`, format `xkb_v1`).
  public let keymapFile: KeymapFile
  /// How held keys repeat; clients repeat keys themselves. Setting it tells every
  /// `wl_keyboard` (`repeat_info`).
  public var keyRepeat: KeyRepeat {
    didSet { seat?.sendRepeatInfo() }
  }

  /// Weak: the seat owns its keyboard.
  private weak var seat: WaylandSeat?

  init(
    seat: WaylandSeat, keymap: Keymap, mediaKeys: MediaKeyMap, keyRepeat: KeyRepeat
  ) throws(KeyboardError) {
    keymapFile = try KeymapFile(keymap: keymap)
    self.keyRepeat = keyRepeat
    self.seat = seat
    router = try KeyboardRouter(application: seat.application, keymap: keymap, mediaKeys: mediaKeys)
  }

  /// Routes one key event of a keyboard device (`TouchwayInput`'s `LiveInput` delegate
  /// hands them over). A keyboard the seat replaced routes nothing more: release it.
  public func process(_ event: KeyEvent) {
    guard seat?.keyboard === self else {
      return log.debug("a replaced keyboard dropped key \(event.keyCode)")
    }
    router.process(event)
  }
}
