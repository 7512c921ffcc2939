import ArgumentParser
import CWlroots
import Touchway

/// `--transform` takes the names compositors' configurations write (`normal`, `90`, …,
/// `flipped-270`).
extension OutputTransform: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(name: argument)
  }

  public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension OutputTransform {
  /// The transform as wlroots takes it: its raw values are `wl_output.transform`'s.
  var wlroots: wl_output_transform {
    wl_output_transform(rawValue: UInt32(rawValue))
  }
}
