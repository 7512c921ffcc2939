import Foundation
import TouchwayRecording

/// The files umockdev needs to present a recorded device as an evdev node.
public enum UmockdevDevice {
  /// The sysfs and udev description (`umockdev_testbed_add_from_string`).
  public static func description(of device: RecordedDevice, node: String) -> String {
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
  public static func udevDatabase(of device: RecordedDevice) -> String {
    device.udevProperties.sorted { $0.key < $1.key }.map { "E:\($0.key)=\($0.value)\n" }.joined()
  }

  /// Answers to the evdev ioctls, in the order libevdev 1.13 asks them (umockdev looks
  /// for the next matching answer after the last one given).
  public static func ioctls(of device: RecordedDevice, node: String) -> String {
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
  public static func inputEvents(from reader: RecordingReader, device: Int) throws -> Data {
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
