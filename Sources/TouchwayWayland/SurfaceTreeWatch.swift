import CWlroots

/// The wlroots signals that change what a window's surface tree shows, so that its views
/// follow them as they happen instead of being brought up to date at each hit test.
///
/// It listens to every surface of the tree, mapped or not — the root's, its subsurfaces',
/// its popups' and theirs, as far down as they go. A commit of the root or of a popup (a
/// size, an input region, the order of its subsurfaces) or a popup's map calls `changed`
/// at once: a touch that comes next, in the same turn of the event loop, finds the window
/// as the client just made it. A subsurface's commit asks for `changed` once the event
/// loop has handled what was ready (an idle source): a client that commits ten thousand
/// subsurfaces at once costs one pass over them, not one each. A surface that
/// leaves the tree (a subsurface or popup unmapped, a subsurface destroyed) is handed to
/// `leaving` at once, so no hit test finds it in between; wlroots tells of an unmap
/// before it marks the surface unmapped. Each new subsurface or popup is listened to as
/// it is made: the work of every event is proportional to what it changes.
///
/// Each object's listeners go with the object (its destroy signal); all of them when the
/// root goes, after which neither closure is called.
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
  private let loop: OpaquePointer
  private let changed: () -> Void
  private let leaving: (UnsafeMutablePointer<wlr_surface>) -> Void
  /// The listeners of each object of the tree (a surface, subsurface or popup's xdg
  /// surface), by its address.
  private var watches: [UnsafeMutableRawPointer: [Listener]] = [:]
  /// The idle source that calls `changed`, while one is due.
  private var pendingChange: OpaquePointer?

  /// Follows the tree of `root`, whose display's event loop is `loop`.
  init(
    _ root: Root, loop: OpaquePointer, changed: @escaping () -> Void,
    leaving: @escaping (UnsafeMutablePointer<wlr_surface>) -> Void
  ) {
    self.root = root
    self.loop = loop
    self.changed = changed
    self.leaving = leaving
    switch root {
    case .xdgSurface(let xdgSurface): watchXdgTree(xdgSurface, isRoot: true)
    case .layerSurface(let layerSurface):
      watchSurface(layerSurface.pointee.surface, isSubsurface: false)
      watch(UnsafeMutableRawPointer(layerSurface)) {
        [
          Listener(signal(layerSurface, \.events.new_popup)) { [unowned self] data in
            watchPopup(data!.assumingMemoryBound(to: wlr_xdg_popup.self))
          },
          Listener(signal(layerSurface, \.events.destroy)) { [unowned self] _ in end() },
        ]
      }
      forEachElement(in: &layerSurface.pointee.popups, link: \wlr_xdg_popup.link) {
        watchPopup($0)
      }
    case .surface(let surface): watchSurface(surface, isSubsurface: false)
    }
  }

  deinit {
    if let pendingChange { wl_event_source_remove(pendingChange) }
  }

  /// Calls `changed` now, and not again for what was asked before.
  private func change() {
    if let pendingChange { wl_event_source_remove(pendingChange) }
    pendingChange = nil
    changed()
  }

  /// Calls `changed` once the event loop has handled what is ready.
  private func scheduleChange() {
    guard pendingChange == nil else { return }
    pendingChange = wl_event_loop_add_idle(
      loop,
      { data in
        let watch: SurfaceTreeWatch = fromOpaque(data)
        // wayland removes an idle source once it ran.
        watch.pendingChange = nil
        watch.changed()
      }, opaque(self))
  }

  /// The root is going: nothing more is listened to, or called.
  private func end() {
    watches.removeAll()
    if let pendingChange { wl_event_source_remove(pendingChange) }
    pendingChange = nil
  }

  /// Listens to `object` with the listeners `make` makes, unless it is listened to already.
  private func watch(_ object: UnsafeMutableRawPointer, _ make: () -> [Listener]) {
    if watches[object] == nil { watches[object] = make() }
  }

  /// A surface, and its subsurfaces with theirs, below and above it.
  private func watchSurface(_ surface: UnsafeMutablePointer<wlr_surface>, isSubsurface: Bool) {
    watch(UnsafeMutableRawPointer(surface)) {
      [
        Listener(signal(surface, \.events.commit)) { [unowned self] _ in
          if isSubsurface { scheduleChange() } else { change() }
        },
        Listener(signal(surface, \.events.new_subsurface)) { [unowned self] data in
          watchSubsurface(data!.assumingMemoryBound(to: wlr_subsurface.self))
        },
        Listener(signal(surface, \.events.destroy)) { [unowned self] _ in
          if case .surface(let root) = root, root == surface { return end() }
          watches[UnsafeMutableRawPointer(surface)] = nil
        },
      ]
    }
    forEachElement(in: &surface.pointee.current.subsurfaces_below, link: \.current.link) {
      watchSubsurface($0)
    }
    forEachElement(in: &surface.pointee.current.subsurfaces_above, link: \.current.link) {
      watchSubsurface($0)
    }
  }

  private func watchSubsurface(_ subsurface: UnsafeMutablePointer<wlr_subsurface>) {
    let surface = subsurface.pointee.surface!
    watch(UnsafeMutableRawPointer(subsurface)) {
      [
        // wlroots unmaps the subsurfaces above it one by one, each with its own signal.
        Listener(signal(subsurface, \.events.unmap)) { [unowned self] _ in leave(surface) },
        Listener(signal(subsurface, \.events.destroy)) { [unowned self] _ in
          watches[UnsafeMutableRawPointer(subsurface)] = nil
          leave(surface)
        },
      ]
    }
    watchSurface(surface, isSubsurface: true)
  }

  /// An xdg surface's surface and popups; a popup's map and unmap too (the root's are
  /// the compositor's: it makes and closes the window).
  private func watchXdgTree(_ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>, isRoot: Bool) {
    watch(UnsafeMutableRawPointer(xdgSurface)) {
      var listeners = [
        Listener(signal(xdgSurface, \.events.new_popup)) { [unowned self] data in
          watchPopup(data!.assumingMemoryBound(to: wlr_xdg_popup.self))
        },
        Listener(signal(xdgSurface, \.events.destroy)) { [unowned self] _ in
          if isRoot { return end() }
          watches[UnsafeMutableRawPointer(xdgSurface)] = nil
        },
      ]
      if !isRoot {
        listeners += [
          Listener(signal(xdgSurface, \.events.map)) { [unowned self] _ in change() },
          Listener(signal(xdgSurface, \.events.unmap)) { [unowned self] _ in
            // Still marked mapped: its surfaces, subsurfaces and popups, are all found.
            wlr_xdg_surface_for_each_surface(
              xdgSurface,
              { surface, _, _, data in
                let watch: SurfaceTreeWatch = fromOpaque(data)
                watch.leaving(surface!)
              }, opaque(self))
            scheduleChange()
          },
        ]
      }
      return listeners
    }
    watchSurface(xdgSurface.pointee.surface, isSubsurface: false)
    forEachElement(in: &xdgSurface.pointee.popups, link: \wlr_xdg_popup.link) { watchPopup($0) }
  }

  private func watchPopup(_ popup: UnsafeMutablePointer<wlr_xdg_popup>) {
    guard let base = popup.pointee.base else { return }
    watchXdgTree(base, isRoot: false)
  }

  /// `surface` leaves now; the rest of the tree is placed again later.
  private func leave(_ surface: UnsafeMutablePointer<wlr_surface>) {
    leaving(surface)
    scheduleChange()
  }
}
