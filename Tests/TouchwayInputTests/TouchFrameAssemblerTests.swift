import Testing
import Touchway

@testable import TouchwayInput

/// The frames libinput's touch events make, and the cancels a removed device owes the
/// seat, exactly once whether or not libinput sent them.
struct TouchFrameAssemblerTests {
  final class Device {}
  let screen = Device()
  let pad = Device()
  var assembler = TouchFrameAssembler()

  func id(_ device: Device) -> ObjectIdentifier { ObjectIdentifier(device) }

  /// Finishes the frame at `time` and returns its contacts, or `nil` if it had none.
  mutating func finish(at time: TimeInterval) -> [TouchContact]? {
    guard assembler.finishFrame(at: time) else { return nil }
    #expect(assembler.frame.time == time)
    defer { assembler.startNextFrame() }
    return Array(assembler.frame.contacts)
  }

  @Test mutating func eventsUpToAFrameMakeOneFrame() {
    let a = Point(x: 1, y: 2)
    assembler.append(TouchContact(id: 0, change: .down, location: a), from: id(screen))
    assembler.append(TouchContact(id: 1, change: .down, location: a), from: id(screen))
    #expect(
      finish(at: 1) == [
        TouchContact(id: 0, change: .down, location: a),
        TouchContact(id: 1, change: .down, location: a),
      ])
    #expect(finish(at: 2) == nil)
    assembler.append(TouchContact(id: 0, change: .up), from: id(screen))
    #expect(finish(at: 3) == [TouchContact(id: 0, change: .up)])
  }

  @Test mutating func aRemovedDeviceCancelsWhatLibinputLeftDown() {
    assembler.append(TouchContact(id: 0, change: .down, location: .zero), from: id(screen))
    assembler.append(TouchContact(id: 1, change: .down, location: .zero), from: id(pad))
    assembler.append(TouchContact(id: 2, change: .down, location: .zero), from: id(screen))
    _ = finish(at: 1)
    assembler.append(TouchContact(id: 2, change: .up), from: id(screen))
    _ = finish(at: 2)
    #expect(assembler.hasTouches(of: id(screen)))
    assembler.cancelTouches(of: id(screen))
    #expect(finish(at: 3) == [TouchContact(id: 0, change: .cancel)])
    #expect(!assembler.hasTouches(of: id(screen)))
    #expect(assembler.hasTouches(of: id(pad)))
  }

  @Test mutating func libinputsOwnCancelsLeaveNothingToCancel() {
    assembler.append(TouchContact(id: 0, change: .down, location: .zero), from: id(screen))
    _ = finish(at: 1)
    assembler.append(TouchContact(id: 0, change: .cancel), from: id(screen))
    _ = finish(at: 2)
    assembler.cancelTouches(of: id(screen))
    #expect(finish(at: 3) == nil)
  }

  @Test mutating func changesThatContradictTheTouchAreDropped() {
    let contacts = [
      TouchContact(id: 0, change: .motion, location: .zero),
      TouchContact(id: 0, change: .up),
      TouchContact(id: 0, change: .cancel),
    ]
    for contact in contacts { assembler.append(contact, from: id(screen)) }
    #expect(finish(at: 1) == nil)
    assembler.append(TouchContact(id: 0, change: .down, location: .zero), from: id(screen))
    assembler.append(TouchContact(id: 0, change: .down, location: .zero), from: id(pad))
    assembler.append(TouchContact(id: 0, change: .up), from: id(pad))
    #expect(finish(at: 2) == [TouchContact(id: 0, change: .down, location: .zero)])
  }

  @Test mutating func aRemovalJoinsEventsLibinputDidNotCloseWithAFrame() {
    assembler.append(TouchContact(id: 0, change: .down, location: .zero), from: id(screen))
    assembler.cancelTouches(of: id(screen))
    #expect(
      finish(at: 1) == [
        TouchContact(id: 0, change: .down, location: .zero), TouchContact(id: 0, change: .cancel),
      ])
  }
}
