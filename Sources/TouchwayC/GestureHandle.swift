import CTouchway
import Touchway

/// A `touchway_gesture`: a gesture recognizer of one of UIKit's kinds, and the
/// compositor's callback for its actions.
final class GestureHandle {
  /// `nil` once inert: its seat destroyed.
  private(set) var recognizer: GestureRecognizer?
  /// Held strongly, not weakly: a weak reference would give the seat a side table, and every
  /// retain of it (a lookup for each touch event) the runtime's slow path. The seat lets go
  /// of its handles when it is destroyed, and each handle of the seat when it is.
  let seat: SeatHandle
  private(set) var handle: OpaquePointer!
  private var callback: (function: touchway_gesture_fn, userdata: UnsafeMutableRawPointer?)?

  init(seat: SeatHandle, kind: touchway_gesture_kind) throws(APIError) {
    let recognizer: GestureRecognizer =
      switch kind {
      case TOUCHWAY_GESTURE_TAP: TapGestureRecognizer()
      case TOUCHWAY_GESTURE_LONG_PRESS: LongPressGestureRecognizer()
      case TOUCHWAY_GESTURE_PAN: PanGestureRecognizer()
      case TOUCHWAY_GESTURE_SWIPE: SwipeGestureRecognizer()
      case TOUCHWAY_GESTURE_PINCH: PinchGestureRecognizer()
      case TOUCHWAY_GESTURE_ROTATION: RotationGestureRecognizer()
      case TOUCHWAY_GESTURE_SCREEN_EDGE_PAN: ScreenEdgePanGestureRecognizer()
      default: throw .invalidArgument
      }
    self.recognizer = recognizer
    self.seat = seat
    handle = try Handles.register(self)
    seat.gestures[ObjectIdentifier(self)] = self
    recognizer.addTarget { [weak self] recognizer in self?.report(recognizer.state) }
  }

  private func report(_ state: GestureRecognizer.State) {
    guard let callback else { return }
    Callbacks.call { callback.function(handle, Self.cState(state), callback.userdata) }
  }

  func setCallback(_ function: touchway_gesture_fn?, userdata: UnsafeMutableRawPointer?) {
    callback = function.map { ($0, userdata) }
  }

  func destroy() {
    Handles.unregister(handle)
    seat.gestures[ObjectIdentifier(self)] = nil
    seatWillGo()
  }

  /// Detaches the recognizer for good.
  func seatWillGo() {
    detach()
    recognizer = nil
    callback = nil
  }

  func attach(to view: View?) {
    guard let recognizer, let view else { return }
    view.addGestureRecognizer(recognizer)
  }

  func detach() {
    guard let recognizer else { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
  }

  func requireToFail(_ other: GestureHandle) throws(APIError) {
    guard other !== self else { throw .invalidArgument }
    guard let recognizer, let required = other.recognizer else { return }
    recognizer.require(toFail: required)
  }

  func setName(_ name: String?) {
    recognizer?.name = name
  }

  func setSystemGesture(_ kind: touchway_system_gesture) throws(APIError) {
    let gesture: SystemGesture? =
      switch kind {
      case TOUCHWAY_SYSTEM_GESTURE_NONE: nil
      case TOUCHWAY_SYSTEM_GESTURE_BACK: .back
      case TOUCHWAY_SYSTEM_GESTURE_HOME: .home
      case TOUCHWAY_SYSTEM_GESTURE_SWITCHER: .switcher
      case TOUCHWAY_SYSTEM_GESTURE_OTHER: .other
      default: throw .invalidArgument
      }
    recognizer?.systemGesture = gesture
  }

  var state: touchway_gesture_state {
    recognizer.map { Self.cState($0.state) } ?? TOUCHWAY_GESTURE_POSSIBLE
  }

  static func cState(_ state: GestureRecognizer.State) -> touchway_gesture_state {
    switch state {
    case .possible: TOUCHWAY_GESTURE_POSSIBLE
    case .began: TOUCHWAY_GESTURE_BEGAN
    case .changed: TOUCHWAY_GESTURE_CHANGED
    case .ended: TOUCHWAY_GESTURE_ENDED
    case .cancelled: TOUCHWAY_GESTURE_CANCELLED
    case .failed: TOUCHWAY_GESTURE_FAILED
    }
  }
}
