/// The angle of the vector (x, y) from the positive x axis, in radians in (-π, π]: the C
/// library's `atan2`, in plain Swift so the core needs no C.
func arctangent(y: Double, x: Double) -> Double {
  if x == 0 && y == 0 { return 0 }
  if abs(x) >= abs(y) {
    let base = arctangent(y / x)
    if x > 0 { return base }
    return y >= 0 ? base + .pi : base - .pi
  }
  return (y > 0 ? Double.pi / 2 : -Double.pi / 2) - arctangent(x / y)
}

/// atan(z) for |z| ≤ 1: two half-angle reductions bring |z| under tan(π/16), where seven
/// terms of the series are exact to about 1e-12.
private func arctangent(_ z: Double) -> Double {
  var reduced = z
  for _ in 0..<2 { reduced /= 1 + (1 + reduced * reduced).squareRoot() }
  let square = reduced * reduced
  var sum = 0.0
  for k in stride(from: 13, through: 1, by: -2) {
    sum = 1 / Double(k) - square * sum
  }
  return 4 * reduced * sum
}

/// The smallest signed angle that turns `from` into `to`, in (-π, π].
func angleDifference(from: Double, to: Double) -> Double {
  var difference = to - from
  while difference > .pi { difference -= 2 * .pi }
  while difference <= -.pi { difference += 2 * .pi }
  return difference
}
