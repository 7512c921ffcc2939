/// Recognizes a gesture in the touches of its view and the view's descendants, and
/// regulates what those views receive (R44–R68).
///
/// The seat gives a recognizer the touches that begin in its view's subtree before the
/// views get them (R45, R49). A subclass watches them in ``touchesBegan(_:with:)`` and the
/// other touch methods and sets ``state``; the seat checks every change against the legal
/// transitions (R51), holds a change back while a ``require(toFail:)`` requirement is
/// unresolved (R66), asks the delegate and the views whether it may begin (R67), makes
/// recognizers that share touches fail or cancel (R63), calls the actions (R52) after the
/// views' deliveries (R54), and resets the recognizer when its touches are over (R48).
///
/// Timers (``startTimer(at:)``) run on the seat's clock, so tests drive them without waiting.
open class GestureRecognizer {
  /// A name for traces and logs.
  public var name: String?
  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?
  /// Decides what the recognizer sees and whom it shares touches with.
  public weak var delegate: GestureRecognizerDelegate?
  /// The kind of system gesture this recognizer is, if it is one of the compositor's own
  /// (an edge swipe for back, say); `nil`, the default, for any other recognizer.
  public var systemGesture: SystemGesture?

  /// When `true` (the default), recognizing cancels the recognizer's touches in their
  /// views, which then see nothing more of them (R58).
  public var cancelsTouchesInView = true
  /// When `true`, the views get no began for the recognizer's touches while it is
  /// possible; they get it replayed if it fails (R56). Default `false`.
  public var delaysTouchesBegan = false
  /// When `true` (the default), the views get no ended for its touches while it is
  /// possible; they get it late if it fails, or a cancel if it recognizes (R57).
  public var delaysTouchesEnded = true
  /// A disabled recognizer receives no touches; disabling it while it recognizes cancels it
  /// (R50).
  public var isEnabled = true {
    didSet { if oldValue && !isEnabled { seat?.engine.recognizerWasDisabled(self) } }
  }
  /// The kinds of touch the recognizer receives (`allowedTouchTypes`): a touch of another
  /// type passes it by, as if it were not attached. Default: every type. A change applies
  /// to touches that begin afterwards.
  public var allowedTouchTypes: Set<Touch.TouchType> = Set(Touch.TouchType.allCases)

  /// The state as the seat applied it; an action call sees the state that caused it.
  public var state: State {
    get { reportedState ?? currentState }
    set { requestTransition(to: newValue) }
  }

  /// What the engine keeps of the recognizer: its state and the touches it receives.
  let engineState = RecognizerState()
  /// The seat whose touches it received last; it owns the recognizer's timer and clock, and
  /// keeps other seats' touches from it while the recognizer is involved in its own.
  weak var seat: Seat?

  /// The state as the engine applied it.
  var currentState: State {
    get { engineState.current }
    set { engineState.current = newValue }
  }
  /// The state an action call reports, while one runs.
  var reportedState: State? {
    get { engineState.reported }
    set { engineState.reported = newValue }
  }
  /// A transition out of possible that waits for failure requirements (R66).
  var pendingState: State? {
    get { engineState.pending }
    set { engineState.pending = newValue }
  }
  /// The touches it receives, active ones first in the order they began.
  var trackedTouches: ContiguousArray<Touch> {
    get { engineState.trackedTouches }
    _modify { yield &engineState.trackedTouches }
  }
  private var failureRequirements: [WeakRecognizer] = []
  private var actions: [(GestureRecognizer) -> Void] = []
  private var timer: TimerQueue.Token?

  /// Creates a recognizer; attach it with ``View/addGestureRecognizer(_:)``.
  public init(name: String? = nil) {
    self.name = name
    trackedTouches.reserveCapacity(4)
  }

  /// Adds an action, called on every transition into began, changed, ended (recognized)
  /// and cancelled (R52), after the views' deliveries of that frame (R54).
  public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Makes this recognizer wait, before it leaves possible, until `other` fails; if
  /// `other` recognizes, this one fails (R66). An `other` that began or recognized earlier
  /// in the same multitouch sequence has recognized; one that took no part in it counts as
  /// failed. `other` may be in another window.
  public func require(toFail other: GestureRecognizer) {
    failureRequirements.append(WeakRecognizer(recognizer: other))
  }

  /// Whether the gesture is discrete (a tap, a swipe): its success is the single transition
  /// from possible to ``State/recognized``, which traces print as `recognized`.
  open var isDiscrete: Bool { false }

  /// The number of touches it receives now.
  public var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of its touches, in `view`'s coordinates (the window's when `nil`).
  public func location(in view: View?) -> Point {
    guard !trackedTouches.isEmpty else { return .zero }
    var x = 0.0
    var y = 0.0
    for touch in trackedTouches {
      let point = touch.location(in: view)
      x += point.x
      y += point.y
    }
    let count = Double(trackedTouches.count)
    return Point(x: x / count, y: y / count)
  }

  /// The seat's current time, in seconds.
  public var now: TimeInterval { seat?.now ?? 0 }

  // MARK: Subclass API

  /// New touches of its view's subtree; `touches` holds those in the began phase.
  open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
  /// Its touches that moved.
  open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
  /// Its touches that lifted.
  open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
  /// Its touches that were cancelled. By default a recognizer that has begun is cancelled
  /// and one that is still possible fails (R41).
  open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    state = currentState == .possible ? .failed : .cancelled
  }

  /// Returns the recognizer to its starting values; called after the seat set ``GestureRecognizer/state`` to
  /// possible (R48). Call `super`.
  open func reset() {
    stopTimer()
  }

  /// Whether recognizing this one may make `other` fail (R64). Default `true`.
  open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
  /// Whether `other` recognizing may make this one fail (R64). Default `true`.
  open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

  /// Stops receiving `touch`; its view keeps getting it and this recognizer no longer
  /// delays or cancels it (R61).
  public func ignore(_ touch: Touch, for event: TouchEvent) {
    trackedTouches.removeAll { $0 === touch }
    touch.state.recognizers.removeAll { $0 === self }
  }

  /// Calls ``timerDidFire()`` at `deadline` on the seat's clock, replacing any timer this
  /// recognizer had.
  public func startTimer(at deadline: TimeInterval) {
    stopTimer()
    guard let seat else { return }
    timer = seat.engine.timers.schedule(at: deadline) { [weak self, weak seat] _ in
      guard let self, let seat else { return }
      self.timer = nil
      seat.engine.performRecognizerTick { self.timerDidFire() }
    }
  }

  /// Cancels the recognizer's timer, if any.
  public func stopTimer() {
    guard let timer else { return }
    seat?.engine.timers.cancel(timer)
    self.timer = nil
  }

  /// The timer started with ``GestureRecognizer/startTimer(at:)`` is due; the seat's `now` is its deadline.
  open func timerDidFire() {}

  // MARK: Seat side

  var requirements: some Sequence<GestureRecognizer> {
    failureRequirements.lazy.compactMap(\.recognizer)
  }

  func requestTransition(to next: State) {
    // A recognizer that is done stays done until its reset (R47): late requests, from a
    // timer say, are moot rather than illegal.
    guard !currentState.isTerminal else { return }
    precondition(
      currentState.canTransition(to: next),
      "illegal transition \(currentState) -> \(next) of \(name ?? "a gesture recognizer")")
    guard let seat else {
      currentState = next
      return
    }
    seat.engine.requestTransition(self, to: next)
  }

  func sendActions(reporting state: State) {
    reportedState = state
    for action in actions { action(self) }
    reportedState = nil
  }
}

struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
}
