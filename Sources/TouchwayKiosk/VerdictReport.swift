/// The verdict of a kiosk run (`touchway-kiosk --expect-trace`, `--expect-screenshots`):
/// one check per expectation, each passed or failed with a reason, and the run's
/// summary as a JUnit XML report that CI systems read.
public struct VerdictReport: Sendable {
  /// One expectation's result.
  public struct Check: Sendable, Equatable {
    /// What was checked: `trace`, `screenshot NAME`, `wait-title TEXT`.
    public var name: String
    /// Why it failed, one line; `nil` when it passed.
    public var failure: String?

    public init(name: String, failure: String? = nil) {
      self.name = name
      self.failure = failure
    }
  }

  /// The checks, in the order they were made.
  public var checks: [Check] = []

  public init() {}

  /// Whether every check passed.
  public var passed: Bool { checks.allSatisfy { $0.failure == nil } }

  /// A JUnit XML report: one test suite named `suite`, one test case per check,
  /// `seconds` the run's length.
  public func junitXML(suite: String, seconds: Double) -> String {
    let failures = checks.count { $0.failure != nil }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites tests="\#(checks.count)" failures="\#(failures)">"#,
      #"  <testsuite name="\#(Self.escaped(suite))" tests="\#(checks.count)" failures="\#(failures)" errors="0" time="\#(seconds)">"#,
    ]
    for check in checks {
      let opening =
        #"    <testcase classname="\#(Self.escaped(suite))" name="\#(Self.escaped(check.name))""#
      if let failure = check.failure {
        lines += [
          opening + ">",
          #"      <failure message="\#(Self.escaped(failure))">\#(Self.escaped(failure))</failure>"#,
          "    </testcase>",
        ]
      } else {
        lines.append(opening + "/>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` for an XML attribute or element: markup escaped, and the characters XML 1.0
  /// cannot hold (controls other than tab and line feed) as `?`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "?"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
