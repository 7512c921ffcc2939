import Foundation
import Testing
import TouchwayTestSupport

/// Copy and paste: the kiosk takes a client's selection, and offers it to the client with
/// the keyboard focus, and to no other.
@Suite(
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["TOUCHWAY_SKIP_REAL_APPS"] == "1",
    "TOUCHWAY_SKIP_REAL_APPS=1"))
struct ClipboardTests {
  /// `Apps/clipboard_app.py`: two GTK 3 processes, the second's window under the first's.
  /// Taps on Copy (the top half) and Paste (the bottom half) in turn: the first pastes
  /// what it copied, from the clipboard and the primary selection, then hides its window;
  /// the next Paste lands on the second, which the tap focuses, and which pastes the same.
  /// Until then the second, not focused since the first mapped, was offered nothing.
  @Test func textCopiedInOneAppPastesInItAndInAnother() throws {
    let app = RealApp.python(
      "clipboard_app.py", "touchway", packages: ["python3-gi", "gir1.2-gtk-3.0"])
    let recording = try Gestures.taps(
      at: [(400, 120), (400, 360)], cycles: 8, named: "copy-paste.yml")
    guard let run = try app.run(replaying: recording, exitAfter: 40) else { return }
    let lines = run.run.standardOutput.split(separator: "\n").map(String.init)
    #expect(run.saw("pasted touchway touchway"), "the same app: \(run)")
    #expect(run.saw("second pasted touchway touchway"), "another app: \(run)")
    #expect(run.run.status == 0, "\(run)")
    // From the copy until the first window hides, the second is not focused.
    let copied = try #require(lines.firstIndex(of: "copied"), "\(run)")
    let hidden = try #require(lines.firstIndex(of: "hidden"), "\(run)")
    #expect(
      !lines[copied..<hidden].contains("second offer"),
      "an unfocused client got an offer: \(run)")
  }
}
