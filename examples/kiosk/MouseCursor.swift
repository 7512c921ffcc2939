import CWlroots
import Touchway
import TouchwayWayland

/// A real mouse, when one is plugged in: the cursor moves over the output layout
/// (`wlr_cursor`), shows xcursor's arrow or the image the focused client sets, and the
/// surface under it gets `wl_pointer` enter, motion, buttons and axes. The kiosk draws no
/// cursor until a mouse arrives: a touch kiosk shows none, and an emulated pointer
/// (docs/pointer-emulation.md) has no image.
final class MouseCursor {
  let cursor: UnsafeMutablePointer<wlr_cursor>
  /// Whether a mouse was ever plugged in, and so the cursor is drawn.
  private(set) var isShown = false
  private let images: UnsafeMutablePointer<wlr_xcursor_manager>
  private unowned let compositor: KioskCompositor
  private var listeners: [Listener] = []

  init(compositor: KioskCompositor) {
    self.compositor = compositor
    cursor = wlr_cursor_create()
    wlr_cursor_attach_output_layout(cursor, compositor.outputLayout)
    // xcursor's theme, or the arrow wlroots carries when none is installed.
    images = wlr_xcursor_manager_create(nil, 24)
    wlr_xcursor_manager_load(images, 1)
    on(\.events.motion, as: wlr_event_pointer_motion.self) { mouse, event in
      wlr_cursor_move(mouse.cursor, event.device, event.delta_x, event.delta_y)
      mouse.moved(time: event.time_msec)
    }
    on(\.events.motion_absolute, as: wlr_event_pointer_motion_absolute.self) { mouse, event in
      wlr_cursor_warp_absolute(mouse.cursor, event.device, event.x, event.y)
      mouse.moved(time: event.time_msec)
    }
    on(\.events.button, as: wlr_event_pointer_button.self) { mouse, event in
      wlr_seat_pointer_notify_button(
        mouse.seat, event.time_msec, event.button, event.state)
    }
    on(\.events.axis, as: wlr_event_pointer_axis.self) { mouse, event in
      wlr_seat_pointer_notify_axis(
        mouse.seat, event.time_msec, event.orientation, event.delta, event.delta_discrete,
        event.source)
    }
    listeners.append(
      Listener(signal(cursor, \.events.frame)) { [unowned self] _ in
        wlr_seat_pointer_notify_frame(seat)
      })
    listeners.append(
      Listener(signal(compositor.wlrSeat, \.events.request_set_cursor)) { [unowned self] data in
        let request = data!.assumingMemoryBound(
          to: wlr_seat_pointer_request_set_cursor_event.self
        ).pointee
        guard isShown, request.seat_client == seat.pointee.pointer_state.focused_client else {
          return
        }
        wlr_cursor_set_surface(cursor, request.surface, request.hotspot_x, request.hotspot_y)
      })
  }

  /// Loads the arrow drawn for an output of `scale`, so that it is as large, and as sharp,
  /// on a HiDPI panel as on others; wlroots picks each output's own.
  func loadImages(forScale scale: Double) {
    wlr_xcursor_manager_load(images, Float(scale))
  }

  deinit {
    listeners.removeAll()
    wlr_xcursor_manager_destroy(images)
    wlr_cursor_destroy(cursor)
  }

  private var seat: UnsafeMutablePointer<wlr_seat> { compositor.wlrSeat }

  /// A mouse was plugged in: the cursor follows it, and is drawn from now on.
  func add(_ device: UnsafeMutablePointer<wlr_input_device>) {
    wlr_cursor_attach_input_device(cursor, device)
    if !isShown {
      isShown = true
      wlr_xcursor_manager_set_cursor_image(images, "left_ptr", cursor)
    }
  }

  /// Gives the surface under the cursor the pointer's focus, in its own coordinates.
  private func moved(time: UInt32) {
    var (x, y) = (0.0, 0.0)
    guard
      let node = wlr_scene_node_at(
        &compositor.scene.pointee.node, cursor.pointee.x, cursor.pointee.y, &x, &y),
      node.pointee.type == WLR_SCENE_NODE_SURFACE,
      let surface = wlr_scene_surface_from_node(node)?.pointee.surface
    else {
      wlr_seat_pointer_clear_focus(seat)
      wlr_xcursor_manager_set_cursor_image(images, "left_ptr", cursor)
      return
    }
    wlr_seat_pointer_notify_enter(seat, surface, x, y)
    wlr_seat_pointer_notify_motion(seat, time, x, y)
  }

  private func on<Event>(
    _ path: KeyPath<wlr_cursor, wl_signal>, as: Event.Type,
    _ handler: @escaping (MouseCursor, Event) -> Void
  ) {
    listeners.append(
      Listener(signal(cursor, path)) { [unowned self] data in
        handler(self, data!.assumingMemoryBound(to: Event.self).pointee)
      })
  }
}
