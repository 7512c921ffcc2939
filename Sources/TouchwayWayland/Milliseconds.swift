import Touchway

/// Seconds as the milliseconds of Wayland events: a 32-bit count that wraps around.
func milliseconds(_ time: TimeInterval) -> UInt32 {
  UInt32(truncatingIfNeeded: Int64((time * 1000).rounded(.down)))
}
