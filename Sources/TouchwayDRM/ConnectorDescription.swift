/// A connector of a DRM device (a screen's socket: `HDMI-A-1`, `eDP-1`, `DSI-1`,
/// `Virtual-1`) as it was when the device was asked.
public struct ConnectorDescription: Equatable, Sendable {
  /// The kernel's id for the connector.
  public var id: UInt32
  /// The name outputs are chosen by: the connector type and its number (`HDMI-A-1`).
  public var name: String
  /// Whether a screen is attached.
  public var isConnected: Bool
  /// The modes the screen supports, in the kernel's order.
  public var modes: [DisplayMode]
  /// The encoders that can feed the connector.
  public var encoderIDs: [UInt32]
  /// The encoder feeding it now, if any.
  public var currentEncoderID: UInt32?

  /// Describes a connector.
  public init(
    id: UInt32, name: String, isConnected: Bool, modes: [DisplayMode], encoderIDs: [UInt32],
    currentEncoderID: UInt32? = nil
  ) {
    self.id = id
    self.name = name
    self.isConnected = isConnected
    self.modes = modes
    self.encoderIDs = encoderIDs
    self.currentEncoderID = currentEncoderID
  }

  /// The name and whether a screen is attached (`HDMI-A-1 (disconnected)`).
  public var summary: String { "\(name) (\(isConnected ? "connected" : "disconnected"))" }
}
