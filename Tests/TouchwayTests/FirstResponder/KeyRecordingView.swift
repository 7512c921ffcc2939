import Touchway

/// A view that takes keys when it is allowed to and writes down what reaches it; one that
/// does not handle them passes them on, as the default responder does.
final class KeyRecordingView: View {
  let log: Log
  var acceptsFirstResponder = true
  var allowsResigning = true
  var handlesEvents = true

  init(_ name: String, log: Log, frame: Rect = .zero) {
    self.log = log
    super.init(frame: frame, name: name)
  }

  override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
  override var canResignFirstResponder: Bool { allowsResigning }

  override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    log.record(name, "began", presses)
    if !handlesEvents { super.pressesBegan(presses, with: event) }
  }
  override func pressesEnded(_ presses: PressSet, with event: PressEvent) {
    log.record(name, "ended", presses)
    if !handlesEvents { super.pressesEnded(presses, with: event) }
  }
  override func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
    log.record(name, "cancelled", presses)
    if !handlesEvents { super.pressesCancelled(presses, with: event) }
  }
  override func remoteControlReceived(with event: RemoteControlEvent) {
    log.lines.append("\(name ?? "?") remote \(event.subtype)")
    if !handlesEvents { super.remoteControlReceived(with: event) }
  }
}

/// An application that writes down the presses and commands that reach the end of the
/// chain.
final class KeyRecordingApplication: Application {
  let log: Log

  init(log: Log) {
    self.log = log
  }

  override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    log.record("App", "began", presses)
  }
  override func pressesEnded(_ presses: PressSet, with event: PressEvent) {
    log.record("App", "ended", presses)
  }
  override func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
    log.record("App", "cancelled", presses)
  }
  override func remoteControlReceived(with event: RemoteControlEvent) {
    log.lines.append("App remote \(event.subtype)")
  }
}

extension Log {
  /// Writes `E began 30,31` with the presses' keycodes.
  func record(_ name: String?, _ phase: String, _ presses: PressSet) {
    let codes = presses.map { String($0.key.keyCode) }.joined(separator: ",")
    lines.append("\(name ?? "?") \(phase) \(codes)")
  }
}

/// A key with only a keycode, for routing tests.
func key(_ code: UInt32) -> Key {
  Key(keyCode: code, keysym: .none)
}
