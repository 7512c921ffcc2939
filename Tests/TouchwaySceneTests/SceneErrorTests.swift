import Testing
import TouchwayScene

/// Each kind of mistake in a scene gets one error naming the file, the line and the problem.
@Suite struct SceneErrorTests {
  static let mistakes: [Mistake] = [
    Mistake(
      kind: "unknown key in a view",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          views:
          - {name: A, frame: [0, 0, 10, 10], colour: red}
        """,
      line: 5,
      message: "unknown key 'colour' in a view; known keys: name, frame, views, handles, "
        + "userInteractionEnabled, hidden, alpha, exclusiveTouch, multipleTouchEnabled"),
    Mistake(
      kind: "unknown key in the scene",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gesture: []
        """,
      line: 2,
      message:
        "unknown key 'gesture' in the scene; known keys: screen, windows, application, gestures"),
    Mistake(
      kind: "duplicate name",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          views:
          - name: A
            frame: [0, 0, 10, 10]
          - name: A
            frame: [0, 0, 20, 20]
        """,
      line: 7,
      message: "the name 'A' is already used on line 5"),
    Mistake(
      kind: "gesture named like a view",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - {name: W, kind: tap, view: W}
        """,
      line: 3,
      message: "the name 'W' is already used on line 1"),
    Mistake(
      kind: "reserved name",
      yaml: "windows: [{name: application, frame: [0, 0, 400, 600]}]",
      line: 1,
      message: "the name 'application' is reserved for the application"),
    Mistake(
      kind: "name with a space",
      yaml: "windows: [{name: main window, frame: [0, 0, 400, 600]}]",
      line: 1,
      message: "name must be one word without spaces, not \"main window\""),
    Mistake(
      kind: "string where a number belongs",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, "400", 600]
        """,
      line: 3,
      message: "the width of frame must be a number, not the string \"400\""),
    Mistake(
      kind: "frame with three numbers",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400]
        """,
      line: 3,
      message: "frame must be [x, y, width, height], not a list of 3 items"),
    Mistake(
      kind: "frame with a negative width",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, -400, 600]
        """,
      line: 3,
      message: "frame must not have a negative width or height"),
    Mistake(
      kind: "missing frame",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          views:
          - name: A
        """,
      line: 5,
      message: "a view needs 'frame'"),
    Mistake(
      kind: "number where true or false belongs",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          handles: 1
        """,
      line: 4,
      message: "handles must be true or false, not the number 1"),
    Mistake(
      kind: "alpha out of range",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          alpha: 1.5
        """,
      line: 4,
      message: "alpha must be between 0 and 1, not 1.5"),
    Mistake(
      kind: "screen with a zero width",
      yaml: """
        screen: [0, 600]
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        """,
      line: 1,
      message: "screen must have a positive width and height"),
    Mistake(
      kind: "no windows",
      yaml: "windows: []",
      line: 1,
      message: "windows must list at least one window"),
    Mistake(
      kind: "windows as a mapping",
      yaml: "windows: {name: W}",
      line: 1,
      message: "windows must be a list, not a mapping"),
    Mistake(
      kind: "empty scene",
      yaml: "",
      line: 1,
      message: "the scene is empty; it needs 'windows'"),
    Mistake(
      kind: "YAML syntax error",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600
        application: {}
        """,
      line: 4,
      message: "invalid YAML: while parsing a flow sequence, did not find expected ',' or ']'"),
    Mistake(
      kind: "duplicate key",
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          frame: [0, 0, 200, 600]
        """,
      line: 4,
      message: "duplicate key 'frame': a key may appear only once in a mapping (first on line 3)"),
    Mistake(
      kind: "unknown gesture kind",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - {name: g, kind: doubleTap, view: W}
        """,
      line: 3,
      message: "kind must be one of tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, "
        + "not the string \"doubleTap\""),
    Mistake(
      kind: "gesture on an unknown view",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - name: g
          kind: tap
          view: X
        """,
      line: 5,
      message: "view 'X' is not a view or window of the scene"),
    Mistake(
      kind: "requireToFail names an unknown gesture",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - {name: g1, kind: tap, view: W}
        - name: g2
          kind: tap
          view: W
          requireToFail: [g1, g3]
        """,
      line: 7,
      message: "requireToFail names 'g3', which is not another gesture of the scene"),
    Mistake(
      kind: "gesture requires itself to fail",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - {name: g, kind: tap, view: W, requireToFail: [g]}
        """,
      line: 3,
      message: "requireToFail names 'g', which is not another gesture of the scene"),
    Mistake(
      kind: "key of another kind of gesture",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - name: g
          kind: pan
          view: W
          taps: 2
        """,
      line: 6,
      message: "'taps' does not apply to a pan gesture"),
    Mistake(
      kind: "pan with fewer maximum than minimum touches",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - {name: g, kind: pan, view: W, minimumTouches: 2, maximumTouches: 1}
        """,
      line: 3,
      message: "maximumTouches must be at least 2, not 1"),
    Mistake(
      kind: "decimal where a whole number belongs",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - {name: g, kind: tap, view: W, taps: 1.5}
        """,
      line: 3,
      message: "taps must be a whole number, not the number 1.5"),
    Mistake(
      kind: "unknown screen edge",
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - name: g
          kind: screenEdgePan
          view: W
          edges:
          - left
          - middle
        """,
      line: 8,
      message: "edges must be one of left, right, top, bottom, not the string \"middle\""),
  ]

  @Test(arguments: mistakes)
  func mistakeIsReportedAtItsLine(_ mistake: Mistake) {
    #expect(throws: SceneError(file: "scene.yaml", line: mistake.line, message: mistake.message)) {
      try Scene(yaml: mistake.yaml, path: "scene.yaml")
    }
  }

  @Test func aMissingFileIsReportedWithoutALine() {
    #expect(
      throws: SceneError(
        file: "/nonexistent/scene.yaml", line: nil, message: "cannot read the file")
    ) {
      try Scene(contentsOf: "/nonexistent/scene.yaml")
    }
  }

  @Test func anErrorPrintsAsFileLineMessage() {
    let error = SceneError(file: "scene.yaml", line: 3, message: "a view needs 'frame'")
    #expect("\(error)" == "scene.yaml:3: a view needs 'frame'")
    #expect(
      "\(SceneError(file: "s.yaml", line: nil, message: "cannot read the file"))"
        == "s.yaml: cannot read the file")
  }
}
