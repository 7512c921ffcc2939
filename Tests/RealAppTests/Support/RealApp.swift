import Foundation
import Testing
import TouchwayTestSupport

/// One app from Debian run in the headless kiosk, with a clean environment: only `PATH`,
/// `HOME`, `LANG` and `XDG_RUNTIME_DIR`. Whatever else a toolkit needs to find the
/// kiosk (`XDG_SESSION_TYPE`, `QT_QPA_PLATFORM`, …) the kiosk must supply.
struct RealApp {
  /// The Debian packages the app needs (scripts/install-deps.sh installs them).
  let packages: [String]
  /// The command after the kiosk's `--`.
  let command: [String]

  /// The suite's bundled files: `Apps/`, `Pages/`, `Firefox/`.
  static let resources = Bundle.module.resourceURL!

  /// A test app: `/usr/bin/python3 Apps/NAME ARGUMENTS…`, Debian's Python, the one the
  /// python3-gi, python3-pyqt5… packages install into (not a python3 earlier on PATH).
  static func python(_ name: String, _ arguments: String..., packages: [String]) -> RealApp {
    python(name, arguments, packages: packages)
  }

  /// ``python(_:_:packages:)`` with the arguments in an array.
  static func python(_ name: String, _ arguments: [String], packages: [String]) -> RealApp {
    let script = resources.appendingPathComponent("Apps/\(name)").path
    // -B: no __pycache__ next to the scripts; -u: unbuffered, on top of the apps' flushes.
    return RealApp(
      packages: packages, command: ["/usr/bin/python3", "-B", "-u", script] + arguments)
  }

  /// `file://` URL of a page in `Pages/`.
  static func page(_ name: String) -> String {
    resources.appendingPathComponent("Pages/\(name)").absoluteString
  }

  /// The packages of ``packages`` that are not installed.
  var missingPackages: [String] {
    packages.filter { package in
      let query = Process()
      query.executableURL = URL(fileURLWithPath: "/usr/bin/dpkg-query")
      query.arguments = ["-W", "-f=${Status}", package]
      let output = Pipe()
      query.standardOutput = output
      query.standardError = FileHandle.nullDevice
      guard (try? query.run()) != nil else { return true }
      let status = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      query.waitUntilExit()
      return !status.hasSuffix("ok installed")
    }
  }

  /// Runs the app in `touchway-kiosk --backend headless --trace`, replaying `recording`
  /// if given, for at most `exitAfter` seconds; `nil`, with a recorded issue, if the
  /// app's packages are missing.
  func run(
    replaying recording: String?, exitAfter: Double = 40, extraOptions: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AppRun? {
    let missing = missingPackages
    guard missing.isEmpty else {
      Issue.record(
        """
        not installed: \(missing.joined(separator: " ")). The real-app suite needs them: \
        run scripts/install-deps.sh (or set TOUCHWAY_SKIP_REAL_APPS=1 to skip the suite)
        """, sourceLocation: sourceLocation)
      return nil
    }
    // An 800 × 480 output unless the options give outputs of their own (a repeated
    // --size is one output more).
    let size = extraOptions.contains("--size") ? [] : ["--size", "800x480"]
    var options = ["--backend", "headless", "--trace"] + size
    options += ["--exit-after", String(exitAfter)] + extraOptions
    if let recording { options += ["--replay", recording] }
    // X11 apps may need X's sockets in a directory of the kiosk's own.
    let (program, arguments) = XwaylandSockets.kiosk(options + ["--"] + command)
    let run = try KioskRun(program, arguments, clean: true, limit: exitAfter + 20)
    return AppRun(run: run)
  }
}

/// What a run of a real app printed: the app's own lines and the kiosk's trace share
/// standard output.
struct AppRun: CustomStringConvertible {
  let run: KioskRun

  /// Whether the app printed `line` as a whole line.
  func saw(_ line: String) -> Bool {
    run.standardOutput.split(separator: "\n").contains { $0 == line }
  }

  /// The app's lines that start with `word`.
  func lines(_ word: String) -> [Substring] { run.lines(startingWith: word) }

  /// The titles the kiosk traced (`title "…"` lines), unescaped, in order, without the
  /// name a browser adds to its page's title.
  var titles: [String] {
    tracedTitles.map { title in
      let suffix = [" - Chromium", " — Mozilla Firefox"].first { title.hasSuffix($0) }
      return suffix.map { String(title.dropLast($0.count)) } ?? title
    }
  }

  private var tracedTitles: [String] {
    run.standardOutput.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "title \""), line.hasSuffix("\"") else { return nil }
      let escaped = line[start.upperBound..<line.index(before: line.endIndex)]
      var title = ""
      var escaping = false
      for character in escaped {
        if escaping || character != "\\" {
          title.append(character)
          escaping = false
        } else {
          escaping = true
        }
      }
      return title
    }
  }

  /// Everything, for a failing expectation's message.
  var description: String {
    "status \(run.status)\n--- stdout\n\(run.standardOutput)\n--- stderr\n\(run.standardError.suffix(4000))"
  }
}
