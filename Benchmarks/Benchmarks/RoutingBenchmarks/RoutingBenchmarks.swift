import Benchmark
import Touchway

/// Routes a 10-finger, 240 Hz stream through view trees of 10, 1,000 and 100,000 views,
/// with and without five gesture recognizers on the touched path. One benchmark iteration
/// is one motion frame of ten fingers; the fingers touched down during setup.
let benchmarks: @Sendable () -> Void = {
  // One sample is a thousand frames, so that timer overhead and the occasional scheduler
  // hiccup do not dominate; mallocs are counted over the whole sample.
  Benchmark.defaultConfiguration = .init(
    metrics: [.throughput, .wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )
  for views in [10, 1_000, 100_000] {
    Benchmark("Motion frame, 10 fingers, \(views) views") { benchmark, stream in
      for _ in benchmark.scaledIterations { stream.nextMotionFrame() }
    } setup: {
      TouchStream(views: views, recognizers: false)
    }
    Benchmark("Tap of an eleventh finger (down + up), \(views) views") { benchmark, stream in
      for _ in benchmark.scaledIterations { stream.tapOnce() }
    } setup: {
      TouchStream(views: views, recognizers: false)
    }
  }
  Benchmark("Motion frame, 10 fingers, 1000 views, 5 recognizers") { benchmark, stream in
    for _ in benchmark.scaledIterations { stream.nextMotionFrame() }
  } setup: {
    TouchStream(views: 1_000, recognizers: true)
  }
  for rects in [10, 1_000, 100_000] {
    for set in HitTestScene.PointSet.allCases {
      Benchmark("Hit test, 2 windows, \(rects) rects, \(set.rawValue) points") {
        benchmark, scene in
        for _ in benchmark.scaledIterations { blackHole(scene.hitTestNext()) }
      } setup: {
        HitTestScene(rects: rects, points: set)
      }
    }
  }
}

/// A window with a ten-ary tree of views, ten fingers down on its deepest views.
final class TouchStream {
  let application = Application()
  let seat: Seat
  private var frame = TouchFrame(time: 0)
  private var time = 0.0
  private var step = 0.0
  private let fingers = 10

  init(views: Int, recognizers: Bool) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    var remaining = views
    Self.fill(window, remaining: &remaining)
    window.isMultipleTouchEnabled = true
    application.addWindow(window)
    seat = Seat(application: application)
    if recognizers { Self.attachRecognizers(to: window) }
    for finger in 0..<fingers {
      frame.append(TouchContact(id: finger, change: .down, location: location(of: finger)))
    }
    seat.process(draining: &frame)
  }

  /// One frame in which every finger moves a little: 240 Hz, so 1/240 s apart.
  func nextMotionFrame() {
    time += 1.0 / 240
    step = step == 0 ? 0.5 : 0
    frame.time = time
    for finger in 0..<fingers {
      frame.append(TouchContact(id: finger, change: .motion, location: location(of: finger)))
    }
    seat.process(draining: &frame)
  }

  /// An eleventh finger taps: a hit test through the tree, then a lift.
  func tapOnce() {
    time += 1.0 / 240
    frame.time = time
    frame.append(TouchContact(id: fingers, change: .down, location: Point(x: 555, y: 555)))
    seat.process(draining: &frame)
    frame.append(TouchContact(id: fingers, change: .up))
    seat.process(draining: &frame)
  }

  private func location(of finger: Int) -> Point {
    Point(x: 50 + Double(finger) * 95 + step, y: 500 + step)
  }

  /// Splits each view into ten vertical strips, level by level, until `remaining` views
  /// exist: the tree is ten-ary, so the touched path is log10(views) deep.
  static func fill(_ root: View, remaining: inout Int) {
    var level: [View] = [root]
    while remaining > 0 {
      var next: [View] = []
      for parent in level {
        let width = parent.bounds.width / 10
        for index in 0..<10 where remaining > 0 {
          let child = SinkView(
            frame: Rect(x: Double(index) * width, y: 0, width: width, height: parent.bounds.height))
          child.isMultipleTouchEnabled = true
          parent.addSubview(child)
          next.append(child)
          remaining -= 1
        }
      }
      level = next
    }
  }

  private static func attachRecognizers(to window: Window) {
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let delegate = AlwaysSimultaneous.shared
    pinch.delegate = delegate
    rotation.delegate = delegate
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = .left
    for recognizer in [PanGestureRecognizer(), pinch, rotation, LongPressGestureRecognizer(), edge]
    {
      recognizer.cancelsTouchesInView = false
      window.addGestureRecognizer(recognizer)
    }
  }
}

/// A view that handles touches by doing nothing: routing ends at the hit view, as it does
/// at a client's surface.
final class SinkView: View {
  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
}

/// Lets the benchmark's recognizers run side by side so all five stay on the path.
final class AlwaysSimultaneous: GestureRecognizerDelegate {
  nonisolated(unsafe) static let shared = AlwaysSimultaneous()

  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { true }
}
