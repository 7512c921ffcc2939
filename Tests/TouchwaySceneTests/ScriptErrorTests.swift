import Testing
import TouchwayScene

/// Each kind of mistake in a script gets one error naming the file, the line and the
/// problem.
@Suite struct ScriptErrorTests {
  static let scene = """
    windows:
    - name: W
      frame: [0, 0, 400, 600]
      views:
      - {name: E, frame: [0, 0, 100, 100]}
    gestures:
    - {name: gE, kind: tap, view: E}
    """

  static let mistakes: [Mistake] = [
    Mistake(
      kind: "time going back",
      yaml: """
        - {t: 0.1, down: {1: [10, 10]}}
        - {t: 0.05, up: [1]}
        """,
      line: 2,
      message: "t goes back in time: 0.05 comes after 0.1 on line 1"),
    Mistake(
      kind: "string where a time belongs",
      yaml: "- {t: soon, down: {1: [10, 10]}}",
      line: 1,
      message: "t must be a number, not the string \"soon\""),
    Mistake(
      kind: "infinite time",
      yaml: "- {t: .inf, down: {1: [10, 10]}}",
      line: 1,
      message: "t must be a finite number, not the number .inf"),
    Mistake(
      kind: "two documents",
      yaml: """
        - {t: 0, down: {1: [10, 10]}}
        ---
        - {t: 1, up: [1]}
        """,
      line: 2,
      message: "invalid YAML: expected a single document in the stream, but found another document"),
    Mistake(
      kind: "negative time",
      yaml: "- {t: -1, down: {1: [10, 10]}}",
      line: 1,
      message: "t must be between 0 and 1000000000, not -1"),
    Mistake(
      kind: "missing time",
      yaml: """
        - t: 0
          down: {1: [10, 10]}
        - up: [1]
        """,
      line: 3,
      message: "a script entry needs 't'"),
    Mistake(
      kind: "unknown key",
      yaml: "- {t: 0, press: {1: [10, 10]}}",
      line: 1,
      message: "unknown key 'press' in a script entry; known keys: t, down, move, up, cancel, "
        + "remove, disable, interrupt, ignore"),
    Mistake(
      kind: "remove of an unknown view",
      yaml: "- {t: 0, remove: Q}",
      line: 1,
      message: "remove names 'Q', which is not a view or window of the scene"),
    Mistake(
      kind: "disable of an unknown gesture",
      yaml: "- {t: 0, disable: E}",
      line: 1,
      message: "disable names 'E', which is not a gesture of the scene"),
    Mistake(
      kind: "a finger down and up in one entry",
      yaml: """
        - t: 0
          down:
            1: [10, 10]
          up: [1]
        """,
      line: 4,
      message: "finger 1 is in both down and up; put them in separate entries"),
    Mistake(
      kind: "a finger listed twice",
      yaml: "- {t: 0, cancel: [2, 2]}",
      line: 1,
      message: "finger 2 is listed twice in cancel"),
    Mistake(
      kind: "down as a list",
      yaml: "- {t: 0, down: [1]}",
      line: 1,
      message: "down must be a mapping from finger id to [x, y], not a list of 1 item"),
    Mistake(
      kind: "position with three numbers",
      yaml: """
        - t: 0
          down:
            1: [10, 10, 10]
        """,
      line: 3,
      message: "finger 1 must be [x, y], not a list of 3 items"),
    Mistake(
      kind: "finger id that is not a number",
      yaml: "- {t: 0, down: {one: [10, 10]}}",
      line: 1,
      message: "a finger id must be a whole number, not the string \"one\""),
    Mistake(
      kind: "string where a coordinate belongs",
      yaml: "- {t: 0, move: {1: [10, ten]}}",
      line: 1,
      message: "the y of finger 1 must be a number, not the string \"ten\""),
    Mistake(
      kind: "a frame and an action in one entry",
      yaml: "- {t: 0, down: {1: [10, 10]}, interrupt: true}",
      line: 1,
      message: "'down' cannot share an entry with 'interrupt': an entry is one frame or one action"),
    Mistake(
      kind: "an entry with nothing to do",
      yaml: "- {t: 0}",
      line: 1,
      message:
        "a script entry needs down, move, up or cancel, or one of remove, disable, interrupt, ignore"
    ),
    Mistake(
      kind: "interrupt false",
      yaml: "- {t: 0, interrupt: false}",
      line: 1,
      message: "interrupt must be true; leave the entry out instead"),
    Mistake(
      kind: "unknown ignore change",
      yaml: "- {t: 0, ignore: pause}",
      line: 1,
      message: "ignore must be one of begin, end, not the string \"pause\""),
    Mistake(
      kind: "a script that is not a list",
      yaml: "t: 0",
      line: 1,
      message: "a script must be a list, not a mapping"),
    Mistake(
      kind: "an empty script",
      yaml: "",
      line: 1,
      message: "the script is empty; it needs a list of entries"),
  ]

  @Test(arguments: mistakes)
  func mistakeIsReportedAtItsLine(_ mistake: Mistake) throws {
    let scene = try Scene(yaml: Self.scene, path: "scene.yaml")
    #expect(throws: SceneError(file: "script.yaml", line: mistake.line, message: mistake.message)) {
      try Script(yaml: mistake.yaml, path: "script.yaml", scene: scene)
    }
  }
}
