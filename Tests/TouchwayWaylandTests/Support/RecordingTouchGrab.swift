import CWlroots

/// A touch grab of another party (as a drag's would be): it notes which of its callbacks
/// wlroots called and sends nothing to clients.
final class RecordingTouchGrab {
  let grab = UnsafeMutablePointer<wlr_seat_touch_grab>.allocate(capacity: 1)
  private(set) var calls: [String] = []

  init() {
    grab.initialize(
      to: wlr_seat_touch_grab(
        interface: Self.interface, seat: nil,
        data: Unmanaged.passUnretained(self).toOpaque()))
  }

  deinit {
    grab.deallocate()
  }

  private static func note(
    _ call: String, _ grab: UnsafeMutablePointer<wlr_seat_touch_grab>?
  ) {
    Unmanaged<RecordingTouchGrab>.fromOpaque(grab!.pointee.data).takeUnretainedValue()
      .calls.append(call)
  }

  nonisolated(unsafe) private static let interface: UnsafePointer<wlr_touch_grab_interface> = {
    let table = UnsafeMutablePointer<wlr_touch_grab_interface>.allocate(capacity: 1)
    table.initialize(
      to: wlr_touch_grab_interface(
        down: { grab, _, _ in
          note("down", grab)
          return 0
        },
        up: { grab, _, _ in note("up", grab) },
        motion: { grab, _, _ in note("motion", grab) },
        enter: { _, _, _ in },
        frame: { grab in note("frame", grab) },
        cancel: { _ in },
        wl_cancel: { _, _ in }))
    return UnsafePointer(table)
  }()
}
