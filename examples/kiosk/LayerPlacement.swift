import CWlroots

/// Where a layer surface goes on its output, from its anchors, margins and size, and
/// what its exclusive zone takes from the area left to the app (wlr-layer-shell).
struct LayerPlacement {
  /// The surface's box in layout coordinates: the size it is configured to.
  let box: wlr_box

  /// Places a surface with `state` within `bounds`: a side anchored to both opposite edges
  /// with no size stretches between them, one anchored to one edge sits at its margin from
  /// it, and an unanchored side is centred.
  init(_ state: wlr_layer_surface_v1_state, in bounds: wlr_box) {
    let anchor = state.anchor
    let (x, width) = Self.span(
      start: bounds.x, length: bounds.width, size: Int32(state.desired_width),
      anchoredStart: anchor & Anchor.left != 0, anchoredEnd: anchor & Anchor.right != 0,
      margins: (Int32(state.margin.left), Int32(state.margin.right)))
    let (y, height) = Self.span(
      start: bounds.y, length: bounds.height, size: Int32(state.desired_height),
      anchoredStart: anchor & Anchor.top != 0, anchoredEnd: anchor & Anchor.bottom != 0,
      margins: (Int32(state.margin.top), Int32(state.margin.bottom)))
    box = wlr_box(x: x, y: y, width: width, height: height)
  }

  /// Takes a surface's exclusive zone off the edge it is anchored to from `usable`: an
  /// edge alone, or an edge and both edges across it. A surface anchored otherwise, or
  /// with a zone of zero or less, takes nothing.
  static func exclude(_ state: wlr_layer_surface_v1_state, from usable: inout wlr_box) {
    let zone = state.exclusive_zone
    guard zone > 0 else { return }
    let horizontal = Anchor.left | Anchor.right
    let vertical = Anchor.top | Anchor.bottom
    switch state.anchor {
    case Anchor.top, Anchor.top | horizontal:
      let taken = zone + Int32(state.margin.top)
      usable.y += taken
      usable.height -= taken
    case Anchor.bottom, Anchor.bottom | horizontal:
      usable.height -= zone + Int32(state.margin.bottom)
    case Anchor.left, Anchor.left | vertical:
      let taken = zone + Int32(state.margin.left)
      usable.x += taken
      usable.width -= taken
    case Anchor.right, Anchor.right | vertical:
      usable.width -= zone + Int32(state.margin.right)
    default:
      return
    }
    usable.width = max(usable.width, 0)
    usable.height = max(usable.height, 0)
  }

  /// One axis: the start and length of the surface within `start ..< start + length`.
  private static func span(
    start: Int32, length: Int32, size: Int32, anchoredStart: Bool, anchoredEnd: Bool,
    margins: (start: Int32, end: Int32)
  ) -> (Int32, Int32) {
    if size == 0 {
      return (start + margins.start, max(length - margins.start - margins.end, 0))
    }
    switch (anchoredStart, anchoredEnd) {
    case (true, false): return (start + margins.start, size)
    case (false, true): return (start + length - size - margins.end, size)
    default: return (start + (length - size) / 2, size)
    }
  }

  /// `zwlr_layer_surface_v1.anchor` bits.
  enum Anchor {
    static let top = ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP.rawValue
    static let bottom = ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM.rawValue
    static let left = ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT.rawValue
    static let right = ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT.rawValue
  }
}
