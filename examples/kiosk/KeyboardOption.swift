import ArgumentParser

/// `--keyboard`: the on-screen keyboard that comes up when an app's text input is enabled.
enum KeyboardOption: Equatable, ExpressibleByArgument {
  /// The kiosk's own keyboard, drawn by the compositor.
  case builtin
  /// No on-screen keyboard.
  case none
  /// A keyboard that runs as a client (`wvkbd-mobintl`, `squeekboard`), a shell command
  /// started with the app: it talks input-method, virtual-keyboard and layer-shell.
  case command(String)

  init?(argument: String) {
    switch argument {
    case "builtin": self = .builtin
    case "none": self = .none
    case "": return nil
    default: self = .command(argument)
    }
  }
}
