import Testing
import Touchway
import TouchwayKiosk

@Suite struct KioskTests {
  let clock = ManualClock()
  let server: FakeServer
  let application = Application()
  let seat: Seat
  let clientView = PhaseLogView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
  let clientWindow = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
  var configuration = KioskConfiguration()

  init() {
    server = FakeServer(clock: clock)
    seat = Seat(application: application)
    clientWindow.addSubview(clientView)
  }

  /// A kiosk whose client maps its window at `mapTime`, if given.
  func kiosk(mapWindowAt mapTime: TimeInterval? = nil) -> Kiosk {
    let kiosk = Kiosk(configuration: configuration, seat: seat, server: server, clock: clock)
    if let mapTime {
      server.at(mapTime) { [application, clientWindow] in
        application.addWindow(clientWindow)
        kiosk.windowDidMap(clientWindow)
      }
    }
    return kiosk
  }

  /// A finger that touches down, moves once and lifts.
  static func stroke(
    id: Int, down: (TimeInterval, Point), move: (TimeInterval, Point), upAt: TimeInterval
  ) -> [TouchFrame] {
    [
      TouchFrame(time: down.0, contacts: [TouchContact(id: id, change: .down, location: down.1)]),
      TouchFrame(time: move.0, contacts: [TouchContact(id: id, change: .motion, location: move.1)]),
      TouchFrame(time: upAt, contacts: [TouchContact(id: id, change: .up)]),
    ]
  }

  static let tap = stroke(
    id: 0, down: (5.0, Point(x: 150, y: 50)), move: (5.2, Point(x: 155, y: 50)), upAt: 5.3)
  static let swipeFromTheLeftEdge = stroke(
    id: 4, down: (0, Point(x: 2, y: 50)), move: (0.05, Point(x: 90, y: 52)), upAt: 0.1)

  @Test mutating func theReplayStartsWhenTheClientWindowIsUpAndKeepsItsPace() throws {
    configuration.replay = Self.tap
    configuration.exitAfter = 2
    var seenAt: [TimeInterval] = []
    clientView.onCall = { [clock] in seenAt.append(clock.now) }

    #expect(try kiosk(mapWindowAt: 1000.5).run() == .timeLimit)
    #expect(clientView.calls == ["began:0", "moved:0", "ended:0"])
    #expect(seenAt.map { (($0 - 1000) * 1000).rounded() } == [500, 700, 800])
  }

  /// A keyboard's layer surface can be up before the app (the kiosk starts it first): it
  /// is a window in the application, but the server never reports it mapped as an app's.
  @Test mutating func theReplayWaitsForTheAppsWindowNotAKeyboardsThatIsUpFirst() throws {
    configuration.replay = Self.tap
    configuration.exitAfter = 3
    let keyboardView = PhaseLogView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let keyboard = Window(frame: Rect(x: 0, y: 100, width: 200, height: 100))
    keyboard.addSubview(keyboardView)
    server.at(1000) { [application] in application.addWindow(keyboard) }
    var seenAt: [TimeInterval] = []
    clientView.onCall = { [clock] in seenAt.append(clock.now) }

    #expect(try kiosk(mapWindowAt: 1001.5).run() == .timeLimit)
    #expect(clientView.calls == ["began:0", "moved:0", "ended:0"])
    #expect(seenAt.map { (($0 - 1000) * 1000).rounded() } == [1500, 1700, 1800])
    #expect(keyboardView.calls.isEmpty)
  }

  @Test mutating func theRunEndsALingerAfterTheReplaysLastFrame() throws {
    configuration.replay = Self.tap
    configuration.exitAfterReplay = 0.5
    configuration.exitAfter = 60
    var shotAt: TimeInterval?
    let kiosk = kiosk(mapWindowAt: 1002)
    kiosk.screenshotHandler = { [clock] in shotAt = clock.now }

    #expect(try kiosk.run() == .timeLimit)
    #expect(clientView.calls.last == "ended:0")
    #expect(shotAt.map { (($0 - 1002) * 1000).rounded() } == 800)
  }

  @Test mutating func replaySpeedShortensTheGaps() throws {
    configuration.replay = Self.tap
    configuration.replaySpeed = 2
    let kiosk = kiosk(mapWindowAt: 1000)
    var seenAt: [TimeInterval] = []
    clientView.onCall = { [clock] in seenAt.append(clock.now) }
    server.at(1000.2) { kiosk.end(.stopped) }

    #expect(try kiosk.run() == .stopped)
    #expect(seenAt.map { (($0 - 1000) * 1000).rounded() } == [0, 100, 150])
  }

  @Test mutating func theTimeLimitEndsTheRunOnTimeAndTakesAScreenshot() throws {
    configuration.exitAfter = 3
    var shots: [TimeInterval] = []
    let kiosk = kiosk()
    kiosk.screenshotHandler = { [clock] in shots.append(clock.now) }

    #expect(try kiosk.run() == .timeLimit)
    #expect(shots == [1003])
  }

  @Test func aRequestedScreenshotIsTakenAtOnceAndTheRunGoesOn() throws {
    let kiosk = kiosk()
    var shots: [TimeInterval] = []
    kiosk.screenshotHandler = { [clock] in shots.append(clock.now) }
    server.at(1001) { kiosk.requestScreenshot() }
    server.at(1004) { kiosk.end(.appExited(status: 3)) }

    #expect(try kiosk.run() == .appExited(status: 3))
    #expect(shots == [1001, 1004])
  }

  @Test mutating func aSwipeFromTheLeftEdgeGoesBackAndCancelsTheClientsTouch() throws {
    configuration.replay = Self.swipeFromTheLeftEdge
    configuration.exitAfter = 1
    let kiosk = kiosk(mapWindowAt: 1000)
    var backs = 0
    kiosk.backHandler = { backs += 1 }

    _ = try kiosk.run()
    #expect(backs == 1)
    #expect(clientView.calls == ["began:4", "cancelled:4"])
  }

  @Test mutating func aTapAtTheEdgeAndADragElsewhereAreTheClients() throws {
    configuration.replay =
      Self.stroke(id: 1, down: (0, Point(x: 3, y: 50)), move: (0.05, Point(x: 4, y: 50)), upAt: 0.1)
      + Self.stroke(
        id: 2, down: (0.2, Point(x: 100, y: 50)), move: (0.3, Point(x: 180, y: 50)), upAt: 0.4)
    configuration.exitAfter = 1
    let kiosk = kiosk(mapWindowAt: 1000)
    var backs = 0
    kiosk.backHandler = { backs += 1 }

    _ = try kiosk.run()
    #expect(backs == 0)
    #expect(clientView.calls == ["began:1", "moved:1", "ended:1", "began:2", "moved:2", "ended:2"])
  }

  @Test mutating func theTraceShowsTheDeliveriesAndTheBackGesture() throws {
    configuration.replay = Self.swipeFromTheLeftEdge
    configuration.exitAfter = 1
    let kiosk = kiosk(mapWindowAt: 1000.25)
    var lines: [String] = []
    kiosk.traceHandler = { lines.append($0) }

    _ = try kiosk.run()
    #expect(
      lines == [
        "0.250 view touchesBegan 4", "0.300 back possible->began",
        "0.300 view touchesCancelled 4", "0.300 back action began", "0.350 back began->ended",
        "0.350 back action ended",
      ])
  }

  @Test mutating func withoutABackEdgeTheSwipeIsTheClients() throws {
    configuration.backEdges = []
    configuration.replay = Self.swipeFromTheLeftEdge
    configuration.exitAfter = 1
    _ = try kiosk(mapWindowAt: 1000).run()
    #expect(clientView.calls == ["began:4", "moved:4", "ended:4"])
  }

  @Test mutating func progressIsReportedEveryIntervalUntilTheReplayIsDone() throws {
    configuration.replay = (0...40).map { step in
      TouchFrame(
        time: Double(step) * 0.1,
        contacts: [
          TouchContact(
            id: 0, change: step == 0 ? .down : .motion, location: Point(x: 10 + Double(step), y: 10)
          )
        ])
    }
    configuration.progressInterval = 1
    configuration.exitAfter = 10
    let kiosk = kiosk(mapWindowAt: 1000)
    var reports: [Int] = []
    kiosk.progressHandler = { reports.append($0.releasedCount) }

    _ = try kiosk.run()
    #expect(reports == [11, 21, 31, 41])
  }

  @Test func withNothingPendingTheKioskWaitsForClients() throws {
    let kiosk = kiosk()
    server.at(1005) { kiosk.end(.stopped) }
    _ = try kiosk.run()
    #expect(server.timeouts.first == .some(nil))
  }
}
