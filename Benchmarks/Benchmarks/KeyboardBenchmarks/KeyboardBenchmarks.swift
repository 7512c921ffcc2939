import Benchmark
import Touchway
import TouchwayKeyboard

/// Routes keys through xkbcommon and the responder chain to a focused view. One benchmark
/// iteration is one key stroke (down and up); the keys were typed once during setup, so
/// the storage has grown and what is measured is the steady state.
let benchmarks: @Sendable () -> Void = {
  // One sample is a thousand strokes; mallocs are counted over the whole sample.
  Benchmark.defaultConfiguration = .init(
    metrics: [.throughput, .wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )
  Benchmark("Key stroke to the first responder, 'a' (us)") { benchmark, typist in
    for _ in benchmark.scaledIterations { typist.stroke(Typist.a) }
  } setup: {
    try Typist(layout: "us")
  }
  Benchmark("Key stroke to the first responder, Shift held, 'ö' (de)") { benchmark, typist in
    for _ in benchmark.scaledIterations { typist.stroke(Typist.semicolon) }
  } setup: { () throws -> Typist in
    let typist = try Typist(layout: "de")
    typist.press(Typist.leftShift)
    return typist
  }
  Benchmark("Key stroke taken by a shortcut observer") { benchmark, typist in
    for _ in benchmark.scaledIterations { typist.stroke(Typist.tab) }
  } setup: { () throws -> Typist in
    let typist = try Typist(layout: "us")
    typist.application.addPressObserver { event in
      event.allPresses.contains { $0.key.keyCode == Typist.tab } ? .consume : .deliver
    }
    return typist
  }
  Benchmark("Media key to a remote-control handler") { benchmark, typist in
    for _ in benchmark.scaledIterations { typist.stroke(Typist.playPause) }
  } setup: { () throws -> Typist in
    let typist = try Typist(layout: "us")
    typist.application.beginReceivingRemoteControlEvents()
    return typist
  }
}

/// A window with a focused view nested ten deep; the view takes every key and counts them.
final class Typist {
  static let tab: UInt32 = 15
  static let a: UInt32 = 30
  static let semicolon: UInt32 = 39
  static let leftShift: UInt32 = 42
  static let playPause: UInt32 = 164

  let application = Application()
  let router: KeyboardRouter
  private var time = 0.0

  init(layout: String) throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    application.addWindow(window)
    var parent: View = window
    for _ in 0..<10 {
      let child = View(frame: parent.bounds)
      parent.addSubview(child)
      parent = child
    }
    let field = CountingField(frame: parent.bounds)
    parent.addSubview(field)
    router = try KeyboardRouter(
      application: application, keymap: Keymap(names: KeymapNames(layout: layout)))
    field.becomeFirstResponder()
    for key in [Self.tab, Self.a, Self.semicolon, Self.playPause] { stroke(key) }
  }

  func stroke(_ keyCode: UInt32) {
    press(keyCode)
    time += 0.01
    router.process(KeyEvent(keyCode: keyCode, change: .up, time: time))
  }

  func press(_ keyCode: UInt32) {
    time += 0.01
    router.process(KeyEvent(keyCode: keyCode, change: .down, time: time))
  }
}

/// Takes every press and media command, as a text field or a player would.
final class CountingField: View {
  var count = 0

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    count += presses.count
  }
  override func pressesEnded(_ presses: PressSet, with event: PressEvent) {
    count += presses.count
  }
  override func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
    count += presses.count
  }
  override func remoteControlReceived(with event: RemoteControlEvent) {
    count += 1
  }
}
