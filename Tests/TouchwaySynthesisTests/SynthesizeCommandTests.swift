import Foundation
import Testing
import TouchwayTestSupport

/// `touchway synthesize`, run as a program, and its file read back by `touchway events`
/// (the project's libinput 1.22 decoding): the events are what the script says.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(
      atPath: KioskRun.productsDirectory.appendingPathComponent("touchway").path),
    "the touchway executable is built by `swift build`"))
struct SynthesizeCommandTests {
  private let touchway = KioskRun.productsDirectory.appendingPathComponent("touchway")

  /// The script's steps, one after another: the tap's 80 ms, the wait, the drag's frames
  /// each 10 ms, a frame of two fingers of the script's own, held 0.2 s.
  @Test func theEventsAreWhatTheScriptSays() throws {
    let script = """
      # a tap, a wait, a drag and two fingers of my own
      tap 100 200
      wait 0.5
      drag 100 300 300 300 0.05
      screenshot after-drag
      down 0 10 10
      down 1 20 20
      wait 0.2
      up 0
      up 1
      """
    #expect(
      try events(of: script) == [
        "0.000000 TOUCH_DOWN 0 0 100.00 200.00", "0.000000 TOUCH_FRAME",
        "0.080000 TOUCH_UP 0 0", "0.080000 TOUCH_FRAME",
        "0.590000 TOUCH_DOWN 0 0 100.00 300.00", "0.590000 TOUCH_FRAME",
        "0.600000 TOUCH_MOTION 0 0 140.00 300.00", "0.600000 TOUCH_FRAME",
        "0.610000 TOUCH_MOTION 0 0 180.00 300.00", "0.610000 TOUCH_FRAME",
        "0.620000 TOUCH_MOTION 0 0 220.00 300.00", "0.620000 TOUCH_FRAME",
        "0.630000 TOUCH_MOTION 0 0 260.00 300.00", "0.630000 TOUCH_FRAME",
        "0.640000 TOUCH_MOTION 0 0 300.00 300.00", "0.640000 TOUCH_FRAME",
        "0.650000 TOUCH_UP 0 0", "0.650000 TOUCH_FRAME",
        "0.660000 TOUCH_DOWN 0 0 10.00 10.00", "0.660000 TOUCH_DOWN 1 1 20.00 20.00",
        "0.660000 TOUCH_FRAME",
        "0.870000 TOUCH_UP 0 0", "0.870000 TOUCH_UP 1 1", "0.870000 TOUCH_FRAME",
      ])
  }

  /// The EP0430M09's 1280 × 768 device units on a 1024 × 600 output: the positions come
  /// back within a device unit (0.8 points), for both models' axes.
  @Test func positionsSurviveADeviceOfAnotherSize() throws {
    let lines = try events(
      of: "tap 511 300\nswipe 3 500 100 500 500 0.3", size: "1024x600", device: "ep0430m09",
      width: 1024, height: 600)
    #expect(lines.first == "0.000000 TOUCH_DOWN 0 0 511.20 300.00")
    let downs = lines.filter { $0.contains("TOUCH_DOWN") }.dropFirst()
    #expect(downs.count == 3)
    let ups = lines.filter { $0.contains("TOUCH_UP") }
    #expect(ups.count == 4)
    let lastMotions = lines.filter { $0.contains("TOUCH_MOTION") }.suffix(3)
    for line in lastMotions { #expect(line.hasSuffix(" 500.00"), "\(line)") }
  }

  /// `type` taps the centre of each key where the kiosk's keyboard shows it
  /// (`touchway-kiosk --print-keyboard`: h is at 440 336 80 48 and i at 560 288 80 48 on
  /// 800 × 480), one key every 0.2 s.
  @Test func typingTapsTheKeyboardsKeys() throws {
    let lines = try events(of: "type hi").filter { $0.contains("TOUCH_DOWN") }
    #expect(
      lines == ["0.000000 TOUCH_DOWN 0 0 480.00 360.00", "0.200000 TOUCH_DOWN 0 0 600.00 312.00"])
  }

  /// A capital is shift and its letter; a digit is on the symbols page, which the step
  /// leaves again: `Hi 2` is shift, h, i, space, symbols, 2, letters.
  @Test func typingReachesCapitalsAndDigits() throws {
    let keys = try events(of: "type Hi 2").filter { $0.contains("TOUCH_DOWN") }.map {
      $0.split(separator: " ").suffix(2).joined(separator: " ")
    }
    #expect(
      keys == [
        "60.00 408.00", "480.00 360.00", "600.00 312.00", "360.00 456.00", "60.00 456.00",
        "120.00 312.00", "60.00 456.00",
      ])
  }

  /// A mistake is one line naming the file and the line, and exit status 2.
  @Test(arguments: [
    ("tap 10 10\ntap 900 10", "2: 900 10 is off the 800×480 output"),
    ("wait -1", "1: a wait is 0 to 600 seconds, not -1"),
    ("drag 1 1 2 2", "1: drag needs a duration in seconds"),
    ("flick 1 1 2 2 0.1 fast", "1: more than the step takes: 'fast'"),
    ("jump 1 2", "1: unknown step 'jump' (see docs/testing-apps.md)"),
    ("down 0 5 5\nwait 1", "1: finger 0 goes down here and is still down at the end of the script"),
    ("up 3", "1: finger 3 is not down"),
    ("swipe 11 1 1 2 2 1", "1: a number of fingers is 1 to 10, not '11'"),
    ("type é", "1: cannot type 'é': the built-in keyboard has no such key"),
    ("screenshot a/b", "1: a screenshot's name is letters, digits, - and _, not 'a/b'"),
    ("tap 1 \u{1B}[2J", "1: a control character (\\u{1B}) in the line"),
  ])
  func aMistakeIsOneLine(script: String, error: String) throws {
    let path = try TemporaryFile.write(script, named: "bad.script")
    let result = try Program.run(touchway, ["synthesize", path, "--output", path + ".yml"])
    #expect(result.status == 2)
    #expect(result.errors == "\(path):\(error)\n")
    #expect(!FileManager.default.fileExists(atPath: path + ".yml"))
  }

  /// A script over 1 MiB is refused at the line that crosses the limit, before it is parsed.
  @Test func anOversizeScriptIsRefused() throws {
    let path = try TemporaryFile.write(
      String(repeating: "wait 0\n", count: 200_000), named: "long.script")
    let result = try Program.run(touchway, ["synthesize", path, "--output", path + ".yml"])
    #expect(result.status == 2)
    #expect(
      result.errors
        == "\(path):149797: the file is larger than 1 MiB, the most a gesture script may be\n")
  }

  /// Writes `script`, synthesizes it, and returns what `touchway events` prints for it.
  private func events(
    of script: String, size: String = "800x480", device: String = "atmel",
    width: Int = 800, height: Int = 480
  ) throws -> [String] {
    let path = try TemporaryFile.write(script, named: "test.script")
    let output = path + ".yml"
    let synthesized = try Program.run(
      touchway, ["synthesize", path, "--output", output, "--size", size, "--device", device])
    try #require(synthesized.status == 0, "\(synthesized.errors)")
    let decoded = try Program.run(
      touchway, ["events", output, "--width", String(width), "--height", String(height)])
    try #require(decoded.status == 0, "\(decoded.errors)")
    return decoded.output.split(separator: "\n").map(String.init)
  }
}
