import TouchwayGraphics

/// The demo client: one window that draws the touches it receives and prints a line for
/// each of them. It presents a new picture once per `wl_touch.frame`, and once per tablet
/// tool frame for a pen.
///
/// With a compositor that offers `touchway-responder-v1` it asks for every finger, may keep
/// system gestures off the window, declines the points that touch down on its border, and
/// prints what the compositor says about its points.
final class TouchDemo {
  /// Where the event lines go.
  var output: (String) -> Void = { _ in }

  private let globals: Globals
  private let toplevel: Toplevel
  private let touchInput: TouchInput?
  private let penInput: PenInput?
  private let responder: Responder?
  /// Points that touch down within this many pixels of the window's edge are declined.
  private let declineBorder: Double
  private var declined = DeclinedPoints()
  private let fallbackSize: PixelSize
  private var canvas: TrailCanvas?
  /// Two buffers, so one can be drawn while the compositor reads the other.
  private var buffers: [ShmBuffer] = []
  /// A frame came while both buffers were busy: present when one is released.
  private var needsPresent = false
  private var isClosed = false
  /// A failure inside a callback, thrown by ``run()`` once the callback has returned.
  private var failure: ClientError?

  /// Connects, binds the globals and asks for a window.
  ///
  /// - Parameters:
  ///   - display: the socket name, or `nil` for `$WAYLAND_DISPLAY`.
  ///   - fallbackSize: the size to use where the compositor leaves it to the client.
  ///   - declineBorder: decline the points that touch down within this many pixels of the
  ///     window's edge, as if the border were transparent; 0 declines none.
  ///   - excludesSystemGestures: ask the compositor to keep its system gestures off the
  ///     window.
  ///   - input: whether to bind `wl_touch`, `wl_pointer` or both.
  ///   - bindsTablet: whether to bind `zwp_tablet_manager_v2`, to draw pens as pens.
  init(
    display: String?, fallbackSize: PixelSize, declineBorder: Double = 0,
    excludesSystemGestures: Bool = false, input: InputChoice = .touch, bindsTablet: Bool = true
  ) throws(ClientError) {
    globals = try Globals(
      registry: Registry(connection: Connection(name: display)), bindsTablet: bindsTablet)
    toplevel = Toplevel(
      globals: globals, title: "Touchway touch demo", appID: "touchway.touch-demo")
    touchInput = TouchInput(globals: globals, choice: input)
    penInput = PenInput(globals: globals)
    responder = Responder(
      globals: globals, surface: toplevel.surface, excludesSystemGestures: excludesSystemGestures)
    self.fallbackSize = fallbackSize
    self.declineBorder = declineBorder
    toplevel.onConfigure = { [unowned self] in configure(width: $0, height: $1) }
    toplevel.onClose = { [unowned self] in
      output("close")
      isClosed = true
    }
    touchInput?.onMessage = { [unowned self] in receive($0) }
    touchInput?.onPointerMessage = { [unowned self] in output($0.line) }
    penInput?.onMessage = { [unowned self] in receive($0) }
    responder?.onMessage = { [unowned self] in receive($0) }
    if touchInput == nil { logger.warning("the compositor has no seat: no touches will come") }
  }

  /// Handles events until the window is closed or the compositor goes away; other
  /// connection failures are thrown.
  func run() throws(ClientError) {
    do {
      while !isClosed && failure == nil { try globals.connection.dispatch() }
    } catch .compositorGone {
      logger.info("the compositor went away")
    }
    if let failure { throw failure }
  }

  private func configure(width: Int, height: Int) {
    let size = PixelSize(
      width: width > 0 ? width : fallbackSize.width,
      height: height > 0 ? height : fallbackSize.height)
    output("configure width=\(size.width) height=\(size.height)")
    if let canvas, canvas.image.width == size.width, canvas.image.height == size.height {
      return present()
    }
    if let canvas {
      canvas.resize(width: size.width, height: size.height)
    } else {
      canvas = TrailCanvas(width: size.width, height: size.height)
    }
    buffers.removeAll()
    present()
  }

  private func receive(_ message: TouchMessage) {
    output(message.line)
    if case .down(let serial, _, let id, let x, let y) = message, let responder, isOnBorder(x, y) {
      responder.decline(serial: serial, id: id)
      declined.insert(id)
    }
    if !declined.contains(message) { canvas?.apply(message) }
    if message == .frame { present() }
  }

  private func receive(_ message: PenMessage) {
    output(message.line)
    canvas?.apply(message)
    if case .frame = message { present() }
  }

  private func receive(_ message: ResponderMessage) {
    output(message.line)
    if case .released(let id) = message { declined.release(id) }
  }

  /// Whether a point is within ``declineBorder`` of the window's edge.
  private func isOnBorder(_ x: Double, _ y: Double) -> Bool {
    guard declineBorder > 0, let image = canvas?.image else { return false }
    return x < declineBorder || y < declineBorder || x >= Double(image.width) - declineBorder
      || y >= Double(image.height) - declineBorder
  }

  /// Copies the canvas into a free buffer and commits it.
  private func present() {
    guard let canvas else { return }
    let buffer: ShmBuffer?
    do {
      buffer = try freeBuffer(for: canvas.image)
    } catch {
      failure = error
      return
    }
    guard let buffer else {
      needsPresent = true
      return
    }
    needsPresent = false
    let image = canvas.image.pixels
    buffer.pixels.baseAddress.copyMemory(
      from: image.baseAddress, byteCount: image.stride * image.height)
    toplevel.present(buffer)
  }

  /// A buffer the compositor is not reading, made if there are fewer than two; `nil`
  /// when both are busy.
  private func freeBuffer(for image: FrameBuffer) throws(ClientError) -> ShmBuffer? {
    if let free = buffers.first(where: { !$0.isBusy }) { return free }
    guard buffers.count < 2 else { return nil }
    let buffer = try ShmBuffer(globals: globals, width: image.width, height: image.height)
    buffer.onRelease = { [unowned self] in if needsPresent { present() } }
    buffers.append(buffer)
    return buffer
  }
}
