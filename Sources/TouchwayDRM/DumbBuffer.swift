internal import CDRM
import Glibc
import TouchwayGraphics

/// A frame buffer the display can scan out, in memory the CPU draws into: a DRM dumb
/// buffer (`drmModeCreateDumbBuffer`), registered as an XRGB8888 frame buffer
/// (`drmModeAddFB2`) and mapped (`drmModeMapDumbBuffer`, `mmap`).
///
/// Whatever `init` made before a failure is undone by `deinit`.
final class DumbBuffer {
  /// The frame buffer's id, to set or flip to.
  private(set) var framebufferID: UInt32?
  private let device: DRMDevice
  private let width: Int
  private let height: Int
  private var handle: UInt32?
  private var stride = 0
  private var memory: UnsafeMutableRawPointer?
  private var size = 0

  /// Makes a `width` × `height` buffer on `device`.
  init(device: DRMDevice, width: Int, height: Int) throws(DRMError) {
    self.device = device
    self.width = width
    self.height = height
    let descriptor = device.fileDescriptor
    var handle: UInt32 = 0
    var pitch: UInt32 = 0
    var size: UInt64 = 0
    try DRMError.check(
      "drmModeCreateDumbBuffer(\(width)x\(height))",
      drmModeCreateDumbBuffer(
        descriptor, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &size))
    self.handle = handle
    stride = Int(pitch)
    self.size = Int(size)
    framebufferID = try addFramebuffer(handle: handle, pitch: pitch)
    memory = try map(handle: handle)
  }

  deinit {
    if let memory { munmap(memory, size) }
    if let framebufferID { drmModeRmFB(device.fileDescriptor, framebufferID) }
    if let handle { drmModeDestroyDumbBuffer(device.fileDescriptor, handle) }
  }

  /// The pixels, as the CPU sees them: XRGB8888 rows `stride` bytes apart (drivers may
  /// pad rows).
  var pixels: PixelBuffer {
    PixelBuffer(
      baseAddress: memory!, width: width, height: height, stride: stride, format: .xrgb8888)
  }

  private func addFramebuffer(handle: UInt32, pitch: UInt32) throws(DRMError) -> UInt32 {
    let handles: [UInt32] = [handle, 0, 0, 0]
    let pitches: [UInt32] = [pitch, 0, 0, 0]
    let offsets: [UInt32] = [0, 0, 0, 0]
    var id: UInt32 = 0
    let status = drmModeAddFB2(
      device.fileDescriptor, UInt32(width), UInt32(height), Self.xrgb8888, handles, pitches,
      offsets, &id, 0)
    try DRMError.check("drmModeAddFB2(XRGB8888 \(width)x\(height))", status)
    return id
  }

  private func map(handle: UInt32) throws(DRMError) -> UnsafeMutableRawPointer {
    var offset: UInt64 = 0
    try DRMError.check(
      "drmModeMapDumbBuffer", drmModeMapDumbBuffer(device.fileDescriptor, handle, &offset))
    let address = mmap(
      nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, device.fileDescriptor, off_t(offset))
    guard let address, address != MAP_FAILED else {
      throw DRMError.callFailed(call: "mmap(dumb buffer, \(size) bytes)", errno: errno)
    }
    return address
  }

  /// `DRM_FORMAT_XRGB8888`, the fourcc `XR24`: a macro Swift does not import.
  private static let xrgb8888 =
    UInt32(UInt8(ascii: "X")) | UInt32(UInt8(ascii: "R")) << 8 | UInt32(UInt8(ascii: "2")) << 16
    | UInt32(UInt8(ascii: "4")) << 24
}
