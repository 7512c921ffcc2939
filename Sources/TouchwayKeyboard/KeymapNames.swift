import Glibc

/// The RMLVO names a keymap is compiled from: rules, model, layout, variant and options,
/// as in `setxkbmap` and xkeyboard-config.
///
/// A name left `nil` takes xkbcommon's default (rules `evdev`, model `pc105`, layout `us`).
public struct KeymapNames: Hashable, Sendable, CustomStringConvertible {
  /// The rules file, such as `evdev`.
  public var rules: String?
  /// The keyboard model, such as `pc105`.
  public var model: String?
  /// One layout or a comma-separated list of layouts (groups), such as `us,de`.
  public var layout: String?
  /// The variants of the layouts, comma-separated in the same order, such as `,nodeadkeys`.
  public var variant: String?
  /// Comma-separated options, such as `grp:alt_shift_toggle,ctrl:nocaps`.
  public var options: String?

  /// Names the keymap; empty strings count as `nil`.
  public init(
    rules: String? = nil, model: String? = nil, layout: String? = nil, variant: String? = nil,
    options: String? = nil
  ) {
    self.rules = rules.nonEmpty
    self.model = model.nonEmpty
    self.layout = layout.nonEmpty
    self.variant = variant.nonEmpty
    self.options = options.nonEmpty
  }

  /// Takes the names from `XKB_DEFAULT_RULES`, `XKB_DEFAULT_MODEL`, `XKB_DEFAULT_LAYOUT`,
  /// `XKB_DEFAULT_VARIANT` and `XKB_DEFAULT_OPTIONS` in `environment`, as xkbcommon would.
  public init(environment: [String: String]) {
    self.init(
      rules: environment["XKB_DEFAULT_RULES"], model: environment["XKB_DEFAULT_MODEL"],
      layout: environment["XKB_DEFAULT_LAYOUT"], variant: environment["XKB_DEFAULT_VARIANT"],
      options: environment["XKB_DEFAULT_OPTIONS"])
  }

  /// The names given by this process's `XKB_DEFAULT_*` environment variables.
  public static func fromProcessEnvironment() -> KeymapNames {
    let keys = ["RULES", "MODEL", "LAYOUT", "VARIANT", "OPTIONS"].map { "XKB_DEFAULT_\($0)" }
    var environment: [String: String] = [:]
    for key in keys {
      if let value = getenv(key) { environment[key] = String(cString: value) }
    }
    return KeymapNames(environment: environment)
  }

  /// The names that are set, as `rules "evdev", layout "de"`, for messages.
  public var description: String {
    let fields = [
      ("rules", rules), ("model", model), ("layout", layout), ("variant", variant),
      ("options", options),
    ]
    let given = fields.compactMap { name, value in value.map { "\(name) \"\($0)\"" } }
    return given.isEmpty ? "(xkbcommon's defaults)" : given.joined(separator: ", ")
  }
}

extension String? {
  fileprivate var nonEmpty: String? {
    guard let self, !self.isEmpty else { return nil }
    return self
  }
}
