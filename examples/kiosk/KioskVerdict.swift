import Glibc
import Touchway
import TouchwayKiosk
import TouchwayPNG
import TouchwaySynthesis
import TouchwaySystem
import TouchwayYAML

/// A kiosk run's verdict: it keeps the trace and the named screenshots as the run makes
/// them, and at the end compares them with the expectations (or writes them, with
/// `--update`), writes the JUnit report, and says pass or fail.
final class KioskVerdict {
  private let options: VerdictOptions
  private let expectedScreenshots: [String]
  private var trace: [String] = []
  private var screenshots: [String: ScreenshotComparison.Image] = [:]
  private var report = VerdictReport()
  private let start = MonotonicClock().now

  /// A verdict on the screenshots of `markers` and the trace, as `options` ask.
  init(options: VerdictOptions, markers: [ScriptMarker]) {
    self.options = options
    expectedScreenshots = markers.compactMap {
      if case .screenshot(let name) = $0.action { name } else { nil }
    }
  }

  /// A line of the run's trace.
  func record(traceLine line: String) {
    trace.append(line)
  }

  /// The screenshot named `name`: XRGB8888 pixels as the output reads them back.
  func record(screenshot name: String, width: Int, height: Int, pixels: [UInt32]) {
    screenshots[name] = ScreenshotComparison.Image(
      width: width, height: height, samples: rgbSamples(of: pixels))
  }

  /// The replay gave up waiting at `marker`: that fails the run.
  func timedOut(_ marker: ScriptMarker) {
    report.checks.append(
      VerdictReport.Check(
        name: ScriptMarker.words(of: marker.action), failure: "timed out: the replay went on"))
  }

  /// Checks (or, with `--update`, writes) every expectation, writes the report, logs each
  /// failure, and returns the exit status: 0 when all passed, 1 otherwise.
  func conclude(appStatus: Int32) -> Int32 {
    if appStatus != 0 {
      report.checks.append(.init(name: "app", failure: "the app exited with status \(appStatus)"))
    }
    if let file = options.expectTrace { checkTrace(file) }
    if let directory = options.expectScreenshots {
      for name in expectedScreenshots { checkScreenshot(name, in: directory) }
    }
    for check in report.checks {
      if let failure = check.failure { logger.error("FAIL \(check.name): \(failure)") }
    }
    if let junit = options.junit {
      let xml = report.junitXML(
        suite: "touchway-kiosk", seconds: ((MonotonicClock().now - start) * 1000).rounded() / 1000)
      do {
        try writeText(xml, to: junit)
      } catch {
        logger.error("cannot write the JUnit report: \(error)")
        return 1
      }
    }
    logger.info("verdict: \(report.passed ? "pass" : "fail") (\(report.checks.count) checks)")
    return report.passed ? 0 : 1
  }

  private func checkTrace(_ file: String) {
    let check = "trace"
    if options.update {
      let text = trace.map { $0 + "\n" }.joined()
      do {
        try writeText(text, to: file)
        report.checks.append(.init(name: check))
      } catch {
        report.checks.append(.init(name: check, failure: "cannot write \(file): \(error)"))
      }
      return
    }
    let text: String
    do {
      text = try BoundedTextFile.read(file, maximumSize: 16 << 20, kind: "an expected trace")
    } catch {
      let place = error.line.map { "\(file):\($0)" } ?? file
      report.checks.append(.init(name: check, failure: "\(place): \(error.message)"))
      return
    }
    let expectation = TraceExpectation(
      text, ignoringTimes: options.ignoreTimes, ignoringLinesWith: options.ignoredLines)
    let failure = expectation.mismatch(in: trace).map { "\(file): \($0)" }
    report.checks.append(.init(name: check, failure: failure.map(FileDiagnostic.escaped)))
  }

  private func checkScreenshot(_ name: String, in directory: String) {
    let check = "screenshot \(name)"
    let reference = "\(directory)/\(name).png"
    guard let actual = screenshots[name] else {
      report.checks.append(.init(name: check, failure: "not taken: the run ended before it"))
      return
    }
    if options.update {
      let failure = save(actual, to: reference).map { "cannot write \(reference): \($0)" }
      report.checks.append(.init(name: check, failure: failure))
      return
    }
    let expected: ScreenshotComparison.Image
    do {
      let png = try DecodedPNG(contentsOf: reference)
      expected = .init(width: png.width, height: png.height, samples: png.samples)
    } catch {
      let picture = "\(options.artifacts)/\(name).png"
      let kept = save(actual, to: picture) == nil ? "; the screenshot is \(picture)" : ""
      report.checks.append(.init(name: check, failure: "no reference: \(error)\(kept)"))
      return
    }
    let comparison = ScreenshotComparison(actual, reference: expected)
    guard !comparison.matches(tolerance: options.tolerance) else {
      report.checks.append(.init(name: check))
      return
    }
    let picture = "\(options.artifacts)/\(name).png"
    let diffPath = "\(options.artifacts)/\(name).diff.png"
    if let error = save(actual, to: picture) {
      logger.error("cannot keep the screenshot: \(error)")
    }
    let difference =
      comparison.diff == nil
      ? "the screenshot is \(actual.width)×\(actual.height), the reference \(expected.width)×\(expected.height)"
      : "\(comparison.differingPixels) pixels (\((comparison.differingPercentage * 100).rounded() / 100)%) differ, over the \(options.tolerance)% tolerated"
    if let diff = comparison.diff, let error = save(diff, to: diffPath) {
      logger.error("cannot write the diff: \(error)")
    }
    report.checks.append(
      .init(
        name: check,
        failure: "\(difference); see \(picture)"
          + (comparison.diff == nil ? "" : " and \(diffPath)")))
  }

  /// Writes `image` as a PNG file, making its directory if it is missing (not its
  /// parents); the error, if it cannot.
  private func save(_ image: ScreenshotComparison.Image, to path: String) -> Error? {
    if let slash = path.lastIndex(of: "/"), mkdir(String(path[..<slash]), 0o755) != 0,
      errno != EEXIST
    {
      return Errno.current
    }
    do {
      try DecodedPNG(width: image.width, height: image.height, samples: image.samples).write(
        to: path)
      return nil
    } catch {
      return error
    }
  }
}

/// Writes `text` to the file at `path`, replacing it.
private func writeText(_ text: String, to path: String) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else { throw Errno.current }
  let file = FileDescriptor(rawValue: descriptor)
  defer { file.close() }
  try Array(text.utf8).withUnsafeBytes { file.writeAll($0) }.get()
}
