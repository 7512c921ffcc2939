import Foundation
import Testing
import TouchwayRecording
import TouchwayTestSupport

/// The fuzzing entry point of the recording reader: seeded mutations of the files in
/// `FuzzCorpus/`, each read to its last touch event or refused with one escaped
/// `file:line: message`, none crashing, the whole run within a time limit.
@Suite struct RecordingFuzzTests {
  /// The fixed seed: every run reads the same files, so a failure can be replayed.
  static let seed: UInt64 = 0x11B_1A7
  /// Mutations of each corpus file per run: a few seconds in a debug build.
  static let rounds = 150
  static let timeLimit = 120.0

  static var corpus: URL { Bundle.module.resourceURL!.appendingPathComponent("FuzzCorpus") }

  @Test func mutatedRecordingsAreReadOrRefusedOnOneLine() throws {
    let outcome = try MutationFuzz(
      corpus: Self.corpus, fileExtension: "yml", seed: Self.seed, rounds: Self.rounds,
      timeLimit: Self.timeLimit
    ).run { _, path in Self.read(path) }
    switch outcome {
    case .hung(let file):
      Issue.record("a read did not finish within \(Self.timeLimit) s: \(file)")
    case .finished(let failures):
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
  }

  /// The error that reading every touch event of the file gives, printed; `nil` if none.
  private static func read(_ path: String) -> String? {
    do {
      let reader = try TouchEventReader(path: path)
      while try reader.nextEvent() != nil {}
      return nil
    } catch {
      return "\(error)"
    }
  }
}
