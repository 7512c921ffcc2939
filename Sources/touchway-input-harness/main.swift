// touchway-input-harness: runs LiveInput (real libinput) on a device umockdev emulates,
// step by step as a script says, and prints what LiveInput reports. TouchwayInputTests
// writes the scripts and reads the output.
//
//   touchway-input-harness SCRIPT
//
// Script lines (words separated by spaces; a device match is the rest of its line, a
// node path when it starts with `/`, a device name otherwise):
//
//   output NAME WIDTH HEIGHT [TRANSFORM [X Y [SCALE]]]   an output (before `start`)
//   map OUTPUT MATCH                                    map devices to an output
//   calibrate A B C D E F MATCH                         a calibration from configuration
//   start udev [SEAT] | start path                      start LiveInput
//   emulate DIRECTORY     emulate /dev/input/event99 from DIRECTORY/{description,ioctls,
//                         udev-db,events}; on the udev backend, announce it (uevent add)
//   add PATH              LiveInput.addDevice(path:) (path backend)
//   play [FRAMES]         feed the next FRAMES evdev frames (all by default), one at a time
//   unplug                the device goes away: a uevent remove on the udev backend, the
//                         pty hung up on the path backend
//   outputs NAME WIDTH HEIGHT [TRANSFORM [X Y [SCALE]]]  replace the outputs
//   suspend, resume       LiveInput.suspend(), LiveInput.resume()
//   events                print libinput's touch events as `touchway events --live` does,
//                         instead of the frames
//
// Output lines:
//
//   open PATH, close PATH                the opener opened or closed a node
//   added NAME, removed NAME             a device came or went
//   capabilities [touch] [pointer] [keyboard]
//   frame TIME ID:CHANGE[@X,Y]…          a TouchFrame
//   key CODE down|up TIME                a KeyEvent
//   pointer TIME X Y motion DX DY | absolute | button CODE pressed|released
//           | scroll SOURCE VERTICAL HORIZONTAL VERTICAL-V120 (nan: the axis did not move)
//   error MESSAGE                        a step failed; the script goes on
//   seat began N ended N cancelled N active N, still open N    at the end: what the view
//                                        of a Seat fed the frames got, and the nodes open
//
// Exit status: 0 when the script ran, 77 when umockdev is not available, 1 otherwise.

import CUmockdevTestbed
import Glibc
import Touchway
import TouchwayInput
import TouchwayKeyboard
import TouchwayRecording
import TouchwaySystem

func fail(_ message: String, status: Int32 = 1) -> Never {
  let line = "touchway-input-harness: \(message)\n"
  _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(status)
}

func readFile(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else { fail("cannot open \(path)") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
    bytes += buffer.prefix(count)
  }
  return bytes
}

func readText(_ path: String) -> String {
  String(decoding: readFile(path), as: UTF8.self)
}

/// Opens devices directly and says so.
final class ReportingOpener: DeviceOpener {
  private let direct = DirectDeviceOpener()
  private(set) var open: [FileDescriptor: String] = [:]

  func openDevice(atPath path: String, flags: Int32) throws(InputError) -> FileDescriptor {
    let descriptor = try direct.openDevice(atPath: path, flags: flags)
    open[descriptor] = path
    print("open \(path)")
    return descriptor
  }

  func closeDevice(_ fileDescriptor: FileDescriptor) {
    print("close \(open.removeValue(forKey: fileDescriptor) ?? "?")")
    direct.closeDevice(fileDescriptor)
  }
}

/// Counts what the seat's one full-screen view receives.
final class CountingView: View {
  var counts = (began: 0, ended: 0, cancelled: 0)

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    counts.began += touches.count
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    counts.ended += touches.count
  }
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    counts.cancelled += touches.count
  }
}

/// Prints what LiveInput reports and feeds the frames to a seat.
final class Reporter: LiveInputDelegate {
  let application = Application()
  let view: CountingView
  let seat: Seat
  /// Whether touch events are printed as event lines rather than frames.
  var printsEventLines = false
  private var origin: UInt64?

  init() {
    let screen = Rect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)
    view = CountingView(frame: Rect(origin: .zero, size: screen.size))
    view.isMultipleTouchEnabled = true
    let window = Window(frame: screen)
    window.addSubview(view)
    application.addWindow(window)
    seat = Seat(application: application)
  }

  func liveInput(_ input: LiveInput, didRead event: DeviceTouchEvent) {
    guard printsEventLines else { return }
    let start = origin ?? event.microseconds
    origin = start
    print(
      TouchEventLine.format(
        name: event.kind.rawValue, time: event.microseconds, origin: start,
        slots: event.kind == .frame ? nil : (event.slot, event.seatSlot),
        position: event.location))
  }

  func liveInput(
    _ input: LiveInput, didRead event: TabletToolEvent, millimetres: (x: Double, y: Double)
  ) {
    guard printsEventLines else { return }
    let start = origin ?? event.time
    origin = start
    print(TabletEventLine.format(event, millimetres: millimetres, origin: start))
  }

  func liveInput(_ input: LiveInput, didReceive frame: TouchFrame) {
    seat.process(frame)
    guard !printsEventLines else { return }
    let contacts = frame.contacts.map { contact in
      "\(contact.id):\(contact.change)" + (contact.location.map { "@\($0.x),\($0.y)" } ?? "")
    }
    print((["frame", "\(frame.time)"] + contacts).joined(separator: " "))
  }

  func liveInput(_ input: LiveInput, didReceive key: KeyEvent) {
    print("key \(key.keyCode) \(key.change) \(key.time)")
  }

  func liveInput(_ input: LiveInput, didReceive pointer: PointerEvent) {
    let change: String
    switch pointer.change {
    case .motion(let dx, let dy, _, _): change = "motion \(dx) \(dy)"
    case .absoluteMotion: change = "absolute"
    case .button(let code, let isPressed):
      change = "button \(code) \(isPressed ? "pressed" : "released")"
    case .scroll(let scroll):
      change =
        "scroll \(scroll.source) \(scroll.vertical ?? .nan) \(scroll.horizontal ?? .nan) \(scroll.verticalV120)"
    }
    print("pointer \(pointer.time) \(pointer.location.x) \(pointer.location.y) \(change)")
  }

  func liveInput(_ input: LiveInput, didAdd device: InputDevice) {
    print("added \(device.name)")
  }

  func liveInput(_ input: LiveInput, didRemove device: InputDevice) {
    print("removed \(device.name)")
  }

  func liveInput(_ input: LiveInput, didChange capabilities: InputCapabilities) {
    let names: [(InputCapabilities, String)] = [
      (.touch, "touch"), (.pointer, "pointer"), (.keyboard, "keyboard"),
    ]
    print(
      (["capabilities"] + names.filter { capabilities.contains($0.0) }.map(\.1)).joined(
        separator: " "))
  }

  func summary() -> String {
    let counts = view.counts
    return
      "seat began \(counts.began) ended \(counts.ended) cancelled \(counts.cancelled) active \(seat.activeTouches.count)"
  }
}

guard CommandLine.arguments.count == 2 else { fail("usage: touchway-input-harness SCRIPT") }
let harness = Harness()
for line in readText(CommandLine.arguments[1]).split(separator: "\n") {
  harness.run(line)
}
harness.finish()
