import Foundation

/// A fuzzing entry point for a file reader: seeded mutations of every file of a corpus,
/// each written to one path and read, under a watchdog. Each read gives the error it
/// printed, or `nil`; every error must be one escaped `file:line: message`
/// (``ErrorLine``), and no read may hang.
public struct MutationFuzz: Sendable {
  /// What a run came to.
  public enum Outcome: Sendable {
    /// Every read ended; one line for each error that broke the one-line promise, naming
    /// the corpus file and the round.
    case finished(failures: [String])
    /// A read did not end within the time limit: the file it was reading.
    case hung(file: String)
  }

  /// The corpus folder, the extension of the files to mutate, the fixed seed (a failure
  /// can be replayed), the mutations of each file, and the time the whole run may take.
  public let corpus: URL
  public let fileExtension: String
  public let seed: UInt64
  public let rounds: Int
  public let timeLimit: Double

  public init(corpus: URL, fileExtension: String, seed: UInt64, rounds: Int, timeLimit: Double) {
    self.corpus = corpus
    self.fileExtension = fileExtension
    self.seed = seed
    self.rounds = rounds
    self.timeLimit = timeLimit
  }

  /// Runs `read(corpusFileName, path)` on every mutation.
  public func run(_ read: @escaping @Sendable (String, String) -> String?) throws -> Outcome {
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix("." + fileExtension) }.sorted()
    let seeds = try files.map { try Array(Data(contentsOf: corpus.appendingPathComponent($0))) }
    let path = try TemporaryFile.directory().appendingPathComponent("case." + fileExtension).path
    let (seed, rounds) = (seed, rounds)
    let failures = Watchdog.run(within: timeLimit) { () -> [String] in
      var mutator = Mutator(seed: seed)
      var failures: [String] = []
      for round in 0..<rounds {
        for (name, bytes) in zip(files, seeds) {
          guard FileManager.default.createFile(atPath: path, contents: Data(mutator.mutate(bytes)))
          else { return ["cannot write \(path)"] }
          if let error = read(name, path),
            let violation = ErrorLine.violation(in: error, path: path)
          {
            failures.append("\(name), round \(round): \(violation)")
          }
        }
      }
      return failures
    }
    guard let failures else {
      let file = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(not UTF-8)"
      return .hung(file: file.debugDescription)
    }
    return .finished(failures: failures)
  }
}
