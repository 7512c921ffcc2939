import CWlroots
import Glibc
import Touchway
import TouchwayGraphics
import TouchwayWayland

/// One screen of the kiosk: its mode and transform, the scene drawn on it at each frame
/// wlroots asks for (paced by the output's refresh, headless too), and its read-back for
/// screenshots.
final class KioskOutput {
  let output: UnsafeMutablePointer<wlr_output>
  /// The connector's name (`DSI-1`, `HEADLESS-2`).
  let name: String
  /// How its panel is mounted (`--transform`).
  let transform: OutputTransform
  private unowned let compositor: KioskCompositor
  private var listeners: [Listener] = []
  /// The buffer the output shows now, kept (locked) for screenshots; once the last window
  /// has gone, the last one shown with a window.
  private var shownBuffer: UnsafeMutablePointer<wlr_buffer>?

  init(
    _ output: UnsafeMutablePointer<wlr_output>, compositor: KioskCompositor,
    options: OutputOptions
  ) throws {
    self.output = output
    self.compositor = compositor
    name = String(cString: output.pointee.name)
    transform = options.transforms.value(for: name) ?? .normal
    guard wlr_output_init_render(output, compositor.allocator, compositor.renderer) else {
      throw KioskError.wlroots("wlr_output_init_render")
    }
    let pixels = Self.setMode(of: output, options.modes.value(for: name))
    wlr_output_set_transform(output, transform.wlroots)
    let scale =
      options.scales.value(for: name)
      ?? OutputScale.automatic(
        width: pixels.width, height: pixels.height,
        millimetres: (Int(output.pointee.phys_width), Int(output.pointee.phys_height)))
    wlr_output_set_scale(output, Float(scale.factor))
    if options.takesScreenshots { wlr_output_lock_attach_render(output, true) }
    wlr_output_enable(output, true)
    guard wlr_output_commit(output) else { throw KioskError.wlroots("wlr_output_commit") }
    wlr_output_layout_add_auto(compositor.outputLayout, output)
    listeners.append(
      Listener(signal(output, \.events.frame)) { [unowned self] _ in showFrame() })
    listeners.append(
      Listener(signal(output, \.events.precommit)) { [unowned self] _ in
        // A frame drawn by the renderer is the back buffer until the commit shows it. The
        // frames after the last window went keep nothing of an app: a screenshot taken as
        // the app exits shows what it showed last.
        let pending = output.pointee.pending
        if pending.committed & WLR_OUTPUT_STATE_BUFFER.rawValue != 0,
          !compositor.application.windows.isEmpty
        {
          keepShown(pending.buffer ?? output.pointee.back_buffer)
        }
      })
    listeners.append(
      Listener(signal(output, \.events.destroy)) { [unowned self] _ in
        keepShown(nil)
        logger.info("output \(name) lost")
        listeners.removeAll()
        compositor.outputWentAway(self)
      })
    logger.info(
      "output \(name): \(output.pointee.width)x\(output.pointee.height) scale \(scale)"
    )
  }

  /// Where the output is in the layout, in points.
  var box: wlr_box {
    wlr_output_layout_get_box(compositor.outputLayout, output)?.pointee ?? wlr_box()
  }

  /// Its panel's size in millimetres, from its EDID (0 × 0 when unknown).
  var millimetres: (width: Int, height: Int) {
    (Int(output.pointee.phys_width), Int(output.pointee.phys_height))
  }

  /// Pixels per point: what the scene scales the layout by on this output.
  var scale: Double { Double(output.pointee.scale) }

  /// The output's size in layout coordinates (after its transform).
  var size: Size {
    var (width, height) = (Int32(0), Int32(0))
    wlr_output_effective_resolution(output, &width, &height)
    return Size(width: Double(width), height: Double(height))
  }

  private var sceneOutput: UnsafeMutablePointer<wlr_scene_output>? {
    wlr_scene_get_scene_output(compositor.scene, output)
  }

  /// Draws what changed and tells the clients they may draw their next frame.
  private func showFrame() {
    guard let sceneOutput else { return }
    let isSliding = compositor.builtinKeyboard?.animate(at: MonotonicClock().now) ?? false
    wlr_scene_output_commit(sceneOutput)
    if isSliding { wlr_output_schedule_frame(output) }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    wlr_scene_output_send_frame_done(sceneOutput, &now)
  }

  deinit {
    keepShown(nil)
  }

  private func keepShown(_ buffer: UnsafeMutablePointer<wlr_buffer>?) {
    if let shownBuffer { wlr_buffer_unlock(shownBuffer) }
    shownBuffer = buffer.map { wlr_buffer_lock($0) }
  }

  /// What the output shows, as rows of XRGB8888 pixels, top to bottom: the buffer it
  /// shows where its memory can be read (the pixman renderer's), else the scene drawn
  /// anew and read back from the renderer.
  func readPixels() -> (width: Int, height: Int, pixels: [UInt32])? {
    readShownBuffer() ?? renderAndRead()
  }

  private func readShownBuffer() -> (width: Int, height: Int, pixels: [UInt32])? {
    guard let buffer = shownBuffer else { return nil }
    var data: UnsafeMutableRawPointer?
    var (format, stride) = (UInt32(0), 0)
    guard
      wlr_buffer_begin_data_ptr_access(
        buffer, UInt32(WLR_BUFFER_DATA_PTR_ACCESS_READ.rawValue), &data, &format, &stride)
    else { return nil }
    defer { wlr_buffer_end_data_ptr_access(buffer) }
    let (width, height) = (Int(buffer.pointee.width), Int(buffer.pointee.height))
    // Both formats are little-endian words 0xAARRGGBB; the PNG drops the alpha byte.
    guard let data, PixelFormat(drmFourcc: format) != nil else { return nil }
    var pixels = [UInt32](repeating: 0, count: width * height)
    for row in 0..<height {
      let source = (data + row * stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<width { pixels[row * width + column] = source[column] }
    }
    return (width, height, pixels)
  }

  private func renderAndRead() -> (width: Int, height: Int, pixels: [UInt32])? {
    let (width, height) = (Int(output.pointee.width), Int(output.pointee.height))
    guard width > 0, height > 0, wlr_output_attach_render(output, nil) else { return nil }
    defer { wlr_output_rollback(output) }
    let renderer = compositor.renderer
    wlr_renderer_begin(renderer, UInt32(width), UInt32(height))
    var black: [Float] = [0, 0, 0, 1]
    wlr_renderer_clear(renderer, &black)
    let box = wlr_output_layout_get_box(compositor.outputLayout, output)?.pointee ?? wlr_box()
    wlr_scene_render_output(compositor.scene, output, box.x, box.y, nil)
    var pixels = [UInt32](repeating: 0, count: width * height)
    var flags: UInt32 = 0
    let read = pixels.withUnsafeMutableBytes { bytes in
      wlr_renderer_read_pixels(
        renderer, PixelFormat.xrgb8888.drmFourcc, &flags, UInt32(width * 4), UInt32(width),
        UInt32(height), 0, 0,
        0, 0, bytes.baseAddress)
    }
    wlr_renderer_end(renderer)
    guard read else { return nil }
    if flags & WLR_RENDERER_READ_PIXELS_Y_INVERT.rawValue != 0 {
      pixels = (0..<height).reversed().flatMap { pixels[($0 * width)..<(($0 + 1) * width)] }
    }
    return (width, height, pixels)
  }

  /// Sets the mode asked for, or the preferred one; returns its size in pixels (the
  /// output's own for one with no modes, as headless outputs are).
  private static func setMode(
    of output: UnsafeMutablePointer<wlr_output>, _ request: ModeRequest?
  ) -> (width: Int, height: Int) {
    guard let request else {
      guard let preferred = wlr_output_preferred_mode(output) else {
        return (Int(output.pointee.width), Int(output.pointee.height))
      }
      wlr_output_set_mode(output, preferred)
      return (Int(preferred.pointee.width), Int(preferred.pointee.height))
    }
    wlr_output_set_custom_mode(
      output, Int32(request.width), Int32(request.height), Int32(request.refreshMillihertz ?? 0))
    return (request.width, request.height)
  }
}
