import Foundation
import Testing
import Touchway
import TouchwayScene

/// Running scripts through scenes: actions, responders along the chain, and what the
/// trace prints for them.
@Suite struct SceneRunnerTests {
  static let scene = """
    windows:
    - name: W
      frame: [100, 50, 400, 600]
      views:
      - name: R
        frame: [0, 0, 400, 600]
        handles: false
        views:
        - {name: A, frame: [10, 10, 100, 100]}
        - {name: H, frame: [200, 10, 100, 100], hidden: true}
    """

  /// The trace of `script` run through `scene`.
  func trace(
    _ script: String, scene: String = SceneRunnerTests.scene, options: TraceOptions = TraceOptions()
  ) throws -> [String] {
    try TouchwaySceneTests.trace(scene: scene, script: script, options: options)
  }

  @Test func removingAViewCancelsItsTouchAtTheEntrysTime() throws {
    let lines = try trace(
      """
      - {t: 0, down: {1: [150, 100]}}
      - {t: 0.05, remove: A}
      - {t: 0.1, up: [1]}
      """)
    #expect(lines == ["0.000 A touchesBegan 1", "0.050 A touchesCancelled 1"])
  }

  @Test func removingAWindowCancelsItsTouches() throws {
    let lines = try trace(
      """
      - {t: 0, down: {1: [150, 100], 2: [160, 110]}}
      - {t: 0.02, remove: W}
      - {t: 0.1, up: [1, 2]}
      """, options: TraceOptions(hitTest: true))
    #expect(
      lines == [
        "0.000 hitTest 1 W R H:skip A -> A",
        "0.000 hitTest 2 W R H:skip A -> A",
        "0.000 A touchesBegan 1",
        "0.020 A touchesCancelled 1",
      ])
  }

  @Test func aTouchOutsideEveryWindowHitsNothing() throws {
    let lines = try trace(
      """
      - {t: 0, down: {1: [10, 10]}}
      - {t: 0.1, up: [1]}
      """, options: TraceOptions(hitTest: true))
    #expect(lines == ["0.000 hitTest 1 W:out -> none"])
  }

  @Test func aWindowThatHandlesGetsWhatItsViewsPassOnInWindowCoordinates() throws {
    let scene = Self.scene.replacingOccurrences(
      of: "frame: [100, 50, 400, 600]\n", with: "frame: [100, 50, 400, 600]\n  handles: true\n")
    let lines = try trace(
      """
      - {t: 0, down: {1: [400, 300]}}
      - {t: 0.1, up: {1: [410, 320]}}
      """, scene: scene, options: TraceOptions(detail: true))
    #expect(
      lines == [
        "0.000 W touchesBegan 1 all=1",
        "  touch 1 phase=began tap=1 at=300.0,250.0 prev=300.0,250.0 view=R window=W",
        "0.100 W touchesEnded 1 all=1",
        "  touch 1 phase=ended tap=1 at=310.0,270.0 prev=300.0,250.0 view=R window=W",
      ])
  }

  @Test func theApplicationHandlesWhatTheWindowPassesOn() throws {
    let lines = try trace(
      """
      - {t: 0, down: {1: [400, 300]}}
      - {t: 0.1, cancel: [1]}
      """, scene: "application: {handles: true}\n" + Self.scene, options: TraceOptions(detail: true)
    )
    #expect(
      lines == [
        "0.000 application touchesBegan 1 all=1",
        "  touch 1 phase=began tap=1 at=300.0,250.0 prev=300.0,250.0 view=R window=W",
        "0.100 application touchesCancelled 1 all=1",
        "  touch 1 phase=cancelled tap=1 at=300.0,250.0 prev=300.0,250.0 view=R window=W",
      ])
  }

  @Test func oneEntryIsOneFrame() throws {
    let lines = try trace(
      """
      - {t: 0, down: {1: [150, 100]}}
      - {t: 0.05, down: {3: [400, 300]}, move: {1: [151, 100]}}
      - {t: 0.1, up: [1], cancel: [3]}
      """, scene: "application: {handles: true}\n" + Self.scene)
    #expect(
      lines == [
        "0.000 A touchesBegan 1",
        "0.050 application touchesBegan 3",
        "0.050 A touchesMoved 1",
        "0.100 A touchesEnded 1",
        "0.100 application touchesCancelled 3",
      ])
  }

  @Test func touchesBegunWhileIgnoringAreDroppedAndALateLiftIsIgnored() throws {
    let lines = try trace(
      """
      - {t: 0, down: {1: [150, 100]}}
      - {t: 0.01, ignore: begin}
      - {t: 0.02, down: {2: [160, 100]}}
      - {t: 0.03, ignore: end}
      - {t: 0.04, up: [1, 2]}
      """)
    #expect(lines == ["0.000 A touchesBegan 1", "0.010 A touchesCancelled 1"])
  }

  @Test func theRunnerBuildsTheTreeInSceneOrder() throws {
    let scene = try Scene(yaml: Self.scene, path: "scene.yaml")
    let runner = SceneRunner(scene: scene) { _ in }
    let root = try #require(runner.view(named: "R"))
    #expect(runner.application.windows.map(\.name) == ["W"])
    #expect(root.subviews.map(\.name) == ["A", "H"])
    #expect(runner.view(named: "H")?.isHidden == true)
    #expect(runner.view(named: "W")?.frame == Rect(x: 100, y: 50, width: 400, height: 600))
  }
}
