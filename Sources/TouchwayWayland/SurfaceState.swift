/// The double-buffered state of a surface: what requests change and a commit applies
/// (`wl_surface.commit`).
struct SurfaceState {
  /// Which parts a request set since the last commit.
  struct Fields: OptionSet {
    let rawValue: UInt8
    static let buffer = Fields(rawValue: 1 << 0)
    static let inputRegion = Fields(rawValue: 1 << 1)
    static let scale = Fields(rawValue: 1 << 2)
    static let transform = Fields(rawValue: 1 << 3)
    static let offset = Fields(rawValue: 1 << 4)
    static let damage = Fields(rawValue: 1 << 5)
  }

  var fields: Fields = []
  /// The attached buffer; `nil` with `.buffer` set removes the content.
  var buffer: AttachedBuffer?
  /// The input region in surface coordinates; `nil` is infinite.
  var inputRegion: Region?
  var scale: Int32 = 1
  var transform = BufferTransform.normal
  /// How far the new buffer's top-left corner moves, in surface coordinates.
  var offset = (dx: Int32(0), dy: Int32(0))
  /// Frame callbacks in the order they were requested.
  var frameCallbacks: [FrameCallback] = []
  /// What the client set through the surface's `touchway_responder_v1`.
  var responder = ResponderState()

  /// Takes the parts `newer` set on top of this state, as a commit does, or as a cached
  /// state accumulates commits of a synchronized subsurface.
  mutating func apply(_ newer: SurfaceState) {
    if newer.fields.contains(.buffer) { buffer = newer.buffer }
    if newer.fields.contains(.inputRegion) { inputRegion = newer.inputRegion }
    if newer.fields.contains(.scale) { scale = newer.scale }
    if newer.fields.contains(.transform) { transform = newer.transform }
    if newer.fields.contains(.offset) {
      offset = (offset.dx + newer.offset.dx, offset.dy + newer.offset.dy)
    }
    frameCallbacks += newer.frameCallbacks
    responder.apply(newer.responder)
    fields.formUnion(newer.fields)
  }

  /// Forgets what was set, keeping nothing: the pending state after a commit.
  mutating func reset() {
    self = SurfaceState()
  }
}
