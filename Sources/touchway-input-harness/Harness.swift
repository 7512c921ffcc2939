import CUmockdevTestbed
import Glibc
import Touchway
import TouchwayInput

/// Runs a script's steps (see main.swift) against one LiveInput and one emulated device.
final class Harness {
  static let node = "/dev/input/event99"
  static let syspath = "/sys/devices/virtual/input/input99/event99"
  static let waitMilliseconds: Int32 = 10_000

  let reporter = Reporter()
  let opener = ReportingOpener()
  var outputs: [OutputGeometry] = []
  var configuration = InputConfiguration()
  var input: LiveInput?
  let testbed: OpaquePointer
  /// The pty master feeding the emulated node, and a second reader of it.
  var master: Int32 = -1
  var observer: Int32 = -1
  /// The evdev events still to play, as raw `struct input_event`s.
  var events: [UInt8] = []
  var played = 0
  /// Where testbed calls say why they failed.
  var error = [CChar](repeating: 0, count: 512)

  init() {
    if !touchway_testbed_load(&error, error.count) { fail(Self.text(error), status: 77) }
    testbed = touchway_testbed_new()
  }

  private var testbedError: String { Self.text(error) }

  private static func text(_ buffer: [CChar]) -> String {
    buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  func run(_ line: Substring) {
    let words = line.split(separator: " ").map(String.init)
    guard let command = words.first else { return }
    let arguments = Array(words.dropFirst())
    switch command {
    case "output": outputs.append(output(arguments))
    case "outputs":
      outputs = [output(arguments)]
      input?.outputs = outputs
    case "map": configure(DeviceConfiguration(match(arguments.dropFirst()), output: arguments[0]))
    case "calibrate":
      let matrix = CalibrationMatrix(arguments.prefix(6).joined(separator: " "))!
      configure(DeviceConfiguration(match(arguments.dropFirst(6)), calibration: matrix))
    case "start": start(arguments)
    case "emulate": emulate(directory: arguments[0])
    case "add":
      do {
        try input!.addDevice(path: arguments[0])
      } catch let failure {
        print("error \(failure)")
      }
    case "play": play(frames: arguments.first.flatMap { Int($0) } ?? .max)
    case "unplug": unplug()
    case "events": reporter.printsEventLines = true
    case "suspend": input!.suspend()
    case "resume":
      do {
        try input!.resume()
      } catch let failure {
        print("error \(failure)")
      }
    default: fail("unknown step: \(line)")
    }
  }

  func finish() {
    print(reporter.summary())
    print("still open \(opener.open.count)")
  }

  private func output(_ words: [String]) -> OutputGeometry {
    let number = { (index: Int, fallback: Double) in
      words.count > index ? Double(words[index])! : fallback
    }
    return OutputGeometry(
      name: words[0], origin: Point(x: number(4, 0), y: number(5, 0)),
      pixelWidth: UInt32(words[1])!, pixelHeight: UInt32(words[2])!, scale: number(6, 1),
      transform: words.count > 3 ? OutputTransform(name: words[3])! : .normal)
  }

  private func match(_ words: ArraySlice<String>) -> DeviceMatch {
    let text = words.joined(separator: " ")
    return text.hasPrefix("/") ? .node(text) : .name(text)
  }

  private func configure(_ device: DeviceConfiguration) {
    configuration.devices.append(device)
    input?.configuration = configuration
  }

  private func start(_ words: [String]) {
    let backend: InputBackend =
      words.first == "path" ? .path : .udev(seat: words.count > 1 ? words[1] : "seat0")
    do {
      input = try LiveInput(
        backend: backend, outputs: outputs, configuration: configuration, opener: opener)
    } catch let failure {
      fail("LiveInput does not start: \(failure)")
    }
    input!.delegate = reporter
    input!.dispatch()
  }

  private func emulate(directory: String) {
    master = touchway_testbed_add_device(
      testbed, Self.node, readText("\(directory)/description"), "\(directory)/ioctls",
      readText("\(directory)/udev-db"), &error, error.count)
    guard master >= 0 else { fail(testbedError) }
    observer = touchway_testbed_open_observer(Self.node, &error, error.count)
    guard observer >= 0 else { fail(testbedError) }
    events = readFile("\(directory)/events")
    if readText("\(directory)/udev-db").contains("E:ID_INPUT_TABLET=1") { shiftEventTimes() }
    guard case .udev = input?.backend else { return }
    touchway_testbed_uevent(testbed, Self.syspath, "add")
    dispatch(until: { !$0.devices.isEmpty })
  }

  /// Moves a tablet's events an hour ahead of the monotonic clock: libinput runs the
  /// tablet's proximity-out timer, due 50 ms after an event, on that clock, and would fire
  /// it at once for the times of a recording made long ago. Frame times are then on the
  /// shifted clock.
  private func shiftEventTimes() {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let shift = Int64(now.tv_sec) + 3600
    for offset in stride(from: 0, to: events.count - 23, by: 24) {
      events.withUnsafeMutableBytes { bytes in
        let seconds = bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)
        bytes.storeBytes(of: seconds + shift, toByteOffset: offset, as: Int64.self)
      }
    }
  }

  /// Writes frames to the pty, each handed to libinput once all of it can be read, so
  /// that what libinput sees does not depend on timing.
  private func play(frames: Int) {
    let size = 24
    for _ in 0..<frames {
      guard played < events.count else { return }
      var end = played
      repeat {
        end += size
      } while end < events.count
        && !(events[end - 8] == 0 && events[end - 7] == 0
          && events[end - 6] == 0 && events[end - 5] == 0)
      events[played..<end].withUnsafeBytes { bytes in
        _ = write(master, bytes.baseAddress, bytes.count)
      }
      guard
        touchway_testbed_wait_for_bytes(
          observer, Int32(end - played), Self.waitMilliseconds, &error, error.count)
      else { fail(testbedError) }
      played = end
      input!.dispatch()
    }
  }

  /// The device goes away as udev (udev backend) or the kernel (a node that hangs up)
  /// reports it.
  private func unplug() {
    if input!.backend == .path {
      close(master)
      close(observer)
    } else {
      touchway_testbed_uevent(testbed, Self.syspath, "remove")
    }
    dispatch(until: { $0.devices.isEmpty })
    touchway_testbed_remove_device(testbed, Self.syspath)
  }

  /// Dispatches whenever libinput has something to read, until `done`.
  private func dispatch(until done: (LiveInput) -> Bool) {
    let input = input!
    var descriptor = pollfd(fd: input.fileDescriptor.rawValue, events: Int16(POLLIN), revents: 0)
    while !done(input) {
      guard poll(&descriptor, 1, Self.waitMilliseconds) == 1 else {
        fail("libinput had nothing to read within \(Self.waitMilliseconds) ms")
      }
      input.dispatch()
    }
  }
}
