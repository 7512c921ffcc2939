import ArgumentParser

/// `touchway trace`: placeholder replaced by the scene module's command.
struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Run a script of touches through a scene and print what every responder got.")

  func run() throws {
    throw ValidationError("not implemented yet")
  }
}
