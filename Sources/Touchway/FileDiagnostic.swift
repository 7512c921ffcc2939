/// How the file readers (scenes, scripts, recordings) report a problem: one line of the
/// form `file:line: message`, the form compilers use.
///
/// The path and the message may hold text from the file itself or from the command line,
/// which nobody vouches for: a crafted file must not be able to break the line, or to
/// retitle or clear the terminal with escape sequences. So every character that is not
/// plain visible text is written as an escape: a line feed as `\n`, ESC as `\u{1B}`.
public enum FileDiagnostic {
  /// The most characters an ``excerpt(_:)`` keeps of a value quoted from a file, so that a
  /// huge value cannot make a huge message.
  public static let excerptLength = 60

  /// `file:line: message`, or `file: message` when the problem concerns no line, with
  /// both the path and the message ``escaped(_:)``.
  public static func format(file: String, line: Int?, message: String) -> String {
    guard let line else { return "\(escaped(file)): \(escaped(message))" }
    return "\(escaped(file)):\(line): \(escaped(message))"
  }

  /// The text with every control, format and line-separating character written as a
  /// Swift-style escape: `\n`, `\r`, `\t`, or `\u{HEX}` (`\u{1B}` for ESC, `\u{202E}` for
  /// a right-to-left override). Other characters, the backslash included, are unchanged.
  public static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let escape = escape(for: scalar) {
        result += escape
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// At most ``excerptLength`` characters of `text`, ending in `…` when it was cut.
  public static func excerpt(_ text: some StringProtocol) -> String {
    guard text.count > excerptLength else { return String(text) }
    return text.prefix(excerptLength) + "…"
  }

  /// The escape that shows `scalar`, or `nil` when it may be shown as it is.
  private static func escape(for scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        return nil
      }
    }
  }
}
