internal import CWaylandServer

/// A client's `wl_buffer` as attached to a surface: its pixels while the surface shows it,
/// and the `wl_buffer.release` when the surface is done with it.
///
/// The buffer may be destroyed by its client at any time (``resource`` becomes `nil`); the
/// surface then keeps its role and size but has no pixels to show.
final class AttachedBuffer {
  /// The buffer; `nil` once the client destroyed it.
  private(set) var resource: OpaquePointer?
  private var destroyListener: Listener?

  init(resource: OpaquePointer) {
    self.resource = resource
    let listener = Listener { [unowned self] _ in self.bufferDestroyed() }
    wl_resource_add_destroy_listener(resource, listener.pointer)
    destroyListener = listener
  }

  /// The buffer's shared-memory view, or `nil` for a buffer that is not `wl_shm`.
  var sharedMemory: OpaquePointer? {
    resource.flatMap { wl_shm_buffer_get($0) }
  }

  /// The buffer's size in pixels; zero for a destroyed or unknown buffer.
  var pixelSize: (width: Int32, height: Int32) {
    guard let buffer = sharedMemory else { return (0, 0) }
    return (wl_shm_buffer_get_width(buffer), wl_shm_buffer_get_height(buffer))
  }

  /// Calls `body` with the buffer's pixels, or returns `nil` if they cannot be read.
  func withContents<Result>(
    scale: Int32, transform: BufferTransform, _ body: (SurfaceContents) throws -> Result
  ) rethrows -> Result? {
    guard let buffer = sharedMemory else { return nil }
    wl_shm_buffer_begin_access(buffer)
    defer { wl_shm_buffer_end_access(buffer) }
    let stride = Int(wl_shm_buffer_get_stride(buffer))
    let height = Int(wl_shm_buffer_get_height(buffer))
    let contents = SurfaceContents(
      width: Int(wl_shm_buffer_get_width(buffer)), height: height, stride: stride,
      format: PixelFormat(rawValue: wl_shm_buffer_get_format(buffer)), scale: Int(scale),
      transform: transform,
      bytes: UnsafeRawBufferPointer(start: wl_shm_buffer_get_data(buffer), count: stride * height))
    return try body(contents)
  }

  /// Whether this is the same client buffer as `other`.
  func isSameBuffer(as other: AttachedBuffer?) -> Bool {
    resource != nil && resource == other?.resource
  }

  /// Tells the client the surface will not read the buffer again (`wl_buffer.release`).
  func release() {
    if let resource { wl_buffer_send_release(resource) }
  }

  private func bufferDestroyed() {
    resource = nil
    assert(destroyListener?.isLinked == false, "the destroy signal keeps a listener it fired")
    destroyListener = nil
  }
}
