import Foundation
import TouchwayTestSupport

/// The recordings in `Fixtures/` (see its README for their source and licence).
enum Fixtures: RecordingFixtures {
  static let recordings = ["atmel-4-finger-drag-down", "ep0430m09-2-finger-scroll-down"]

  static var directory: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
  }

  /// Where `swift build` put the programs the tests run.
  static var products: URL { Bundle.module.bundleURL.deletingLastPathComponent() }
}
