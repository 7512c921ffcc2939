import ArgumentParser

/// `--app-on OUTPUT=COMMAND`: another app, run as a shell command, shown on the output
/// named (the main app, after `--`, is on the first output). The output's name is what
/// comes before the first `=`, so the command may hold `=`.
struct OutputApp: ExpressibleByArgument, Sendable, Equatable {
  var output: String
  var command: String

  init?(argument: String) {
    guard let equals = argument.firstIndex(of: "=") else { return nil }
    output = String(argument[..<equals])
    command = String(argument[argument.index(after: equals)...])
    guard !output.isEmpty, command.contains(where: { !$0.isWhitespace }) else {
      return nil
    }
  }
}
