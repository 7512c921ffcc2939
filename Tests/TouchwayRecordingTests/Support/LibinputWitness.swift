import Foundation
import TouchwayTestSupport

/// Real libinput 1.22 as a second witness: `touchway-libinput-witness` replays a
/// recording's first device through the system's libinput on a device that umockdev
/// emulates from the recording's description, and prints the touch events in the form of
/// ``Transcript/exactLines(_:)``.
enum LibinputWitness {
  private static let program = UmockdevProgram(
    "touchway-libinput-witness", products: Bundle.module.bundleURL.deletingLastPathComponent())

  /// Why the witness cannot run here, or `nil` when it can.
  static let unavailability = program.unavailability

  /// libinput's touch events for the recording's first device.
  static func events(forRecordingAt path: String) throws -> [String] {
    let directory = try TemporaryFile.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try UmockdevProgram.writeDevice(recordingAt: path, to: directory)
    let result = try program.run([UmockdevProgram.node] + files.map(\.path))
    guard result.status == 0 else {
      throw WitnessFailure(status: result.status, message: result.errors)
    }
    return result.output.split(separator: "\n").map(String.init)
  }

  struct WitnessFailure: Error, CustomStringConvertible {
    var status: Int32
    var message: String
    var description: String { "the libinput witness failed (\(status)): \(message)" }
  }
}
