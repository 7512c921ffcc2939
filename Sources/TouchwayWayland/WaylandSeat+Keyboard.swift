internal import CWaylandServer
import Touchway

extension WaylandSeat {
  /// The client surface that receives keys: the application's first responder when that
  /// is a client's main surface, else `nil` (a compositor view, or nothing, has the keys).
  ///
  /// Keyboard focus follows the first responder: the surface's client gets
  /// `wl_keyboard.enter` when it becomes first responder and `leave` when it stops. Make
  /// a window's surface first responder with `window.mainSurface?.becomeFirstResponder()`;
  /// a touch that begins on a window's surface does it (``Application/focusFollowsTouch(in:)``).
  public var keyboardFocus: SurfaceView? { keyboardFocusStorage }

  /// Gives every keyboard, now and later, an XKB keymap (`wl_keyboard.keymap`, format
  /// `xkb_v1`): `size` bytes of a file clients map read-only, with its terminating zero.
  /// The seat keeps a duplicate of the descriptor; close yours when you like.
  public func setKeymap(fileDescriptor: Int32, size: Int) throws(WaylandError) {
    keymap = try Keymap.xkb(fileDescriptor: fileDescriptor, size: size)
    for device in keyboards { sendKeymap(to: device) }
  }

  /// Sets the modifier state and tells the focused client (`wl_keyboard.modifiers`): the
  /// masks and layout group as xkbcommon serializes them (`xkb_state_serialize_mods`,
  /// `TouchwayKeyboard`'s `SerializedModifiers`). The state is kept for later `enter`s.
  public func sendModifiers(
    depressed: UInt32, latched: UInt32 = 0, locked: UInt32 = 0, group: UInt32 = 0
  ) {
    modifiers = (depressed, latched, locked, group)
    guard let focus = keyboardFocusStorage else { return }
    let serial = display.nextSerial()
    focus.client.keyboardDevices.forEachResource { sendModifiers(to: $0, serial: serial) }
  }

  /// Sets how held keys repeat, for keyboards now and later (`wl_keyboard.repeat_info`).
  ///
  /// - Parameters:
  ///   - rate: repeats per second; 0 turns repeating off.
  ///   - delay: milliseconds from the press to the first repeat.
  public func setRepeatInfo(rate: Int32, delay: Int32) {
    repeatRate = rate
    repeatDelay = delay
    for device in keyboards { sendRepeatInfo(to: device) }
  }

  /// The first responder changed: move the keyboard focus with it.
  func firstResponderChanged(to responder: Responder?) {
    let view = (responder as? SurfaceView).flatMap { $0.surface?.resource == nil ? nil : $0 }
    guard view !== keyboardFocusStorage else { return }
    if let old = keyboardFocusStorage, let surface = old.surface?.resource {
      let serial = display.nextSerial()
      old.client.keyboardDevices.forEachResource { wl_keyboard_send_leave($0, serial, surface) }
    }
    keyboardFocusStorage = view
    if let view { sendKeyboardEnter(to: view.client.keyboardDevices) }
  }

  /// A client made a `wl_keyboard`: it gets the keymap and repeat rate, and enters at once
  /// if the client has the focus.
  func keyboardAdded(_ device: SeatDevice) {
    keyboards.append(device)
    sendKeymap(to: device)
    sendRepeatInfo(to: device)
    if keyboardFocusStorage?.client === device.client { sendKeyboardEnter(to: [device]) }
  }

  // MARK: The responder side of SurfaceView

  /// Sends `wl_keyboard.key` (pressed) for keys that went down while `view` was first
  /// responder; returns false if its client has no `wl_keyboard`, so the presses go on
  /// along the responder chain.
  func sendKeysDown(_ presses: PressSet, on view: SurfaceView) -> Bool {
    let client = view.client
    guard !client.keyboardDevices.isEmpty else { return false }
    for press in presses {
      client.pressedKeys.append(press.key.keyCode)
      sendKey(press, to: client, state: WL_KEYBOARD_KEY_STATE_PRESSED)
    }
    return true
  }

  /// Sends `wl_keyboard.key` (released) for keys the client was told went down; returns
  /// false if some press was not the client's, so they go on along the chain. A cancelled
  /// press is released too, so that the client does not hold the key forever.
  func sendKeysUp(_ presses: PressSet, on view: SurfaceView) -> Bool {
    let client = view.client
    var allTheClients = true
    for press in presses {
      guard let index = client.pressedKeys.firstIndex(of: press.key.keyCode) else {
        allTheClients = false
        continue
      }
      client.pressedKeys.remove(at: index)
      sendKey(press, to: client, state: WL_KEYBOARD_KEY_STATE_RELEASED)
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

  private func sendKeymap(to device: SeatDevice) {
    guard let resource = device.resource else { return }
    wl_keyboard_send_keymap(resource, keymap.format, keymap.descriptor, keymap.size)
  }

  private func sendRepeatInfo(to device: SeatDevice) {
    guard device.version >= 4, let resource = device.resource else { return }
    wl_keyboard_send_repeat_info(resource, repeatRate, repeatDelay)
  }

  /// Keys held when the focus arrives are not the new client's: UIKit delivers a key's
  /// release where its press went, so the enter lists none.
  private func sendKeyboardEnter(to devices: ContiguousArray<SeatDevice>) {
    guard let view = keyboardFocusStorage, let surface = view.surface?.resource else { return }
    let serial = display.nextSerial()
    for device in devices {
      guard let resource = device.resource else { continue }
      withWaylandArray([]) { wl_keyboard_send_enter(resource, serial, surface, $0) }
      sendModifiers(to: resource, serial: serial)
    }
  }

  private func sendModifiers(to resource: OpaquePointer, serial: UInt32) {
    wl_keyboard_send_modifiers(
      resource, serial, modifiers.depressed, modifiers.latched, modifiers.locked, modifiers.group)
  }
}
