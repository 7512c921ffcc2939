import Foundation

/// The recordings in `Fixtures/` (see its README for their source and licence).
enum Fixtures {
  static let recordings = ["atmel-4-finger-drag-down", "ep0430m09-2-finger-scroll-down"]

  static var directory: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
  }

  static func recording(_ name: String) -> String {
    directory.appendingPathComponent("\(name).yml").path
  }

  /// The lines `libinput debug-events` reported for a recording, normalized.
  static func libinputEvents(_ name: String) throws -> [String] {
    let text = try String(
      contentsOf: directory.appendingPathComponent("\(name).libinput-events.txt"), encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  /// Where `swift build` put the programs the tests run.
  static var products: URL { Bundle.module.bundleURL.deletingLastPathComponent() }
}
