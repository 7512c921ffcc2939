import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

/// Real toolkit apps from Debian 12 in the headless kiosk, each with a clean environment
/// and a replayed recording; what they report seeing is what is checked (docs/apps.md).
///
/// The packages come from scripts/install-deps.sh; a test whose app is missing fails
/// and says so. `TOUCHWAY_SKIP_REAL_APPS=1` skips the suite, for quick runs by hand.
@Suite(
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["TOUCHWAY_SKIP_REAL_APPS"] == "1",
    "TOUCHWAY_SKIP_REAL_APPS=1"))
struct RealAppTests {
  static let gtk3 = ["python3-gi", "gir1.2-gtk-3.0"]
  static let gtk4 = ["python3-gi", "gir1.2-gtk-4.0"]
  /// Inside the 240 × 72 `Run` button at the start of `headerbar_app.py`'s header bar,
  /// left of its label.
  static let runButton = (x: 60, y: 40)

  @Test(arguments: [("3", gtk3), ("4", gtk4)])
  func gtkButtonIsClickedAndListScrolled(version: String, packages: [String]) throws {
    let app = RealApp.python("gtk_app.py", version, packages: packages)
    try expectClickedAndScrolled(app)
  }

  /// On a panel mounted a quarter turn (`--transform 90`), GTK lays the app out upright on
  /// the 480 × 800 screen the panel shows (button over the top half), and a touch lands
  /// where the picture shows it: the panel's point (x, y) shows the screen's
  /// (480 − y, x), as wlroots draws the output. The tap on the panel's (200, 240) is on the
  /// button (the screen's (240, 200)); the drag along the panel's row 240, from column 740
  /// to 580, is an upward drag on the list.
  @Test func gtkOnAPanelTurnedAQuarterGetsTheTapAndTheDrag() throws {
    let app = RealApp.python("gtk_app.py", "3", packages: Self.gtk3)
    guard
      let run = try app.run(
        replaying: Gestures.tapAndDrag(tap: (200, 240), from: (740, 240), to: (580, 240)),
        extraOptions: ["--transform", "90"])
    else { return }
    for line in ["ready", "clicked", "scrolled"] { #expect(run.saw(line), "no \(line): \(run)") }
  }

  /// A GTK window whose main control is in its header bar (gedit's Open and Save, the
  /// demos' Run) keeps it: the kiosk shows a window that did not ask to be full-screen
  /// maximized, as GTK keeps its header bar then. The bar's green button is on the screen
  /// where the tap goes (in the screenshot taken as the app exits), and the tap clicks it.
  @Test(arguments: [("3", gtk3), ("4", gtk4)])
  func gtkHeaderBarButtonIsShownAndTapped(version: String, packages: [String]) throws {
    let app = RealApp.python("headerbar_app.py", version, packages: packages)
    let point = Self.runButton
    guard
      let run = try app.run(
        replaying: Gestures.taps(at: point, named: "headerbar.yml"), exitAfter: 30,
        extraOptions: ["--screenshot", KioskRun.screenshotPath])
    else { return }
    #expect(run.saw("run"), "\(run)")
    #expect(!run.saw("content"), "\(run)")
    let picture = try DecodedPNG(try #require(run.run.screenshot, "no screenshot: \(run)"))
    let pixel = picture.pixel(point.x, point.y)
    #expect(pixel[1] > 150 && pixel[0] < 80 && pixel[2] < 80, "not the green button: \(pixel)")
  }

  /// On a panel turned a quarter (`--transform 90`), the header bar's button is tapped
  /// where the panel shows it.
  @Test func gtkHeaderBarButtonOnATurnedPanelIsTappedWhereTheScreenShowsIt() throws {
    try Self.expectHeaderBarButtonTappedWhereShown(
      options: ["--transform", "90"], panel: (800, 480), named: "turned-headerbar.yml")
  }

  /// A first run of `headerbar_app.py` in a kiosk of `options` finds the green button in
  /// the screenshot (the `panel`'s pixels, a 240-point button as many pixels long as the
  /// panel's scale makes it), a second taps the middle of that, in the units of the
  /// recordings' 800 × 480 touchscreen glued to the panel: the tap clicks the button.
  static func expectHeaderBarButtonTappedWhereShown(
    options: [String], panel: (width: Int, height: Int), named name: String
  ) throws {
    let shown = RealApp.python("headerbar_app.py", "3", "show", packages: gtk3)
    guard
      let look = try shown.run(
        replaying: nil, exitAfter: 20,
        extraOptions: options + ["--screenshot", KioskRun.screenshotPath])
    else { return }
    let picture = try DecodedPNG(try #require(look.run.screenshot, "no screenshot: \(look)"))
    #expect((picture.width, picture.height) == panel, "the panel's pixels")
    let green = try #require(
      picture.bounds { $0[1] > 150 && $0[0] < 80 && $0[2] < 80 }, "no green button: \(look)")
    let scale = Double(max(panel.width, panel.height)) / 800
    let long = Double(max(green.maxX - green.minX, green.maxY - green.minY) + 1)
    #expect(abs(long - 240 * scale) <= 2 * scale, "the button \(green), at scale \(scale)")
    let middle = (
      (green.minX + green.maxX) * 800 / (2 * panel.width),
      (green.minY + green.maxY) * 480 / (2 * panel.height)
    )
    let app = RealApp.python("headerbar_app.py", "3", packages: gtk3)
    guard
      let run = try app.run(
        replaying: Gestures.taps(at: middle, named: name), exitAfter: 30, extraOptions: options)
    else { return }
    #expect(run.saw("run"), "tapped at \(middle): \(run)")
    #expect(!run.saw("content"), "tapped at \(middle): \(run)")
  }

  /// A window that asks to be full-screen is: GTK hides its header bar, and the same tap
  /// reaches the window's content.
  @Test func aGtkWindowThatAsksForFullScreenGetsIt() throws {
    let app = RealApp.python("headerbar_app.py", "3", "fullscreen", packages: Self.gtk3)
    guard
      let run = try app.run(
        replaying: Gestures.taps(at: Self.runButton, named: "fullscreen.yml"), exitAfter: 30)
    else { return }
    #expect(run.saw("content"), "\(run)")
    #expect(!run.saw("run"), "\(run)")
  }

  @Test(arguments: [
    ("5", ["python3-pyqt5", "qtwayland5"]), ("6", ["python3-pyqt6", "qt6-wayland"]),
  ])
  func qtButtonIsClickedAndListScrolled(version: String, packages: [String]) throws {
    let app = RealApp.python("qt_app.py", version, packages: packages)
    guard let run = try expectClickedAndScrolled(app) else { return }
    #expect(run.saw("platform wayland"), "\(run)")
  }

  @Test func sdlSeesFingers() throws {
    let app = RealApp.python("sdl_app.py", packages: ["python3-sdl2"])
    guard let run = try app.run(replaying: Gestures.tapAndDrag()) else { return }
    #expect(run.saw("driver wayland"), "\(run)")
    let down = try #require(run.lines("finger down").first, "\(run)")
    let position = down.split(separator: " ").dropFirst(2).compactMap { Int($0) }
    #expect(position.count == 2, "\(run)")
    if position.count == 2 {
      #expect(
        abs(position[0] - Gestures.button.x) <= 2 && abs(position[1] - Gestures.button.y) <= 2)
    }
    #expect(run.saw("finger motion") || !run.lines("finger motion").isEmpty, "\(run)")
    #expect(!run.lines("finger up").isEmpty, "\(run)")
    #expect(run.lines("timeout").isEmpty, "\(run)")
  }

  @Test func wevPrintsTouchDowns() throws {
    // wev writes through stdio: line-buffered, so nothing is lost when the kiosk ends it.
    let app = RealApp(packages: ["wev"], command: ["stdbuf", "-oL", "wev"])
    guard
      let run = try app.run(
        replaying: Gestures.tapAndDrag(cycles: 1), extraOptions: ["--exit-after-replay", "1"])
    else { return }
    let downs = run.run.standardOutput.split(separator: "\n").filter {
      $0.contains("wl_touch] down")
    }
    #expect(downs.count == 2, "\(run)")
  }

  @Test func footStartsAtTheOutputSize() throws {
    // Inside foot, bash asks for the text area in pixels (CSI 14 t, answered with
    // CSI 4 ; height ; width t) and puts it in the title. foot's own first size is
    // 700 × 500: a size near 800 × 480 means the kiosk configured it to the output. foot
    // sets a title on its next frame: bash stays a moment, or foot may exit first.
    let probe = #"""
      printf '\033[14t'; IFS=';' read -rs -d t -t 10 _ height width
      printf '\033]2;foot %sx%s\007' "$width" "$height"; sleep 0.5
      """#
    let app = RealApp(packages: ["foot"], command: ["foot", "bash", "-c", probe])
    guard let run = try app.run(replaying: nil, exitAfter: 20) else { return }
    let size = try #require(run.titles.last { $0.hasPrefix("foot ") }, "\(run)")
    let sides = size.dropFirst(5).split(separator: "x").compactMap { Int($0) }
    #expect(sides.count == 2, "\(run)")
    if sides.count == 2 {
      #expect((760...800).contains(sides[0]) && (440...480).contains(sides[1]), "\(size)")
    }
  }

  @Test(arguments: Browser.allCases)
  func browserPageSeesTapsClicksAndScrolling(browser: Browser) throws {
    let app = try browser.app(opening: RealApp.page("input.html"))
    guard let run = try app.run(replaying: Gestures.tapAndDrag()) else { return }
    let done = try #require(run.titles.last { $0.hasSuffix(" done") }, "\(run)")
    let counts = Dictionary(
      uniqueKeysWithValues: done.dropLast(5).split(separator: " ").compactMap { pair in
        let parts = pair.split(separator: "=")
        return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
      })
    #expect(counts["taps", default: 0] >= 1 && counts["clicks", default: 0] >= 1, "\(done)")
    #expect(counts["scrolls", default: 0] >= 1, "\(done)")
  }

  @Test(arguments: Browser.allCases)
  func selectAtTheBottomOpensOnScreen(browser: Browser) throws {
    let app = try browser.app(opening: RealApp.page("select.html"))
    guard let run = try app.run(replaying: Gestures.openSelectAndChooseFirst()) else { return }
    #expect(run.titles.contains("open"), "\(run)")
    #expect(run.titles.contains("chose=first"), "\(run)")
  }

  @Test func dialogIsCentred() throws {
    let app = RealApp.python("dialog_app.py", packages: Self.gtk3)
    guard
      let run = try app.run(
        replaying: nil, exitAfter: 20, extraOptions: ["--screenshot", KioskRun.screenshotPath])
    else { return }
    #expect(run.saw("ready") && run.saw("dialog") && run.saw("presented"), "\(run)")
    let file = try #require(run.run.screenshot, "no screenshot: \(run)")
    let picture = try DecodedPNG(file)
    // The dialog is the only magenta (#ff00ff) on the screen.
    let (left, top, right, bottom) = try #require(
      picture.bounds { $0 == [255, 0, 255] }, "no dialog on screen: \(run)")
    #expect(
      (right - left + 1, bottom - top + 1) == (320, 200), "dialog \(left),\(top)–\(right),\(bottom)"
    )
    #expect(abs((left + right + 1) - picture.width) <= 2, "dialog \(left)–\(right) across")
    #expect(abs((top + bottom + 1) - picture.height) <= 2, "dialog \(top)–\(bottom) down")
  }

  /// Runs a test app that prints `ready`, `clicked` and `scrolled`, replaying a tap on its
  /// button and a drag on its list, and checks it saw all three.
  @discardableResult
  private func expectClickedAndScrolled(
    _ app: RealApp, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AppRun? {
    guard let run = try app.run(replaying: Gestures.tapAndDrag(), sourceLocation: sourceLocation)
    else { return nil }
    for line in ["ready", "clicked", "scrolled"] {
      #expect(run.saw(line), "no \(line): \(run)", sourceLocation: sourceLocation)
    }
    #expect(run.lines("timeout").isEmpty, "\(run)", sourceLocation: sourceLocation)
    return run
  }
}

/// The browsers, each opening one page full-screen with a fresh profile, fast and
/// quiet on a machine without GPU or network (docs/apps.md).
enum Browser: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case chromium
  case firefox

  var testDescription: String { rawValue }

  /// The browser opening `url`, with `arguments` before it (Chromium's only).
  func app(opening url: String, arguments: [String] = []) throws -> RealApp {
    // In the test process's temporary directory, which goes when the process exits.
    let profile = try TemporaryFile.directory().appendingPathComponent(rawValue)
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    switch self {
    case .chromium:
      // The sandbox refuses to run as root.
      let sandbox = geteuid() == 0 ? ["--no-sandbox"] : []
      return RealApp(
        packages: ["chromium"],
        command: [
          "chromium", "--kiosk", "--user-data-dir=\(profile.path)", "--no-first-run",
          "--password-store=basic", "--disable-gpu", "--enable-logging=stderr",
        ] + sandbox + arguments + [url])
    case .firefox:
      try FileManager.default.copyItem(
        at: RealApp.resources.appendingPathComponent("Firefox/user.js"),
        to: profile.appendingPathComponent("user.js"))
      return RealApp(
        packages: ["firefox-esr"],
        command: ["firefox-esr", "--kiosk", "-no-remote", "-profile", profile.path, url])
    }
  }
}
