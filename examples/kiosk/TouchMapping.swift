import ArgumentParser

/// `--map-touch DEVICE=OUTPUT`: a touchscreen, by its name or by `KEY=VALUE` of its udev
/// properties, and the output it is glued to. The output's name is what follows the
/// last `=`, so a udev property's value may hold `=` itself.
struct TouchMapping: ExpressibleByArgument, Sendable, Equatable {
  /// The touchscreen's name, or `KEY=VALUE`.
  var device: String
  /// The output's name.
  var output: String

  init(device: String, output: String) {
    self.device = device
    self.output = output
  }

  init?(argument: String) {
    guard let equals = argument.lastIndex(of: "=") else { return nil }
    let (device, output) = (argument[..<equals], argument[argument.index(after: equals)...])
    guard !device.isEmpty, !output.isEmpty else { return nil }
    self.init(device: String(device), output: String(output))
  }

  /// Whether it names `touchscreen`.
  func matches(_ touchscreen: Touchscreen) -> Bool {
    if touchscreen.name == device { return true }
    guard let equals = device.firstIndex(of: "=") else { return false }
    let key = String(device[..<equals])
    return touchscreen.udevProperties[key] == String(device[device.index(after: equals)...])
  }
}

/// What the kiosk knows of a touchscreen, live or recorded, when it picks its output.
struct Touchscreen: Sendable {
  var name: String
  var udevProperties: [String: String] = [:]
  /// The output libinput names for it (udev's `WL_OUTPUT`).
  var outputName: String?
  /// Its sensor's size in millimetres, if it tells one.
  var millimetres: (width: Double, height: Double)?

  /// The output it goes on, of `outputs` (names and sizes in millimetres, 0 when
  /// unknown): the one `mappings` name for it (the last that matches), else the one udev
  /// names (`WL_OUTPUT`), else the only one, else the only one whose size is the
  /// touchscreen's (within 5 %, either way round); `nil` leaves it to the caller (the
  /// first output).
  func output(
    among outputs: [(name: String, millimetres: (width: Int, height: Int))],
    mappings: [TouchMapping]
  ) -> String? {
    if let mapping = mappings.last(where: { $0.matches(self) }) { return mapping.output }
    if let named = outputName ?? udevProperties["WL_OUTPUT"],
      outputs.contains(where: { $0.name == named })
    {
      return named
    }
    if outputs.count == 1 { return outputs[0].name }
    guard let millimetres, millimetres.width > 0, millimetres.height > 0 else { return nil }
    func close(_ a: Double, _ b: Int) -> Bool { abs(a - Double(b)) <= 0.05 * Double(b) }
    let fitting = outputs.filter { output in
      let (width, height) = output.millimetres
      return (close(millimetres.width, width) && close(millimetres.height, height))
        || (close(millimetres.width, height) && close(millimetres.height, width))
    }
    return fitting.count == 1 ? fitting[0].name : nil
  }
}
