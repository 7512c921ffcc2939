import Touchway

extension Surface {
  /// The parent, while the surface is a subsurface of a living parent.
  var parent: Surface? { (roleObject as? Subsurface)?.parent }

  /// The surface at the top of the subsurface tree: the one with the window's role.
  var root: Surface {
    var surface = self
    while let parent = surface.parent { surface = parent }
    return surface
  }

  /// The window the surface's tree shows in, if its root is a toplevel.
  var window: ClientWindow? { root.xdgSurface?.toplevel?.window }

  /// Whether `surface` is this surface or one of its ancestors.
  func hasAncestor(_ surface: Surface) -> Bool {
    var candidate: Surface? = self
    while let current = candidate {
      if current === surface { return true }
      candidate = current.parent
    }
    return false
  }

  /// Calls `body` for every mapped surface of this tree, back to front, with its origin in
  /// the coordinates where this surface's origin is `origin`. A surface without a buffer
  /// hides itself and its subsurfaces (`wl_subsurface`: "mapped").
  func forEachMapped(at origin: Point, _ body: (Surface, Point) -> Void) {
    guard current.buffer != nil else { return }
    let here = origin.offsetBy(dx: contentOffset.x, dy: contentOffset.y)
    for surface in currentStack {
      if surface === self {
        body(self, here)
      } else if let subsurface = surface.roleObject as? Subsurface {
        surface.forEachMapped(
          at: here.offsetBy(dx: subsurface.position.x, dy: subsurface.position.y), body)
      }
    }
  }

  /// Takes a subsurface out of both stacks, at once (`wl_subsurface.destroy`).
  func removeFromStacks(_ child: Surface) {
    pendingStack.removeAll { $0 === child }
    currentStack.removeAll { $0 === child }
  }

  /// The surface is going away: its subsurfaces lose their parent and are unmapped.
  func detachSubsurfaces() {
    for child in pendingStack + currentStack where child !== self {
      (child.roleObject as? Subsurface)?.parentDestroyed()
    }
    pendingStack = []
    currentStack = []
  }
}
