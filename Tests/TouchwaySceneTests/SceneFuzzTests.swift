import Foundation
import Testing
import TouchwayScene
import TouchwayTestSupport

/// The fuzzing entry point of the scene and script parser: seeded mutations of the files
/// in `FuzzCorpus/`, each either read or refused with one escaped `file:line: message`,
/// none crashing, the whole run within a time limit.
@Suite struct SceneFuzzTests {
  /// The fixed seed: every run parses the same files, so a failure can be replayed.
  static let seed: UInt64 = 0x5CE_9E5
  /// Mutations of each corpus file per run: a few seconds in a debug build.
  static let rounds = 100
  static let timeLimit = 120.0

  static var corpus: URL { Bundle.module.resourceURL!.appendingPathComponent("FuzzCorpus") }

  @Test func mutatedScenesAndScriptsAreReadOrRefusedOnOneLine() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    let seeds = try files.map {
      try Array(Data(contentsOf: Self.corpus.appendingPathComponent($0)))
    }
    let baseScene = Self.corpus.appendingPathComponent("base-scene.yaml").path
    let path = try TemporaryFile.directory().appendingPathComponent("case.yaml").path
    let failures = Watchdog.run(within: Self.timeLimit) { () -> [String] in
      var mutator = Mutator(seed: Self.seed)
      var failures: [String] = []
      for round in 0..<Self.rounds {
        for (name, bytes) in zip(files, seeds) {
          let mutated = Data(mutator.mutate(bytes))
          guard FileManager.default.createFile(atPath: path, contents: mutated) else {
            return ["cannot write \(path)"]
          }
          let error = Self.parse(path, asScript: name.hasPrefix("script-"), of: baseScene)
          if let error, let violation = ErrorLine.violation(in: error, path: path) {
            failures.append("\(name), round \(round): \(violation)")
          }
        }
      }
      return failures
    }
    guard let failures else {
      let hung = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(not UTF-8)"
      Issue.record("a parse did not finish within \(Self.timeLimit) s: \(hung.debugDescription)")
      return
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// The error that reading the file gives, printed; `nil` if it is read.
  private static func parse(_ path: String, asScript: Bool, of baseScene: String) -> String? {
    do {
      if asScript {
        _ = try Script(contentsOf: path, scene: Scene(contentsOf: baseScene))
      } else {
        _ = try Scene(contentsOf: path)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }
}
