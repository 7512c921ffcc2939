import CMemfd
import CWaylandClient
import Glibc
import TouchwayGraphics
import TouchwaySystem

/// One XRGB8888 buffer in anonymous shared memory (`memfd_create`, `wl_shm_pool`,
/// `wl_buffer`), mapped for drawing for as long as it lives.
final class ShmBuffer {
  /// The buffer's pixels, valid while the buffer lives.
  let pixels: PixelBuffer
  /// Whether the compositor may still read the buffer: set on attach, cleared when it
  /// sends `wl_buffer.release`.
  private(set) var isBusy = false
  /// Called when the compositor releases the buffer.
  var onRelease: () -> Void = {}
  /// Keeps `wl_shm`, and so the display, for longer than the buffer.
  private let globals: Globals
  private let buffer: OpaquePointer
  private let listener: UnsafeMutablePointer<wl_buffer_listener>

  /// Creates a `width` × `height` buffer through the compositor's `wl_shm`.
  init(globals: Globals, width: Int, height: Int) throws(ClientError) {
    let shm = globals.shm
    let format = PixelFormat.xrgb8888
    let stride = width * PixelFormat.bytesPerPixel
    let size = stride * height
    let memory = try Self.mapSharedMemory(size: size) { fd in
      let pool = wl_shm_create_pool(shm, fd, Int32(size))
      defer { wl_shm_pool_destroy(pool) }  // the buffer keeps the pool's memory alive
      return wl_shm_pool_create_buffer(
        pool, 0, Int32(width), Int32(height), Int32(stride), format.shmFormat)!
    }
    self.globals = globals
    buffer = memory.buffer
    pixels = PixelBuffer(
      baseAddress: memory.address, width: width, height: height, stride: stride,
      format: format)
    listener = .allocate(capacity: 1)
    listener.initialize(
      to: wl_buffer_listener(release: { data, _ in
        let owner = fromOpaque(data, as: ShmBuffer.self)
        owner.isBusy = false
        owner.onRelease()
      }))
    wl_buffer_add_listener(buffer, listener, opaque(self))
  }

  deinit {
    wl_buffer_destroy(buffer)
    munmap(pixels.baseAddress, pixels.stride * pixels.height)
    listener.deallocate()
  }

  /// The `wl_buffer`, for attaching; the buffer counts as busy from now on.
  func attach() -> OpaquePointer {
    isBusy = true
    return buffer
  }

  /// Maps `size` bytes of a new memfd, lets `share` hand the descriptor to the compositor,
  /// and closes it: libwayland sends a duplicate, and the mapping outlives the descriptor.
  private static func mapSharedMemory(
    size: Int, share: (Int32) -> OpaquePointer
  ) throws(ClientError) -> (address: UnsafeMutableRawPointer, buffer: OpaquePointer) {
    let fd = cmemfd_create_sealable("touch-demo-client")
    guard fd >= 0 else { throw .system(call: "memfd_create", errno: .current) }
    defer { close(fd) }
    guard ftruncate(fd, off_t(size)) == 0 else { throw .system(call: "ftruncate", errno: .current) }
    let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
    guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
      throw .system(call: "mmap", errno: .current)
    }
    return (address, share(fd))
  }
}
