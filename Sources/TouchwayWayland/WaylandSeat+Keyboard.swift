internal import CWaylandServer
import Touchway
public import TouchwayKeyboard

#if canImport(Glibc)
  import Glibc
#endif

extension WaylandSeat {
  /// The client surface that receives keys: the application's first responder when that
  /// is a client's main surface and a keyboard is attached, else `nil` (a compositor view,
  /// or nothing, has the keys).
  ///
  /// Keyboard focus follows the first responder: the surface's client gets
  /// `wl_keyboard.enter` when it becomes first responder and `leave` when it stops. Make
  /// a window's surface first responder with `window.mainSurface?.becomeFirstResponder()`;
  /// a touch that begins on a window's surface does it (`Application.focusFollowsTouch(in:)`).
  public var keyboardFocus: SurfaceView? { keyboardFocusStorage }

  /// Gives the seat a keyboard that reads keys with `keymap`, in place of the one it had.
  ///
  /// Every `wl_keyboard`, now and later, gets the keymap (`xkb_v1`, a sealed memory file)
  /// and `keyRepeat`; the client of the first responder gets `enter` and the modifiers.
  /// Until a keyboard is attached, clients get `no_keymap` and no focus. A keyboard that is
  /// replaced has its held keys released; the focused client gets `leave` before the new
  /// keymap and `enter` after it, so that its modifiers start afresh.
  ///
  /// - Throws: `KeyboardError` if the keymap file or the key state cannot be made; the
  ///   seat keeps the keyboard it had.
  @discardableResult
  public func attachKeyboard(
    keymap: Keymap, mediaKeys: MediaKeyMap = .standard, keyRepeat: KeyRepeat = .standard
  ) throws(KeyboardError) -> WaylandKeyboard {
    let new = try WaylandKeyboard(
      seat: self, keymap: keymap, mediaKeys: mediaKeys, keyRepeat: keyRepeat)
    if let old = keyboard {
      old.router.presses.interrupt()
      if let focus = keyboardFocusStorage { keyboardLeft(focus) }
    }
    keyboard = new
    for device in keyboards {
      sendKeymap(to: device)
      sendRepeatInfo(to: device)
    }
    if let view = application.firstResponder as? SurfaceView {
      keyboardEntered(view, modifiers: new.router.state.modifiers)
    }
    return new
  }

  /// `view` became first responder (`KeyboardFocusTarget`): its client gets `enter` and
  /// the modifiers. Without a keyboard clients have no keymap, so none gets the focus.
  func keyboardEntered(_ view: SurfaceView, modifiers: SerializedModifiers) {
    guard keyboard != nil, view !== keyboardFocusStorage, view.surface?.resource != nil else {
      return
    }
    if let old = keyboardFocusStorage { keyboardLeft(old) }
    keyboardFocusStorage = view
    sendKeyboardEnter(to: view.client.keyboardDevices, modifiers: modifiers)
  }

  /// `view` stopped being first responder: its client gets `leave`, unless the surface is
  /// gone already.
  func keyboardLeft(_ view: SurfaceView) {
    guard view === keyboardFocusStorage else { return }
    keyboardFocusStorage = nil
    guard let surface = view.surface?.resource else { return }
    let serial = display.nextSerial()
    view.client.keyboardDevices.forEachResource { wl_keyboard_send_leave($0, serial, surface) }
  }

  /// The modifiers changed while `view` had the focus: its client gets `modifiers`.
  func sendModifiers(_ modifiers: SerializedModifiers, to view: SurfaceView) {
    guard view === keyboardFocusStorage else { return }
    let serial = display.nextSerial()
    view.client.keyboardDevices.forEachResource {
      sendModifiers(modifiers, to: $0, serial: serial)
    }
  }

  /// Tells every keyboard the keyboard's repeat rate and delay.
  func sendRepeatInfo() {
    for device in keyboards { sendRepeatInfo(to: device) }
  }

  /// A client made a `wl_keyboard`: it gets the keymap and repeat rate, and enters at once
  /// if the client has the focus.
  func keyboardAdded(_ device: SeatDevice) {
    keyboards.append(device)
    sendKeymap(to: device)
    sendRepeatInfo(to: device)
    if keyboardFocusStorage?.client === device.client {
      sendKeyboardEnter(to: [device], modifiers: keyboard?.router.state.modifiers ?? .init())
    }
  }

  // MARK: The responder side of SurfaceView

  /// Sends `wl_keyboard.key` (pressed) for keys that went down while `view` had the
  /// keyboard focus; returns false if it has not or its client has no `wl_keyboard`, so
  /// the presses go on along the responder chain.
  func sendKeysDown(_ presses: PressSet, on view: SurfaceView) -> Bool {
    let client = view.client
    guard view === keyboardFocusStorage, !client.keyboardDevices.isEmpty else { return false }
    for press in presses {
      client.pressedKeys.append(press.key.keyCode)
      sendKey(press, to: client, state: WL_KEYBOARD_KEY_STATE_PRESSED)
    }
    return true
  }

  /// Sends `wl_keyboard.key` (released) for keys the client was told went down; returns
  /// false if some press was not the client's, so they go on along the chain. A cancelled
  /// press is released too, so that the client does not hold the key forever — unless the
  /// client lost the focus already, as `leave` released its keys.
  func sendKeysUp(_ presses: PressSet, on view: SurfaceView) -> Bool {
    let client = view.client
    var allTheClients = true
    for press in presses {
      guard let index = client.pressedKeys.firstIndex(of: press.key.keyCode) else {
        allTheClients = false
        continue
      }
      client.pressedKeys.remove(at: index)
      if view === keyboardFocusStorage {
        sendKey(press, to: client, state: WL_KEYBOARD_KEY_STATE_RELEASED)
      }
    }
    return allTheClients
  }

  private func sendKey(_ press: Press, to client: WaylandClient, state: wl_keyboard_key_state) {
    let serial = display.nextSerial()
    let time = milliseconds(press.timestamp)
    client.keyboardDevices.forEachResource {
      wl_keyboard_send_key($0, serial, time, press.key.keyCode, state.rawValue)
    }
  }

  /// The keyboard's keymap file, or `no_keymap` without a keyboard: that event still
  /// carries a descriptor, an empty file, which libwayland duplicates as it queues it.
  private func sendKeymap(to device: SeatDevice) {
    guard let resource = device.resource else { return }
    if let file = keyboard?.keymapFile {
      wl_keyboard_send_keymap(
        resource, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, file.fileDescriptor,
        UInt32(file.size))
      return
    }
    let empty = open("/dev/null", O_RDONLY | O_CLOEXEC)
    guard empty >= 0 else {
      return log.error("\(device.client) gets no keymap event: /dev/null does not open")
    }
    defer { close(empty) }
    wl_keyboard_send_keymap(resource, WL_KEYBOARD_KEYMAP_FORMAT_NO_KEYMAP.rawValue, empty, 0)
  }

  private func sendRepeatInfo(to device: SeatDevice) {
    guard let keyRepeat = keyboard?.keyRepeat, device.version >= 4,
      let resource = device.resource
    else { return }
    wl_keyboard_send_repeat_info(resource, keyRepeat.rate, keyRepeat.delay)
  }

  /// Keys held when the focus arrives are not the new client's: UIKit delivers a key's
  /// release where its press went, so the enter lists none.
  private func sendKeyboardEnter(
    to devices: ContiguousArray<SeatDevice>, modifiers: SerializedModifiers
  ) {
    guard let view = keyboardFocusStorage, let surface = view.surface?.resource else { return }
    let serial = display.nextSerial()
    for device in devices {
      guard let resource = device.resource else { continue }
      withWaylandArray([]) { wl_keyboard_send_enter(resource, serial, surface, $0) }
      sendModifiers(modifiers, to: resource, serial: serial)
    }
  }

  private func sendModifiers(
    _ modifiers: SerializedModifiers, to resource: OpaquePointer, serial: UInt32
  ) {
    wl_keyboard_send_modifiers(
      resource, serial, modifiers.depressed, modifiers.latched, modifiers.locked, modifiers.group)
  }
}
