import Testing
import TouchwayTestSupport

/// The decoder reproduces what libinput 1.22.1 reported for every fixture recording.
@Suite struct RecordingFixtureTests {
  @Test(arguments: Recordings.real)
  func decoderReproducesLibinputDebugEvents(_ name: String) throws {
    let expected = try Recordings.libinputEvents(name)
    #expect(!expected.isEmpty)
    #expect(try Transcript.lines(Recordings.recording(name)) == expected)
  }
}
