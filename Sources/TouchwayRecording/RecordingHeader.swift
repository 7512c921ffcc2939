/// What a recording says about itself before its devices.
public struct RecordingHeader: Hashable, Sendable {
  /// The file format's version; the reader accepts only 1.
  public var version: Int
  /// How many devices the recording holds (`ndevices`).
  public var deviceCount: Int
  /// The version of libinput that recorded it, if given.
  public var libinputVersion: String?
  /// The recording machine's operating system and kernel, if given.
  public var system: [String: String]

  /// Creates a header.
  public init(
    version: Int = 1, deviceCount: Int = 1, libinputVersion: String? = nil,
    system: [String: String] = [:]
  ) {
    self.version = version
    self.deviceCount = deviceCount
    self.libinputVersion = libinputVersion
    self.system = system
  }
}
