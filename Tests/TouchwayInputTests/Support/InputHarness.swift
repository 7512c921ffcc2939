import Foundation
import Touchway
import TouchwayTestSupport

/// `touchway-input-harness`: LiveInput and real libinput 1.22 on a device umockdev
/// emulates, driven by a script of steps (see the harness's main.swift).
enum InputHarness {
  static let program = UmockdevProgram("touchway-input-harness", products: Fixtures.products)

  /// Why the harness cannot run here, or `nil` when it can.
  static let unavailability = program.unavailability

  /// Runs `steps`; `$DEVICE` in them stands for the directory that emulates the
  /// recording's first device.
  static func run(_ steps: [String], recording: String? = nil) throws -> Transcript {
    let directory = try TemporaryFile.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    if let recording {
      _ = try UmockdevProgram.writeDevice(recordingAt: recording, to: directory)
    }
    let script = directory.appendingPathComponent("script")
    let text = steps.map { $0.replacingOccurrences(of: "$DEVICE", with: directory.path) }
    try Data((text.joined(separator: "\n") + "\n").utf8).write(to: script)
    let result = try program.run([script.path])
    guard result.status == 0 else {
      throw HarnessFailure(status: result.status, message: result.errors)
    }
    return Transcript(lines: result.output.split(separator: "\n").map(String.init))
  }

  struct HarnessFailure: Error, CustomStringConvertible {
    var status: Int32
    var message: String
    var description: String { "the input harness failed (\(status)): \(message)" }
  }
}

/// What the harness printed.
struct Transcript {
  /// A touch frame as the delegate received it.
  struct Frame: Equatable, CustomStringConvertible {
    var time: Double
    var contacts: [TouchContact]

    var description: String {
      "\(time) "
        + contacts.map { "\($0.id):\($0.change)\($0.location.map { "@\($0)" } ?? "")" }
        .joined(separator: " ")
    }
  }

  let lines: [String]

  /// The touch frames, in order.
  var frames: [Frame] {
    lines.filter { $0.hasPrefix("frame ") }.map(Self.frame)
  }

  /// The lines that start with `word`, without it.
  func lines(_ word: String) -> [String] {
    lines.filter { $0.hasPrefix(word + " ") || $0 == word }.map {
      String($0.dropFirst(word.count).drop { $0 == " " })
    }
  }

  /// `frame TIME ID:CHANGE[@X,Y]…`
  private static func frame(_ line: String) -> Frame {
    let words = line.split(separator: " ").dropFirst()
    return Frame(time: Double(words.first!)!, contacts: words.dropFirst().map(contact))
  }

  private static func contact(_ word: Substring) -> TouchContact {
    let parts = word.split(separator: "@")
    let idAndChange = parts[0].split(separator: ":")
    let changes: [String: TouchContact.Change] = [
      "down": .down, "motion": .motion, "up": .up, "cancel": .cancel,
    ]
    let location = parts.count > 1 ? parts[1].split(separator: ",").map { Double($0)! } : nil
    return TouchContact(
      id: Int(idAndChange[0])!, change: changes[String(idAndChange[1])]!,
      location: location.map { Point(x: $0[0], y: $0[1]) })
  }
}
