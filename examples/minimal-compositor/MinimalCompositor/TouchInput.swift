import CWlroots
import Touchway
import TouchwayWayland

/// A touchscreen of the back end: its events, grouped as libinput groups them, become one
/// ``TouchFrame`` per `frame` for the seat, at positions mapped onto the output layout.
final class TouchInput {
  private unowned let compositor: MinimalCompositor
  private var frame = TouchFrame(time: 0)
  private var listeners: [Listener] = []

  init(_ device: UnsafeMutablePointer<wlr_input_device>, compositor: MinimalCompositor) {
    self.compositor = compositor
    let touch = device.pointee.touch!
    on(touch, \.events.down, wlr_event_touch_down.self) {
      ($0.time_msec, $0.touch_id, .down, $0.x, $0.y)
    }
    on(touch, \.events.motion, wlr_event_touch_motion.self) {
      ($0.time_msec, $0.touch_id, .motion, $0.x, $0.y)
    }
    on(touch, \.events.up, wlr_event_touch_up.self) { ($0.time_msec, $0.touch_id, .up, nil, nil) }
    on(touch, \.events.cancel, wlr_event_touch_cancel.self) {
      ($0.time_msec, $0.touch_id, .cancel, nil, nil)
    }
    listeners.append(
      Listener(signal(touch, \.events.frame)) { [unowned self] _ in
        compositor.seat.seat.process(draining: &frame)
      })
    listeners.append(
      Listener(signal(device, \.events.destroy)) { [unowned self] _ in listeners.removeAll() })
  }

  /// Adds the contact `contact` reads from each event of `path` to the frame being built.
  private func on<Event>(
    _ touch: UnsafeMutablePointer<wlr_touch>, _ path: KeyPath<wlr_touch, wl_signal>, _: Event.Type,
    _ contact: @escaping (Event) -> (UInt32, Int32, TouchContact.Change, Double?, Double?)
  ) {
    listeners.append(
      Listener(signal(touch, path)) { [unowned self] data in
        let (time, id, change, x, y) = contact(data!.assumingMemoryBound(to: Event.self).pointee)
        let box = compositor.layoutBox
        frame.time = compositor.clock.seconds(fromMilliseconds: time)
        frame.append(
          TouchContact(
            id: Int(id), change: change,
            location: x.flatMap { x in
              y.map {
                Point(
                  x: Double(box.x) + x * Double(box.width),
                  y: Double(box.y) + $0 * Double(box.height))
              }
            }))
      })
  }
}
