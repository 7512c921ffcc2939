import Testing
import Touchway
import TouchwayScene

/// Scenes with gesture recognizers: how they are built, and what the trace prints for them.
@Suite struct SceneGestureTests {
  static let windows = """
    windows:
    - name: W
      frame: [0, 0, 400, 600]
      views:
      - name: B
        frame: [0, 0, 400, 600]
        multipleTouchEnabled: true
        views:
        - {name: E, frame: [100, 100, 100, 100], multipleTouchEnabled: true}

    """

  /// The trace of `script` run through the windows above with `gestures`.
  func trace(gestures: String, script: String) throws -> [String] {
    try TouchwaySceneTests.trace(scene: Self.windows + gestures, script: script)
  }

  @Test func recognizersTakeTheirKindsParameters() throws {
    let scene = try Scene(
      yaml: Self.windows + """
        gestures:
        - {name: t, kind: tap, view: E, taps: 2, touches: 3, delaysTouchesBegan: true}
        - {name: l, kind: longPress, view: E, minimumPressDuration: 1, allowableMovement: 4}
        - {name: p, kind: pan, view: B, minimumTouches: 2, cancelsTouchesInView: false}
        - {name: s, kind: swipe, view: B, direction: up, enabled: false}
        - {name: e, kind: screenEdgePan, view: W, edges: [left, top], delaysTouchesEnded: false}
        """, path: "scene.yaml")
    let runner = SceneRunner(scene: scene) { _ in }
    let tap = try #require(runner.gestureRecognizer(named: "t") as? TapGestureRecognizer)
    #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 3)
    #expect(tap.delaysTouchesBegan && tap.view === runner.view(named: "E"))
    let press = try #require(runner.gestureRecognizer(named: "l") as? LongPressGestureRecognizer)
    #expect(press.minimumPressDuration == 1 && press.allowableMovement == 4)
    let pan = try #require(runner.gestureRecognizer(named: "p") as? PanGestureRecognizer)
    #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == .max)
    #expect(!pan.cancelsTouchesInView)
    let swipe = try #require(runner.gestureRecognizer(named: "s") as? SwipeGestureRecognizer)
    #expect(swipe.direction == .up && !swipe.isEnabled)
    let edge = try #require(runner.gestureRecognizer(named: "e") as? ScreenEdgePanGestureRecognizer)
    #expect(edge.edges == [.left, .top] && !edge.delaysTouchesEnded)
    #expect(runner.view(named: "E")?.gestureRecognizers.map(\.name) == ["t", "l"])
  }

  @Test func disablingARecognizerCancelsItAtTheEntrysTime() throws {
    let lines = try trace(
      gestures: "gestures: [{name: gP, kind: pan, view: B}]",
      script: """
        - {t: 0, down: {1: [150, 150]}}
        - {t: 0.02, move: {1: [180, 150]}}
        - {t: 0.05, disable: gP}
        - {t: 0.1, up: [1]}
        """)
    #expect(
      lines == [
        "0.000 E touchesBegan 1",
        "0.020 gP possible->began",
        "0.020 E touchesCancelled 1",
        "0.020 gP action began",
        "0.050 gP began->cancelled",
        "0.050 gP action cancelled",
      ])
  }

  @Test func aLongPressTimerFiresAfterTheLastEntry() throws {
    let lines = try trace(
      gestures: "gestures: [{name: gLP, kind: longPress, view: E, minimumPressDuration: 0.25}]",
      script: "- {t: 0.1, down: {1: [150, 150]}}")
    #expect(
      lines == [
        "0.100 E touchesBegan 1",
        "0.350 gLP possible->began",
        "0.350 E touchesCancelled 1",
        "0.350 gLP action began",
      ])
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
    let lines = try trace(
      gestures: """
        gestures:
        - {name: gS, kind: tap, view: E, requireToFail: [gD]}
        - {name: gD, kind: tap, view: E, taps: 2}
        """,
      script: """
        - {t: 0, down: {1: [150, 150]}}
        - {t: 0.05, up: [1]}
        """)
    #expect(
      lines == [
        "0.000 E touchesBegan 1",
        "0.400 gD possible->failed",
        "0.400 gS possible->recognized",
        "0.400 E touchesCancelled 1",
        "0.400 gS action recognized",
      ])
  }

  @Test(arguments: [false, true])
  func simultaneousWithLetsTwoRecognizersRecognizeTogether(_ simultaneous: Bool) throws {
    let together = simultaneous ? ", simultaneousWith: [gE]" : ""
    let lines = try trace(
      gestures: """
        gestures:
        - {name: gE, kind: pan, view: E, cancelsTouchesInView: false}
        - {name: gB, kind: pan, view: B, cancelsTouchesInView: false\(together)}
        """,
      script: """
        - {t: 0, down: {1: [150, 150]}}
        - {t: 0.02, move: {1: [180, 150]}}
        """)
    let gestureLines = lines.filter { $0.contains(" g") }
    #expect(
      gestureLines
        == (simultaneous
          ? [
            "0.020 gE possible->began", "0.020 gB possible->began", "0.020 gE action began",
            "0.020 gB action began",
          ]
          : ["0.020 gE possible->began", "0.020 gB possible->failed", "0.020 gE action began"]))
  }
}
