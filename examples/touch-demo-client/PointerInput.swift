import CWaylandClient

/// A `wl_pointer` of the seat, whose events become ``PointerMessage``s: the demo binds one
/// when asked to (`--input pointer` or `both`), to show what a compositor sends a client
/// that takes pointer input.
final class PointerInput {
  /// Called with every event of the `wl_pointer`, in the order received.
  var onMessage: (PointerMessage) -> Void = { _ in }

  private let pointer: OpaquePointer
  private let listener: UnsafeMutablePointer<wl_pointer_listener>

  init(seat: OpaquePointer) {
    pointer = wl_seat_get_pointer(seat)
    listener = .allocate(capacity: 1)
    listener.initialize(to: Self.makeListener())
    wl_pointer_add_listener(pointer, listener, opaque(self))
  }

  deinit {
    if wl_pointer_get_version(pointer) >= WL_POINTER_RELEASE_SINCE_VERSION {
      wl_pointer_release(pointer)
    } else {
      wl_pointer_destroy(pointer)
    }
    listener.deallocate()
  }

  private static func send(_ data: UnsafeMutableRawPointer?, _ message: PointerMessage) {
    fromOpaque(data, as: PointerInput.self).onMessage(message)
  }

  private static func makeListener() -> wl_pointer_listener {
    wl_pointer_listener(
      enter: { data, _, serial, _, x, y in
        PointerInput.send(
          data, .enter(serial: serial, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
      },
      leave: { data, _, serial, _ in PointerInput.send(data, .leave(serial: serial)) },
      motion: { data, _, time, x, y in
        PointerInput.send(
          data, .motion(time: time, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
      },
      button: { data, _, serial, time, button, state in
        let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
        PointerInput.send(
          data, .button(serial: serial, time: time, button: button, pressed: pressed))
      },
      axis: { data, _, time, axis, value in
        PointerInput.send(
          data,
          .axis(
            time: time, vertical: axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue,
            value: wl_fixed_to_double(value)))
      },
      frame: { data, _ in PointerInput.send(data, .frame) },
      axis_source: { data, _, source in PointerInput.send(data, .axisSource(source)) },
      axis_stop: { data, _, time, axis in
        PointerInput.send(
          data, .axisStop(time: time, vertical: axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue))
      },
      axis_discrete: { _, _, _, _ in },
      axis_value120: { _, _, _, _ in })
  }
}
