import Touchway
public import TouchwaySynthesis

/// The kiosk's run loop: it waits on the server's event loop, feeds the replay and the
/// seat's timers on time, repaints its output when clients present, takes
/// screenshots, and ends the run. It also gives every client window the compositor's
/// back gesture.
///
/// Everything happens on the caller's thread, one loop iteration at a time:
///
/// 1. end the run if the time limit has passed;
/// 2. once an app's window is up, release the replay frames that are due into the seat,
///    then fire the seat's due timers;
/// 3. report replay progress, take a requested screenshot;
/// 4. wait on the server until the earliest of those deadlines, or until clients act.
///
/// The clock is injected, so tests run whole sessions without waiting.
public final class Kiosk {
  /// The seat the replay feeds; the server delivers its touches to clients.
  public let seat: Seat
  /// Takes a screenshot: called when the run ends and after ``requestScreenshot()``.
  /// `nil` takes none.
  public var screenshotHandler: (() -> Void)?
  /// Called when a back gesture ends (the finger that swiped in from the edge lifts).
  public var backHandler: () -> Void = {}
  /// Decides which touches the back gesture sees: the server's, to admit only fingers at
  /// the screen's own edge (the recognizer measures its edge in the touched window).
  public weak var backGestureDelegate: GestureRecognizerDelegate?
  /// Called every ``KioskConfiguration/progressInterval`` while a replay runs.
  public var progressHandler: (ReplayScheduler) -> Void = { _ in }
  /// Receives the trace's lines from the start of the run (``TraceWriter``: every delivery
  /// to a view, a client's surface named after its window, and the gesture recognizers'
  /// state changes and actions); `nil` traces nothing.
  public var traceHandler: ((String) -> Void)?
  /// Acts on a screenshot or wait-frame marker: calls `done` once it has (once the app
  /// has drawn the input so far, and the screenshot is taken). The replay holds until
  /// then; without a handler such markers pass at once.
  public var markerHandler: ((ScriptMarker, _ done: @escaping () -> Void) -> Void)?
  /// Called when the replay gave up waiting at a marker (``KioskConfiguration/markerTimeout``).
  public var markerTimedOut: (ScriptMarker) -> Void = { _ in }
  /// The trace's ``TraceWriter/deliveryNote``.
  public var traceDeliveryNote: (View) -> String? = { _ in nil }

  private let configuration: KioskConfiguration
  private let server: KioskServer
  private let clock: TimeSource
  private var replay: ReplayScheduler?
  private var ending: KioskEnding?
  private var endTime: TimeInterval?
  private var nextProgress: TimeInterval?
  private var wantsScreenshot = false
  private var trace: TraceWriter?
  /// Whether an app's window has been mapped (``windowDidMap(_:)``).
  private var appWindowIsUp = false
  /// How many app windows have been mapped: what `wait-toplevel` counts.
  private var mappedWindows = 0
  /// How many `wait-toplevel` markers the replay has reached.
  private var toplevelWaits = 0
  /// Each window's title (``titleDidChange(of:to:)``): what `wait-title` looks for.
  private var titles: [ObjectIdentifier: String] = [:]
  /// The next marker of ``KioskConfiguration/markers`` to act on.
  private var nextMarker = 0
  /// The marker the replay waits at, since when, and what it waits for.
  private var waiting: (marker: ScriptMarker, since: TimeInterval, condition: () -> Bool)?
  /// When the run ends because the replay is over (``KioskConfiguration/exitAfterReplay``).
  private var lingerEnd: TimeInterval?

  /// Prepares a run; nothing happens until ``run()``. The server draws the output.
  public init(
    configuration: KioskConfiguration, seat: Seat, server: KioskServer, clock: TimeSource
  ) {
    self.configuration = configuration
    self.seat = seat
    self.server = server
    self.clock = clock
  }

  /// Tells the kiosk that an app's window (a toplevel or an X11 window; not a layer
  /// surface such as a keyboard's or a panel's) has just been mapped. The server calls
  /// this.
  ///
  /// The first such window starts the replay. The window gets the back gesture: a
  /// screen-edge pan on the window (full-screen in a kiosk), so it sees the window's
  /// touches before the client's surfaces do. Once it begins, the client's touches are
  /// cancelled (`touch_taken` back, then `wl_touch.cancel`); when it ends,
  /// ``backHandler`` runs. A client may keep it off parts of its surfaces
  /// (touchway-responder-v1's gesture exclusion).
  public func windowDidMap(_ window: Window) {
    appWindowIsUp = true
    mappedWindows += 1
    addSystemGestures(to: window)
  }

  /// Gives `window` the back gesture without counting it as an app's window: a layer
  /// surface's, so that one drawn over the app's edge does not keep the gesture from the
  /// user.
  public func addSystemGestures(to window: Window) {
    guard !configuration.backEdges.isEmpty else { return }
    let back = ScreenEdgePanGestureRecognizer(name: "back")
    back.edges = configuration.backEdges
    back.systemGesture = .back
    back.delegate = backGestureDelegate
    back.addTarget { [unowned self] in if $0.state == .ended { backHandler() } }
    trace?.watch(back)
    window.addGestureRecognizer(back)
  }

  /// Tells the kiosk that `window`'s title is now `title`; the server calls this.
  public func titleDidChange(of window: Window, to title: String) {
    titles[ObjectIdentifier(window)] = title
  }

  /// Runs until APP exits, the time limit passes or ``end(_:)`` is called, then takes
  /// the final screenshot.
  public func run() throws -> KioskEnding {
    let start = clock.now
    endTime = configuration.exitAfter.map { start + $0 }
    if let traceHandler {
      let trace = TraceWriter(origin: start, tracesEveryDelivery: true, output: traceHandler)
      trace.deliveryNote = traceDeliveryNote
      trace.observe(seat)
      self.trace = trace
    }
    while true {
      let now = clock.now
      step(at: now)
      if let ending {
        takeScreenshot()
        return ending
      }
      try server.dispatch(timeout: timeout(from: now))
    }
  }

  /// Prints `text` in the trace, after the time, if the run is traced.
  public func trace(_ text: String) {
    trace?.write(text)
  }

  /// Ends the run at the end of the current loop iteration; the first reason given wins.
  public func end(_ reason: KioskEnding) {
    if ending == nil { ending = reason }
  }

  /// Takes a screenshot at the end of the current loop iteration (SIGUSR1).
  public func requestScreenshot() {
    wantsScreenshot = true
  }

  private func step(at now: TimeInterval) {
    if let endTime, now >= endTime { end(.timeLimit) }
    if let lingerEnd, now >= lingerEnd { end(.timeLimit) }
    guard ending == nil else { return }
    feedReplay(at: now)
    seat.advance(to: now)
    reportProgress(at: now)
    if wantsScreenshot { takeScreenshot() }
  }

  /// Starts the replay when the first app's window is up (touches before that would reach
  /// nobody, or a keyboard that is up before the app), then releases the frames that are
  /// due, holding at each marker until it has been acted on.
  private func feedReplay(at now: TimeInterval) {
    if replay == nil, !configuration.replay.isEmpty, appWindowIsUp {
      nextProgress = configuration.progressInterval.map { now + $0 }
      replay = ReplayScheduler(
        frames: configuration.replay, speed: configuration.replaySpeed, start: now)
    }
    guard var replay else { return }
    defer { self.replay = replay }
    while true {
      if let waiting {
        guard waiting.condition() || now - waiting.since >= configuration.markerTimeout else {
          return
        }
        if !waiting.condition() {
          trace("\(ScriptMarker.words(of: waiting.marker.action)) timed out")
          markerTimedOut(waiting.marker)
        }
        replay.delay(by: now - waiting.since)
        self.waiting = nil
      }
      let marker =
        nextMarker < configuration.markers.count ? configuration.markers[nextMarker] : nil
      replay.releaseDue(at: now, before: marker?.time ?? .infinity) { seat.process($0) }
      guard let marker, replay.hasReleased(before: marker.time),
        replay.dueTime(ofRecorded: marker.time) <= now
      else { break }
      nextMarker += 1
      waiting = (marker, now, condition(for: marker))
    }
    if lingerEnd == nil, replay.isFinished, nextMarker == configuration.markers.count,
      let linger = configuration.exitAfterReplay, let last = replay.finalDeadline
    {
      lingerEnd = max(last, now) + linger
    }
  }

  /// What the replay waits for at `marker`.
  private func condition(for marker: ScriptMarker) -> () -> Bool {
    switch marker.action {
    case .waitTitle(let title):
      return { [unowned self] in titles.values.contains(title) }
    case .waitToplevel:
      // The n-th waits for the run's (n + 1)-th window, counted from the start: a window
      // that maps before the replay reaches the marker (a dialog an app opens as it
      // starts) is not waited for again.
      toplevelWaits += 1
      let windows = toplevelWaits + 1
      return { [unowned self] in mappedWindows >= windows }
    case .screenshot, .waitFrame, .unplug:
      guard let markerHandler else { return { true } }
      var done = false
      markerHandler(marker) { done = true }
      return { done }
    }
  }

  private func reportProgress(at now: TimeInterval) {
    guard let replay, let due = nextProgress, now >= due else { return }
    progressHandler(replay)
    nextProgress = replay.isFinished ? nil : configuration.progressInterval.map { due + $0 }
  }

  private func takeScreenshot() {
    wantsScreenshot = false
    screenshotHandler?()
  }

  /// How long the server may wait: until the next replay frame, seat timer, progress
  /// report or the end of the run, whichever comes first; `nil` when none is pending.
  private func timeout(from now: TimeInterval) -> TimeInterval? {
    let replayDeadline =
      waiting.map { $0.since + configuration.markerTimeout }
      ?? earliest(
        replay?.nextDeadline, nextMarkerDeadline)
    let deadline = earliest(
      earliest(replayDeadline, seat.nextDeadline),
      earliest(earliest(nextProgress, endTime), lingerEnd))
    return deadline.map { max($0 - now, 0) }
  }

  /// When the next marker is due, once the replay runs.
  private var nextMarkerDeadline: TimeInterval? {
    guard let replay, nextMarker < configuration.markers.count else { return nil }
    return replay.dueTime(ofRecorded: configuration.markers[nextMarker].time)
  }
}

/// The earlier of two optional times; written out so the loop builds no array.
private func earliest(_ a: TimeInterval?, _ b: TimeInterval?) -> TimeInterval? {
  guard let a else { return b }
  guard let b else { return a }
  return min(a, b)
}
