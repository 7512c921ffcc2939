import Foundation
import TouchwayTestSupport

/// A recording bundled with the tests, with libinput's own account of it where there is one.
struct Fixture {
  let name: String

  static let directory = Recordings.directory

  /// The `libinput record` file.
  var recording: String { Self.directory.appendingPathComponent(name + ".yml").path }

  /// How many events of `kind` (`TOUCH_DOWN`, `TOUCH_UP`, ...) `libinput debug-events`
  /// reported for the recording.
  func libinputCount(of kind: String) throws -> Int {
    let events = Self.directory.appendingPathComponent(name + ".libinput-events.txt")
    return try String(contentsOf: events, encoding: .utf8).split(separator: "\n").count {
      $0.split(separator: " ").dropFirst().first.map(String.init) == kind
    }
  }
}
