import ArgumentParser

/// A command-line value for outputs: `VALUE` for every output, or `OUTPUT=VALUE` for the
/// one named (`--scale 2`, `--scale HDMI-A-1=1.5`, `--transform HEADLESS-2=90`).
struct OutputOption<Value: ExpressibleByArgument & Sendable>: ExpressibleByArgument, Sendable {
  /// The output it is for; `nil` for every output.
  var output: String?
  var value: Value

  init(output: String? = nil, _ value: Value) {
    self.output = output
    self.value = value
  }

  init?(argument: String) {
    if let value = Value(argument: argument) {
      self.init(value)
      return
    }
    guard let equals = argument.lastIndex(of: "="), equals != argument.startIndex,
      let value = Value(argument: String(argument[argument.index(after: equals)...]))
    else { return nil }
    self.init(output: String(argument[..<equals]), value)
  }

  static var defaultCompletionKind: CompletionKind { .default }
}

extension Array {
  /// The value for the output named `name`: the last option naming it, else the last for
  /// every output, else `nil`.
  func value<Value>(for name: String) -> Value? where Element == OutputOption<Value> {
    (last { $0.output == name } ?? last { $0.output == nil })?.value
  }
}
