import Testing

/// The decoder reproduces what libinput 1.22.1 reported for every fixture recording.
@Suite struct RecordingFixtureTests {
  @Test(arguments: Fixtures.recordings)
  func decoderReproducesLibinputDebugEvents(_ name: String) throws {
    let expected = try Fixtures.libinputEvents(name)
    #expect(!expected.isEmpty)
    #expect(try Transcript.lines(Fixtures.recording(name)) == expected)
  }
}
