import CWlroots
import Touchway

/// The ``SurfaceView``s of one window, kept in step with its client's surface tree: a
/// view for every mapped surface, stacked back to front, placed where the scene shows it.
final class SurfaceViews {
  private unowned let seat: WaylandSeat
  private var views: [UnsafeMutablePointer<wlr_surface>: SurfaceView] = [:]
  /// What the surfaces covered at the last placement, relative to the scene node: the
  /// window's frame is this rectangle, wherever the node is.
  private var covered = Rect.zero
  /// Counts the placements: a view not placed by the last one is gone.
  private var placement = 0

  init(seat: WaylandSeat) {
    self.seat = seat
  }

  func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? {
    views[surface]
  }

  /// Sets `window`'s frame to cover the surfaces as last placed, drawn at `sceneNode`.
  func placeWindow(_ window: Window, at sceneNode: UnsafeMutablePointer<wlr_scene_node>) {
    var origin = (x: Int32(0), y: Int32(0))
    wlr_scene_node_coords(sceneNode, &origin.x, &origin.y)
    let frame = Rect(
      x: Double(origin.x) + covered.minX, y: Double(origin.y) + covered.minY,
      width: covered.width, height: covered.height)
    if window.frame != frame { window.frame = frame }
  }

  /// Sets `window`'s frame to cover `placements` drawn at `sceneNode`, places a view for
  /// every surface, in stacking order, and drops the views of surfaces that are gone.
  func synchronize(
    _ window: Window, with placements: SurfacePlacements,
    at sceneNode: UnsafeMutablePointer<wlr_scene_node>
  ) {
    covered = placements.bounds
    placeWindow(window, at: sceneNode)
    placement &+= 1
    // Where the next view belongs among the window's subviews: one pass, which moves only
    // the views out of place (a client with thousands of subsurfaces commits often).
    var index = 0
    for surface in placements.surfaces {
      let view = views[surface.surface] ?? newView(of: surface.surface)
      view.placement = placement
      view.place(at: Point(x: surface.x - covered.minX, y: surface.y - covered.minY))
      // Hidden while its surface was leaving; shown again if it came back.
      if view.isHidden { view.isHidden = false }
      Self.put(view, at: index, in: window)
      index += 1
    }
    guard views.count != placements.surfaces.count else { return }
    for (surface, view) in views where view.placement != placement {
      view.removeFromSuperview()
      views[surface] = nil
    }
  }

  /// A view for `surface`, with what its client committed through touchway-responder-v1
  /// (later commits reach it through the seat).
  private func newView(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView {
    let view = SurfaceView(surface, seat: seat)
    view.applyResponderState()
    views[surface] = view
    return view
  }

  /// Puts `view` at `index` of `window`'s subviews, all before which are placed already,
  /// moving it without taking it out of the window, so its touches go on.
  private static func put(_ view: View, at index: Int, in window: Window) {
    // No copy of the array is held: it would make each insertion copy all of it.
    let count = window.subviews.count
    if index < count, window.subviews[index] === view { return }
    if view.superview === window, index < count {
      let next = window.subviews[index]
      window.insertSubview(view, belowSubview: next)
    } else {
      window.insertSubview(view, at: index)
    }
  }
}
