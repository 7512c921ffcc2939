import Foundation
import TouchwayTestSupport

/// The recordings in `Fixtures/` (see its README for their source and licence).
enum Fixtures: RecordingFixtures {
  /// The five recordings with libinput 1.22.1's events.
  static let recordings = [
    "atmel-1-finger-fast-taps", "atmel-2-fingers-touch-release", "atmel-4-finger-drag-down",
    "ep0430m09-2-finger-scroll-down", "ep0430m09-4-finger-drag-down",
  ]

  static var directory: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
  }
}
