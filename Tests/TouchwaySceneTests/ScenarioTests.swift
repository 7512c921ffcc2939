import Testing
import TouchwayScene

/// The reference scenarios print exactly their expected traces.
@Suite struct ScenarioTests {
  @Test func theFixturesHoldEveryScenario() {
    #expect(Scenario.all.count == 22)
    #expect(Scenario.all.filter(\.hasGestures).count == 7)
  }

  @Test(arguments: Scenario.all.filter { !$0.hasGestures })
  func scenarioPrintsItsExpectedTrace(_ scenario: Scenario) throws {
    #expect(try scenario.run() == scenario.expectedLines())
  }

  /// Enabled once the core has gesture recognizers and the runner builds them.
  @Test(
    .enabled(if: gesturesAreSupported, "the core has no gesture recognizers yet"),
    arguments: Scenario.all.filter(\.hasGestures))
  func gestureScenarioPrintsItsExpectedTrace(_ scenario: Scenario) throws {
    #expect(try scenario.run() == scenario.expectedLines())
  }
}

/// Whether the runner builds a scene with a gesture recognizer.
private let gesturesAreSupported: Bool = {
  let yaml = """
    windows: [{name: W, frame: [0, 0, 10, 10]}]
    gestures: [{name: g, kind: tap, view: W}]
    """
  guard let scene = try? Scene(yaml: yaml, path: "probe.yaml") else { return false }
  return (try? SceneRunner(scene: scene) { _ in }) != nil
}()
