public import Touchway

/// Decodes a touchscreen's evdev events into the touch events libinput 1.22 reports for
/// them, and scales their positions onto an output the way libinput's
/// `libinput_event_touch_get_x_transformed` does.
///
/// The events pass through the same stages as in libinput: libevdev's filter and state
/// (unknown codes dropped, slot numbers capped, inconsistent tracking ids dropped, a
/// resync after `SYN_DROPPED`), mtdev for protocol A devices, and libinput's fallback
/// dispatch (seat slots, palms, hysteresis, single-touch devices, calibration).
///
/// ```swift
/// var decoder = try TouchDecoder(device: reader.devices[0])
/// var events: [LibinputTouchEvent] = []
/// while try reader.nextFrame(into: &frame) {
///   events.removeAll(keepingCapacity: true)
///   decoder.decode(frame, into: &events)
/// }
/// ```
///
/// One decoder serves one device, whose seat it has to itself. It allocates nothing per
/// frame once its buffers have grown.
public struct TouchDecoder {
  /// The device being decoded.
  public let device: RecordedDevice
  private let configuration: TouchDeviceConfiguration
  /// libevdev's view of the device, through which libinput reads it.
  private var evdev: EvdevState
  /// The kernel's view, which libevdev queries after `SYN_DROPPED`.
  private var kernel: EvdevState
  private var mtdev: MtdevConverter?
  private var dispatch: FallbackTouchDispatch
  /// Between a `SYN_DROPPED` and the next `SYN_REPORT`: events libevdev discards.
  private var isDraining = false
  private var dropTime: UInt64 = 0
  private var syncEvents: [EvdevEvent] = []
  private var mtdevEvents: [EvdevEvent] = []

  /// Sets up decoding for a device; throws a ``RecordingError/Kind/noTouchDevice`` error
  /// when libinput would not report touches from it (for example when udev does not tag
  /// it `ID_INPUT_TOUCHSCREEN=1`).
  public init(device: RecordedDevice) throws(RecordingError) {
    self.device = device
    configuration = try TouchDeviceConfiguration(device: device)
    evdev = EvdevState(codes: configuration.codes, slotCount: configuration.slotCount)
    kernel = EvdevState(codes: configuration.kernelCodes, slotCount: configuration.slotCount)
    mtdev = configuration.usesMtdev ? MtdevConverter(axes: configuration.kernelAxes) : nil
    dispatch = FallbackTouchDispatch(configuration: configuration)
    syncEvents.reserveCapacity(64)
    mtdevEvents.reserveCapacity(64)
  }

  /// Decodes one frame, appending libinput's events for it (ending with a
  /// ``LibinputTouchEvent/Kind/frame`` when anything was reported).
  public mutating func decode(_ frame: EvdevFrame, into events: inout [LibinputTouchEvent]) {
    for event in frame.events { decode(event, into: &events) }
  }

  /// Decodes one evdev event; touch events appear at the `SYN_REPORT`.
  public mutating func decode(_ event: EvdevEvent, into events: inout [LibinputTouchEvent]) {
    var kernelEvent = event
    if kernel.sanitize(&kernelEvent, syncing: true) { kernel.update(with: kernelEvent) }
    if isDraining {
      if event.isSynReport { resynchronize(into: &events) }
      return
    }
    guard let (event, isDropped) = evdev.read(event) else { return }
    dispatchEvent(event, into: &events)
    if isDropped {
      // libinput first ends the frame in progress, then lets libevdev resync.
      isDraining = true
      dropTime = event.time
    }
  }

  /// Reads libevdev's resync events through to libinput (`evdev_sync_device`).
  private mutating func resynchronize(into events: inout [LibinputTouchEvent]) {
    isDraining = false
    syncEvents.removeAll(keepingCapacity: true)
    evdev.synchronize(
      to: kernel, kernelCodes: configuration.kernelCodes, time: dropTime, into: &syncEvents)
    for var event in syncEvents where evdev.sanitize(&event, syncing: true) {
      evdev.update(with: event)
      dispatchEvent(event, into: &events)
    }
  }

  /// `evdev_device_dispatch_one`: through mtdev when the device needs it.
  private mutating func dispatchEvent(_ event: EvdevEvent, into events: inout [LibinputTouchEvent])
  {
    guard mtdev != nil else {
      dispatch.process(event, evdev: evdev, into: &events)
      return
    }
    mtdevEvents.removeAll(keepingCapacity: true)
    mtdev?.put(event, into: &mtdevEvents)
    for converted in mtdevEvents {
      dispatch.process(converted, evdev: evdev, into: &events)
    }
  }

  /// The horizontal position scaled onto `width` points
  /// (`libinput_event_touch_get_x_transformed`).
  public func transformedX(_ x: Int32, width: Double) -> Double {
    configuration.xAxis.scale(x, to: width)
  }

  /// The vertical position scaled onto `height` points
  /// (`libinput_event_touch_get_y_transformed`).
  public func transformedY(_ y: Int32, height: Double) -> Double {
    configuration.yAxis.scale(y, to: height)
  }

  /// Where a down or motion lands on an output occupying `output` in screen points: the
  /// device's full range maps onto the rectangle, as libinput maps it onto an output.
  public func location(of event: LibinputTouchEvent, in output: Rect) -> Point {
    Point(
      x: output.minX + transformedX(event.x, width: output.width),
      y: output.minY + transformedY(event.y, height: output.height))
  }
}
