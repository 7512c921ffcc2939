internal import CLibinput
import Glibc
import Logging
public import Touchway
public import TouchwaySystem

/// Live input from libinput: the touchscreens, keyboards and pointer devices of a udev
/// seat, or of device nodes given by path, read on the embedder's event loop.
///
/// ```swift
/// let input = try LiveInput(backend: .udev(seat: "seat0"), outputs: [panel])
/// input.delegate = compositor           // touch frames → seat, keys → keyboard, …
/// input.dispatch()                      // the devices present at the start
/// loop.addFileDescriptor(input.fileDescriptor) { _ in input.dispatch() }
/// ```
///
/// Touches become `TouchFrame`s, one per libinput `TOUCH_FRAME`, whose contacts are
/// identified by libinput's seat slot and located on the output the device is mapped to
/// (``DeviceConfiguration/output``, else udev's `WL_OUTPUT`, else the first output),
/// through libinput's calibration and the output's transform. A device that goes away
/// cancels its touches exactly once, whether or not libinput did, and its node is closed;
/// on the path backend, a node that hangs up (an unplugged device) is removed.
///
/// Everything happens on the thread that calls ``dispatch()``; nothing here starts a
/// thread or takes a lock. Once buffers have grown, gathering and delivering a touch frame
/// allocates nothing here (libinput allocates each of its events).
public final class LiveInput {
  /// Hears touches, keys, pointer events and devices.
  public weak var delegate: LiveInputDelegate?
  /// The outputs devices are mapped onto; the first is the default. Changing them remaps
  /// every device.
  public var outputs: [OutputGeometry] {
    didSet { outputsChanged(from: oldValue) }
  }
  /// Output mapping and calibration; changing it reconfigures every device.
  public var configuration: InputConfiguration {
    didSet { devices.forEach(configure) }
  }
  /// The devices libinput reads now.
  public internal(set) var devices: [InputDevice] = []
  /// What the devices can do together.
  public internal(set) var capabilities: InputCapabilities = []

  let context: LibinputContext
  let logger: Logger
  var touches = TouchFrameAssembler()
  /// A pen's changes of one time, gathered until the time changes or libinput has no more
  /// events (`LiveInput+Tablet.swift`).
  var penFrame = TouchFrame(time: 0)
  var penFrameTime: UInt64?
  var pointer = PointerPosition()
  private var hungUpNodes: [String] = []

  /// Starts libinput on `backend`, opening devices with `opener`.
  ///
  /// On the udev backend the seat's devices are opened now; set the ``delegate`` and call
  /// ``dispatch()`` to hear about them.
  public init(
    backend: InputBackend = .udev(seat: "seat0"), outputs: [OutputGeometry] = [],
    configuration: InputConfiguration = InputConfiguration(),
    opener: DeviceOpener = DirectDeviceOpener(),
    logger: Logger = Logger(label: "touchway.input")
  ) throws(InputError) {
    self.outputs = outputs
    self.configuration = configuration
    self.logger = logger
    context = try LibinputContext(backend: backend, opener: opener, logger: logger)
    outputsChanged(from: [])
  }

  /// Where devices come from.
  public var backend: InputBackend { context.backend }

  /// The descriptor to watch for readability; call ``dispatch()`` when it is readable.
  public var fileDescriptor: FileDescriptor { context.fileDescriptor }

  /// Where the pointer is, in screen points.
  public var pointerLocation: Point { pointer.location }

  /// Reads what the devices sent and tells the delegate, without waiting; removes the
  /// nodes that hung up (path backend).
  public func dispatch() {
    drainEvents()
    context.collectHangUps(into: &hungUpNodes)
    guard !hungUpNodes.isEmpty else { return }
    for path in hungUpNodes { nodeHungUp(path) }
    hungUpNodes.removeAll(keepingCapacity: true)
    drainEvents()
  }

  /// Adds the device node at `path` (path backend). The delegate hears about it at once.
  ///
  /// - Throws: ``InputError/cannotOpen(path:errno:)``,
  ///   ``InputError/notADeviceNode(path:)`` or ``InputError/notAnInputDevice(path:)``; the
  ///   devices already added keep working.
  @discardableResult
  public func addDevice(path: String) throws(InputError) -> InputDevice {
    let pointer = try context.addDevice(path: path)
    let device = InputDevice.from(pointer) ?? register(pointer)
    drainEvents()
    return device
  }

  /// Removes a device (path backend): its touches are cancelled and its node closed, and
  /// the delegate hears about it at once.
  public func removeDevice(_ device: InputDevice) throws(InputError) {
    try context.removeDevice(device.pointer)
    drainEvents()
  }

  /// Stops reading and closes every device, as for a paused session; the delegate hears
  /// the touches cancelled (and, on the udev backend, the devices removed) at once.
  public func suspend() {
    libinput_suspend(context.pointer)
    drainEvents()
    for device in devices { touches.cancelTouches(of: ObjectIdentifier(device)) }
    deliverTouchFrame(at: Self.now())
  }

  /// Reopens the devices after ``suspend()``.
  public func resume() throws(InputError) {
    guard libinput_resume(context.pointer) == 0 else { throw .resumeFailed }
    drainEvents()
  }

  /// Hands every queued libinput event to its handler.
  func drainEvents() {
    let status = libinput_dispatch(context.pointer)
    if status != 0 { logger.error("libinput_dispatch failed: \(Errno(rawValue: -status))") }
    while let event = libinput_get_event(context.pointer) {
      handle(event)
      libinput_event_destroy(event)
    }
    deliverPenFrame()
  }

  private func handle(_ event: OpaquePointer) {
    let type = libinput_event_get_type(event)
    let pointer = libinput_event_get_device(event)!
    switch type {
    case LIBINPUT_EVENT_DEVICE_ADDED:
      deviceAdded(InputDevice.from(pointer) ?? register(pointer))
    case LIBINPUT_EVENT_DEVICE_REMOVED:
      if let device = InputDevice.from(pointer) { deviceRemoved(device) }
    default:
      guard let device = InputDevice.from(pointer) else { return }
      handleDeviceEvent(event, type: type, device: device)
    }
  }

  private func handleDeviceEvent(
    _ event: OpaquePointer, type: libinput_event_type, device: InputDevice
  ) {
    switch type {
    case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
      LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
      handleTouch(libinput_event_get_touch_event(event), type: type, device: device)
    case LIBINPUT_EVENT_KEYBOARD_KEY:
      handleKey(libinput_event_get_keyboard_event(event))
    case LIBINPUT_EVENT_TABLET_TOOL_AXIS, LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY,
      LIBINPUT_EVENT_TABLET_TOOL_TIP, LIBINPUT_EVENT_TABLET_TOOL_BUTTON:
      handleTabletTool(libinput_event_get_tablet_tool_event(event), type: type, device: device)
    case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE,
      LIBINPUT_EVENT_POINTER_BUTTON, LIBINPUT_EVENT_POINTER_SCROLL_WHEEL,
      LIBINPUT_EVENT_POINTER_SCROLL_FINGER, LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
      handlePointer(libinput_event_get_pointer_event(event), type: type, device: device)
    default:
      break
    }
  }

  /// Delivers the frame gathered so far, if it has contacts.
  func deliverTouchFrame(at time: TimeInterval) {
    guard touches.finishFrame(at: time) else { return }
    // A copy, so that a delegate that calls back in (suspend(), say) touches no storage
    // the call is reading; it ends with the scope, so the next frame reuses the buffer.
    do {
      let frame = touches.frame
      delegate?.liveInput(self, didReceive: frame)
    }
    touches.startNextFrame()
  }

  /// libinput's clock (`CLOCK_MONOTONIC`), in seconds: the time of the frames that cancel
  /// a removed device's touches, as libinput times its own cancels.
  static func now() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
  }

  /// A device timestamp in seconds.
  static func seconds(_ microseconds: UInt64) -> TimeInterval {
    TimeInterval(microseconds) / 1_000_000
  }
}
