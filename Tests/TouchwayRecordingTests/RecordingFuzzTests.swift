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
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
      .filter { $0.hasSuffix(".yml") }.sorted()
    let seeds = try files.map {
      try Array(Data(contentsOf: Self.corpus.appendingPathComponent($0)))
    }
    let path = try TemporaryFile.directory().appendingPathComponent("case.yml").path
    let failures = Watchdog.run(within: Self.timeLimit) { () -> [String] in
      var mutator = Mutator(seed: Self.seed)
      var failures: [String] = []
      for round in 0..<Self.rounds {
        for (name, bytes) in zip(files, seeds) {
          let mutated = Data(mutator.mutate(bytes))
          guard FileManager.default.createFile(atPath: path, contents: mutated) else {
            return ["cannot write \(path)"]
          }
          if let error = Self.read(path), let violation = ErrorLine.violation(in: error, path: path)
          {
            failures.append("\(name), round \(round): \(violation)")
          }
        }
      }
      return failures
    }
    guard let failures else {
      let hung = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(not UTF-8)"
      Issue.record("a read did not finish within \(Self.timeLimit) s: \(hung.debugDescription)")
      return
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
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
