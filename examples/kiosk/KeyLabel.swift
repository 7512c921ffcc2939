import CCairo
import CKioskGlue
import CWlroots

/// A key's label drawn as a scene buffer: white text, antialiased, in the sans-serif
/// font fontconfig finds (DejaVu Sans on Debian). Cairo draws the glyphs into memory,
/// which becomes a `wlr_buffer` for `wlr_scene_buffer_create`; cairo is the text library
/// Debian already ships for GTK, and gives every glyph of the variants (é, ß, ⌫) where a
/// built-in bitmap font would have only ASCII.
///
/// On an output of scale 2 (or 1.5) the glyphs are drawn at twice (1.5 times) the size
/// into a buffer of that many pixels, which the scene shows at the label's size in
/// points: sharp, not a small picture scaled up.
struct KeyLabel {
  /// The buffer; the label holds one reference.
  let buffer: UnsafeMutablePointer<wlr_buffer>
  /// The label's size in points (layout coordinates).
  let width: Int32
  let height: Int32

  /// `text` at `size` points, drawn for an output of `scale` pixels per point, or `nil`
  /// if it draws nothing. The label is as tall as the font (ascent and descent), so
  /// labels centred on their keys share a baseline.
  static func render(_ text: String, size: Double, scale: Double) -> KeyLabel? {
    let (extents, font) = Self.extents(of: text, size: size)
    let width = Int32(extents.width.rounded(.up)) + 2
    let height = Int32((font.ascent + font.descent).rounded(.up))
    let pixels = (
      Int32((Double(width) * scale).rounded(.up)), Int32((Double(height) * scale).rounded(.up))
    )
    guard !text.isEmpty, width > 2, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.0, pixels.1)
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)
    defer { cairo_destroy(context) }
    cairo_scale(context, scale, scale)
    Self.setFont(context, size: size)
    cairo_set_source_rgba(context, 1, 1, 1, 1)
    cairo_move_to(context, 1 - extents.x_bearing, font.ascent)
    cairo_show_text(context, text)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface),
      let buffer = kiosk_pixel_buffer_create(
        pixels.0, pixels.1, Int(cairo_image_surface_get_stride(surface)), data)
    else { return nil }
    return KeyLabel(buffer: buffer, width: width, height: height)
  }

  /// Draws the label centred on (`x`, `y`) under `parent`.
  func place(under parent: UnsafeMutablePointer<wlr_scene_node>, centredOn x: Int32, _ y: Int32) {
    guard let node = wlr_scene_buffer_create(parent, buffer) else { return }
    wlr_scene_buffer_set_dest_size(node, width, height)
    wlr_scene_node_set_position(&node.pointee.node, x - width / 2, y - height / 2)
  }

  private static func extents(
    of text: String, size: Double
  ) -> (cairo_text_extents_t, cairo_font_extents_t) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)
    defer { cairo_destroy(context) }
    setFont(context, size: size)
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, text, &extents)
    var font = cairo_font_extents_t()
    cairo_font_extents(context, &font)
    return (extents, font)
  }

  private static func setFont(_ context: OpaquePointer?, size: Double) {
    cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, size)
  }
}
