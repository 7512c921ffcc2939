import Foundation
import MinimalCompositor
import Touchway
import TouchwaySystem
import TouchwayTestSupport
import TouchwayWayland

/// The minimal compositor on a socket in a private directory, dispatched by the test,
/// with the package's touch-demo-client as its client process.
final class DemoCompositor {
  let compositor: MinimalCompositor
  /// Writes down the touches that reach the end of a responder chain.
  let application = RecordingApplication()
  let socketPath: String
  private let directory: URL
  private var time = 1.0

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-demo-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    socketPath = directory.appendingPathComponent("wayland-test").path
    compositor = try MinimalCompositor(
      backend: .headless(width: 800, height: 600), application: application)
    try compositor.addSocket(fileDescriptor: try listeningSocket(at: socketPath))
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Starts touch-demo-client with `arguments` on this compositor.
  func launchDemo(_ arguments: [String] = []) throws -> LaunchedClient {
    try LaunchedClient("touch-demo-client", arguments: ["--display", socketPath] + arguments)
  }

  /// Serves clients until `condition` holds, for at most ten seconds.
  func dispatch(until condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
      guard Date() < deadline else { throw TimedOut() }
      compositor.dispatch(timeout: 50)
    }
  }

  /// Serves the demo until `count` of its lines start with `prefix`; returns its lines.
  func lines(_ client: LaunchedClient, upTo prefix: String, count: Int = 1) throws -> [Substring] {
    var lines: [Substring] = []
    try dispatch {
      lines = ((try? client.output()) ?? "").split(separator: "\n")
      return lines.count { $0.hasPrefix(prefix) } >= count
    }
    return lines
  }

  /// One touch frame, 10 ms after the previous one.
  func touch(_ contacts: TouchContact...) {
    compositor.seat.seat.process(TouchFrame(time: time, contacts: contacts))
    time += 0.01
  }

  struct TimedOut: Error {}
}

/// A Unix socket bound at `path` and listening.
private func listeningSocket(at path: String) throws -> FileDescriptor {
  let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  withUnsafeMutableBytes(of: &address.sun_path) { bytes in
    path.utf8CString.withUnsafeBytes {
      bytes.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(bytes.count - 1)))
    }
  }
  let bound = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
    }
  }
  guard descriptor >= 0, bound == 0, listen(descriptor, 8) == 0 else {
    throw Errno.current
  }
  return FileDescriptor(rawValue: descriptor)
}

/// A program of the package started as a client, its output kept in files of its own
/// directory, which outlives the compositor.
final class LaunchedClient {
  let process = Process()
  private let directory: URL
  private let outputFile: URL
  private let errorFile: URL

  init(_ program: String, arguments: [String]) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-demo-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    outputFile = directory.appendingPathComponent("stdout")
    errorFile = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.executableURL = KioskRun.productsDirectory.appendingPathComponent(program)
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Waits for the program to end; one still running after ten seconds is killed.
  func waitForExit() {
    let watchdog = DispatchWorkItem { [process] in kill(process.processIdentifier, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 10, execute: watchdog)
    process.waitUntilExit()
    watchdog.cancel()
  }

  func output() throws -> String { try String(contentsOf: outputFile, encoding: .utf8) }
  func errors() throws -> String { try String(contentsOf: errorFile, encoding: .utf8) }
}
