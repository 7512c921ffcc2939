internal import CDRM

/// One way a screen can be driven: its size in pixels and how often it refreshes.
///
/// Modes come from a connector (``ConnectorDescription/modes``), which lists them in the
/// order the kernel gives, usually best first.
public struct DisplayMode: Equatable, Sendable, CustomStringConvertible {
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Refreshes per 1000 seconds: 60 Hz is 60000.
  public let refreshMillihertz: Int
  /// Whether the screen says this is its native mode (`DRM_MODE_TYPE_PREFERRED`).
  public let isPreferred: Bool
  /// The kernel's description, to set the mode with; `nil` for a mode described by hand.
  let info: drmModeModeInfo?

  /// Describes a mode by hand (to choose among, as in tests); such a mode cannot be set.
  public init(width: Int, height: Int, refreshMillihertz: Int, isPreferred: Bool = false) {
    self.width = width
    self.height = height
    self.refreshMillihertz = refreshMillihertz
    self.isPreferred = isPreferred
    info = nil
  }

  /// The mode the kernel describes in `info`.
  init(_ info: drmModeModeInfo) {
    width = Int(info.hdisplay)
    height = Int(info.vdisplay)
    refreshMillihertz = Self.refresh(of: info)
    isPreferred = info.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0
    self.info = info
  }

  /// `WIDTHxHEIGHT@HZ`, with the refresh rate to two decimals (`1920x1080@59.94`).
  public var description: String {
    let hundredths = (refreshMillihertz + 5) / 10
    let fraction = hundredths % 100
    let decimals = fraction == 0 ? "" : fraction < 10 ? ".0\(fraction)" : ".\(fraction)"
    return "\(width)x\(height)@\(hundredths / 100)\(decimals)" + (isPreferred ? " (preferred)" : "")
  }

  /// Two modes are the same when they look the same; the kernel's timing details are not
  /// compared.
  public static func == (lhs: DisplayMode, rhs: DisplayMode) -> Bool {
    (lhs.width, lhs.height, lhs.refreshMillihertz, lhs.isPreferred)
      == (rhs.width, rhs.height, rhs.refreshMillihertz, rhs.isPreferred)
  }

  /// The refresh rate in millihertz from the pixel clock (kHz) and the total size, rounded,
  /// as the kernel's `drm_mode_vrefresh` does, but a thousand times finer.
  private static func refresh(of info: drmModeModeInfo) -> Int {
    let total = Int(info.htotal) * Int(info.vtotal)
    guard total > 0 else { return Int(info.vrefresh) * 1000 }
    var refresh = (Int(info.clock) * 1_000_000 + total / 2) / total
    if info.flags & UInt32(DRM_MODE_FLAG_INTERLACE) != 0 { refresh *= 2 }
    if info.flags & UInt32(DRM_MODE_FLAG_DBLSCAN) != 0 { refresh /= 2 }
    if info.vscan > 1 { refresh /= Int(info.vscan) }
    return refresh
  }
}
