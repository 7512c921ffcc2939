internal import CLibinput
import TouchwayKeyboard

extension LiveInput {
  /// Hands a key to the delegate, as a ``KeyEvent`` on the touches' clock.
  func handleKey(_ event: OpaquePointer?) {
    guard let event else { return }
    let pressed = libinput_event_keyboard_get_key_state(event) == LIBINPUT_KEY_STATE_PRESSED
    delegate?.liveInput(
      self,
      didReceive: KeyEvent(
        keyCode: libinput_event_keyboard_get_key(event), change: pressed ? .down : .up,
        time: Self.seconds(libinput_event_keyboard_get_time_usec(event))))
  }
}
