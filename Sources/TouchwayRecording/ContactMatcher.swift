/// The Hungarian method on a small integer cost matrix, as mtdev uses it to tell which of
/// the new contacts continues which old one.
///
/// The steps and their order are those of Munkres' algorithm as mtdev implements it
/// (after Markus Buehren's), because with equal costs the order decides the outcome and
/// the decoder must pick what libinput's mtdev picks. Rows and columns are at most 32 each,
/// so covers, stars and primes are bit masks.
struct ContactMatcher {
  private var rows = 0
  private var columns = 0
  /// `cost[row + rows * column]`, reduced in place.
  private var cost: [Int32] = []
  private var coveredColumns: UInt32 = 0
  private var coveredRows: UInt32 = 0
  /// Stars and primes, one mask of rows per column.
  private var starred = [UInt32](repeating: 0, count: 32)
  private var primed = [UInt32](repeating: 0, count: 32)
  /// The stars after an augmenting step, while the old ones are still being followed.
  private var nextStarred = [UInt32](repeating: 0, count: 32)

  /// Assigns each row a distinct column so that the total cost is least.
  ///
  /// - Parameters:
  ///   - cost: `rows × columns` costs, `cost[row + rows * column]`.
  ///   - assignment: receives one column per row, -1 for a row left out.
  mutating func match(
    cost: [Int32], rows: Int, columns: Int, assignment: inout [Int]
  ) {
    self.rows = rows
    self.columns = columns
    self.cost.removeAll(keepingCapacity: true)
    self.cost.append(contentsOf: cost)
    coveredColumns = 0
    coveredRows = 0
    for column in 0..<32 {
      starred[column] = 0
      primed[column] = 0
    }
    for row in 0..<rows { assignment[row] = -1 }
    let needed = min(rows, columns)
    reduceAndStar()
    while coveredColumns.nonzeroBitCount != needed {
      guard let (row, column) = primeUncoveredZeros() else {
        guard subtractSmallestUncovered() else { return }  // nothing uncovered: no assignment
        continue
      }
      augment(fromRow: row, column: column)
      coverStarredColumns()
    }
    for row in 0..<rows {
      if let column = (0..<columns).first(where: { isStarred(row, $0) }) {
        assignment[row] = column
      }
    }
  }

  private func value(_ row: Int, _ column: Int) -> Int32 { cost[row + rows * column] }
  private func isStarred(_ row: Int, _ column: Int) -> Bool { starred[column] >> row & 1 != 0 }
  private func isPrimed(_ row: Int, _ column: Int) -> Bool { primed[column] >> row & 1 != 0 }
  private func isCovered(column: Int) -> Bool { coveredColumns >> column & 1 != 0 }
  private func isCovered(row: Int) -> Bool { coveredRows >> row & 1 != 0 }

  /// Subtracts each line's minimum (each row's when there are no more rows than columns,
  /// each column's otherwise), then stars in each line the first zero whose crossing line
  /// has no star yet.
  private mutating func reduceAndStar() {
    let byRows = rows <= columns
    let (lines, length, rows) = byRows ? (rows, columns, rows) : (columns, rows, rows)
    func index(_ line: Int, _ position: Int) -> Int {
      byRows ? line + rows * position : position + rows * line
    }
    for line in 0..<lines {
      var smallest = cost[index(line, 0)]
      for position in 1..<max(length, 1) { smallest = min(smallest, cost[index(line, position)]) }
      for position in 0..<length { cost[index(line, position)] &-= smallest }
    }
    for line in 0..<lines {
      for position in 0..<length where cost[index(line, position)] == 0 {
        let (row, column) = byRows ? (line, position) : (position, line)
        if byRows ? isCovered(column: column) : isCovered(row: row) { continue }
        starred[column] |= 1 << row
        coveredColumns |= 1 << column
        coveredRows |= 1 << row
        break
      }
    }
    coveredRows = 0
  }

  /// Primes uncovered zeros, covering their row and uncovering their star's column, until
  /// a primed zero has no star in its row; returns that zero.
  private mutating func primeUncoveredZeros() -> (Int, Int)? {
    var foundZero = true
    while foundZero {
      foundZero = false
      for column in 0..<columns where !isCovered(column: column) {
        for row in 0..<rows where value(row, column) == 0 && !isCovered(row: row) {
          primed[column] |= 1 << row
          guard let starColumn = (0..<columns).first(where: { isStarred(row, $0) }) else {
            return (row, column)
          }
          coveredRows |= 1 << row
          coveredColumns &= ~(1 << starColumn)
          foundZero = true
          break
        }
      }
    }
    return nil
  }

  /// Flips stars and primes along the path that starts at the unstarred primed zero.
  private mutating func augment(fromRow row: Int, column: Int) {
    for index in 0..<32 { nextStarred[index] = starred[index] }
    nextStarred[column] |= 1 << row
    var starColumn = column
    var starRow = (0..<rows).first { isStarred($0, starColumn) }
    while let currentRow = starRow {
      nextStarred[starColumn] &= ~(1 << currentRow)
      let primeColumn = (0..<columns).first { isPrimed(currentRow, $0) } ?? columns
      guard primeColumn < columns else { break }
      nextStarred[primeColumn] |= 1 << currentRow
      starColumn = primeColumn
      starRow = (0..<rows).first { isStarred($0, starColumn) }
    }
    for index in 0..<32 {
      starred[index] = nextStarred[index]
      primed[index] = 0
    }
    coveredRows = 0
  }

  private mutating func coverStarredColumns() {
    for column in 0..<columns where starred[column] != 0 {
      coveredColumns |= 1 << column
    }
  }

  /// Adds the smallest uncovered value to covered rows and subtracts it from uncovered
  /// columns; returns `false` when nothing is uncovered.
  private mutating func subtractSmallestUncovered() -> Bool {
    var smallest: Int32?
    for row in 0..<rows where !isCovered(row: row) {
      for column in 0..<columns where !isCovered(column: column) {
        if smallest == nil || value(row, column) < smallest! { smallest = value(row, column) }
      }
    }
    guard let smallest else { return false }
    for row in 0..<rows where isCovered(row: row) {
      for column in 0..<columns { cost[row + rows * column] &+= smallest }
    }
    for column in 0..<columns where !isCovered(column: column) {
      for row in 0..<rows { cost[row + rows * column] &-= smallest }
    }
    return true
  }
}
