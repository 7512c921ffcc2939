/// The end of every responder chain and the owner of the windows.
///
/// The seat hands each event to ``sendEvent(_:)-(TouchEvent)``, which passes it on to the windows its
/// touches belong to (R2). Subclass it, or add observers, to see every event first.
open class Application: Responder {
  /// The windows, back to front.
  public private(set) var windows: [Window] = []
  let observers = EventObserverList()
  var seats: [WeakSeat] = []
  var firstResponderState = FirstResponderState()
  private var ignoringDepth = 0

  /// Creates an application with no windows.
  public override init() {}

  /// Shows a window in front of the others of its level.
  public func addWindow(_ window: Window) {
    guard window.application !== self else { return }
    window.application?.removeWindow(window)
    window.application = self
    windows.append(window)
    restack()
  }

  /// Stops showing a window; its touches are cancelled first.
  public func removeWindow(_ window: Window) {
    guard window.application === self else { return }
    viewWillLeaveWindow(window)
    windows.removeAll { $0 === window }
    window.application = nil
  }

  /// Keeps windows sorted by level, stably, so equal levels keep the order they were added.
  func restack() {
    var ordered: [(Int, Window)] = windows.enumerated().map { ($0.offset, $0.element) }
    ordered.sort { ($0.1.windowLevel, $0.0) < ($1.1.windowLevel, $1.0) }
    windows = ordered.map(\.1)
  }

  /// Adds an observer that sees every event before any window does, and may consume it.
  public func addEventObserver(_ observer: @escaping EventObserver) {
    observers.append(observer)
  }

  /// Passes an event to each window that has touches in it, in the order of their earliest
  /// touch (R2, R3).
  ///
  /// Override it to intercept events; call `super` to let an event through. An event
  /// that does not reach `super` is consumed (see ``EventDisposition/consume``).
  open func sendEvent(_ event: TouchEvent) {
    if observers.consume(event) { return }
    event.engine.forEachWindow { $0.sendEvent(event) }
  }

  /// Whether touches that begin now are dropped (R6).
  public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

  /// Starts dropping new touches; calls nest. Touches already down are cancelled (R6b).
  public func beginIgnoringInteractionEvents() {
    ignoringDepth += 1
    if ignoringDepth == 1 { forEachSeat { $0.interrupt() } }
  }

  /// Undoes one ``beginIgnoringInteractionEvents()``; an unbalanced call does nothing.
  public func endIgnoringInteractionEvents() {
    ignoringDepth = max(ignoringDepth - 1, 0)
  }

  /// The front-most window that can be hit at `point` (screen coordinates), with the view
  /// its hit test returns (R4).
  open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    // A local copy: a hit test that changes the windows (R14 forbids it) does not change
    // what this one walks.
    let windows = self.windows
    // By index: a debug build's generic iteration of `reversed()` allocates.
    var index = windows.endIndex
    while index > windows.startIndex {
      index -= 1
      let window = windows[index]
      let point = window.hitTestNode.convert(fromSuperview: point)
      if let hit = HitTestDescent.hit(window, at: point, with: event) { return hit }
    }
    return nil
  }

  func viewWillLeaveWindow(_ view: View) {
    forEachSeat { $0.cancelTouches(boundInto: view) }
    resignFirstResponder(inside: view)
  }

  func forEachSeat(_ body: (Seat) -> Void) {
    seats.removeAll { $0.seat == nil }
    for entry in seats {
      if let seat = entry.seat { body(seat) }
    }
  }
}

struct WeakSeat {
  weak var seat: Seat?
}
