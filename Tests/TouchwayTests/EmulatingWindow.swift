import Touchway

/// A window whose views pass their touches on to a ``PointerEmulator``, which writes what
/// its pointer does into ``actions`` and checks that every press is released once and
/// every scroll ends once.
final class EmulatingWindow: Window {
  let emulator: PointerEmulator
  private(set) var actions: [String] = []
  private(set) var violations: [String] = []
  private var held: PointerButton?
  private var isScrolling = false

  init(frame: Rect) {
    emulator = PointerEmulator { _ in }
    super.init(frame: frame)
    emulator.perform = { [unowned self] in record($0) }
    emulator.attach(to: self)
  }

  override var next: Responder? { emulator }

  /// Whether the pointer still holds a button or scrolls.
  var isBusy: Bool { held != nil || isScrolling }

  private func record(_ action: PointerAction) {
    switch action {
    case .enter(let touch):
      let point = touch.location(in: touch.view)
      if isBusy { violations.append("enter while busy") }
      actions.append("enter \(touch.contactID) \(Int(point.x)),\(Int(point.y))")
    case .move(let touch):
      let point = touch.location(in: touch.view)
      actions.append("move \(touch.contactID) \(Int(point.x)),\(Int(point.y))")
    case .press(let button):
      if held != nil { violations.append("press \(button) while a button is held") }
      held = button
      actions.append("press \(button)")
    case .release(let button):
      if held != button { violations.append("release \(button) not held") }
      held = nil
      actions.append("release \(button)")
    case .scroll(let delta):
      isScrolling = true
      actions.append("scroll \(Int(delta.x)),\(Int(delta.y))")
    case .endScroll:
      if !isScrolling { violations.append("endScroll without a scroll") }
      isScrolling = false
      actions.append("endScroll")
    }
  }
}
