/// Which output to drive and how: `--output NAME` and `--mode WxH[@Hz]` on a command line.
public struct OutputConfiguration: Equatable, Sendable {
  /// The connector's name (`HDMI-A-1`, case does not matter), or `nil` for the first one
  /// with a screen attached.
  public var outputName: String?
  /// The mode, or `nil` for the screen's preferred one.
  public var mode: ModeRequest?

  /// A configuration; the defaults choose automatically.
  public init(outputName: String? = nil, mode: ModeRequest? = nil) {
    self.outputName = outputName
    self.mode = mode
  }
}
