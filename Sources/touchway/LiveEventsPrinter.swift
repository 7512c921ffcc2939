import TouchwayInput
import TouchwayRecording
import TouchwaySystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `touchway events --live`: prints libinput's touch events as they come, one line each
/// in the form of ``TouchEventLine``, a pen's in the form of ``TabletEventLine``, and the
/// devices that come and go on standard error.
final class LiveEventsPrinter: LiveInputDelegate {
  /// The time of the first touch or tablet tool event, which the lines count from.
  private var origin: UInt64?

  /// Dispatches `input` whenever it has something to read; returns when the devices of
  /// the path backend are all gone (the udev backend waits for new ones).
  func read(_ input: LiveInput) {
    input.dispatch()
    if case .udev(let seat) = input.backend, input.devices.isEmpty {
      printToStandardError("no input devices on \(seat) yet; waiting for one (Ctrl-C stops)")
    }
    var descriptor = pollfd(fd: input.fileDescriptor.rawValue, events: Int16(POLLIN), revents: 0)
    while input.backend != .path || !input.devices.isEmpty {
      if case .failure(let error) = retryOnInterrupt({ poll(&descriptor, 1, -1) }) {
        return printToStandardError("touchway events: poll failed: \(error)")
      }
      input.dispatch()
    }
  }

  func liveInput(_ input: LiveInput, didRead event: DeviceTouchEvent) {
    let start = origin ?? event.microseconds
    origin = start
    let line = TouchEventLine.format(
      name: event.kind.rawValue, time: event.microseconds, origin: start,
      slots: event.kind == .frame ? nil : (event.slot, event.seatSlot), position: event.location)
    printUnbuffered(line)
  }

  func liveInput(
    _ input: LiveInput, didRead event: TabletToolEvent, millimetres: (x: Double, y: Double)
  ) {
    let start = origin ?? event.time
    origin = start
    printUnbuffered(TabletEventLine.format(event, millimetres: millimetres, origin: start))
  }

  func liveInput(_ input: LiveInput, didAdd device: InputDevice) {
    printToStandardError("added \(device.name) (\(device.nodePath ?? device.systemName))")
  }

  func liveInput(_ input: LiveInput, didRemove device: InputDevice) {
    printToStandardError("removed \(device.name) (\(device.nodePath ?? device.systemName))")
  }
}
