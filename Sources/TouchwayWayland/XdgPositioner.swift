internal import CWaylandServer
import Touchway
internal import WaylandProtocols.Server

/// A client's `xdg_positioner`: the rules that place a popup relative to its parent.
///
/// The popup goes where the anchor point of the anchor rectangle is, extended in the
/// direction of the gravity, moved by the offset. The server does not constrain popups to
/// the output, so the constraint adjustments never need to apply.
final class XdgPositioner: ResourceObject {
  private(set) var size: Size?
  private(set) var anchorRect: Rect?
  private var anchor = Edges()
  private var gravity = Edges()
  private var offset = Point.zero

  init(resource: OpaquePointer, client: WaylandClient) {
    super.init(resource: resource, client: client, implementation: Self.requests)
  }

  /// Whether size and anchor rectangle were set, as a popup needs.
  var isComplete: Bool { size != nil && anchorRect != nil }

  /// The popup's rectangle in the parent's window geometry coordinates.
  var geometry: Rect {
    let size = self.size ?? .zero
    let rect = anchorRect ?? .zero
    let anchorPoint = Point(
      x: anchor.horizontal(rect.minX, rect.minX + rect.width / 2, rect.maxX),
      y: anchor.vertical(rect.minY, rect.minY + rect.height / 2, rect.maxY))
    let origin = Point(
      x: gravity.horizontal(
        anchorPoint.x - size.width, anchorPoint.x - size.width / 2, anchorPoint.x),
      y: gravity.vertical(
        anchorPoint.y - size.height, anchorPoint.y - size.height / 2, anchorPoint.y))
    return Rect(origin: origin.offsetBy(dx: offset.x, dy: offset.y), size: size)
  }

  private func invalidInput(_ message: String) {
    postError(XDG_POSITIONER_ERROR_INVALID_INPUT.rawValue, message)
  }

  private func setSize(width: Int32, height: Int32) {
    guard width > 0, height > 0 else {
      return invalidInput("size \(width)×\(height) is not positive")
    }
    size = Size(width: Double(width), height: Double(height))
  }

  private func setAnchorRect(x: Int32, y: Int32, width: Int32, height: Int32) {
    guard width >= 0, height >= 0 else {
      return invalidInput("anchor rectangle size \(width)×\(height) is negative")
    }
    anchorRect = Rect(x: x, y: y, width: width, height: height)
  }

  private func setEdges(_ value: UInt32, _ kind: String, _ store: (Edges) -> Void) {
    guard let edges = Edges(value) else {
      return invalidInput("\(value) is not an xdg_positioner \(kind)")
    }
    store(edges)
  }

  nonisolated(unsafe) private static let requests = implementation(
    xdg_positioner_interface(
      destroy: destroyRequest,
      set_size: { _, resource, width, height in from(resource).setSize(width: width, height: height)
      },
      set_anchor_rect: { _, resource, x, y, width, height in
        from(resource).setAnchorRect(x: x, y: y, width: width, height: height)
      },
      set_anchor: { _, resource, value in
        let positioner = from(resource)
        positioner.setEdges(value, "anchor") { positioner.anchor = $0 }
      },
      set_gravity: { _, resource, value in
        let positioner = from(resource)
        positioner.setEdges(value, "gravity") { positioner.gravity = $0 }
      },
      // Popups are never constrained, so adjustments never apply.
      set_constraint_adjustment: { _, _, _ in },
      set_offset: { _, resource, x, y in from(resource).offset = Point(x: Double(x), y: Double(y))
      },
      // Reactive repositioning and the parent's future size matter only to constraints.
      set_reactive: { _, _ in },
      set_parent_size: { _, _, _, _ in },
      set_parent_configure: { _, _, _ in }))
}

extension XdgPositioner {
  /// An anchor or gravity (`xdg_positioner.anchor`, `.gravity`): which edges it points to.
  struct Edges {
    var top = false
    var bottom = false
    var left = false
    var right = false

    init() {}

    /// The edges of an enum value 0–8 (none, top, bottom, left, right, then corners).
    init?(_ value: UInt32) {
      let table: [(top: Bool, bottom: Bool, left: Bool, right: Bool)] = [
        (false, false, false, false), (true, false, false, false), (false, true, false, false),
        (false, false, true, false), (false, false, false, true), (true, false, true, false),
        (false, true, true, false), (true, false, false, true), (false, true, false, true),
      ]
      guard value < table.count else { return nil }
      (top, bottom, left, right) = table[Int(value)]
    }

    /// `left`, `center` or `right` as the edges say.
    func horizontal(_ left: Double, _ center: Double, _ right: Double) -> Double {
      self.left ? left : self.right ? right : center
    }

    /// `top`, `center` or `bottom` as the edges say.
    func vertical(_ top: Double, _ center: Double, _ bottom: Double) -> Double {
      self.top ? top : self.bottom ? bottom : center
    }
  }
}
