import CWaylandClient
import Logging

/// The seat's touch screen: follows `wl_seat.capabilities`, holds a `wl_touch` while
/// the seat has touch, and turns its events into ``TouchMessage``s; with a pointer wanted,
/// holds a ``PointerInput`` while the seat has a pointer.
final class TouchInput {
  /// Called with every event of the `wl_touch`, in the order received.
  var onMessage: (TouchMessage) -> Void = { _ in }
  /// Called with every event of the `wl_pointer`, in the order received.
  var onPointerMessage: (PointerMessage) -> Void = { _ in }

  /// Keeps the seat alive for longer than the `wl_touch` made from it.
  private let globals: Globals
  private let seat: OpaquePointer
  private let choice: InputChoice
  private var touch: OpaquePointer?
  private var pointer: PointerInput?
  private let seatListener: UnsafeMutablePointer<wl_seat_listener>
  private let touchListener: UnsafeMutablePointer<wl_touch_listener>

  /// Listens to the seat's capabilities; `nil` when the compositor has no seat.
  init?(globals: Globals, choice: InputChoice = .touch) {
    guard let seat = globals.seat else { return nil }
    self.globals = globals
    self.seat = seat
    self.choice = choice
    seatListener = .allocate(capacity: 1)
    seatListener.initialize(
      to: wl_seat_listener(
        capabilities: { data, _, capabilities in
          fromOpaque(data, as: TouchInput.self).update(capabilities: capabilities)
        },
        name: { _, _, _ in }))
    touchListener = .allocate(capacity: 1)
    touchListener.initialize(to: Self.makeTouchListener())
    wl_seat_add_listener(seat, seatListener, opaque(self))
  }

  deinit {
    pointer = nil
    releaseTouch()
    seatListener.deallocate()
    touchListener.deallocate()
  }

  private func update(capabilities: UInt32) {
    let hasTouch = choice.wantsTouch && capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
    let hasPointer =
      choice.wantsPointer && capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
    if hasPointer && pointer == nil {
      pointer = PointerInput(seat: seat)
      pointer?.onMessage = { [unowned self] in onPointerMessage($0) }
    } else if !hasPointer {
      pointer = nil
    }
    if hasTouch && touch == nil {
      touch = wl_seat_get_touch(seat)
      wl_touch_add_listener(touch, touchListener, opaque(self))
    } else if !hasTouch && touch != nil {
      releaseTouch()
    }
    logger.info(
      "seat capabilities changed", metadata: ["touch": "\(hasTouch)", "pointer": "\(hasPointer)"])
  }

  private func releaseTouch() {
    guard let touch else { return }
    if wl_touch_get_version(touch) >= WL_TOUCH_RELEASE_SINCE_VERSION {
      wl_touch_release(touch)
    } else {
      wl_touch_destroy(touch)
    }
    self.touch = nil
  }

  private static func send(_ data: UnsafeMutableRawPointer?, _ message: TouchMessage) {
    fromOpaque(data, as: TouchInput.self).onMessage(message)
  }

  private static func makeTouchListener() -> wl_touch_listener {
    wl_touch_listener(
      down: { data, _, serial, time, _, id, x, y in
        TouchInput.send(
          data,
          .down(
            serial: serial, time: time, id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
      },
      up: { data, _, serial, time, id in
        TouchInput.send(data, .up(serial: serial, time: time, id: id))
      },
      motion: { data, _, time, id, x, y in
        TouchInput.send(
          data, .motion(time: time, id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
      },
      frame: { data, _ in TouchInput.send(data, .frame) },
      cancel: { data, _ in TouchInput.send(data, .cancel) },
      shape: { data, _, id, major, minor in
        TouchInput.send(
          data, .shape(id: id, major: wl_fixed_to_double(major), minor: wl_fixed_to_double(minor)))
      },
      orientation: { data, _, id, degrees in
        TouchInput.send(data, .orientation(id: id, degrees: wl_fixed_to_double(degrees)))
      })
  }
}
