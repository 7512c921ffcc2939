import Foundation
import Testing
import TouchwayTestSupport

/// Copy and paste: the kiosk takes a client's selection, and offers it to the client with
/// the keyboard focus, and to no other. Drag and drop with a finger.
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
  /// Until then the second, not focused since the first mapped, was offered nothing; once
  /// the second has the focus, the first cannot replace what it pastes (it can only take
  /// its own selection back).
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
    let stole = try #require(lines.firstIndex(of: "stole"), "\(run)")
    let pastesAfter = lines[stole...].filter { $0.hasPrefix("second pasted") }
    #expect(
      !pastesAfter.isEmpty && !pastesAfter.contains { $0.contains("stolen") },
      "an unfocused client replaced the clipboard: \(run)")
  }

  /// `Apps/dnd_app.py`: a finger drags from the GTK 3 window's drag source (the top half)
  /// to its drop target (the bottom half), and the target receives the text; a tap on the
  /// target after the drop reaches it (the app was told the dragging finger is gone). The
  /// steps are one a second: drag and tap repeat until the app is up to take them.
  @Test func aFingerDragsTextFromOneWidgetToAnother() throws {
    let app = RealApp.python("dnd_app.py", "touchway", packages: ["python3-gi", "gir1.2-gtk-3.0"])
    let drag = Gestures.Step.drag(from: (400, 120), to: (400, 360))
    let recording = try Gestures.steps(
      Array(repeating: [drag, .tap(x: 400, y: 360)], count: 4).flatMap { $0 },
      named: "drag-and-drop.yml")
    guard let run = try app.run(replaying: recording, exitAfter: 30) else { return }
    #expect(run.saw("dropped touchway"), "\(run)")
    #expect(run.saw("tapped"), "after the drop: \(run)")
    #expect(run.run.status == 0, "\(run)")
  }
}
