import CWlroots

/// Where a layer surface goes on its output, from its anchors, margins and size, and
/// what its exclusive zone takes from the area left to the app (wlr-layer-shell).
struct LayerPlacement {
  /// The surface's box in layout coordinates: the size it is configured to.
  let box: wlr_box

  /// The largest size, margin or exclusive zone (either way) a layer surface may ask for:
  /// more than any output wlroots drives (DRM's limit is 16,384 pixels), and small enough
  /// that the sums below, of a few of them and an output's box, never overflow `Int32`.
  static let maximumExtent: Int32 = 1 << 15

  /// The protocol error for a `state` outside ``maximumExtent``; `nil` for one within it.
  static func refusal(of state: wlr_layer_surface_v1_state) -> (code: UInt32, message: String)? {
    let (width, height) = (state.desired_width, state.desired_height)
    if max(width, height) > UInt32(maximumExtent) {
      return (
        ZWLR_LAYER_SURFACE_V1_ERROR_INVALID_SIZE.rawValue,
        "size \(width)x\(height) is larger than \(maximumExtent)"
      )
    }
    let margin = state.margin
    let values =
      [state.exclusive_zone]
      + [margin.top, margin.right, margin.bottom, margin.left].map {
        Int32(bitPattern: $0)
      }
    guard values.contains(where: { $0.magnitude > maximumExtent.magnitude }) else { return nil }
    return (
      ZWLR_LAYER_SURFACE_V1_ERROR_INVALID_SURFACE_STATE.rawValue,
      "exclusive zone and margins \(values) must be within ±\(maximumExtent)"
    )
  }

  /// `value` within ±``maximumExtent``: a surface is placed (on the commit that maps it)
  /// before the kiosk refuses its state.
  private static func bounded(_ value: some BinaryInteger) -> Int32 {
    min(max(Int32(clamping: value), -maximumExtent), maximumExtent)
  }

  /// A margin, which wlroots keeps as the `uint32_t` of the request's `int32_t`, bounded.
  private static func margin(_ value: UInt32) -> Int32 {
    bounded(Int32(bitPattern: value))
  }

  /// Places a surface with `state` within `bounds`: a side anchored to both opposite edges
  /// with no size stretches between them, one anchored to one edge sits at its margin from
  /// it, and an unanchored side is centred.
  init(_ state: wlr_layer_surface_v1_state, in bounds: wlr_box) {
    let anchor = state.anchor
    let (x, width) = Self.span(
      start: bounds.x, length: bounds.width, size: Self.bounded(state.desired_width),
      anchoredStart: anchor & Anchor.left != 0, anchoredEnd: anchor & Anchor.right != 0,
      margins: (Self.margin(state.margin.left), Self.margin(state.margin.right)))
    let (y, height) = Self.span(
      start: bounds.y, length: bounds.height, size: Self.bounded(state.desired_height),
      anchoredStart: anchor & Anchor.top != 0, anchoredEnd: anchor & Anchor.bottom != 0,
      margins: (Self.margin(state.margin.top), Self.margin(state.margin.bottom)))
    box = wlr_box(x: x, y: y, width: width, height: height)
  }

  /// Takes a surface's exclusive zone off the edge it is anchored to from `usable`: an
  /// edge alone, or an edge and both edges across it. A surface anchored otherwise, or
  /// with a zone of zero or less, takes nothing.
  static func exclude(_ state: wlr_layer_surface_v1_state, from usable: inout wlr_box) {
    let zone = bounded(state.exclusive_zone)
    guard zone > 0 else { return }
    let horizontal = Anchor.left | Anchor.right
    let vertical = Anchor.top | Anchor.bottom
    switch state.anchor {
    case Anchor.top, Anchor.top | horizontal:
      let taken = zone + margin(state.margin.top)
      usable.y += taken
      usable.height -= taken
    case Anchor.bottom, Anchor.bottom | horizontal:
      usable.height -= zone + margin(state.margin.bottom)
    case Anchor.left, Anchor.left | vertical:
      let taken = zone + margin(state.margin.left)
      usable.x += taken
      usable.width -= taken
    case Anchor.right, Anchor.right | vertical:
      usable.width -= zone + margin(state.margin.right)
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
