import Testing
import TouchwayTestSupport

/// Real libinput 1.22 (through umockdev) and the decoder must report the same events, to
/// the microsecond and to the last bit of the scaled positions.
@Suite(
  .enabled(
    if: LibinputWitness.unavailability == nil,
    Comment(rawValue: LibinputWitness.unavailability ?? "")))
struct LibinputWitnessTests {
  @Test(arguments: Recordings.real)
  func libinputAgreesOnTheFixture(_ name: String) throws {
    let path = Recordings.recording(name)
    let libinput = try LibinputWitness.events(forRecordingAt: path)
    #expect(!libinput.isEmpty)
    #expect(libinput == (try Transcript.exactLines(path)))
  }

  @Test(arguments: Scenario.allCases.filter(\.hasWitness))
  func libinputAgreesOnTheScenario(_ scenario: Scenario) throws {
    let path = try scenario.write()
    let libinput = try LibinputWitness.events(forRecordingAt: path)
    #expect(libinput == (try Transcript.exactLines(path)))
  }
}
