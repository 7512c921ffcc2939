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
/// maps each touchscreen onto its own output (``Touchscreen/output(among:mappings:)``),
/// undoing the output's transform, since the panel's touch sensor turns with the panel.
/// Each touchscreen's contacts get ids of their own in the seat: the n-th touchscreen's
/// (from 0) are numbered from n × ``idsPerTouchscreen``.
final class InputDevices {
  private unowned let compositor: KioskCompositor
  /// Each device's listeners, dropped when the device goes away (a virtual keyboard's
  /// client disconnects).
  private var listeners: [UnsafeMutablePointer<wlr_input_device>: [Listener]] = [:]
  private var frame = TouchFrame(time: 0)
  /// The last of each axis of the pen, which wlroots reports only when it changes.
  private var pen = KioskPen()
  /// Puts the events' times on the clock of the kiosk's loop, which fires the seat's timers.
  private let clock = SeatClock()
  private var keyboards: Set<UnsafeMutablePointer<wlr_input_device>> = []
  /// Each touchscreen's number, in the order they came, from 0.
  private var touchscreens: [UnsafeMutablePointer<wlr_input_device>: Int] = [:]
  private var touchscreenCount = 0
  /// How many contact ids each touchscreen has in the seat.
  static let idsPerTouchscreen = 1000
  /// Whether a keyboard with keys of its own is plugged in, not one a client emulates
  /// (`zwp_virtual_keyboard_v1`).
  private(set) var hasPhysicalKeyboard = false
  /// The keyboard the compositor types with itself; the seat's keyboard, with xkbcommon's
  /// default keymap, until a physical one is plugged in (clients of the seat's keyboard
  /// capability want a keymap).
  private(set) var emulatedKeyboard: EmulatedKeyboard!

  init(compositor: KioskCompositor) throws {
    self.compositor = compositor
    emulatedKeyboard = try EmulatedKeyboard(inputs: self)
    updateCapabilities()
  }

  /// Takes a touchscreen or keyboard from the back end, a client's virtual keyboard, or
  /// the keyboard the compositor types with itself (`emulated`).
  func add(_ device: UnsafeMutablePointer<wlr_input_device>, emulated: Bool = false) {
    switch device.pointee.type {
    case WLR_INPUT_DEVICE_TOUCH: addTouchscreen(device.pointee.touch, of: device)
    case WLR_INPUT_DEVICE_KEYBOARD: addKeyboard(device, emulated: emulated)
    case WLR_INPUT_DEVICE_POINTER: compositor.mouse.add(device)
    case WLR_INPUT_DEVICE_TABLET_TOOL: addPen(device.pointee.tablet, of: device)
    default: return
    }
    listeners[device, default: []].append(
      Listener(signal(device, \.events.destroy)) { [unowned self] _ in
        listeners[device] = nil
        touchscreens[device] = nil
        keyboards.remove(device)
        updateCapabilities()
      })
    logger.info("input device: \(FileDiagnostic.escaped(String(cString: device.pointee.name)))")
  }

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

  private func addTouchscreen(
    _ touch: UnsafeMutablePointer<wlr_touch>, of device: UnsafeMutablePointer<wlr_input_device>
  ) {
    touchscreens[device] = touchscreenCount
    touchscreenCount += 1
    on(signal(touch, \.events.down), of: device, as: wlr_event_touch_down.self) { input, event in
      input.append(event.touch_id, of: device, .down, x: event.x, y: event.y, time: event.time_msec)
    }
    on(signal(touch, \.events.motion), of: device, as: wlr_event_touch_motion.self) {
      input, event in
      input.append(
        event.touch_id, of: device, .motion, x: event.x, y: event.y, time: event.time_msec)
    }
    on(signal(touch, \.events.up), of: device, as: wlr_event_touch_up.self) { input, event in
      input.append(event.touch_id, of: device, .up, x: nil, y: nil, time: event.time_msec)
    }
    on(signal(touch, \.events.cancel), of: device, as: wlr_event_touch_cancel.self) {
      input, event in
      input.append(event.touch_id, of: device, .cancel, x: nil, y: nil, time: event.time_msec)
    }
    listeners[device, default: []].append(
      Listener(signal(touch, \.events.frame)) { [unowned self] _ in
        compositor.seat.seat.process(draining: &frame)
      })
  }

  /// A pen: the kiosk serves the tablet protocol from the first one on, and its tip
  /// reaches the seat as a pencil touch (`KioskPen`), each event a frame of its own.
  private func addPen(
    _ tablet: UnsafeMutablePointer<wlr_tablet>, of device: UnsafeMutablePointer<wlr_input_device>
  ) {
    compositor.seat.serveTabletProtocol(on: compositor.display)
    on(signal(tablet, \.events.proximity), of: device, as: wlr_event_tablet_tool_proximity.self) {
      input, event in
      let screen = input.compositor.place(of: Self.touchscreen(device)).rect
      input.frame.time = input.clock.seconds(fromMilliseconds: event.time_msec)
      input.frame.penProximity.append(input.pen.proximity(event, screen: screen))
      input.compositor.seat.seat.process(draining: &input.frame)
    }
    on(signal(tablet, \.events.tip), of: device, as: wlr_event_tablet_tool_tip.self) {
      input, event in
      let (change, x, y, sample) = input.pen.tip(event)
      input.appendPen(
        KioskPen.id(of: event.tool), of: device, change, x: x, y: y, sample,
        time: event.time_msec)
    }
    on(signal(tablet, \.events.axis), of: device, as: wlr_event_tablet_tool_axis.self) {
      input, event in
      guard let (x, y, sample) = input.pen.axis(event) else { return }
      input.appendPen(
        KioskPen.id(of: event.tool), of: device, .motion, x: x, y: y, sample,
        time: event.time_msec)
    }
  }

  /// A pen's change, on the output its tablet is mapped to as a touchscreen would be.
  private func appendPen(
    _ id: Int, of device: UnsafeMutablePointer<wlr_input_device>, _ change: TouchContact.Change,
    x: Double, y: Double, _ sample: PenSample?, time: UInt32
  ) {
    frame.time = clock.seconds(fromMilliseconds: time)
    let place = compositor.place(of: Self.touchscreen(device))
    frame.append(
      TouchContact(
        id: id, change: change, location: place.location(x: x, y: y),
        pen: sample?.turned(by: place.transform)))
    compositor.seat.seat.process(draining: &frame)
  }

  private func append(
    _ id: Int32, of device: UnsafeMutablePointer<wlr_input_device>,
    _ change: TouchContact.Change, x: Double?, y: Double?, time: UInt32
  ) {
    frame.time = clock.seconds(fromMilliseconds: time)
    let place = x == nil ? nil : compositor.place(of: Self.touchscreen(device))
    let location = x.flatMap { x in y.flatMap { y in place?.location(x: x, y: y) } }
    let number = touchscreens[device] ?? 0
    frame.append(
      TouchContact(
        id: number * Self.idsPerTouchscreen + Int(id), change: change, location: location))
  }

  /// What the mapping reads of a touchscreen: its name, the output libinput names for it
  /// (udev's `WL_OUTPUT`) and its size.
  private static func touchscreen(_ device: UnsafeMutablePointer<wlr_input_device>) -> Touchscreen {
    let input = device.pointee
    return Touchscreen(
      name: String(cString: input.name), outputName: input.output_name.map { String(cString: $0) },
      millimetres: input.width_mm > 0 && input.height_mm > 0
        ? (input.width_mm, input.height_mm) : nil)
  }

  /// A keyboard's keys go to the focused client; a virtual keyboard comes with its
  /// client's keymap, any other gets xkbcommon's default.
  private func addKeyboard(_ device: UnsafeMutablePointer<wlr_input_device>, emulated: Bool) {
    let keyboard = device.pointee.keyboard!
    if wlr_input_device_get_virtual_keyboard(device) == nil {
      Self.setDefaultKeymap(keyboard)
      if !emulated { hasPhysicalKeyboard = true }
    }
    let seat = compositor.wlrSeat
    on(signal(keyboard, \.events.key), of: device, as: wlr_event_keyboard_key.self) { _, event in
      wlr_seat_set_keyboard(seat, device)
      wlr_seat_keyboard_notify_key(seat, event.time_msec, event.keycode, event.state.rawValue)
    }
    listeners[device, default: []].append(
      Listener(signal(keyboard, \.events.modifiers)) { _ in
        wlr_seat_set_keyboard(seat, device)
        wlr_seat_keyboard_notify_modifiers(seat, &keyboard.pointee.modifiers)
      })
    // A virtual keyboard has no keymap until its client sends one, and wlroots 0.15 would
    // send every client's wl_keyboard its keymap descriptor, -1, which libwayland cannot
    // marshal: it drops those clients. Such a keyboard becomes the seat's at its first key.
    if keyboard.pointee.keymap != nil { wlr_seat_set_keyboard(seat, device) }
    keyboards.insert(device)
  }

  /// The keymap xkbcommon makes from XKB_DEFAULT_RULES, _MODEL, _LAYOUT, _VARIANT,
  /// _OPTIONS, and the usual repeat.
  private static func setDefaultKeymap(_ keyboard: UnsafeMutablePointer<wlr_keyboard>) {
    let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
    let keymap = xkb_keymap_new_from_names(context, nil, XKB_KEYMAP_COMPILE_NO_FLAGS)
    wlr_keyboard_set_keymap(keyboard, keymap)
    xkb_keymap_unref(keymap)
    xkb_context_unref(context)
    wlr_keyboard_set_repeat_info(keyboard, 25, 600)
  }

  private func on<Event>(
    _ signal: UnsafeMutablePointer<wl_signal>, of device: UnsafeMutablePointer<wlr_input_device>,
    as: Event.Type, _ handler: @escaping (InputDevices, Event) -> Void
  ) {
    listeners[device, default: []].append(
      Listener(signal) { [unowned self] data in
        handler(self, data!.assumingMemoryBound(to: Event.self).pointee)
      })
  }
}
