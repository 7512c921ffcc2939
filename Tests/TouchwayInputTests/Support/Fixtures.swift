import Foundation
import TouchwayTestSupport

/// What the input tests use of the build: the shared recordings they replay live
/// (``Recordings``), and the programs they run.
enum Fixtures {
  static let recordings = ["atmel-4-finger-drag-down", "ep0430m09-2-finger-scroll-down"]

  /// Where `swift build` put the programs the tests run.
  static var products: URL { KioskRun.productsDirectory }
}
