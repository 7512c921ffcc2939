import Testing
import Touchway

/// Counts the frames a seat ends, and marks each end in the scene's log so tests can see
/// what each frame delivered.
final class FrameEnds: SeatObserver {
  let log: Log
  var count = 0

  init(log: Log) {
    self.log = log
  }

  func seatDidEndFrame(_ seat: Seat) {
    count += 1
    log.lines.append("end")
  }
}

/// ``SeatObserver/seatDidEndFrame(_:)``: every unit of work that may deliver ends exactly
/// one frame, so whoever sends deliveries on flushes per input frame.
@Suite struct FrameEndTests {
  let scene = StandardScene()
  let ends: FrameEnds

  init() {
    ends = FrameEnds(log: scene.log)
    scene.seat.addObserver(ends)
  }

  @Test func everyInputFrameEndsOnceAtAnySpeed() {
    let longPress = scene.attach(LongPressGestureRecognizer(), "gL", to: "E")
    longPress.minimumPressDuration = 0.05
    var generator = SplitMix64(state: 7)
    var frames = 0
    var time = 0.0
    for step in 0..<2_000 {
      // From many frames per timer to many timers per frame.
      time += [0.0001, 0.004, 0.03, 0.2][Int(generator.next() % 4)]
      var frame = TouchFrame(time: time)
      for finger in 1...3 where generator.next() % 3 == 0 {
        let location = Point(x: 220 + Double(finger * 10), y: 300 + Double(step % 5))
        let change: TouchContact.Change = [.down, .motion, .motion, .up][Int(generator.next() % 4)]
        frame.append(TouchContact(id: finger, change: change, location: location))
      }
      scene.seat.process(frame)
      frames += 1
      #expect(ends.count == frames)
    }
  }

  @Test func aFrameWithoutChangesEndsToo() {
    scene.down(0, (1, 50, 50))
    scene.move(0.01, (1, 50, 50))
    scene.seat.process(TouchFrame(time: 0.02))
    #expect(scene.log.lines == ["A touchesBegan 1", "end", "end", "end"])
  }

  @Test func eachTimerFiredByAdvanceEndsAFrameAfterItsDelivery() {
    _ = scene.attach(LongPressGestureRecognizer(), "gL", to: "E")
    scene.down(0, (1, 220, 300))
    scene.log.lines.removeAll()
    scene.seat.advance(to: 1)
    #expect(
      scene.log.lines == [
        "gL possible->began", "E touchesCancelled 1", "gL action began", "end",
      ])
  }

  @Test func aTimerDueBeforeAFrameEndsWithThatFrame() {
    _ = scene.attach(LongPressGestureRecognizer(), "gL", to: "E")
    scene.down(0, (1, 220, 300))
    scene.up(1, 1)
    #expect(ends.count == 2)
    #expect(scene.log.lines.last == "end")
  }

  @Test func aCancelDeferredDuringAFrameEndsWithIt() {
    scene["A"].onBegan = { [seat = scene.seat] _ in seat.interrupt() }
    scene.down(0, (1, 50, 50))
    #expect(scene.log.lines == ["A touchesBegan 1", "A touchesCancelled 1", "end"])
  }

  @Test func cancelsAndInterruptionsEndAFrameEach() {
    scene.down(0, (1, 50, 50))
    scene.seat.cancelTouches { _ in false }
    scene.seat.interrupt()
    #expect(scene.log.lines == ["A touchesBegan 1", "end", "end", "A touchesCancelled 1", "end"])
  }

  @Test func aHandOffEndsAFrame() throws {
    scene.down(0, (1, 50, 50))
    let touch = try #require(scene.seat.activeTouches.first)
    scene.seat.handOff(touch, to: scene["R"])
    #expect(scene.log.lines == ["A touchesBegan 1", "end", "R touchesBegan 1", "end"])
  }

  @Test func observersAreToldInTheOrderAddedAndHeldWeakly() {
    let second = FrameEnds(log: scene.log)
    scene.seat.addObserver(second)
    var third: FrameEnds? = FrameEnds(log: Log())
    scene.seat.addObserver(third!)
    third = nil
    scene.seat.process(TouchFrame(time: 0))
    scene.seat.removeObserver(ends)
    scene.seat.process(TouchFrame(time: 0.01))
    #expect((ends.count, second.count) == (1, 2))
  }
}
