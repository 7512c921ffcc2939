import Foundation
import Testing

/// Menus and combo boxes opened by a touch, as a person uses them: a tap opens the popup,
/// a tap picks an item, a tap on a button elsewhere is a click (`Apps/menu_app.py`).
///
/// A popup that grabs (`xdg_popup.grab`) must not change the ids the app knows its
/// touches by: if the finger that opened it ends under another id, the app never sees it
/// end, ignores the taps on the popup, and (GTK 3) every tap after.
@Suite(
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["TOUCHWAY_SKIP_REAL_APPS"] == "1",
    "TOUCHWAY_SKIP_REAL_APPS=1"))
struct PopupTests {
  /// The toolkits, and the packages each needs (tk runs under Xwayland).
  static let toolkits: [(String, [String])] = [
    ("gtk3", RealAppTests.gtk3), ("gtk4", RealAppTests.gtk4),
    ("qt5", ["python3-pyqt5", "qtwayland5"]), ("qt6", ["python3-pyqt6", "qt6-wayland"]),
    ("tk", ["python3-tk", "xwayland"]),
  ]

  @Test(arguments: toolkits)
  func comboItemIsChosenThenButtonClicked(toolkit: String, packages: [String]) throws {
    let app = RealApp.python("menu_app.py", toolkit, "combo", packages: packages)
    // The combo's centre, then a tap 120 below it: on one of its items other than the
    // chosen "One", whether the toolkit opens the list below the combo or over it.
    let recording = try Gestures.openPopupAndChoose(opener: (400, 30), item: (400, 150))
    guard let run = try expectChoiceThenClick(app, replaying: recording) else { return }
    #expect(!run.saw("chose One"), "\(run)")
  }

  @Test(arguments: toolkits)
  func menuItemIsChosenThenButtonClicked(toolkit: String, packages: [String]) throws {
    let app = RealApp.python("menu_app.py", toolkit, "menu", packages: packages)
    // The menu button's centre, then a tap 120 below it and 80 from the left: on one of
    // the items of the menu below it, whichever.
    let recording = try Gestures.openPopupAndChoose(opener: (100, 30), item: (80, 150))
    try expectChoiceThenClick(app, replaying: recording)
  }

  @Test func gtk3MenubarOpensTheTappedTitle() throws {
    let app = RealApp.python("menu_app.py", "gtk3", "menubar", packages: RealAppTests.gtk3)
    // Edit, the second title (200–400), then Copy, its menu's second item (120–180).
    let recording = try Gestures.openPopupAndChoose(opener: (300, 30), item: (300, 150))
    guard let run = try expectChoiceThenClick(app, replaying: recording) else { return }
    let opened = run.lines("opened")
    #expect(!opened.isEmpty && opened.allSatisfy { $0 == "opened Edit" }, "\(run)")
    #expect(run.saw("chose Edit Copy"), "\(run)")
  }

  /// Runs `app` replaying `recording` in a kiosk of `extraOptions`, and checks it chose
  /// an item and then saw the button clicked.
  @discardableResult
  func expectChoiceThenClick(
    _ app: RealApp, replaying recording: String, extraOptions: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AppRun? {
    guard
      let run = try app.run(
        replaying: recording, extraOptions: extraOptions, sourceLocation: sourceLocation)
    else {
      return nil
    }
    #expect(!run.lines("chose").isEmpty, "\(run)", sourceLocation: sourceLocation)
    #expect(run.saw("clicked"), "\(run)", sourceLocation: sourceLocation)
    return run
  }
}
