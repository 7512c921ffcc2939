/// The touchscreens a script can be synthesized on: the device descriptions of the real
/// touchscreens whose recordings Touchway bundles (`examples/recordings`, from
/// whot/evemu-devices), so a synthesized file decodes as a recording of that device would.
public struct TouchscreenModel: Sendable {
  /// The name `touchway synthesize --device` takes.
  public let name: String
  /// The device description: its evdev name, codes and axes.
  public let device: SyntheticRecording.Device

  /// How many fingers the device tracks at once (`ABS_MT_SLOT`'s range).
  public var slots: Int {
    let slot = device.absinfo[0x2f] ?? [0, 0]
    return slot[1] - slot[0] + 1
  }

  /// The bundled models.
  public static let all = [atmel, ep0430m09]

  /// The model named `name`, or `nil`.
  public static func named(_ name: String) -> TouchscreenModel? {
    all.first { $0.name == name }
  }

  /// An Atmel maXTouch panel: protocol B, 10 slots, 800 × 480 device units, tool types.
  public static let atmel = TouchscreenModel(
    name: "atmel",
    device: SyntheticRecording.Device(
      name: "Atmel maXTouch Touchscreen", codes: [1: [330], 3: [0, 1, 47, 53, 54, 55, 57, 59]],
      absinfo: [
        0: [0, 799, 0, 0, 0], 1: [0, 479, 0, 0, 0], 47: [0, 9, 0, 0, 0],
        53: [0, 799, 0, 0, 0], 54: [0, 479, 0, 0, 0], 55: [0, 2, 0, 0, 0],
        57: [0, 65535, 0, 0, 0], 59: [0, 1, 0, 0, 0],
      ]))

  /// An EP0430M09 panel: protocol B, 5 slots, 1280 × 768 device units.
  public static let ep0430m09 = TouchscreenModel(
    name: "ep0430m09",
    device: SyntheticRecording.Device(
      name: "EP0430M09", codes: [1: [330], 3: [0, 1, 47, 53, 54, 57]],
      absinfo: [
        0: [0, 1279, 0, 0, 0], 1: [0, 767, 0, 0, 0], 47: [0, 4, 0, 0, 0],
        53: [0, 1279, 0, 0, 0], 54: [0, 767, 0, 0, 0], 57: [0, 65535, 0, 0, 0],
      ]))
}
