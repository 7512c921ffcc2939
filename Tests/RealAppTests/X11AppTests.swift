import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

/// X11 apps (Tk through the kiosk's Xwayland, `Apps/x11_app.py`) placed, stacked, sized
/// and touched as Wayland apps are (docs/apps.md).
@Suite(
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["TOUCHWAY_SKIP_REAL_APPS"] == "1",
    "TOUCHWAY_SKIP_REAL_APPS=1"),
  .enabled(if: XwaylandSockets.available, "Xwayland cannot open X's sockets here"))
struct X11AppTests {
  static let tk = ["python3-tk", "xwayland"]

  /// A modal dialog, transient for its window and mapped after it, or a dialog by its
  /// window type mapped before its window: it is in front, at its own 320 × 200, centred
  /// on the output, and a tap in the middle of the screen presses its OK button (a tap
  /// that reached the window under it would do nothing: the dialog grabs input).
  @Test(arguments: ["after", "before"])
  func aDialogIsInFrontAtItsOwnSizeAndTakesTheTaps(order: String) throws {
    let app = RealApp.python("x11_app.py", "dialog", order, packages: Self.tk)
    let recording = try Gestures.taps(at: (400, 240), count: 15, period: 1, named: "x11-dialog.yml")
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 30, extraOptions: ["--keyboard", "none"])
    else { return }
    #expect(run.saw("clicked"), "\(run)")
    let geometry = try #require(run.lines("dialog").last, "\(run)")
      .split(separator: " ").dropFirst().compactMap { Int($0) }
    #expect(geometry.count == 4, "\(run)")
    guard geometry.count == 4 else { return }
    #expect((geometry[0], geometry[1]) == (320, 200), "dialog \(geometry)")
    #expect(abs(geometry[2] - 240) <= 1 && abs(geometry[3] - 140) <= 1, "dialog \(geometry)")
  }

  /// wvkbd as the keyboard, a layer surface 240 high at the bottom of the 800 × 480
  /// output: the X11 window gets the 800 × 240 above it, and the keyboard is drawn over
  /// the app's override-redirect window at the bottom of the screen, not under it.
  @Test func anX11WindowFitsAboveAKeyboardClientAndIsDrawnUnderIt() throws {
    let app = RealApp.python("x11_app.py", "fill", "800", "240", packages: Self.tk + ["wvkbd"])
    guard
      let run = try app.run(
        replaying: nil, exitAfter: 30,
        extraOptions: [
          "--keyboard", "wvkbd-mobintl -L 240", "--screenshot", KioskRun.screenshotPath,
        ])
    else { return }
    #expect(run.saw("fits"), "\(run)")
    let picture = try DecodedPNG(try #require(run.run.screenshot, "no screenshot: \(run)"))
    // The app's windows are magenta (#ff00ff); the keyboard's bottom row is not.
    let top = picture.pixel(400, 10)
    let bottom = picture.pixel(400, 470)
    #expect(top[0] == 255 && top[1] == 0 && top[2] == 255, "top row \(top)")
    #expect(!(bottom[0] == 255 && bottom[1] == 0 && bottom[2] == 255), "bottom row \(bottom)")
  }

  /// A tap is button 1, a finger held still for the long press's 0.5 s is button 3 and
  /// two fingers moving together turn the wheel (buttons 4 and 5), as for Wayland apps
  /// that take no touches (docs/pointer-emulation.md).
  @Test func aLongPressIsButton3AndTwoFingersScroll() throws {
    let app = RealApp.python("x11_app.py", "buttons", packages: Self.tk)
    let recording = try Gestures.tapLongPressAndScroll(at: (400, 240), named: "x11-buttons.yml")
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 30, extraOptions: ["--keyboard", "none"])
    else { return }
    #expect(run.saw("button 1"), "\(run)")
    #expect(run.saw("button 3"), "\(run)")
    #expect(run.saw("scrolled"), "\(run)")
    #expect(run.lines("button").first == "button 1", "the tap first: \(run)")
  }

  /// An X11 app run on the second output (`--app-on`), a panel turned a quarter at scale 2
  /// (480 × 800 points), is sized to that output, not the first's 800 × 480: Tk sets
  /// `_NET_WM_PID`, which puts its window with its app.
  @Test func anX11AppOnTheSecondOutputFillsThatOutput() throws {
    let demo = KioskRun.productsDirectory.appendingPathComponent("touch-demo-client").path
    let x11 = RealApp.python("x11_app.py", "fill", "480", "800", packages: Self.tk)
    let app = RealApp(packages: Self.tk, command: [demo])
    guard
      let run = try app.run(
        replaying: nil, exitAfter: 30,
        extraOptions: [
          "--size", "800x480", "--size", "1600x960", "--scale", "HEADLESS-2=2", "--transform",
          "HEADLESS-2=90", "--keyboard", "none", "--app-on",
          "HEADLESS-2=" + x11.command.map { "'\($0)'" }.joined(separator: " "),
        ])
    else { return }
    #expect(run.saw("fits"), "\(run)")
    #expect(run.saw("configure width=800 height=480"), "the demo on the first output: \(run)")
  }
}
