extension Touch {
  /// What touches the screen (UIKit's `UITouch.TouchType`).
  public enum TouchType: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A finger on the glass.
    case direct
    /// A touch not on the screen itself (a remote's touch surface).
    case indirect
    /// A pen's tip on the glass (UIKit's Apple Pencil).
    case pencil
    /// A pointer's click (a mouse or trackpad) delivered as a touch.
    case indirectPointer

    /// The type's name as traces print it.
    public var description: String {
      switch self {
      case .direct: "direct"
      case .indirect: "indirect"
      case .pencil: "pencil"
      case .indirectPointer: "indirectPointer"
      }
    }
  }

  /// How hard the pen presses, from 0 to ``maximumPossibleForce``; 0 for a finger (the
  /// touchscreens libinput reads report no force).
  public var force: Double { penSample.force }

  /// The largest ``force`` there is: 1 for a pen (libinput's normalized pressure), 0 for a
  /// finger.
  public var maximumPossibleForce: Double { type == .pencil ? 1 : 0 }

  /// The angle between the pen and the screen, in radians: π/2 upright; π/2 for a finger.
  public var altitudeAngle: Double { penSample.altitudeAngle }

  /// The direction the pen leans in `view`'s coordinates, in radians (0 towards +x, π/2
  /// towards +y); 0 for a finger. Views are not rotated, so it is the same in every view.
  public func azimuthAngle(in view: View?) -> Double { penSample.azimuthAngle }

  /// Applies a pen's new force and angles; returns whether they changed.
  func update(_ pen: PenSample, at time: TimeInterval) -> Bool {
    guard pen != penSample else { return false }
    penSample = pen
    timestamp = time
    return true
  }
}
