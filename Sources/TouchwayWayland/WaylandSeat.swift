internal import CWaylandServer
import Touchway

/// The seat as clients see it (`wl_seat`): the core `Seat` that routes touches through
/// the application's views, the ``WaylandKeyboard`` that routes keys to its first
/// responder, and the `wl_touch`, `wl_pointer` and `wl_keyboard` objects that carry input
/// to clients.
///
/// The Wayland seat observes its core ``seat``: each frame the core seat ends, whichever
/// path fed it (``process(_:)``, the core seat directly, a removed view's cancel), ends
/// with one `wl_touch.frame` for each client that was sent touch events in it.
///
/// The server serves one seat; set ``capabilities`` as devices come and go.
public final class WaylandSeat {
  /// The seat's name (`wl_seat.name`).
  public let name: String
  /// The core seat that turns touch frames into touches and delivers them.
  public let seat: Seat
  /// The devices the seat has now; clients are told when it changes
  /// (`wl_seat.capabilities`).
  public var capabilities: SeatCapabilities = [] {
    didSet {
      everHadCapabilities.formUnion(capabilities)
      for binding in bindings { binding.sendCapabilities() }
    }
  }
  /// Where the pointer is, in screen coordinates.
  public internal(set) var pointerLocation = Point.zero
  /// The surface under the pointer that has the pointer's focus.
  public internal(set) weak var pointerFocus: SurfaceView?
  /// The cursor image the client under the pointer set (`wl_pointer.set_cursor`): draw its
  /// surface with `hotspot` (surface coordinates) at ``pointerLocation``; `nil` hides it.
  public internal(set) var cursor: (surface: SurfaceView, hotspot: Point)?
  /// The keyboard whose keys, keymap and modifiers clients receive; see
  /// ``attachKeyboard(keymap:mediaKeys:keyRepeat:)``.
  public internal(set) var keyboard: WaylandKeyboard?

  let display: Display
  let application: Application
  var everHadCapabilities: SeatCapabilities = []
  /// Every client's `wl_seat` objects.
  var bindings: [SeatBinding] = []
  /// Clients sent touch events since the last frame, in the order they were first sent one.
  var framePending: ContiguousArray<WaylandClient> = []
  var pressedButtons: [UInt32] = []
  /// The serial of the last `wl_pointer.enter`, which `set_cursor` must quote.
  var pointerEnterSerial: UInt32 = 0
  weak var keyboardFocusStorage: SurfaceView?
  /// Every client's `wl_keyboard` objects, for keymap and repeat changes.
  var keyboards: [SeatDevice] = []

  init(name: String, display: Display, application: Application) {
    self.name = name
    self.display = display
    self.application = application
    seat = Seat(application: application)
    framePending.reserveCapacity(8)
    seat.addObserver(self)
  }

  /// A view left its window: it loses the pointer focus. (The application takes the
  /// first responder status, and so the keyboard focus, from a view leaving its window.)
  func surfaceLeft(_ view: SurfaceView) {
    if pointerFocus === view { setPointerFocus(nil) }
    if cursor?.surface === view { cursor = nil }
  }
}
