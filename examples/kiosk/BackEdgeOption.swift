import ArgumentParser
import Touchway

/// `--back-edge`: a screen edge, or `none`.
enum BackEdgeOption: String, CaseIterable, ExpressibleByArgument {
  case left, right, top, bottom, none

  /// The edge as the back gesture's recognizer takes it; empty for none.
  var edges: ScreenEdgePanGestureRecognizer.Edges {
    switch self {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .none: []
    }
  }
}
