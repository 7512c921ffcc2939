internal import CWaylandServer
import Touchway

extension WaylandSeat {
  /// The surface that receives keys: its client gets `wl_keyboard.enter` (with the keys
  /// held and the modifiers) and the one before gets `leave`.
  ///
  /// The compositor sets it, for example to the surface of the window it activates; the
  /// focus is dropped when the surface leaves its window.
  public var keyboardFocus: SurfaceView? {
    get { keyboardFocusStorage }
    set {
      guard newValue !== keyboardFocusStorage else { return }
      if let old = keyboardFocusStorage, let surface = old.surface?.resource {
        let serial = display.nextSerial()
        old.client.keyboardDevices.forEachResource { wl_keyboard_send_leave($0, serial, surface) }
      }
      keyboardFocusStorage = newValue
      if let newValue { sendKeyboardEnter(to: newValue.client.keyboardDevices) }
    }
  }

  /// Gives every keyboard, now and later, an XKB keymap (`wl_keyboard.keymap`, format
  /// `xkb_v1`): `size` bytes of a file clients map read-only, with its terminating zero.
  /// The seat keeps a duplicate of the descriptor; close yours when you like.
  public func setKeymap(fileDescriptor: Int32, size: Int) throws(WaylandError) {
    keymap = try Keymap.xkb(fileDescriptor: fileDescriptor, size: size)
    for device in keyboards { sendKeymap(to: device) }
  }

  /// Presses or releases a key (an evdev code, as libinput reports it) for the focused
  /// client (`wl_keyboard.key`).
  public func sendKey(_ key: UInt32, isPressed: Bool, time: TimeInterval) {
    if isPressed {
      pressedKeys.append(key)
    } else {
      guard let index = pressedKeys.firstIndex(of: key) else { return }
      pressedKeys.remove(at: index)
    }
    guard let focus = keyboardFocusStorage else { return }
    let serial = display.nextSerial()
    let state = isPressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED
    focus.client.keyboardDevices.forEachResource { wl_keyboard_send_key($0, serial, milliseconds(time), key, state.rawValue) }
  }

  /// Sets the modifier state and tells the focused client (`wl_keyboard.modifiers`).
  public func sendModifiers(_ modifiers: KeyboardModifiers) {
    self.modifiers = modifiers
    guard let focus = keyboardFocusStorage else { return }
    let serial = display.nextSerial()
    focus.client.keyboardDevices.forEachResource {
      wl_keyboard_send_modifiers(
        $0, serial, modifiers.depressed, modifiers.latched, modifiers.locked, modifiers.group)
    }
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

  /// A client made a `wl_keyboard`: it gets the keymap and repeat rate, and enters at once
  /// if the client has the focus.
  func keyboardAdded(_ device: SeatDevice) {
    keyboards.append(device)
    sendKeymap(to: device)
    sendRepeatInfo(to: device)
    if keyboardFocusStorage?.client === device.client { sendKeyboardEnter(to: [device]) }
  }

  private func sendKeymap(to device: SeatDevice) {
    guard let resource = device.resource else { return }
    wl_keyboard_send_keymap(resource, keymap.format, keymap.descriptor, keymap.size)
  }

  private func sendRepeatInfo(to device: SeatDevice) {
    guard device.version >= 4, let resource = device.resource else { return }
    wl_keyboard_send_repeat_info(resource, repeatRate, repeatDelay)
  }

  private func sendKeyboardEnter(to devices: ContiguousArray<SeatDevice>) {
    guard let view = keyboardFocusStorage, let surface = view.surface?.resource else { return }
    let serial = display.nextSerial()
    for device in devices {
      guard let resource = device.resource else { continue }
      withWaylandArray(pressedKeys) { wl_keyboard_send_enter(resource, serial, surface, $0) }
      wl_keyboard_send_modifiers(
        resource, serial, modifiers.depressed, modifiers.latched, modifiers.locked, modifiers.group)
    }
  }
}
