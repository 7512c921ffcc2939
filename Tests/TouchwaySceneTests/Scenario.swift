import Foundation
import Testing
import TouchwayScene

/// One of the reference scenarios in `Fixtures/scenarios`: a scene, a script, the flags
/// and the exact trace they must print.
struct Scenario: CustomTestStringConvertible, Sendable {
  let name: String
  let directory: URL

  var testDescription: String { name }

  /// Every reference scenario of the fixtures, by name; empty if the fixtures are missing
  /// (a test checks their number).
  static let all = scenarios(in: "Fixtures/scenarios")

  /// The project's own scenarios, each a reproduction of a defect a fix closed.
  static let regressions = scenarios(in: "Fixtures/regressions")

  private static func scenarios(in folder: String) -> [Scenario] {
    guard let root = Bundle.module.url(forResource: folder, withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return names.sorted().map { Scenario(name: $0, directory: root.appendingPathComponent($0)) }
  }

  /// Whether the scene declares gesture recognizers.
  var hasGestures: Bool {
    (try? scene().gestures.isEmpty == false) ?? false
  }

  func path(_ file: String) -> String {
    directory.appendingPathComponent(file).path
  }

  func scene() throws -> Scene {
    try Scene(contentsOf: path("scene.yaml"))
  }

  /// The flags of `args`, as options.
  func options() throws -> TraceOptions {
    let args = try String(contentsOfFile: path("args"), encoding: .utf8)
      .split(whereSeparator: \.isWhitespace)
    #expect(args.allSatisfy { $0 == "--detail" || $0 == "--hit-test" }, "unknown flag in \(args)")
    return TraceOptions(detail: args.contains("--detail"), hitTest: args.contains("--hit-test"))
  }

  /// The lines of `expected.trace`.
  func expectedLines() throws -> [String] {
    try String(contentsOfFile: path("expected.trace"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
      .filter { !$0.isEmpty }
  }

  /// Runs the scenario and returns the trace's lines.
  func run() throws -> [String] {
    let scene = try scene()
    var lines: [String] = []
    let runner = SceneRunner(scene: scene, options: try options()) { lines.append($0) }
    runner.play(try Script(contentsOf: path("script.yaml"), scene: scene))
    return lines
  }
}
