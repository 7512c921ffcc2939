import CLibinput
import Glibc
import Logging
import Touchway
import TouchwaySession

/// libinput on a udev seat, its devices opened through the session: the touches of every
/// touchscreen, as ``TouchFrame``s in output pixels.
///
/// A paused session suspends libinput (its devices are revoked); a resume opens them again.
final class LibinputContext: SessionObserver {
  private let session: Session
  private let interface: UnsafeMutablePointer<libinput_interface>
  private let udev: OpaquePointer
  private var context: OpaquePointer?
  private var devices: [Int32: SessionDevice] = [:]
  private var frame = TouchFrame(time: 0)
  private let logger: Logger

  /// Starts libinput on `seat` (`libinput_udev_create_context`,
  /// `libinput_udev_assign_seat`); its devices open through `session`.
  init(session: Session, seat: String, logger: Logger) throws {
    self.session = session
    self.logger = logger
    guard let udev = udev_new() else { throw ProbeError("udev_new") }
    self.udev = udev
    interface = .allocate(capacity: 1)
    interface.initialize(
      to: libinput_interface(
        open_restricted: { path, _, data in
          (fromOpaque(data) as LibinputContext).openDevice(String(cString: path!))
        },
        close_restricted: { descriptor, data in
          (fromOpaque(data) as LibinputContext).devices[descriptor] = nil
        }))
    context = libinput_udev_create_context(interface, opaque(self), udev)
    guard let context else { throw ProbeError("libinput_udev_create_context", code: 0) }
    guard libinput_udev_assign_seat(context, seat) == 0 else {
      throw ProbeError("libinput_udev_assign_seat(\(seat))", code: 0)
    }
    session.addObserver(self)
  }

  /// Also runs when `init` fails after making the context.
  deinit {
    session.removeObserver(self)
    if let context { libinput_unref(context) }
    udev_unref(udev)
    interface.deallocate()
  }

  /// Readable when libinput has events (`libinput_get_fd`).
  var fileDescriptor: Int32 { libinput_get_fd(context) }

  /// Reads the devices (`libinput_dispatch`) and hands each complete touch frame to
  /// `handle`, with locations in a `size` output's pixels.
  func dispatch(outputSize size: Size, _ handle: (TouchFrame) -> Void) {
    libinput_dispatch(context)
    while let event = libinput_get_event(context) {
      defer { libinput_event_destroy(event) }
      read(event, outputSize: size, handle)
    }
  }

  func sessionDidPause(_ session: Session) {
    libinput_suspend(context)
  }

  func sessionDidResume(_ session: Session) {
    if libinput_resume(context) != 0 { logger.error("libinput_resume failed") }
  }

  private func read(_ event: OpaquePointer, outputSize size: Size, _ handle: (TouchFrame) -> Void) {
    let type = libinput_event_get_type(event)
    if type == LIBINPUT_EVENT_DEVICE_ADDED || type == LIBINPUT_EVENT_DEVICE_REMOVED {
      let device = libinput_event_get_device(event)
      let name = String(cString: libinput_device_get_name(device))
      logger.info(
        "input device \(type == LIBINPUT_EVENT_DEVICE_ADDED ? "added" : "removed"): \(name)")
      return
    }
    guard let touch = libinput_event_get_touch_event(event) else { return }
    frame.time = TimeInterval(libinput_event_touch_get_time_usec(touch)) / 1_000_000
    let slot = { Int(libinput_event_touch_get_seat_slot(touch)) }
    switch type {
    case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
      let location = Point(
        x: libinput_event_touch_get_x_transformed(touch, UInt32(size.width)),
        y: libinput_event_touch_get_y_transformed(touch, UInt32(size.height)))
      frame.append(
        TouchContact(
          id: slot(), change: type == LIBINPUT_EVENT_TOUCH_DOWN ? .down : .motion,
          location: location))
    case LIBINPUT_EVENT_TOUCH_UP: frame.append(TouchContact(id: slot(), change: .up))
    case LIBINPUT_EVENT_TOUCH_CANCEL: frame.append(TouchContact(id: slot(), change: .cancel))
    case LIBINPUT_EVENT_TOUCH_FRAME:
      handle(frame)
      frame.removeAll()
    default: break
    }
  }

  /// libinput's `open_restricted`: the descriptor, or minus `errno`.
  private func openDevice(_ path: String) -> Int32 {
    do {
      let device = try session.openDevice(path)
      devices[device.fileDescriptor] = device
      return device.fileDescriptor
    } catch {
      logger.warning("cannot open \(path): \(error)")
      if case .callFailed(_, let code) = error { return -code }
      return -EPERM
    }
  }
}
