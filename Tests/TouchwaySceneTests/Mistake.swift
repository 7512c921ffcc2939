import Testing

/// A scene or script with one mistake, and the line and message of the error it must give.
struct Mistake: CustomTestStringConvertible, Sendable {
  let kind: String
  let yaml: String
  let line: Int?
  let message: String

  var testDescription: String { kind }
}
