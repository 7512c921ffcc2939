internal import CDRM
import Glibc
import Logging
import TouchwaySession

/// A DRM device (`/dev/dri/cardN`) opened through a session, able to set modes and show
/// dumb buffers.
///
/// The session keeps the device's descriptor valid while this object lives; pauses are the
/// ``DRMOutput``'s business.
public final class DRMDevice {
  /// The device node.
  public var path: String { device.path }
  /// The descriptor, readable when page-flip events wait (serve it with
  /// ``DRMOutput/dispatch()``).
  public var fileDescriptor: Int32 { device.fileDescriptor }
  let session: Session
  private let device: SessionDevice

  /// Opens the device at `path` through `session` and checks that it can show dumb buffers
  /// (`DRM_CAP_DUMB_BUFFER`).
  public init(path: String, session: Session) throws(DRMError) {
    self.session = session
    do {
      device = try session.openDevice(path)
    } catch {
      throw DRMError.session(error)
    }
    var dumb: UInt64 = 0
    try DRMError.check(
      "drmGetCap(\(path), DRM_CAP_DUMB_BUFFER)",
      drmGetCap(device.fileDescriptor, UInt64(DRM_CAP_DUMB_BUFFER), &dumb))
    guard dumb != 0 else {
      throw DRMError.callFailed(call: "drmGetCap(\(path), DRM_CAP_DUMB_BUFFER)", errno: ENOTSUP)
    }
  }

  /// Opens the first device in `directory` (`card0`, `card1`, ... in order) that has
  /// connectors and dumb buffers; render-only and unusable devices are passed over.
  public static func openFirst(
    session: Session, directory: String = "/dev/dri",
    logger: Logger = Logger(label: "touchway.drm")
  ) throws(DRMError) -> DRMDevice {
    var tried: [String] = []
    for path in cardPaths(in: directory) {
      do {
        let device = try DRMDevice(path: path, session: session)
        let connectors = try device.topology().connectors
        guard !connectors.isEmpty else {
          tried.append("\(path): no connectors")
          continue
        }
        return device
      } catch {
        logger.debug("passing over \(path): \(error)")
        tried.append("\(path): \(error)")
      }
    }
    throw DRMError.noDevice(directory: directory, tried: tried)
  }

  /// The `cardN` nodes in `directory`, by number.
  static func cardPaths(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var numbers: [Int] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name.hasPrefix("card"), let number = Int(name.dropFirst(4)) { numbers.append(number) }
    }
    return numbers.sorted().map { "\(directory)/card\($0)" }
  }

  /// What the device offers now: its connectors (with their modes, probed afresh when
  /// `probe` is true, as after a hot-plug), encoders and CRTCs (`drmModeGetResources`,
  /// `drmModeGetConnector`, `drmModeGetEncoder`).
  public func topology(probe: Bool = true) throws(DRMError) -> DisplayTopology {
    guard let resources = drmModeGetResources(fileDescriptor) else {
      throw DRMError.callFailed(call: "drmModeGetResources(\(path))", errno: errno)
    }
    defer { drmModeFreeResources(resources) }
    let ids = { (pointer: UnsafeMutablePointer<UInt32>?, count: Int32) in
      Array(UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : Int(count)))
    }
    let connectors = ids(resources.pointee.connectors, resources.pointee.count_connectors)
      .compactMap { connector(id: $0, probe: probe) }
    let encoders = ids(resources.pointee.encoders, resources.pointee.count_encoders)
      .compactMap(encoder(id:))
    return DisplayTopology(
      connectors: connectors, encoders: encoders,
      crtcIDs: ids(resources.pointee.crtcs, resources.pointee.count_crtcs))
  }

  /// The connector `id` as the kernel sees it now, or `nil` if it is gone.
  func connector(id: UInt32, probe: Bool) -> ConnectorDescription? {
    let call = probe ? drmModeGetConnector : drmModeGetConnectorCurrent
    guard let connector = call(fileDescriptor, id) else { return nil }
    defer { drmModeFreeConnector(connector) }
    let value = connector.pointee
    let modes = UnsafeBufferPointer(
      start: value.modes, count: value.modes == nil ? 0 : Int(value.count_modes))
    let encoders = UnsafeBufferPointer(
      start: value.encoders, count: value.encoders == nil ? 0 : Int(value.count_encoders))
    return ConnectorDescription(
      id: id, name: Self.name(type: value.connector_type, number: value.connector_type_id),
      isConnected: value.connection == DRM_MODE_CONNECTED, modes: modes.map(DisplayMode.init),
      encoderIDs: Array(encoders), currentEncoderID: value.encoder_id == 0 ? nil : value.encoder_id)
  }

  private func encoder(id: UInt32) -> EncoderDescription? {
    guard let encoder = drmModeGetEncoder(fileDescriptor, id) else { return nil }
    defer { drmModeFreeEncoder(encoder) }
    let crtc = encoder.pointee.crtc_id
    return EncoderDescription(
      id: id, currentCRTCID: crtc == 0 ? nil : crtc, possibleCRTCs: encoder.pointee.possible_crtcs)
  }

  /// The name userspace knows a connector by: its type's name and number (`HDMI-A-1`).
  private static func name(type: UInt32, number: UInt32) -> String {
    let typeName = drmModeGetConnectorTypeName(type).map { String(cString: $0) } ?? "Unknown\(type)"
    return "\(typeName)-\(number)"
  }
}
