internal import CDRM
import Glibc
import Logging
import Touchway
import TouchwayGraphics
import TouchwaySession

/// A screen driven through DRM/KMS: one connector, its mode, and two dumb buffers that
/// take turns on screen.
///
/// Mark changes with ``setNeedsDisplay()`` and call ``displayIfNeeded()`` once per turn of
/// the event loop: when a frame is due and none is on its way, ``renderer`` draws it into
/// the buffer that is not on screen and the output page-flips to it. Serve
/// ``fileDescriptor`` from the same loop and call ``dispatch()`` when it is readable: a
/// completed flip calls ``presentationHandler`` and draws the next frame if one is due.
///
/// The output observes its session: a pause stops drawing and flipping, a resume sets
/// the mode again. A device or screen that goes away makes the output
/// ``OutputState/lost``; nothing crashes and the rest of the compositor keeps running.
public final class DRMOutput: SessionObserver {
  /// The connector's name (`HDMI-A-1`).
  public let name: String
  /// The mode the screen is driven in.
  public let mode: DisplayMode
  /// Draws a frame into the pixels it is given (all of them: they hold an older frame),
  /// XRGB8888 as ``Compositor`` writes it.
  public var renderer: (PixelBuffer) -> Void = { _ in }
  /// Called when a frame reaches the screen, with the time it did in seconds of
  /// `CLOCK_MONOTONIC`: the moment to tell clients their frame was shown.
  public var presentationHandler: (TimeInterval) -> Void = { _ in }
  /// Called when ``state`` changes.
  public var stateHandler: (OutputState) -> Void = { _ in }

  private let device: DRMDevice
  private let connectorID: UInt32
  private let crtcID: UInt32
  private let buffers: [DumbBuffer]
  private var schedule = FrameSchedule()
  private let logger: Logger

  /// Chooses a connector, mode and CRTC on `device` for `configuration` (see
  /// ``DisplayTopology/choose(_:)``) and makes the two buffers. Nothing is shown until the
  /// first ``displayIfNeeded()``.
  public init(
    device: DRMDevice, configuration: OutputConfiguration = OutputConfiguration(),
    logger: Logger = Logger(label: "touchway.drm")
  ) throws(DRMError) {
    let choice = try device.topology().choose(configuration)
    self.device = device
    self.logger = logger
    name = choice.connector.name
    mode = choice.mode
    connectorID = choice.connector.id
    crtcID = choice.crtcID
    buffers = [
      try DumbBuffer(device: device, width: mode.width, height: mode.height),
      try DumbBuffer(device: device, width: mode.width, height: mode.height),
    ]
    device.session.addObserver(self)
    logger.info("output \(name) on \(device.path): \(mode), CRTC \(crtcID)")
  }

  deinit {
    device.session.removeObserver(self)
    discardPendingFlip()
  }

  /// Whether the output shows frames now.
  public var state: OutputState { schedule.state }

  /// The descriptor page-flip completions arrive on; call ``dispatch()`` when readable.
  public var fileDescriptor: Int32 { device.fileDescriptor }

  /// The last frame drawn (on screen, or on its way), to read back for a screenshot;
  /// `nil` before the first frame. Valid until the next frame is drawn.
  public var composedPixels: PixelBuffer? { schedule.composed.map { buffers[$0].pixels } }

  /// Whether what is on screen is the last frame drawn, with nothing due: no frame waits
  /// to be drawn and none is on its way. An output that is not active is idle.
  public var isIdle: Bool { schedule.isIdle }

  /// Something on screen changed: the next ``displayIfNeeded()`` draws a frame.
  public func setNeedsDisplay() {
    schedule.setNeedsDisplay()
  }

  /// Draws and shows a frame if one is due and the output may: active, and no flip on its
  /// way.
  public func displayIfNeeded() {
    let before = schedule.state
    defer { reportState(from: before) }
    guard let action = schedule.nextAction else { return }
    do {
      switch action {
      case .setMode(let buffer):
        renderer(buffers[buffer].pixels)
        try setMode(buffer: buffer)
        schedule.didSetMode(buffer: buffer)
        presentationHandler(Self.now())
      case .flip(let buffer):
        renderer(buffers[buffer].pixels)
        try flip(to: buffer)
        schedule.didQueueFlip(buffer: buffer)
      }
    } catch {
      logger.error("output \(name): \(error)")
      schedule.actionFailed(error)
    }
  }

  /// Reads the device's events (page-flip completions) without waiting (`drmHandleEvent`).
  public func dispatch() {
    let before = schedule.state
    defer { reportState(from: before) }
    guard drmHandleEvent(device.fileDescriptor, PageFlipEvents.delivering) == 0 else {
      let code = errno
      guard code != EAGAIN && code != EINTR else { return }
      let error = DRMError.callFailed(call: "drmHandleEvent(\(device.path))", errno: code)
      logger.error("output \(name): \(error)")
      if error.isDeviceGone { schedule.lose() }
      return
    }
  }

  /// Looks at the connector again, after a hot-plug event: an output whose screen is
  /// gone is lost.
  public func checkConnection() {
    let before = schedule.state
    defer { reportState(from: before) }
    guard state != .lost else { return }
    guard let connector = device.connector(id: connectorID, probe: false), connector.isConnected
    else {
      logger.warning("output \(name): the screen was disconnected")
      schedule.lose()
      return
    }
  }

  /// The device went away (unplugged, driver unbound): the output is lost.
  public func deviceRemoved() {
    let before = schedule.state
    defer { reportState(from: before) }
    logger.warning("output \(name): \(device.path) was removed")
    schedule.lose()
  }

  /// Stops drawing and flipping until the session resumes.
  public func sessionDidPause(_ session: Session) {
    let before = schedule.state
    schedule.pause()
    reportState(from: before)
  }

  /// Sets the mode again and shows a fresh frame.
  public func sessionDidResume(_ session: Session) {
    let before = schedule.state
    schedule.resume()
    reportState(from: before)
    displayIfNeeded()
  }

  private func setMode(buffer: Int) throws(DRMError) {
    var connector = connectorID
    var info = mode.info!
    try DRMError.check(
      "drmModeSetCrtc(\(name), \(mode))",
      drmModeSetCrtc(
        device.fileDescriptor, crtcID, buffers[buffer].framebufferID!, 0, 0, &connector, 1,
        &info))
  }

  private func flip(to buffer: Int) throws(DRMError) {
    try DRMError.check(
      "drmModePageFlip(\(name))",
      drmModePageFlip(
        device.fileDescriptor, crtcID, buffers[buffer].framebufferID!,
        UInt32(DRM_MODE_PAGE_FLIP_EVENT), opaque(self)))
  }

  /// Waits (a frame or so) for a flip still on its way and drops its completion, which
  /// names this output as its user data: it must not reach whoever reads the device next.
  private func discardPendingFlip() {
    guard schedule.pendingFlip != nil, state != .lost else { return }
    var descriptor = pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)
    if poll(&descriptor, 1, 1000) > 0 {
      drmHandleEvent(device.fileDescriptor, PageFlipEvents.discarding)
    }
  }

  /// A flip's completion, from ``PageFlipEvents``.
  func flipCompleted(at time: TimeInterval) {
    guard schedule.pendingFlip != nil else { return }
    schedule.flipCompleted()
    presentationHandler(time)
    displayIfNeeded()
  }

  private func reportState(from before: OutputState) {
    guard state != before else { return }
    logger.info("output \(name) is \(state)")
    stateHandler(state)
  }

  /// Now in seconds of `CLOCK_MONOTONIC`, the clock of page-flip events.
  private static func now() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
  }
}

extension DRMOutput {
  /// Reacts to a hot-plug event: a change to this output's device looks at the
  /// connector again; its removal loses the output. Events about other devices are ignored.
  public func handleHotplug(_ event: HotplugEvent) {
    guard event.devicePath == device.path else { return }
    switch event.kind {
    case .changed: checkConnection()
    case .removed: deviceRemoved()
    }
  }
}
