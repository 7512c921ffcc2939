import Touchway
import TouchwayGraphics

/// What the command line asks of the outputs: which to use, and each one's mode,
/// transform and scale, by name (`--scale HDMI-A-1=2`) or for all.
struct OutputOptions: Sendable {
  /// headless: one output of each size, in pixels (HEADLESS-1, HEADLESS-2, …).
  var sizes = [PixelSize(width: 800, height: 480)]
  /// drm: the connectors to use, in this order; empty uses every connected one.
  var names: [String] = []
  var modes: [OutputOption<ModeRequest>] = []
  var transforms: [OutputOption<OutputTransform>] = []
  var scales: [OutputOption<OutputScale>] = []
  /// `--map-touch`: touchscreens put on outputs by hand.
  var touchMappings: [TouchMapping] = []
  /// Whether screenshots are taken (`--screenshot`): the outputs then always draw the
  /// scene into buffers of their own, never show a client's buffer directly (wlroots'
  /// direct scan-out, for a surface that covers one exactly, as a maximized GTK window
  /// does). A client's buffer goes with the client, and the screenshot taken as the app
  /// exits would find nothing to read.
  var takesScreenshots = false

  /// Whether the connector `name` is one to drive.
  func uses(_ name: String) -> Bool {
    names.isEmpty || names.contains(name)
  }
}
