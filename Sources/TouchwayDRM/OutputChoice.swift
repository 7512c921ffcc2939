/// The connector, mode and display controller chosen to drive a screen.
public struct OutputChoice: Equatable, Sendable {
  /// The connector the screen is attached to.
  public var connector: ConnectorDescription
  /// The mode to set.
  public var mode: DisplayMode
  /// The display controller (CRTC) that scans the frame buffer out.
  public var crtcID: UInt32
}
