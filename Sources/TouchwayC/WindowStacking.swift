/// The order of a seat's windows as the compositor raises and lowers them.
///
/// Touchway stacks windows by level, and equal levels in the order they were added. A
/// window's level here is the compositor's level plus a fraction under one half that
/// grows with its place in this order: raising a window moves it in front of the others of
/// its level without taking it out of the application, which would cancel its touches.
struct WindowStacking {
  /// Back to front.
  private(set) var windows: [WindowHandle] = []

  /// Puts a new window in front.
  mutating func add(_ window: WindowHandle) {
    windows.append(window)
    restack()
  }

  mutating func remove(_ window: WindowHandle) {
    windows.removeAll { $0 === window }
  }

  mutating func raise(_ window: WindowHandle) {
    remove(window)
    windows.append(window)
    restack()
  }

  mutating func lower(_ window: WindowHandle) {
    remove(window)
    windows.insert(window, at: 0)
    restack()
  }

  /// Gives every window its level for its place.
  func restack() {
    let count = Double(windows.count + 1)
    for (index, window) in windows.enumerated() {
      window.applyLevel(order: Double(index + 1) / count / 2)
    }
  }
}
