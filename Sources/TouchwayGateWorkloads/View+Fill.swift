import Touchway

extension View {
  /// Splits the view into ten vertical strips, and each strip into ten, level by level,
  /// until `views` views made by `make` (given each one's frame) fill it.
  func fill(views: Int, with make: (Rect) -> View) {
    var remaining = views
    var level: [View] = [self]
    while remaining > 0 {
      var next: [View] = []
      for parent in level {
        let width = parent.bounds.width / 10
        for index in 0..<min(10, remaining) {
          let child = make(
            Rect(x: Double(index) * width, y: 0, width: width, height: parent.bounds.height))
          parent.addSubview(child)
          next.append(child)
        }
        remaining -= min(10, remaining)
      }
      level = next
    }
  }
}
