import Foundation
import Testing
import TouchwayScene
import TouchwayTestSupport

/// Scenes and scripts made to hang, exhaust or garble: each is refused quickly, in bounded
/// memory, with one escaped `file:line: message`. A watchdog fails a test that would hang.
@Suite struct HostileSceneFileTests {
  /// Longer than any of these files takes by far, even on a loaded machine.
  static let timeLimit = 20.0

  /// 30 levels of mappings whose keys alias the level below: 2³⁰ nodes for Yams to hash.
  static let aliasedKeys =
    (["a0: &a0 {x: 1}"] + (1...30).map { "a\($0): &a\($0) {*a\($0 - 1): *a\($0 - 1)}" })
    .joined(separator: "\n") + "\nwindows: [{name: W, frame: [0, 0, 400, 600]}]\n"

  /// The error that reading the scene file at `path` gives, printed, within the time limit.
  private func sceneError(_ path: String) -> String? {
    let outcome = Watchdog.run(within: Self.timeLimit) { () -> String? in
      do {
        _ = try Scene(contentsOf: path)
        return nil
      } catch {
        return "\(error)"
      }
    }
    guard let outcome else {
      Issue.record("reading \(path) did not finish within \(Self.timeLimit) s")
      return nil
    }
    return outcome
  }

  private func write(_ bytes: some Sequence<UInt8>, named name: String = "scene.yaml") throws
    -> String
  {
    let url = try TemporaryFile.directory().appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test func aliasedMappingKeysAreRefusedAtOnce() throws {
    let path = try write(Self.aliasedKeys.utf8)
    #expect(
      sceneError(path)
        == "\(path):1: YAML anchors and aliases (&name, *name) are not supported; write the value out"
    )
  }

  @Test func anAliasInAScriptIsRefusedAtItsLine() throws {
    let scene = try Scene(yaml: "windows: [{name: W, frame: [0, 0, 400, 600]}]", path: "s.yaml")
    let yaml = "- {t: 0, down: {1: [1, 1]}}\n- t: 0.1\n  up: *fingers\n"
    #expect(
      throws: SceneError(
        file: "script.yaml", line: 3,
        message: "YAML anchors and aliases (&name, *name) are not supported; write the value out")
    ) { try Script(yaml: yaml, path: "script.yaml", scene: scene) }
  }

  @Test func aKeyThatIsAMappingIsRefused() {
    #expect(
      throws: SceneError(
        file: "scene.yaml", line: 2,
        message: "a key must be a single value, not a list or a mapping")
    ) { try Scene(yaml: "windows: []\n{a: 1}: 2\n", path: "scene.yaml") }
  }

  @Test func nestingDeeperThanTheLimitIsRefused() {
    let yaml = "windows: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(
      throws: SceneError(
        file: "scene.yaml", line: 1, message: "lists and mappings nest more than 64 levels deep")
    ) { try Scene(yaml: yaml, path: "scene.yaml") }
  }

  @Test func aFileOverTheLimitIsRefusedAtTheLineThatCrossesIt() throws {
    let line = "- {t: 0, interrupt: true}\n"
    let lines = (1 << 20) / line.utf8.count + 1
    let path = try write(String(repeating: line, count: lines).utf8, named: "script.yaml")
    #expect(
      sceneError(path)
        == "\(path):\(lines): the file is larger than 1 MiB, the most a scene or script may be")
  }

  @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
    let path = try write([], named: "huge.yaml")
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100 << 20)  // sparse: 100 MiB of NULs, no disk space
    try handle.close()
    #expect(
      sceneError(path)
        == "\(path):1: the file is larger than 1 MiB, the most a scene or script may be")
  }

  @Test func anEndlessFileIsRefused() {
    #expect(
      sceneError("/dev/zero")
        == "/dev/zero:1: the file is larger than 1 MiB, the most a scene or script may be")
  }

  @Test func textThatIsNotUTF8IsReportedAtItsLine() throws {
    let path = try write(Array("windows:\n- name: W\n  frame: [".utf8) + [0xFF, 0x5D, 0x0A])
    #expect(sceneError(path) == "\(path):3: the file is not UTF-8 text")
  }

  @Test func controlCharactersAndEscapeSequencesAreShownEscaped() throws {
    // libyaml refuses raw control characters, but a quoted string's escapes make them.
    let key = #""\e]0;retitled\a\e[2J""#
    let path = try write("windows: [{name: W, frame: [0, 0, 4, 6], \(key): 1}]\n".utf8)
    let error = try #require(sceneError(path))
    #expect(ErrorLine.violation(in: error, path: path) == nil)
    #expect(error.contains("unknown key '\\u{1B}]0;retitled\\u{7}\\u{1B}[2J' in a window"))
  }

  @Test func aNameWithAnEscapeSequenceIsRefused() {
    #expect(
      throws: SceneError(
        file: "scene.yaml", line: 1,
        message: "name must be visible characters only, not \"W\u{1B}[2J\"")
    ) { try Scene(yaml: "windows: [{name: \"W\\e[2J\", frame: [0, 0, 4, 6]}]", path: "scene.yaml") }
  }

  @Test func aLongValueIsCutInTheMessage() {
    let long = String(repeating: "x", count: 10_000)
    let error = #expect(throws: SceneError.self) {
      try Scene(yaml: "windows: [{name: W, frame: [0, 0, 4, 6], alpha: \(long)}]", path: "s.yaml")
    }
    #expect(
      error?.message
        == "alpha must be a number, not the string \"\(String(repeating: "x", count: 60))…\"")
  }

  /// A script time past the trace's whole milliseconds (1e308 trapped `touchway trace`
  /// once the trace writers were merged) is refused at its line.
  @Test(arguments: ["1e308", "1e18", "1.0e10"])
  func aScriptTimeBeyondTheBoundIsRefused(time: String) throws {
    let scene = try Scene(yaml: "windows: [{name: W, frame: [0, 0, 400, 600]}]", path: "s.yaml")
    let yaml = "- {t: 0, down: {1: [1, 1]}}\n- {t: \(time), up: [1]}\n"
    let error = #expect(throws: SceneError.self) {
      try Script(yaml: yaml, path: "script.yaml", scene: scene)
    }
    #expect(error?.line == 2)
    #expect(error?.message.hasPrefix("t must be between 0 and 1000000000, not ") == true)
  }

  /// A long press's duration is a time too: its timer fired at 1e308 s and trapped.
  @Test func aLongPressDurationBeyondTheBoundIsRefused() {
    let yaml = """
      windows: [{name: W, frame: [0, 0, 400, 600]}]
      gestures: [{name: g, kind: longPress, view: W, minimumPressDuration: 1e308}]
      """
    let error = #expect(throws: SceneError.self) { try Scene(yaml: yaml, path: "s.yaml") }
    #expect(error?.line == 2)
    #expect(
      error?.message
        == "minimumPressDuration must be between 0 and 1000000000, not 1e+308")
  }
}
