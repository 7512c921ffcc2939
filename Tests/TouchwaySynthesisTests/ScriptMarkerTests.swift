import Testing
import Touchway
import TouchwaySynthesis

/// Markers travel through a recording as comments at its top, and only there.
@Suite struct ScriptMarkerTests {
  @Test func aScriptsMarkersComeBackFromItsRecording() throws {
    let size = Size(width: 800, height: 480)
    let script = try GestureScript(
      "wait-title Mail — Inbox\ntap 10 10\nwait-toplevel\nwait-frame\nscreenshot after-tap",
      file: "s", size: size)
    let recording = try GestureSynthesizer.recording(of: script, model: .atmel, size: size)
    #expect(
      try ScriptMarker.markers(inRecording: recording.text, file: "r.yml") == [
        ScriptMarker(time: 0, action: .waitTitle("Mail — Inbox")),
        ScriptMarker(time: 0.09, action: .waitToplevel),
        ScriptMarker(time: 0.09, action: .waitFrame),
        ScriptMarker(time: 0.09, action: .screenshot(name: "after-tap")),
      ])
  }

  @Test func aCommentThatIsNotAMarkerIsAnErrorAtItsLine() {
    let text = "# libinput record\n# touchway-marker: soon screenshot a\nversion: 1\n"
    #expect(
      throws: FileError(
        file: "r.yml", line: 2, message: "not a marker: 'touchway-marker: soon screenshot a'")
    ) {
      try ScriptMarker.markers(inRecording: text, file: "r.yml")
    }
  }

  @Test func markersBelowTheHeaderAreNotRead() throws {
    let text = "# libinput record\nversion: 1\n# touchway-marker: 1.0 wait-frame\n"
    #expect(try ScriptMarker.markers(inRecording: text, file: "r.yml").isEmpty)
  }
}
