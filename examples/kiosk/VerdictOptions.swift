import ArgumentParser

/// The options that make a kiosk run a test with a verdict (docs/testing-apps.md).
struct VerdictOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      """
      Compare the run's trace with this file (the --trace output of a passing run, \
      saved; lines that do not start with a time are skipped), in order for each \
      subject (the word after the time: a surface, the keyboard, a recognizer). The run \
      ends with a verdict: exit status 0 when every expectation holds, 1 when one does \
      not.
      """, valueName: "file"))
  var expectTrace: String?

  @Flag(
    help: """
      With --expect-trace, leave the times out of the comparison, and the values of \
      serial=, time= and pid=.
      """)
  var ignoreTimes = false

  @Option(
    name: .customLong("ignore-lines"),
    help: ArgumentHelp(
      """
      With --expect-trace, leave out the lines that hold this text, in the file and in \
      the run alike (repeat it for more): what an app does at its own pace, such as \
      ' title "' for a title it sets while its window maps.
      """, valueName: "text"))
  var ignoredLines: [String] = []

  @Option(
    help: ArgumentHelp(
      """
      Compare each screenshot the replay names (a script's 'screenshot NAME' step) with \
      DIR/NAME.png; a mismatch writes NAME.png and NAME.diff.png (differing pixels in \
      red) to --artifacts.
      """, valueName: "dir"))
  var expectScreenshots: String?

  @Option(
    help: ArgumentHelp(
      "The share of a screenshot's pixels that may differ from the reference.",
      valueName: "percent"))
  var tolerance = 0.5

  @Option(
    help: ArgumentHelp(
      "Where a failed screenshot's picture and diff go. (default: the current directory)",
      valueName: "dir"))
  var artifacts = "."

  @Option(help: ArgumentHelp("Write the verdict as a JUnit XML report.", valueName: "file.xml"))
  var junit: String?

  @Flag(
    help: """
      Write the expectations instead of checking them: the trace to --expect-trace's \
      file, the screenshots to --expect-screenshots' directory.
      """)
  var update = false

  /// Whether the run ends with a verdict.
  var givesVerdict: Bool { expectTrace != nil || expectScreenshots != nil }

  func validate() throws {
    guard tolerance >= 0, tolerance <= 100 else {
      throw ValidationError("--tolerance is a percentage from 0 to 100, not \(tolerance)")
    }
    if !givesVerdict && (update || junit != nil || ignoreTimes || !ignoredLines.isEmpty) {
      throw ValidationError(
        """
        --update, --junit, --ignore-times and --ignore-lines go with --expect-trace or \
        --expect-screenshots
        """)
    }
  }
}
