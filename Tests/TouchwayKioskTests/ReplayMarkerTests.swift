import Testing
import Touchway
import TouchwayKiosk
import TouchwaySynthesis

/// The replay holds at a synthesized recording's markers: frames recorded at or after one
/// wait until the kiosk has acted on it, then keep their recorded spacing.
extension KioskTests {
  /// The client's calls, with the times (in ms since 1000 s) at which they came.
  private mutating func callTimes() -> () -> [Double] {
    var seenAt: [TimeInterval] = []
    clientView.onCall = { [clock] in seenAt.append(clock.now) }
    return { seenAt.map { (($0 - 1000) * 1000).rounded() } }
  }

  @Test mutating func aWaitForATitleHoldsTheFramesAfterIt() throws {
    configuration.replay = Self.tap
    configuration.markers = [ScriptMarker(time: 5.2, action: .waitTitle("Ready"))]
    configuration.exitAfter = 10
    let times = callTimes()
    let kiosk = kiosk(mapWindowAt: 1000)
    server.at(1001) { [clientWindow] in kiosk.titleDidChange(of: clientWindow, to: "Loading") }
    server.at(1003) { [clientWindow] in kiosk.titleDidChange(of: clientWindow, to: "Ready") }

    #expect(try kiosk.run() == .timeLimit)
    #expect(clientView.calls == ["began:0", "moved:0", "ended:0"])
    #expect(times() == [0, 3000, 3100])
  }

  @Test mutating func aScreenshotMarkerWaitsForTheHandlerToBeDone() throws {
    configuration.replay = Self.tap
    configuration.markers = [ScriptMarker(time: 5.2, action: .screenshot(name: "moved"))]
    configuration.exitAfter = 10
    let times = callTimes()
    let kiosk = kiosk(mapWindowAt: 1000)
    var asked: [(String, TimeInterval)] = []
    kiosk.markerHandler = { [clock, server] marker, done in
      if case .screenshot(let name) = marker.action { asked.append((name, clock.now)) }
      server.at(clock.now + 0.5, done)
    }

    #expect(try kiosk.run() == .timeLimit)
    #expect(asked.map(\.0) == ["moved"])
    #expect(asked.map { (($0.1 - 1000) * 1000).rounded() } == [200])
    #expect(times() == [0, 700, 800])
  }

  @Test mutating func aWaitThatTimesOutIsReportedAndTheReplayGoesOn() throws {
    configuration.replay = Self.tap
    configuration.markers = [ScriptMarker(time: 5.2, action: .waitToplevel)]
    configuration.markerTimeout = 2
    configuration.exitAfter = 10
    let times = callTimes()
    let kiosk = kiosk(mapWindowAt: 1000)
    var timedOut: [ScriptMarker] = []
    kiosk.markerTimedOut = { timedOut.append($0) }

    #expect(try kiosk.run() == .timeLimit)
    #expect(timedOut == configuration.markers)
    #expect(times() == [0, 2200, 2300])
  }

  @Test mutating func theLingerCountsFromAMarkerAfterTheLastFrame() throws {
    configuration.replay = Self.tap
    configuration.markers = [ScriptMarker(time: 6, action: .waitFrame)]
    configuration.exitAfterReplay = 0.5
    configuration.exitAfter = 60
    let kiosk = kiosk(mapWindowAt: 1000)
    kiosk.markerHandler = { [clock, server] _, done in server.at(clock.now + 2, done) }
    var shotAt: TimeInterval?
    kiosk.screenshotHandler = { [clock] in shotAt = clock.now }

    #expect(try kiosk.run() == .timeLimit)
    #expect(shotAt.map { (($0 - 1000) * 1000).rounded() } == 3500)
  }

  /// A dialog that maps with the app's window, before the replay reaches the marker, is
  /// the toplevel the marker waits for.
  @Test mutating func aToplevelThatMappedEarlierSatisfiesTheWait() throws {
    configuration.replay = Self.tap
    configuration.markers = [ScriptMarker(time: 5.2, action: .waitToplevel)]
    configuration.exitAfter = 10
    let times = callTimes()
    let kiosk = kiosk(mapWindowAt: 1000)
    server.at(1000.1) { kiosk.windowDidMap(Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))) }

    #expect(try kiosk.run() == .timeLimit)
    #expect(times() == [0, 200, 300])
  }
}
