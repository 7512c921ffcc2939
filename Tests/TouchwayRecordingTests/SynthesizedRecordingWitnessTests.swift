import Testing
import Touchway
import TouchwayTestSupport

/// A synthesized recording replays as a recording of its device would: real libinput 1.22
/// on a device umockdev emulates from the description reports the same events as the
/// decoder, to the microsecond and the last bit of the positions.
@Suite(
  .enabled(
    if: LibinputWitness.unavailability == nil,
    Comment(rawValue: LibinputWitness.unavailability ?? "")))
struct SynthesizedRecordingWitnessTests {
  static let script = """
    tap 100 200
    double-tap 300 300
    long-press 10 10 0.6
    drag 700 100 100 400 0.3 ease
    flick 400 400 400 50 0.15
    swipe 3 400 100 400 400 0.2
    pinch 400 240 300 50 0.25
    rotate 400 240 200 90 0.25
    edge-swipe left
    down 0 50 50
    down 1 60 60
    move 1 90 90
    up 0
    wait 0.1
    up 1
    """

  @Test(arguments: TouchscreenModel.all.map(\.name))
  func libinputAgreesOnAScriptOfEveryGesture(_ model: String) throws {
    let size = Size(width: 800, height: 480)
    let script = try GestureScript(Self.script, file: "every.script", size: size)
    let recording = try GestureSynthesizer.recording(
      of: script, model: TouchscreenModel.named(model)!, size: size)
    let path = try recording.write(named: "\(model).yml")
    let libinput = try LibinputWitness.events(forRecordingAt: path)
    #expect(libinput.count > 100)
    #expect(libinput == (try Transcript.exactLines(path)))
  }
}
