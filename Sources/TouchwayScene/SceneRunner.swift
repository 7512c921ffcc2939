import Touchway

/// Builds a scene's application, windows and views, feeds a seat, and writes the trace of
/// trace-format.md as the responders report their calls.
///
/// ```swift
/// let scene = try Scene(contentsOf: "scene.yaml")
/// let script = try Script(contentsOf: "script.yaml", scene: scene)
/// let runner = SceneRunner(scene: scene, options: TraceOptions(hitTest: true)) { print($0) }
/// runner.play(script)
/// ```
///
/// Other sources of input (a recording) feed ``seat`` directly and call ``finish()``.
public final class SceneRunner {
  /// The scene's application, with its windows in scene order (the last front-most).
  public let application: Application
  /// The seat that delivers to ``application``; its clock is the script's time.
  public let seat: Seat
  private let trace: SceneTrace
  private var views: [String: View] = [:]
  private var recognizers: [String: GestureRecognizer] = [:]
  /// The recognizers' delegate; they hold it weakly.
  private let simultaneity = SimultaneousGestures()

  /// Builds `scene`; the trace goes to `output` one line at a time, without newlines.
  public init(
    scene: Scene, options: TraceOptions = TraceOptions(),
    output: @escaping (String) -> Void
  ) {
    trace = SceneTrace(options: options, output: output)
    application = SceneApplication(handles: scene.applicationHandles, trace: trace)
    seat = Seat(application: application)
    trace.observe(seat)
    for description in scene.windows {
      let window = SceneWindow(description, trace: trace)
      register(window, description)
      application.addWindow(window)
    }
    addGestureRecognizers(scene.gestures)
  }

  /// The window or view called `name`.
  public func view(named name: String) -> View? {
    views[name]
  }

  /// The gesture recognizer called `name`.
  public func gestureRecognizer(named name: String) -> GestureRecognizer? {
    recognizers[name]
  }

  /// Runs every entry at its time — timers due by then fire first — and then runs the
  /// clock on until no timer is pending.
  public func play(_ script: Script) {
    for entry in script.entries {
      perform(entry)
    }
    finish()
  }

  /// Fires every pending timer in time order, each at its due time.
  public func finish() {
    while let deadline = seat.nextDeadline {
      seat.advance(to: deadline)
    }
  }

  private func perform(_ entry: ScriptEntry) {
    seat.advance(to: entry.time)
    switch entry.action {
    case .touches(let frame):
      seat.process(frame)
    case .remove(let name):
      remove(named: name)
    case .disable(let name):
      recognizers[name]?.isEnabled = false
    case .interrupt:
      seat.interrupt()
    case .beginIgnoring:
      application.beginIgnoringInteractionEvents()
    case .endIgnoring:
      application.endIgnoringInteractionEvents()
    }
  }

  /// A window leaves the application; a view leaves its superview.
  private func remove(named name: String) {
    guard let view = views[name] else { return }
    if let window = view as? Window {
      application.removeWindow(window)
    } else {
      view.removeFromSuperview()
    }
  }

  /// Names `view` and builds its subviews from `description`.
  private func register(_ view: View, _ description: ViewDescription) {
    views[description.name] = view
    for subdescription in description.subviews {
      let subview = SceneView(subdescription, trace: trace)
      register(subview, subdescription)
      view.addSubview(subview)
    }
  }

  /// Attaches the recognizers in the order listed, then ties them to each other.
  private func addGestureRecognizers(_ gestures: [GestureDescription]) {
    for gesture in gestures {
      let recognizer = gesture.makeRecognizer()
      recognizer.delegate = simultaneity
      trace.watch(recognizer)
      recognizers[gesture.name] = recognizer
      views[gesture.view]?.addGestureRecognizer(recognizer)
    }
    for gesture in gestures {
      guard let recognizer = recognizers[gesture.name] else { continue }
      for other in gesture.requireToFail.compactMap({ recognizers[$0] }) {
        recognizer.require(toFail: other)
      }
      for other in gesture.simultaneousWith.compactMap({ recognizers[$0] }) {
        simultaneity.allow(recognizer, with: other)
      }
    }
  }
}
