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
    let baseScene = Self.corpus.appendingPathComponent("base-scene.yaml").path
    let outcome = try MutationFuzz(
      corpus: Self.corpus, fileExtension: "yaml", seed: Self.seed, rounds: Self.rounds,
      timeLimit: Self.timeLimit
    ).run { name, path in Self.parse(path, asScript: name.hasPrefix("script-"), of: baseScene) }
    switch outcome {
    case .hung(let file):
      Issue.record("a parse did not finish within \(Self.timeLimit) s: \(file)")
    case .finished(let failures):
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
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
