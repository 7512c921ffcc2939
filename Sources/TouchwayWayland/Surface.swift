internal import CWaylandServer
import Touchway

/// A client's `wl_surface`: double-buffered state, a role, sub-surfaces in stacking order,
/// and the ``SurfaceView`` that puts it among the application's views.
///
/// Requests change ``pending``; a commit applies it (or, for a synchronized subsurface,
/// caches it until the parent's state is applied). See `Surface+Commit.swift` and
/// `Surface+Tree.swift`.
final class Surface: ResourceObject {
  let compositor: Compositor
  /// The view that stands for the surface while it is mapped.
  let view: SurfaceView

  var pending = SurfaceState()
  /// Commits of a synchronized subsurface, waiting for the parent's state to be applied.
  var cached: SurfaceState?
  var current = SurfaceState()
  /// The size in surface coordinates, from the current buffer, scale and transform.
  var size = Size.zero
  /// Where the surface's top-left corner moved to by `offset` requests, in surface
  /// coordinates, since the role began.
  var contentOffset = Point.zero

  /// The surface's role, once given.
  var role: SurfaceRole?
  /// What plays the role now.
  var roleObject: SurfaceRoleObject?
  /// The surface's `xdg_surface`, from `get_xdg_surface` until it is destroyed.
  weak var xdgSurface: XdgSurface?
  /// The surface's `touchway_responder_v1`, from `get_responder` until it is destroyed.
  weak var responder: SurfaceResponder?

  /// The outputs the surface was last said to be on (`wl_surface.enter`).
  private var enteredOutputs: [Output] = []

  /// This surface and its subsurfaces back to front, as requests changed it.
  var pendingStack: [Surface] = []
  /// This surface and its subsurfaces back to front, as last applied.
  var currentStack: [Surface] = []

  init(resource: OpaquePointer, client: WaylandClient, compositor: Compositor) {
    self.compositor = compositor
    view = SurfaceView(client: client, seat: compositor.seat)
    super.init(resource: resource, client: client, implementation: Self.requests)
    view.surface = self
    view.name = name
    pendingStack = [self]
    currentStack = [self]
    compositor.delegate?.surfaceWasCreated(view)
  }

  /// Gives the surface a role, or posts `error` on `object` and returns false if it has
  /// another one.
  func assignRole(_ newRole: SurfaceRole, errorOn object: ResourceObject, code: UInt32) -> Bool {
    if let role, role != newRole {
      object.postError(code, "\(name) already has the role \(role.rawValue)")
      return false
    }
    role = newRole
    return true
  }

  override func resourceDestroyed() {
    let window = self.window
    view.leaveWindow()
    roleObject?.surfaceDestroyed()
    roleObject = nil
    detachSubsurfaces()
    current.buffer?.release()
    for callback in pending.frameCallbacks + current.frameCallbacks + (cached?.frameCallbacks ?? [])
    {
      callback.destroy()
    }
    pending.reset()
    current.reset()
    cached = nil
    window?.layout()
    super.resourceDestroyed()
  }

  /// Tells the surface's frame callbacks that a frame was shown (`wl_callback.done`).
  func sendFrameCallbacks(milliseconds: UInt32) {
    let callbacks = current.frameCallbacks
    current.frameCallbacks = []
    for callback in callbacks { callback.done(milliseconds: milliseconds) }
  }

  /// Sends `wl_surface.enter` for outputs the surface came onto and `leave` for those it
  /// left, given where it is on the screen.
  func updateOutputs(_ outputs: [Output], screenFrame: Rect) {
    guard let resource else { return }
    for output in outputs {
      let isOn = output.frame.intersection(screenFrame).width > 0
      let wasOn = enteredOutputs.contains { $0 === output }
      guard isOn != wasOn else { continue }
      if isOn { enteredOutputs.append(output) } else { enteredOutputs.removeAll { $0 === output } }
      for binding in client.outputBindings where binding.output === output {
        guard let outputResource = binding.resource else { continue }
        if isOn {
          wl_surface_send_enter(resource, outputResource)
        } else {
          wl_surface_send_leave(resource, outputResource)
        }
      }
    }
  }

  /// A client bound `wl_output` late: tell it the surface is on that output if it is.
  func outputBound(_ binding: OutputBinding) {
    guard let resource, let outputResource = binding.resource,
      enteredOutputs.contains(where: { $0 === binding.output })
    else { return }
    wl_surface_send_enter(resource, outputResource)
  }

  // MARK: Requests

  private func attach(_ buffer: OpaquePointer?, x: Int32, y: Int32) {
    if version >= 5 && (x != 0 || y != 0) {
      postError(
        WL_SURFACE_ERROR_INVALID_OFFSET.rawValue, "attach with a non-zero offset; use offset")
      return
    }
    pending.buffer = buffer.map(AttachedBuffer.init(resource:))
    pending.fields.insert(.buffer)
    if x != 0 || y != 0 { setOffset(x: x, y: y) }
  }

  private func setOffset(x: Int32, y: Int32) {
    pending.offset = (pending.offset.dx + x, pending.offset.dy + y)
    pending.fields.insert(.offset)
  }

  private func requestFrame(id: UInt32) {
    guard let resource = makeResource(client, touchway_wl_callback_interface(), version: 1, id: id)
    else { return }
    pending.frameCallbacks.append(FrameCallback(resource: resource, client: client))
  }

  private func setInputRegion(_ region: OpaquePointer?) {
    pending.inputRegion = region.map { RegionResource.from($0).region }
    pending.fields.insert(.inputRegion)
  }

  private func setBufferTransform(_ value: Int32) {
    guard let transform = BufferTransform(rawValue: value) else {
      postError(
        WL_SURFACE_ERROR_INVALID_TRANSFORM.rawValue,
        "buffer transform \(value) is not a wl_output.transform")
      return
    }
    pending.transform = transform
    pending.fields.insert(.transform)
  }

  private func setBufferScale(_ scale: Int32) {
    guard scale > 0 else {
      postError(WL_SURFACE_ERROR_INVALID_SCALE.rawValue, "buffer scale \(scale) is not positive")
      return
    }
    pending.scale = scale
    pending.fields.insert(.scale)
  }

  private func damage() {
    pending.fields.insert(.damage)
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_surface_interface(
      destroy: destroyRequest,
      attach: { _, resource, buffer, x, y in from(resource).attach(buffer, x: x, y: y) },
      damage: { _, resource, _, _, _, _ in from(resource).damage() },
      frame: { _, resource, id in from(resource).requestFrame(id: id) },
      // The opaque region is a hint for drawing; this compositor draws everything.
      set_opaque_region: { _, _, _ in },
      set_input_region: { _, resource, region in from(resource).setInputRegion(region) },
      commit: { _, resource in from(resource).commit() },
      set_buffer_transform: { _, resource, value in from(resource).setBufferTransform(value) },
      set_buffer_scale: { _, resource, scale in from(resource).setBufferScale(scale) },
      damage_buffer: { _, resource, _, _, _, _ in from(resource).damage() },
      offset: { _, resource, x, y in from(resource).setOffset(x: x, y: y) }))
}
