import Testing
import TouchwayRecording
import TouchwayTestSupport

/// The tablet decoder reproduces what libinput 1.22.1 (with libwacom 2.6.0) reported for a
/// real pen: proximity, tip, axis and button events, to the last printed digit and `*`.
@Suite struct TabletDecoderTests {
  @Test func decoderReproducesLibinputDebugEventsForThePen() throws {
    let expected = try Recordings.libinputEvents(Recordings.pen)
    #expect(expected.count == 272)
    #expect(try Transcript.tabletLines(Recordings.recording(Recordings.pen)) == expected)
  }

  @Test func aTouchscreenIsNotATablet() throws {
    #expect(throws: RecordingError.self) {
      try TabletEventReader(path: Recordings.recording("atmel-1-finger-fast-taps"))
    }
  }

  @Test func thePenTouchesWithPressureBetweenItsTipEvents() throws {
    let reader = try TabletEventReader(path: Recordings.recording(Recordings.pen))
    var isDown = false
    var pressures: [Double] = []
    while let event = try reader.nextEvent() {
      if case .tip(let down) = event.kind { isDown = down }
      #expect(event.isTipDown == isDown)
      if isDown { pressures.append(event.axes.pressure) }
    }
    #expect(!pressures.isEmpty)
    #expect(pressures.allSatisfy { $0 > 0 && $0 <= 1 })
  }
}
