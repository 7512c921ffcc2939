internal import CXkbcommon
public import Touchway

extension Keysym {
  /// The keysym with xkbcommon's name `name` (`"a"`, `"Return"`, `"XF86AudioPlay"`), or
  /// `nil` if there is none (`xkb_keysym_from_name`, case-sensitive).
  public init?(name: String) {
    let value = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
    guard value != 0 else { return nil }
    self.init(rawValue: value)
  }

  /// xkbcommon's name of the keysym, such as `"XF86AudioPlay"`, or `nil` for a value that
  /// is not a keysym (`xkb_keysym_get_name`).
  public var name: String? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      guard xkb_keysym_get_name(rawValue, buffer.baseAddress, buffer.count) >= 0 else {
        return nil
      }
      return String(cString: buffer.baseAddress!)
    }
  }

  /// `XF86AudioPlay`: the play/pause key of most keyboards.
  public static let audioPlay = Keysym(rawValue: UInt32(XKB_KEY_XF86AudioPlay))
  /// `XF86AudioPause`.
  public static let audioPause = Keysym(rawValue: UInt32(XKB_KEY_XF86AudioPause))
  /// `XF86AudioStop`.
  public static let audioStop = Keysym(rawValue: UInt32(XKB_KEY_XF86AudioStop))
  /// `XF86AudioNext`: next track.
  public static let audioNext = Keysym(rawValue: UInt32(XKB_KEY_XF86AudioNext))
  /// `XF86AudioPrev`: previous track.
  public static let audioPrevious = Keysym(rawValue: UInt32(XKB_KEY_XF86AudioPrev))
  /// `XF86AudioRewind`: seek backward while held.
  public static let audioRewind = Keysym(rawValue: UInt32(XKB_KEY_XF86AudioRewind))
  /// `XF86AudioForward`: seek forward while held.
  public static let audioForward = Keysym(rawValue: UInt32(XKB_KEY_XF86AudioForward))
}
