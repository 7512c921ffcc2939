import CWlroots

/// The wlroots signals that change what a window's surface tree shows, so that its views
/// follow them as they happen instead of being brought up to date at each hit test.
///
/// It listens to every surface of the tree, mapped or not — the root's, its subsurfaces',
/// its popups' and theirs, as far down as they go — and calls `changed` with what it knows:
/// a commit (a surface's size, input region, position or its subsurfaces' order), a popup
/// that mapped, and a surface leaving the tree (a subsurface or popup that unmapped, a
/// surface or subsurface destroyed). wlroots tells of a leaving surface before it marks it
/// unmapped, so `changed` names it, and the window leaves it and what is above it out. A
/// new subsurface or popup is listened to at once: it shows at a commit or a map.
///
/// Each object's listeners go with the object (its destroy signal), or when it is no longer
/// in the tree; all of them when the root goes, after which `changed` is never called.
final class SurfaceTreeWatch {
  /// What the tree grows from.
  enum Root {
    /// An xdg surface: its surface and popups.
    case xdgSurface(UnsafeMutablePointer<wlr_xdg_surface>)
    /// A layer surface: its surface and popups.
    case layerSurface(UnsafeMutablePointer<wlr_layer_surface_v1>)
    /// A surface with a role of the compositor's (an Xwayland surface).
    case surface(UnsafeMutablePointer<wlr_surface>)
  }

  private let root: Root
  /// Called with the surface that is leaving the tree, if any.
  private let changed: (UnsafeMutablePointer<wlr_surface>?) -> Void
  /// The listeners of each object of the tree (a surface, subsurface or popup's xdg
  /// surface), by its address.
  private var watches: [UnsafeMutableRawPointer: [Listener]] = [:]

  init(_ root: Root, changed: @escaping (UnsafeMutablePointer<wlr_surface>?) -> Void) {
    self.root = root
    self.changed = changed
    rewatch()
  }

  /// Listens to every object in the tree now, and to nothing else.
  private func rewatch() {
    var seen = Set<UnsafeMutableRawPointer>()
    switch root {
    case .xdgSurface(let xdgSurface): watchXdgTree(xdgSurface, isRoot: true, seen: &seen)
    case .layerSurface(let layerSurface):
      watchSurface(layerSurface.pointee.surface, seen: &seen)
      watch(UnsafeMutableRawPointer(layerSurface), seen: &seen) {
        [
          Listener(signal(layerSurface, \.events.new_popup)) { [unowned self] _ in rewatch() },
          Listener(signal(layerSurface, \.events.destroy)) { [unowned self] _ in end() },
        ]
      }
      watchPopups(in: &layerSurface.pointee.popups, seen: &seen)
    case .surface(let surface): watchSurface(surface, seen: &seen)
    }
    for object in watches.keys where !seen.contains(object) { watches[object] = nil }
  }

  /// The root is going: nothing more is listened to.
  private func end() {
    watches.removeAll()
  }

  /// Listens to `object` with the listeners `make` makes, unless it is listened to already.
  private func watch(
    _ object: UnsafeMutableRawPointer, seen: inout Set<UnsafeMutableRawPointer>,
    _ make: () -> [Listener]
  ) {
    seen.insert(object)
    if watches[object] == nil { watches[object] = make() }
  }

  /// A surface, and its subsurfaces with theirs, below and above it.
  private func watchSurface(
    _ surface: UnsafeMutablePointer<wlr_surface>, seen: inout Set<UnsafeMutableRawPointer>
  ) {
    watch(UnsafeMutableRawPointer(surface), seen: &seen) {
      [
        Listener(signal(surface, \.events.commit)) { [unowned self] _ in changed(nil) },
        Listener(signal(surface, \.events.new_subsurface)) { [unowned self] _ in rewatch() },
        Listener(signal(surface, \.events.destroy)) { [unowned self] _ in
          if case .surface(let root) = root, root == surface { return end() }
          watches[UnsafeMutableRawPointer(surface)] = nil
          changed(surface)
        },
      ]
    }
    for list in [\wlr_surface.current.subsurfaces_below, \.current.subsurfaces_above] {
      let head = withUnsafeMutablePointer(to: &surface.pointee[keyPath: list]) { $0 }
      forEachElement(in: head, link: \wlr_subsurface.current.link) { subsurface in
        watchSubsurface(subsurface, seen: &seen)
      }
    }
  }

  private func watchSubsurface(
    _ subsurface: UnsafeMutablePointer<wlr_subsurface>, seen: inout Set<UnsafeMutableRawPointer>
  ) {
    let surface = subsurface.pointee.surface!
    watch(UnsafeMutableRawPointer(subsurface), seen: &seen) {
      [
        Listener(signal(subsurface, \.events.unmap)) { [unowned self] _ in changed(surface) },
        Listener(signal(subsurface, \.events.destroy)) { [unowned self] _ in
          watches[UnsafeMutableRawPointer(subsurface)] = nil
          changed(surface)
        },
      ]
    }
    watchSurface(surface, seen: &seen)
  }

  /// An xdg surface's surface and popups; a popup's map and unmap too (the root's are
  /// the compositor's: it makes and closes the window).
  private func watchXdgTree(
    _ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>, isRoot: Bool,
    seen: inout Set<UnsafeMutableRawPointer>
  ) {
    let surface = xdgSurface.pointee.surface!
    watch(UnsafeMutableRawPointer(xdgSurface), seen: &seen) {
      var listeners = [
        Listener(signal(xdgSurface, \.events.new_popup)) { [unowned self] _ in rewatch() },
        Listener(signal(xdgSurface, \.events.destroy)) { [unowned self] _ in
          if isRoot { return end() }
          watches[UnsafeMutableRawPointer(xdgSurface)] = nil
        },
      ]
      if !isRoot {
        listeners += [
          Listener(signal(xdgSurface, \.events.map)) { [unowned self] _ in changed(nil) },
          Listener(signal(xdgSurface, \.events.unmap)) { [unowned self] _ in changed(surface) },
        ]
      }
      return listeners
    }
    watchSurface(surface, seen: &seen)
    watchPopups(in: &xdgSurface.pointee.popups, seen: &seen)
  }

  private func watchPopups(
    in popups: UnsafeMutablePointer<wl_list>, seen: inout Set<UnsafeMutableRawPointer>
  ) {
    forEachElement(in: popups, link: \wlr_xdg_popup.link) { popup in
      guard let base = popup.pointee.base else { return }
      watchXdgTree(base, isRoot: false, seen: &seen)
    }
  }
}

extension UnsafeMutablePointer where Pointee == wlr_surface {
  /// Whether this surface is `ancestor`, or a subsurface or popup above it in its tree.
  func isInTree(of ancestor: UnsafeMutablePointer<wlr_surface>) -> Bool {
    var surface: UnsafeMutablePointer<wlr_surface>? = self
    // Bounded: a client cannot nest deeper than the protocol guards let it, and a cycle
    // wlroots would allow must not hang the compositor.
    for _ in 0...(2 * Int(touchway_maximum_nesting) + 2) {
      guard let current = surface else { return false }
      if current == ancestor { return true }
      surface = current.treeParent
    }
    return false
  }

  /// The surface this one is a subsurface or popup of.
  private var treeParent: UnsafeMutablePointer<wlr_surface>? {
    if wlr_surface_is_subsurface(self) {
      return wlr_subsurface_from_wlr_surface(self)?.pointee.parent
    }
    if wlr_surface_is_xdg_surface(self), let xdgSurface = wlr_xdg_surface_from_wlr_surface(self),
      xdgSurface.pointee.role == WLR_XDG_SURFACE_ROLE_POPUP
    {
      return xdgSurface.pointee.popup.pointee.parent
    }
    return nil
  }
}
