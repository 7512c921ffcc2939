/// What a trace prints besides one line per delivery.
public struct TraceOptions: Sendable {
  /// `--detail`: each delivery's `allTouches`, and one line per touch with its phase, tap
  /// count, location and previous location.
  public var detail: Bool
  /// `--hit-test`: one line per new touch with the windows and views its hit test visited.
  public var hitTest: Bool

  /// Options with the given flags; both off by default.
  public init(detail: Bool = false, hitTest: Bool = false) {
    self.detail = detail
    self.hitTest = hitTest
  }
}
