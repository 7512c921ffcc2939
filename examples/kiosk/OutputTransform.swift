import ArgumentParser
import CWlroots

/// How a panel is mounted, as `--transform` names it: `wl_output.transform`.
enum OutputTransform: String, CaseIterable, ExpressibleByArgument {
  case normal
  case rotated90 = "90"
  case rotated180 = "180"
  case rotated270 = "270"
  case flipped
  case flipped90 = "flipped-90"
  case flipped180 = "flipped-180"
  case flipped270 = "flipped-270"

  var wlroots: wl_output_transform {
    switch self {
    case .normal: WL_OUTPUT_TRANSFORM_NORMAL
    case .rotated90: WL_OUTPUT_TRANSFORM_90
    case .rotated180: WL_OUTPUT_TRANSFORM_180
    case .rotated270: WL_OUTPUT_TRANSFORM_270
    case .flipped: WL_OUTPUT_TRANSFORM_FLIPPED
    case .flipped90: WL_OUTPUT_TRANSFORM_FLIPPED_90
    case .flipped180: WL_OUTPUT_TRANSFORM_FLIPPED_180
    case .flipped270: WL_OUTPUT_TRANSFORM_FLIPPED_270
    }
  }
}
