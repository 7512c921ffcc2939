import Foundation
import TouchwayRecording

/// Real libinput 1.22 as a second witness: `touchway-libinput-witness` replays a
/// recording's first device through the system's libinput on a device that umockdev
/// emulates from the recording's description, and prints the touch events in the form of
/// ``Transcript/exactLines(_:)``.
///
/// The emulation needs umockdev (Debian packages `umockdev` and `libumockdev0`), the
/// harness and the shim library that `swift build` makes next to the tests.
enum LibinputWitness {
  /// The emulated node; its udev database entry is `c13:99`.
  static let node = "/dev/input/event99"

  private static let libraryDirectories = [
    "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
    "/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu",
  ]

  private static var products: URL { Bundle.module.bundleURL.deletingLastPathComponent() }
  private static var harness: URL { products.appendingPathComponent("touchway-libinput-witness") }
  private static var shims: URL { products.appendingPathComponent("libTouchwayUmockdevShims.so") }

  /// Why the witness cannot run here, or `nil` when it can.
  static let unavailability: String? = {
    for library in ["libumockdev-preload.so.0", "libumockdev.so.0"] {
      let found = libraryDirectories.contains {
        FileManager.default.fileExists(atPath: "\($0)/\(library)")
      }
      if !found {
        return "\(library) is missing: install the Debian packages umockdev and libumockdev0"
      }
    }
    for file in [harness, shims] where !FileManager.default.fileExists(atPath: file.path) {
      return "\(file.lastPathComponent) is missing: run `swift build` before `swift test`"
    }
    return nil
  }()

  /// libinput's touch events for the recording's first device.
  static func events(forRecordingAt path: String) throws -> [String] {
    let reader = try RecordingReader(path: path)
    let device = reader.devices[0]
    let directory = try TemporaryFile.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = ["description", "ioctls", "udev-db", "events"].map {
      directory.appendingPathComponent($0)
    }
    try Data(UmockdevDevice.description(of: device, node: node).utf8).write(to: files[0])
    try Data(UmockdevDevice.ioctls(of: device, node: node).utf8).write(to: files[1])
    try Data(UmockdevDevice.udevDatabase(of: device).utf8).write(to: files[2])
    try UmockdevDevice.inputEvents(from: reader, device: 0).write(to: files[3])
    return try run([node] + files.map(\.path))
  }

  private static func run(_ arguments: [String]) throws -> [String] {
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = "\(shims.path) libumockdev-preload.so.0"
    environment.removeValue(forKey: "UMOCKDEV_DIR")
    let result = try Program.run(harness, arguments, environment: environment)
    guard result.status == 0 else {
      throw WitnessFailure(status: result.status, message: result.errors)
    }
    return result.output.split(separator: "\n").map(String.init)
  }

  struct WitnessFailure: Error, CustomStringConvertible {
    var status: Int32
    var message: String
    var description: String { "the libinput witness failed (\(status)): \(message)" }
  }
}

/// The files umockdev needs to present a recorded device as an evdev node.
enum UmockdevDevice {
  /// The sysfs and udev description (`umockdev_testbed_add_from_string`).
  static func description(of device: RecordedDevice, node: String) -> String {
    let properties = device.udevProperties.sorted { $0.key < $1.key }.map {
      "E: \($0.key)=\($0.value)"
    }
    let input = "/devices/virtual/input/input99"
    return
      ([
        "P: \(input)/event99", "N: \(node.dropFirst(5))", "E: DEVNAME=\(node)", "E: MAJOR=13",
        "E: MINOR=99", "E: SUBSYSTEM=input",
      ] + properties + [
        "A: dev=13:99", "", "P: \(input)", "E: SUBSYSTEM=input", "E: NAME=\"\(device.name)\"",
      ] + properties + ["A: name=\(device.name)", ""]).joined(separator: "\n")
  }

  /// The udev database entry, which tells libudev the device is initialized.
  static func udevDatabase(of device: RecordedDevice) -> String {
    device.udevProperties.sorted { $0.key < $1.key }.map { "E:\($0.key)=\($0.value)\n" }.joined()
  }

  /// Answers to the evdev ioctls, in the order libevdev 1.13 asks them (umockdev looks
  /// for the next matching answer after the last one given).
  static func ioctls(of device: RecordedDevice, node: String) -> String {
    var lines = ["@DEV \(node)"]
    func answer(_ name: String, _ result: Int, _ bytes: [UInt8]) {
      lines.append("\(name) \(result) " + bytes.map { String(format: "%02X", $0) }.joined())
    }
    let codes = device.codes
    answer("EVIOCGBIT(0)", 8, bits(codes.types, bytes: 8))
    let name = Array(device.name.utf8)
    answer("EVIOCGNAME(0)", name.count + 1, name + Array(repeating: 0, count: 255 - name.count))
    answer(
      "EVIOCGID", 0,
      littleEndian([device.id.bustype, device.id.vendor, device.id.product, device.id.version]))
    answer("EVIOCGVERSION", 0, littleEndian([UInt32(0x010001)]))
    answer("EVIOCGPROP(0)", 8, bits(device.properties.map { UInt16($0) }, bytes: 8))
    for (type, size) in [(2, 8), (3, 8), (17, 8), (1, 96), (5, 8), (4, 8), (21, 16), (18, 8)] {
      answer("EVIOCGBIT(\(type))", size, bits(codes.codes(ofType: UInt16(type)), bytes: size))
    }
    answer("EVIOCGKEY(0)", 96, Array(repeating: 0, count: 96))
    answer("EVIOCGLED(0)", 8, Array(repeating: 0, count: 8))
    answer("EVIOCGSW(0)", 8, Array(repeating: 0, count: 8))
    let axes = codes.codes(ofType: 3)
    for code in axes {
      let axis = device.absoluteAxes[code]!
      answer(
        "EVIOCGABS(\(code))", 0,
        littleEndian([0, axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution]))
    }
    if axes.contains(0x2f) {
      // libevdev reads every slot axis with room for 256 slots; no touch is down.
      for code in axes where code > 0x2f && code <= 0x3d {
        let value: Int32 = code == 0x39 ? -1 : 0
        answer(
          "EVIOCGMTSLOTS(0)", 0,
          littleEndian([UInt32(code)]) + littleEndian(Array(repeating: value, count: 256)))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The device's events as raw `struct input_event`s (64-bit Linux layout).
  static func inputEvents(from reader: RecordingReader, device: Int) throws -> Data {
    var data = Data()
    var frame = EvdevFrame()
    while try reader.nextFrame(into: &frame) {
      guard frame.device == device else { continue }
      for event in frame.events {
        data += littleEndian([Int64(event.time / 1_000_000), Int64(event.time % 1_000_000)])
        data += littleEndian([event.type, event.code])
        data += littleEndian([event.value])
      }
    }
    return data
  }

  private static func bits(_ codes: [UInt16], bytes: Int) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: bytes)
    for code in codes where Int(code) / 8 < bytes { result[Int(code) / 8] |= 1 << (code % 8) }
    return result
  }

  private static func littleEndian<T: FixedWidthInteger>(_ values: [T]) -> [UInt8] {
    values.flatMap { value in withUnsafeBytes(of: value.littleEndian) { Array($0) } }
  }
}
