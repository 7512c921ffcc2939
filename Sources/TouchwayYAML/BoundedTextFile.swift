import Foundation

/// Reads a text file that anyone may have written, in bounded memory: no more than a
/// limit and one byte are read, so a huge file or `/dev/zero` is refused at once.
public enum BoundedTextFile {
  /// Why a file was refused: `line` is where to look (`nil` when the file cannot be read
  /// at all).
  public struct Failure: Error, Sendable {
    public let line: Int?
    public let message: String
  }

  /// The text of the file at `path`, of at most `maximumSize` bytes of UTF-8; `kind`
  /// names the file in the message for one that is too large ("a scene or script").
  public static func read(_ path: String, maximumSize: Int, kind: String) throws(Failure)
    -> String
  {
    let cannotRead = Failure(line: nil, message: "cannot read the file")
    guard let file = FileHandle(forReadingAtPath: path) else { throw cannotRead }
    defer { try? file.close() }
    let data: Data
    do {
      data = try file.read(upToCount: maximumSize + 1) ?? Data()  // nil: an empty file
    } catch {
      throw cannotRead
    }
    guard data.count <= maximumSize else {
      throw tooLarge(data, maximumSize: maximumSize, kind: kind)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Failure(line: lineOfFirstInvalidUTF8(in: data), message: "the file is not UTF-8 text")
    }
    return text
  }

  /// The failure for a text larger than `maximumSize`, at the line that crosses the limit.
  public static func tooLarge(_ bytes: some Collection<UInt8>, maximumSize: Int, kind: String)
    -> Failure
  {
    let line = bytes.prefix(maximumSize).count { $0 == 0x0A } + 1
    return Failure(
      line: line,
      message: "the file is larger than \(maximumSize >> 20) MiB, the most \(kind) may be")
  }

  /// The line of the first byte that is not part of a UTF-8 character.
  private static func lineOfFirstInvalidUTF8(in bytes: Data) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var line = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let character):
        if character.count == 1 && character.first == 0x0A { line += 1 }
      case .error:
        return line
      case .emptyInput:
        return nil
      }
    }
  }
}
