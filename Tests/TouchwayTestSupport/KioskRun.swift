import Foundation

/// One run of a program built by this package (`touchway-kiosk`, `touch-demo-client`),
/// in a private `XDG_RUNTIME_DIR`, with its output and exit status.
public struct KioskRun: Sendable {
  public let status: Int32
  public let standardOutput: String
  public let standardError: String
  /// The file written where the arguments said ``screenshotPath``, if any.
  public let screenshot: [UInt8]?
  /// The screenshots the kiosk wrote of its other outputs (`FILE-NAME.png`), by output name.
  public let outputScreenshots: [String: [UInt8]]

  /// Stands for a file in the run's private directory, read into ``screenshot`` after
  /// the run.
  public static let screenshotPath = "<screenshot>"

  /// The directory the test binary and the package's executables were built into.
  public static let productsDirectory = URL(fileURLWithPath: "/proc/self/exe")
    .resolvingSymlinksInPath().deletingLastPathComponent()

  /// Runs `program` (a product's name, or an absolute path) with `arguments` (and `environment` added to the test's) until it
  /// exits; one still running after `limit` seconds is killed, so a hung kiosk fails its
  /// test instead of hanging the run.
  ///
  /// With `clean`, the program gets none of the test's environment: only `PATH` (Debian's
  /// default),
  /// `LANG=C.UTF-8`, `HOME` (a fresh directory of its own), `XDG_RUNTIME_DIR` and
  /// `environment`, as on a machine where nothing was set up for it.
  public init(
    _ program: String, _ arguments: [String], environment additions: [String: String] = [:],
    clean: Bool = false, limit: TimeInterval = 60
  ) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-kiosk-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: directory) }
    // Output goes to files, not pipes: a pipe nobody reads while the program runs could
    // fill up and stop it.
    let outputFile = directory.appendingPathComponent("stdout")
    let errorFile = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

    let process = Process()
    // An absolute path is a program of the system's (a wrapper such as unshare).
    process.executableURL =
      program.hasPrefix("/")
      ? URL(fileURLWithPath: program) : Self.productsDirectory.appendingPathComponent(program)
    let screenshotFile = directory.appendingPathComponent("screenshot.png")
    process.arguments = arguments.map { $0 == Self.screenshotPath ? screenshotFile.path : $0 }
    var environment = ProcessInfo.processInfo.environment
    if clean {
      let home = directory.appendingPathComponent("home")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
      environment = [
        "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8",
        "HOME": home.path,
      ]
    }
    environment["XDG_RUNTIME_DIR"] = directory.path
    environment["WAYLAND_DISPLAY"] = nil
    environment.merge(additions) { $1 }
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    // SIGKILL, because a kiosk that hangs may be one whose signals are blocked.
    let watchdog = DispatchWorkItem { [process] in kill(process.processIdentifier, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
    process.waitUntilExit()
    watchdog.cancel()
    status = process.terminationStatus
    standardOutput = try String(contentsOf: outputFile, encoding: .utf8)
    standardError = try String(contentsOf: errorFile, encoding: .utf8)
    screenshot = (try? Data(contentsOf: screenshotFile)).map(Array.init)
    var outputScreenshots: [String: [UInt8]] = [:]
    for file in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    where file.hasPrefix("screenshot-") && file.hasSuffix(".png") {
      let name = String(file.dropFirst("screenshot-".count).dropLast(".png".count))
      outputScreenshots[name] = (try? Data(contentsOf: directory.appendingPathComponent(file)))
        .map(Array.init)
    }
    self.outputScreenshots = outputScreenshots
  }

  /// The lines of standard output that are `word` or start with `word` and a space.
  public func lines(startingWith word: String) -> [Substring] {
    standardOutput.split(separator: "\n").filter { $0 == word || $0.hasPrefix(word + " ") }
  }

  /// How many lines of standard error contain `text`.
  public func errorLines(containing text: String) -> Int {
    standardError.split(separator: "\n").count { $0.contains(text) }
  }
}
