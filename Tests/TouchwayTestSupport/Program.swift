import Foundation

/// Runs a program to completion and collects what it printed.
public enum Program {
  public struct Result: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
  }

  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  )
    throws -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complaints = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
      errors: String(decoding: complaints, as: UTF8.self))
  }
}
