/// The promise every file error keeps: one line, `path:line: message`, naming a line and
/// holding no raw control characters.
public enum ErrorLine {
  /// What breaks the promise in `description`, an error about the file at `path`; `nil`
  /// when it keeps it.
  public static func violation(in description: String, path: String) -> String? {
    let forbidden = description.unicodeScalars.first { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: true
      default: false
      }
    }
    if let forbidden {
      return
        "raw U+\(String(forbidden.value, radix: 16, uppercase: true)) in \(description.debugDescription)"
    }
    guard description.hasPrefix(path + ":") else {
      return "does not start with the path: \(description.debugDescription)"
    }
    let rest = description.dropFirst(path.count + 1)
    guard let colon = rest.firstIndex(of: ":"), let line = Int(rest[..<colon]), line >= 1,
      rest[colon...].hasPrefix(": "),
      rest.count > rest.distance(from: rest.startIndex, to: colon) + 2
    else {
      return "not path:line: message with a line: \(description.debugDescription)"
    }
    return nil
  }
}
