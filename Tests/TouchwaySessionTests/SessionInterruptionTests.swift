import Logging
import Testing
import Touchway
import TouchwaySession

/// A pause is a system interruption: the seat's touches and the held keys are cancelled.
@Suite struct SessionInterruptionTests {
  /// A view that writes down the touch and press callbacks it gets.
  final class Recorder: View {
    var received: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
      received.append("began \(touches.map(\.contactID))")
    }

    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
      received.append("cancelled \(touches.map(\.contactID))")
    }

    override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
      received.append("pressed \(presses.map(\.key.keyCode))")
    }

    override func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
      received.append("press cancelled \(presses.map(\.key.keyCode))")
    }
  }

  let backend = FakeSessionBackend([[.enabled], [.disabled], [.enabled]])
  let application = Application()
  let view = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "view")

  init() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "window")
    view.isMultipleTouchEnabled = true
    window.addSubview(view)
    application.addWindow(window)
  }

  @Test func aPauseCancelsEveryActiveTouchOnce() throws {
    let session = try Session(backend: backend, logger: quiet)
    let seat = Seat(application: application)
    session.addObserver(seat)
    seat.process(
      TouchFrame(
        time: 1,
        contacts: [
          TouchContact(id: 0, change: .down, location: Point(x: 10, y: 10)),
          TouchContact(id: 1, change: .down, location: Point(x: 20, y: 20)),
        ]))
    try session.dispatch()
    try session.dispatch()
    #expect(seat.activeTouches.isEmpty)
    #expect(view.received == ["began [0, 1]", "cancelled [0, 1]"])
  }

  @Test func aPauseCancelsHeldKeys() throws {
    let session = try Session(backend: backend, logger: quiet)
    let presses = PressDispatcher(application: application)
    session.addObserver(presses)
    #expect(view.becomeFirstResponder())
    presses.keyDown(Key(keyCode: 30, keysym: Keysym(rawValue: 0x61)), at: 1)
    try session.dispatch()
    #expect(presses.activePresses.isEmpty)
    #expect(view.received == ["pressed [30]", "press cancelled [30]"])
  }
}
