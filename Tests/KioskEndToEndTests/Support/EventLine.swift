/// One line of touch-demo-client's output, `down serial=5 time=1200 id=0 x=12.50 y=40.00`,
/// read back.
struct EventLine {
  let kind: Substring
  private let fields: [Substring: Substring]

  init(_ line: Substring) {
    let words = line.split(separator: " ")
    kind = words.first ?? ""
    var fields: [Substring: Substring] = [:]
    for word in words.dropFirst() {
      let pair = word.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { fields[pair[0]] = pair[1] }
    }
    self.fields = fields
  }

  /// A numeric field's value.
  subscript(_ name: Substring) -> Double? {
    fields[name].flatMap { Double($0) }
  }
}
