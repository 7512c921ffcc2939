import Foundation
import Testing
import TouchwayTestSupport

/// X11 apps from Debian in the headless kiosk, through its Xwayland: touches on an X11
/// window become pointer input for Xwayland (docs/pointer-emulation.md), and the X server
/// turns it into X input.
@Suite struct XwaylandTests {
  /// Three taps in the middle of the output, 0.3 s apart: an X app may still be resizing
  /// to the output when the first lands.
  static var taps: SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB()
    for tap in 0..<3 {
      let start = 0.3 * Double(tap)
      device.frame(start, .slot(0), .trackingID(tap + 1), .x(400), .y(240), .touch(true))
      device.frame(start + 0.05, .trackingID(-1), .touch(false))
    }
    return device
  }

  static var canRunXwayland: Bool { XwaylandSockets.available }

  /// The kiosk with `options` and the taps, running `app`; the test's own `DISPLAY`, if
  /// any, is not passed on.
  func kiosk(_ options: [String], app: [String]) throws -> KioskRun {
    let recording = try SyntheticRecording(Self.taps).write()
    let arguments =
      options + [
        "--replay", recording, "--exit-after-replay", "0.5", "--exit-after", "30", "--trace",
        "--",
      ] + app
    let (program, wrapped) = XwaylandSockets.kiosk(arguments)
    return try KioskRun(program, wrapped, environment: ["DISPLAY": ""])
  }

  @Test(
    .enabled(if: canRunXwayland && FileManager.default.isExecutableFile(atPath: "/usr/bin/xev")))
  func xevReportsAButtonPressForATap() throws {
    let run = try kiosk([], app: ["xev"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "ButtonPress").count >= 2, "\(run.standardOutput)")
    #expect(
      run.lines(startingWith: "ButtonPress").count
        == run.lines(startingWith: "ButtonRelease").count)
    // Full-screen: the window was configured to the output's size.
    #expect(run.standardOutput.contains("width 800, height 480"))
  }

  @Test(
    .enabled(if: canRunXwayland && FileManager.default.isExecutableFile(atPath: "/usr/bin/xterm")))
  func xtermGetsTheTouchesAsClicks() throws {
    let run = try kiosk([], app: ["xterm"])
    let clicks = run.standardOutput.split(separator: "\n").filter {
      $0.hasSuffix(" XTerm pointer press left")
    }

    #expect(run.status == 0, "\(run.standardError)")
    #expect(clicks.count >= 2, "\(run.standardOutput)")
  }

  @Test func noXwaylandMeansNoDisplay() throws {
    let run = try KioskRun(
      "touchway-kiosk",
      [
        "--no-xwayland", "--exit-after", "30", "--", "sh", "-c",
        #"echo "display=${DISPLAY:-none}""#,
      ],
      environment: ["DISPLAY": ""])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "display=none").count == 1, "\(run.standardOutput)")
  }
}
