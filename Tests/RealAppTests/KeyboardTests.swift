import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

/// Typing on the touchscreen: a text field that takes text brings up a keyboard, the
/// keyboard's keys type into it, and a tap elsewhere puts it away.
@Suite(
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["TOUCHWAY_SKIP_REAL_APPS"] == "1",
    "TOUCHWAY_SKIP_REAL_APPS=1"))
struct KeyboardTests {
  static let gtk3 = ["python3-gi", "gir1.2-gtk-3.0"]

  /// wvkbd-mobintl as the external keyboard: a layer surface 240 high at the bottom of
  /// the 800 × 480 output, whose virtual keyboard types; `h` and `i` where its
  /// landscape layout puts them.
  @Test func wvkbdTypesIntoAGtkEntry() throws {
    let wvkbd = (h: (x: 496, y: 380), i: (x: 610, y: 340))
    let app = RealApp.python("entry_app.py", "gtk3", "hi", packages: Self.gtk3 + ["wvkbd"])
    let recording = try Gestures.typing([wvkbd.h, wvkbd.i], named: "wvkbd-hi.yml")
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 30,
        extraOptions: ["--keyboard", "wvkbd-mobintl -L 240"])
    else { return }
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
    // The toplevel gets the space above the keyboard.
    #expect(run.saw("size 800 240"), "\(run)")
  }
}
