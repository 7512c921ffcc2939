internal import CWlroots

/// A client's `wl_touch`, for the two events every frame sends: `motion` and `frame`.
///
/// They are posted with `wl_resource_post_event_array`, the arguments laid out in place.
/// The generated `wl_touch_send_*` call the variadic `wl_resource_post_event`, which
/// first parses the message's signature to read its arguments off the `va_list` into the
/// same array: ~150 instructions an event (callgrind), a tenth of what libwayland spends on
/// it. The rarer down, up and cancel keep the generated calls.
struct TouchResource {
  let resource: OpaquePointer

  /// `wl_touch.motion` of the client's point `id` at (x, y), surface-local.
  func sendMotion(time: UInt32, id: Int32, x: wl_fixed_t, y: wl_fixed_t) {
    var arguments = (
      wl_argument(u: time), wl_argument(i: id), wl_argument(f: x), wl_argument(f: y)
    )
    post(WL_TOUCH_MOTION, &arguments)
  }

  /// `wl_touch.frame`.
  func sendFrame() {
    // No arguments: libwayland reads none, and copies none when given no array.
    wl_resource_post_event_array(resource, UInt32(WL_TOUCH_FRAME), nil)
  }

  /// Posts event `opcode` with `arguments`, a tuple of `wl_argument`s in the order of the
  /// message's signature.
  @inline(__always)
  private func post<Arguments>(_ opcode: Int32, _ arguments: inout Arguments) {
    withUnsafeMutableBytes(of: &arguments) {
      wl_resource_post_event_array(
        resource, UInt32(opcode), $0.baseAddress!.assumingMemoryBound(to: wl_argument.self))
    }
  }
}
