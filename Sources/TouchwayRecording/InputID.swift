/// A device's identity as the kernel reports it (`struct input_id`).
public struct InputID: Hashable, Sendable {
  /// The bus type, such as 0x03 (USB) or 0x18 (I²C).
  public var bustype: UInt16
  /// The vendor id.
  public var vendor: UInt16
  /// The product id.
  public var product: UInt16
  /// The product version.
  public var version: UInt16

  /// Creates an identity.
  public init(bustype: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
    self.bustype = bustype
    self.vendor = vendor
    self.product = product
    self.version = version
  }
}
