import Foundation
import TouchwayTestSupport

/// One run of `touchway-kiosk --backend headless` whose app is a shell script that first
/// runs `touchway-hostile-client ATTACK` to its end, then becomes the witness
/// (`touch-demo-client`): the replayed recording's taps for the witness come after a
/// lead-in long enough for the attack, so the witness is the only window by then.
///
/// Why this order, and not the hostile client next to a running witness: every client
/// window is full-screen, and a hostile window mapped over the witness would take its
/// touches; which window a compositor puts on top, and when, is the compositor's
/// business. Run one after the other, the witness sees every tap of its phase whatever
/// the kiosk does with windows, unless the attack broke the kiosk (crashed it, stalled it
/// past the lead-in, or left it routing touches wrong). "Other clients served during the
/// attack" is the hostile client's own probe connection, connected before the attack,
/// timed before, during and after it.
struct HostileRun {
  /// The kiosk's exit status.
  let status: Int32
  /// Whether the watchdog killed the kiosk.
  let killed: Bool
  let standardOutput: String
  let standardError: String
  /// The hostile client's standard output, its exit status (nil: it never ended), and
  /// what the wrapper script wrote to `extra` (fd-flood: the kiosk's file limits).
  let hostileOutput: String
  let hostileStatus: Int32?
  let witnessOutput: String
  let extra: String
  /// Every file the run left in `$DIR`, by name.
  private let outputs: [String: String]
  /// The wall time of the whole run.
  let seconds: Double

  static let productsDirectory = URL(fileURLWithPath: "/proc/self/exe")
    .resolvingSymlinksInPath().deletingLastPathComponent()
  /// The real-app suite's apps (`Tests/RealAppTests/Apps`).
  static let appsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("RealAppTests/Apps")

  /// The path of the hostile client.
  static var hostileClient: String {
    productsDirectory.appendingPathComponent("touchway-hostile-client").path
  }

  /// Where the witness's taps land, in output pixels (the headless output is 800 × 480).
  static let witnessTaps: [(x: Int, y: Int)] = [(200, 240), (400, 240), (600, 240)]

  /// - Parameters:
  ///   - attack: the hostile client's arguments.
  ///   - leadIn: seconds from the replay's start (the first window mapped, which may be
  ///     the hostile client's) to the witness's first tap.
  ///   - hostileTaps: frames for the hostile client's window before the lead-in ends
  ///     (unmap-mid-touch, newline-title); by default one short tap, harmless to anyone.
  ///   - trace: pass `--trace`.
  ///   - fileLimits: run the kiosk under `prlimit --nofile=SOFT:HARD`.
  ///   - lowerHardLimitTo: the wrapper lowers the running kiosk's limits to this before
  ///     the attack (`prlimit --pid`), so that fd-flood reaches it quickly; the hostile
  ///     client, started before, keeps its own. The kiosk's limits as they were at
  ///     start go to ``extra``, and the kiosk's pid is passed to the attack.
  ///   - limit: seconds after which the kiosk is killed (a stalled kiosk fails its test).
  ///   - privileges: the protocols the app, and so the attacker, may use
  ///     (`--allow-privileged`); none by default, as the kiosk runs an app.
  ///   - hostileEnd: a line the hostile client prints last, after the kiosk is gone (the
  ///     overlay's child process): its output is read once the line is there, or after
  ///     10 s.
  ///   - kioskArguments: more options for the kiosk.
  ///   - appScript: the app's shell script instead of the attack and then the witness; it
  ///     finds the programs in `$HOSTILE` and `$WITNESS`, the real-app suite's apps in
  ///     `$APPS`, and writes its outputs in `$DIR` (``output(_:)``).
  init(
    _ attack: [String], privileges: [String] = [], leadIn: Double = 4,
    hostileTaps: ((inout SyntheticRecording.Device) -> Void)? = nil, trace: Bool = false,
    fileLimits: (soft: Int, hard: Int)? = nil, lowerHardLimitTo: Int? = nil,
    limit: Double = 90, hostileEnd: String? = nil, kioskArguments: [String] = [],
    appScript: String? = nil
  ) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-hostile-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: directory) }
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    var device = SyntheticRecording.protocolB()
    if let hostileTaps {
      hostileTaps(&device)
    } else {
      // The replay's first frame is due as soon as the first window maps: a short tap
      // near the top, which whichever window is up then may take.
      device.frame(0.000, .slot(0), .trackingID(1), .x(400), .y(60))
      device.frame(0.010, .trackingID(-1))
    }
    for (index, tap) in Self.witnessTaps.enumerated() {
      let down = leadIn + Double(index) * 0.2
      device.frame(down, .slot(0), .trackingID(100 + index), .x(tap.x), .y(tap.y))
      device.frame(down + 0.05, .x(tap.x + 5))
      device.frame(down + 0.1, .trackingID(-1))
    }
    let recording = file("recording.yml")
    try SyntheticRecording(device).text.write(toFile: recording, atomically: true, encoding: .utf8)

    var script = ""
    var attackArguments = attack.map(Self.quoted).joined(separator: " ")
    if let lowered = lowerHardLimitTo {
      script += "grep 'open files' /proc/$PPID/limits > \"$DIR/extra\"; "
      script +=
        "prlimit --pid $PPID --nofile=\(lowered):\(lowered) || echo prlimit-failed >> \"$DIR/extra\"; "
      attackArguments += " $PPID"
    }
    script += "\"$HOSTILE\" \(attackArguments) > \"$DIR/hostile.out\" 2> \"$DIR/hostile.err\"; "
    script += "echo $? > \"$DIR/hostile.status\"; "
    script += "exec \"$WITNESS\" > \"$DIR/witness.out\" 2> \"$DIR/witness.err\""

    var arguments = [
      "--backend", "headless", "--replay", recording, "--exit-after-replay", "0.5",
      "--exit-after", String(limit - 5),
    ]
    if trace { arguments.append("--trace") }
    arguments += privileges.flatMap { ["--allow-privileged", $0] }
    arguments += kioskArguments
    arguments += ["--", "/bin/sh", "-c", appScript ?? script]

    let kiosk = Self.productsDirectory.appendingPathComponent("touchway-kiosk").path
    let process = Process()
    if let fileLimits {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
      process.arguments =
        ["--nofile=\(fileLimits.soft):\(fileLimits.hard)", "--", kiosk] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: kiosk)
      process.arguments = arguments
    }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = directory.path
    environment["WAYLAND_DISPLAY"] = nil
    environment["DIR"] = directory.path
    environment["APPS"] = Self.appsDirectory.path
    environment["HOSTILE"] = Self.hostileClient
    environment["WITNESS"] = Self.productsDirectory.appendingPathComponent("touch-demo-client").path
    process.environment = environment
    for name in ["stdout", "stderr"] {
      _ = FileManager.default.createFile(atPath: file(name), contents: nil)
    }
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: file("stdout")))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: file("stderr")))

    let start = Date()
    try process.run()
    let killedFlag = Flag()
    let watchdog = DispatchWorkItem { [process] in
      killedFlag.set()
      kill(process.processIdentifier, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
    process.waitUntilExit()
    watchdog.cancel()
    seconds = Date().timeIntervalSince(start)
    killed = killedFlag.isSet
    status = process.terminationStatus

    func read(_ name: String) -> String {
      (try? Data(contentsOf: URL(fileURLWithPath: file(name))))
        .map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    if let hostileEnd {
      let deadline = Date().addingTimeInterval(10)
      while !read("hostile.out").contains(hostileEnd) && Date() < deadline {
        usleep(50_000)
      }
    }
    standardOutput = read("stdout")
    standardError = read("stderr")
    hostileOutput = read("hostile.out")
    hostileStatus = Int32(read("hostile.status").trimmingCharacters(in: .whitespacesAndNewlines))
    witnessOutput = read("witness.out")
    extra = read("extra")
    var outputs: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
      outputs[name] = read(name)
    }
    self.outputs = outputs
  }

  /// What the app script wrote to the file `name` in `$DIR`.
  func output(_ name: String) -> String { outputs[name] ?? "" }

  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  // MARK: Reading the outputs

  /// The hostile client's lines that start with `word` (`result=`, `probe=`, `measure`).
  func hostileLines(_ prefix: String) -> [Substring] {
    hostileOutput.split(separator: "\n").filter { $0.hasPrefix(prefix) }
  }

  /// The hostile client's outcome: its `result=` line as fields.
  var result: Fields? { hostileLines("result=").last.map(Fields.init) }

  /// Every `measure` field the hostile client printed, by name.
  var measures: [String: Double] {
    var values: [String: Double] = [:]
    for line in hostileLines("measure ") + hostileLines("probe=") {
      for (key, value) in Fields(line).all { values[key] = Double(value) ?? values[key] }
    }
    return values
  }

  /// The probe's checks: label and milliseconds, and whether the probe was answered.
  var probes: [(label: String, ok: Bool, ms: Double)] {
    hostileLines("probe=").map { line in
      let fields = Fields(line)
      return (fields["label"] ?? "?", fields["probe"] == "ok", Double(fields["ms"] ?? "") ?? .nan)
    }
  }

  /// The witness's event lines of one kind (`down`, `up`, `cancel`).
  func witnessLines(_ kind: String) -> [Fields] {
    witnessOutput.split(separator: "\n").filter { $0 == kind || $0.hasPrefix(kind + " ") }
      .map(Fields.init)
  }

  /// Lines of the kiosk's standard error that say it crashed.
  var crashLines: [Substring] {
    standardError.split(separator: "\n").filter { line in
      ["Fatal error", "Precondition failed", "Program crashed", "Assertion failed", "Signal "]
        .contains { line.contains($0) }
    }
  }

  /// A summary for failure messages.
  var summary: String {
    """
    kiosk status \(status)\(killed ? " (killed by the watchdog)" : "") after \(String(format: "%.1f", seconds)) s
    hostile client (status \(hostileStatus.map(String.init) ?? "none")):
    \(hostileOutput.split(separator: "\n").suffix(30).joined(separator: "\n"))
    witness: \(witnessLines("down").count) downs, \(witnessLines("up").count) ups, \(witnessLines("cancel").count) cancels
    kiosk stderr (\(standardError.split(separator: "\n").count) lines):
    \(standardError.split(separator: "\n").prefix(12).joined(separator: "\n"))
    """
  }
}

/// `key=value` words of a line; the first word may be a bare word (`touch down ...`).
struct Fields {
  let words: [Substring]
  let all: [(String, String)]

  init(_ line: Substring) {
    words = line.split(separator: " ")
    all = words.compactMap { word in
      let pair = word.split(separator: "=", maxSplits: 1)
      return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
    }
  }

  subscript(_ key: String) -> String? { all.last { $0.0 == key }?.1 }
}

/// Set from the watchdog's queue, read after the process ended.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
