import Testing
import Touchway

/// The pointer emulator's recognizers and their arbitration: which touches become which
/// pointer input (docs/pointer-emulation.md).
@Suite struct PointerEmulatorTests {
  let application = Application()
  let seat: Seat
  let window = EmulatingWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
  /// A view that passes its touches on, as a client surface without `wl_touch` does.
  let surface = View(frame: Rect(x: 50, y: 50, width: 300, height: 300), name: "surface")

  init() {
    seat = Seat(application: application)
    window.isMultipleTouchEnabled = true
    surface.isMultipleTouchEnabled = true
    window.addSubview(surface)
    application.addWindow(window)
  }

  private func send(
    _ time: Double, _ change: TouchContact.Change, _ fingers: [(Int, Double, Double)]
  ) {
    seat.advance(to: time)
    var frame = TouchFrame(time: time)
    for (id, x, y) in fingers {
      frame.append(TouchContact(id: id, change: change, location: Point(x: x, y: y)))
    }
    seat.process(frame)
  }

  private func down(_ time: Double, _ fingers: (Int, Double, Double)...) {
    send(time, .down, fingers)
  }
  private func move(_ time: Double, _ fingers: (Int, Double, Double)...) {
    send(time, .motion, fingers)
  }
  private func up(_ time: Double, _ ids: Int...) {
    seat.advance(to: time)
    seat.process(TouchFrame(time: time, contacts: ids.map { TouchContact(id: $0, change: .up) }))
  }

  private func finish() -> [String] {
    while let deadline = seat.nextDeadline { seat.advance(to: deadline) }
    #expect(window.violations == [])
    #expect(!window.isBusy)
    return window.actions
  }

  @Test func aTapIsALeftClickWhereTheFingerTouchedDown() {
    down(0, (1, 100, 100))
    move(0.05, (1, 104, 103))
    up(0.1, 1)
    #expect(finish() == ["enter 1 50,50", "press left", "release left"])
  }

  @Test func aLongPressIsARightClickAtThePressPoint() {
    down(0, (1, 100, 100))
    seat.advance(to: 0.49)
    #expect(window.actions == ["enter 1 50,50"])
    seat.advance(to: 0.5)
    #expect(window.actions == ["enter 1 50,50", "press right", "release right"])
    move(0.7, (1, 150, 150))
    up(0.8, 1)
    #expect(finish() == ["enter 1 50,50", "press right", "release right"])
  }

  @Test func aDragHoldsTheLeftButtonFromWhereTheFingerTouchedDown() {
    down(0, (1, 100, 100))
    move(0.05, (1, 105, 100))
    move(0.1, (1, 120, 100))
    move(0.15, (1, 160, 130))
    up(0.2, 1)
    #expect(
      finish() == [
        "enter 1 50,50", "press left", "move 1 70,50", "move 1 110,80", "move 1 110,80",
        "release left",
      ])
  }

  @Test func aLongPressIsNotAlsoADrag() {
    down(0, (1, 100, 100))
    seat.advance(to: 0.6)
    move(0.7, (1, 160, 100))
    up(0.8, 1)
    #expect(finish() == ["enter 1 50,50", "press right", "release right"])
  }

  @Test func aTwoFingerPanScrollsWithTheContentAndEndsTheScroll() {
    down(0, (1, 100, 200), (2, 200, 200))
    move(0.05, (1, 100, 180), (2, 200, 180))
    move(0.1, (1, 100, 150), (2, 200, 150))
    up(0.15, 1, 2)
    #expect(finish() == ["enter 1 50,150", "scroll 0,20", "scroll 0,30", "endScroll"])
  }

  @Test func aSecondFingerAfterADragBeganIsIgnored() {
    down(0, (1, 100, 100))
    move(0.05, (1, 120, 100))
    down(0.1, (2, 250, 250))
    move(0.15, (1, 130, 100), (2, 280, 280))
    up(0.2, 2)
    move(0.25, (1, 140, 100))
    up(0.3, 1)
    #expect(
      finish() == [
        "enter 1 50,50", "press left", "move 1 70,50", "move 1 80,50", "move 1 90,50",
        "move 1 90,50", "release left",
      ])
  }

  @Test func aSecondFingerDuringATapMakesNoClick() {
    down(0, (1, 100, 100))
    down(0.05, (2, 200, 200))
    up(0.1, 1, 2)
    #expect(finish() == ["enter 1 50,50"])
  }

  @Test func aTouchTheRecognizersWereNotShownDrivesThePointerDirectly() {
    window.emulator.admits = { _ in false }
    down(0, (1, 100, 100))
    move(0.05, (1, 110, 100))
    up(0.1, 1)
    #expect(
      finish() == [
        "enter 1 50,50", "press left", "move 1 60,50", "move 1 60,50", "release left",
      ])
  }

  @Test func aSystemGestureThatTakesTheTouchReleasesTheButton() {
    let system = PanGestureRecognizer(name: "system")
    system.hysteresis = 100
    window.addGestureRecognizer(system)
    down(0, (1, 100, 100))
    move(0.05, (1, 120, 100))
    move(0.1, (1, 220, 100))
    move(0.15, (1, 240, 100))
    up(0.2, 1)
    #expect(finish() == ["enter 1 50,50", "press left", "move 1 70,50", "release left"])
  }

  @Test func theNextFingerDrivesThePointerOnceTheFirstLifted() {
    down(0, (1, 100, 100))
    up(0.1, 1)
    down(1, (2, 200, 200))
    up(1.1, 2)
    #expect(
      finish() == [
        "enter 1 50,50", "press left", "release left", "enter 2 150,150", "press left",
        "release left",
      ])
  }

  @Test func detachingInTheMiddleOfADragReleasesTheButton() {
    down(0, (1, 100, 100))
    move(0.05, (1, 120, 100))
    window.emulator.detach()
    move(0.1, (1, 140, 100))
    up(0.15, 1)
    #expect(finish() == ["enter 1 50,50", "press left", "move 1 70,50", "release left"])
  }
}
