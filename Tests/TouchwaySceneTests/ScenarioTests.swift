import Testing
import TouchwayScene

/// The reference scenarios print exactly their expected traces.
@Suite struct ScenarioTests {
  @Test func theFixturesHoldEveryScenario() {
    #expect(Scenario.all.count == 22)
    #expect(Scenario.all.filter(\.hasGestures).count == 7)
  }

  @Test(arguments: Scenario.all)
  func scenarioPrintsItsExpectedTrace(_ scenario: Scenario) throws {
    #expect(try scenario.run() == scenario.expectedLines())
  }

  @Test func theFixturesHoldEveryRegression() {
    #expect(Scenario.regressions.count == 5)
  }

  /// The project's own scenarios, reproductions of fixed defects (`Fixtures/regressions`).
  @Test(arguments: Scenario.regressions)
  func regressionPrintsItsExpectedTrace(_ scenario: Scenario) throws {
    #expect(try scenario.run() == scenario.expectedLines())
  }
}
