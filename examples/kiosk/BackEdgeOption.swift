import ArgumentParser
import TouchwayKiosk

/// `--back-edge`: a screen edge, or `none`.
enum BackEdgeOption: String, CaseIterable, ExpressibleByArgument {
  case left, right, top, bottom, none

  /// The edge, or `nil` for no back gesture.
  var edge: ScreenEdge? { ScreenEdge(rawValue: rawValue) }
}
