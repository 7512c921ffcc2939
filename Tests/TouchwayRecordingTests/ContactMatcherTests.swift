import Testing
import TouchwayTestSupport

@testable import TouchwayRecording

@Suite struct ContactMatcherTests {
  /// The least total cost over every way to match min(rows, columns) pairs.
  private func bruteForce(_ cost: [Int32], rows: Int, columns: Int) -> Int64 {
    func best(row: Int, used: Set<Int>) -> Int64 {
      guard row < rows else { return 0 }
      var result: Int64 = rows - row > columns - used.count ? best(row: row + 1, used: used) : .max
      for column in 0..<columns where !used.contains(column) {
        let rest = best(row: row + 1, used: used.union([column]))
        if rest != .max { result = min(result, Int64(cost[row + rows * column]) + rest) }
      }
      return result
    }
    return best(row: 0, used: [])
  }

  @Test(arguments: 1...200)
  func findsTheLeastTotalCost(seed: Int) {
    var generator = SplitMix64(state: UInt64(seed))
    let rows = Int.random(in: 0...5, using: &generator)
    let columns = Int.random(in: 0...5, using: &generator)
    let cost = (0..<rows * columns).map { _ in Int32.random(in: 0...2_000_000, using: &generator) }
    var matcher = ContactMatcher()
    var assignment = [Int](repeating: 99, count: 32)
    matcher.match(cost: cost, rows: rows, columns: columns, assignment: &assignment)

    let chosen = assignment.prefix(rows).filter { $0 >= 0 }
    #expect(chosen.count == min(rows, columns))
    #expect(Set(chosen).count == chosen.count)
    let total = assignment.prefix(rows).enumerated().filter { $0.element >= 0 }
      .reduce(Int64(0)) { $0 + Int64(cost[$1.offset + rows * $1.element]) }
    #expect(total == bruteForce(cost, rows: rows, columns: columns))
  }
}
