import Benchmark
import CWlroots
import Glibc
import Touchway
import TouchwayOnScreenKeyboard
import TouchwayWayland

/// The tree the kiosk builds, both as Touchway's views and as wlroots' scene, in one
/// compositor: a client's toplevel filling the usable area (1280 × 760 below a panel) with
/// subsurfaces tiled over it and a popup, two more surfaces where the kiosk's layer
/// surfaces are (a panel across the top and a notification over the app, in front of it),
/// and the built-in on-screen keyboard over the bottom of the screen: Touchway's view tree,
/// and in the scene a rectangle for the keyboard and two for each key (its cap and its
/// label), as the kiosk draws them. `surfaces` counts the client's surfaces: the toplevel,
/// the popup, the two panels and the subsurfaces.
///
/// "Hit test" is one pass over the same 36 points on both trees: 16 tiles and 16 keys
/// spread evenly, the popup, the panels, the toplevel between the tiles (keys over tiles
/// hit the keys). Touchway's is `Application.hitTest`, what the
/// seat calls at a touch's down; wlroots' is `wlr_scene_node_at` on the scene's root, what
/// a wlroots compositor calls. "Motion frame" is ten fingers down on ten tiles moving half
/// a point, through Touchway's seat or straight through wlroots' own, until flushed.
func kioskTreeBenchmarks() {
  // One iteration is one pass, or one frame: timed in nanoseconds.
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .one,
    maxDuration: .seconds(2), maxIterations: 100_000)
  for surfaces in [10, 1_000] {
    for side in KioskTree.Side.allCases {
      Benchmark(
        "Hit test, kiosk tree, \(surfaces) surfaces, \(side)",
        configuration: configuration
      ) { benchmark, tree in
        for _ in benchmark.scaledIterations { blackHole(tree.hitTestAllPoints(side)) }
      } setup: {
        try KioskTree(surfaces: surfaces, touchway: true)
      }
    }
    for route in Route.allCases {
      Benchmark(
        "Motion frame, kiosk tree, \(surfaces) surfaces, 10 fingers, \(route)",
        configuration: configuration
      ) { benchmark, tree in
        benchmark.startMeasurement()
        tree.sendMotionFrame(through: route)
        benchmark.stopMeasurement()
        tree.client.readEvents()
      } setup: { () throws -> KioskTree in
        let tree = try KioskTree(surfaces: surfaces, touchway: route == .touchway)
        try tree.putFingersDown(through: route)
        return tree
      }
    }
  }
}

final class KioskTree {
  /// Whose tree a hit test walks.
  enum Side: CaseIterable, CustomStringConvertible {
    case touchway, wlroots

    var description: String {
      switch self {
      case .touchway: "Touchway's Application.hitTest"
      case .wlroots: "wlroots' wlr_scene_node_at"
      }
    }
  }

  let compositor: BenchmarkCompositor
  let client: BenchmarkClient
  private let keyboard: OnScreenKeyboard
  /// Where the hit tests are made, and where the fingers go down (tiles).
  private(set) var points: [Point] = []
  private var fingers: [Point] = []
  /// Where each finger's surface is in the layout, for wlroots' own seat's motions.
  private var surfaceOrigins = [Point](repeating: .zero, count: 10)
  private var frame = TouchFrame(time: 1)
  private var step = 0.0
  private static let screen = Size(width: 1280, height: 800)

  /// The tree of `surfaces` client surfaces; with `touchway`, Touchway's seat routes the
  /// wlr_seat's touches (its grab would keep wlroots' own seat from sending any).
  init(surfaces: Int, touchway: Bool) throws {
    compositor = try BenchmarkCompositor(touchway: touchway)
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0
    else { throw BenchmarkSetupError.socketPair }
    try compositor.addClient(fileDescriptor: ends[0])
    client = BenchmarkClient(fileDescriptor: ends[1])
    let serve = { [compositor] in compositor.dispatch() }
    let app = try client.mapWindow(width: 1280, height: 760, serve: serve)
    // Tiles of 30 × 20, 32 by 24 apart, row by row from the top left.
    let tiles = surfaces - 4
    var tileCentres: [Point] = []
    for index in 0..<tiles {
      let (x, y) = (Int32(index % 40) * 32, Int32(index / 40) * 24)
      client.addSubsurface(to: app.surface, x: x, y: y, width: 30, height: 20)
      tileCentres.append(Point(x: Double(x) + 15, y: Double(y) + 40 + 10))
      // Read as they come: a thousand unread requests would fill the socket.
      if index % 50 == 49 { try client.commit(app.surface, serve: serve) }
    }
    try client.commit(app.surface, serve: serve)
    try client.mapPopup(of: app.xdgSurface, x: 700, y: 100, width: 200, height: 300, serve: serve)
    try client.mapWindow(width: 1280, height: 40, serve: serve)
    try client.mapWindow(width: 300, height: 100, serve: serve)
    guard compositor.toplevels.count == 3 else { throw BenchmarkSetupError.noWindow }
    // The app below the panel; the panel and the notification in front, as layers are.
    let places = [(0, 40, 0.0), (0, 0, 1), (960, 50, 1)]
    for (toplevel, (x, y, _)) in zip(compositor.toplevels, places) {
      let node = toplevel.pointee.data.assumingMemoryBound(to: wlr_scene_node.self)
      wlr_scene_node_set_position(node, Int32(x), Int32(y))
      wlr_scene_node_raise_to_top(node)
    }
    for (window, (_, _, level)) in zip(compositor.windows, places) {
      window.windowLevel = level
      window.synchronize()
    }
    keyboard = OnScreenKeyboard(application: compositor.application, screen: Self.screen)
    compositor.application.addWindow(keyboard.window)
    drawKeyboard()
    let keyCentres = keyboard.view.keyViews.map {
      $0.convert(toScreen: Point(x: $0.bounds.width / 2, y: $0.bounds.height / 2))
    }
    // The same 36 points at every size: 16 tiles and 16 keys spread evenly, the popup,
    // the panel, the notification, and the toplevel between tiles.
    points = (0..<16).map { tileCentres[$0 * tiles / 16] }
    points += (0..<16).map { keyCentres[$0 * keyCentres.count / 16] }
    points += [Point(x: 800, y: 200), Point(x: 640, y: 20), Point(x: 1100, y: 100)]
    points.append(Point(x: 31, y: 63))
    // On tiles above the keyboard.
    let free = tileCentres.filter { $0.y < keyboard.window.frame.minY }
    fingers = (0..<10).map { free[$0 * free.count / 10] }
    guard !touchway || hitTestAllPoints(.touchway) == hitTestAllPoints(.wlroots) else {
      throw BenchmarkSetupError.noTouch
    }
  }

  /// The keyboard as the kiosk draws it in the scene: its background, then each key's cap
  /// and label, in front of everything else.
  private func drawKeyboard() {
    let tree = wlr_scene_tree_create(&compositor.scene.pointee.node)!
    let frame = keyboard.window.frame
    wlr_scene_node_set_position(&tree.pointee.node, Int32(frame.minX), Int32(frame.minY))
    var color: [Float] = [0.3, 0.3, 0.3, 1]
    let rect = { (rect: Rect) in
      let node = wlr_scene_rect_create(
        &tree.pointee.node, Int32(rect.width), Int32(rect.height), &color)!
      wlr_scene_node_set_position(&node.pointee.node, Int32(rect.minX), Int32(rect.minY))
    }
    rect(Rect(origin: .zero, size: frame.size))
    for key in keyboard.view.keyViews {
      let cap = key.frame
      rect(Rect(x: cap.minX + 3, y: cap.minY + 3, width: cap.width - 6, height: cap.height - 6))
      rect(Rect(x: cap.minX + 12, y: cap.minY + 12, width: cap.width - 24, height: cap.height - 24))
    }
  }

  /// Hit-tests every point on one side's tree; returns how many found a surface or key.
  func hitTestAllPoints(_ side: Side) -> Int {
    var found = 0
    for point in points {
      switch side {
      case .touchway:
        if compositor.application.hitTest(point, with: nil) != nil { found += 1 }
      case .wlroots:
        var (x, y) = (0.0, 0.0)
        if wlr_scene_node_at(&compositor.scene.pointee.node, point.x, point.y, &x, &y) != nil {
          found += 1
        }
      }
    }
    return found
  }

  /// Ten fingers down, one on each of ten tiles, through `route`'s seat.
  func putFingersDown(through route: Route) throws {
    frame.removeAll()
    for (finger, point) in fingers.enumerated() {
      frame.append(TouchContact(id: finger, change: .down, location: point))
    }
    send(frame, through: route)
    client.readEvents()
    guard client.downs == fingers.count else { throw BenchmarkSetupError.noTouch }
  }

  /// Every finger moves half a point, 1/240 s after the last frame; the bytes are flushed.
  func sendMotionFrame(through route: Route) {
    step = step == 0 ? 0.5 : 0
    frame.removeAll()
    frame.time += 1.0 / 240
    for (finger, point) in fingers.enumerated() {
      frame.append(
        TouchContact(id: finger, change: .motion, location: Point(x: point.x + step, y: point.y)))
    }
    send(frame, through: route)
  }

  /// Touchway's seat; or wlroots' own, each down on the surface `wlr_scene_node_at`
  /// finds, as a wlroots compositor would.
  private func send(_ frame: TouchFrame, through route: Route) {
    switch route {
    case .touchway: compositor.seat!.seat.process(frame)
    case .wlroots:
      let seat = compositor.wlrSeat
      let time = UInt32(truncatingIfNeeded: Int64(frame.time * 1000))
      for contact in frame.contacts {
        let id = Int32(contact.id)
        let point = contact.location ?? .zero
        if contact.change == .down {
          var (x, y) = (0.0, 0.0)
          let node = wlr_scene_node_at(&compositor.scene.pointee.node, point.x, point.y, &x, &y)
          guard let node, node.pointee.type == WLR_SCENE_NODE_SURFACE else { continue }
          surfaceOrigins[contact.id] = Point(x: point.x - x, y: point.y - y)
          let surface = wlr_scene_surface_from_node(node).pointee.surface
          wlr_seat_touch_notify_down(seat, surface, time, id, x, y)
        } else {
          let origin = surfaceOrigins[contact.id]
          wlr_seat_touch_notify_motion(seat, time, id, point.x - origin.x, point.y - origin.y)
        }
      }
      wlr_seat_touch_notify_frame(seat)
    }
    compositor.flush()
  }
}
