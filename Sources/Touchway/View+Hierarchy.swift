extension View {
  /// Adds `view` as the front-most subview, taking it out of its old superview first.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (0 is the back-most).
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
    if view.superview != nil { view.removeFromSuperview() }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Inserts `view` just in front of `sibling`, which must be a subview.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    if view.superview === self { detach(view) }
    insertSubview(view, at: index(of: sibling) + 1)
  }

  /// Inserts `view` just behind `sibling`, which must be a subview.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    if view.superview === self { detach(view) }
    insertSubview(view, at: index(of: sibling))
  }

  /// Takes the view out of its superview. Touches bound to it or to a view inside it are
  /// cancelled first, so every responder that saw them begin sees them end (R42).
  public func removeFromSuperview() {
    guard let superview else { return }
    window?.application?.viewWillLeaveWindow(self)
    superview.detach(self)
  }

  private func index(of sibling: View) -> Int {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      preconditionFailure("\(sibling) is not a subview of \(self)")
    }
    return index
  }

  private func detach(_ view: View) {
    let index = index(of: view)
    subviews.remove(at: index)
    view.superview = nil
  }
}
