import TouchwayPNG

extension DecodedPNG {
  /// The smallest box around the pixels that `matches` picks (first and last columns and
  /// rows, inclusive), or `nil` if it picks none.
  public func bounds(
    where matches: ([UInt8]) -> Bool
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<height {
      for x in 0..<width where matches(pixel(x, y)) {
        (minX, minY) = (min(minX, x), min(minY, y))
        (maxX, maxY) = (max(maxX, x), max(maxY, y))
      }
    }
    return minX <= maxX ? (minX, minY, maxX, maxY) : nil
  }
}
