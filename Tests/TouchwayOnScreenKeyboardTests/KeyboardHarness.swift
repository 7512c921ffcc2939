import Touchway
import TouchwayOnScreenKeyboard

/// A text field's input, recording what the keyboard sends it.
final class RecordingTextInput: TextInputClient {
  weak var responder: Responder?
  var contentType = TextContentType()
  var cursorRectangle: Rect?
  var text = ""

  init(_ responder: Responder?) {
    self.responder = responder
  }

  func insertText(_ text: String) { self.text += text }
  func deleteBackward() { text = String(text.dropLast()) }
}

/// An 800 × 480 screen with an app window holding a text field, the built-in keyboard of
/// the application, and a seat to touch them with on a manual clock.
final class KeyboardHarness {
  static let screen = Size(width: 800, height: 480)
  let application = Application()
  let seat: Seat
  let field = View(frame: Rect(x: 0, y: 0, width: 800, height: 100), name: "field")
  let input: RecordingTextInput
  let keyboard: OnScreenKeyboard
  /// What went to the keyboard's fallback: Return, or keys typed with no text input.
  var fallback: [KeyboardOutput] = []

  init() {
    seat = Seat(application: application)
    let window = Window(frame: Rect(origin: .zero, size: Self.screen), name: "app")
    window.addSubview(field)
    application.addWindow(window)
    input = RecordingTextInput(field)
    keyboard = OnScreenKeyboard(application: application, screen: Self.screen)
    keyboard.keyFallback = { [unowned self] in fallback.append($0) }
  }

  /// The centre of the key labelled `label` on the screen, as `--print-keyboard` gives it.
  func centre(of label: String) -> Point {
    let frame = OnScreenKeyboard.keyFrames(on: Self.screen).first { $0.key.label == label }!.frame
    return Point(x: frame.minX + frame.size.width / 2, y: frame.minY + frame.size.height / 2)
  }

  func down(_ id: Int, at point: Point, time: Double) {
    frame(time, TouchContact(id: id, change: .down, location: point))
  }

  func move(_ id: Int, to point: Point, time: Double) {
    frame(time, TouchContact(id: id, change: .motion, location: point))
  }

  func up(_ id: Int, time: Double) {
    frame(time, TouchContact(id: id, change: .up))
  }

  /// A 50 ms tap on each key, one after the other, from `time`.
  func tap(_ labels: String..., from time: Double = 1) {
    for (index, label) in labels.enumerated() {
      let start = time + Double(index) * 0.2
      down(1, at: centre(of: label), time: start)
      up(1, time: start + 0.05)
    }
  }

  /// Advances the seat's clock to `time`, firing the timers that are due.
  func advance(to time: Double) {
    seat.advance(to: time)
  }

  private func frame(_ time: Double, _ contact: TouchContact) {
    seat.advance(to: time)
    seat.process(TouchFrame(time: time, contacts: [contact]))
  }
}
