internal import CWaylandServer
import Touchway

/// A client's `wl_subsurface`: the role that places a surface relative to its parent and
/// among its siblings.
///
/// Position and stacking are the parent's pending state, applied when the parent's state
/// is. In synchronized mode the surface's own commits wait in a cache until then. Once the
/// surface or the parent is destroyed the object is inert; destroying it unmaps the surface
/// at once.
final class Subsurface: ResourceObject, SurfaceRoleObject {
  /// The surface that plays the role; `nil` once it or this object is destroyed.
  private(set) var surface: Surface?
  /// The parent; `nil` once it is destroyed.
  private(set) var parent: Surface?
  /// The position in the parent's coordinates, as last applied.
  private(set) var position = Point.zero
  private var pendingPosition = Point.zero
  private var isSyncMode = true

  init(resource: OpaquePointer, client: WaylandClient, surface: Surface, parent: Surface) {
    self.surface = surface
    self.parent = parent
    super.init(resource: resource, client: client, implementation: Self.requests)
    surface.roleObject = self
    // A new subsurface goes on top of its siblings and parent.
    parent.pendingStack.append(surface)
  }

  var isSynchronized: Bool {
    isSyncMode || parent?.roleObject?.isSynchronized == true
  }

  /// The parent's state was applied: take the position, then any cached commits.
  func parentStateApplied() {
    position = pendingPosition
    if isSynchronized { surface?.applyCachedState() }
  }

  func parentDestroyed() {
    parent = nil
  }

  func surfaceDestroyed() {
    detach()
  }

  override func resourceDestroyed() {
    let window = surface?.window
    if let surface, surface.roleObject === self { surface.roleObject = nil }
    detach()
    window?.layout()
    super.resourceDestroyed()
  }

  private func detach() {
    if let surface { parent?.removeFromStacks(surface) }
    surface = nil
    parent = nil
  }

  // MARK: Requests

  private func place(relativeTo sibling: OpaquePointer?, above: Bool) {
    guard let surface, let parent else { return }
    let reference = Surface.from(sibling)
    guard reference !== surface, parent.pendingStack.contains(where: { $0 === reference }) else {
      postError(
        WL_SUBSURFACE_ERROR_BAD_SURFACE.rawValue,
        "\(reference.name) is neither a sibling nor the parent of \(surface.name)")
      return
    }
    parent.pendingStack.removeAll { $0 === surface }
    let index = parent.pendingStack.firstIndex { $0 === reference }! + (above ? 1 : 0)
    parent.pendingStack.insert(surface, at: index)
  }

  private func setDesynchronized() {
    isSyncMode = false
    guard let surface, !isSynchronized, surface.cached != nil else { return }
    surface.applyCachedState()
    surface.compositor.surfaceCommitted(surface)
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_subsurface_interface(
      destroy: destroyRequest,
      set_position: { _, resource, x, y in
        from(resource).pendingPosition = Point(x: Double(x), y: Double(y))
      },
      place_above: { _, resource, sibling in from(resource).place(relativeTo: sibling, above: true)
      },
      place_below: { _, resource, sibling in from(resource).place(relativeTo: sibling, above: false)
      },
      set_sync: { _, resource in from(resource).isSyncMode = true },
      set_desync: { _, resource in from(resource).setDesynchronized() }))
}
