/// Where libinput finds its devices.
public enum InputBackend: Hashable, Sendable {
  /// Every input device udev assigns to the seat, such as `seat0`, as they come and go.
  case udev(seat: String)
  /// The device nodes added with ``LiveInput/addDevice(path:)``, until they are removed or
  /// hang up.
  case path
}
