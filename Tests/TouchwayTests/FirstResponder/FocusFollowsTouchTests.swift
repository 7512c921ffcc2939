import Testing
import Touchway

/// Calls the focus-follows-touch helper for every new touch, as the Wayland layer does.
final class FocusFollowsTouch: SeatObserver {
  func seat(_ seat: Seat, didHitTest touch: Touch) {
    if let view = touch.view { seat.application.focusFollowsTouch(in: view) }
  }
}

@Suite struct FocusFollowsTouchTests {
  let scene = KeyScene()
  var log: Log { scene.log }
  var application: Application { scene.application }
  let seat: Seat
  let focusFollowsTouch = FocusFollowsTouch()
  /// A toplevel that takes keys, with a subsurface-like child that does not.
  let toplevel: KeyRecordingView
  let child: KeyRecordingView
  let other: KeyRecordingView

  init() {
    seat = Seat(application: scene.application)
    seat.addObserver(focusFollowsTouch)
    toplevel = scene.view("T", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    child = scene.view("C", frame: Rect(x: 50, y: 50, width: 50, height: 50), in: toplevel)
    child.acceptsFirstResponder = false
    other = scene.view("O", frame: Rect(x: 0, y: 300, width: 200, height: 200))
  }

  func tap(at point: Point, time: Double) {
    seat.process(
      TouchFrame(time: time, contacts: [TouchContact(id: 1, change: .down, location: point)]))
    seat.process(TouchFrame(time: time + 0.05, contacts: [TouchContact(id: 1, change: .up)]))
  }

  @Test func aTouchOnAViewThatTakesKeysMakesItFirstResponder() {
    tap(at: Point(x: 10, y: 310), time: 0)
    #expect(application.firstResponder === other)
  }

  @Test func aTouchOnAChildFocusesTheNearestAncestorThatTakesKeys() {
    tap(at: Point(x: 60, y: 60), time: 0)
    #expect(application.firstResponder === toplevel)
  }

  @Test func aTouchWhereNothingTakesKeysKeepsTheFirstResponder() {
    other.becomeFirstResponder()
    tap(at: Point(x: 300, y: 100), time: 0)
    #expect(application.firstResponder === other)
  }

  @Test func keysFollowTheFocusToTheTouchedView() {
    let keys = PressDispatcher(application: application)
    tap(at: Point(x: 10, y: 10), time: 0)
    keys.keyDown(key(30), at: 1)
    keys.keyUp(keyCode: 30, at: 1.1)
    tap(at: Point(x: 10, y: 310), time: 2)
    keys.keyDown(key(31), at: 3)
    #expect(log.lines == ["T began 30", "T ended 30", "O began 31"])
  }

  @Test func aViewOfAnotherApplicationIsLeftAlone() {
    let stranger = KeyRecordingView("S", log: log)
    let otherWindow = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    Application().addWindow(otherWindow)
    otherWindow.addSubview(stranger)
    #expect(!application.focusFollowsTouch(in: stranger))
    #expect(!stranger.isFirstResponder)
  }
}
