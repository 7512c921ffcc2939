import Touchway
import TouchwayKeyboard

/// Stands for a Wayland client's surface: it turns what the router and the presses tell it
/// into the `wl_keyboard` events a client would receive, as ``KeyboardFocusTarget``
/// describes, and writes them down.
final class FakeClientSurface: View, KeyboardFocusTarget {
  private(set) var received: [String] = []

  init(_ name: String) {
    super.init(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: name)
  }

  override var canBecomeFirstResponder: Bool { true }

  func keyboardFocusDidEnter(modifiers: SerializedModifiers) {
    received.append("enter")
    keyboardModifiersDidChange(modifiers)
  }

  func keyboardFocusDidLeave() {
    received.append("leave")
  }

  func keyboardModifiersDidChange(_ modifiers: SerializedModifiers) {
    received.append(
      "modifiers \(modifiers.depressed) \(modifiers.latched) \(modifiers.locked) \(modifiers.group)"
    )
  }

  override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    for press in presses {
      received.append("key \(press.key.keyCode) pressed \(press.key.characters)")
    }
  }

  override func pressesEnded(_ presses: PressSet, with event: PressEvent) {
    for press in presses { received.append("key \(press.key.keyCode) released") }
  }

  override func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
    guard isFirstResponder else { return }
    for press in presses { received.append("key \(press.key.keyCode) released") }
  }
}
