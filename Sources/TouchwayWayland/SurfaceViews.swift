import CWlroots
import Touchway

/// The ``SurfaceView``s of one window, kept in step with its client's surface tree: a
/// view for every mapped surface, stacked back to front, placed where the scene shows it.
final class SurfaceViews {
  private unowned let seat: WaylandSeat
  private var views: [UnsafeMutablePointer<wlr_surface>: SurfaceView] = [:]

  init(seat: WaylandSeat) {
    self.seat = seat
  }

  func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? {
    views[surface]
  }

  /// Sets `window`'s frame to cover `placements` drawn at `sceneNode`, places a view for
  /// every surface, in stacking order, and drops the views of surfaces that are gone.
  func synchronize(
    _ window: Window, with placements: SurfacePlacements,
    at sceneNode: UnsafeMutablePointer<wlr_scene_node>
  ) {
    var origin = (x: Int32(0), y: Int32(0))
    wlr_scene_node_coords(sceneNode, &origin.x, &origin.y)
    let bounds = placements.bounds
    window.frame = Rect(
      x: Double(origin.x) + bounds.minX, y: Double(origin.y) + bounds.minY, width: bounds.width,
      height: bounds.height)
    var keep: [UnsafeMutablePointer<wlr_surface>: SurfaceView] = [:]
    var previous: SurfaceView?
    for placement in placements.surfaces {
      let view = views[placement.surface] ?? SurfaceView(placement.surface, seat: seat)
      keep[placement.surface] = view
      view.place(at: Point(x: placement.x - bounds.minX, y: placement.y - bounds.minY))
      view.applyResponderState()
      Self.stack(view, above: previous, in: window)
      previous = view
    }
    for (surface, view) in views where keep[surface] == nil { view.removeFromSuperview() }
    views = keep
  }

  /// Puts `view` right above `previous` (at the back for `nil`), moving it without
  /// taking it out of the window, so its touches go on.
  private static func stack(_ view: View, above previous: View?, in window: Window) {
    let subviews = window.subviews
    guard let previous else {
      if subviews.first !== view {
        if let first = subviews.first {
          window.insertSubview(view, belowSubview: first)
        } else {
          window.addSubview(view)
        }
      }
      return
    }
    guard let index = subviews.firstIndex(where: { $0 === previous }),
      index + 1 >= subviews.count || subviews[index + 1] !== view
    else { return }
    window.insertSubview(view, aboveSubview: previous)
  }
}
