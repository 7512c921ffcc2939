internal import CWaylandServer
import Touchway

extension Surface {
  /// `wl_surface.commit`: applies the pending state, or caches it while the surface is a
  /// synchronized subsurface (see `wl_subsurface`).
  func commit() {
    if let roleObject, !roleObject.surfaceWillCommit(pending) { return }
    let committed = pending
    pending.reset()
    if roleObject?.isSynchronized == true {
      cached = (cached ?? SurfaceState()).applying(committed)
      return
    }
    let state = (cached ?? SurfaceState()).applying(committed)
    cached = nil
    if apply(state) { compositor.surfaceCommitted(self) }
  }

  /// Applies the cached state of a subsurface that no longer waits for its parent.
  func applyCachedState() {
    guard let state = cached else { return }
    cached = nil
    apply(state)
  }

  /// Makes `state` current, then applies what the subsurfaces' parent-dependent state and
  /// caches hold. Returns false if the state broke a rule (the error is posted).
  @discardableResult
  func apply(_ state: SurfaceState) -> Bool {
    guard checkBufferSize(of: state) else { return false }
    if state.fields.contains(.buffer), state.buffer?.isSameBuffer(as: current.buffer) != true {
      current.buffer?.release()
    }
    current.apply(state)
    view.apply(state.responder)
    contentOffset = contentOffset.offsetBy(
      dx: Double(current.offset.dx), dy: Double(current.offset.dy))
    current.offset = (0, 0)
    size = surfaceSize(of: current)
    currentStack = pendingStack
    for child in currentStack where child !== self {
      (child.roleObject as? Subsurface)?.parentStateApplied()
    }
    roleObject?.surfaceDidApplyState()
    return true
  }

  /// The buffer's size must be a multiple of the scale (`wl_surface.error.invalid_size`).
  private func checkBufferSize(of state: SurfaceState) -> Bool {
    var combined = current
    combined.apply(state)
    guard let buffer = combined.buffer else { return true }
    let (width, height) = buffer.pixelSize
    guard width % combined.scale == 0, height % combined.scale == 0 else {
      postError(
        WL_SURFACE_ERROR_INVALID_SIZE.rawValue,
        "buffer of \(width)×\(height) is not a multiple of the scale \(combined.scale)")
      return false
    }
    return true
  }

  private func surfaceSize(of state: SurfaceState) -> Size {
    guard let buffer = state.buffer else { return .zero }
    let (width, height) = buffer.pixelSize
    let scale = Double(state.scale)
    let size = Size(width: Double(width) / scale, height: Double(height) / scale)
    return state.transform.swapsAxes ? Size(width: size.height, height: size.width) : size
  }
}

extension SurfaceState {
  /// This state with `newer` applied on top.
  func applying(_ newer: SurfaceState) -> SurfaceState {
    var state = self
    state.apply(newer)
    return state
  }
}
