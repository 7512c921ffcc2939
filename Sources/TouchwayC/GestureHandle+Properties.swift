import CTouchway
import Touchway

extension GestureHandle {
  /// Sets one of touchway.h's gesture properties, checked against its range.
  func set(_ property: touchway_gesture_property, to value: Double) throws(APIError) {
    guard let recognizer else {
      // Inert: still say what is out of range, as a live one would.
      _ = try checkedFinite(value)
      return
    }
    switch property {
    case TOUCHWAY_GESTURE_ENABLED: recognizer.isEnabled = try Self.flag(value)
    case TOUCHWAY_GESTURE_CANCELS_TOUCHES_IN_VIEW:
      recognizer.cancelsTouchesInView = try Self.flag(value)
    case TOUCHWAY_GESTURE_DELAYS_TOUCHES_BEGAN: recognizer.delaysTouchesBegan = try Self.flag(value)
    case TOUCHWAY_GESTURE_DELAYS_TOUCHES_ENDED: recognizer.delaysTouchesEnded = try Self.flag(value)
    case TOUCHWAY_GESTURE_TAPS_REQUIRED:
      try Self.as(TapGestureRecognizer.self, recognizer).numberOfTapsRequired = Self.count(value)
    case TOUCHWAY_GESTURE_TOUCHES_REQUIRED:
      let count = try Self.count(value)
      switch recognizer {
      case let tap as TapGestureRecognizer: tap.numberOfTouchesRequired = count
      case let press as LongPressGestureRecognizer: press.numberOfTouchesRequired = count
      case let swipe as SwipeGestureRecognizer: swipe.numberOfTouchesRequired = count
      default: throw .unsupported
      }
    case TOUCHWAY_GESTURE_ALLOWABLE_MOVEMENT:
      let distance = try Self.distance(value)
      switch recognizer {
      case let tap as TapGestureRecognizer: tap.allowableMovement = distance
      case let press as LongPressGestureRecognizer: press.allowableMovement = distance
      default: throw .unsupported
      }
    case TOUCHWAY_GESTURE_MINIMUM_PRESS_DURATION:
      try Self.as(LongPressGestureRecognizer.self, recognizer).minimumPressDuration =
        Self.distance(value)
    case TOUCHWAY_GESTURE_MINIMUM_TOUCHES:
      try Self.as(PanGestureRecognizer.self, recognizer).minimumNumberOfTouches = Self.count(value)
    case TOUCHWAY_GESTURE_MAXIMUM_TOUCHES:
      try Self.as(PanGestureRecognizer.self, recognizer).maximumNumberOfTouches = Self.count(value)
    case TOUCHWAY_GESTURE_DIRECTION:
      try Self.as(SwipeGestureRecognizer.self, recognizer).direction =
        SwipeGestureRecognizer.Direction(rawValue: Self.bits(value, allowingNone: false))
    case TOUCHWAY_GESTURE_EDGES:
      try Self.as(ScreenEdgePanGestureRecognizer.self, recognizer).edges =
        ScreenEdgePanGestureRecognizer.Edges(rawValue: Self.bits(value, allowingNone: true))
    case TOUCHWAY_GESTURE_EDGE_WIDTH:
      try Self.as(ScreenEdgePanGestureRecognizer.self, recognizer).edgeWidth = Self.distance(value)
    default: throw .invalidArgument
    }
  }

  /// What the recognizer measured, as touchway.h names it.
  func value(_ value: touchway_gesture_value) throws(APIError) -> Double {
    guard let recognizer else {
      guard value.rawValue <= TOUCHWAY_GESTURE_VELOCITY.rawValue else { throw .invalidArgument }
      return 0
    }
    switch value {
    case TOUCHWAY_GESTURE_LOCATION_X: return location(of: recognizer).x
    case TOUCHWAY_GESTURE_LOCATION_Y: return location(of: recognizer).y
    case TOUCHWAY_GESTURE_NUMBER_OF_TOUCHES: return Double(recognizer.numberOfTouches)
    case TOUCHWAY_GESTURE_TRANSLATION_X:
      return try Self.as(PanGestureRecognizer.self, recognizer).translation(in: nil).x
    case TOUCHWAY_GESTURE_TRANSLATION_Y:
      return try Self.as(PanGestureRecognizer.self, recognizer).translation(in: nil).y
    case TOUCHWAY_GESTURE_VELOCITY_X:
      return try Self.as(PanGestureRecognizer.self, recognizer).velocity(in: nil).x
    case TOUCHWAY_GESTURE_VELOCITY_Y:
      return try Self.as(PanGestureRecognizer.self, recognizer).velocity(in: nil).y
    case TOUCHWAY_GESTURE_SCALE: return try Self.as(PinchGestureRecognizer.self, recognizer).scale
    case TOUCHWAY_GESTURE_ROTATION_ANGLE:
      return try Self.as(RotationGestureRecognizer.self, recognizer).rotation
    case TOUCHWAY_GESTURE_VELOCITY:
      switch recognizer {
      case let pinch as PinchGestureRecognizer: return pinch.velocity
      case let rotation as RotationGestureRecognizer: return rotation.velocity
      default: throw .unsupported
      }
    default: throw .invalidArgument
    }
  }

  /// The centroid of the recognizer's touches in output-layout coordinates.
  private func location(of recognizer: GestureRecognizer) -> Point {
    guard let view = recognizer.view else { return .zero }
    return view.convert(toScreen: recognizer.location(in: view))
  }

  private static func `as`<Kind: GestureRecognizer>(
    _ kind: Kind.Type, _ recognizer: GestureRecognizer
  ) throws(APIError) -> Kind {
    guard let recognizer = recognizer as? Kind else { throw .unsupported }
    return recognizer
  }

  private static func flag(_ value: Double) throws(APIError) -> Bool {
    guard value == 0 || value == 1 else { throw .invalidArgument }
    return value == 1
  }

  /// A number of taps or fingers: a whole number from 1 to 20.
  private static func count(_ value: Double) throws(APIError) -> Int {
    guard value.rounded() == value, (1...20).contains(value) else { throw .invalidArgument }
    return Int(value)
  }

  /// A distance in points or a duration in seconds: finite, not negative.
  private static func distance(_ value: Double) throws(APIError) -> Double {
    guard value.isFinite, value >= 0 else { throw .invalidArgument }
    return value
  }

  /// Direction or edge bits: a whole number from 0 (if allowed) or 1 to 15.
  private static func bits(_ value: Double, allowingNone: Bool) throws(APIError) -> UInt8 {
    guard value.rounded() == value, ((allowingNone ? 0 : 1)...15).contains(value) else {
      throw .invalidArgument
    }
    return UInt8(value)
  }
}
