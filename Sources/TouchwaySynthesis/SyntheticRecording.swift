/// A `libinput record` file written by a program or a test: devices described in a few lines, frames
/// of evdev events given symbolically.
public struct SyntheticRecording: Sendable {
  /// One evdev event of a frame.
  public enum Event: Sendable {
    case slot(Int)
    case trackingID(Int)
    case x(Int)
    case y(Int)
    case toolType(Int)
    case touch(Bool)
    case absX(Int)
    case absY(Int)
    /// `SYN_MT_REPORT`, the end of a protocol A contact.
    case contactEnd
    case dropped
    case raw(type: Int, code: Int, value: Int)

    public var triple: (Int, Int, Int) {
      switch self {
      case .slot(let value): (3, 0x2f, value)
      case .trackingID(let value): (3, 0x39, value)
      case .x(let value): (3, 0x35, value)
      case .y(let value): (3, 0x36, value)
      case .toolType(let value): (3, 0x37, value)
      case .touch(let down): (1, 0x14a, down ? 1 : 0)
      case .absX(let value): (3, 0x00, value)
      case .absY(let value): (3, 0x01, value)
      case .contactEnd: (0, 2, 0)
      case .dropped: (0, 3, 0)
      case .raw(let type, let code, let value): (type, code, value)
      }
    }
  }

  public struct Frame: Sendable {
    public var microseconds: Int
    public var events: [Event]
    public var endsWithSynReport = true

    public init(microseconds: Int, events: [Event], endsWithSynReport: Bool = true) {
      self.microseconds = microseconds
      self.events = events
      self.endsWithSynReport = endsWithSynReport
    }
  }

  public struct Device: Sendable {
    public var name: String
    public var codes: [Int: [Int]]
    /// `code: [minimum, maximum, fuzz, flat, resolution]`.
    public var absinfo: [Int: [Int]]
    public var udev: [String]
    public var frames: [Frame] = []

    public init(
      name: String = "Test Touchscreen", codes: [Int: [Int]], absinfo: [Int: [Int]],
      udev: [String] = ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"]
    ) {
      self.name = name
      self.codes = codes
      self.absinfo = absinfo
      self.udev = udev
    }

    /// Adds a frame at `seconds`, ended by a `SYN_REPORT`.
    public mutating func frame(_ seconds: Double, _ events: Event...) {
      frame(seconds, events)
    }

    /// Adds a frame of `events` at `seconds`, ended by a `SYN_REPORT`.
    public mutating func frame(_ seconds: Double, _ events: [Event]) {
      frames.append(Frame(microseconds: Int((seconds * 1_000_000).rounded()), events: events))
    }
  }

  public var devices: [Device]
  public var version = 1
  /// Comment lines after the first, without their `# `: what libinput ignores and
  /// Touchway's tools read (``ScriptMarker``).
  public var comments: [String] = []

  public init(_ devices: Device...) {
    self.devices = devices
  }

  /// A protocol B touchscreen like the Atmel maXTouch of the fixtures: `slots` slots,
  /// 800 × 480, tool types (so palms are detected), BTN_TOUCH and ABS_X/ABS_Y.
  public static func protocolB(slots: Int = 10, fuzz: Int = 0, udev: [String] = []) -> Device {
    Device(
      codes: [1: [330], 3: [0, 1, 47, 53, 54, 55, 57]],
      absinfo: [
        0: [0, 799, 0, 0, 0], 1: [0, 479, 0, 0, 0], 47: [0, slots - 1, 0, 0, 0],
        53: [0, 799, fuzz, 0, 0], 54: [0, 479, fuzz, 0, 0], 55: [0, 2, 0, 0, 0],
        57: [0, 65535, 0, 0, 0],
      ],
      udev: ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"] + udev)
  }

  /// A protocol A touchscreen: anonymous contacts, 4096 × 4096, no tracking ids.
  public static func protocolA() -> Device {
    Device(
      codes: [1: [330], 3: [0, 1, 53, 54]],
      absinfo: [
        0: [0, 4095, 0, 0, 0], 1: [0, 4095, 0, 0, 0], 53: [0, 4095, 0, 0, 0],
        54: [0, 4095, 0, 0, 0],
      ])
  }

  /// A single-touch touchscreen: BTN_TOUCH with ABS_X/ABS_Y, 1024 × 768.
  public static func singleTouch() -> Device {
    Device(
      codes: [1: [330], 3: [0, 1]], absinfo: [0: [0, 1023, 0, 0, 0], 1: [0, 767, 0, 0, 0]])
  }

  /// A screen tablet's pen like the Wacom of the fixtures, 800 × 480 mm at 10 units a
  /// millimetre: BTN_TOOL_PEN, BTN_TOUCH and a stylus button, ABS_X/ABS_Y, pressure
  /// (0–2047) and distance (0–63), direct (on the screen).
  public static func pen() -> Device {
    Device(
      name: "Test Pen", codes: [1: [320, 330, 331], 3: [0, 1, 24, 25]],
      absinfo: [
        0: [0, 7999, 0, 0, 10], 1: [0, 4799, 0, 0, 10], 24: [0, 2047, 0, 0, 0],
        25: [0, 63, 0, 0, 0],
      ],
      udev: ["ID_INPUT=1", "ID_INPUT_TABLET=1"])
  }

  /// The file's text.
  public var text: String {
    var lines = ["# libinput record"] + comments.map { "# \($0)" }
    lines += [
      "version: \(version)", "ndevices: \(devices.count)", "libinput:",
      "  version: \"1.22.1\"", "  git: \"unknown\"", "system:", "  os: \"test\"", "devices:",
    ]
    for (index, device) in devices.enumerated() {
      lines += Self.description(of: device, index: index)
      lines += Self.events(of: device)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func description(of device: Device, index: Int) -> [String] {
    var lines = [
      "- node: /dev/input/event\(index + 5)", "  evdev:", "    # Name: \(device.name)",
      "    name: \"\(device.name)\"", "    id: [24, 0, 0, 0]", "    codes:",
      "      0: [\((0...15).map(String.init).joined(separator: ", "))] # EV_SYN",
    ]
    for (type, codes) in device.codes.sorted(by: { $0.key < $1.key }) {
      lines.append("      \(type): [\(codes.map(String.init).joined(separator: ", "))]")
    }
    lines.append("    absinfo:")
    for (code, info) in device.absinfo.sorted(by: { $0.key < $1.key }) {
      lines.append("      \(code): [\(info.map(String.init).joined(separator: ", "))]")
    }
    lines += ["    properties: [1]", "  udev:", "    properties:"]
    lines += device.udev.map { "    - \($0)" }
    lines += ["  quirks:", "  events:"]
    return lines
  }

  private static func events(of device: Device) -> [String] {
    var lines: [String] = []
    for frame in device.frames {
      lines.append("  - evdev:")
      let (seconds, microseconds) = (frame.microseconds / 1_000_000, frame.microseconds % 1_000_000)
      var events = frame.events.map(\.triple)
      if frame.endsWithSynReport { events.append((0, 0, 0)) }
      for (type, code, value) in events {
        lines.append(
          "    - [\(pad(seconds, 3)), \(pad(microseconds, 6)), \(pad(type, 3)), \(pad(code, 3)), \(pad(value, 7))]"
        )
      }
    }
    return lines
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
