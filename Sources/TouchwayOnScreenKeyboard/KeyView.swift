public import Touchway

/// One key of the on-screen keyboard as a view: it takes one finger at a time and only
/// while no other key has one (exclusive touch), lights up while pressed, and types when
/// the finger lifts (backspace types when it lands, and repeats).
public final class KeyView: View {
  /// The key it shows; changes with shift and the page.
  public internal(set) var key: KeyDefinition {
    didSet { name = "key \(key.label)" }
  }
  /// Whether a finger is on the key.
  public private(set) var isHighlighted = false
  /// The finger the key has, if it was given one.
  private(set) var trackedTouch: Touch?
  private unowned let keyboard: OnScreenKeyboardView

  init(_ key: KeyDefinition, frame: Rect, keyboard: OnScreenKeyboardView) {
    self.key = key
    self.keyboard = keyboard
    super.init(frame: frame, name: "key \(key.label)")
    isExclusiveTouch = true
  }

  public override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    trackedTouch = touches.first
    setHighlighted(true)
    if key.action == .backspace { keyboard.type(key) }
  }

  public override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}

  public override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    trackedTouch = nil
    setHighlighted(false)
    if key.action != .backspace { keyboard.type(key) }
  }

  public override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    trackedTouch = nil
    setHighlighted(false)
  }

  private func setHighlighted(_ highlighted: Bool) {
    isHighlighted = highlighted
    keyboard.displayDidChange()
  }
}
