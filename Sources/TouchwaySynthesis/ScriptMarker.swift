import Foundation
public import Touchway

/// A point of a synthesized recording that the kiosk acts on, kept in the recording as a
/// comment (`# touchway-marker: SECONDS ACTION`), which libinput and `libinput replay`
/// ignore.
///
/// The kiosk holds back the frames recorded at or after a marker's time until it has
/// acted on it: taken the screenshot once the app has drawn the input before it, or seen
/// the title or the new window it waits for.
public struct ScriptMarker: Hashable, Sendable {
  /// What the kiosk does at the marker.
  public enum Action: Hashable, Sendable {
    /// Take a screenshot named `name` once the app has drawn the input so far.
    case screenshot(name: String)
    /// Wait until a window has the title `title`.
    case waitTitle(String)
    /// Wait until another toplevel has mapped: the n-th such marker waits for the run's
    /// (n + 1)-th.
    case waitToplevel
    /// Wait until the app has drawn the input so far (and the screen shows it).
    case waitFrame
    /// Once the app has taken in the input so far, take the output named `output` away,
    /// as if its screen were unplugged (the kiosk's headless outputs).
    case unplug(output: String)
  }

  /// When, in the recording's clock (seconds, as its events' times).
  public var time: Double
  /// What the kiosk does.
  public var action: Action

  /// A marker at `time`.
  public init(time: Double, action: Action) {
    self.time = time
    self.action = action
  }

  /// The comment's prefix, after `# `.
  public static let prefix = "touchway-marker: "

  /// The comment's text, without the leading `# `.
  public var comment: String {
    let seconds = (time * 1_000_000).rounded() / 1_000_000
    return Self.prefix + "\(seconds) " + Self.words(of: action)
  }

  /// The action as a script writes it: `screenshot NAME`, `wait-title TEXT`.
  public static func words(of action: Action) -> String {
    switch action {
    case .screenshot(let name): "screenshot \(name)"
    case .waitTitle(let title): "wait-title \(title)"
    case .waitToplevel: "wait-toplevel"
    case .waitFrame: "wait-frame"
    case .unplug(let output): "unplug \(output)"
    }
  }

  /// The marker a comment holds (its text after `# `), or `nil` for another comment or a
  /// marker that does not parse.
  public init?(comment: some StringProtocol) {
    guard comment.hasPrefix(Self.prefix) else { return nil }
    let rest = comment.dropFirst(Self.prefix.count)
    guard let space = rest.firstIndex(of: " "), let time = Double(rest[..<space]),
      time.isFinite, time >= 0
    else { return nil }
    let words = rest[rest.index(after: space)...]
    let (verb, argument) =
      words.firstIndex(of: " ").map {
        (words[..<$0], String(words[words.index(after: $0)...]))
      } ?? (words, "")
    switch (verb, argument.isEmpty) {
    case ("screenshot", false): action = .screenshot(name: argument)
    case ("wait-title", false): action = .waitTitle(argument)
    case ("wait-toplevel", true): action = .waitToplevel
    case ("wait-frame", true): action = .waitFrame
    case ("unplug", false): action = .unplug(output: argument)
    default: return nil
    }
    self.time = time
  }

  /// The most markers a recording may hold.
  public static let maximumCount = 10_000

  /// The markers of the recording at `path`, read from its first MiB (a recording's
  /// header is no longer); none for a file that cannot be read, which the recording's
  /// reader reports.
  public static func markers(inRecordingAt path: String) throws(FileError) -> [ScriptMarker] {
    guard let file = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? file.close() }
    let head = (try? file.read(upToCount: 1 << 20)) ?? nil
    return try markers(inRecording: String(decoding: head ?? Data(), as: UTF8.self), file: path)
  }

  /// The markers of a recording's text, the file `file`: its comment lines before the
  /// first line that is not a comment (where ``SyntheticRecording`` writes them). A
  /// comment that starts like a marker but is not one, or more than ``maximumCount`` of
  /// them, is an error at its line.
  public static func markers(inRecording text: some StringProtocol, file: String)
    throws(FileError) -> [ScriptMarker]
  {
    var markers: [ScriptMarker] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard line.hasPrefix("#") else { break }
      let comment = line.dropFirst().drop { $0 == " " }
      guard comment.hasPrefix(prefix) else { continue }
      guard let marker = ScriptMarker(comment: comment) else {
        throw FileError(
          file: file, line: index + 1,
          message: "not a marker: '\(FileDiagnostic.excerpt(comment))'")
      }
      guard markers.count < maximumCount else {
        throw FileError(
          file: file, line: index + 1, message: "more than \(maximumCount) markers")
      }
      markers.append(marker)
    }
    return markers
  }
}
