import Touchway

/// The touch points one client was told about (a `wl_touch.down`) and has not yet seen
/// end, with the Wayland id each has for this client.
///
/// Ids are per client and only while the point is active: a new point takes the lowest
/// id the client has free, so ids say nothing about other clients' fingers. A point that is
/// *silenced* stays reserved, but nothing more is sent for it, until the seat delivers its
/// cancellation: after a `wl_touch.cancel`, or when its surface went away. A point the
/// client declined (`touchway_responder_v1.decline`) is released at once.
struct TouchPoints {
  struct Entry {
    /// The seat's touch.
    let touch: Touch
    /// The touch's id for this client.
    let id: Int32
    /// The surface that got the down.
    let surface: SurfaceView
    /// The serial of the down.
    let serial: UInt32
    /// Whether the client is told nothing more about this point.
    var isSilenced = false
  }

  private(set) var entries: ContiguousArray<Entry> = []
  /// One more than the highest id ever given: every id below it was sent to the client.
  private var idsSent: Int32 = 0

  init() {
    entries.reserveCapacity(10)
  }

  /// Adds a point for `touch` on `surface`, whose down carries `serial`; returns its id.
  mutating func begin(_ touch: Touch, on surface: SurfaceView, serial: UInt32) -> Int32 {
    var id: Int32 = 0
    while entries.contains(where: { $0.id == id }) { id += 1 }
    entries.append(Entry(touch: touch, id: id, surface: surface, serial: serial))
    idsSent = max(idsSent, id + 1)
    return id
  }

  /// Whether the client was ever sent a down with this id.
  func wasSent(_ id: Int32) -> Bool {
    id >= 0 && id < idsSent
  }

  /// Removes the active point `id` on `surface` whose down carried `serial`, and returns
  /// its touch; `nil` if there is no such point (it ended, or its id was given anew).
  mutating func release(id: Int32, serial: UInt32, on surface: SurfaceView) -> Touch? {
    guard
      let index = entries.firstIndex(where: {
        $0.id == id && $0.serial == serial && $0.surface === surface && !$0.isSilenced
      })
    else { return nil }
    return entries.remove(at: index).touch
  }

  /// The position of the point for `touch`, if the client has one.
  func index(of touch: Touch) -> Int? {
    entries.firstIndex { $0.touch === touch }
  }

  subscript(index: Int) -> Entry { entries[index] }

  mutating func remove(at index: Int) {
    entries.remove(at: index)
  }

  /// Silences every point: the client was sent `wl_touch.cancel`.
  mutating func silenceAll() {
    for index in entries.indices { entries[index].isSilenced = true }
  }

  /// Silences the points on `surface`, which is going away.
  mutating func silence(on surface: SurfaceView) {
    for index in entries.indices where entries[index].surface === surface {
      entries[index].isSilenced = true
    }
  }

  /// Whether `touch` is a silenced point of this client.
  func isSilenced(_ touch: Touch) -> Bool {
    entries.contains { $0.touch === touch && $0.isSilenced }
  }
}
