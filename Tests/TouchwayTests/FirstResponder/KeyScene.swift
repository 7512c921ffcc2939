import Touchway

/// An application with one window (400×600, named W); the application and the views made
/// with ``view(_:frame:in:)`` write down the presses and commands that reach them.
struct KeyScene {
  let log = Log()
  let application: KeyRecordingApplication
  let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600), name: "W")

  init() {
    application = KeyRecordingApplication(log: log)
    application.addWindow(window)
  }

  /// Adds a view that takes keys, in front of the others of `parent` (the window if `nil`).
  func view(_ name: String, frame: Rect = .zero, in parent: View? = nil) -> KeyRecordingView {
    let view = KeyRecordingView(name, log: log, frame: frame)
    (parent ?? window).addSubview(view)
    return view
  }
}
