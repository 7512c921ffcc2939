public import Touchway

/// A gesture script: what `touchway synthesize` turns into a `libinput record` file. One
/// step a line, coordinates in output points, times in seconds; `#` starts a comment line
/// (docs/testing-apps.md has the steps).
///
/// Each step starts when the one before it ends, so a script reads as a person would
/// act: `tap 400 120`, `wait 1`, `drag 400 400 400 200 0.5`.
public struct GestureScript: Sendable {
  /// How a drag's finger moves between its ends.
  public enum Profile: String, Sendable, CaseIterable {
    /// At one speed: the finger lifts moving.
    case linear
    /// Speeding up, then slowing to a stop before it lifts (no fling).
    case ease
    /// Speeding up until it lifts: a flick, which scroll views carry on.
    case flick
  }

  /// A screen edge.
  public enum Edge: String, Sendable, CaseIterable {
    case left, right, top, bottom
  }

  /// One step.
  public enum Step: Sendable {
    case tap(Point)
    case doubleTap(Point)
    case longPress(Point, duration: Double)
    case drag(from: Point, to: Point, duration: Double, profile: Profile)
    /// Fingers side by side, moving together.
    case swipe(fingers: Int, from: Point, to: Point, duration: Double)
    /// Two fingers on a horizontal line through `center`, from `from` to `to` points apart.
    case pinch(center: Point, from: Double, to: Double, duration: Double)
    /// Two fingers `distance` points apart around `center`, turning by `degrees` clockwise.
    case rotate(center: Point, distance: Double, degrees: Double, duration: Double)
    case edgeSwipe(Edge, duration: Double)
    case wait(Double)
    /// Taps on the built-in keyboard's keys.
    case type(String)
    /// A finger of the script's own numbering goes down, moves or lifts; the steps of
    /// consecutive lines with no time between them go in one frame.
    case down(finger: Int, Point)
    case move(finger: Int, Point)
    case up(finger: Int)
    case marker(ScriptMarker.Action)
  }

  /// The steps with their line numbers, counting from 1.
  public let steps: [(line: Int, step: Step)]
  /// The file's name in errors.
  public let file: String

  /// The longest gesture or wait, in seconds.
  public static let maximumDuration = 600.0
  /// The most characters one `type` step types.
  public static let maximumTypedLength = 1_000
  /// The largest script file, in bytes: a script is a few dozen lines.
  public static let maximumSize = 1 << 20

  /// Parses `text`, the script `file`, for an output of `size` points.
  public init(_ text: String, file: String, size: Size) throws(ScriptError) {
    self.file = file
    guard text.utf8.count <= Self.maximumSize else {
      throw ScriptError(file: file, line: nil, message: "the script is over 1 MiB")
    }
    var steps: [(line: Int, step: Step)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var parser = LineParser(text: line, file: file, line: index + 1, size: size)
      if let step = try parser.step() { steps.append((index + 1, step)) }
    }
    self.steps = steps
  }
}

/// A mistake in a gesture script: one line, `file:line: message`.
public typealias ScriptError = FileError

/// Reads one line of a script.
private struct LineParser {
  let text: Substring
  let file: String
  let line: Int
  let size: Size
  private var words: [Substring]
  private var next = 1

  init(text: Substring, file: String, line: Int, size: Size) {
    self.text = text
    self.file = file
    self.line = line
    self.size = size
    words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
  }

  mutating func step() throws(ScriptError) -> GestureScript.Step? {
    guard let verb = words.first, !verb.hasPrefix("#") else { return nil }
    if let bad = text.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control && $0 != "\t"
    }) {
      throw error("a control character (\(FileDiagnostic.escaped(String(bad)))) in the line")
    }
    let step: GestureScript.Step
    switch verb {
    case "tap": step = .tap(try point())
    case "double-tap": step = .doubleTap(try point())
    case "long-press": step = .longPress(try point(), duration: try optionalDuration(0.8))
    case "drag":
      step = .drag(
        from: try point(), to: try point(), duration: try duration(), profile: try profile())
    case "flick":
      step = .drag(from: try point(), to: try point(), duration: try duration(), profile: .flick)
    case "swipe":
      step = .swipe(
        fingers: try count(), from: try point(), to: try point(), duration: try duration())
    case "pinch":
      step = .pinch(
        center: try point(), from: try distance(), to: try distance(), duration: try duration())
    case "rotate":
      step = .rotate(
        center: try point(), distance: try distance(), degrees: try number("an angle in degrees"),
        duration: try duration())
    case "edge-swipe": step = .edgeSwipe(try edge(), duration: try optionalDuration(0.3))
    case "wait": step = .wait(try seconds())
    case "type": step = .type(try rest("the text to type", limit: GestureScript.maximumTypedLength))
    case "down": step = .down(finger: try finger(), try point())
    case "move": step = .move(finger: try finger(), try point())
    case "up": step = .up(finger: try finger())
    case "screenshot": step = .marker(.screenshot(name: try name()))
    case "wait-title": step = .marker(.waitTitle(try rest("the title to wait for", limit: 200)))
    case "wait-toplevel": step = .marker(.waitToplevel)
    case "wait-frame": step = .marker(.waitFrame)
    case "unplug": step = .marker(.unplug(output: try name()))
    default:
      throw error("unknown step '\(FileDiagnostic.excerpt(verb))' (see docs/testing-apps.md)")
    }
    if next < words.count {
      throw error("more than the step takes: '\(FileDiagnostic.excerpt(words[next]))'")
    }
    return step
  }

  private func error(_ message: String) -> ScriptError {
    ScriptError(file: file, line: line, message: message)
  }

  private mutating func word(_ what: String) throws(ScriptError) -> Substring {
    guard next < words.count else { throw error("\(words[0]) needs \(what)") }
    defer { next += 1 }
    return words[next]
  }

  private mutating func number(_ what: String) throws(ScriptError) -> Double {
    let word = try word(what)
    guard let value = Double(word), value.isFinite else {
      throw error("'\(FileDiagnostic.excerpt(word))' is not a number (\(what))")
    }
    return value
  }

  private mutating func point() throws(ScriptError) -> Point {
    let x = try number("an x coordinate")
    let y = try number("a y coordinate")
    guard (0..<size.width).contains(x), (0..<size.height).contains(y) else {
      throw error(
        "\(format(x)) \(format(y)) is off the \(format(size.width))×\(format(size.height)) output")
    }
    return Point(x: x, y: y)
  }

  private mutating func duration() throws(ScriptError) -> Double {
    let value = try number("a duration in seconds")
    guard value > 0, value <= GestureScript.maximumDuration else {
      throw error("a duration is above 0 and at most 600 seconds, not \(format(value))")
    }
    return value
  }

  private mutating func optionalDuration(_ standard: Double) throws(ScriptError) -> Double {
    next < words.count ? try duration() : standard
  }

  private mutating func seconds() throws(ScriptError) -> Double {
    let value = try number("a time in seconds")
    guard value >= 0, value <= GestureScript.maximumDuration else {
      throw error("a wait is 0 to 600 seconds, not \(format(value))")
    }
    return value
  }

  private mutating func distance() throws(ScriptError) -> Double {
    let value = try number("a distance in points")
    guard value >= 0, value <= max(size.width, size.height) * 2 else {
      throw error("a distance is 0 to twice the output's size, not \(format(value))")
    }
    return value
  }

  private mutating func count() throws(ScriptError) -> Int {
    let word = try word("a number of fingers")
    guard let value = Int(word), (1...10).contains(value) else {
      throw error("a number of fingers is 1 to 10, not '\(FileDiagnostic.excerpt(word))'")
    }
    return value
  }

  private mutating func finger() throws(ScriptError) -> Int {
    let word = try word("a finger number")
    guard let value = Int(word), (0...9).contains(value) else {
      throw error("a finger is numbered 0 to 9, not '\(FileDiagnostic.excerpt(word))'")
    }
    return value
  }

  private mutating func profile() throws(ScriptError) -> GestureScript.Profile {
    guard next < words.count else { return .linear }
    let word = try word("a profile")
    guard let profile = GestureScript.Profile(rawValue: String(word)) else {
      throw error("the profile is linear, ease or flick, not '\(FileDiagnostic.excerpt(word))'")
    }
    return profile
  }

  private mutating func edge() throws(ScriptError) -> GestureScript.Edge {
    let word = try word("an edge")
    guard let edge = GestureScript.Edge(rawValue: String(word)) else {
      throw error("the edge is left, right, top or bottom, not '\(FileDiagnostic.excerpt(word))'")
    }
    return edge
  }

  private mutating func name() throws(ScriptError) -> String {
    let word = try word("a name")
    guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      throw error(
        "a screenshot's name is letters, digits, - and _, not '\(FileDiagnostic.excerpt(word))'")
    }
    return String(word)
  }

  /// The rest of the line after the verb and one space: text with its spaces.
  private mutating func rest(_ what: String, limit: Int) throws(ScriptError) -> String {
    let afterVerb = text.drop { $0 == " " || $0 == "\t" }.drop { $0 != " " && $0 != "\t" }
      .dropFirst()
    guard !afterVerb.isEmpty else { throw error("\(words[0]) needs \(what)") }
    guard afterVerb.count <= limit else {
      throw error("\(words[0]) takes at most \(limit) characters")
    }
    next = words.count
    return String(afterVerb)
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
