import Foundation
import Testing
import Touchway
import TouchwayTestSupport
import TouchwayWayland

/// touch-demo-client against a Wayland server in the test process: it ends cleanly when
/// its window is closed and when the compositor goes away.
@Suite struct DemoClientLifecycleTests {
  @Test func closingTheWindowEndsTheClientCleanly() throws {
    let compositor = try InProcessCompositor()
    let client = try compositor.launch("touch-demo-client")
    try compositor.dispatch { compositor.windows.count == 1 }

    compositor.windows[0].close()
    try compositor.dispatch { !client.process.isRunning }

    #expect(client.process.terminationStatus == 0)
    #expect(try client.output().hasSuffix("configure width=640 height=480\nclose\n"))
  }

  @Test func theClientEndsCleanlyWhenTheCompositorGoesAway() throws {
    var compositor: InProcessCompositor? = try InProcessCompositor()
    let client = try compositor!.launch("touch-demo-client")
    try compositor!.dispatch { compositor!.windows.count == 1 }

    compositor = nil
    client.waitForExit()

    #expect(client.process.terminationStatus == 0)
    #expect(try client.errors().contains("the compositor went away"))
  }
}

/// A Wayland server with a touch seat on a socket in a private directory, dispatched by
/// the test; it remembers the windows clients map.
final class InProcessCompositor: WaylandServerDelegate {
  let server: WaylandServer
  private(set) var windows: [ClientWindow] = []
  private let directory: URL
  private let socketPath: String

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-demo-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    server = try WaylandServer(application: Application())
    socketPath = try server.display.addSocket(named: "wayland-test", in: directory.path)
    server.seat.capabilities = [.touch]
    server.delegate = self
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func windowDidMap(_ window: ClientWindow) {
    windows.append(window)
  }

  /// Starts one of the package's programs as a client of this server.
  func launch(_ program: String, arguments: [String] = []) throws -> LaunchedClient {
    try LaunchedClient(program, arguments: arguments, socket: socketPath)
  }

  /// Serves clients until `condition` holds, for at most ten seconds.
  func dispatch(until condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
      guard Date() < deadline else { throw TimedOut() }
      try server.dispatch(timeout: 50)
    }
  }

  struct TimedOut: Error {}
}

/// A program started with `WAYLAND_DISPLAY` set, its output kept in files of its own
/// directory, which outlives the server.
final class LaunchedClient {
  let process = Process()
  private let directory: URL
  private let outputFile: URL
  private let errorFile: URL

  init(_ program: String, arguments: [String] = [], socket: String) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-demo-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    outputFile = directory.appendingPathComponent("stdout")
    errorFile = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.executableURL = KioskRun.productsDirectory.appendingPathComponent(program)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["WAYLAND_DISPLAY"] = socket
    process.environment = environment
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
