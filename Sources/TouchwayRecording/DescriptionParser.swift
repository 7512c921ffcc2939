import Touchway

/// Turns the YAML before a device's `events:` into a ``RecordingHeader`` and a
/// ``RecordedDevice``, checking every value the decoder relies on.
struct DescriptionParser {
  /// The most devices a recording may hold. The reader keeps every device it has read, so
  /// this bounds its memory; `libinput record --all` records every input device of a
  /// machine, a few dozen at most.
  static let maximumDeviceCount = 256

  let path: String

  /// Parses the text from the top of the file to the first device's `events:`.
  func parseRecording(_ chunk: HeaderChunk) throws(RecordingError) -> (
    RecordingHeader, RecordedDevice
  ) {
    guard let root = try YAMLValue.parse(chunk.text, path: path, firstLine: chunk.firstLine),
      root.node.mapping != nil, let versionNode = root["version"]
    else {
      throw RecordingError(
        .notARecording, path: path, line: chunk.firstLine,
        "not a libinput recording: no `version:` at the top level")
    }
    let version = try versionNode.integer("version", in: Int.min...Int.max)
    guard version == 1 else {
      throw versionNode.error(
        .unsupportedVersion, "recording version \(version) is not supported (only version 1 is)")
    }
    let header = RecordingHeader(
      version: version,
      deviceCount: try root.required("ndevices", in: "the recording").integer(
        "ndevices", in: 1...Self.maximumDeviceCount),
      libinputVersion: try root["libinput"]?["version"]?.string("libinput.version"),
      system: try systemFields(root["system"]))
    let devices = try root.required("devices", in: "the recording").elements(of: "devices")
    guard devices.count == 1 else {
      throw root.error("`devices` must list the first device before its `events:`")
    }
    return (header, try parseDevice(devices[0], index: 0))
  }

  /// Parses the text of a later device's entry, up to its `events:`.
  func parseDevice(_ chunk: HeaderChunk, index: Int) throws(RecordingError) -> RecordedDevice {
    guard let entry = try YAMLValue.parse(chunk.text, path: path, firstLine: chunk.firstLine)
    else {
      throw RecordingError(.malformed, path: path, line: chunk.firstLine, "empty device entry")
    }
    let entries = try entry.elements(of: "devices")
    guard entries.count == 1 else { throw entry.error("expected one device entry") }
    return try parseDevice(entries[0], index: index)
  }

  private func parseDevice(_ device: YAMLValue, index: Int) throws(RecordingError)
    -> RecordedDevice
  {
    let what = "device \(index + 1)"
    let evdev = try device.required("evdev", in: what)
    let codesNode = try evdev.required("codes", in: "`evdev`")
    let codes = try eventCodes(codesNode)
    return RecordedDevice(
      path: path,
      index: index,
      line: device.line,
      node: try device["node"]?.string("node") ?? "",
      name: try evdev.required("name", in: "`evdev`").string("name"),
      id: try inputID(try evdev.required("id", in: "`evdev`")),
      codes: codes,
      absoluteAxes: try absoluteAxes(evdev["absinfo"], codes: codes, announcedBy: codesNode),
      properties: try evdev["properties"]?.elements(of: "properties").map {
        (value: YAMLValue) throws(RecordingError) in
        try value.integer("properties", in: 0...InputProperty.maximum)
      } ?? [],
      udevProperties: try udevProperties(device["udev"]?["properties"]),
      quirks: try device["quirks"]?.elements(of: "quirks").map {
        (value: YAMLValue) throws(RecordingError) in try value.string("quirks")
      } ?? [])
  }

  private func systemFields(_ system: YAMLValue?) throws(RecordingError) -> [String: String] {
    guard let system, !system.isNull else { return [:] }
    var fields: [String: String] = [:]
    for (key, value) in try system.entries(of: "system") where value.node.scalar != nil {
      fields[try key.string("system")] = try value.string("system")
    }
    return fields
  }

  private func inputID(_ id: YAMLValue) throws(RecordingError) -> InputID {
    let values = try id.integers("id", count: 4, in: 0...Int(UInt16.max)).map { UInt16($0) }
    return InputID(bustype: values[0], vendor: values[1], product: values[2], version: values[3])
  }

  private func eventCodes(_ codes: YAMLValue) throws(RecordingError) -> EventCodes {
    var result = EventCodes()
    for (typeNode, list) in try codes.entries(of: "codes") {
      let type = UInt16(try typeNode.integer("event type", in: 0...Int(EventType.maximum)))
      guard let maximum = EventType.maximumCode[Int(type)] else {
        throw typeNode.error(.codeOutOfRange, "event type \(type) does not exist")
      }
      result.insert(type: type)
      for code in try list.elements(of: "codes") {
        let value = try code.integer("event code", in: 0...Int.max)
        guard value <= Int(maximum) else {
          throw code.error(
            .codeOutOfRange, "event code \(value) is out of range for type \(type) (max \(maximum))"
          )
        }
        result.insert(type: type, code: UInt16(value))
      }
    }
    return result
  }

  private func absoluteAxes(
    _ absinfo: YAMLValue?, codes: EventCodes, announcedBy codesNode: YAMLValue
  ) throws(RecordingError) -> [UInt16: AbsoluteAxisInfo] {
    var axes: [UInt16: AbsoluteAxisInfo] = [:]
    for (codeNode, values) in try absinfo?.entries(of: "absinfo") ?? [] {
      let code = try codeNode.integer("absinfo code", in: 0...Int.max)
      guard code <= Int(AxisCode.maximum) else {
        throw codeNode.error(.codeOutOfRange, "absinfo code \(code) is out of range (max 63)")
      }
      let numbers = try values.integers("absinfo", count: 5, in: Int(Int32.min)...Int(Int32.max))
        .map { Int32($0) }
      axes[UInt16(code)] = AbsoluteAxisInfo(
        minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
        resolution: numbers[4])
    }
    for code in codes.codes(ofType: EventType.absolute) where axes[code] == nil {
      let announcement = try codesNode.entries(of: "codes").first { $0.key.node.int == 3 }?.value
      throw (announcement ?? codesNode).error(
        "`absinfo` lacks axis \(code), which `codes` announces")
    }
    return axes
  }

  private func udevProperties(_ list: YAMLValue?) throws(RecordingError) -> [String: String] {
    var properties: [String: String] = [:]
    for entry in try list?.elements(of: "udev properties") ?? [] {
      let text = try entry.string("udev properties")
      guard let equals = text.firstIndex(of: "=") else {
        throw entry.error("udev property `\(FileDiagnostic.excerpt(text))` is not NAME=value")
      }
      properties[String(text[..<equals])] = String(text[text.index(after: equals)...])
    }
    return properties
  }
}
