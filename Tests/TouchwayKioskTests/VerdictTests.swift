import Testing
import TouchwayKiosk

/// The pieces of a kiosk run's verdict: the trace comparison, the screenshot comparison
/// and the JUnit report.
@Suite struct VerdictTests {
  static let expected = """
    0.250 notes.py title "Notes"
    Tapped 1 times
    0.252 wl_surface@22 touchesBegan 0
    0.300 Notes pointer enter wl_surface@22 touch 0 pid=345 x=10.0 y=20.0
    0.332 wl_surface@22 touchesEnded 0

    """

  @Test func timesSerialsAndPidsAreIgnoredWhenAsked() {
    let run = [
      "1.250 notes.py title \"Notes\"", "1.252 wl_surface@22 touchesBegan 0",
      "1.300 Notes pointer enter wl_surface@22 touch 0 pid=999 x=10.0 y=20.0",
      "1.332 wl_surface@22 touchesEnded 0",
    ]
    #expect(TraceExpectation(Self.expected, ignoringTimes: true).mismatch(in: run) == nil)
    #expect(
      TraceExpectation(Self.expected, ignoringTimes: false).mismatch(in: run)
        == .init(expectedLine: 1, expected: "0.250 notes.py title \"Notes\"", actual: run[0]))
  }

  @Test func theFirstDifferenceIsNamedByTheExpectedFilesLine() {
    let run = [
      "0.250 notes.py title \"Notes\"", "0.252 wl_surface@22 touchesBegan 0",
      "0.300 Notes pointer enter wl_surface@22 touch 0 pid=345 x=10.0 y=20.0",
    ]
    let mismatch = TraceExpectation(Self.expected, ignoringTimes: true).mismatch(in: run)
    #expect(
      mismatch?.description
        == "line 5: expected '0.332 wl_surface@22 touchesEnded 0', the run traced nothing more")
    let longer = run + ["0.332 wl_surface@22 touchesEnded 0", "0.400 keyboard shown"]
    #expect(
      TraceExpectation(Self.expected, ignoringTimes: true).mismatch(in: longer)?.description
        == "the run traced '0.400 keyboard shown', more than the expected trace has"
    )
  }

  /// The keyboard comes up when the app asks for it, before or after the finger lifts:
  /// the order within a subject counts, not how subjects interleave.
  @Test func subjectsMayInterleaveDifferently() {
    let expected =
      "1.0 wl_surface@22 touchesBegan 0\n1.0 keyboard shown\n1.1 wl_surface@22 touchesEnded 0\n"
    let later = [
      "2.0 wl_surface@22 touchesBegan 0", "2.1 wl_surface@22 touchesEnded 0", "2.2 keyboard shown",
    ]
    #expect(TraceExpectation(expected, ignoringTimes: true).mismatch(in: later) == nil)
    let swapped = [
      "2.0 wl_surface@22 touchesEnded 0", "2.1 keyboard shown", "2.2 wl_surface@22 touchesBegan 0",
    ]
    #expect(
      TraceExpectation(expected, ignoringTimes: true).mismatch(in: swapped)
        == .init(expectedLine: 1, expected: "1.0 wl_surface@22 touchesBegan 0", actual: swapped[0]))
  }

  @Test func linesWithAnIgnoredTextAreLeftOutOnBothSides() {
    let run = [
      "0.180 notes.py title \"notes.py\"", "0.252 wl_surface@22 touchesBegan 0",
      "0.300 Notes pointer enter wl_surface@22 touch 0 pid=345 x=10.0 y=20.0",
      "0.332 wl_surface@22 touchesEnded 0",
    ]
    let expectation = TraceExpectation(
      Self.expected, ignoringTimes: true, ignoringLinesWith: [#" title ""#])
    #expect(expectation.mismatch(in: run) == nil)
  }

  static func image(_ width: Int, _ height: Int, _ value: UInt8) -> ScreenshotComparison.Image {
    .init(
      width: width, height: height,
      samples: [UInt8](repeating: value, count: width * height * 3))
  }

  @Test func aFewDifferingPixelsAreWithinTheTolerance() {
    var actual = Self.image(10, 10, 200)
    actual.samples[0] = 0  // one pixel of a hundred
    actual.samples[30] = 190  // within the channel threshold
    let comparison = ScreenshotComparison(actual, reference: Self.image(10, 10, 200))
    #expect(comparison.differingPixels == 1)
    #expect(comparison.matches(tolerance: 1))
    #expect(!comparison.matches(tolerance: 0.5))
    #expect(Array(comparison.diff!.samples[0..<6]) == [255, 0, 0, 50, 50, 50])
  }

  @Test func picturesOfDifferentSizesNeverMatch() {
    let comparison = ScreenshotComparison(Self.image(10, 10, 0), reference: Self.image(10, 5, 0))
    #expect(comparison.diff == nil)
    #expect(!comparison.matches(tolerance: 100))
  }

  @Test func theJUnitReportEscapesWhatItQuotes() {
    var report = VerdictReport()
    report.checks = [
      .init(name: "trace"),
      .init(name: "screenshot <a&b>", failure: "expected 'x \"y\"'\u{1B}[2J"),
    ]
    #expect(!report.passed)
    #expect(
      report.junitXML(suite: "kiosk", seconds: 1.5) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites tests="2" failures="1">
          <testsuite name="kiosk" tests="2" failures="1" errors="0" time="1.5">
            <testcase classname="kiosk" name="trace"/>
            <testcase classname="kiosk" name="screenshot &lt;a&amp;b&gt;">
              <failure message="expected &apos;x &quot;y&quot;&apos;?[2J">expected &apos;x &quot;y&quot;&apos;?[2J</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }
}
