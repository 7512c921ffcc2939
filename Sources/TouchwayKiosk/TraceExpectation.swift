/// Compares a run's trace with an expected one (`touchway-kiosk --expect-trace`): the
/// `--trace` output of a passing run, saved, is a valid expectation.
///
/// Only trace lines are compared, those that start with a time (`12.345 …`): an app
/// writing to the same standard output adds lines of its own, in no fixed order.
///
/// Lines are compared subject by subject — the word after the time: a client's surface
/// (`wl_surface@22`), a window's pointer, the keyboard, a key, a gesture recognizer — in
/// order within each. How two subjects' lines interleave is the app's timing, not the
/// input's: the keyboard comes up when the app gets round to asking for it, before or
/// after the finger that tapped the field lifts.
public struct TraceExpectation: Sendable {
  /// Where the run's trace first departs from the expected one.
  public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
    /// The line of the expected file (counting from 1), or `nil` past its end.
    public var expectedLine: Int?
    /// The expected trace line, or `nil` where the expected trace had ended.
    public var expected: String?
    /// The run's trace line, or `nil` where the run's trace had ended.
    public var actual: String?

    public init(expectedLine: Int?, expected: String?, actual: String?) {
      self.expectedLine = expectedLine
      self.expected = expected
      self.actual = actual
    }

    public var description: String {
      guard let expectedLine, let expected else {
        return "the run traced '\(actual ?? "")', more than the expected trace has"
      }
      return "line \(expectedLine): expected '\(expected)', "
        + "the run traced \(actual.map { "'\($0)'" } ?? "nothing more")"
    }
  }

  /// The expected trace lines with their line numbers in the file.
  public let lines: [(number: Int, text: String)]
  /// Whether times, serials and process ids are left out of the comparison.
  public let ignoresTimes: Bool
  /// Lines that hold one of these are left out, expected and traced alike: what an app
  /// does at its own pace, such as a title it sets while its window maps.
  public let ignoredTexts: [String]

  /// The expectation in `text`, an expected trace file's contents.
  public init(_ text: String, ignoringTimes: Bool, ignoringLinesWith ignoredTexts: [String] = []) {
    ignoresTimes = ignoringTimes
    self.ignoredTexts = ignoredTexts
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { index, line in
        Self.isTraceLine(line) && !ignoredTexts.contains(where: line.contains)
          ? (index + 1, String(line)) : nil
      }
  }

  /// Whether `line` is a trace line: a time in seconds, a space, what happened.
  public static func isTraceLine(_ line: some StringProtocol) -> Bool {
    guard let space = line.firstIndex(of: " ") else { return false }
    let time = line[..<space]
    return time.contains(".") && time.allSatisfy { $0.isNumber || $0 == "." }
  }

  /// The first difference between the expected trace and `trace`, the run's lines, in
  /// the order of the expected file; `nil` when they agree.
  public func mismatch(in trace: [String]) -> Mismatch? {
    let actual = trace.filter { line in
      Self.isTraceLine(line) && !ignoredTexts.contains(where: line.contains)
    }
    let expectedBySubject = Dictionary(grouping: lines) { Self.subject(of: $0.text) }
    let actualBySubject = Dictionary(grouping: actual, by: Self.subject)
    // Each subject's first difference, with where the expected file reaches it: at its
    // line, or just after the subject's last line for a line the file does not have.
    var mismatches: [(place: Double, mismatch: Mismatch)] = []
    for subject in Set(expectedBySubject.keys).union(actualBySubject.keys) {
      let expected = expectedBySubject[subject] ?? []
      let traced = actualBySubject[subject] ?? []
      for index in 0..<max(expected.count, traced.count) {
        let line = index < expected.count ? expected[index] : nil
        let run = index < traced.count ? traced[index] : nil
        if let line, let run, comparable(line.text) == comparable(run) { continue }
        let place = line.map { Double($0.number) } ?? Double(expected.last?.number ?? 0) + 0.5
        mismatches.append(
          (place, Mismatch(expectedLine: line?.number, expected: line?.text, actual: run)))
        break
      }
    }
    return mismatches.min { $0.place < $1.place }?.mismatch
  }

  /// The word after the time: what a line is about.
  static func subject(of line: String) -> Substring {
    line.split(separator: " ", maxSplits: 2).dropFirst().first ?? ""
  }

  /// `line` as compared: without its time, and with every `serial=`, `time=` and `pid=`
  /// value replaced by `*`, when times are ignored.
  public func comparable(_ line: String) -> String {
    guard ignoresTimes else { return line }
    let words = line.split(separator: " ", omittingEmptySubsequences: false).dropFirst()
    return words.map { word in
      for key in ["serial=", "time=", "pid="] where word.hasPrefix(key) {
        return key + "*"
      }
      return String(word)
    }.joined(separator: " ")
  }
}
