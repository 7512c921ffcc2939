public import Touchway

/// The built-in keyboard as views: a ``KeyView`` per key of the ``KeyboardLayout``,
/// a long press on a key with variants offering them (``VariantsView``), shift for the
/// next letter, a symbols page, and backspace that repeats while held
/// (``KeyRepeatGestureRecognizer``) on the seat's clock.
///
/// What it types goes to ``output``; what it shows changes with ``displayDidChange``.
public final class OnScreenKeyboardView: View {
  /// Which page of keys shows.
  public enum Page: Sendable {
    /// QWERTY letters.
    case letters
    /// Digits, punctuation and signs.
    case symbols
  }

  /// Receives what the keyboard types.
  public var output: (KeyboardOutput) -> Void = { _ in }
  /// Called when the hide key is typed.
  public var hideRequested: () -> Void = {}
  /// Told each key typed, by its label: `--trace` shows them.
  public var keyTyped: (KeyDefinition) -> Void = { _ in }
  /// Called when what the keyboard shows changed: a key lit or dimmed, shift, the page,
  /// the variants.
  public var displayDidChange: () -> Void = {}

  /// The page that shows.
  public private(set) var page = Page.letters
  /// Whether the next letter is a capital.
  public private(set) var isShifted = false
  /// The keys, row by row, left to right.
  public private(set) var keyViews: [KeyView] = []
  /// The variants a long press offers, while it lasts.
  public private(set) var variantsView: VariantsView?

  /// A keyboard of `size`.
  public init(size: Size) {
    super.init(frame: Rect(origin: .zero, size: size), name: "keyboard")
    isMultipleTouchEnabled = true
    addGestureRecognizer(RolloverGestureRecognizer(keyboard: self))
    for (key, frame) in KeyboardLayout.letters.frames(in: size) {
      let view = KeyView(key, frame: frame, keyboard: self)
      attachRecognizers(to: view)
      keyViews.append(view)
      addSubview(view)
    }
  }

  /// Lays the keys out again for a keyboard of `size`.
  public func resize(to size: Size) {
    frame.size = size
    for (view, placement) in zip(keyViews, layout.frames(in: size)) { view.frame = placement.frame }
    displayDidChange()
  }

  /// The layout of the page that shows.
  public var layout: KeyboardLayout {
    page == .letters ? .letters : .symbols
  }

  /// Types `key`: text goes out (and ends a shift), the others do what they say.
  func type(_ key: KeyDefinition) {
    keyTyped(key)
    switch key.action {
    case .text(let text):
      output(.text(text))
      if isShifted { setShifted(false) }
    case .space: output(.text(" "))
    case .backspace: output(.backspace)
    case .enter: output(.enter)
    case .shift: setShifted(!isShifted)
    case .symbols: show(.symbols)
    case .letters: show(.letters)
    case .hide: hideRequested()
    }
  }

  private func setShifted(_ shifted: Bool) {
    isShifted = shifted
    relabel()
  }

  /// Shows `page`, unshifted.
  public func show(_ page: Page) {
    self.page = page
    isShifted = false
    relabel()
  }

  /// Gives every key its definition on the current page and shift.
  private func relabel() {
    for (view, placement) in zip(keyViews, layout.frames(in: bounds.size)) {
      view.key = isShifted ? placement.key.shifted() : placement.key
    }
    displayDidChange()
  }

  private func attachRecognizers(to view: KeyView) {
    let longPress = VariantsGestureRecognizer(name: "variants")
    longPress.addTarget { [unowned self, unowned view] in variantsChanged($0, on: view) }
    view.addGestureRecognizer(longPress)
    let repeating = KeyRepeatGestureRecognizer(name: "repeat")
    repeating.addTarget { [unowned self, unowned view] recognizer in
      guard view.key.action == .backspace,
        recognizer.state == .began || recognizer.state == .changed
      else { return }
      type(view.key)
    }
    view.addGestureRecognizer(repeating)
  }

  /// A long press on a key: shows its variants, follows the finger, types the one it
  /// lifts on. A key without variants ignores it.
  private func variantsChanged(_ recognizer: GestureRecognizer, on view: KeyView) {
    switch recognizer.state {
    case .began:
      let variants = VariantsView(
        variants: view.key.variants, above: view.frame, within: bounds.size.width)
      variants.select(atX: recognizer.location(in: self).x)
      variantsView = variants
      addSubview(variants)
    case .changed:
      variantsView?.select(atX: recognizer.location(in: self).x)
    case .ended:
      if let variants = variantsView { type(.text(variants.selected)) }
      dismissVariants()
    case .cancelled, .failed:
      dismissVariants()
    default:
      return
    }
    displayDidChange()
  }

  private func dismissVariants() {
    variantsView?.removeFromSuperview()
    variantsView = nil
  }
}
