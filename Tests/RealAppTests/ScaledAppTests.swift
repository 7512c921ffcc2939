import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

/// Real apps on HiDPI panels (`--scale`, docs/tablet.md): each is laid out on the panel's
/// points, draws at the panel's pixels, and a tap lands on the widget the screenshot
/// shows under the finger. The recordings' 800 × 480 touchscreen covers the whole panel,
/// so its units are the points of an 800 × 480 screen whatever the panel's pixels.
@Suite(
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["TOUCHWAY_SKIP_REAL_APPS"] == "1",
    "TOUCHWAY_SKIP_REAL_APPS=1"))
struct ScaledAppTests {
  /// A panel of twice the points' pixels at scale 2, and one of 1.5 times at scale 1.5
  /// mounted a quarter turn.
  static let sharp = ["--size", "1600x960", "--scale", "2"]
  static let turnedFractional = ["--size", "1200x720", "--scale", "1.5", "--transform", "90"]
  static let fractional = ["--size", "1200x720", "--scale", "1.5"]

  /// Popups at scale 2 and 1.5, opened and chosen from by taps in points: GTK's menubar,
  /// Qt's combo box, and Tk's menu (an X11 override-redirect window through Xwayland);
  /// then the app's button is clicked.
  @Test(arguments: [sharp, fractional])
  func popupsOpenAndTakeTheirTapsAtScale(options: [String]) throws {
    let popups = PopupTests()
    let apps: [(String, String, [String], (x: Int, y: Int), (x: Int, y: Int))] = [
      ("gtk3", "menubar", RealAppTests.gtk3, (300, 30), (300, 150)),
      ("qt5", "combo", ["python3-pyqt5", "qtwayland5"], (400, 30), (400, 150)),
      ("tk", "menu", X11AppTests.tk, (100, 30), (80, 150)),
    ]
    for (toolkit, kind, packages, opener, item) in apps {
      try popups.expectChoiceThenClick(
        RealApp.python("menu_app.py", toolkit, kind, packages: packages),
        replaying: Gestures.openPopupAndChoose(opener: opener, item: item), extraOptions: options)
    }
  }

  @Test(arguments: [
    (RealApp.python("gtk_app.py", "3", packages: RealAppTests.gtk3), "gtk3"),
    (RealApp.python("qt_app.py", "5", packages: ["python3-pyqt5", "qtwayland5"]), "qt5"),
  ])
  func aButtonIsClickedAndAListScrolledAtScale2(app: RealApp, name: String) throws {
    guard let run = try app.run(replaying: Gestures.tapAndDrag(), extraOptions: Self.sharp)
    else { return }
    for line in ["ready", "clicked", "scrolled"] { #expect(run.saw(line), "no \(line): \(run)") }
  }

  /// At 1.5 on a panel turned a quarter, the screen is 480 × 800 points: the tap and the
  /// drag of `RealAppTests.gtkOnAPanelTurnedAQuarterGetsTheTapAndTheDrag`.
  @Test(arguments: [
    (RealApp.python("gtk_app.py", "3", packages: RealAppTests.gtk3), "gtk3"),
    (RealApp.python("qt_app.py", "5", packages: ["python3-pyqt5", "qtwayland5"]), "qt5"),
  ])
  func aButtonIsClickedAndAListScrolledAtAFractionalScaleTurned(app: RealApp, name: String)
    throws
  {
    guard
      let run = try app.run(
        replaying: Gestures.tapAndDrag(tap: (200, 240), from: (740, 240), to: (580, 240)),
        extraOptions: Self.turnedFractional)
    else { return }
    for line in ["ready", "clicked", "scrolled"] { #expect(run.saw(line), "no \(line): \(run)") }
  }

  /// GTK's header bar button, found in a screenshot of the panel's pixels, is tapped
  /// where it shows: at scale 2, and at 1.5 turned a quarter.
  @Test(arguments: [
    (sharp, (width: 1600, height: 960)), (turnedFractional, (width: 1200, height: 720)),
  ])
  func theHeaderBarButtonIsTappedWhereThePanelShowsIt(
    options: [String], panel: (width: Int, height: Int)
  ) throws {
    try RealAppTests.expectHeaderBarButtonTappedWhereShown(
      options: options, panel: panel, named: "scaled-headerbar.yml")
  }

  /// A page says where it was touched, in CSS pixels (points), and with how many pixels
  /// it draws one: the tap at the touchscreen's (200, 120) is the page's (200, 120) at
  /// scale 2, drawn at 2 pixels a point.
  @Test func aBrowserPageIsTouchedInPointsAndDrawnAtThePanelsPixels() throws {
    let app = try Browser.chromium.app(opening: RealApp.page("where.html"))
    guard
      let run = try app.run(
        replaying: Gestures.taps(at: (200, 120), count: 10, named: "where.yml"),
        extraOptions: Self.sharp + ["--exit-after-replay", "1"])
    else { return }
    let touched = try #require(run.titles.last { $0.hasPrefix("touched ") }, "\(run)")
    #expect(touched == "touched x=200 y=120 ratio=2", "\(run)")
  }

  /// X11 apps are laid out in points too: Xwayland in wlroots 0.15 draws them at one
  /// pixel a point, and the scene scales them up. Tk's dialog is 320 × 200 points at the
  /// screen's centre (as X tells it), 640 × 400 pixels in the screenshot, and a tap in
  /// the middle of the panel presses its OK button (the window under it would take
  /// nothing: the dialog grabs input). The screenshot is taken as the app exits, when the
  /// dialog may have moved, so only its size is read there.
  @Test(.enabled(if: XwaylandSockets.available, "Xwayland cannot open X's sockets here"))
  func anX11DialogIsShownInPointsAndTappedWhereItShows() throws {
    let app = RealApp.python("x11_app.py", "dialog", "after", packages: X11AppTests.tk)
    let recording = try Gestures.taps(at: (400, 240), count: 15, period: 1, named: "x11-2x.yml")
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 30,
        extraOptions: Self.sharp + ["--keyboard", "none", "--screenshot", KioskRun.screenshotPath])
    else { return }
    #expect(run.saw("clicked"), "\(run)")
    let geometry = try #require(run.lines("dialog").last, "\(run)")
      .split(separator: " ").dropFirst().compactMap { Int($0) }
    #expect(geometry == [320, 200, 240, 140], "dialog \(geometry)")
    let picture = try DecodedPNG(try #require(run.run.screenshot, "no screenshot: \(run)"))
    #expect((picture.width, picture.height) == (1600, 960))
    let dialog = try #require(picture.bounds { $0 == [255, 0, 255] }, "no dialog: \(run)")
    // Scaled up, its edges blend into what is around them: a few pixels less of pure magenta.
    let size = (dialog.maxX - dialog.minX + 1, dialog.maxY - dialog.minY + 1)
    #expect((630...640).contains(size.0) && (390...400).contains(size.1), "dialog \(dialog)")
  }

  /// The built-in keyboard at scale 2 is drawn for the panel's pixels, not scaled up from
  /// points: its keys are where they are on an 800 × 480 screen of points (the
  /// touchscreen's units), they type, and its white labels on grey caps have sharp edges
  /// (neighbouring pixels far apart in brightness) along twice as many rows as at scale 1.
  /// Scaled up from one pixel a point, as the scene scales (bilinearly), each edge would
  /// spread over two pixels and fewer would be sharp than at scale 1.
  @Test func theBuiltinKeyboardIsSharpAtScale2() throws {
    let app = RealApp.python("entry_app.py", "gtk3", "hi", packages: RealAppTests.gtk3)
    let keyboardTop = try #require(KeyboardTests.builtinKeys().values.map(\.y).min())
    func sharpEdges(_ options: [String], scale: Int) throws -> Int? {
      guard
        let run = try KeyboardTests().runWithTheBuiltinKeyboard(
          app, [.tap(400, 180), .tap(400, 60), .key("h"), .key("i")],
          named: "builtin-\(scale)x.yml",
          extraOptions: options + ["--screenshot", KioskRun.screenshotPath])
      else { return nil }
      #expect(run.saw("text hi"), "\(run)")
      let picture = try DecodedPNG(try #require(run.run.screenshot, "no screenshot: \(run)"))
      #expect((picture.width, picture.height) == (800 * scale, 480 * scale))
      func brightness(_ x: Int, _ y: Int) -> Int {
        picture.pixel(x, y).reduce(0) { $0 + Int($1) } / 3
      }
      var edges = 0
      for y in (keyboardTop * scale)..<picture.height {
        for x in 0..<(picture.width - 1) where abs(brightness(x, y) - brightness(x + 1, y)) > 120 {
          edges += 1
        }
      }
      return edges
    }
    guard let single = try sharpEdges([], scale: 1),
      let double = try sharpEdges(Self.sharp, scale: 2)
    else { return }
    #expect(single > 100, "\(single) sharp edges at scale 1")
    #expect(double * 2 > single * 3, "\(double) sharp edges at scale 2, \(single) at scale 1")
  }
}
