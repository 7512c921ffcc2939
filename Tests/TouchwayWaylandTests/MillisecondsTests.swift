import Testing

@testable import TouchwayWayland

/// A seat's time in seconds becomes the milliseconds of `wl_touch` events rounded down,
/// wrapping at 2³² as Wayland's times do.
@Suite struct MillisecondsTests {
  @Test(arguments: [
    (0.0, UInt32(0)), (0.0015, 1), (1.9999, 1999), (2.0, 2000), (12_345.678_9, 12_345_678),
    (-0.0005, UInt32.max), (-1.0, UInt32.max - 999), (4_294_967.296, 0),
  ])
  func roundsDownAndWraps(seconds: Double, expected: UInt32) {
    #expect(milliseconds(seconds) == expected)
  }
}
