import Touchway

/// Types the keys that fingers land on while another key holds a finger: each key takes
/// its touches exclusively, so such a touch is withheld from its key (R34), but a
/// recognizer still sees it (R34a). It never recognizes, and leaves the keys' own touches
/// alone.
final class RolloverGestureRecognizer: GestureRecognizer {
  private unowned let keyboard: OnScreenKeyboardView
  private var activeTouches = 0

  init(keyboard: OnScreenKeyboardView) {
    self.keyboard = keyboard
    super.init(name: "rollover")
    cancelsTouchesInView = false
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    activeTouches += touches.count
  }

  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    for touch in touches {
      if let key = touch.view as? KeyView, key.trackedTouch !== touch { keyboard.type(key.key) }
    }
    finish(touches.count)
  }

  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    finish(touches.count)
  }

  override func reset() {
    super.reset()
    activeTouches = 0
  }

  /// Fails once the last of its fingers is up: it only ever watches.
  private func finish(_ count: Int) {
    activeTouches -= count
    if activeTouches <= 0 { state = .failed }
  }
}
