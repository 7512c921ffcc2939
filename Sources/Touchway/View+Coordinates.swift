extension View {
  /// Converts a point from this view's coordinates to `view`'s (to the window's when `view`
  /// is `nil`). The two views may be in different windows.
  public func convert(_ point: Point, to view: View?) -> Point {
    let screen = convert(toScreen: point)
    guard let target = view ?? window else { return screen }
    return target.convert(fromScreen: screen)
  }

  /// Converts a point from `view`'s coordinates (the window's when `view` is `nil`) to this
  /// view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    guard let source = view ?? window else { return convert(fromScreen: point) }
    return convert(fromScreen: source.convert(toScreen: point))
  }

  /// Converts a point from this view's coordinates to screen coordinates.
  // Inlinable: a surface view converts its origin every frame it sends.
  @inlinable
  public func convert(toScreen point: Point) -> Point {
    let offset = offsetToScreen
    return Point(x: point.x + offset.x, y: point.y + offset.y)
  }

  /// Converts a point from screen coordinates to this view's coordinates.
  public func convert(fromScreen point: Point) -> Point {
    let offset = offsetToScreen
    return Point(x: point.x - offset.x, y: point.y - offset.y)
  }
}
