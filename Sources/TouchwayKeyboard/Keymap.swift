internal import CXkbcommon
import Glibc

/// A compiled xkb keymap: what every key of the keyboard means, in every layout and level.
///
/// Owns one `xkb_keymap`. Compile it from ``KeymapNames`` (explicit, or from the
/// `XKB_DEFAULT_*` environment variables) or from keymap text; clients get it as text in a
/// ``KeymapFile``.
public final class Keymap {
  let pointer: OpaquePointer
  let context: XkbContext
  /// What the keymap was compiled from, for messages: its names, or the name of its text.
  public let source: String

  /// Compiles the keymap `names` describe (`xkb_keymap_new_from_names`).
  ///
  /// - Throws: ``KeyboardError/keymapDoesNotCompile(source:messages:)`` naming the RMLVO
  ///   names and xkbcommon's reasons, for an unknown layout, variant, model or option.
  public init(names: KeymapNames = KeymapNames()) throws(KeyboardError) {
    let context = try XkbContext()
    let fields = [names.rules, names.model, names.layout, names.variant, names.options].map {
      $0.flatMap { strdup($0) }
    }
    defer { for field in fields { free(field) } }
    var ruleNames = xkb_rule_names(
      rules: fields[0], model: fields[1], layout: fields[2], variant: fields[3],
      options: fields[4])
    let (pointer, errors) = context.collectingErrors {
      xkb_keymap_new_from_names(context.pointer, &ruleNames, XKB_KEYMAP_COMPILE_NO_FLAGS)
    }
    guard let pointer else {
      throw .keymapDoesNotCompile(source: names.description, messages: errors)
    }
    self.pointer = pointer
    self.context = context
    self.source = names.description
  }

  /// Compiles a keymap written in the xkb text format (`xkb_keymap_new_from_string`), as a
  /// client receives it or `xkbcomp` writes it.
  ///
  /// - Parameters:
  ///   - text: the keymap text.
  ///   - name: where the text came from, such as its file's path; errors name it.
  /// - Throws: ``KeyboardError/keymapDoesNotCompile(source:messages:)`` with xkbcommon's
  ///   reasons, which give the line and column of a syntax error.
  public init(text: String, name: String) throws(KeyboardError) {
    let context = try XkbContext()
    let (pointer, errors) = context.collectingErrors {
      xkb_keymap_new_from_string(
        context.pointer, text, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
    }
    guard let pointer else {
      // xkbcommon calls any text "(input string)"; the caller's name says more.
      let messages = errors.map { $0.replacing("(input string)", with: name) }
      throw .keymapDoesNotCompile(source: "\"\(name)\"", messages: messages)
    }
    self.pointer = pointer
    self.context = context
    self.source = "\"\(name)\""
  }

  deinit {
    xkb_keymap_unref(pointer)
  }

  /// The keymap in the xkb text format, as `wl_keyboard.keymap` (format `xkb_v1`) shares it
  /// (`xkb_keymap_get_as_string`).
  public var text: String {
    guard let text = xkb_keymap_get_as_string(pointer, XKB_KEYMAP_FORMAT_TEXT_V1) else {
      // Only an allocation failure stops xkbcommon from writing a keymap it compiled.
      preconditionFailure("xkb_keymap_get_as_string failed for the keymap \(source)")
    }
    defer { free(text) }
    return String(cString: text)
  }

  /// The names of the keymap's layouts (groups), in group order.
  public var layoutNames: [String] {
    (0..<xkb_keymap_num_layouts(pointer)).map { layout in
      xkb_keymap_layout_get_name(pointer, layout).map { String(cString: $0) } ?? ""
    }
  }
}
