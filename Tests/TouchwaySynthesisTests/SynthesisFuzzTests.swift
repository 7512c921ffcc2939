import Foundation
import Testing
import Touchway
import TouchwaySynthesis
import TouchwayTestSupport
import TouchwayYAML

/// The fuzzing entry point of gesture scripts: seeded mutations of the scripts in
/// `FuzzCorpus/`, each synthesized or refused with one escaped `file:line: message`, none
/// crashing, the whole run within a time limit.
@Suite struct SynthesisFuzzTests {
  /// The fixed seed: every run reads the same files, so a failure can be replayed.
  static let seed: UInt64 = 0x6E5_7E5
  /// Mutations of each corpus file per run: a few seconds in a debug build.
  static let rounds = 100
  static let timeLimit = 120.0

  static var corpus: URL { Bundle.module.resourceURL!.appendingPathComponent("FuzzCorpus") }

  @Test func mutatedScriptsAreSynthesizedOrRefusedOnOneLine() throws {
    let outcome = try MutationFuzz(
      corpus: Self.corpus, fileExtension: "script", seed: Self.seed, rounds: Self.rounds,
      timeLimit: Self.timeLimit
    ).run { _, path in Self.synthesize(path) }
    switch outcome {
    case .hung(let file):
      Issue.record("a script did not finish within \(Self.timeLimit) s: \(file)")
    case .finished(let failures):
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
  }

  /// The error that synthesizing the file gives, printed as `touchway synthesize` prints
  /// it; `nil` if it is synthesized.
  private static func synthesize(_ path: String) -> String? {
    let size = Size(width: 800, height: 480)
    do {
      let text: String
      do {
        text = try BoundedTextFile.read(
          path, maximumSize: GestureScript.maximumSize, kind: "a gesture script")
      } catch {
        throw FileError(file: path, line: error.line, message: error.message)
      }
      let script = try GestureScript(text, file: path, size: size)
      _ = try GestureSynthesizer.recording(of: script, model: .ep0430m09, size: size).text
      return nil
    } catch {
      return "\(error)"
    }
  }
}
