import CWlroots
import Touchway
import TouchwayOnScreenKeyboard
import TouchwayWayland

/// The kiosk's built-in on-screen keyboard (`--keyboard builtin`): the
/// ``OnScreenKeyboard`` of the application, drawn in the scene's tree of the kiosk's own
/// UI as key caps (`wlr_scene_rect`) with their labels (``KeyLabel``), in front of every
/// client's surface. It slides in when an app's text input is enabled after a touch on the
/// app, when the text input asks for it, or when the user swipes for it
/// (``KeyboardSwipe``), and out when it is disabled, hidden by its hide key, the back
/// gesture or the text input; the app's toplevel gets the space above it.
final class KioskKeyboard {
  let keyboard: OnScreenKeyboard
  private unowned let compositor: KioskCompositor
  private let tree: UnsafeMutablePointer<wlr_scene_node>
  /// What the last drawing made, under `tree`; each drawing replaces it.
  private var content: UnsafeMutablePointer<wlr_scene_node>?
  private let emulated: EmulatedKeyboard
  private var labels: [String: KeyLabel] = [:]
  private var slide: KeyboardSlide?
  /// Where the picture's top edge is now, in layout coordinates.
  private var shownTop: Double
  /// Told each key typed and what it sent, for `--trace`.
  var trace: (String) -> Void = { _ in }
  /// The client surface the last touch went down on. A text input of its client that
  /// begins brings the keyboard up: the user touched the field, or something that focused
  /// it. One that begins untouched (an app that focuses its entry at start) leaves the
  /// screen to the app until the user taps the field, as GNOME and KWin do.
  private weak var touchedView: SurfaceView?

  init(compositor: KioskCompositor) throws {
    self.compositor = compositor
    let box = compositor.outputBox
    keyboard = OnScreenKeyboard(
      application: compositor.application,
      screen: Size(width: Double(box.width), height: Double(box.height)))
    tree = Self.newTree(under: compositor.layers.system)
    emulated = compositor.inputs.emulatedKeyboard
    shownTop = Double(box.y + box.height)
    wlr_scene_node_set_enabled(tree, false)
    keyboard.keyFallback = { [unowned self] in emulated.type($0) }
    keyboard.visibilityDidChange = { [unowned self] in visibilityChanged($0) }
    keyboard.showsWhenTextInputBegins = { [unowned self] in wasTouched($0) }
    compositor.textInput.inputPanelRequested = { [unowned self] visible in
      visible ? keyboard.show() : keyboard.hide()
    }
    keyboard.view.displayDidChange = { [unowned self] in draw() }
    keyboard.view.keyTyped = { [unowned self] in trace("keyboard key \($0.label)") }
    keyboard.didSend = { [unowned self] output, toTextInput in
      trace("keyboard \(toTextInput ? "commit" : "key-event") \(Self.describe(output))")
    }
    draw()
  }

  /// The top of the keyboard in layout coordinates while it shows.
  var top: Int32? {
    keyboard.isVisible ? Int32(keyboard.window.frame.minY) : nil
  }

  /// A touch went down on `view`, a client's surface.
  func touchDown(on view: SurfaceView) {
    touchedView = view
  }

  /// Whether the last touch went down on a surface of the client of `textInput`.
  private func wasTouched(_ textInput: TextInputClient) -> Bool {
    guard let touched = touchedView?.surface.pointee.resource,
      let field = (textInput.responder as? SurfaceView)?.surface.pointee.resource
    else { return false }
    return wl_resource_get_client(touched) == wl_resource_get_client(field)
  }

  /// The output changed size: the keyboard follows.
  func outputChanged() {
    let box = compositor.outputBox
    keyboard.screenDidChange(to: Size(width: Double(box.width), height: Double(box.height)))
    draw()
  }

  private func visibilityChanged(_ visible: Bool) {
    trace(visible ? "keyboard shown" : "keyboard hidden")
    let box = compositor.outputBox
    let target = visible ? keyboard.window.frame.minY : Double(box.y + box.height)
    slide = KeyboardSlide(from: shownTop, to: target, start: MonotonicClock().now)
    wlr_scene_node_set_enabled(tree, true)
    compositor.mainOutput.map { wlr_output_schedule_frame($0.output) }
    compositor.shell.outputChanged()
  }

  /// Moves the picture along its slide for the frame about to be drawn at `now`;
  /// returns whether it still moves, so the output draws another frame.
  func animate(at now: TimeInterval) -> Bool {
    guard let slide else { return false }
    let (top, isOver) = slide.position(at: now)
    shownTop = top
    wlr_scene_node_set_position(tree, Int32(keyboard.window.frame.minX), Int32(top.rounded()))
    guard isOver else { return true }
    self.slide = nil
    if !keyboard.isVisible { wlr_scene_node_set_enabled(tree, false) }
    return false
  }

  // MARK: Drawing

  private static let background: [Float] = [0.12, 0.12, 0.13, 1]
  private static let cap: [Float] = [0.30, 0.30, 0.32, 1]
  private static let specialCap: [Float] = [0.20, 0.20, 0.22, 1]
  private static let litCap: [Float] = [0.55, 0.55, 0.60, 1]
  private static let selectedVariant: [Float] = [0.20, 0.45, 0.85, 1]

  /// Draws the keyboard again: the scene keeps only what changed on screen.
  private func draw() {
    if let content { wlr_scene_node_destroy(content) }
    content = Self.newTree(under: tree)
    let frame = keyboard.window.frame
    if slide == nil, keyboard.isVisible { shownTop = frame.minY }
    wlr_scene_node_set_position(tree, Int32(frame.minX), Int32(shownTop.rounded()))
    rect(Rect(origin: .zero, size: frame.size), Self.background)
    let fontSize = (keyboard.view.keyViews.first?.frame.size.height ?? 40) * 0.42
    for key in keyboard.view.keyViews {
      let color =
        key.isHighlighted ? Self.litCap : Self.isText(key.key) ? Self.cap : Self.specialCap
      rect(key.frame.insetBy(3), color)
      label(Self.capText(key.key), size: fontSize, centredIn: key.frame)
    }
    if let variants = keyboard.view.variantsView { draw(variants, fontSize: fontSize) }
  }

  private func draw(_ variants: VariantsView, fontSize: Double) {
    rect(variants.frame, Self.background)
    for (index, cell) in variants.variantFrames.enumerated() {
      let frame = Rect(
        origin: Point(x: cell.minX + variants.frame.minX, y: cell.minY + variants.frame.minY),
        size: cell.size)
      rect(frame.insetBy(3), index == variants.selectedIndex ? Self.selectedVariant : Self.cap)
      label(variants.variants[index], size: fontSize, centredIn: frame)
    }
  }

  private static func newTree(
    under parent: UnsafeMutablePointer<wlr_scene_node>
  ) -> UnsafeMutablePointer<wlr_scene_node> {
    withUnsafeMutablePointer(to: &wlr_scene_tree_create(parent)!.pointee.node) { $0 }
  }

  private func rect(_ frame: Rect, _ color: [Float]) {
    guard frame.size.width > 0, frame.size.height > 0, let content,
      let rect = wlr_scene_rect_create(
        content, Int32(frame.size.width), Int32(frame.size.height), color)
    else { return }
    wlr_scene_node_set_position(&rect.pointee.node, Int32(frame.minX), Int32(frame.minY))
  }

  private func label(_ text: String, size: Double, centredIn frame: Rect) {
    let scale = compositor.mainOutput?.scale ?? 1
    let key = "\(text) \(Int(size)) \(scale)"
    if labels[key] == nil { labels[key] = KeyLabel.render(text, size: size, scale: scale) }
    guard let content, let label = labels[key] else { return }
    label.place(
      under: content, centredOn: Int32(frame.minX + frame.size.width / 2),
      Int32(frame.minY + frame.size.height / 2))
  }

  private static func isText(_ key: KeyDefinition) -> Bool {
    if case .text = key.action { return true }
    return key.action == .space
  }

  /// What a key's cap shows.
  private static func capText(_ key: KeyDefinition) -> String {
    switch key.action {
    case .text(let text): text
    case .shift: "⇧"
    case .backspace: "⌫"
    case .symbols: "?123"
    case .letters: "ABC"
    case .space: ""
    case .enter: "⏎"
    case .hide: "▾"
    }
  }

  private static func describe(_ output: KeyboardOutput) -> String {
    switch output {
    case .text(let text): "\"\(FileDiagnostic.escaped(text))\""
    case .backspace: "backspace"
    case .enter: "enter"
    }
  }
}

extension Rect {
  /// The rectangle shrunk by `inset` on every side.
  func insetBy(_ inset: Double) -> Rect {
    Rect(
      x: minX + inset, y: minY + inset, width: max(size.width - 2 * inset, 0),
      height: max(size.height - 2 * inset, 0))
  }
}
