import CWlroots
import Touchway
import TouchwayWayland

/// The kiosk's input devices from wlroots' libinput back end: touchscreens become touch
/// frames for Touchway's seat, keyboards go to the focused client through the `wlr_seat`.
///
/// wlroots' libinput back end does libinput's work on a tablet: it opens the devices
/// through the session, keeps libinput's frame grouping (one `frame` event per
/// `TOUCH_FRAME`) and applies the calibration udev gives the device
/// (`LIBINPUT_CALIBRATION_MATRIX`). Positions arrive normalized to the device; the kiosk
/// maps them onto the main output, undoing the output's transform, since the panel's
/// touch sensor turns with the panel.
final class InputDevices {
  private unowned let compositor: KioskCompositor
  /// The listeners of the device being added.
  private var listeners: [Listener] = []
  /// Each device's listeners, dropped when wlroots destroys the device (and frees its
  /// signals): libinput removes every device while the session is paused, and adds them
  /// again when it resumes.
  private var deviceListeners: [UnsafeMutablePointer<wlr_input_device>: [Listener]] = [:]
  private var frame = TouchFrame(time: 0)
  /// The seat's keyboard until a physical one is plugged in.
  private let compositorKeyboard: UnsafeMutablePointer<wlr_input_device>?

  init(compositor: KioskCompositor) {
    self.compositor = compositor
    compositorKeyboard = touchway_compositor_keyboard_create("touchway-kiosk keyboard")
    wlr_seat_set_keyboard(compositor.wlrSeat, compositorKeyboard)
    updateCapabilities()
  }

  deinit {
    if let compositorKeyboard { touchway_compositor_keyboard_destroy(compositorKeyboard) }
  }

  func add(_ device: UnsafeMutablePointer<wlr_input_device>) {
    switch device.pointee.type {
    case WLR_INPUT_DEVICE_TOUCH: addTouchscreen(device.pointee.touch)
    case WLR_INPUT_DEVICE_KEYBOARD: addKeyboard(device)
    default: return
    }
    logger.info("input device: \(FileDiagnostic.escaped(String(cString: device.pointee.name)))")
    listeners.append(
      Listener(signal(device, \.events.destroy)) { [unowned self] _ in
        deviceListeners[device] = nil
      })
    deviceListeners[device] = listeners
    listeners = []
  }

  /// The output changed; positions map onto the new one from the next event.
  func outputChanged() {}

  /// The kiosk's seat has touch, a pointer and a keyboard whether or not such devices are
  /// plugged in: recordings replay into it, toolkits open popups only for a window with
  /// keyboard focus (Firefox's `<select>`) and grab them with the pointer, and typing
  /// may come from an on-screen keyboard.
  private func updateCapabilities() {
    wlr_seat_set_capabilities(
      compositor.wlrSeat,
      WL_SEAT_CAPABILITY_TOUCH.rawValue | WL_SEAT_CAPABILITY_POINTER.rawValue
        | WL_SEAT_CAPABILITY_KEYBOARD.rawValue)
  }

  private func addTouchscreen(_ touch: UnsafeMutablePointer<wlr_touch>) {
    on(signal(touch, \.events.down), as: wlr_event_touch_down.self) { input, event in
      input.append(event.touch_id, .down, x: event.x, y: event.y, time: event.time_msec)
    }
    on(signal(touch, \.events.motion), as: wlr_event_touch_motion.self) { input, event in
      input.append(event.touch_id, .motion, x: event.x, y: event.y, time: event.time_msec)
    }
    on(signal(touch, \.events.up), as: wlr_event_touch_up.self) { input, event in
      input.append(event.touch_id, .up, x: nil, y: nil, time: event.time_msec)
    }
    on(signal(touch, \.events.cancel), as: wlr_event_touch_cancel.self) { input, event in
      input.append(event.touch_id, .cancel, x: nil, y: nil, time: event.time_msec)
    }
    listeners.append(
      Listener(signal(touch, \.events.frame)) { [unowned self] _ in
        compositor.seat.seat.process(frame)
        frame.removeAll()
      })
  }

  private func append(
    _ id: Int32, _ change: TouchContact.Change, x: Double?, y: Double?, time: UInt32
  ) {
    frame.time = Double(time) / 1000
    let location = x.flatMap { x in y.map { y in outputLocation(x: x, y: y) } }
    frame.append(TouchContact(id: Int(id), change: change, location: location))
  }

  /// A normalized device position on the main output, in layout coordinates.
  private func outputLocation(x: Double, y: Double) -> Point {
    let box = compositor.outputBox
    let (u, v) = compositor.outputTransform.apply(x: x, y: y)
    return Point(
      x: Double(box.x) + u * Double(box.width), y: Double(box.y) + v * Double(box.height))
  }

  private func addKeyboard(_ device: UnsafeMutablePointer<wlr_input_device>) {
    let keyboard = device.pointee.keyboard!
    // The keymap xkbcommon makes from XKB_DEFAULT_RULES, _MODEL, _LAYOUT, _VARIANT, _OPTIONS.
    let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
    let keymap = xkb_keymap_new_from_names(context, nil, XKB_KEYMAP_COMPILE_NO_FLAGS)
    wlr_keyboard_set_keymap(keyboard, keymap)
    xkb_keymap_unref(keymap)
    xkb_context_unref(context)
    wlr_keyboard_set_repeat_info(keyboard, 25, 600)
    let seat = compositor.wlrSeat
    on(signal(keyboard, \.events.key), as: wlr_event_keyboard_key.self) { _, event in
      wlr_seat_set_keyboard(seat, device)
      wlr_seat_keyboard_notify_key(seat, event.time_msec, event.keycode, event.state.rawValue)
    }
    listeners.append(
      Listener(signal(keyboard, \.events.modifiers)) { _ in
        wlr_seat_set_keyboard(seat, device)
        wlr_seat_keyboard_notify_modifiers(seat, &keyboard.pointee.modifiers)
      })
    wlr_seat_set_keyboard(seat, device)
  }

  private func on<Event>(
    _ signal: UnsafeMutablePointer<wl_signal>, as: Event.Type,
    _ handler: @escaping (InputDevices, Event) -> Void
  ) {
    listeners.append(
      Listener(signal) { [unowned self] data in
        handler(self, data!.assumingMemoryBound(to: Event.self).pointee)
      })
  }
}
