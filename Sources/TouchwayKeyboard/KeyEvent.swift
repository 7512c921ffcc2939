public import Touchway

/// One key of a keyboard going down or up: what libinput reports as a
/// `LIBINPUT_EVENT_KEYBOARD_KEY`.
public struct KeyEvent: Hashable, Sendable {
  /// Which way the key went.
  public enum Change: Hashable, Sendable {
    /// The key went down (`LIBINPUT_KEY_STATE_PRESSED`).
    case down
    /// The key came up (`LIBINPUT_KEY_STATE_RELEASED`).
    case up
  }

  /// The Linux input event code of the key (`KEY_A` is 30).
  public var keyCode: UInt32
  /// Which way it went.
  public var change: Change
  /// When, in seconds, on the clock the seat's touch frames use.
  public var time: TimeInterval

  /// Creates a key event.
  public init(keyCode: UInt32, change: Change, time: TimeInterval) {
    self.keyCode = keyCode
    self.change = change
    self.time = time
  }
}
