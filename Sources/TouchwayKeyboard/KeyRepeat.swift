/// How a held key repeats: what `wl_keyboard.repeat_info` tells clients, which repeat keys
/// themselves (`TouchwayWayland`'s `WaylandKeyboard` sends it). The router does not repeat
/// presses: a held key is one press.
public struct KeyRepeat: Hashable, Sendable {
  /// Repeats per second; 0 turns repeating off.
  public let rate: Int32
  /// How long a key is held before it starts repeating, in milliseconds.
  public let delay: Int32

  /// 25 repeats a second after 600 ms, as most compositors do.
  public static let standard = KeyRepeat(checkedRate: 25, delay: 600)

  /// Sets the rate (repeats per second, 0 for none) and delay (milliseconds).
  ///
  /// - Throws: ``KeyboardError/invalidRepeat(rate:delay:)`` for a negative number or one
  ///   too large for the protocol's 32-bit fields.
  public init(rate: Int, delay: Int) throws(KeyboardError) {
    guard let checkedRate = Int32(exactly: rate), let checkedDelay = Int32(exactly: delay),
      checkedRate >= 0, checkedDelay >= 0
    else { throw .invalidRepeat(rate: rate, delay: delay) }
    self.init(checkedRate: checkedRate, delay: checkedDelay)
  }

  private init(checkedRate: Int32, delay: Int32) {
    self.rate = checkedRate
    self.delay = delay
  }
}
